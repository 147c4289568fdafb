/**
 * Test code: the request parameters of the Stripe API endpoints Foyer uses, as Stripe documents
 * them (https://docs.stripe.com/api/checkout/sessions/create, …/retrieve, …/expire,
 * /api/refunds/create), for
 * the stand-in to check every request against, and the session a create request makes. Keys are the form-encoded names the SDK sends
 * (`line_items[0][price_data][currency]`), matched with indexes and metadata keys generalised.
 */

/** A check of one parameter's value; a message when it is wrong. */
type Check = (value: string) => string | null;

const LOCALES = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
);

const PAYMENT_METHOD_TYPES = new Set(
  'acss_debit affirm afterpay_clearpay alipay alma amazon_pay au_becs_debit bacs_debit bancontact billie bizum blik boleto card cashapp crypto customer_balance eps fpx giropay grabpay ideal kakao_pay klarna konbini kr_card link mb_way mobilepay multibanco naver_pay nz_bank_account oxxo p24 pay_by_bank payco paynow paypal paypay payto pix promptpay revolut_pay samsung_pay satispay scalapay sepa_debit sequra sofort sunbit swish twint upi us_bank_account wechat_pay zip'.split(
    ' ',
  ),
);

const oneOf =
  (...values: string[]): Check =>
  (value) =>
    values.includes(value) ? null : `Invalid value: must be one of ${values.join(', ')}`;
const positiveInteger: Check = (value) =>
  /^[1-9]\d*$/.test(value) ? null : 'Invalid positive integer';
const integer: Check = (value) => (/^\d+$/.test(value) ? null : 'Invalid integer');
const bool: Check = (value) => oneOf('true', 'false')(value);
const url: Check = (value) => {
  try {
    return /^https?:$/.test(new URL(value).protocol) ? null : 'Not a valid URL';
  } catch {
    return 'Not a valid URL';
  }
};
const text =
  (max: number): Check =>
  (value) =>
    value.length <= max ? null : `Must be at most ${max} characters`;
const currency: Check = (value) => (/^[a-z]{3}$/.test(value) ? null : 'Invalid currency');
const metadataValue: Check = text(500);

interface Param {
  /** The form-encoded key with `N` for an index and `K` for a metadata key. */
  key: string;
  check: Check;
}

function pattern(key: string): RegExp {
  const escaped = key.replace(/[[\]]/g, (bracket) => `\\${bracket}`);
  return new RegExp(
    `^${escaped.replace(/\\\[N\\\]/g, '\\[\\d+\\]').replace(/\\\[K\\\]/g, '\\[[^\\[\\]]{1,40}\\]')}$`,
  );
}

export interface EndpointParams {
  params: { key: string; check: Check; pattern: RegExp }[];
  required: string[];
}

function endpoint(params: Param[], required: string[]): EndpointParams {
  return { params: params.map((param) => ({ ...param, pattern: pattern(param.key) })), required };
}

/** `POST /v1/checkout/sessions` (the parameters Foyer may send, all documented). */
export const CHECKOUT_SESSION_CREATE = endpoint(
  [
    { key: 'mode', check: oneOf('payment', 'setup', 'subscription') },
    { key: 'success_url', check: url },
    { key: 'cancel_url', check: url },
    { key: 'client_reference_id', check: text(200) },
    { key: 'customer_email', check: text(800) },
    { key: 'locale', check: (value) => (LOCALES.has(value) ? null : 'Invalid locale') },
    { key: 'expires_at', check: integer },
    {
      key: 'allowed_payment_method_types[N]',
      check: (value) => (PAYMENT_METHOD_TYPES.has(value) ? null : 'Invalid payment method type'),
    },
    { key: 'line_items[N][quantity]', check: positiveInteger },
    { key: 'line_items[N][price_data][currency]', check: currency },
    { key: 'line_items[N][price_data][unit_amount]', check: integer },
    { key: 'line_items[N][price_data][product_data][name]', check: text(250) },
    { key: 'metadata[K]', check: metadataValue },
    { key: 'payment_intent_data[description]', check: text(1000) },
    { key: 'payment_intent_data[metadata][K]', check: metadataValue },
    { key: 'payment_intent_data[statement_descriptor_suffix]', check: text(22) },
    { key: 'billing_address_collection', check: oneOf('auto', 'required') },
    { key: 'name_collection[individual][enabled]', check: bool },
    { key: 'name_collection[individual][optional]', check: bool },
    { key: 'customer_creation', check: oneOf('always', 'if_required') },
    { key: 'submit_type', check: oneOf('auto', 'book', 'donate', 'pay', 'subscribe') },
    { key: 'expand[N]', check: text(200) },
  ],
  ['mode', 'success_url', 'line_items[0][quantity]', 'line_items[0][price_data][currency]'],
);

