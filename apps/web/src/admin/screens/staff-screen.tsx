import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminEndpoints,
  createStaffBody,
  staffLanguage,
  staffRole,
  type StaffMember,
} from '@foyer/domain/admin-contract';
import type { StaffRole } from '@foyer/domain';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AdminApiError, callAdmin } from '../api';
import { DataTable, NO_ROWS } from '../components/data-table';
import { LoadFailure } from '../components/load-failure';
import { fieldRefusal, refusedFields, useFocusRefused } from '../components/refused-fields';
import { useAdmin } from '../context';
import { errorText } from '../errors';
import { LANGUAGE_NAMES, type MessageKey } from '../i18n';
import { useAdminQuery, useInvalidateAdmin } from '../queries';

const ROLE_LABEL: Record<StaffRole, MessageKey> = {
  owner: 'roleOwner',
  manager: 'roleManager',
  sales: 'roleSales',
  door: 'roleDoor',
};
type CreateForm = z.input<typeof createStaffBody>;
const CREATE_FIELDS = ['name', 'email', 'role', 'language'] as const;
const columns = createColumnHelper<StaffMember>();

export function StaffScreen() {
  const { t } = useAdmin();
  const staffList = useAdminQuery(adminEndpoints.listStaff);
  const settings = useAdminQuery(adminEndpoints.getSettings);
  const invalidate = useInvalidateAdmin();
  const requireTotp = settings.data?.requireTotp ?? false;
  const loadError = staffList.error ?? settings.error;
  /** The last set-password link, and whether it was e-mailed (an invitation) or only issued. */
  const [link, setLink] = useState<{ email: string; url: string; emailed: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // A change, then the list and the settings as the server has them now.
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setFailure(null);
      try {
        await work();
      } catch (error) {
        setFailure(errorText(error, t));
        return;
      }
      await invalidate(adminEndpoints.listStaff, adminEndpoints.getSettings);
    },
    [invalidate, t],
  );

  const { register, handleSubmit, reset, setError, formState } = useForm<CreateForm>({
    resolver: zodResolver(createStaffBody),
    // No language chosen: the member gets the museum's default language.
    defaultValues: { email: '', name: '', role: 'sales', language: undefined },
    shouldFocusError: false,
  });
  const { form: createForm, focusRefused } = useFocusRefused();
  // A refusal of the new account shows at its fields: the server's per-field 422, a taken e-mail.
  const onCreate = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const created = await callAdmin(adminEndpoints.createStaff, { body: values });
      setLink({ email: created.staff.email, url: created.setPasswordUrl, emailed: true });
      reset();
    } catch (error) {
      const refused = CREATE_FIELDS.filter((field) => refusedFields(error).has(field));
      if (error instanceof AdminApiError && error.code === 'STAFF_EXISTS') {
        setError('email', { type: 'server', message: t('staffExists') });
      } else if (refused.length > 0) {
        for (const field of refused) setError(field, { type: 'server' });
      } else {
        setFailure(errorText(error, t));
        return;
      }
      focusRefused();
      return;
    }
    await invalidate(adminEndpoints.listStaff, adminEndpoints.getSettings);
  }, focusRefused);
  /** A field's refusal: its own text (a taken e-mail) or "Please check this field.". */
  const refusalOf = (field: (typeof CREATE_FIELDS)[number]) => {
    const error = formState.errors[field];
    return fieldRefusal(
      `staff-${field}`,
      error ? (error.type === 'server' && error.message ? error.message : t('invalidField')) : null,
    );
  };

  const tableColumns = useMemo(
    () => [
      columns.accessor('name', { header: () => t('name') }),
      columns.accessor('email', {
        header: () => t('email'),
        cell: (cell) => <span className="breakable">{cell.getValue()}</span>,
      }),
      columns.accessor('role', {
        header: () => t('role'),
        cell: (cell) => (
          <select
            aria-label={t('changeRoleOf', { name: cell.row.original.name })}
            value={cell.getValue()}
            onChange={(event) =>
              void run(async () => {
                await callAdmin(adminEndpoints.updateStaff, {
                  params: { id: cell.row.original.id },
                  body: { role: staffRole.parse(event.target.value) },
                });
              })
            }
          >
            {staffRole.options.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABEL[role])}
              </option>
            ))}
          </select>
        ),
      }),
      columns.accessor('totpEnabled', {
        header: () => t('twoFactor'),
        cell: (cell) => (cell.getValue() ? t('on') : t('off')),
      }),
      columns.accessor('active', {
        header: () => t('status'),
        cell: (cell) => (cell.getValue() ? t('active') : t('disabled')),
      }),
      columns.display({
        id: 'actions',
        header: () => t('actions'),
        cell: (cell) => {
          const member = cell.row.original;
          return (
            <div className="row-actions">
              <button
                type="button"
                className="secondary"
                aria-label={`${member.active ? t('disable') : t('enable')}: ${member.name}`}
                onClick={() =>
                  void run(async () => {
                    await callAdmin(adminEndpoints.updateStaff, {
                      params: { id: member.id },
                      body: { active: !member.active },
                    });
                  })
                }
              >
                {member.active ? t('disable') : t('enable')}
              </button>
              <button
                type="button"
                className="secondary"
                aria-label={`${t('newLink')}: ${member.name}`}
                onClick={() =>
                  void run(async () => {
                    const issued = await callAdmin(adminEndpoints.passwordLink, {
                      params: { id: member.id },
                    });
                    setLink({
                      email: issued.staff.email,
                      url: issued.setPasswordUrl,
                      emailed: false,
                    });
                  })
                }
              >
                {t('newLink')}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, run],
  );
  const table = useReactTable({
    data: staffList.data ?? NO_ROWS,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
  });
  const refusal = {
    name: refusalOf('name'),
    email: refusalOf('email'),
    role: refusalOf('role'),
  };

  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">{t('staffTitle')}</h1>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      {loadError && (
        <LoadFailure
          text={errorText(loadError, t)}
          className="admin-error"
          busy={staffList.isFetching || settings.isFetching}
          retry={() => {
            if (staffList.isError) void staffList.refetch();
            if (settings.isError) void settings.refetch();
          }}
        />
      )}
      {staffList.isPending && <p role="status">{t('loading')}</p>}
      <label className="switch">
        <input
          type="checkbox"
          checked={requireTotp}
          onChange={(event) => {
            const next = event.target.checked;
            void run(async () => {
              await callAdmin(adminEndpoints.putSettings, { body: { requireTotp: next } });
            });
          }}
        />{' '}
        {t('requireTotp')}
      </label>
      <DataTable table={table} caption={t('staffTitle')} />
      {link && (
        <div className="admin-ok" role="status">
          <p>
            {link.email}: {t('oneTimeLink')}
          </p>
          <p>
            <code data-testid="password-link">{link.url}</code>
          </p>
          {link.emailed && <p>{t('invitationSent', { email: link.email })}</p>}
        </div>
      )}
      <h2>{t('addStaff')}</h2>
      <form ref={createForm} onSubmit={onCreate} noValidate className="create-form">
        <div className="field">
          <label htmlFor="staff-name">{t('name')}</label>
          <input id="staff-name" {...refusal.name.attributes} {...register('name')} />
          {refusal.name.shown}
        </div>
        <div className="field">
          <label htmlFor="staff-email">{t('email')}</label>
          <input
            id="staff-email"
            type="email"
            {...refusal.email.attributes}
            {...register('email')}
          />
          {refusal.email.shown}
        </div>
        <div className="field">
          <label htmlFor="staff-role">{t('role')}</label>
          <select id="staff-role" {...refusal.role.attributes} {...register('role')}>
            {staffRole.options.map((role) => (
              <option key={role} value={role}>
                {t(ROLE_LABEL[role])}
              </option>
            ))}
          </select>
          {refusal.role.shown}
        </div>
        <div className="field">
          <label htmlFor="staff-language">{t('language')}</label>
          <select
            id="staff-language"
            {...register('language', {
              setValueAs: (value: unknown) => (value === '' ? undefined : value),
            })}
          >
            <option value="">{t('museumLanguage')}</option>
            {staffLanguage.options.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={formState.isSubmitting}>
          {t('create')}
        </button>
      </form>
    </section>
  );
}
