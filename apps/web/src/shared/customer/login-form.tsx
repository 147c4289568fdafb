/**
 * The login form (`auth/login`): e-mail and the MD5 hash of the password; wrong credentials set the
 * failed flag with 'Email or password are not correct' and the AUTH_LOGIN_FAILED toast; success
 * stores the token and loads the customer.
 */
import { md5Hex, validateLogin } from '@foyer/domain';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { showToast } from '@/shared/ui/toast-store';
import { refusalOf, useLogInWithToken } from './customer-api';
import { setFormError, useDomainForm } from './form-resolver';
import { FormSummary, useFormFields } from './form-submit';
import { EmailField, PasswordField, SubmitButton } from './form-ui';
import { useCodeText } from './messages';

export interface LoginFormProps {
  /** Called once the token is stored and the customer loaded. */
  readonly onLoggedIn: () => void;
  /** Links under the form (forgot password, register). */
  readonly children?: ReactNode;
}

interface LoginValues {
  email: string;
  password: string;
}

const check = (values: LoginValues) => ({ fields: validateLogin(values), form: 'FORM_HAS_ERRORS' });

export function LoginForm({ onLoggedIn, children }: LoginFormProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const logInWithToken = useLogInWithToken();
  const id = useId();
  const form = useDomainForm<LoginValues>({ email: '', password: '' }, check, 'onChange');
  const { props, entries } = useFormFields(form, {
    email: { id: `${id}-email`, label: t('account.fields.email') },
    password: { id: `${id}-password`, label: t('account.fields.password') },
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ email, password }) => {
    try {
      const token = await client.call('authLogin', {
        body: { _u: email.trim(), _p: md5Hex(password) },
      });
      await logInWithToken(token);
      onLoggedIn();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal !== null) {
        const code = refusal.code === 'AUTH_RATE_LIMITED' ? refusal.code : 'AUTH_LOGIN_FAILED';
        const message = text(code, {}, refusal.message);
        setFormError(setError, message);
        showToast(message, 'danger');
      } else {
        setFormError(setError, text(null));
      }
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSummary formState={formState} entries={entries} />
      <EmailField {...props('email')} />
      <PasswordField {...props('password')} autoComplete="current-password" />
      <div className="account-actions">
        <SubmitButton busy={formState.isSubmitting}>{t('account.login.submit')}</SubmitButton>
      </div>
      {children}
    </form>
  );
}