/** `GET /v1/checkout/sessions/{id}`. */
export const CHECKOUT_SESSION_RETRIEVE = endpoint([{ key: 'expand[N]', check: text(200) }], []);

/** `POST /v1/checkout/sessions/{id}/expire`. */
export const CHECKOUT_SESSION_EXPIRE = endpoint([{ key: 'expand[N]', check: text(200) }], []);

/** `POST /v1/refunds`. */
export const REFUND_CREATE = endpoint(
  [
    {
      key: 'payment_intent',
      check: (value) => (/^pi_/.test(value) ? null : 'No such payment_intent'),
    },
    { key: 'charge', check: (value) => (/^ch_/.test(value) ? null : 'No such charge') },
    { key: 'amount', check: positiveInteger },
    { key: 'reason', check: oneOf('duplicate', 'fraudulent', 'requested_by_customer') },
    { key: 'metadata[K]', check: metadataValue },
    { key: 'expand[N]', check: text(200) },
  ],
  [],
);

export interface ParamProblem {
  param: string;
  message: string;
  code: 'parameter_unknown' | 'parameter_invalid' | 'parameter_missing';
}

/** The first problem of a request's parameters, as Stripe would name it; null when all is well. */
export function checkParams(spec: EndpointParams, form: URLSearchParams): ParamProblem | null {
  for (const [key, value] of form) {
    const param = spec.params.find((candidate) => candidate.pattern.test(key));
    if (!param) {
      return {
        param: key,
        message: `Received unknown parameter: ${key}`,
        code: 'parameter_unknown',
      };
    }
    const problem = param.check(value);
    if (problem) return { param: key, message: `${problem}: ${key}`, code: 'parameter_invalid' };
  }
  const missing = spec.required.find((key) => !form.has(key));
  return missing
    ? { param: missing, message: `Missing required param: ${missing}.`, code: 'parameter_missing' }
    : null;
}

export interface StandInSession extends Record<string, unknown> {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  payment_intent: string | null;
}

/** The `metadata[…]` parameters of a request. */
export function metadataOf(form: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...form].filter(([k]) => /^metadata\[/.test(k)).map(([k, v]) => [k.slice(9, -1), v]),
  );
}

/** The Checkout Session a (checked) create request makes, as Stripe answers it. */
export function sessionFrom(form: URLSearchParams, id: string): StandInSession {
  return {
    id,
    object: 'checkout.session',
    url: `https://checkout.stripe.com/c/pay/${id}`,
    mode: form.get('mode'),
    status: 'open',
    payment_status: 'unpaid',
    amount_total:
      Number(form.get('line_items[0][price_data][unit_amount]') ?? 0) *
      Number(form.get('line_items[0][quantity]') ?? 1),
    currency: form.get('line_items[0][price_data][currency]'),
    locale: form.get('locale'),
    client_reference_id: form.get('client_reference_id'),
    allowed_payment_method_types: [...form]
      .filter(([k]) => k.startsWith('allowed_payment_method_types'))
      .map(([, v]) => v),
    success_url: form.get('success_url'),
    cancel_url: form.get('cancel_url'),
    expires_at: Number(form.get('expires_at')),
    metadata: metadataOf(form),
    name_collection:
      form.get('name_collection[individual][enabled]') === 'true'
        ? { individual: { enabled: true, optional: false } }
        : null,
    payment_intent: null,
    customer_details: null,
    collected_information: null,
    livemode: false,
  };
}
