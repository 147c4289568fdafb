/**
 * "Your data" in the account settings: the customer downloads everything the shop keeps of their
 * account, orders and consent answers (`customer/export`; docs/decisions.md "Data protection") as a
 * JSON file or as a readable page (HTML) in their language. Both files are made in the browser from
 * the answer; nothing is cached.
 */
import type { CustomerDataExport } from '@foyer/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { shopInfoQuery } from '@/shared/api/queries';
import { customerAttrQuery } from '@/shared/customer/customer-api';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { dataPageHtml } from './data-page';

/** Saves `text` as a file named `name` through a temporary link. */
function saveFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

type Format = 'json' | 'html';

export function YourData() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const info = useQuery(shopInfoQuery(client, lang));
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const download = async (format: Format) => {
    setState('busy');
    try {
      const data: CustomerDataExport = await client.call('customerExport', {});
      const day = data.exportedAt.slice(0, 10);
      if (format === 'json') {
        saveFile(`my-data-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
      } else {
        const timeZone =
          info.data?.meta.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
        // The salutations' names of the customer form; without them the page shows the stored key.
        const salutations = await queryClient
          .fetchQuery(customerAttrQuery(client, lang))
          .then((attr) => attr.salutations)
          .catch(() => []);
        saveFile(
          `my-data-${day}.html`,
          dataPageHtml(data, (key, options) => t(key, options ?? {}), lang, timeZone, salutations),
          'text/html',
        );
      }
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <p>{t('account.settings.yourDataText')}</p>
      <div className="account-actions">
        {(['json', 'html'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button checkout-button--outline"
            onClick={() => void download(format)}
            disabled={state === 'busy'}
            aria-busy={state === 'busy' || undefined}
          >
            {format === 'json'
              ? t('account.settings.yourDataDownload')
              : t('account.settings.yourDataPage')}
          </button>
        ))}
      </div>
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
