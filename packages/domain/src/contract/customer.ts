/** Calls for customers and authentication. */
import { z } from 'zod';
import {
  authToken,
  countryCode,
  emailAddress,
  httpUrl,
  inputText,
  noParams,
  passwordHash,
  tokenQuery,
  utcDateTime,
} from './common';
import { CONSENT_PURPOSES } from '../privacy/rules';
import { defineEndpoint } from './endpoint';
import { customer, customerAttr, myOrder, myOrders, postalAddress } from './entities';
import { badRequestBody, unauthorizedBody, validationErrorBody } from './errors';

const formText = inputText().trim().max(200).default('');

/**
 * A password as typed, sent over TLS so that the server can apply the password rule of the forms
 * (`checkPasswordStrength`) and store a slow hash. Only `auth/login` sends an MD5 hash.
 */
export const plainPassword = inputText().min(1).max(200);

/**
 * The customer form `c` of guest registration (`auth/guest`). The shape only bounds the
 * fields: which are required comes from `customer/attr`, so the server checks them with the forms
 * rules and answers 422 per field. `country` is sent only when the form shows it.
 */
export const guestCustomerForm = z
  .object({
    email: inputText().trim().max(254),
    phone: inputText().trim().max(40).default(''),
    salutation: inputText().trim().max(40).default(''),
    fname: formText,
    lname: formText,
    company: formText,
    street: formText,
    zip: inputText().trim().max(20).default(''),
    city: formText,
    country: z.union([countryCode, z.literal('')]).optional(),
    /** The customer wants an invoice (requestInvoice, default true). */
    send_invoice: z.boolean().default(true),
    /** A separate shipping address, or null when it is the billing address. */
    shipping: postalAddress.strict().nullable().default(null),
  })
  .strict();

/** The registration form: the guest fields plus the password. */
export const registerCustomerForm = guestCustomerForm.extend({ password: plainPassword }).strict();

/** The validate-only registration form; the password may still be missing while the user types. */
export const validateCustomerForm = guestCustomerForm
  .extend({ password: plainPassword.optional() })
  .strict();

/** The settings form of a logged-in customer; the e-mail changes only through `customer/emailchange`. */
export const updateCustomerForm = guestCustomerForm.omit({ email: true }).strict();

/** Answer of calls that only confirm: `true`. */
export const done = z.literal(true);

const emptyBody = z.object({}).strict();

export const customerAttrEndpoint = defineEndpoint({
  name: 'customerAttr',
  method: 'GET',
  path: 'customer/attr',
  tag: 'customer',
  auth: 'none',
  summary: 'Countries, salutations, required and visible fields of the customer form',
  params: noParams,
  query: z.object({}),
  body: null,
  data: customerAttr,
  errors: {},
});

export const customerEndpoint = defineEndpoint({
  name: 'customer',
  method: 'GET',
  path: 'customer',
  tag: 'customer',
  auth: 'required',
  summary: 'The logged-in customer (kept in session storage by the client)',
  params: noParams,
  query: tokenQuery,
  body: null,
  data: customer,
  errors: { 401: unauthorizedBody },
});

export const authLoginEndpoint = defineEndpoint({
  name: 'authLogin',
  method: 'POST',
  path: 'auth/login',
  tag: 'customer',
  auth: 'none',
  summary: 'Log in with e-mail and the MD5 hash of the password; data is the login token',
  description:
    'Wrong credentials answer 422 AUTH_LOGIN_FAILED, not 401 (401 sends the client to login).',
  params: noParams,
  query: z.object({}),
  body: z.object({ _u: inputText().trim().min(1).max(254), _p: passwordHash }).strict(),
  data: authToken,
  errors: { 422: validationErrorBody },
});

export const authGuestEndpoint = defineEndpoint({
  name: 'authGuest',
  method: 'POST',
  path: 'auth/guest',
  tag: 'customer',
  auth: 'none',
  summary: "Register as a guest with billing details; data is the guest's login token",
  params: noParams,
  query: z.object({}),
  body: z.object({ c: guestCustomerForm }).strict(),
  data: authToken,
  errors: { 422: validationErrorBody },
});

export const authLogoutEndpoint = defineEndpoint({
  name: 'authLogout',
  method: 'POST',
  path: 'auth/logout',
  tag: 'customer',
  auth: 'required',
  summary: 'Revoke the login token; answers true even when the token was already invalid',
  params: noParams,
  query: tokenQuery,
  body: emptyBody,
  data: done,
  errors: {},
});

