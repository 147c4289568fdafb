/** The voucher calls of the shop API as query options: the voucher types, one type, the categories. */
import type { Language } from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';

export function voucherTypesQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['voucherSelect', lang],
    queryFn: ({ signal }) => client.call('voucherSelect', { lang, signal }),
    select: (types) => [...types].sort((a, b) => a.sequence_no - b.sequence_no),
  });
}

export function voucherTypeQuery(client: ApiClient, lang: Language, id: number) {
  return queryOptions({
    queryKey: ['voucherSelectOne', lang, id],
    queryFn: ({ signal }) => client.call('voucherSelectOne', { lang, params: { id }, signal }),
  });
}

export function voucherGroupsQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['voucherGroups', lang],
    queryFn: ({ signal }) => client.call('voucherGroups', { lang, signal }),
    select: (groups) => [...groups].sort((a, b) => a.sequence_no - b.sequence_no),
  });
}
