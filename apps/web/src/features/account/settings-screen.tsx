/**
 * Settings (spec 2 `settings`, spec 6, spec 7, spec 8): user details and shipping details
 * (`customer/update`, validate-only `customer/validateUpdate`), change password
 * (`customer/pwdchange`) and change e-mail (`customer/emailchange`), each with its toasts. Logged-out
 * visitors are told that the page needs login; guests cannot change password or e-mail.
 */
import {
  customerPayload,
  MIN_PASSWORD_LENGTH,
  returnToQuery,
  routePath,
  validateEmailChange,
  validatePasswordChange,
  type CustomerPayload,
} from '@foyer/domain';
import type { Customer, CustomerAttr, UpdateCustomerForm } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import {
  checkShipping,
  CustomerFields,
  customerAttrQuery,
  EmailField,
  fieldMessages,
  FormLoadFailed,
  FormLoading,
  hasMessages,
  PasswordField,
  ProblemSummary,
  refusalOf,
  refusalTitle,
  ShippingFields,
  shippingMessages,
  shippingOfCustomer,
  shippingPayload,
  shippingSummaryEntries,
  SubmitButton,
  summaryEntries,
  useCodeText,
  useCustomerForm,
  useCustomerSummaryEntries,
  useFormProblem,
  useSubmission,
  valuesOfCustomer,
  type ShippingValues,
  type SummaryEntry,
} from '@/shared/customer';
import { useFullPath, useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore, useSession } from '@/shared/session/session-store';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';
import { AccountPage } from './account-page';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A form of the settings: its fields, then its submit button. */
function SettingsForm({
  onSubmit,
  busy,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="account-form" noValidate onSubmit={onSubmit}>
      {children}
      <div className="account-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/** The form `c` of `customer/update`: the profile without the e-mail, and the shipping address. */
function updateForm(payload: CustomerPayload, shipping: ShippingValues): UpdateCustomerForm {
  return {
    salutation: payload.salutation,
    fname: payload.fname,
    lname: payload.lname,
    company: payload.company,
    phone: payload.phone,
    street: payload.street,
    zip: payload.zip,
    city: payload.city,
    ...(payload.country === undefined ? {} : { country: payload.country }),
    shipping: shippingPayload(shipping),
  };
}

function useSaveProfile() {
  const client = useApiClient();
  const text = useCodeText();
  return async (c: UpdateCustomerForm) => {
    const customer = await client.call('customerUpdate', { body: { c } });
    sessionStore.getState().setCustomer(customer);
    showToast(text('USER_SETTINGS_SAVED'), 'success');
  };
}

function UserDetails({ attr, customer }: { attr: CustomerAttr; customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const save = useSaveProfile();
  const idPrefix = useId();
  const [initial] = useState(() => valuesOfCustomer(customer));
  const validate = useCallback(
    (payload: CustomerPayload) =>
      client.call('customerValidateUpdate', {
        body: { c: updateForm(payload, shippingOfCustomer(customer)) },
      }),
    [client, customer],
  );
  const form = useCustomerForm({ rules: attr, purpose: 'update', initial, validate });
  const { problem, fail, clear } = useFormProblem();
  const { busy, onSubmit } = useSubmission();
  const entries = useCustomerSummaryEntries(attr, 'update', form.messages, idPrefix);

  const submit = async (start: () => void) => {
    form.showAll();
    if (hasMessages(form.allClientMessages)) {
      fail(text('FORM_HAS_ERRORS'));
      return;
    }
    start();
    try {
      await save(updateForm(form.payload(), shippingOfCustomer(customer)));
      clear();
    } catch (error) {
      const refusal = refusalOf(error);
      const messages = fieldMessages(refusal);
      form.setServerMessages(messages);
      fail(refusalTitle(text, refusal, hasMessages(messages)));
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit(submit)}
      busy={busy}
      submitLabel={t('account.settings.saveDetails')}
    >
      <ProblemSummary problem={problem} entries={entries} />
      <CustomerFields idPrefix={idPrefix} attr={attr} purpose="update" form={form} />
    </SettingsForm>
  );
}

function ShippingDetails({ attr, customer }: { attr: CustomerAttr; customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const save = useSaveProfile();
  const idPrefix = useId();
  const [shipping, setShipping] = useState(() => shippingOfCustomer(customer));
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const { problem, fail, clear } = useFormProblem();
  const { busy, onSubmit } = useSubmission();

  const messages = shippingMessages(shipping, checked, server, text);
  const entries = shippingSummaryEntries(messages, idPrefix, (field) =>
    t(`account.shipping.${field}`),
  );

  const submit = async (start: () => void) => {
    setChecked(true);
    if (!checkShipping(shipping).ok) {
      fail(text('SHIPPING_FIELDS_INCOMPLETE'));
      return;
    }
    start();
    try {
      const profile = customerPayload(valuesOfCustomer(customer), attr);
      await save(updateForm(profile, shipping));
      setServer({});
      clear();
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal);
      const own = Object.fromEntries(
        Object.entries(fields).filter(([field]) => field.startsWith('shipping')),
      );
      setServer(own);
      fail(refusalTitle(text, refusal, hasMessages(own)));
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit(submit)}
      busy={busy}
      submitLabel={t('account.settings.saveShipping')}
    >
      <ProblemSummary problem={problem} entries={entries} />
      <ShippingFields
        idPrefix={idPrefix}
        attr={attr}
        values={shipping}
        messages={messages}
        onChange={(next) => {
          setShipping(next);
          setServer({});
        }}
      />
    </SettingsForm>
  );
}

function ChangePassword() {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { problem, fail, errorsOf } = useFormProblem();
  const { busy, onSubmit } = useSubmission();
  const ids = { old: `${id}-old`, new: `${id}-new`, repeat: `${id}-repeat` };
  const labels = {
    old: t('account.fields.oldPassword'),
    new: t('account.fields.newPassword'),
    repeat: t('account.fields.password_repeat'),
  };

  const submit = async (start: () => void) => {
    const checked = validatePasswordChange({ oldPassword, newPassword, repeat });
    if (!checked.ok) {
      const entries: SummaryEntry[] = [];
      const need = (value: string, key: 'old' | 'new' | 'repeat') => {
        if (value === '')
          entries.push({ id: ids[key], label: labels[key], message: text('FIELD_REQUIRED') });
      };
      need(oldPassword, 'old');
      need(newPassword, 'new');
      need(repeat, 'repeat');
      if (checked.code === 'PASSWORD_INVALID') {
        entries.push({ id: ids.new, label: labels.new, message: text(checked.code) });
      } else if (checked.code === 'PASSWORDS_DO_NOT_MATCH') {
        entries.push({ id: ids.repeat, label: labels.repeat, message: text(checked.code) });
      }
      fail(
        text(checked.code === 'AUTH_FILL_ALL_FIELDS' ? checked.code : 'FORM_HAS_ERRORS'),
        entries,
      );
      return;
    }
    start();
    try {
      await client.call('customerPwdChange', { body: { _po: oldPassword, _pn: newPassword } });
      showToast(text('AUTH_PASSWORD_CHANGE_SUCCESS'), 'success');
      void navigate(routePath('home', lang));
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal, { _po: 'old', _pn: 'new' });
      const entries = summaryEntries(
        ['old', 'new'] as const,
        fields,
        (key) => ids[key],
        (key) => labels[key],
      );
      const title =
        refusal?.code === 'AUTH_WRONG_CREDENTIALS' || refusal?.code === 'AUTH_RATE_LIMITED'
          ? text(refusal.code, {}, refusal.message)
          : text('AUTH_PASSWORD_CHANGE_FAILED');
      fail(title, entries);
      showToast(text('AUTH_PASSWORD_CHANGE_FAILED'), 'danger');
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit(submit)}
      busy={busy}
      submitLabel={t('account.settings.changePassword')}
    >
      <ProblemSummary problem={problem} />
      <PasswordField
        id={ids.old}
        label={labels.old}
        autoComplete="current-password"
        value={oldPassword}
        errors={errorsOf(ids.old)}
        onChange={setOldPassword}
      />
      <PasswordField
        id={ids.new}
        label={labels.new}
        autoComplete="new-password"
        hint={t('account.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        value={newPassword}
        errors={errorsOf(ids.new)}
        onChange={setNewPassword}
      />
      <PasswordField
        id={ids.repeat}
        label={labels.repeat}
        autoComplete="new-password"
        value={repeat}
        errors={errorsOf(ids.repeat)}
        onChange={setRepeat}
      />
    </SettingsForm>
  );
}

function ChangeEmail({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const id = useId();
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const { problem, fail, clear, errorsOf } = useFormProblem();
  const { busy, onSubmit } = useSubmission();
  const ids = { password: `${id}-password`, email: `${id}-email` };
  const labels = {
    password: t('account.fields.currentPassword'),
    email: t('account.fields.newEmail'),
  };

  const submit = async (start: () => void) => {
    const checked = validateEmailChange({ oldPassword: password, email });
    if (!checked.ok) {
      const entries: SummaryEntry[] = [];
      if (password === '')
        entries.push({ id: ids.password, label: labels.password, message: text('FIELD_REQUIRED') });
      if (email.trim() === '')
        entries.push({ id: ids.email, label: labels.email, message: text('FIELD_REQUIRED') });
      if (checked.code === 'EMAIL_INVALID')
        entries.push({ id: ids.email, label: labels.email, message: text(checked.code) });
      fail(
        text(checked.code === 'AUTH_FILL_ALL_FIELDS' ? checked.code : 'FORM_HAS_ERRORS'),
        entries,
      );
      return;
    }
    start();
    try {
      const updated = await client.call('customerEmailChange', {
        body: { _po: password, email: checked.value.email },
      });
      sessionStore.getState().setCustomer(updated);
      showToast(text('AUTH_EMAIL_CHANGE_SUCCESS'), 'success');
      setPassword('');
      setEmail('');
      clear();
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal, { _po: 'password' });
      const entries = summaryEntries(
        ['password', 'email'] as const,
        fields,
        (key) => ids[key],
        (key) => labels[key],
      );
      fail(refusalTitle(text, refusal, entries.length > 0), entries);
    }
  };

  return (
    <SettingsForm
      onSubmit={onSubmit(submit)}
      busy={busy}
      submitLabel={t('account.settings.changeEmail')}
    >
      <p className="account-current">
        {t('account.settings.currentEmail')} <strong>{customer.email}</strong>
      </p>
      <ProblemSummary problem={problem} />
      <EmailField
        id={ids.email}
        label={labels.email}
        value={email}
        errors={errorsOf(ids.email)}
        onChange={setEmail}
      />
      <PasswordField
        id={ids.password}
        label={labels.password}
        autoComplete="current-password"
        value={password}
        errors={errorsOf(ids.password)}
        onChange={setPassword}
      />
    </SettingsForm>
  );
}

function SettingsSections({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const attr = useQuery(customerAttrQuery(client, lang));
  if (attr.isPending) return <FormLoading />;
  if (attr.isError) return <FormLoadFailed onRetry={() => void attr.refetch()} />;
  return (
    <>
      <Section title={t('account.settings.userDetails')}>
        <UserDetails attr={attr.data} customer={customer} />
      </Section>
      <Section title={t('account.settings.shippingDetails')}>
        <ShippingDetails attr={attr.data} customer={customer} />
      </Section>
      {customer.isGuest ? (
        <p className="notice account-notice">{t('account.settings.guestNote')}</p>
      ) : (
        <>
          <Section title={t('account.settings.changePassword')}>
            <ChangePassword />
          </Section>
          <Section title={t('account.settings.changeEmail')}>
            <ChangeEmail customer={customer} />
          </Section>
        </>
      )}
    </>
  );
}

export function SettingsScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const fullPath = useFullPath();
  const token = useSession((state) => state.token);
  const customer = useSession((state) => state.customer);
  if (token === null) {
    return (
      <AccountPage route={route}>
        <p className="notice account-notice" role="status">
          {t('errors.AUTH_REQUIRED')}
        </p>
        <Link className="button" to={`${routePath('login', lang)}${returnToQuery(fullPath)}`}>
          {t('account.login.submit')}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage route={route}>
      {customer === null ? <FormLoading /> : <SettingsSections customer={customer} />}
    </AccountPage>
  );
}
