/**
 * The readable page of the visitor's own data (docs/decisions.md "Data protection"): the same
 * answer as the JSON file (`customer/export`), as one HTML document in the visitor's language that
 * they can open, print or keep. Made in the browser from the answer; every value is escaped; no
 * script, no outside resource.
 */
import { formatDate, formatMoney, venueToday } from '@foyer/domain';
import type { CustomerDataExport } from '@foyer/domain/contract';

/** The translator of the page's labels (i18next's `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

function escape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function row(label: string, value: string): string {
  return `<tr><th scope="row">${escape(label)}</th><td>${escape(value || '–')}</td></tr>`;
}

/** The date and time of an ISO instant in the museum's time zone and the visitor's language. */
function when(iso: string, lang: string, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

type ExportedOrder = CustomerDataExport['orders']['coming'][number];

function orderTable(t: Translate, lang: string, timeZone: string, order: ExportedOrder): string {
  const visit =
    order.firstVisit === null
      ? '–'
      : order.firstVisit === order.lastVisit || order.lastVisit === null
        ? formatDate(order.firstVisit)
        : `${formatDate(order.firstVisit)} – ${formatDate(order.lastVisit)}`;
  const lines = order.lines
    .map((line) => t('account.orders.line', { count: line.count, name: line.name }))
    .join(', ');
  return [
    `<table><caption>${escape(t('account.orders.orderNumber', { number: order.number }))}</caption>`,
    row(t('account.orders.status'), t(`account.orders.statuses.${order.status}`)),
    row(t('account.orders.bookedOn'), formatDate(venueToday(new Date(order.booked), timeZone))),
    row(t('account.orders.visit'), visit),
    row(t('account.orders.total'), formatMoney(order.total, lang)),
    row(t('account.orders.lines'), lines),
    '</table>',
  ].join('');
}

/** A salutation key with its name in the page's language (the customer form's, `customer/attr`). */
export interface SalutationName {
  key: string;
  name: string;
}

/**
 * The whole page as an HTML document. The salutation is named in words as the customer form names
 * it; a key the museum no longer offers is shown as stored.
 */
export function dataPageHtml(
  data: CustomerDataExport,
  t: Translate,
  lang: string,
  timeZone: string,
  salutations: readonly SalutationName[] = [],
): string {
  const { account } = data;
  const address = (
    record: {
      name: string;
      street: string;
      zip: string;
      city: string;
      country: string | null;
    } | null,
  ) =>
    record
      ? [record.name, record.street, `${record.zip} ${record.city}`, record.country ?? '']
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .join(', ')
      : '';
  const field = (name: string) => t(`account.fields.${name}`);
  const accountRows = [
    row(
      field('salutation'),
      salutations.find((one) => one.key === account.salutation)?.name ?? account.salutation,
    ),
    row(field('fname'), account.fname),
    row(field('lname'), account.lname),
    row(field('company'), account.company),
    row(field('email'), account.email),
    row(field('phone'), account.phone),
    row(t('account.dataPage.billing'), address(account.addrBilling)),
    row(t('account.dataPage.shipping'), address(account.addrShipping)),
    row(t('account.dataPage.language'), account.language),
    row(
      t('account.dataPage.sendInvoice'),
      account.sendInvoice ? t('account.dataPage.yes') : t('account.dataPage.no'),
    ),
    row(
      t('account.dataPage.kind'),
      account.isGuest ? t('account.dataPage.guest') : t('account.dataPage.registered'),
    ),
    row(t('account.dataPage.created'), when(account.createdAt, lang, timeZone)),
    row(t('account.dataPage.updated'), when(account.updatedAt, lang, timeZone)),
  ].join('');
  const orders = (list: readonly ExportedOrder[], empty: string) =>
    list.length === 0
      ? `<p>${escape(empty)}</p>`
      : list.map((order) => orderTable(t, lang, timeZone, order)).join('');
  const consents =
    data.consents.length === 0
      ? `<p>${escape(t('account.dataPage.noConsents'))}</p>`
      : [
          '<table><thead><tr>',
          ...[
            t('account.dataPage.consentPurpose'),
            t('account.dataPage.consentAnswer'),
            t('account.dataPage.consentAt'),
            t('account.dataPage.consentVersion'),
            t('account.dataPage.consentSource'),
          ].map((label) => `<th scope="col">${escape(label)}</th>`),
          '</tr></thead><tbody>',
          ...data.consents.map(
            (record) =>
              `<tr><td>${escape(t(`account.consents.${record.purpose}`))}</td><td>${escape(
                record.granted ? t('account.consents.granted') : t('account.consents.withdrawn'),
              )}</td><td>${escape(when(record.at, lang, timeZone))}</td><td>${escape(
                record.textVersion,
              )}</td><td>${escape(t(`account.dataPage.source_${record.source}`))}</td></tr>`,
          ),
          '</tbody></table>',
        ].join('');
  const title = t('account.dataPage.title');
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 48rem; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
table { border-collapse: collapse; width: 100%; margin: 0 0 1.5rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
th, td { border: 1px solid #999; padding: 0.35rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th[scope="row"] { width: 35%; background: #f2f2f2; }
</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
<p>${escape(t('account.dataPage.exportedAt', { when: when(data.exportedAt, lang, timeZone) }))}</p>
<h2>${escape(t('account.dataPage.account'))}</h2>
<table>${accountRows}</table>
<h2>${escape(t('account.orders.coming'))}</h2>
${orders(data.orders.coming, t('account.orders.comingEmpty'))}
<h2>${escape(t('account.orders.past'))}</h2>
${orders(data.orders.past, t('account.orders.pastEmpty'))}
<h2>${escape(t('account.dataPage.consents'))}</h2>
${consents}
<p>${escape(t('account.dataPage.kept'))}</p>
</main>
</body>
</html>
`;
}
