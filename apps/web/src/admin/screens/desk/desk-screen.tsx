/**
 * The desk sale: pick tickets for an event's slot, guided tours with their questions,
 * annual passes with holders, shop articles and gift vouchers (fixed or chosen amount) as the shop
 * offers them, see the basket priced by the server (desk/quote), take cash or card-terminal payment
 * and book (desk/sales), then print the tickets (the shop's PDF, in a new tab) or e-mail them.
 */
import { formatMoney, passHolderRequired } from '@foyer/domain';
import {
  adminEndpoints,
  type DeskPayment,
  type DeskQuote,
  type DeskSale,
} from '@foyer/domain/admin-contract';
import type { Merchandise } from '@foyer/domain/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { callAdmin } from '../../api';
import { useAdmin } from '../../context';
import { CountInput } from './desk-count';
import { DeskLookup } from './desk-lookup';
import { DeskPassEntryPanel } from './desk-pass-entry';
import { DeskPasses } from './desk-passes';
import { DeskSaleDone } from './desk-sale-done';
import { DeskTours, type TourPick } from './desk-tours';
import { DeskVoucherAmounts } from './desk-voucher-amounts';
import { DeskVouchers, voucherCartItems, type VoucherPicks } from './desk-vouchers';
import { componentKey, deskCartItems, isFixedComponent } from './desk-cart';
import type { DeskPart } from './desk-more';
import { deskErrorText } from './desk-texts';
import {
  SHOP_CATALOG_KEY,
  shopArticlesQuery,
  shopEventsQuery,
  shopTicketsQuery,
  useShopLanguage,
} from './shop-catalog';
import './desk.css';

type Counts = Record<number, number>;

/** Nothing read yet: the same empty lists on every render. */
const NONE: never[] = [];
// The pass articles need holder names: they are sold in DeskPasses.
const plainArticles = (list: Merchandise[]) =>
  list.filter((item) => !passHolderRequired(item.product_kind_ref));

