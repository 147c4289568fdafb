/**
 * HTML of the test provider's hosted pages: plain forms that post back to the server, no script (the
 * Content-Security-Policy forbids inline script), styled by `/pay/test/style.css`.
 */
import { formatMoney, type Language } from '@foyer/domain';
import { escapeHtml } from '../../../http/html';
import type { TestSession } from './test-provider';
import { text, type TextKey } from './texts';

export type FormErrors = Partial<Record<string, TextKey>>;

export interface PageModel {
  ref: string;
  session: TestSession;
  amount: number;
  /** Values entered before (shown again with the errors). */
  values?: Readonly<Record<string, string>>;
  errors?: FormErrors;
}

const WALLET_NAMES = { APPLEPAY: 'Apple Pay', GOOGLEPAY: 'Google Pay' } as const;

function layout(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/pay/test/style.css">
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>
`;
}

function field(
  model: PageModel,
  name: string,
  label: TextKey,
  options: { type?: string; autocomplete?: string; fallback?: string } = {},
): string {
  const lang = model.session.language;
  const value = model.values?.[name] ?? options.fallback ?? '';
  const error = model.errors?.[name];
  const id = `field-${name}`;
  return `<label for="${id}">${escapeHtml(text(label, lang))}</label>
<input id="${id}" name="${name}" type="${options.type ?? 'text'}" value="${escapeHtml(value)}"${
    options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ''
  }${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''} required>
${error ? `<p class="error" id="${id}-error">${escapeHtml(text(error, lang))}</p>` : ''}`;
}

function methodFields(model: PageModel): string {
  const { session } = model;
  const lang = session.language;
  switch (session.method) {
    case 'card':
      return [
        field(model, 'number', 'cardNumber', { autocomplete: 'cc-number' }),
        field(model, 'expiry', 'expiry', { autocomplete: 'cc-exp' }),
        field(model, 'cvc', 'cvc', { autocomplete: 'cc-csc' }),
        `<p class="hint">${escapeHtml(text('cardHint', lang))}</p>`,
      ].join('\n');
    case 'sepa':
      return [
        field(model, 'accountHolder', 'accountHolder', {
          autocomplete: 'name',
          fallback: session.prefill.accountHolder,
        }),
        field(model, 'iban', 'iban', {}),
        `<p class="hint">${escapeHtml(text('mandate', lang))}</p>`,
      ].join('\n');
    case 'wallet':
      return '';
    case 'express':
      return [
        `<p>${escapeHtml(text('expressIntro', lang))}</p>`,
        field(model, 'fname', 'firstName', { autocomplete: 'given-name' }),
        field(model, 'lname', 'lastName', { autocomplete: 'family-name' }),
        field(model, 'email', 'email', { type: 'email', autocomplete: 'email' }),
      ].join('\n');
  }
}

function submitLabel(session: TestSession): string {
  const lang = session.language;
  if (session.method === 'wallet' || (session.method === 'express' && session.wallet)) {
    return text('walletConfirm', lang, { wallet: WALLET_NAMES[session.wallet ?? 'APPLEPAY'] });
  }
  return text('pay', lang);
}

/** The payment page of one payment: the method's form and a cancel button. */
export function paymentPage(model: PageModel): string {
  const { session, ref } = model;
  const lang = session.language;
  const amount = formatMoney(model.amount, lang);
  const body = `<p class="notice">${escapeHtml(text('notice', lang))}</p>
<h1>${escapeHtml(text('title', lang))}</h1>
<dl class="summary">
<dt>${escapeHtml(text('order', lang))}</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>${escapeHtml(text('amount', lang))}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="/pay/test/${ref}" class="pay ${session.method}">
${methodFields(model)}
<button type="submit" name="action" value="pay">${escapeHtml(submitLabel(session))}</button>
</form>
<form method="post" action="/pay/test/${ref}/cancel" class="cancel">
<button type="submit">${escapeHtml(text('cancel', lang))}</button>
</form>`;
  return layout(lang, `${text('title', lang)} – ${amount}`, body);
}

/** The page of an unknown payment reference. */
export function notFoundPage(lang: Language): string {
  return layout(
    lang,
    text('title', lang),
    `<h1>${escapeHtml(text('title', lang))}</h1>\n<p>${escapeHtml(text('notFound', lang))}</p>`,
  );
}

export const STYLESHEET = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f4;color:#1d1b18}
.sheet{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
.notice{margin:0;padding:.4rem .6rem;background:#fff4d6;border-radius:6px;font-size:.85rem}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
.summary dd{margin:0;text-align:right}
.amount{font-weight:700;font-size:1.2rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;padding:.55rem;border:1px solid #8a8f96;border-radius:6px;font:inherit}
input[aria-invalid=true]{border-color:#b00020}
.error{margin:.25rem 0 0;color:#b00020;font-size:.9rem}
.hint{font-size:.85rem;color:#4a4f55}
button{display:block;width:100%;margin-top:1rem;padding:.7rem;border:0;border-radius:6px;font:inherit;font-weight:600;cursor:pointer}
.pay button{background:#1f4e5f;color:#fff}
.pay.wallet button,.pay.express button{background:#000;color:#fff}
.cancel button{background:transparent;color:#1f4e5f;text-decoration:underline}
button:focus-visible,input:focus-visible{outline:3px solid #b5562b;outline-offset:2px}
`;
