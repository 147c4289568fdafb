/**
 * "Your data" in the account settings: the customer downloads everything the shop keeps of their
 * account and orders as a JSON file (`customer/export`; docs/decisions.md "Data protection: the
 * visitor's own data"). The file is made in the browser from the answer; nothing is cached.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';

/** Saves `text` as a file named `name` through a temporary link. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function YourData() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const download = async () => {
    setState('busy');
    try {
      const data = await client.call('customerExport', {});
      saveFile(`my-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <p>{t('account.settings.yourDataText')}</p>
      <button
        type="button"
        className="button checkout-button--outline"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-busy={state === 'busy' || undefined}
      >
        {t('account.settings.yourDataDownload')}
      </button>
      <p className={state === 'failed' ? 'notice notice--danger' : 'visually-hidden'} role="status">
        {state === 'failed'
          ? t('account.settings.yourDataFailed')
          : state === 'done'
            ? t('account.settings.yourDataDone')
            : ''}
      </p>
    </>
  );
}
