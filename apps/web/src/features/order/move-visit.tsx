/**
 * "Change time" on the order review page: where the museum lets visitors move a visit themselves
 * (`order.move`, docs/configuration.md "Visitor's terms"; docs/decisions.md "Visitors move a visit"),
 * the terms in words and, per dated booking, the action or why it cannot move. The visitor chooses a
 * day, then a time (with the price difference the server computed), confirms with the terms in
 * words, and gets the new tickets on this page and by e-mail. A dearer time sends the visitor to the
 * payment provider for the difference; back on this page (`?move=return|cancel`) the server is asked
 * how the payment ended (`order/moveReturn`). The server decides everything again (`order/move`).
 */
import {
  cancelDeadline,
  formatDate,
  formatMoney,
  MOVE_REFUSALS,
  type Language,
} from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leadTimeText } from '@/i18n/lead-time';
import { useSearchParams } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { newRequestKey } from '@/shared/api/request-key';
import { ApiError } from '@/shared/api/api-error';
import { localWhen } from '@/shared/ui/local-when';
import './move-visit.css';

type Move = NonNullable<Order['move']>;
type MoveBooking = Move['bookings'][number];

/** Sends the browser to the payment provider; tests replace `assign` with a spy. */
export const moveRedirect = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** The reasons the shop words: the terms' refusals and the refusals of the move call itself. */
const KNOWN_REASONS: ReadonlySet<string> = new Set([
  ...MOVE_REFUSALS,
  'SLOT_TOO_SOON',
  'SLOT_FULL',
  'SLOT_NOT_ON_SALE',
  'SLOT_PAST',
  'SLOT_SAME',
  'MOVE_PRICE_CHANGED',
  'MOVE_PAYMENT_UNAVAILABLE',
]);

/** The terms' deadline of a start (a day starts at midnight), museum-local `YYYY-MM-DDTHH:mm`. */
function deadlineOf(start: string, hours: number): string {
  return cancelDeadline(start.length === 10 ? `${start}T00:00` : start, hours);
}

type Step =
  | { kind: 'closed' }
  | { kind: 'choose'; itemIndex: number; day: string | null; start: string | null }
  | {
      kind: 'confirm' | 'sending';
      itemIndex: number;
      start: string;
      difference: number;
      key: string;
    };

type Outcome = { tone: 'success' | 'danger'; text: string; tickets: boolean } | null;

function useMoveReturn(order: Order, lang: Language, setOutcome: (outcome: Outcome) => void) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const back = search.get('move');
  // Asked once per return (also when the effect runs twice in development); the parameter is
  // removed afterwards.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (back !== 'return' && back !== 'cancel') return;
    if (asked.current === back) return;
    asked.current = back;
    void (async () => {
      try {
        const answer = await client.call('orderMoveReturn', { lang, body: { id: order.id } });
        if (answer.state === 'moved') {
          setOutcome({
            tone: 'success',
            text: t('checkout.moveVisit.done', { when: answer.to ? localWhen(answer.to) : '' }),
            tickets: true,
          });
        } else if (answer.state === 'refunded') {
          setOutcome({ tone: 'danger', text: t('checkout.moveVisit.refunded'), tickets: false });
        } else if (answer.state === 'pending') {
          setOutcome({ tone: 'danger', text: t('checkout.moveVisit.pending'), tickets: false });
        } else if (answer.state === 'failed') {
          setOutcome({ tone: 'danger', text: t('checkout.moveVisit.notPaid'), tickets: false });
        }
        await queryClient.invalidateQueries({ queryKey: ['orderReview'] });
      } catch {
        setOutcome({ tone: 'danger', text: t('checkout.moveVisit.failed'), tickets: false });
      }
      const next = new URLSearchParams(search);
      next.delete('move');
      setSearch(next, { replace: true });
    })();
  }, [back]);
}

