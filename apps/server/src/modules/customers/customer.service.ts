/**
 * Customer attributes, registration, guest registration and the settings' user details. Which
 * fields are required and shown comes from `server.customers` of the configuration; the form rules
 * are the domain's `customerPayload` and `validateCustomerFields`.
 */
import { enqueueMail } from '../mail';
import { welcomeMail } from './welcome-mail';
import {
  CUSTOMER_PROFILE_FIELDS,
  customerPayload,
  shippingFieldsReady,
  validateCustomerFields,
  type CustomerFieldRules,
  type CustomerFormPurpose,
  type Language,
} from '@foyer/domain';
import {
  customerField,
  type Customer,
  type ConsentRecord,
  type CustomerDataExport,
  type MyOrders,
  type CustomerAttr,
  type guestCustomerForm,
  type updateCustomerForm,
  type validateCustomerForm,
} from '@foyer/domain/contract';
import type { z } from 'zod';
import { salutationName } from './customer.messages';
import { failed, success, type Outcome } from '../../outcome';
import type { CustomerDeps } from './customer.deps';
import {
  customerRefused,
  LOGIN_REQUIRED,
  loginRateLimited,
  type FieldProblems,
} from './customer.failures';
import {
  emailTaken,
  insertCustomer,
  isUniqueViolation,
  updateCustomer,
  type CustomerProfile,
  type CustomerRow,
} from './customer.repository';
import { accountSubject, admitGuest, limitAttempts, RATE_RULES } from '../rate-limit';
import { insertGuestWithToken, type Session } from './session.service';

type GuestForm = z.output<typeof guestCustomerForm>;
type ValidateForm = z.output<typeof validateCustomerForm>;
type UpdateForm = z.output<typeof updateCustomerForm>;
type AnyForm = GuestForm | ValidateForm | UpdateForm;

/** Text fields of the profile that a form shows or hides (the country is handled apart). */
type ProfileTextField = Exclude<(typeof CUSTOMER_PROFILE_FIELDS)[number], 'email' | 'country'>;
const PROFILE_TEXT_FIELDS = CUSTOMER_PROFILE_FIELDS.filter(
  (field): field is ProfileTextField => field !== 'email' && field !== 'country',
);

/** Longest billing name the contract answers. */
const NAME_MAX = 200;

/** The customer as the contract answers it. */
export function toCustomer(row: CustomerRow): Customer {
  const country = row.country.length > 0 ? row.country : null;
  return {
    salutation: row.salutation,
    fname: row.fname,
    lname: row.lname,
    company: row.company,
    email: row.email,
    phone: row.phone,
    addrBilling: {
      name: `${row.fname} ${row.lname}`.trim().slice(0, NAME_MAX),
      street: row.street,
      zip: row.zip,
      city: row.city,
      country,
    },
    // One shipping address per customer: it carries the customer's id.
    addrShipping: row.shipping ? { id: row.id, ...row.shipping } : null,
    isGuest: row.isGuest,
    country,
  };
}

/**
 * The customer's own data as they download it (docs/decisions.md "Data protection"): the account
 * as kept, without the password hash, the orders as My orders lists them without their order
 * tokens, and the consent answers.
 */
