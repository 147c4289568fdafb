/**
 * The translated message of a ticket rule's failure or availability state, with the values it
 * carries (requested and available counts, missing components).
 */
import type { Err } from '@foyer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The error codes the ticket screens explain; any other code gets the general message. */
export const TICKET_MESSAGE_CODES = [
  'TICKET_NO_SELECTION',
  'TICKET_DATE_REQUIRED',
  'TICKET_TIME_REQUIRED',
  'TICKET_COUNT_EXCEEDS_SLOT',
  'TICKET_FAMILY_COMPONENTS_MISSING',
  'TIME_SOLD_OUT',
  'DAY_SOLD_OUT',
  'DAY_UNAVAILABLE',
  'EVENT_EXPIRED',
  'TICKETS_SOLD_OUT',
] as const;

const KNOWN: ReadonlySet<string> = new Set(TICKET_MESSAGE_CODES);

/** A function that turns a failure into its message. */
export function useTicketMessage(): (failure: Pick<Err, 'code' | 'params'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (failure) =>
      KNOWN.has(failure.code)
        ? t(`tickets.errors.${failure.code}`, {
            ...failure.params,
            // The number the sentence counts picks its plural form (i18next `count`).
            ...(failure.code === 'TICKET_COUNT_EXCEEDS_SLOT'
              ? { count: Number(failure.params?.available ?? 0) }
              : {}),
          })
        : t('tickets.errors.unknown'),
    [t],
  );
}
