/**
 * The one look of every e-mail Foyer sends: the museum's logo (an inline CID image), its colours, a
 * card with the message's blocks, and a footer with the museum's name, address and contact, ending
 * with a row of legal links (imprint, terms, data protection, right of withdrawal) in every e-mail
 * to a visitor. Nothing is loaded from another site: the logo is attached, no web font. The HTML
 * is made with MJML (responsive tables that common mail clients render, one column at phone width);
 * the plain-text alternative is written from the same blocks, so both always say the same.
 */
import { escapeHtml } from '../../http/html';
import type { Language } from '@foyer/domain';
import { mailBrand, type MailBrand } from './mail-brand';
import type { MailAttachment } from './mailer';

/** One row of a summary table: a label (with an optional second line) and an amount. */
export interface MailRow {
  label: string;
  detail?: string | null;
  amount?: string;
  /** The total: bold, with a rule above. */
  strong?: boolean;
  /** VAT lines and other small print. */
  muted?: boolean;
}

export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; muted?: boolean }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; rows: MailRow[] }
  | { kind: 'note'; title: string; text: string }
  /** A call to action; `primary` draws a filled button, else an outlined one. */
  | { kind: 'button'; label: string; url: string; primary?: boolean }
  /** A link written out, for clients that hide buttons (and for the text alternative). */
  | { kind: 'link'; label: string; url: string };

export interface MailContent {
  subject: string;
  /** The line clients show after the subject in the inbox. */
  preview: string;
  /** The big title under the logo. */
  title: string;
  blocks: MailBlock[];
  /**
   * The footer's legal links: on unless `false`, for e-mails to staff that are about no sale
   * (every e-mail about an order has them).
   */
  legalLinks?: boolean;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Escaped text with its line breaks kept. */
function lines(text: string): string {
  return escapeHtml(text).replaceAll('\n', '<br />');
}

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function tableHtml(rows: MailRow[], brand: MailBrand): string {
  const cells = rows.map((row) => {
    const border = row.strong ? `border-top:2px solid ${brand.colors.text};` : '';
    const size = row.muted ? 'font-size:13px;color:#6b6660;' : 'font-size:15px;';
    const weight = row.strong ? 'font-weight:700;font-size:17px;' : '';
    const pad = row.muted ? 'padding:2px 0;' : 'padding:8px 0;';
    const detail = row.detail
      ? `<br /><span style="font-size:13px;color:#6b6660;">${lines(row.detail)}</span>`
      : '';
    const under = row.strong || row.muted ? '' : 'border-bottom:1px solid #e6e1d8;';
    return (
      `<tr><td style="${pad}${size}${weight}${border}${under}vertical-align:top;">` +
      `${lines(row.label)}${detail}</td>` +
      `<td style="${pad}${size}${weight}${border}${under}vertical-align:top;text-align:right;` +
      `white-space:nowrap;padding-left:12px;">${escapeHtml(row.amount ?? '')}</td></tr>`
    );
  });
  return `<mj-table padding="4px 24px" color="${brand.colors.text}" font-family="${FONT}">${cells.join('')}</mj-table>`;
}

function blockMjml(block: MailBlock, brand: MailBrand): string {
  const color = brand.colors.text;
  switch (block.kind) {
    case 'heading':
      return `<mj-text padding="20px 24px 4px" font-size="18px" font-weight="700" color="${brand.colors.primary}">${escapeHtml(block.text)}</mj-text>`;
    case 'text':
      return block.muted
        ? `<mj-text padding="6px 24px" font-size="13px" color="#6b6660">${lines(block.text)}</mj-text>`
        : `<mj-text padding="6px 24px" color="${color}">${lines(block.text)}</mj-text>`;
    case 'list':
      return `<mj-text padding="4px 24px" color="${color}"><ul style="margin:0;padding-left:20px;">${block.items
        .map((item) => `<li style="margin:4px 0;">${lines(item)}</li>`)
        .join('')}</ul></mj-text>`;
    case 'table':
      return tableHtml(block.rows, brand);
    case 'note':
      return (
        `<mj-text padding="12px 24px" color="${color}"><div style="background:${brand.colors.background};` +
        `border-left:4px solid ${brand.colors.accent};padding:12px 14px;">` +
        `<strong>${escapeHtml(block.title)}</strong><br />${lines(block.text)}</div></mj-text>`
      );
    case 'button':
      return block.primary
        ? `<mj-button href="${escapeHtml(block.url)}" background-color="${brand.colors.primary}" color="${brand.colors.onPrimary}" font-size="16px" font-weight="600" border-radius="6px" inner-padding="12px 22px" padding="10px 24px" align="left">${escapeHtml(block.label)}</mj-button>`
        : `<mj-button href="${escapeHtml(block.url)}" background-color="#ffffff" color="${brand.colors.primary}" border="2px solid ${brand.colors.primary}" font-size="15px" font-weight="600" border-radius="6px" inner-padding="10px 18px" padding="6px 24px" align="left">${escapeHtml(block.label)}</mj-button>`;
    case 'link':
      return `<mj-text padding="6px 24px" font-size="13px" color="#6b6660">${escapeHtml(block.label)}<br /><a href="${escapeHtml(block.url)}" style="color:${brand.colors.primary};word-break:break-all;">${escapeHtml(block.url)}</a></mj-text>`;
  }
}

function headerMjml(brand: MailBrand): string {
  if (brand.logo) {
    return `<mj-image src="cid:${brand.logo.cid}" alt="${escapeHtml(brand.siteName)}" width="${brand.logo.width}px" height="${brand.logo.height}px" align="left" padding="24px 24px 8px" />`;
  }
  return `<mj-text padding="24px 24px 8px" font-size="22px" font-weight="700" color="${brand.colors.primary}">${escapeHtml(brand.siteName)}</mj-text>`;
}

/** The legal links of the e-mail, or none. */
function legalLinksOf(content: MailContent, brand: MailBrand): MailBrand['legalLinks'] {
  return content.legalLinks === false ? [] : brand.legalLinks;
}

function legalMjml(content: MailContent, brand: MailBrand): string {
  const links = legalLinksOf(content, brand);
  if (links.length === 0) return '';
  const anchors = links.map(
    (link) =>
      `<a href="${escapeHtml(link.url)}" style="color:#6b6660;text-decoration:underline;">${escapeHtml(link.label)}</a>`,
  );
  return `<mj-text padding="0 24px 8px" font-size="12px" line-height="1.8" color="#6b6660">${anchors.join(' &nbsp;·&nbsp; ')}</mj-text>`;
}

function mjmlOf(content: MailContent, brand: MailBrand): string {
  const body = content.blocks.map((block) => blockMjml(block, brand)).join('\n');
  const footer = brand.footer.map(lines).join('<br />');
  return `<mjml lang="${brand.lang}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="1.5" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${brand.colors.background}" width="600px">
    <mj-section padding="16px 0 0"><mj-column>${headerMjml(brand)}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-top="4px solid ${brand.colors.primary}" padding="8px 0 20px">
      <mj-column>
        <mj-text padding="16px 24px 8px" font-size="24px" line-height="1.25" font-weight="700" color="${brand.colors.text}">${escapeHtml(content.title)}</mj-text>
        ${body}
      </mj-column>
    </mj-section>
    <mj-section padding="12px 0 24px">
      <mj-column>
        <mj-text padding="8px 24px" font-size="12px" line-height="1.5" color="#6b6660">${footer}</mj-text>
        ${legalMjml(content, brand)}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

function rowText(row: MailRow): string {
  const label = row.amount ? `${row.label}: ${row.amount}` : row.label;
  const first = row.strong ? `= ${label}` : label;
  return row.detail ? `${first}\n  ${row.detail.replaceAll('\n', '\n  ')}` : first;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(60, block.text.length))}`;
    case 'text':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table':
      return block.rows.map((row) => (row.muted ? `  ${rowText(row)}` : rowText(row))).join('\n');
    case 'note':
      return `${block.title}\n${block.text}`;
    case 'button':
    case 'link':
      return `${block.label.replace(/\s*:$/, '')}:\n${block.url}`;
  }
}

