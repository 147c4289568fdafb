/**
 * Password recovery (spec 2 `forgot-password`, `password-reset-success`, `recover/{guid}`,
 * `recover-success`; spec 7 `customer/pwdreset`, `customer/pwdconfirm`; spec 8): a reset e-mail that
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
  PasswordField,
  ProblemSummary,
  refusalOf,
  SubmitButton,
  useCodeText,
  useFormProblem,
  useLogInWithToken,
  useSubmission,
  type SummaryEntry,
} from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import type { ScreenProps } from '@/shared/ui/screen';
import { showToast } from '@/shared/ui/toast-store';
import { AccountPage } from './account-page';

/** The recover page under the language path; the server appends the token (`…/recover/{token}`). */
export function recoverBacklink(origin: string, lang: string): string {
  return `${origin}/${lang}/recover/`;
}

export function ForgotPasswordScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const [email, setEmail] = useState('');
  const { problem, fail, errorsOf } = useFormProblem();
  const { busy, onSubmit } = useSubmission();
  const emailId = `${id}-email`;

  const submit = async (start: () => void) => {
    const checked = validateForgotPassword(email);
    if (!checked.ok) {
      const message = text(email.trim() === '' ? 'FIELD_REQUIRED' : checked.code);
      fail(text('FORM_HAS_ERRORS'), [{ id: emailId, label: t('account.fields.email'), message }]);
      return;
    }
    start();
    try {
      await client.call('customerPwdReset', {
        body: { email: checked.value, backlink: recoverBacklink(window.location.origin, lang) },
      });
      showToast(text('AUTH_REQUEST_RESET_SUCCESS'), 'success');
      void navigate(routePath('forgotPasswordSuccess', lang));
    } catch (error) {
      const refusal = refusalOf(error);
      const title =
        refusal?.code === 'AUTH_RATE_LIMITED'
          ? text(refusal.code, {}, refusal.message)
          : text('AUTH_REQUEST_RESET_FAIL');
      const fields = fieldMessages(refusal);
      fail(
        title,
        (fields.email ?? []).map((message) => ({
          id: emailId,
          label: t('account.fields.email'),
          message,
        })),
      );
      showToast(text('AUTH_REQUEST_RESET_FAIL'), 'danger');
    }
  };

  return (
    <AccountPage route={route} intro={t('account.forgot.intro')}>
      <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
        <ProblemSummary problem={problem} />
        <EmailField
          id={emailId}
          label={t('account.fields.email')}
          value={email}
          errors={errorsOf(emailId)}
          onChange={setEmail}
        />
        <div className="account-actions">
          <SubmitButton busy={busy}>{t('account.forgot.submit')}</SubmitButton>
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

export function RecoverScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const lang = useLanguage();
  const navigate = useNavigate();
  const logInWithToken = useLogInWithToken();
  const { guid = '' } = useParams();
  const id = useId();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [linkFailed, setLinkFailed] = useState(false);
  const { problem, fail, errorsOf } = useFormProblem();
  const { busy, onSubmit } = useSubmission();
  const passwordId = `${id}-password`;
  const repeatId = `${id}-repeat`;

  const submit = async (start: () => void) => {
    const entries: SummaryEntry[] = [];
    const checked = validatePasswordConfirm({ token: guid, password });
    if (password === '') {
      entries.push({
        id: passwordId,
        label: t('account.fields.newPassword'),
        message: text('FIELD_REQUIRED'),
      });
    } else if (!checked.ok && checked.code === 'PASSWORD_INVALID') {
      entries.push({
        id: passwordId,
        label: t('account.fields.newPassword'),
        message: text(checked.code),
      });
    }
    if (repeat === '') {
      entries.push({
        id: repeatId,
        label: t('account.fields.password_repeat'),
        message: text('FIELD_REQUIRED'),
      });
    } else if (!passwordsMatch(password, repeat).ok) {
      entries.push({
        id: repeatId,
        label: t('account.fields.password_repeat'),
        message: text('PASSWORDS_DO_NOT_MATCH'),
      });
    }
    if (entries.length > 0) {
      fail(text('FORM_HAS_ERRORS'), entries);
      return;
    }
    start();
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
        fail(text('AUTH_FILL_ALL_FIELDS'));
      } else {
        const fields = fieldMessages(refusal, { _p: 'password' });
        const fieldEntries = (fields.password ?? []).map((message) => ({
          id: passwordId,
          label: t('account.fields.newPassword'),
          message,
        }));
        const invalidLink = refusal?.code === 'AUTH_SETTING_NEW_PASSWORD_FAILED';
        setLinkFailed(invalidLink);
        fail(
          invalidLink
            ? t('account.recover.linkFailed')
            : text(refusal?.code ?? null, {}, refusal?.message),
          fieldEntries,
        );
        showToast(text('AUTH_SETTING_NEW_PASSWORD_FAILED'), 'danger');
      }
    }
  };

  return (
    <AccountPage route={route} intro={t('account.recover.intro')}>
      <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
        <ProblemSummary problem={problem} />
        {linkFailed && (
          <p>
            <Link to={routePath('forgotPassword', lang)}>{t('account.recover.requestNew')}</Link>
          </p>
        )}
        <PasswordField
          id={passwordId}
          label={t('account.fields.newPassword')}
          autoComplete="new-password"
          value={password}
          hint={t('account.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          errors={errorsOf(passwordId)}
          onChange={setPassword}
        />
        <PasswordField
          id={repeatId}
          label={t('account.fields.password_repeat')}
          autoComplete="new-password"
          value={repeat}
          errors={errorsOf(repeatId)}
          onChange={setRepeat}
        />
        <div className="account-actions">
          <SubmitButton busy={busy}>{t('account.recover.submit')}</SubmitButton>
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
