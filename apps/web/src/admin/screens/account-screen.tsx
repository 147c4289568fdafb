import { adminEndpoints } from '@foyer/domain/admin-contract';
import { useState, type FormEvent } from 'react';
import { AdminApiError, callAdmin } from '../api';
import { fieldRefusal, refusedFields, useFocusRefused } from '../components/refused-fields';
import { useAdmin } from '../context';
import { errorText } from '../errors';
import { RecoveryCodes } from './recovery-codes';

/** The account's two code fields: turning 2FA on or off, renewing the recovery codes. */
type CodeField = 'totp-code' | 'recovery-renew-code';

interface Enrolment {
  secret: string;
  qrCode: string;
}

export function AccountScreen() {
  const { t, me, setMe } = useAdmin();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [renewCode, setRenewCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const [refused, setRefused] = useState<{ field: CodeField; text: string } | null>(null);
  const { form: section, focusRefused } = useFocusRefused<HTMLElement>();
  if (!me) return null;
  const { staff } = me;

  /**
   * Runs a change; a refused code (a wrong one, or the server's 422 at `code`) shows at the code
   * field of the form sent (`field`) and has the focus, any other failure above.
   */
  const run = async (work: () => Promise<void>, field?: CodeField) => {
    setMessage(null);
    setRefused(null);
    try {
      await work();
    } catch (error) {
      const atCode =
        (error instanceof AdminApiError && error.code === 'TOTP_INVALID') ||
        refusedFields(error).has('code');
      if (field && atCode) {
        setRefused({ field, text: errorText(error, t) });
        focusRefused();
      } else {
        setMessage({ kind: 'error', text: errorText(error, t) });
      }
    }
  };
  const refusalAt = (field: CodeField) =>
    fieldRefusal(field, refused?.field === field ? refused.text : null);
  const codeRefusal = refusalAt('totp-code');
  const renewRefusal = refusalAt('recovery-renew-code');
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (staff.totpEnabled) {
        setMe(await callAdmin(adminEndpoints.totpDisable, { body: { code } }));
        setRecoveryCodes(null);
      } else {
        const confirmed = await callAdmin(adminEndpoints.totpConfirm, { body: { code } });
        setMe(confirmed.me);
        setRecoveryCodes(confirmed.recoveryCodes);
      }
      setEnrolment(null);
      setCode('');
      setMessage({ kind: 'ok', text: t('saved') });
    }, 'totp-code');
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const renewed = await callAdmin(adminEndpoints.recoveryCodes, { body: { code: renewCode } });
      setRecoveryCodes(renewed.recoveryCodes);
      setMe({ ...me, recoveryCodesLeft: renewed.recoveryCodes.length });
      setRenewCode('');
    }, 'recovery-renew-code');
  };

  return (
    <section aria-labelledby="account-title" ref={section}>
      <h1 id="account-title">{t('accountTitle')}</h1>
      <p>
        {staff.name} · {staff.email}
      </p>
      {me.mustEnrolTotp && (
        <p role="alert" className="admin-warning">
          {t('mustEnrol')}
        </p>
      )}
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'admin-error' : 'admin-ok'}
        >
          {message.text}
        </p>
      )}
      <h2>{t('twoFactor')}</h2>
      <p>
        {t('twoFactor')}: <strong>{staff.totpEnabled ? t('on') : t('off')}</strong>
      </p>
      {!staff.totpEnabled && !enrolment && (
        <button
          type="button"
          onClick={() =>
            void run(async () => setEnrolment(await callAdmin(adminEndpoints.totpEnrol)))
          }
        >
          {t('setUp2fa')}
        </button>
      )}
      {enrolment && (
        <div className="enrolment">
          <p id="scan-hint">{t('scanQr')}</p>
          <img src={enrolment.qrCode} alt={t('qrAlt')} width={200} height={200} />
          <p>
            <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
        </div>
      )}
      {(enrolment || (staff.totpEnabled && !me.requireTotp)) && (
        <form onSubmit={submitCode} className="inline-form">
          <div className="field">
            <label htmlFor="totp-code">{t('totpCode')}</label>
            <input
              id="totp-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value.trim())}
              {...codeRefusal.attributes}
            />
            {codeRefusal.shown}
          </div>
          <button type="submit">{staff.totpEnabled ? t('turnOff') : t('turnOn')}</button>
        </form>
      )}
      {staff.totpEnabled && me.requireTotp && <p>{t('required2fa')}</p>}
      {recoveryCodes && (
        <RecoveryCodes codes={recoveryCodes} t={t} onDone={() => setRecoveryCodes(null)} />
      )}
      {staff.totpEnabled && !recoveryCodes && (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">{t('recoveryTitle')}</h2>
          <p data-testid="recovery-left">{t('recoveryLeft', { count: me.recoveryCodesLeft })}</p>
          <form onSubmit={renew} className="inline-form">
            <div className="field">
              <label htmlFor="recovery-renew-code">{t('totpCode')}</label>
              <p id="recovery-renew-hint" className="hint">
                {t('recoveryRenewHint')}
              </p>
              <input
                id="recovery-renew-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                required
                value={renewCode}
                onChange={(event) => setRenewCode(event.target.value.trim())}
                {...renewRefusal.attributes}
                aria-describedby={
                  renewRefusal.text === null
                    ? 'recovery-renew-hint'
                    : `recovery-renew-hint ${renewRefusal.id}`
                }
              />
              {renewRefusal.shown}
            </div>
            <button type="submit">{t('recoveryRenew')}</button>
          </form>
        </section>
      )}
    </section>
  );
}
