/**
 * Renders the confirmation and a cancellation e-mail of the demo museum to HTML (the inline logo as a
 * data URI) and photographs them in Chromium at phone width (375 px) into docs/screenshots/:
 * `npx tsx apps/server/scripts/mail-preview.ts` (Debian's /usr/bin/chromium, no download).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { loadConfigFile } from '../src/config/load';
import { confirmationContent, type CalendarVisit, type OrderLine } from '../src/modules/fulfilment';
import { mailBrand, renderMail } from '../src/modules/mail';
import { cancellationMail } from '../src/modules/orders';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = loadConfigFile(path.join(root, 'foyer.config.yaml'));

function line(
  kind: OrderLine['kind'],
  heading: string,
  ticketType: string | null,
  count: number,
  unit: number,
  vat: number,
  start: string | null,
): OrderLine {
  return {
    item: { count, unitPrice: unit, totalPrice: unit * count, vatValue: vat, cancelledAt: null },
    kind,
    heading,
    ticketType,
    venue: start ? 'Hauptgebäude' : null,
    mode: start ? 1 : null,
    start,
    day: null,
  } as unknown as OrderLine;
}

async function main(): Promise<void> {
  const lines = [
    line(
      'ticket',
      'Zeitreise – 800 Jahre Lindenau',
      'Erwachsene',
      2,
      1400,
      7,
      '2026-12-12 11:00:00',
    ),
    line('ticket', 'Zeitreise – 800 Jahre Lindenau', 'Ermäßigt', 1, 900, 7, '2026-12-12 11:00:00'),
    line('guidedTour', 'Highlights der Sammlung', 'Erwachsene', 2, 1200, 7, '2026-12-12 14:00:00'),
    line('merchandise', 'Ausstellungskatalog', null, 1, 2990, 19, null),
  ];
  const visits: CalendarVisit[] = [
    {
      key: 'a',
      heading: 'Zeitreise – 800 Jahre Lindenau',
      venue: 'Hauptgebäude',
      lines: lines.slice(0, 2),
      times: { start: '2026-12-12 11:00:00', end: '2026-12-12 12:00:00' },
      day: '2026-12-12',
    },
    {
      key: 'b',
      heading: 'Highlights der Sammlung',
      venue: 'Hauptgebäude',
      lines: lines.slice(2, 3),
      times: { start: '2026-12-12 14:00:00', end: '2026-12-12 15:30:00' },
      day: '2026-12-12',
    },
  ];
  const base = 'https://tickets.stadtmuseum-lindenau.example';
  const token = 'Xq3vN8pK2mR7tW4yZ6bC9dF1';
  const { brand, attachments } = await mailBrand(config, 'de');
  const confirmation = await renderMail(
    confirmationContent({
      lang: 'de',
      siteName: config.shop.siteName,
      orderNumber: '2026-000042',
      customerName: 'Erika Mustermann',
      lines,
      visits,
      ticketCount: 4,
      shippingCost: 490,
      voucherDiscount: 0,
      total: 2 * 1400 + 900 + 2 * 1200 + 2990 + 490,
      reviewUrl: `${base}/de/order-review/${token}`,
      ticketsUrl: `${base}/api/de/order/documents/${token}/tickets.pdf`,
      invoiceUrl: `${base}/api/de/order/documents/${token}/invoice.pdf`,
      calendarUrl: `${base}/api/de/order/documents/${token}/calendar.ics`,
      hasTickets: true,
      invoiceAttached: true,
      calendarAttached: true,
      admissionNote: config.server.museum.admissionNote.de ?? null,
      shippingAddress: ['Erika Mustermann', 'Lindenstraße 1', '04109 Leipzig', 'Deutschland'],
    }),
    brand,
  );
  const cancellation = await cancellationMail(config, {
    lang: 'de',
    orderNumber: '2026-000042',
    customerName: 'Erika Mustermann',
    whole: false,
    lines: ['1 × Zeitreise – Ermäßigt', '2 × Highlights der Sammlung – Erwachsene'],
    amount: 3300,
    voucherAmount: 0,
    reviewUrl: `${base}/de/order-review/${token}`,
  });
  const logo = attachments[0];
  const inline = (html: string) =>
    logo ? html.replaceAll(`cid:${logo.cid}`, `data:image/png;base64,${logo.contentBase64}`) : html;
  const out = path.join(root, 'docs/screenshots');
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    for (const [name, html] of [
      ['mail-confirmation-375.png', confirmation.html],
      ['mail-cancellation-375.png', cancellation.html],
    ] as const) {
      await page.setContent(inline(html), { waitUntil: 'load' });
      await page.screenshot({ path: path.join(out, name), fullPage: true });
    }
  } finally {
    await browser.close();
  }
}

await main();
