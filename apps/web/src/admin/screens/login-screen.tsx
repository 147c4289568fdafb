import { zodResolver } from '@hookform/resolvers/zod';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callAdmin } from '../api';
import { useAdmin } from '../context';
import { errorText } from '../errors';

const form = z.object({
  email: z.email(),
  password: z.string().min(1),
  totp: z
    .string()
    .regex(/^\d{6}$/)
    .or(z.literal('')),
  recoveryCode: z.string().max(64),
});
type Form = z.infer<typeof form>;

export function LoginScreen() {
  const { t, setMe, navigate } = useAdmin();
  const [needsCode, setNeedsCode] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<Form>({
    resolver: zodResolver(form),
    defaultValues: { email: '', password: '', totp: '', recoveryCode: '' },
  });
  // The second step's field takes the focus when it appears or is switched.
  useEffect(() => {
    if (needsCode) setFocus(useRecovery ? 'recoveryCode' : 'totp');
  }, [needsCode, useRecovery, setFocus]);
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await callAdmin(adminEndpoints.login, {
        body: {
          email: values.email,
          password: values.password,
          ...(needsCode && !useRecovery && values.totp ? { totp: values.totp } : {}),
          ...(needsCode && useRecovery && values.recoveryCode.trim()
            ? { recoveryCode: values.recoveryCode.trim() }
            : {}),
        },
      });
      if (result.status === 'totpRequired') {
        setNeedsCode(true);
        return;
      }
      setMe(result.me);
      // Every role starts on today's figures; one that must first set up 2FA, on its account.
      navigate(result.me.mustEnrolTotp ? 'account' : '');
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });
  const { errors } = formState;
  return (
    <section className="admin-card" aria-labelledby="login-title">
      <h1 id="login-title">{t('loginTitle')}</h1>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="login-email">{t('email')}</label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id="login-email-error" className="field-error">
              {t('invalidField')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('password')}</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </div>
        {needsCode && !useRecovery && (
          <div className="field">
            <label htmlFor="login-totp">{t('totpCode')}</label>
            <p id="login-totp-hint" className="hint">
              {t('totpPrompt')}
            </p>
            <input
              id="login-totp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              aria-describedby="login-totp-hint"
              aria-invalid={errors.totp ? true : undefined}
              {...register('totp')}
            />
          </div>
        )}
        {needsCode && useRecovery && (
          <div className="field">
            <label htmlFor="login-recovery">{t('recoveryCode')}</label>
            <p id="login-recovery-hint" className="hint">
              {t('recoveryPrompt')}
            </p>
            <input
              id="login-recovery"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              aria-describedby="login-recovery-hint"
              {...register('recoveryCode')}
            />
          </div>
        )}
        {needsCode && (
          <p>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setFailure(null);
                setUseRecovery(!useRecovery);
              }}
            >
              {useRecovery ? t('recoveryUseCode') : t('recoveryUse')}
            </button>
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting}>
          {t('signIn')}
        </button>
      </form>
    </section>
  );
}