/** The plain-text alternative: the same blocks, one paragraph each, and the footer. */
export function mailText(content: MailContent, brand: MailBrand): string {
  const legal = legalLinksOf(content, brand).map((link) => `${link.label}: ${link.url}`);
  return [
    content.title,
    ...content.blocks.map(blockText),
    ['--', ...brand.footer].join('\n'),
    ...(legal.length > 0 ? [legal.join('\n')] : []),
  ].join('\n\n');
}

/** Renders `content` in the museum's look: HTML (MJML) and its plain-text alternative. */
export async function renderMail(content: MailContent, brand: MailBrand): Promise<RenderedMail> {
  // MJML takes about a second to load: the server loads it with the first e-mail, not at start.
  const { default: mjml2html } = await import('mjml');
  const result = await mjml2html(mjmlOf(content, brand), {
    validationLevel: 'strict',
    keepComments: false,
    // MJML links a web font from a third-party host for every font of its list it meets ("Roboto"
    // is in the font stack): an e-mail loads nothing from another site.
    fonts: {},
  });
  return { subject: content.subject, html: result.html, text: mailText(content, brand) };
}

/**
 * An e-mail in the museum's look in `lang`: its content (written for the shop's name in `lang`),
 * rendered, with the logo attachment it shows.
 */
export async function brandedMail(
  config: Parameters<typeof mailBrand>[0],
  lang: Language,
  content: (site: string) => MailContent,
): Promise<RenderedMail & { attachments: MailAttachment[] }> {
  const { brand, attachments } = await mailBrand(config, lang);
  return { ...(await renderMail(content(brand.siteName), brand)), attachments };
}