export function MoveVisit({ order, lang }: { order: Order; lang: Language }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const firstChoiceRef = useRef<HTMLHeadingElement>(null);
  useMoveReturn(order, lang, setOutcome);
  // The outcome takes the focus, so that a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const choosing = step.kind === 'closed' ? null : step.itemIndex;
  useEffect(() => {
    if (choosing !== null) firstChoiceRef.current?.focus();
  }, [choosing]);
  const options = useQuery({
    queryKey: ['orderMoveOptions', lang, order.id, choosing],
    queryFn: ({ signal }) =>
      client.call('orderMoveOptions', {
        lang,
        query: { id: order.id, itemIndex: choosing ?? 0 },
        signal,
      }),
    enabled: choosing !== null,
    retry: false,
    staleTime: 0,
  });
  const move = order.move;
  if (!move?.terms.allowed || move.bookings.length === 0) return null;
  const { terms } = move;
  const money = (cents: number) => formatMoney(cents, lang);

  const reasonText = (reason: string | null, deadline: string | null) => {
    const code = reason && KNOWN_REASONS.has(reason) ? reason : 'NOT_ALLOWED';
    if (code === 'DEADLINE_PASSED' && deadline) {
      return t('checkout.moveVisit.reasons.DEADLINE_PASSED', { when: localWhen(deadline) });
    }
    return t(
      `checkout.moveVisit.reasons.${code === 'DEADLINE_PASSED' ? 'DEADLINE_PASSED_NOW' : code}`,
    );
  };
  const differenceText = (difference: number) =>
    difference > 0
      ? t('checkout.moveVisit.dearer', { amount: money(difference) })
      : difference < 0
        ? t('checkout.moveVisit.cheaper', { amount: money(-difference) })
        : t('checkout.moveVisit.same');
  const namesOf = (booking: MoveBooking) =>
    booking.items
      .map((position) => order.items[position])
      .filter((item) => !!item)
      .map((item) => `${item.count} × ${item.name}`)
      .join(', ');
  const whenOf = (booking: MoveBooking) => {
    const first = order.items[booking.items[0] ?? -1];
    if (!first?.date) return null;
    return [formatDate(first.date), first.time].filter(Boolean).join(', ');
  };

  const onConfirm = async () => {
    if (step.kind !== 'confirm') return;
    setStep({ ...step, kind: 'sending' });
    setProblem(null);
    const here = new URL(window.location.href);
    here.search = '';
    const url = (back: string) => `${here.toString()}?move=${back}`;
    try {
      const answer = await client.call('orderMove', {
        lang,
        body: {
          id: order.id,
          itemIndex: step.itemIndex,
          to: step.start,
          key: step.key,
          url: { continue: url('return'), cancel: url('cancel') },
        },
      });
      if (answer.state === 'payment') {
        moveRedirect.assign(answer.redirectUrl);
        return;
      }
      setStep({ kind: 'closed' });
      setOutcome({
        tone: 'success',
        text: [
          t('checkout.moveVisit.done', { when: localWhen(answer.to) }),
          answer.refunded > 0
            ? t('checkout.moveVisit.refundedDifference', { amount: money(answer.refunded) })
            : null,
        ]
          .filter(Boolean)
          .join(' '),
        tickets: true,
      });
      await queryClient.invalidateQueries({ queryKey: ['orderReview'] });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      setProblem(
        code && KNOWN_REASONS.has(code) ? reasonText(code, null) : t('checkout.moveVisit.failed'),
      );
      // The same request may be sent again with its key: it is answered once.
      setStep({ ...step, kind: 'confirm' });
    }
  };

  const chooser = () => {
    if (step.kind !== 'choose') return null;
    if (options.isPending) return <p role="status">{t('checkout.moveVisit.loading')}</p>;
    if (options.error || !options.data) {
      const code = options.error instanceof ApiError ? options.error.code : null;
      return (
        <p className="notice notice--danger" role="alert">
          {code && KNOWN_REASONS.has(code)
            ? reasonText(code, null)
            : t('checkout.moveVisit.failed')}
        </p>
      );
    }
    const data = options.data;
    if (data.starts.length === 0) return <p>{t('checkout.moveVisit.noStarts')}</p>;
    const days = [...new Set(data.starts.map((start) => start.start.slice(0, 10)))];
    const isDay = data.kind === 'dayTicket';
    const times = data.starts.filter((start) => start.start.slice(0, 10) === step.day);
    const chosen = data.starts.find((start) => start.start === step.start) ?? null;
    const name = `${headingId}-${step.itemIndex}`;
    return (
      <form
        className="move-visit__chooser"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) {
            setProblem(
              t(isDay ? 'checkout.moveVisit.chooseDayFirst' : 'checkout.moveVisit.chooseTimeFirst'),
            );
            return;
          }
          setProblem(null);
          setStep({
            kind: 'confirm',
            itemIndex: step.itemIndex,
            start: chosen.start,
            difference: chosen.difference,
            key: newRequestKey(),
          });
        }}
      >
        <fieldset>
          <legend>{t('checkout.moveVisit.chooseDay')}</legend>
          <div className="move-visit__options">
            {days.map((day) => {
              const dayStart = isDay ? data.starts.find((start) => start.start === day) : null;
              return (
                <label key={day} className="move-visit__option">
                  <input
                    type="radio"
                    name={`${name}-day`}
                    value={day}
                    checked={step.day === day}
                    onChange={() => setStep({ ...step, day, start: isDay ? day : null })}
                  />
                  <span>
                    {formatDate(day)}
                    {dayStart && (
                      <span className="move-visit__difference">
                        {differenceText(dayStart.difference)}
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
        {!isDay && step.day && (
          <fieldset>
            <legend>{t('checkout.moveVisit.chooseTime', { day: formatDate(step.day) })}</legend>
            <div className="move-visit__options">
              {times.map((start) => (
                <label key={start.start} className="move-visit__option">
                  <input
                    type="radio"
                    name={`${name}-time`}
                    value={start.start}
                    checked={step.start === start.start}
                    onChange={() => setStep({ ...step, start: start.start })}
                  />
                  <span>
                    {start.start.slice(11, 16)}
                    <span className="move-visit__difference">
                      {differenceText(start.difference)}
                    </span>
                    <span className="move-visit__free">
                      {t('checkout.moveVisit.free', { count: start.free })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <div className="checkout-return__actions">
          <button type="submit" className="button">
            {t('checkout.moveVisit.next')}
          </button>
          <button
            type="button"
            className="button checkout-button--outline"
            onClick={() => {
              setProblem(null);
              setStep({ kind: 'closed' });
            }}
          >
            {t('checkout.moveVisit.cancel')}
          </button>
        </div>
      </form>
    );
  };

  const confirmation = (booking: MoveBooking) => {
    if (step.kind !== 'confirm' && step.kind !== 'sending') return null;
    const until =
      terms.untilHours > 0
        ? t('checkout.moveVisit.againUntil', {
            when: localWhen(deadlineOf(step.start, terms.untilHours)),
          })
        : null;
    return (
      <div className="move-visit__confirm">
        <h4>{t('checkout.moveVisit.confirmTitle')}</h4>
        <p>
          {t('checkout.moveVisit.confirmText', {
            what: namesOf(booking),
            when: localWhen(step.start),
          })}
        </p>
        <p>
          {step.difference > 0
            ? t('checkout.moveVisit.confirmDearer', { amount: money(step.difference) })
            : step.difference < 0
              ? t('checkout.moveVisit.confirmCheaper', { amount: money(-step.difference) })
              : t('checkout.moveVisit.confirmSame')}{' '}
          {t('checkout.moveVisit.confirmTickets')}
          {until ? ` ${until}` : ''}
        </p>
        <div className="checkout-return__actions">
          <button
            type="button"
            className="button"
            onClick={() => void onConfirm()}
            disabled={step.kind === 'sending'}
            aria-busy={step.kind === 'sending'}
          >
            {step.difference > 0
              ? t('checkout.moveVisit.confirmPay', { amount: money(step.difference) })
              : t('checkout.moveVisit.confirm')}
          </button>
          <button
            type="button"
            className="button checkout-button--outline"
            disabled={step.kind === 'sending'}
            onClick={() => {
              setProblem(null);
              setStep({
                kind: 'choose',
                itemIndex: step.itemIndex,
                day: step.start.slice(0, 10),
                start: step.start,
              });
            }}
          >
            {t('checkout.moveVisit.back')}
          </button>
        </div>
      </div>
    );
  };

  return (
    <section className="checkout-return__card move-visit" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('checkout.moveVisit.title')}</h2>
      <p>
        {terms.untilHours > 0
          ? t('checkout.moveVisit.terms', { duration: leadTimeText(t, terms.untilHours) })
          : t('checkout.moveVisit.termsAtStart')}
      </p>
      {outcome && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className={`notice notice--${outcome.tone}`}
          role={outcome.tone === 'success' ? 'status' : 'alert'}
        >
          <p>{outcome.text}</p>
          {outcome.tickets && order.downloads.tickets && (
            <a href={order.downloads.tickets} download>
              {t('checkout.moveVisit.newTickets')}
            </a>
          )}
        </div>
      )}
      <ul className="move-visit__bookings">
        {move.bookings.map((booking) => {
          const open = step.kind !== 'closed' && step.itemIndex === booking.itemIndex;
          const when = whenOf(booking);
          const infoId = `${headingId}-${booking.itemIndex}-info`;
          return (
            <li key={booking.itemIndex} className="move-visit__booking">
              <div className="move-visit__what">
                <span className="move-visit__names">{namesOf(booking)}</span>
                {when && <span className="move-visit__when">{when}</span>}
                <span id={infoId} className="move-visit__info">
                  {booking.allowed
                    ? booking.deadline
                      ? t('checkout.moveVisit.until', { when: localWhen(booking.deadline) })
                      : null
                    : reasonText(booking.reason, booking.deadline)}
                </span>
              </div>
              {booking.allowed && !open && (
                <button
                  type="button"
                  className="button checkout-button--outline"
                  aria-describedby={infoId}
                  onClick={() => {
                    setProblem(null);
                    setOutcome(null);
                    setStep({
                      kind: 'choose',
                      itemIndex: booking.itemIndex,
                      day: null,
                      start: null,
                    });
                  }}
                >
                  {t('checkout.moveVisit.action')}
                </button>
              )}
              {open && (
                <div className="move-visit__panel">
                  <h3 ref={firstChoiceRef} tabIndex={-1}>
                    {t('checkout.moveVisit.panelTitle', { what: namesOf(booking) })}
                  </h3>
                  {problem && (
                    <p className="notice notice--danger" role="alert">
                      {problem}
                    </p>
                  )}
                  {chooser()}
                  {confirmation(booking)}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
