import { zodResolver } from '@hookform/resolvers/zod';
import { adminEndpoints } from '@foyer/domain/admin-contract';
import { STAFF_MIN_PASSWORD_LENGTH } from '@foyer/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callAdmin } from '../api';
import { useAdmin } from '../context';
import { errorText } from '../errors';

const form = z
  .object({
    password: z.string().min(STAFF_MIN_PASSWORD_LENGTH, 'short'),
    repeat: z.string(),
  })
  .refine((values) => values.password === values.repeat, { path: ['repeat'], message: 'mismatch' });
type Form = z.infer<typeof form>;

export function SetPasswordScreen({ token }: { token: string }) {
  const { t, navigate } = useAdmin();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(form),
    defaultValues: { password: '', repeat: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await callAdmin(adminEndpoints.setPassword, { body: { token, password: values.password } });
      setDone(true);
    } catch (error) {
      setFailure(errorText(error, t));
    }
  });
  const { errors } = formState;
  return (
    <section className="admin-card" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{t('setPasswordTitle')}</h1>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      {done ? (
        <>
          <p role="status">{t('passwordSaved')}</p>
          <button type="button" onClick={() => navigate('login')}>
            {t('toSignIn')}
          </button>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="new-password">{t('newPassword')}</label>
            <input
              id="new-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'new-password-error' : undefined}
              {...register('password')}
            />
            {errors.password && (
              <p id="new-password-error" className="field-error">
                {t('passwordTooShort')}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="repeat-password">{t('repeatPassword')}</label>
            <input
              id="repeat-password"
              type="password"
              autoComplete="new-password"
              aria-invalid={errors.repeat ? true : undefined}
              aria-describedby={errors.repeat ? 'repeat-password-error' : undefined}
              {...register('repeat')}
            />
            {errors.repeat && (
              <p id="repeat-password-error" className="field-error">
                {t('passwordMismatch')}
              </p>
            )}
          </div>
          <button type="submit" disabled={formState.isSubmitting}>
            {t('savePassword')}
          </button>
        </form>
      )}
    </section>
  );
}