export default function DeskScreen() {
  const { t, language } = useAdmin();
  const shopLanguage = useShopLanguage();
  const id = useId();
  // The desk's own calendar day (the Swedish locale writes YYYY-MM-DD).
  const today = new Date().toLocaleDateString('sv');
  const queryClient = useQueryClient();
  // The shop's offers, as the shop has them now (asked again after each sale).
  const eventList = useQuery(shopEventsQuery(shopLanguage));
  const articleList = useQuery({ ...shopArticlesQuery(shopLanguage), select: plainArticles });
  const events = eventList.data ?? NONE;
  const articles = articleList.data ?? NONE;
  const [chosenEvent, setEventId] = useState<number | null>(null);
  const eventId = chosenEvent ?? events[0]?.id ?? null;
  const [date, setDate] = useState(today);
  // The tickets and slots of the event's day; the last day's stay in view while the next loads.
  const collection = useQuery({
    ...shopTicketsQuery(shopLanguage, eventId ?? 0, date),
    enabled: eventId !== null,
    placeholderData: keepPreviousData,
  });
  const tickets = collection.data?.tickets ?? NONE;
  const slots = collection.data?.timeslots ?? NONE;
  // The slot chosen while it has places, else the first slot with places.
  const [chosenSlot, setSlot] = useState<string | null>(null);
  const slot = slots.some((entry) => entry.datetime === chosenSlot && entry.max_tickets > 0)
    ? chosenSlot
    : (slots.find((entry) => entry.max_tickets > 0)?.datetime ?? null);
  // The slot's tickets, for an annual pass's free entry.
  const slotTickets = useMemo(
    () =>
      tickets
        .filter(
          (ticket) =>
            ticket.family === 0 && ticket.schedule.some((entry) => entry.datetime === slot),
        )
        .map((ticket) => ({ id: ticket.id, name: ticket.name })),
    [tickets, slot],
  );
  const [counts, setCounts] = useState<Counts>({});
  const [components, setComponents] = useState<Record<string, number>>({});
  const [articleCounts, setArticleCounts] = useState<Counts>({});
  const [tour, setTour] = useState<{ item: TourPick; incomplete: boolean }>({
    item: null,
    incomplete: false,
  });
  const [voucherPicks, setVoucherPicks] = useState<VoucherPicks>({});
  const [codes, setCodes] = useState<string[]>([]);
  const [round, setRound] = useState(0);
  // The parts that report their own items: variable-amount vouchers, annual passes.
  const [parts, setParts] = useState<Record<string, DeskPart>>({});
  const onAmounts = useCallback((part: DeskPart) => setParts((c) => ({ ...c, amounts: part })), []);
  const onPasses = useCallback((part: DeskPart) => setParts((c) => ({ ...c, passes: part })), []);
  const partsIncomplete = Object.values(parts).some((part) => part.incomplete);
  const onTour = useCallback(
    (item: TourPick, incomplete: boolean) => setTour({ item, incomplete }),
    [],
  );
  // The server's price of a basket, with the basket it priced (`cartKey`).
  const [priced, setPriced] = useState<{ cart: string; quote: DeskQuote } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loadFailure = eventList.isError || articleList.isError ? t('errorGeneric') : null;
  const shownError = error ?? loadFailure;
  const [payment, setPayment] = useState<DeskPayment>('cash');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sale, setSale] = useState<DeskSale | null>(null);
  const money = (cents: number) => formatMoney(cents, language);

  const items = useMemo(
    () => [
      ...deskCartItems({
        eventId,
        date,
        slot,
        tickets,
        counts,
        components,
        articles: articleCounts,
      }),
      ...(tour.item ? [tour.item] : []),
      ...Object.values(parts).flatMap((part) => part.items),
      ...voucherCartItems(voucherPicks, codes),
    ],
    [
      eventId,
      date,
      slot,
      tickets,
      counts,
      components,
      articleCounts,
      tour.item,
      parts,
      voucherPicks,
      codes,
    ],
  );
  const cartKey = JSON.stringify(items);
  // The last price stays in view while the changed basket is priced again, but only the price of
  // the basket as it is now may be charged: the cashier takes the amount on the button.
  const quote = priced?.quote ?? null;
  const current = priced?.cart === cartKey ? priced.quote : null;

  // The basket is priced as it changes, after a pause in typing: a POST for a basket that exists
  // only here, not data kept by key, so it stays an effect.
  useEffect(() => {
    if (items.length === 0) {
      setPriced(null);
      setError(null);
      return;
    }
    // An answer for a basket that has changed since is dropped.
    let stale = false;
    const timer = setTimeout(() => {
      callAdmin(adminEndpoints.deskQuote, { body: { language, items } })
        .then((answer) => {
          if (stale) return;
          setPriced({ cart: cartKey, quote: answer });
          setError(null);
        })
        .catch((failure: unknown) => {
          if (stale) return;
          setPriced(null);
          setError(deskErrorText(failure, t));
        });
    }, 250);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // The cart's content, not its identity, decides.
  }, [cartKey, language, t]);

  async function sell() {
    setBusy(true);
    try {
      const customer = {
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
      };
      setSale(
        await callAdmin(adminEndpoints.deskSell, {
          body: { language, items, payment, customer },
        }),
      );
      setError(null);
      askOffersAgain();
    } catch (failure) {
      setError(deskErrorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  /** The places and stock left change with every sale: the shop's offers are read again. */
  function askOffersAgain() {
    void queryClient.invalidateQueries({ queryKey: SHOP_CATALOG_KEY });
  }

  function reset() {
    askOffersAgain();
    setSale(null);
    setCounts({});
    setComponents({});
    setArticleCounts({});
    setVoucherPicks({});
    setCodes([]);
    setRound((current) => current + 1);
    setName('');
    setEmail('');
    setPriced(null);
  }

  const slotTime = (datetime: string) => datetime.slice(11, 16);

  return (
    <div className="desk">
      <h1>{t('deskTitle')}</h1>
      <div className="desk-grid">
        <section aria-labelledby={`${id}-tickets`} className="desk-panel">
          <h2 id={`${id}-tickets`}>{t('deskTickets')}</h2>
          <div className="desk-row">
            <div className="field">
              <label htmlFor={`${id}-event`}>{t('deskEvent')}</label>
              <select
                id={`${id}-event`}
                value={eventId ?? ''}
                onChange={(event) => {
                  setEventId(Number(event.target.value));
                  setCounts({});
                }}
              >
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-date`}>{t('deskDate')}</label>
              <input
                id={`${id}-date`}
                type="date"
                min={today}
                value={date}
                onChange={(event) => event.target.value && setDate(event.target.value)}
              />
            </div>
          </div>
          {tickets.some((ticket) => ticket.mode === 1) && (
            <fieldset className="desk-slots">
              <legend>{t('deskSlot')}</legend>
              {slots.length === 0 && <p className="hint">{t('deskNoSlots')}</p>}
              {slots.map((entry) => (
                <label
                  key={entry.datetime}
                  className={entry.datetime === slot ? 'desk-slot chosen' : 'desk-slot'}
                >
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={entry.datetime}
                    checked={entry.datetime === slot}
                    disabled={entry.max_tickets === 0}
                    onChange={() => setSlot(entry.datetime)}
                  />
                  {entry.max_tickets === 0
                    ? t('deskSlotFull', { time: slotTime(entry.datetime) })
                    : t('deskSlotLeft', {
                        time: slotTime(entry.datetime),
                        left: entry.max_tickets,
                      })}
                </label>
              ))}
            </fieldset>
          )}
          <div className="desk-list">
            {tickets.map((ticket) => (
              <div key={ticket.id} className="desk-item">
                <CountInput
                  id={`${id}-ticket-${ticket.id}`}
                  label={`${ticket.name} · ${money(ticket.price)}`}
                  value={counts[ticket.id] ?? 0}
                  max={99}
                  onChange={(value) => setCounts({ ...counts, [ticket.id]: value })}
                />
                {ticket.family === 1 && (counts[ticket.id] ?? 0) > 0 && (
                  <fieldset className="desk-components">
                    <legend>{t('deskComponents', { ticket: ticket.name })}</legend>
                    {ticket.subtickets
                      .filter((sub) => !isFixedComponent(sub))
                      .map((sub) => {
                        const key = componentKey(ticket.id, sub.id);
                        return (
                          <CountInput
                            key={key}
                            id={`${id}-sub-${key.replace(':', '-')}`}
                            label={sub.name}
                            value={components[key] ?? 0}
                            max={sub.max_quantity}
                            onChange={(value) => setComponents({ ...components, [key]: value })}
                          />
                        );
                      })}
                  </fieldset>
                )}
              </div>
            ))}
          </div>
          <DeskTours date={date} round={round} onChange={onTour} />
          <h2>{t('deskArticles')}</h2>
          <div className="desk-list">
            {articles.map((article) => (
              <CountInput
                key={article.id}
                id={`${id}-article-${article.id}`}
                label={`${article.name} · ${money(article.price)} (${t('deskInStock', { count: article.stock })})`}
                value={articleCounts[article.id] ?? 0}
                max={Math.max(0, article.stock)}
                onChange={(value) => setArticleCounts({ ...articleCounts, [article.id]: value })}
              />
            ))}
          </div>
          <DeskPasses round={round} onChange={onPasses} />
          <DeskVouchers
            picks={voucherPicks}
            codes={codes}
            onPicks={setVoucherPicks}
            onCodes={setCodes}
          >
            <DeskVoucherAmounts round={round} onChange={onAmounts} />
          </DeskVouchers>
        </section>
        <section aria-labelledby={`${id}-basket`} className="desk-panel desk-basket">
          <h2 id={`${id}-basket`}>{t('deskBasket')}</h2>
          {sale ? (
            <DeskSaleDone sale={sale} onNext={reset} />
          ) : (
            <>
              {!quote && !shownError && <p className="hint">{t('deskBasketEmpty')}</p>}
              {quote && (
                <table className="desk-lines" aria-busy={current ? undefined : true}>
                  <tbody>
                    {quote.lines.map((line, index) => (
                      <tr key={index}>
                        <td>
                          {line.count} × {line.name}
                          {line.when && (
                            <span className="hint"> · {line.when.replace('T', ' ')}</span>
                          )}
                        </td>
                        <td className="num">{money(line.totalPrice)}</td>
                      </tr>
                    ))}
                    {quote.voucherDiscount !== 0 && (
                      <tr>
                        <td />
                        <td className="num">{money(quote.voucherDiscount)}</td>
                      </tr>
                    )}
                  </tbody>
                  <tfoot>
                    <tr className="desk-total">
                      <th scope="row">{t('deskTotal')}</th>
                      <td className="num" data-testid="desk-total">
                        {money(quote.total)}
                      </td>
                    </tr>
                    {quote.vatByRate.map((line) => (
                      <tr key={line.rate} className="hint">
                        <td>{t('deskVat', { rate: line.rate })}</td>
                        <td className="num">{money(line.vat)}</td>
                      </tr>
                    ))}
                  </tfoot>
                </table>
              )}
              {shownError && (
                <p role="alert" className="admin-error">
                  {shownError}
                </p>
              )}
              <fieldset className="desk-payment">
                <legend>{t('deskPayment')}</legend>
                {(['cash', 'card_terminal'] as const).map((kind) => (
                  <label key={kind}>
                    <input
                      type="radio"
                      name={`${id}-payment`}
                      checked={payment === kind}
                      onChange={() => setPayment(kind)}
                    />
                    {t(kind === 'cash' ? 'payCash' : 'payCardTerminal')}
                  </label>
                ))}
              </fieldset>
              <fieldset className="desk-customer">
                <legend>{t('deskCustomer')}</legend>
                <div className="field">
                  <label htmlFor={`${id}-name`}>{t('deskName')}</label>
                  <input
                    id={`${id}-name`}
                    autoComplete="off"
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${id}-email`}>{t('deskEmail')}</label>
                  <input
                    id={`${id}-email`}
                    type="email"
                    autoComplete="off"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                  />
                </div>
              </fieldset>
              <button
                type="button"
                disabled={!current || busy || tour.incomplete || partsIncomplete}
                onClick={sell}
              >
                {t('deskSell')}
                {current ? ` · ${money(current.total)}` : ''}
              </button>
            </>
          )}
        </section>
      </div>
      <DeskPassEntryPanel slot={slot} tickets={slotTickets} />
      <DeskLookup />
    </div>
  );
}
