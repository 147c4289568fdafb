/**
 * "Move" of a booking on the order page: a modal dialog (native `<dialog>`: focus moves in, Escape
 * closes, the page behind is inert) that lists the booking's other starts from the server
 * (`moveOptions`): a date, then a start of that date with its free places; full, stopped, past and
 * the booking's own start are shown but cannot be chosen. It says what the move does to the price
 * (the server prices it): a cheaper start is paid back by itself; a dearer one asks how the visitor
 * paid the difference at the desk (cash or the card terminal), and the move records that amount as
 * paid. It sends the move with a fresh idempotency key when the staff member confirms.
 */
import { formatMoney } from '@foyer/domain';
import {
  adminEndpoints,
  DESK_PAYMENTS,
  type DeskPayment,
  type MoveOptions,
  type OrderDetail,
} from '@foyer/domain/admin-contract';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { QueryFailure } from '../../components/load-failure';
import { useAdmin } from '../../context';
import type { Translate } from '../../i18n';
import { useAdminQuery } from '../../queries';
import { Spinner, type OrderAction } from './order-actions';
import { orderErrorText } from './order-texts';
import '../../components/confirm-dialog.css';

type Start = MoveOptions['starts'][number];

/** The first valid line of each booking that can move (timed tickets, day tickets, tours). */
export function movableBookings(order: OrderDetail): Map<number, number> {
  const first = new Map<number, number>();
  for (const line of order.lines) {
    if (line.cancelledAt || line.itemIndex === null || first.has(line.itemIndex)) continue;
    const movable =
      line.type === 'guidedTour' ||
      line.type === 'dayTicket' ||
      (line.type === 'ticket' && line.datetime !== null);
    if (movable) first.set(line.itemIndex, line.id);
  }
  return new Map([...first].map(([itemIndex, lineId]) => [lineId, itemIndex]));
}

/** A start's time as the staff member reads it (`All day` for a day). */
function timeOf(start: string, t: Translate): string {
  return start.length > 10 ? start.slice(11, 16) : t('moveWholeDay');
}

function startLabel(start: Start, t: Translate): string {
  const time = timeOf(start.start, t);
  switch (start.state) {
    case 'open':
      return t('moveStartFree', { time, free: start.free });
    case 'full':
      return t('moveStartFull', { time });
    case 'stopped':
      return t('moveStartStopped', { time });
    case 'current':
      return t('moveStartCurrent', { time });
    case 'past':
      return t('moveStartPast', { time });
  }
}

export function MoveBookingButton({
  orderId,
  itemIndex,
  name,
  busy,
  run,
}: {
  orderId: number;
  itemIndex: number;
  name: string;
  busy: boolean;
  run(action: OrderAction): void;
}) {
  const { t } = useAdmin();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="secondary small"
        disabled={busy}
        aria-label={t('moveBookingLabel', { name })}
        onClick={() => setOpen(true)}
      >
        {t('moveBooking')}
      </button>
      {open && (
        <MoveDialog
          orderId={orderId}
          itemIndex={itemIndex}
          onClose={() => {
            setOpen(false);
            opener.current?.focus();
          }}
          onMove={(to, paid) => {
            setOpen(false);
            run({
              kind: 'move',
              key: crypto.randomUUID(),
              itemIndex,
              to,
              ...(paid ? { paid } : {}),
            });
          }}
        />
      )}
    </>
  );
}

