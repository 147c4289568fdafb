import { adminEndpoints } from '@foyer/domain/admin-contract';
import { useState, type FormEvent } from 'react';
import { callAdmin } from '../api';
import { useAdmin } from '../context';
import { errorText } from '../errors';
import { RecoveryCodes } from './recovery-codes';

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
  if (!me) return null;
  const { staff } = me;

  const run = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, t) });
    }
  };
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
    });
  };
  const renew = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const renewed = await callAdmin(adminEndpoints.recoveryCodes, { body: { code: renewCode } });
      setRecoveryCodes(renewed.recoveryCodes);
      setMe({ ...me, recoveryCodesLeft: renewed.recoveryCodes.length });
      setRenewCode('');
    });
  };

  return (
    <section aria-labelledby="account-title">
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
            />
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
                aria-describedby="recovery-renew-hint"
                value={renewCode}
                onChange={(event) => setRenewCode(event.target.value.trim())}
              />
            </div>
            <button type="submit">{t('recoveryRenew')}</button>
          </form>
        </section>
      )}
    </section>
  );
}