export function customerDataExport(
  row: CustomerRow,
  orders: MyOrders,
  consents: ConsentRecord[],
  now: Date,
): CustomerDataExport {
  return {
    exportedAt: now.toISOString(),
    account: {
      ...toCustomer(row),
      language: row.language,
      sendInvoice: row.sendInvoice,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    orders: {
      coming: orders.coming.map(({ id: _token, ...order }) => order),
      past: orders.past.map(({ id: _token, ...order }) => order),
    },
    consents,
  };
}

function fieldRules(deps: CustomerDeps): CustomerFieldRules {
  const { requiredFields, visibleFields } = deps.config.server.customers;
  return { required_fields: requiredFields, visible_fields: visibleFields };
}

/** Countries, salutations and the form's required and visible fields in `lang` (`customer/attr`). */
export function customerAttributes(deps: CustomerDeps, lang: Language): CustomerAttr {
  const settings = deps.config.server.customers;
  const regions = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' });
  const knownFields = (fields: readonly string[]) =>
    fields.flatMap((field) => {
      const parsed = customerField.safeParse(field);
      return parsed.success ? [parsed.data] : [];
    });
  return {
    countries: settings.countries.map((key) => ({ key, name: regions.of(key) ?? key })),
    salutations: settings.salutations.map((key) => ({ key, name: salutationName(key, lang) })),
    required_fields: knownFields(settings.requiredFields),
    visible_fields: knownFields(settings.visibleFields),
  };
}

interface CheckedForm {
  problems: FieldProblems;
  email: string;
  password: string;
  /** The fields to store: only those the form shows, so hidden ones keep their value. */
  profile: Partial<CustomerProfile>;
}

/**
 * Checks the customer form `c` with the domain's form rules and the configured options: a shown
 * country and the shipping country must be offered countries, a salutation an offered salutation.
 */
function checkForm(deps: CustomerDeps, form: AnyForm, purpose: CustomerFormPurpose): CheckedForm {
  const settings = deps.config.server.customers;
  const rules = fieldRules(deps);
  const payload = customerPayload(
    {
      salutation: form.salutation,
      fname: form.fname,
      lname: form.lname,
      company: form.company,
      email: 'email' in form ? form.email : '',
      phone: form.phone,
      street: form.street,
      zip: form.zip,
      city: form.city,
      country: form.country ?? '',
      password: 'password' in form ? (form.password ?? '') : '',
    },
    rules,
  );
  const problems: FieldProblems = validateCustomerFields(payload, rules, {
    purpose,
    // The client checks the repeated e-mail and password; they never reach the server.
    checkRepeats: false,
  });
  const offer = (field: string, value: string, offered: readonly string[]) => {
    if (value.length > 0 && !offered.includes(value))
      (problems[field] ??= []).push('FIELD_INVALID');
  };
  offer('salutation', payload.salutation, settings.salutations);
  offer('country', payload.country ?? '', settings.countries);

  let shipping: CustomerProfile['shipping'] = null;
  if (form.shipping) {
    const address = {
      name: form.shipping.name.trim(),
      street: form.shipping.street.trim(),
      zip: form.shipping.zip.trim(),
      city: form.shipping.city.trim(),
      country: form.shipping.country,
    };
    const ready = shippingFieldsReady({ separateAddress: true, ...address });
    if (!ready.ok) (problems.shipping ??= []).push(ready.code);
    offer('shipping.country', address.country, settings.countries);
    shipping = address;
  }

  const visible = new Set(settings.visibleFields);
  const profile: Partial<CustomerProfile> = { sendInvoice: form.send_invoice, shipping };
  for (const field of PROFILE_TEXT_FIELDS) {
    if (visible.has(field)) profile[field] = payload[field];
  }
  if (visible.has('country')) profile.country = payload.country ?? '';
  return { problems, email: payload.email, password: payload.password ?? '', profile };
}

function hasProblems(problems: FieldProblems): boolean {
  return Object.values(problems).some((list) => list !== undefined && list.length > 0);
}

function formRefused<T>(problems: FieldProblems): Outcome<T> {
  return customerRefused('FORM_HAS_ERRORS', problems);
}

const emailTakenOutcome = <T>(): Outcome<T> =>
  customerRefused('AUTH_EMAIL_TAKEN', { email: ['AUTH_EMAIL_TAKEN'] });

/**
 * Validates the registration form without storing anything (`customer/validate`). A missing password
 * is reported on `password`: the guest form uses this call and treats that as fine.
 * Whether the e-mail already has an account is told only by the rate-limited registration.
 */
export function validateRegistration(deps: CustomerDeps, form: ValidateForm): Outcome<true> {
  const checked = checkForm(deps, form, 'register');
  return hasProblems(checked.problems) ? formRefused(checked.problems) : success(true);
}

/** Registers an account (`customer/register`); the password is stored as argon2id (passwords.ts). */
export async function registerCustomer(
  deps: CustomerDeps,
  form: ValidateForm,
  context: { ip: string; lang: Language },
): Promise<Outcome<true>> {
  const checked = checkForm(deps, form, 'register');
  if (hasProblems(checked.problems)) return formRefused(checked.problems);
  const now = deps.clock.now();
  const limit = await limitAttempts(
    deps.db,
    [
      { rule: RATE_RULES.registerIp, subject: context.ip },
      { rule: RATE_RULES.registerAccount, subject: accountSubject(checked.email) },
    ],
    now,
  );
  if (!limit.ok) return loginRateLimited(limit.retryAfterSeconds);
  if (await emailTaken(deps.db, checked.email)) return emailTakenOutcome();
  const passwordHash = await deps.passwords.hashPlain(checked.password);
  const name = [checked.profile.fname ?? '', checked.profile.lname ?? ''].join(' ').trim();
  const mail = await welcomeMail(deps.config, { lang: context.lang, name, email: checked.email });
  try {
    // The welcome e-mail is queued with the account, or not at all.
    await deps.db.transaction(async (tx) => {
      await insertCustomer(tx, {
        ...checked.profile,
        email: checked.email,
        passwordHash,
        isGuest: false,
        language: context.lang,
        createdAt: now,
        updatedAt: now,
      });
      await enqueueMail(tx, { to: checked.email, ...mail }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return emailTakenOutcome();
    throw error;
  }
  return success(true);
}

/** Registers a guest with billing details and logs them in (`auth/guest`). */
export async function registerGuest(
  deps: CustomerDeps,
  form: GuestForm,
  context: { ip: string; lang: Language },
): Promise<Outcome<string>> {
  const checked = checkForm(deps, form, 'guest');
  if (hasProblems(checked.problems)) return formRefused(checked.problems);
  const now = deps.clock.now();
  const limit = await admitGuest(deps.db, { ip: context.ip, email: checked.email }, now);
  if (!limit.ok) return loginRateLimited(limit.retryAfterSeconds);
  const token = await insertGuestWithToken(
    deps.db,
    {
      ...checked.profile,
      email: checked.email,
      passwordHash: null,
      isGuest: true,
      language: context.lang,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  return success(token);
}

/** Validates the settings' user details without saving (`customer/validateUpdate`). */
export function validateProfile(deps: CustomerDeps, form: UpdateForm): Outcome<true> {
  const checked = checkForm(deps, form, 'update');
  return hasProblems(checked.problems) ? formRefused(checked.problems) : success(true);
}

/** Saves the settings' user and shipping details (`customer/update`). */
export async function updateProfile(
  deps: CustomerDeps,
  session: Session,
  form: UpdateForm,
): Promise<Outcome<Customer>> {
  const checked = checkForm(deps, form, 'update');
  if (hasProblems(checked.problems)) return formRefused(checked.problems);
  const row = await updateCustomer(deps.db, session.customer.id, checked.profile, deps.clock.now());
  return row ? success(toCustomer(row)) : failed(LOGIN_REQUIRED);
}

/** Changes the e-mail after checking the password (`customer/emailchange`). */
export async function changeEmail(
  deps: CustomerDeps,
  session: Session,
  email: string,
): Promise<Outcome<Customer>> {
  if (await emailTaken(deps.db, email, session.customer.id)) return emailTakenOutcome();
  try {
    const row = await updateCustomer(deps.db, session.customer.id, { email }, deps.clock.now());
    return row ? success(toCustomer(row)) : failed(LOGIN_REQUIRED);
  } catch (error) {
    if (isUniqueViolation(error)) return emailTakenOutcome();
    throw error;
  }
}
