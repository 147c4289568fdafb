/**
 * The till's selling view: the slot strip of the chosen day (places left, read again every 15 s
 * and after each sale), tiles that add one each, the basket with steppers and the server's total,
 * the payment step, the receipt of the last sale with its storno, and the shift's closing.
 */
import { addDays, formatMoney, isSlotMode, venueToday, type Language } from '@foyer/domain';
import {
  adminEndpoints,
  type DeskQuote,
  type TillReceipt,
  type TillSale,
  type TillShift,
  type TillZReport,
} from '@foyer/domain/admin-contract';
import type { Timeslot } from '@foyer/domain/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { callAdmin } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdmin } from '../../context';
import { LANGUAGE_NAMES } from '../../i18n';
import { DeskPassEntryPanel } from '../desk/desk-pass-entry';
import {
  SHOP_CATALOG_KEY,
  shopArticlesQuery,
  shopEventsQuery,
  shopTicketsQuery,
  shopVoucherTypesQuery,
  useShopLanguage,
} from '../desk/shop-catalog';
import { TillClose } from './till-close';
import {
  articleTiles,
  changeCount,
  newRequestKey,
  nextSlot,
  slotsAhead,
  ticketTiles,
  tillCartItems,
  voucherTiles,
  type TillBasket,
  type TillTile,
} from './till-logic';
import { TillPayDialog } from './till-pay';
import { TillReceiptView } from './till-receipt';
import { tillErrorText, useTillText } from './till-texts';

/** The places left are read again this often (and after each sale). */
const SLOT_POLL_MS = 15_000;
/** How many days ahead the till looks for the next slot with places. */
const DAYS_AHEAD = 14;
const NONE: never[] = [];

