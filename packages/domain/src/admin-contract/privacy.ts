/**
 * Staff run a visitor's data export or erasure when the visitor asks by mail (permission
 * `privacy.manage`; docs/decisions.md "Data protection"): find the visitor's records by e-mail,
 * download a record's export as JSON, erase a record after typing its e-mail again. Every run is
 * written to the audit log (who, what, which record; never the data).
 */
import { z } from 'zod';
import { inputText } from '../contract/common';
import type { AdminEndpoint } from './index';

const email = z.email().max(254);
const customerId = z.coerce.number().int().positive().max(2_147_483_647);

/** One customer record found by e-mail: a registered account or a guest checkout. */
export const privacyCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  isGuest: z.boolean(),
  createdAt: z.string(),
  orders: z.number().int(),
  /** Visits still to come: the record is not erased while there are any. */
  comingVisits: z.number().int(),
});
export type PrivacyCustomer = z.infer<typeof privacyCustomer>;

export const privacySearchQuery = z.object({ email });
export const privacyCustomerParams = z.object({ id: customerId });
export const privacyEraseBody = z.object({ confirmEmail: inputText().trim().max(254) }).strict();

const privacyFile = z.object({ fileName: z.string(), content: z.string() });

export const privacyEndpoints = {
  privacySearch: {
    name: 'adminPrivacySearch',
    method: 'GET',
    path: 'privacy/customers',
    access: 'privacy.manage',
    summary:
      "The customer records of an e-mail (the account and guest checkouts), the visitor's data not shown",
    params: z.object({}),
    query: privacySearchQuery,
    body: null,
    data: z.array(privacyCustomer),
  },
  privacyExport: {
    name: 'adminPrivacyExport',
    method: 'GET',
    path: 'privacy/customers/{id}/export',
    access: 'privacy.manage',
    summary:
      "A customer record's data as the visitor downloads it themselves (`customer-<id>-data.json`); audited",
    params: privacyCustomerParams,
    query: z.object({}),
    body: null,
    data: privacyFile,
    download: 'application/json; charset=utf-8',
  },
  privacyErase: {
    name: 'adminPrivacyErase',
    method: 'POST',
    path: 'privacy/customers/{id}/erase',
    access: 'privacy.manage',
    summary:
      "Erase a customer record as the visitor's own account deletion does (`confirmEmail` must repeat its e-mail); audited",
    params: privacyCustomerParams,
    query: z.object({}),
    body: privacyEraseBody,
    data: z.object({ erased: z.literal(true), orders: z.number().int() }),
  },
} as const satisfies Record<string, AdminEndpoint>;