function MoveDialog({
  orderId,
  itemIndex,
  onClose,
  onMove,
}: {
  orderId: number;
  itemIndex: number;
  onClose(): void;
  onMove(to: string, paid: { payment: DeskPayment; amount: number } | null): void;
}) {
  const { t, language } = useAdmin();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const loaded = useAdminQuery(adminEndpoints.moveOptions, {
    params: { id: orderId },
    query: { itemIndex },
  });
  const options = loaded.data;
  const dates = useMemo(
    () => [...new Set((options?.starts ?? []).map((start) => start.start.slice(0, 10)))],
    [options],
  );
  const firstOpen = options?.starts.find((start) => start.state === 'open');
  const [date, setDate] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const shownDate = date ?? firstOpen?.start.slice(0, 10) ?? dates[0] ?? '';
  const starts = (options?.starts ?? []).filter((start) => start.start.startsWith(shownDate));
  const [payment, setPayment] = useState<DeskPayment | null>(null);
  const choice = options?.starts.find((start) => start.start === chosen && start.state === 'open');
  const difference = choice?.difference ?? options?.starts[0]?.difference ?? 0;
  const ready = choice !== undefined && (choice.difference <= 0 || payment !== null);

  // A layout effect: its clean-up runs while the dialog is still on the page. The button that
  // opened it takes the focus back (`MoveBookingButton`); a move moves it to the order's heading.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const money = (cents: number) => formatMoney(Math.abs(cents), language);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog move-dialog"
      aria-labelledby={`${id}-title`}
      {...(options ? { 'aria-describedby': `${id}-text` } : {})}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('moveTitle')}</h2>
      {!options ? (
        loaded.isError ? (
          <QueryFailure
            query={loaded}
            describe={(error) => orderErrorText(error, t)}
            className="admin-error"
          />
        ) : (
          <Spinner label={t('loading')} />
        )
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!choice || !ready) return;
            onMove(
              choice.start,
              choice.difference > 0 && payment ? { payment, amount: choice.difference } : null,
            );
          }}
        >
          <p id={`${id}-text`}>
            {t('moveIntro', {
              name: options.name,
              current: options.current.replace('T', ' '),
              places: options.places,
            })}
          </p>
          {dates.length === 0 ? (
            <p>{t('moveNoStarts')}</p>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`${id}-date`}>{t('moveDate')}</label>
                <select
                  id={`${id}-date`}
                  value={shownDate}
                  onChange={(event) => {
                    setDate(event.target.value);
                    setChosen(null);
                  }}
                >
                  {dates.map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </select>
              </div>
              <fieldset className="move-starts">
                <legend>{t('moveStart')}</legend>
                {starts.map((start) => {
                  const disabled = start.state !== 'open';
                  return (
                    <label key={start.start} className={disabled ? 'disabled' : undefined}>
                      <input
                        type="radio"
                        name={`${id}-start`}
                        value={start.start}
                        checked={chosen === start.start}
                        disabled={disabled}
                        onChange={() => setChosen(start.start)}
                      />{' '}
                      {startLabel(start, t)}
                    </label>
                  );
                })}
              </fieldset>
              <p className="hint" aria-live="polite">
                {difference === 0
                  ? t('movePriceSame')
                  : difference < 0
                    ? t('movePriceLower', { amount: money(difference) })
                    : t('movePriceHigher', { amount: money(difference) })}
              </p>
              {difference > 0 && (
                <fieldset className="move-starts">
                  <legend>{t('movePaidLegend', { amount: money(difference) })}</legend>
                  {DESK_PAYMENTS.map((kind) => (
                    <label key={kind}>
                      <input
                        type="radio"
                        name={`${id}-paid`}
                        value={kind}
                        checked={payment === kind}
                        onChange={() => setPayment(kind)}
                      />{' '}
                      {t(kind === 'cash' ? 'movePaidCash' : 'movePaidCard')}
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
          <div className="row-actions">
            <button type="submit" disabled={!ready}>
              {choice && choice.difference > 0
                ? t('moveConfirmPaid', { amount: money(choice.difference) })
                : t('moveConfirm')}
            </button>
            <button type="button" className="secondary" onClick={onClose} autoFocus>
              {t('keep')}
            </button>
          </div>
        </form>
      )}
      {!options && (
        <div className="row-actions">
          <button type="button" className="secondary" onClick={onClose} autoFocus>
            {t('keep')}
          </button>
        </div>
      )}
    </dialog>
  );
}
