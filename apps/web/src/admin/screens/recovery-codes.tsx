import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../i18n';

/**
 * The one-time recovery codes, shown once after 2FA is turned on or the codes are renewed: a list
 * to copy or write down; focus moves to its heading so that a screen reader reads it out.
 */
export function RecoveryCodes({
  codes,
  t,
  onDone,
}: {
  codes: readonly string[];
  t: Translate;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), [codes]);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => setCopied(false));
  };
  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" tabIndex={-1} ref={heading}>
        {t('recoveryTitle')}
      </h2>
      <p id="recovery-codes-hint" className="admin-warning">
        {t('recoveryShownOnce')}
      </p>
      <ol
        className="recovery-code-list"
        aria-label={t('recoveryListLabel')}
        aria-describedby="recovery-codes-hint"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="recovery-actions">
        <button type="button" className="secondary" onClick={copy}>
          {t('recoveryCopy')}
        </button>
        <button type="button" onClick={onDone}>
          {t('recoveryDone')}
        </button>
      </div>
      <div role="status">{copied && <p className="admin-ok">{t('recoveryCopied')}</p>}</div>
    </section>
  );
}
