/**
 * The event and tour editors' part for the days that do not go to plan (docs/decisions.md
 * "Stopping, cancelling and messaging dates"): stopping and starting the sales of the whole event
 * (tour) or of a date, and cancelling or messaging the visitors of the event (tour), of a date or of
 * the selected slots (starts).
 * A cancellation or message is checked first (how many orders, places, what is refunded, who has no
 * e-mail address), asked once more with the amount, then runs on the server while this shows its
 * progress; the end lists what the provider refused and whom no e-mail reaches, with links to the
 * orders. Earlier closures of the event (tour) are listed with their results.
 */
import { formatMoney } from '@foyer/domain';
import { catalogEndpoints, type CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
import { catalogDayEndpoints } from '@foyer/domain/admin-contract/catalog-days';
import {
  catalogTourEndpoints,
  type CatalogTourDetail,
} from '@foyer/domain/admin-contract/catalog-tours';
import {
  closureEndpoints,
  type Closure,
  type ClosurePreview,
  type ClosureScope,
} from '@foyer/domain/admin-contract/closures';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { callAdmin } from '../../api';
import { AdminLink } from '../../components/admin-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import { adminQuery, useInvalidateAdmin } from '../../queries';
import { DEFAULT_LANGUAGE } from './catalog-form';
import { languageName, LanguageRow } from './language-row';
import { today } from './schedule-table';
import './closure-texts';
import './closure-panel.css';

type Kind = 'cancel' | 'message';
/** The whole event (tour), one of its dates, or the selected slots (starts). */
type Extent = 'all' | 'day' | 'slots';

/** What the panel stops, cancels or messages: an event or a guided tour, with its editor's update. */
export type ClosureSubject =
  | { type: 'event'; id: number; onDetail(detail: CatalogEventDetail): void }
  | { type: 'tour'; id: number; onDetail(detail: CatalogTourDetail): void };

/** The texts that name the subject's parts: an event's slots, a tour's starts. */
const WORDS = {
  event: {
    stopAll: 'stopEvent',
    openAll: 'openEvent',
    scopeAll: 'scopeEvent',
    scopeSlots: 'scopeSlots',
    needsSlots: 'closureNeedsSlots',
    previewText: 'closurePreviewText',
    confirmCancel: 'closureConfirmCancel',
    allText: 'closureScopeEventText',
    slotsText: 'closureScopeSlotsText',
  },
  tour: {
    stopAll: 'stopTour',
    openAll: 'openTour',
    scopeAll: 'scopeTour',
    scopeSlots: 'scopeStarts',
    needsSlots: 'closureNeedsStarts',
    previewText: 'closurePreviewTextTour',
    confirmCancel: 'closureConfirmCancelTour',
    allText: 'closureScopeTourText',
    slotsText: 'closureScopeStartsText',
  },
} as const;

/** The closure scope of an extent of the subject, or null when its date or slots are missing. */
function scopeOf(
  subject: Pick<ClosureSubject, 'type' | 'id'>,
  extent: Extent,
  date: string,
  slotIds: readonly number[],
): ClosureScope | null {
  if (extent === 'day' && !date) return null;
  if (extent === 'slots' && slotIds.length === 0) return null;
  const ids = [...slotIds];
  if (subject.type === 'event') {
    const eventId = subject.id;
    if (extent === 'all') return { kind: 'event', eventId };
    return extent === 'day'
      ? { kind: 'day', eventId, date }
      : { kind: 'slots', eventId, slotIds: ids };
  }
  const tourId = subject.id;
  if (extent === 'all') return { kind: 'tour', tourId };
  return extent === 'day'
    ? { kind: 'tourDay', tourId, date }
    : { kind: 'tourSlots', tourId, slotIds: ids };
}

/** A new idempotency key per start: a repeated click answers the closure already started. */
function newKey(): string {
  return globalThis.crypto.randomUUID();
}

export function ClosurePanel({
  subject,
  selectedSlots,
  slotsRequest,
}: {
  subject: ClosureSubject;
  /** The slots (starts) selected in the table. */
  selectedSlots: readonly number[];
  /** Raised each time the table asks for the form with its selected slots. */
  slotsRequest: number;
}) {
  const { t, me } = useAdmin();
  const mayRefund = me?.permissions.includes('orders.refund') === true;
  const [running, setRunning] = useState<number | null>(null);
  return (
    <section aria-labelledby="closures-title" className="closures">
      <h2 id="closures-title">{t('salesHeading')}</h2>
      <SalesSwitches subject={subject} />
      {mayRefund && (
        <>
          <ClosureForm
            subject={subject}
            selectedSlots={selectedSlots}
            slotsRequest={slotsRequest}
            running={running}
            onStarted={setRunning}
          />
          <ClosureHistory subject={subject} except={running} />
        </>
      )}
    </section>
  );
}

/** Stop or start the sales of the whole event (tour), or of one date. */
function SalesSwitches({ subject }: { subject: ClosureSubject }) {
  const { t } = useAdmin();
  const action = useAction((error) => errorText(error, t));
  const [date, setDate] = useState(today());
  const invalidate = useInvalidateAdmin();
  const words = WORDS[subject.type];
  const set = (state: 'open' | 'stopped', day?: string) =>
    action.run(async () => {
      const request = {
        params: { id: subject.id },
        body: { state, ...(day ? { date: day } : {}) },
      };
      if (subject.type === 'event') {
        subject.onDetail(await callAdmin(closureEndpoints.catalogEventSales, request));
        await invalidate(catalogDayEndpoints.catalogDays);
      } else {
        subject.onDetail(await callAdmin(closureEndpoints.catalogTourSales, request));
      }
      return t(state === 'open' ? 'salesOpenedDone' : 'salesStoppedDone');
    });
  return (
    <div className="catalog-box">
      <p className="hint">{t('salesHint')}</p>
      <p className="row-actions">
        <button type="button" onClick={() => void set('stopped')}>
          {t(words.stopAll)}
        </button>
        <button type="button" className="secondary" onClick={() => void set('open')}>
          {t(words.openAll)}
        </button>
      </p>
      <div className="row-actions sales-date">
        <div className="field">
          <label htmlFor="sales-date">{t('salesDate')}</label>
          <input
            id="sales-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <button type="button" onClick={() => void set('stopped', date)} disabled={!date}>
          {t('stopDate')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => void set('open', date)}
          disabled={!date}
        >
          {t('openDate')}
        </button>
      </div>
      <StatusLine status={action.message} />
    </div>
  );
}

function ClosureForm({
  subject,
  selectedSlots,
  slotsRequest,
  running,
  onStarted,
}: {
  subject: ClosureSubject;
  selectedSlots: readonly number[];
  slotsRequest: number;
  /** The closure started here, shown below the form while it runs and after. */
  running: number | null;
  onStarted(id: number): void;
}) {
  const { t, language } = useAdmin();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [kind, setKind] = useState<Kind>('cancel');
  const [scopeKind, setScopeKind] = useState<Extent>('day');
  const words = WORDS[subject.type];
  const [date, setDate] = useState(today());
  const [textLanguage, setTextLanguage] = useState<string>(DEFAULT_LANGUAGE);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<ClosurePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const action = useAction((error) => errorText(error, t));
  const money = (cents: number) => formatMoney(cents, language);

  // The table's "Cancel or message…" brings the staff member here with its slots chosen.
  useEffect(() => {
    if (slotsRequest === 0) return;
    setScopeKind('slots');
    setPreview(null);
    const target = heading.current;
    if (!target) return;
    // Browsers scroll a focused element into view; the test DOM has no scrolling.
    if ('scrollIntoView' in target && typeof target.scrollIntoView === 'function') {
      target.scrollIntoView({ block: 'start' });
    }
    target.focus();
  }, [slotsRequest]);

  const scope = (): ClosureScope | string =>
    scopeOf(subject, scopeKind, date, selectedSlots) ??
    (scopeKind === 'day' ? t('closureNeedsDate') : t(words.needsSlots));
  const written = Object.entries(texts)
    .filter(([, text]) => text.trim() !== '')
    .map(([code]) => code);
  const changed = () => setPreview(null);

  /** The scope chosen, or false after saying what is missing. */
  const chosenScope = (): ClosureScope | false => {
    const chosen = scope();
    if (typeof chosen !== 'string') return chosen;
    action.setMessage({ ok: false, text: chosen });
    return false;
  };
  const check = () => {
    const chosen = chosenScope();
    if (!chosen) return;
    void action.run(async () => {
      setPreview(
        await callAdmin(closureEndpoints.closurePreview, { body: { kind, scope: chosen } }),
      );
      return null;
    });
  };
  const start = () => {
    const chosen = chosenScope();
    if (!chosen) return;
    const message = Object.fromEntries(written.map((code) => [code, texts[code] ?? '']));
    void action.run(async () => {
      const closure = await callAdmin(closureEndpoints.closureStart, {
        body: { key: newKey(), kind, scope: chosen, message },
      });
      onStarted(closure.id);
      setPreview(null);
      return null;
    });
  };

  return (
    <form
      className="catalog-box closure-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (written.length === 0) {
          action.setMessage({ ok: false, text: t('closureNeedsText') });
          return;
        }
        check();
      }}
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('closureHeading')}
      </h3>
      <fieldset>
        <legend>{t('closureKind')}</legend>
        {(['cancel', 'message'] as const).map((value) => (
          <label key={value} className="switch">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === value}
              onChange={() => {
                setKind(value);
                changed();
              }}
            />
            {t(value === 'cancel' ? 'closureCancel' : 'closureMessage')}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('closureScope')}</legend>
        <label className="switch">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scopeKind === 'all'}
            onChange={() => {
              setScopeKind('all');
              changed();
            }}
          />
          {t(words.scopeAll)}
        </label>
        <label className="switch">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scopeKind === 'day'}
            onChange={() => {
              setScopeKind('day');
              changed();
            }}
          />
          {t('scopeDay')}
        </label>
        {scopeKind === 'day' && (
          <div className="field">
            <label htmlFor={`${id}-date`}>{t('salesDate')}</label>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => {
                setDate(event.target.value);
                changed();
              }}
            />
          </div>
        )}
        <label className="switch">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={scopeKind === 'slots'}
            onChange={() => {
              setScopeKind('slots');
              changed();
            }}
          />
          {t(words.scopeSlots, { count: selectedSlots.length })}
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('closureText')}</legend>
        <LanguageRow
          value={textLanguage}
          onChange={setTextLanguage}
          label={t('closureTextLanguage')}
        />
        <div className="field">
          <label htmlFor={`${id}-text`}>
            {t('closureTextLanguage')}: {languageName(textLanguage)}
          </label>
          <textarea
            id={`${id}-text`}
            lang={textLanguage}
            rows={4}
            maxLength={4000}
            value={texts[textLanguage] ?? ''}
            aria-describedby={`${id}-text-hint`}
            onChange={(event) => setTexts({ ...texts, [textLanguage]: event.target.value })}
          />
          <p id={`${id}-text-hint`} className="hint">
            {t('closureTextHint', { fallback: languageName(DEFAULT_LANGUAGE) })}{' '}
            {written.length > 0
              ? t('closureWritten', { languages: written.map(languageName).join(', ') })
              : t('closureWrittenNone')}
          </p>
        </div>
      </fieldset>
      <p className="row-actions">
        <button type="submit" className="secondary">
          {t('closurePreviewButton')}
        </button>
        {preview && (
          <button type="button" onClick={() => setConfirming(true)}>
            {t(kind === 'cancel' ? 'closureStartCancel' : 'closureStartMessage')}
          </button>
        )}
      </p>
      <div aria-live="polite">
        {preview && (
          <p className="closure-preview">
            {t(words.previewText, {
              orders: preview.orders,
              places: preview.places,
              slots: preview.slots,
            })}
            {kind === 'cancel' && (
              <> {t('closurePreviewAmount', { amount: money(preview.amount) })}</>
            )}
            {preview.withoutEmail > 0 && (
              <> {t('closurePreviewNoEmail', { count: preview.withoutEmail })}</>
            )}
          </p>
        )}
      </div>
      {confirming && preview && (
        <ConfirmDialog
          text={
            kind === 'cancel'
              ? t(words.confirmCancel, { orders: preview.orders, amount: money(preview.amount) })
              : t('closureConfirmMessage', { orders: preview.orders })
          }
          onConfirm={() => {
            setConfirming(false);
            start();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
      <StatusLine status={action.message} />
      {running !== null && <ClosureProgress id={running} />}
    </form>
  );
}

/** A running closure's progress, asked every second until it is done; then its result. */
function ClosureProgress({ id }: { id: number }) {
  const invalidate = useInvalidateAdmin();
  const query = useQuery({
    ...adminQuery(closureEndpoints.closure, { params: { id } }),
    refetchInterval: (state) => (state.state.data?.status === 'done' ? false : 1000),
  });
  const status = query.data?.status;
  useEffect(() => {
    // The slots' sold and held counts and the closure list changed with it.
    if (status === 'done') {
      void invalidate(
        catalogEndpoints.catalogEvent,
        catalogDayEndpoints.catalogDays,
        closureEndpoints.closuresOfEvent,
        catalogTourEndpoints.catalogTour,
        closureEndpoints.closuresOfTour,
      );
    }
  }, [status, invalidate]);
  return query.data ? <ClosureResult closure={query.data} /> : null;
}

/** What a closure did: its progress while it runs, then refunds, e-mails, refusals, no address. */
export function ClosureResult({ closure }: { closure: Closure }) {
  const { t, language } = useAdmin();
  const money = (cents: number) => formatMoney(cents, language);
  const running = closure.status === 'running';
  return (
    <div className="closure-result" aria-live="polite">
      {running ? (
        <>
          <progress
            value={closure.done}
            max={Math.max(1, closure.total)}
            aria-label={t('closureRunning', { done: closure.done, total: closure.total })}
          />
          <p>{t('closureRunning', { done: closure.done, total: closure.total })}</p>
        </>
      ) : (
        <p className="closure-done">
          {closure.kind === 'cancel'
            ? t('closureDoneCancel', {
                cancelled: closure.cancelledOrders,
                amount: money(closure.refunded),
                mailed: closure.mailed,
              })
            : t('closureDoneMessage', { mailed: closure.mailed })}
        </p>
      )}
      <OrderList title={t('closureRefused')} orders={closure.refused} />
      <OrderList title={t('closureUnreachable')} orders={closure.unreachable} />
    </div>
  );
}

function OrderList({ title, orders }: { title: string; orders: Closure['refused'] }) {
  const { t } = useAdmin();
  if (orders.length === 0) return null;
  return (
    <div className="closure-orders">
      <p>{title}</p>
      <ul>
        {orders.map((order) => (
          <li key={order.orderId}>
            <AdminLink to={`orders/${order.orderId}`}>{order.number}</AdminLink>
            {order.reason
              ? ` — ${order.reason === 'PAYMENT_DISPUTED' ? t('closureDisputed') : order.reason}`
              : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The event's (tour's) earlier closures, newest first, each with its result. */
function ClosureHistory({ subject, except }: { subject: ClosureSubject; except: number | null }) {
  const { t, language } = useAdmin();
  const words = WORDS[subject.type];
  const query = useQuery(
    adminQuery(
      subject.type === 'event' ? closureEndpoints.closuresOfEvent : closureEndpoints.closuresOfTour,
      { params: { id: subject.id } },
    ),
  );
  const closures = (query.data?.closures ?? []).filter((closure) => closure.id !== except);
  if (closures.length === 0) return null;
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' });
  const scopeText = (scope: ClosureScope) =>
    scope.kind === 'event' || scope.kind === 'tour'
      ? t(words.allText)
      : scope.kind === 'day' || scope.kind === 'tourDay'
        ? scope.date
        : t(words.slotsText, { count: scope.slotIds.length });
  return (
    <div className="catalog-box">
      <h3>{t('closureHistory')}</h3>
      <ul className="closure-history">
        {closures.map((closure) => (
          <li key={closure.id}>
            <p>
              <strong>
                {t(closure.kind === 'cancel' ? 'closureKindCancel' : 'closureKindMessage')}
              </strong>{' '}
              · {scopeText(closure.scope)} ·{' '}
              <time dateTime={closure.createdAt}>{when.format(new Date(closure.createdAt))}</time> ·{' '}
              {closure.staff}
            </p>
            <ClosureResult closure={closure} />
          </li>
        ))}
      </ul>
    </div>
  );
}
