/**
 * Deleting the account (`customer/delete`; docs/decisions.md "Data protection"): a clear warning of
 * what goes and what the law keeps, the password and an explicit "yes, delete" to confirm. The
 * server refuses while a visit is still to come (ACCOUNT_HAS_COMING_VISITS) or for a wrong
 * password; afterwards the session ends and the visitor is sent home with a message.
 */
import { routePath } from '@foyer/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import {
  CheckField,
  fieldMessages,
  FormSummary,
  PasswordField,
  refusalOf,
  refusalTitle,
  setFormError,
  setServerErrors,
  SubmitButton,
  useCodeText,
  useDomainForm,
  useFormFields,
  type FormCheck,
} from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import { showToast } from '@/shared/ui/toast-store';
import './data-protection.css';

interface DeleteValues {
  password: string;
  confirm: boolean;
}

/** Both the password and the explicit confirmation are needed. */
function checkDelete({ password, confirm }: DeleteValues): FormCheck {
  return {
    fields: {
      password: password === '' ? ['FIELD_REQUIRED'] : [],
      confirm: confirm ? [] : ['FIELD_REQUIRED'],
    },
    form: 'FORM_HAS_ERRORS',
  };
}

export function DeleteAccount() {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const form = useDomainForm<DeleteValues>({ password: '', confirm: false }, checkDelete);
  const { props, entries } = useFormFields(form, {
    password: { id: `${id}-password`, label: t('account.fields.currentPassword') },
    confirm: { id: `${id}-confirm`, label: t('account.deleteAccount.confirm') },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await client.call('customerDelete', { body: { _po: password } });
      sessionStore.getState().dropIdentity();
      showToast(t('account.deleteAccount.done'), 'success');
      void navigate(routePath('home', lang));
    } catch (error) {
      const refusal = refusalOf(error);
      const fields = fieldMessages(refusal, { _po: 'password' });
      setServerErrors(form.setError, fields, ['password']);
      setFormError(form.setError, refusalTitle(text, refusal, (fields.password ?? []).length > 0));
    }
  });

  const { field: confirmField } = props('confirm');
  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="notice notice--danger account-warning">
        <p>{t('account.deleteAccount.warning')}</p>
        <p>{t('account.deleteAccount.kept')}</p>
      </div>
      <FormSummary formState={form.formState} entries={entries} />
      <PasswordField {...props('password')} autoComplete="current-password" />
      <CheckField
        id={`${id}-confirm`}
        label={t('account.deleteAccount.confirm')}
        field={confirmField}
      />
      <div className="account-actions">
        <SubmitButton busy={form.formState.isSubmitting}>
          {t('account.deleteAccount.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