export const customerRegisterEndpoint = defineEndpoint({
  name: 'customerRegister',
  method: 'POST',
  path: 'customer/register',
  tag: 'customer',
  auth: 'none',
  summary: 'Register a customer account',
  params: noParams,
  query: z.object({}),
  body: z.object({ c: registerCustomerForm }).strict(),
  data: done,
  errors: { 422: validationErrorBody },
});

export const customerValidateEndpoint = defineEndpoint({
  name: 'customerValidate',
  method: 'POST',
  path: 'customer/validate',
  tag: 'customer',
  auth: 'none',
  summary: 'Validate the registration form without saving it',
  params: noParams,
  query: z.object({}),
  body: z.object({ c: validateCustomerForm }).strict(),
  data: done,
  errors: { 422: validationErrorBody },
});

export const customerUpdateEndpoint = defineEndpoint({
  name: 'customerUpdate',
  method: 'POST',
  path: 'customer/update',
  tag: 'customer',
  auth: 'required',
  summary: 'Save user and shipping details; data is the updated customer',
  params: noParams,
  query: tokenQuery,
  body: z.object({ c: updateCustomerForm }).strict(),
  data: customer,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export const customerValidateUpdateEndpoint = defineEndpoint({
  name: 'customerValidateUpdate',
  method: 'POST',
  path: 'customer/validateUpdate',
  tag: 'customer',
  auth: 'required',
  summary: 'Validate the settings form without saving it',
  description:
    'Foyer gives the update form its own validate call instead of reusing customer/validate, ' +
    'whose registration form needs an e-mail and knows no login.',
  params: noParams,
  query: tokenQuery,
  body: z.object({ c: updateCustomerForm }).strict(),
  data: done,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export const customerPwdResetEndpoint = defineEndpoint({
  name: 'customerPwdReset',
  method: 'POST',
  path: 'customer/pwdreset',
  tag: 'customer',
  auth: 'none',
  summary: 'Send a password reset e-mail linking to `backlink` (the recover page) with a token',
  params: noParams,
  query: z.object({}),
  body: z.object({ email: emailAddress, backlink: httpUrl }).strict(),
  data: done,
  errors: { 422: validationErrorBody },
});

export const customerPwdConfirmEndpoint = defineEndpoint({
  name: 'customerPwdConfirm',
  method: 'POST',
  path: 'customer/pwdconfirm',
  tag: 'customer',
  auth: 'none',
  summary: 'Set a new password `_p` with the reset token; data is a login token (logs the user in)',
  params: noParams,
  query: z.object({}),
  body: z.object({ token: authToken, _p: plainPassword }).strict(),
  data: authToken,
  errors: { 400: badRequestBody, 422: validationErrorBody },
});

export const customerPwdChangeEndpoint = defineEndpoint({
  name: 'customerPwdChange',
  method: 'POST',
  path: 'customer/pwdchange',
  tag: 'customer',
  auth: 'required',
  summary: 'Change the password: old password `_po`, new password `_pn`',
  params: noParams,
  query: tokenQuery,
  body: z.object({ _po: plainPassword, _pn: plainPassword }).strict(),
  data: done,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export const customerEmailChangeEndpoint = defineEndpoint({
  name: 'customerEmailChange',
  method: 'POST',
  path: 'customer/emailchange',
  tag: 'customer',
  auth: 'required',
  summary: 'Change the e-mail with the password; data is the updated customer',
  params: noParams,
  query: tokenQuery,
  body: z.object({ _po: plainPassword, email: emailAddress }).strict(),
  data: customer,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export const customerOrdersEndpoint = defineEndpoint({
  name: 'customerOrders',
  method: 'GET',
  path: 'customer/orders',
  tag: 'customer',
  auth: 'required',
  summary: "The logged-in customer's booked orders: coming visits and past orders",
  description:
    'Path chosen by Foyer (docs/decisions.md "My orders"). The last 100 orders booked by the ' +
    'customer, refunded and cancelled ones included; orders never booked are left out. An order is ' +
    "coming while a valid line is dated today or later in the museum's time zone.",
  params: noParams,
  query: tokenQuery,
  body: null,
  data: myOrders,
  errors: { 401: unauthorizedBody },
});

export type GuestCustomerForm = z.input<typeof guestCustomerForm>;
export type RegisterCustomerForm = z.input<typeof registerCustomerForm>;
export type ValidateCustomerForm = z.input<typeof validateCustomerForm>;
export type UpdateCustomerForm = z.input<typeof updateCustomerForm>;

export const consentPurpose = z.enum(CONSENT_PURPOSES);

/** One recorded consent answer: what, yes or no, when, and the version of the text answered. */
export const consentRecord = z.object({
  purpose: consentPurpose,
  granted: z.boolean(),
  at: utcDateTime,
  textVersion: z.string().max(120),
  /** Where it was given: the account settings or the cookie notice. */
  source: z.enum(['settings', 'cookieNotice']),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

/** The standing answer per purpose (null: never answered, no consent) and every answer, newest first. */
export const consents = z.object({
  current: z.object({ analytics: consentRecord.nullable(), newsletter: consentRecord.nullable() }),
  history: z.array(consentRecord),
});
export type Consents = z.infer<typeof consents>;

/** Everything the shop keeps of a logged-in customer, as they download it (data protection). */
export const customerDataExport = z.object({
  exportedAt: utcDateTime,
  account: customer.extend({
    language: z.string().min(2).max(10),
    sendInvoice: z.boolean(),
    createdAt: utcDateTime,
    updatedAt: utcDateTime,
  }),
  /**
   * The orders as My orders lists them, without the order token: it opens the order's page and
   * documents, a key that does not belong in a file that travels.
   */
  orders: z.object({
    coming: z.array(myOrder.omit({ id: true })),
    past: z.array(myOrder.omit({ id: true })),
  }),
  /** Every consent answer, newest first. */
  consents: z.array(consentRecord),
});

export type CustomerDataExport = z.infer<typeof customerDataExport>;

export const customerExportEndpoint = defineEndpoint({
  name: 'customerExport',
  method: 'GET',
  path: 'customer/export',
  tag: 'customer',
  auth: 'required',
  summary: "The logged-in customer's data as JSON: the account and the orders (data protection)",
  description:
    'Path chosen by Foyer (docs/decisions.md "Data protection"). The account as kept (no ' +
    'password hash, no token), the orders as My orders lists them without their order tokens, ' +
    'and every consent answer.',
  params: noParams,
  query: tokenQuery,
  body: null,
  data: customerDataExport,
  errors: { 401: unauthorizedBody },
});

export const customerDeleteEndpoint = defineEndpoint({
  name: 'customerDelete',
  method: 'POST',
  path: 'customer/delete',
  tag: 'customer',
  auth: 'required',
  summary: 'Delete the account, confirmed with the password `_po` (data protection)',
  description:
    'Path chosen by Foyer (docs/decisions.md "Data protection"). Every login token ends; the ' +
    'account loses its personal data; orders the law requires to keep stay with the name and ' +
    'address their invoices need. Refused with 422 ACCOUNT_HAS_COMING_VISITS while a visit is ' +
    'still to come, and with 422 AUTH_WRONG_CREDENTIALS (field `_po`) for a wrong password.',
  params: noParams,
  query: tokenQuery,
  body: z.object({ _po: plainPassword }).strict(),
  data: done,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});

export const customerConsentsEndpoint = defineEndpoint({
  name: 'customerConsents',
  method: 'GET',
  path: 'customer/consents',
  tag: 'customer',
  auth: 'required',
  summary: "The customer's consent answers (analytics, newsletter): the standing ones and all",
  description: 'Path chosen by Foyer (docs/decisions.md "Data protection").',
  params: noParams,
  query: tokenQuery,
  body: null,
  data: consents,
  errors: { 401: unauthorizedBody },
});

export const customerConsentEndpoint = defineEndpoint({
  name: 'customerConsent',
  method: 'POST',
  path: 'customer/consent',
  tag: 'customer',
  auth: 'required',
  summary: 'Record a consent answer: grant (`granted: true`) or withdraw; data is the consents',
  description:
    'Path chosen by Foyer (docs/decisions.md "Data protection"). The server records the time and ' +
    'the version of the text shown for the purpose.',
  params: noParams,
  query: tokenQuery,
  body: z
    .object({
      purpose: consentPurpose,
      granted: z.boolean(),
      source: z.enum(['settings', 'cookieNotice']).default('settings'),
    })
    .strict(),
  data: consents,
  errors: { 401: unauthorizedBody, 422: validationErrorBody },
});