/** The current instant, renewed every 30 seconds (the next slot moves on with the clock). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function TillSelling(props: {
  shift: TillShift;
  openedAt: string;
  onClosed: (report: TillZReport) => void;
}) {
  const { me, language } = useAdmin();
  const t = useTillText();
  const id = useId();
  const queryClient = useQueryClient();
  const shopLanguage = useShopLanguage();
  const timeZone = me?.timeZone ?? 'Europe/Berlin';
  const shopLanguages: readonly Language[] = me?.shopLanguages ?? [shopLanguage];
  const [visitorLanguage, setVisitorLanguage] = useState<Language>(
    shopLanguages[0] ?? shopLanguage,
  );
  const money = (cents: number) => formatMoney(cents, language);
  const now = useNow();
  const today = venueToday(now, timeZone);

  // The shop's offers as the shop has them now.
  const events = useQuery(shopEventsQuery(shopLanguage)).data ?? NONE;
  const articles = useQuery(shopArticlesQuery(shopLanguage)).data ?? NONE;
  const voucherTypes = useQuery(shopVoucherTypesQuery(shopLanguage)).data ?? NONE;
  // What sells most puts the article tiles in order; until it is known, the catalog's order.
  const bestSellers =
    useQuery({
      queryKey: ['till', 'best-sellers'],
      queryFn: ({ signal }) => callAdmin(adminEndpoints.tillBestSellers, { signal }),
      staleTime: 10 * 60_000,
    }).data?.articles ?? NONE;
  const [chosenEvent, setChosenEvent] = useState<number | null>(null);
  const eventId = chosenEvent ?? events[0]?.id ?? null;
  const [dayOffset, setDayOffset] = useState(0);
  const date = addDays(today, dayOffset);
  const collection = useQuery({
    ...shopTicketsQuery(shopLanguage, eventId ?? 0, date),
    enabled: eventId !== null,
    refetchInterval: SLOT_POLL_MS,
    placeholderData: keepPreviousData,
  });
  const tickets = collection.data?.tickets ?? NONE;
  const ahead = slotsAhead(collection.data?.timeslots ?? NONE, now, timeZone);
  const timed = tickets.some((ticket) => isSlotMode(ticket.mode));
  const next = nextSlot(ahead, now, timeZone);
  // No slot with places left on the day: the next day is looked at (up to two weeks ahead).
  const nothingLeft =
    collection.isSuccess && !collection.isPlaceholderData && timed && next === null;
  useEffect(() => {
    if (nothingLeft && dayOffset < DAYS_AHEAD) setDayOffset((offset) => offset + 1);
  }, [nothingLeft, dayOffset]);
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const slot: Timeslot | null =
    ahead.find((entry) => entry.datetime === chosenSlot && entry.max_tickets > 0) ??
    ahead.find((entry) => entry.datetime === next) ??
    null;

  const tiles = useMemo(
    () => ({
      tickets: ticketTiles(tickets, slot),
      articles: articleTiles(articles, bestSellers),
      vouchers: voucherTiles(voucherTypes),
    }),
    [tickets, slot, articles, bestSellers, voucherTypes],
  );
  const [basket, setBasket] = useState<TillBasket>({});
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [codes, setCodes] = useState<string[]>([]);
  const items = useMemo(
    () =>
      tillCartItems({
        basket,
        eventId,
        date,
        slot: slot?.datetime ?? null,
        tickets,
        codes,
      }),
    [basket, eventId, date, slot, tickets, codes],
  );
  const cartKey = JSON.stringify([visitorLanguage, items]);
  const [priced, setPriced] = useState<{ cart: string; quote: DeskQuote } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = priced?.cart === cartKey ? priced.quote : null;

  // The server prices the basket as it changes (the same prices, limits and places as the shop).
  useEffect(() => {
    if (items.length === 0) {
      setPriced(null);
      setError(null);
      return;
    }
    let stale = false;
    const timer = setTimeout(() => {
      callAdmin(adminEndpoints.deskQuote, { body: { language: visitorLanguage, items } })
        .then((quote) => {
          if (stale) return;
          setPriced({ cart: cartKey, quote });
          setError(null);
        })
        .catch((failure: unknown) => {
          if (stale) return;
          setPriced(null);
          setError(tillErrorText(failure, t));
        });
    }, 150);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // The cart's content, not its identity, decides.
  }, [cartKey, t]);

  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The sale's idempotency key: kept while the same basket is paid (a retry books once).
  const [saleKey, setSaleKey] = useState<{ cart: string; key: string } | null>(null);
  const [sale, setSale] = useState<TillSale | null>(null);
  // The till's last sale while it may still be cancelled, and the storno made of it.
  const [lastSale, setLastSale] = useState<TillReceipt | null>(null);
  const [storno, setStorno] = useState<TillReceipt | null>(null);
  const [confirmStorno, setConfirmStorno] = useState(false);
  const [closing, setClosing] = useState(false);

  function askOffersAgain() {
    void queryClient.invalidateQueries({ queryKey: SHOP_CATALOG_KEY });
  }

  function tap(key: string, name: string, delta: number) {
    if (sale || storno) nextSale();
    setLabels((known) => ({ ...known, [key]: name }));
    setBasket((now) => changeCount(now, key, delta));
  }

  function nextSale() {
    setSale(null);
    setStorno(null);
    setPayError(null);
  }

  async function pay(card: number, given: number | null) {
    if (!current) return;
    const key = saleKey?.cart === cartKey ? saleKey.key : newRequestKey();
    setSaleKey({ cart: cartKey, key });
    setBusy(true);
    try {
      const booked = await callAdmin(adminEndpoints.tillSell, {
        body: {
          till: props.shift.till,
          key,
          language: visitorLanguage,
          items,
          payment: given === null ? { card } : { card, given },
        },
      });
      setSale(booked);
      setLastSale(booked.receipt);
      setStorno(null);
      setPaying(false);
      setPayError(null);
      setBasket({});
      setCodes([]);
      setSaleKey(null);
      setPriced(null);
    } catch (failure) {
      setPayError(tillErrorText(failure, t));
    } finally {
      setBusy(false);
      askOffersAgain();
    }
  }

  async function cancelLast() {
    setConfirmStorno(false);
    if (!lastSale) return;
    setBusy(true);
    try {
      const receipt = await callAdmin(adminEndpoints.tillStorno, {
        // The sale the screen shows as the last: refused if another came after it meanwhile.
        body: { till: props.shift.till, key: newRequestKey(), transaction: lastSale.transactionId },
      });
      setStorno(receipt);
      setLastSale(null);
      setSale(null);
      setError(null);
    } catch (failure) {
      setError(tillErrorText(failure, t));
    } finally {
      setBusy(false);
      askOffersAgain();
    }
  }

  const slotTime = (datetime: string) => datetime.slice(11, 16);
  const entries = Object.entries(basket);
  const stornoButton = lastSale && (
    <button
      type="button"
      className="secondary"
      disabled={busy}
      onClick={() => setConfirmStorno(true)}
    >
      {t('tillStorno')}
    </button>
  );

  if (closing) {
    return (
      <TillClose
        till={props.shift.till}
        onBack={() => setClosing(false)}
        onClosed={(report) => {
          void queryClient.invalidateQueries({ queryKey: ['till', 'shift'] });
          props.onClosed(report);
        }}
      />
    );
  }

  return (
    <>
      <div className="till-bar">
        <p>
          {t('tillShiftOf', {
            till: props.shift.tillName,
            cashier: props.shift.cashier,
            time: props.openedAt,
          })}
        </p>
        <div className="field till-inline">
          <label htmlFor={`${id}-language`}>{t('tillVisitorLanguage')}</label>
          <select
            id={`${id}-language`}
            value={visitorLanguage}
            onChange={(event) =>
              setVisitorLanguage(
                shopLanguages.find((code) => code === event.target.value) ?? visitorLanguage,
              )
            }
          >
            {shopLanguages.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        {events.length > 1 && (
          <div className="field till-inline">
            <label htmlFor={`${id}-event`}>{t('tillEvent')}</label>
            <select
              id={`${id}-event`}
              value={eventId ?? ''}
              onChange={(event) => {
                setChosenEvent(Number(event.target.value));
                setDayOffset(0);
                setChosenSlot(null);
              }}
            >
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="button" className="secondary" onClick={() => setClosing(true)}>
          {t('tillCloseShift')}
        </button>
      </div>
      <div className="till-grid">
        <div className="till-offers">
          {timed && (
            <section aria-labelledby={`${id}-slots`} className="till-panel">
              <h2 id={`${id}-slots`}>{t('tillSlots', { date })}</h2>
              {ahead.length === 0 ? (
                <p className="hint">{t('tillNoSlots', { date })}</p>
              ) : (
                <div className="till-slots" data-testid="till-slots">
                  {ahead.map((entry) => (
                    <button
                      key={entry.datetime}
                      type="button"
                      className="till-slot"
                      aria-pressed={entry.datetime === slot?.datetime}
                      disabled={entry.max_tickets === 0}
                      data-slot={entry.datetime}
                      onClick={() => setChosenSlot(entry.datetime)}
                    >
                      {entry.max_tickets === 0
                        ? t('tillSlotFull', { time: slotTime(entry.datetime) })
                        : t('tillSlotLeft', {
                            time: slotTime(entry.datetime),
                            left: entry.max_tickets,
                          })}
                    </button>
                  ))}
                </div>
              )}
            </section>
          )}
          <TileGroup
            title={
              timed && slot
                ? t('tillTickets', { time: slotTime(slot.datetime) })
                : t('tillTicketsUntimed')
            }
            tiles={tiles.tickets}
            money={money}
            left={(tile) => t('tillLeft', { left: tile.left ?? 0 })}
            onTap={(tile) => tap(tile.key, tile.name, 1)}
          />
          <TileGroup
            title={t('tillArticles')}
            tiles={tiles.articles}
            money={money}
            left={(tile) => t('tillInStock', { left: tile.left ?? 0 })}
            onTap={(tile) => tap(tile.key, tile.name, 1)}
          />
          <TileGroup
            title={t('tillVouchers')}
            tiles={tiles.vouchers}
            money={money}
            left={() => ''}
            onTap={(tile) => tap(tile.key, tile.name, 1)}
          />
          <details className="till-panel till-more">
            <summary>{t('tillMoreTitle')}</summary>
            <VoucherCodeForm
              codes={codes}
              onCodes={(next) => {
                if (sale || storno) nextSale();
                setCodes(next);
              }}
            />
            <DeskPassEntryPanel
              slot={slot?.datetime ?? null}
              tickets={tickets
                .filter(
                  (ticket) =>
                    ticket.family === 0 &&
                    ticket.schedule.some((entry) => entry.datetime === slot?.datetime),
                )
                .map((ticket) => ({ id: ticket.id, name: ticket.name }))}
            />
          </details>
        </div>
        <section aria-labelledby={`${id}-basket`} className="till-panel till-basket">
          <h2 id={`${id}-basket`}>{t('tillBasket')}</h2>
          {sale || storno ? (
            <TillReceiptView
              sale={sale}
              storno={storno}
              visitorLanguage={visitorLanguage}
              stornoButton={stornoButton}
              onNext={nextSale}
            />
          ) : (
            <>
              {entries.length === 0 && codes.length === 0 && (
                <p className="hint">{t('tillBasketEmpty')}</p>
              )}
              <ul className="till-lines">
                {entries.map(([key, count]) => {
                  const name = labels[key] ?? key;
                  return (
                    <li key={key}>
                      <span className="till-line-name">{name}</span>
                      <span className="till-stepper">
                        <button
                          type="button"
                          className="secondary"
                          aria-label={t('tillOneLess', { name })}
                          onClick={() => tap(key, name, -1)}
                        >
                          −
                        </button>
                        <span className="till-count" aria-label={`${name}: ${count}`}>
                          {count}
                        </span>
                        <button
                          type="button"
                          className="secondary"
                          aria-label={t('tillOneMore', { name })}
                          onClick={() => tap(key, name, 1)}
                        >
                          +
                        </button>
                      </span>
                    </li>
                  );
                })}
                {codes.map((code) => (
                  <li key={code}>
                    <span className="till-line-name">{t('tillCodeLine', { code })}</span>
                  </li>
                ))}
              </ul>
              <p className="till-total" aria-live="polite">
                <span>{t('tillTotal')}</span>{' '}
                <strong data-testid="till-total">
                  {items.length === 0
                    ? money(0)
                    : current
                      ? money(current.total)
                      : t('tillPricing')}
                </strong>
              </p>
              {error && (
                <p role="alert" className="admin-error">
                  {error}
                </p>
              )}
              <div className="till-pay-row">
                <button
                  type="button"
                  className="till-big"
                  disabled={!current || busy}
                  onClick={() => {
                    setPayError(null);
                    setPaying(true);
                  }}
                >
                  {t('tillPay', { total: current ? money(current.total) : '' })}
                </button>
                {entries.length > 0 && (
                  <button
                    type="button"
                    className="secondary"
                    onClick={() => {
                      setBasket({});
                      setCodes([]);
                    }}
                  >
                    {t('tillClear')}
                  </button>
                )}
                {stornoButton}
              </div>
            </>
          )}
        </section>
      </div>
      {paying && current && (
        <TillPayDialog
          total={current.total}
          busy={busy}
          error={payError}
          onPay={(card, given) => void pay(card, given)}
          onClose={() => setPaying(false)}
        />
      )}
      {confirmStorno && lastSale && (
        <ConfirmDialog
          text={t('tillStornoConfirm', {
            number: lastSale.number,
            total: money(lastSale.total),
          })}
          onConfirm={() => void cancelLast()}
          onClose={() => setConfirmStorno(false)}
        />
      )}
    </>
  );
}

function TileGroup(props: {
  title: string;
  tiles: readonly TillTile[];
  money: (cents: number) => string;
  left: (tile: TillTile) => string;
  onTap: (tile: TillTile) => void;
}) {
  const id = useId();
  if (props.tiles.length === 0) return null;
  return (
    <section aria-labelledby={id} className="till-panel">
      <h2 id={id}>{props.title}</h2>
      <div className="till-tiles">
        {props.tiles.map((tile) => (
          <button
            key={tile.key}
            type="button"
            className="till-tile"
            disabled={tile.left !== null && tile.left <= 0}
            onClick={() => props.onTap(tile)}
          >
            <span className="till-tile-name">{tile.name}</span>{' '}
            <span className="till-tile-price">{props.money(tile.price)}</span>{' '}
            {tile.left !== null && <span className="till-tile-left">{props.left(tile)}</span>}
          </button>
        ))}
      </div>
    </section>
  );
}

function VoucherCodeForm(props: { codes: readonly string[]; onCodes: (codes: string[]) => void }) {
  const t = useTillText();
  const id = useId();
  const [code, setCode] = useState('');
  return (
    <div className="till-code">
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const barcode = code.trim();
          if (barcode === '' || props.codes.includes(barcode)) return;
          props.onCodes([...props.codes, barcode]);
          setCode('');
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('tillVoucherCode')}</label>
          <input
            id={`${id}-code`}
            autoComplete="off"
            maxLength={64}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" disabled={code.trim() === ''}>
          {t('tillRedeem')}
        </button>
      </form>
      {props.codes.length > 0 && (
        <ul className="till-codes">
          {props.codes.map((barcode) => (
            <li key={barcode}>
              {barcode}{' '}
              <button
                type="button"
                className="link-button"
                aria-label={t('tillRemoveCode', { code: barcode })}
                onClick={() => props.onCodes(props.codes.filter((entry) => entry !== barcode))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
