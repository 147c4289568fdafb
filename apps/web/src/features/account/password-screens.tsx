/**
 * Password recovery (screens `forgot-password`, `password-reset-success`, `recover/{guid}`,
 * `recover-success`; calls `customer/pwdreset`, `customer/pwdconfirm`): a reset e-mail that
 * links back to the recover page, a new password that logs the customer in.
 */
import {
  MIN_PASSWORD_LENGTH,
  passwordsMatch,
  routePath,
  validateForgotPassword,
  validatePasswordConfirm,
} from '@foyer/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import {
  EmailField,
  fieldMessages,
  FormSummary,
  PasswordField,
  refusalOf,
  setFormError,
  setServerErrors,
  SubmitButton,
  useCodeText,
  useDomainForm,
  useFormFields,
  useLogInWithToken,
  type FormCheck,
} from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';
import { AccountPage } from './account-page';

/** The recover page under the language path; the server appends the token (`…/recover/{token}`). */
export function recoverBacklink(origin: string, lang: string): string {
  return `${origin}/${lang}/recover/`;
}

/** The reset request's rule: an empty e-mail is required, any other must look valid. */
function checkForgot({ email }: { email: string }): FormCheck {
  const checked = validateForgotPassword(email);
  const code = email.trim() === '' ? 'FIELD_REQUIRED' : checked.ok ? undefined : checked.code;
  return { fields: { email: code === undefined ? [] : [code] }, form: 'FORM_HAS_ERRORS' };
}

export function ForgotPasswordScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const form = useDomainForm({ email: '' }, checkForgot);
  const { props, entries } = useFormFields(form, {
    email: { id: `${id}-email`, label: t('account.fields.email') },
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await client.call('customerPwdReset', {
        body: { email: email.trim(), backlink: recoverBacklink(window.location.origin, lang) },
      });
      showToast(text('AUTH_REQUEST_RESET_SUCCESS'), 'success');
      void navigate(routePath('forgotPasswordSuccess', lang));
    } catch (error) {
      const refusal = refusalOf(error);
      setServerErrors(setError, fieldMessages(refusal), ['email']);
      setFormError(
        setError,
        refusal?.code === 'AUTH_RATE_LIMITED'
          ? text(refusal.code, {}, refusal.message)
          : text('AUTH_REQUEST_RESET_FAIL'),
      );
      showToast(text('AUTH_REQUEST_RESET_FAIL'), 'danger');
    }
  });

  return (
    <AccountPage route={route} intro={t('account.forgot.intro')}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormSummary formState={formState} entries={entries} />
        <EmailField {...props('email')} />
        <div className="account-actions">
          <SubmitButton busy={formState.isSubmitting}>{t('account.forgot.submit')}</SubmitButton>
        </div>
        <p className="account-links">
          <Link to={routePath('login', lang)}>{t('account.forgot.toLogin')}</Link>
        </p>
      </form>
    </AccountPage>
  );
}

export function ForgotPasswordSuccessScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <AccountPage route={route}>
      <p className="notice notice--success account-notice" role="status">
        {t('account.forgotSuccess.text')}
      </p>
      <p>{t('account.forgotSuccess.hint')}</p>
      <Link className="button" to={routePath('login', lang)}>
        {t('account.forgot.toLogin')}
      </Link>
    </AccountPage>
  );
}

interface RecoverValues {
  password: string;
  repeat: string;
}

/** The new password's rules: required, long enough, repeated exactly. */
function checkRecover(token: string) {
  return ({ password, repeat }: RecoverValues): FormCheck => {
    const checked = validatePasswordConfirm({ token, password });
    const strength = !checked.ok && checked.code === 'PASSWORD_INVALID' ? [checked.code] : [];
    const match = passwordsMatch(password, repeat);
    return {
      fields: {
        password: password === '' ? ['FIELD_REQUIRED'] : strength,
        repeat: repeat === '' ? ['FIELD_REQUIRED'] : match.ok ? [] : [match.code],
      },
      form: 'FORM_HAS_ERRORS',
    };
  };
}

export function RecoverScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const logInWithToken = useLogInWithToken();
  const { guid = '' } = useParams();
  const id = useId();
  const [linkFailed, setLinkFailed] = useState(false);
  const form = useDomainForm<RecoverValues>({ password: '', repeat: '' }, checkRecover(guid));
  const { props, entries } = useFormFields(form, {
    password: { id: `${id}-password`, label: t('account.fields.newPassword') },
    repeat: { id: `${id}-repeat`, label: t('account.fields.password_repeat') },
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async ({ password }) => {
    try {
      const token = await client.call('customerPwdConfirm', {
        body: { token: guid, _p: password },
      });
      showToast(text('AUTH_SETTING_NEW_PASSWORD_SUCCESS'), 'success');
      await logInWithToken(token);
      void navigate(routePath('recoverPasswordSuccess', lang), { replace: true });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.status === 400) {
        setFormError(setError, text('AUTH_FILL_ALL_FIELDS'));
        return;
      }
      setServerErrors(setError, fieldMessages(refusal, { _p: 'password' }), ['password']);
      const invalidLink = refusal?.code === 'AUTH_SETTING_NEW_PASSWORD_FAILED';
      setLinkFailed(invalidLink);
      setFormError(
        setError,
        invalidLink
          ? t('account.recover.linkFailed')
          : text(refusal?.code ?? null, {}, refusal?.message),
      );
      showToast(text('AUTH_SETTING_NEW_PASSWORD_FAILED'), 'danger');
    }
  });

  return (
    <AccountPage route={route} intro={t('account.recover.intro')}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormSummary formState={formState} entries={entries} />
        {linkFailed && (
          <p>
            <Link to={routePath('forgotPassword', lang)}>{t('account.recover.requestNew')}</Link>
          </p>
        )}
        <PasswordField
          {...props('password')}
          autoComplete="new-password"
          hint={t('account.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        />
        <PasswordField {...props('repeat')} autoComplete="new-password" />
        <div className="account-actions">
          <SubmitButton busy={formState.isSubmitting}>{t('account.recover.submit')}</SubmitButton>
        </div>
      </form>
    </AccountPage>
  );
}

export function RecoverSuccessScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <AccountPage route={route}>
      <p className="notice notice--success account-notice" role="status">
        {t('account.recoverSuccess.text')}
      </p>
      <Link className="button" to={routePath('home', lang)}>
        {t('account.recoverSuccess.toShop')}
      </Link>
    </AccountPage>
  );
}
