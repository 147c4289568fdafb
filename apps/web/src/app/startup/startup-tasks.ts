/** What happens once the configuration has loaded. */
import type { Language } from '@foyer/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import type { ApiClient } from '@/shared/api/api-client';
import { isUnauthorized } from '@/shared/api/api-error';
import { paymentTypesQuery, shopInfoQuery } from '@/shared/api/queries';
import type { SessionState } from '@/shared/session/session-store';

/**
 * Restores the customer of a stored token (GET customer with `_`). A 401/403 drops token and customer
 * and, like any 401/403, leads to the login with `fromUnauthorized=true` and the page to
 * return to (the client's transport reaction; not when already on the login). Any other failure keeps
 * both: a server that is briefly away does not log anyone out.
 */
export async function restoreCustomer(
  client: ApiClient,
  session: StoreApi<SessionState>,
): Promise<void> {
  const token = session.getState().token;
  if (token === null) return;
  try {
    const customer = await client.call('customer');
    if (session.getState().token === token) session.getState().setCustomer(customer);
  } catch (error) {
    if (isUnauthorized(error) && session.getState().token === token) {
      session.getState().dropIdentity();
    }
  }
}

/** Restores the customer, then loads payment types and meta data in the background. */
export function runStartupTasks(
  client: ApiClient,
  queryClient: QueryClient,
  session: StoreApi<SessionState>,
  lang: Language,
): Promise<void> {
  void queryClient.prefetchQuery(paymentTypesQuery(client, lang));
  void queryClient.prefetchQuery(shopInfoQuery(client, lang));
  return restoreCustomer(client, session);
}
