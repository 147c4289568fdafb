/** The answer to a scan, filling the screen: green valid or red with the reason. */
import type { ScanRefusal } from '@foyer/domain';
import type { ScanTicketRecord } from '@foyer/domain/admin-contract';
import { useEffect, useRef } from 'react';
import { useScanText, type ScanTextKey } from './scan-texts';

export interface ShownResult {
  scanId: string;
  status: 'valid' | 'refused';
  reason: ScanRefusal | null;
  usedAt: string | null;
  ticket: Omit<ScanTicketRecord, 'usedAt' | 'cancelled'> | null;
  offline: boolean;
  conflict: boolean;
}

const REASON_TEXT: Record<ScanRefusal, ScanTextKey> = {
  ALREADY_USED: 'scanAlreadyUsed',
  OTHER_DAY: 'scanOtherDay',
  OTHER_SLOT: 'scanOtherSlot',
  OTHER_ENTRANCE: 'scanOtherEntrance',
  CANCELLED: 'scanCancelled',
  UNKNOWN: 'scanUnknown',
  SCAN_ID_REUSED: 'scanIdReused',
  PASS_NEEDS_BOOKING: 'scanPassNeedsBooking',
};

/** How the result's times are written: the time, and the date of an instant not on the venue's today. */
export interface ResultClock {
  time(iso: string): string;
  /** The date when `iso` lies on another day at the venue than now, else null. */
  otherDay(iso: string): string | null;
}

/** The result as one sentence, for the screen reader's announcement. */
export function useResultText(): (result: ShownResult, clock: ResultClock) => string[] {
  const t = useScanText();
  return (result, clock) => {
    const lines: string[] = [];
    if (result.status === 'valid') lines.push(t('scanValid'));
    else if (result.reason) {
      const usedAt = result.usedAt ?? '';
      const date = usedAt && result.reason === 'ALREADY_USED' ? clock.otherDay(usedAt) : null;
      lines.push(
        date === null
          ? t(REASON_TEXT[result.reason], { time: clock.time(usedAt) })
          : t('scanAlreadyUsedOn', { date, time: clock.time(usedAt) }),
      );
    }
    const ticket = result.ticket;
    if (ticket) {
      lines.push(ticket.part ? `${ticket.name} · ${ticket.part}` : ticket.name);
      if (result.status === 'valid') {
        lines.push(
          ticket.admits === 1 ? t('scanPerson') : t('scanPersons', { count: ticket.admits }),
        );
      }
      if (ticket.slot && !ticket.slot.endsWith('T00:00')) {
        lines.push(
          t('scanSlotAt', {
            time: `${ticket.slot.slice(8, 10)}.${ticket.slot.slice(5, 7)}. ${ticket.slot.slice(11)}`,
          }),
        );
      }
    }
    if (result.conflict) lines.push(t('scanConflictNote'));
    if (result.offline) lines.push(t('scanDecidedOffline'));
    return lines;
  };
}

export function ScanResultPanel({
  result,
  lines,
  onClose,
}: {
  result: ShownResult;
  lines: string[];
  onClose: () => void;
}) {
  const t = useScanText();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus();
  }, [result.scanId]);
  const valid = result.status === 'valid';
  const [headline, ...details] = lines;
  return (
    <section
      className={`scan-result ${valid ? 'scan-result--valid' : 'scan-result--refused'}`}
      aria-labelledby="scan-result-title"
      data-testid="scan-result"
      data-status={result.status}
      onClick={onClose}
    >
      <p className="scan-result-mark" aria-hidden="true">
        {valid ? '✓' : '✕'}
      </p>
      <h2 id="scan-result-title">{valid ? t('scanValid') : t('scanRefused')}</h2>
      {!valid && <p className="scan-result-reason">{headline}</p>}
      {details.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button ref={button} type="button" onClick={onClose}>
        {t('scanNext')}
      </button>
    </section>
  );
}
