/**
 * The login form (spec 4 "Identity", spec 7 `auth/login`, spec 8): e-mail and the MD5 hash of the
 * password; wrong credentials set the failed flag with 'Email or password are not correct' and the
 * AUTH_LOGIN_FAILED toast; success stores the token and loads the customer.
 */
import { md5Hex } from '@foyer/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { showToast } from '@/shared/ui/toast-store';
import { refusalOf, useLogInWithToken } from './customer-api';
import { useSubmission } from './form-submit';
import {
  EmailField,
  ErrorSummary,
  PasswordField,
  SubmitButton,
  type SummaryEntry,
} from './form-ui';
import { useCodeText } from './messages';

export interface LoginFormProps {
  /** Called once the token is stored and the customer loaded. */
  readonly onLoggedIn: () => void;
  /** Links under the form (forgot password, register). */
  readonly children?: ReactNode;
}

type Problem =
  | { readonly kind: 'fields'; readonly entries: readonly SummaryEntry[] }
  | { readonly kind: 'failed'; readonly message: string };

export function LoginForm({ onLoggedIn, children }: LoginFormProps) {
  const { t } = useTranslation();
  const text = useCodeText();
  const client = useApiClient();
  const logInWithToken = useLogInWithToken();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { busy, onSubmit } = useSubmission();

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const emailError = problem?.kind === 'fields' && email.trim() === '';
  const passwordError = problem?.kind === 'fields' && password === '';

  const submit = async (start: () => void) => {
    const entries: SummaryEntry[] = [];
    if (email.trim() === '') {
      entries.push({
        id: emailId,
        label: t('account.fields.email'),
        message: text('FIELD_REQUIRED'),
      });
    }
    if (password === '') {
      entries.push({
        id: passwordId,
        label: t('account.fields.password'),
        message: text('FIELD_REQUIRED'),
      });
    }
    setAttempt((value) => value + 1);
    if (entries.length > 0) {
      setProblem({ kind: 'fields', entries });
      return;
    }
    start();
    try {
      const token = await client.call('authLogin', {
        body: { _u: email.trim(), _p: md5Hex(password) },
      });
      setProblem(null);
      await logInWithToken(token);
      onLoggedIn();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal !== null) {
        const code = refusal.code === 'AUTH_RATE_LIMITED' ? refusal.code : 'AUTH_LOGIN_FAILED';
        const message = text(code, {}, refusal.message);
        setProblem({ kind: 'failed', message });
        showToast(message, 'danger');
      } else {
        setProblem({ kind: 'failed', message: text(null) });
      }
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={onSubmit(submit)}>
      {problem?.kind === 'fields' && (
        <ErrorSummary
          title={text('FORM_HAS_ERRORS')}
          entries={problem.entries}
          focusKey={attempt}
        />
      )}
      {problem?.kind === 'failed' && <ErrorSummary title={problem.message} focusKey={attempt} />}
      <EmailField
        id={emailId}
        label={t('account.fields.email')}
        value={email}
        errors={emailError ? [text('FIELD_REQUIRED')] : []}
        onChange={setEmail}
      />
      <PasswordField
        id={passwordId}
        label={t('account.fields.password')}
        autoComplete="current-password"
        value={password}
        errors={passwordError ? [text('FIELD_REQUIRED')] : []}
        onChange={setPassword}
      />
      <div className="account-actions">
        <SubmitButton busy={busy}>{t('account.login.submit')}</SubmitButton>
      </div>
      {children}
    </form>
  );
}
