/**
 * The back office's API under `/api/admin/…`, in the contract style of the shop API: one
 * descriptor per call with its method, path, body or query and the `data` of the answer `{ data }`.
 * Failures answer `{ error, message }` (401 without a valid staff session, 403 without the right role
 * or CSRF token, 422 for refused input). A separate export (`@foyer/domain/admin-contract`), so the
 * shop's bundle never includes it.
 */
import { z } from 'zod';
import { apiLanguage, calendarDate, inputText } from '../contract/common';
import { AUDIT_ACTION_KIND_NAMES } from '../staff/audit-sentence';
import { STAFF_MIN_PASSWORD_LENGTH, STAFF_PERMISSIONS, STAFF_ROLES } from '../staff/roles';
import { catalogFileEndpoints } from './catalog-file';
import { deskEndpoints } from './desk';
import { exportEndpoints } from './exports';
import { orderEndpoints } from './orders';
import { privacyEndpoints } from './privacy';
import { reportEndpoints } from './reports';
import { tillEndpoints } from './till';

export * from './catalog-file';
export * from './desk';
export * from './exports';
export * from './orders';
export * from './privacy';
export * from './reports';
export * from './till';
export * from './checkin';

export const staffRole = z.enum(STAFF_ROLES);
export const staffPermission = z.enum(STAFF_PERMISSIONS);
export const staffLanguage = z.enum(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
export type StaffLanguage = z.infer<typeof staffLanguage>;

/** Header that carries the session's CSRF token on every changing call (synchronizer token). */
export const CSRF_HEADER = 'x-csrf-token';

const email = z.email().max(254);
const totpCode = z.string().regex(/^\d{6}$/, 'expected 6 digits');
/** A recovery code as typed (`abcd-efgh-ijkl-mnop`, any case, dashes and spaces optional). */
const recoveryCode = inputText().min(1).max(64);
const staffId = z.coerce.number().int().positive().max(2_147_483_647);

export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  language: staffLanguage,
  totpEnabled: z.boolean(),
  hasPassword: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

export const me = z.object({
  staff: staffMember,
  permissions: z.array(staffPermission),
  /** Send it as the `x-csrf-token` header on every POST, PATCH, PUT and DELETE. */
  csrfToken: z.string(),
  /** The owner requires 2FA for all staff. */
  requireTotp: z.boolean(),
  /** 2FA is required and not yet set up: only the account calls work until it is. */
  mustEnrolTotp: z.boolean(),
  /** Unused one-time recovery codes left (0 without 2FA). */
  recoveryCodesLeft: z.number().int(),
  idleMinutes: z.number().int(),
  /** The museum's IANA time zone (the configuration's): the back office's days are read in it. */
  timeZone: z.string(),
  /**
   * The languages the shop offers, its default first: the desk reads the shop's catalog in the
   * staff member's language when the shop offers it, else in the default (`offeredLanguageOf`).
   */
  shopLanguages: z.array(apiLanguage).min(1),
  /**
   * The museum's tills (code and name) when the till is switched on (`server.till.enabled`); empty
   * while it is off. The back office offers the till screen only when there is one.
   */
  tills: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Me = z.infer<typeof me>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  /** The actor's e-mail at the time, or `cli` (the command line) or `system` (the server's jobs). */
  actor: z.string(),
  /** The actor's staff name today, when the account is still there. */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const adminError = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type AdminError = z.infer<typeof adminError>;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';

export interface AdminEndpoint<
  P extends z.ZodObject = z.ZodObject,
  Q extends z.ZodObject = z.ZodObject,
  B extends z.ZodType | null = z.ZodType | null,
  D extends z.ZodType = z.ZodType,
> {
  name: string;
  method: Method;
  /** After `/api/admin/`, with `{param}` placeholders. */
  path: string;
  /** `none`: no session needed; `session`: a staff session; otherwise the permission required. */
  access: 'none' | 'session' | z.infer<typeof staffPermission>;
  summary: string;
  params: P;
  query: Q;
  body: B;
  data: D;
  /**
   * A file download: the answer is `data.content` itself with this content type and
   * `Content-Disposition: attachment; filename=data.fileName` (`data` is `{ fileName, content }`).
   */
  download?: string;
  /** The largest request body in bytes, when more than the server's default (256 KiB). */
  bodyLimit?: number;
  /**
   * The failures this call answers besides those every call of its shape may (401 and 403 with a
   * session; 404 and 414 with path parameters; 413 and 415 with a body; 422): status → when. A
   * 422 entry names the call's own refusals besides refused fields.
   */
  failures?: AdminFailures;
}

/** Statuses a call may answer beyond its shape's: the stable codes and when (`AdminEndpoint.failures`). */
export type AdminFailures = Partial<Record<404 | 409 | 410 | 413 | 422 | 429, string>>;

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

const none = z.object({});
const ok = z.object({ ok: z.literal(true) });

export const loginBody = z
  .object({
    email,
    password: inputText().min(1).max(1024),
    /** Needed when the account has 2FA: the 6-digit code of the authenticator app… */
    totp: totpCode.optional(),
    /** …or, instead, one of the account's unused one-time recovery codes. */
    recoveryCode: recoveryCode.optional(),
  })
  .refine((value) => value.totp === undefined || value.recoveryCode === undefined, {
    message: 'send a code or a recovery code, not both',
    path: ['recoveryCode'],
  });
export const setPasswordBody = z.object({
  token: inputText().min(20).max(100),
  password: inputText().min(STAFF_MIN_PASSWORD_LENGTH).max(1024),
});
export const createStaffBody = z.object({
  email,
  name: inputText().trim().min(1).max(200),
  role: staffRole,
  /** Without one, the museum's default language (of the account and of the invitation e-mail). */
  language: staffLanguage.optional(),
});
export const updateStaffBody = z
  .object({ role: staffRole.optional(), active: z.boolean().optional() })
  .refine((value) => value.role !== undefined || value.active !== undefined, 'nothing to change');
export const updateMeBody = z.object({ language: staffLanguage });
export const totpCodeBody = z.object({ code: totpCode });
export const settingsBody = z.object({ requireTotp: z.boolean() });
export const staffSettings = z.object({ requireTotp: z.boolean() });
export const auditQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** Only the changes of this staff account. */
    actorId: staffId.optional(),
    /** Only the actions of this kind (`AUDIT_ACTION_KINDS`). */
    kind: z.enum(AUDIT_ACTION_KIND_NAMES).optional(),
    /** The day of the change (venue time zone), inclusive. */
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditFilter = z.output<typeof auditQuery>;
const staffParams = z.object({ id: staffId });

export const loginResult = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signedIn'), me }),
  /** Password right, the account has 2FA: send the call again with `totp`. */
  z.object({ status: z.literal('totpRequired') }),
]);
export const totpEnrolment = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (a data: URL). */
  qrCode: z.string(),
});
export const recoveryCodes = z.object({
  /** The new one-time recovery codes, shown once: only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export const totpConfirmed = recoveryCodes.extend({ me });
export const createdStaff = z.object({
  staff: staffMember,
  /** One-time link to set the password; valid 24 hours, shown once. */
  setPasswordUrl: z.string(),
});
export const auditPage = z.object({
  entries: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPage>;

export const adminEndpoints = {
  login: endpoint({
    name: 'adminLogin',
    method: 'POST',
    path: 'login',
    access: 'none',
    summary:
      'Staff login with e-mail, password and, when enabled, a TOTP code or a recovery code; sets the session cookie',
    params: none,
    query: none,
    body: loginBody,
    data: loginResult,
    failures: {
      429: '`RATE_LIMITED`: too many attempts from this address, or codes for this account; `Retry-After` says when to try again',
    },
  }),
  logout: endpoint({
    name: 'adminLogout',
    method: 'POST',
    path: 'logout',
    access: 'session',
    summary: 'Ends the staff session',
    params: none,
    query: none,
    body: null,
    data: ok,
  }),
  setPassword: endpoint({
    name: 'adminSetPassword',
    method: 'POST',
    path: 'password',
    access: 'none',
    summary: 'Sets a password with the one-time token of a set-password link',
    params: none,
    query: none,
    body: setPasswordBody,
    data: ok,
    failures: {
      410: '`LINK_INVALID`: the link is unknown, used or older than 24 hours',
      429: '`RATE_LIMITED`: too many unknown links from this address; `Retry-After` says when to try again',
    },
  }),
  me: endpoint({
    name: 'adminMe',
    method: 'GET',
    path: 'me',
    access: 'session',
    summary: 'The signed-in staff member, their permissions and the CSRF token',
    params: none,
    query: none,
    body: null,
    data: me,
  }),
  updateMe: endpoint({
    name: 'adminUpdateMe',
    method: 'PATCH',
    path: 'me',
    access: 'session',
    summary: "Changes the staff member's language",
    params: none,
    query: none,
    body: updateMeBody,
    data: me,
  }),
  totpEnrol: endpoint({
    name: 'adminTotpEnrol',
    method: 'POST',
    path: 'me/totp/enrol',
    access: 'session',
    summary: 'Starts 2FA set-up: a new secret and its QR code',
    params: none,
    query: none,
    body: null,
    data: totpEnrolment,
    failures: { 409: '`TOTP_ALREADY_ENABLED`: 2FA is on already' },
  }),
  totpConfirm: endpoint({
    name: 'adminTotpConfirm',
    method: 'POST',
    path: 'me/totp/confirm',
    access: 'session',
    summary:
      'Turns 2FA on with a code from the newly set-up app; answers the one-time recovery codes, shown once',
    params: none,
    query: none,
    body: totpCodeBody,
    data: totpConfirmed,
    failures: { 409: '`TOTP_NOT_ENROLLING`: the set-up was not started, or 2FA is on already' },
  }),
  recoveryCodes: endpoint({
    name: 'adminRecoveryCodes',
    method: 'POST',
    path: 'me/totp/recovery-codes',
    access: 'session',
    summary:
      'New one-time recovery codes for a current code (the old ones stop working), shown once',
    params: none,
    query: none,
    body: totpCodeBody,
    data: recoveryCodes,
    failures: { 409: '`TOTP_NOT_ENABLED`: 2FA is off' },
  }),
  totpDisable: endpoint({
    name: 'adminTotpDisable',
    method: 'POST',
    path: 'me/totp/disable',
    access: 'session',
    summary: 'Turns 2FA off with a current code (refused while an owner requires 2FA)',
    params: none,
    query: none,
    body: totpCodeBody,
    data: me,
    failures: { 409: '`TOTP_NOT_ENABLED`: 2FA is off' },
  }),
  listStaff: endpoint({
    name: 'adminListStaff',
    method: 'GET',
    path: 'staff',
    access: 'staff.manage',
    summary: 'All staff accounts',
    params: none,
    query: none,
    body: null,
    data: z.array(staffMember),
  }),
  createStaff: endpoint({
    name: 'adminCreateStaff',
    method: 'POST',
    path: 'staff',
    access: 'staff.manage',
    summary: 'Creates a staff account and answers its one-time set-password link',
    params: none,
    query: none,
    body: createStaffBody,
    data: createdStaff,
    failures: { 409: '`STAFF_EXISTS`: an account with this e-mail exists' },
  }),
  updateStaff: endpoint({
    name: 'adminUpdateStaff',
    method: 'PATCH',
    path: 'staff/{id}',
    access: 'staff.manage',
    summary: 'Changes a role or disables / enables an account (the last owner stays)',
    params: staffParams,
    query: none,
    body: updateStaffBody,
    data: staffMember,
  }),
  passwordLink: endpoint({
    name: 'adminStaffPasswordLink',
    method: 'POST',
    path: 'staff/{id}/password-link',
    access: 'staff.manage',
    summary: 'A new one-time set-password link for an account (the old ones stop working)',
    params: staffParams,
    query: none,
    body: null,
    data: createdStaff,
  }),
  getSettings: endpoint({
    name: 'adminGetSettings',
    method: 'GET',
    path: 'settings',
    access: 'settings.manage',
    summary: 'Security settings of the back office',
    params: none,
    query: none,
    body: null,
    data: staffSettings,
  }),
  putSettings: endpoint({
    name: 'adminPutSettings',
    method: 'PUT',
    path: 'settings',
    access: 'settings.manage',
    summary: 'Requires 2FA for all staff, or not',
    params: none,
    query: none,
    body: settingsBody,
    data: staffSettings,
  }),
  audit: endpoint({
    name: 'adminAuditLog',
    method: 'GET',
    path: 'audit',
    access: 'audit.read',
    summary:
      'The audit log, newest first, by page; filtered by staff account, kind of action and day',
    params: none,
    query: auditQuery,
    body: null,
    data: auditPage,
  }),
  ...reportEndpoints,
  ...exportEndpoints,
  ...orderEndpoints,
  ...deskEndpoints,
  ...tillEndpoints,
  ...catalogFileEndpoints,
  ...privacyEndpoints,
} as const;
