/**
 * The waiting list (docs/decisions.md "Waiting list"): joining the line of a sold-out slot,
 * leaving it with the secret link, and serving a line when places come back.
 *
 * - Who is offered what is decided by the domain (`nextOffers`), under the line's lock and the
 *   capacity's row lock (`lockCapacityRoom`), from the inventory's own counters: an offer holds its
 *   places with the same holds as a checkout (a pending order of its own, `holdForOrder`), so
 *   returned places are offered once and never while the shop could oversell.
 * - An offer that ran out gives its hold back (if the sweeper has not already) and the places pass
 *   on, in the same transaction as the next offers.
 * - The offer e-mail is queued in that transaction and written by the outbox after the commit.
 * - The line lives in the database only: a restart or another process loses no one's place.
 */
import {
  joinRefusal,
  nextOffers,
  offerExpiresAt,
  validateJoin,
  type Language,
} from '@foyer/domain';
import type { z } from 'zod';
import type { waitingListJoinBody } from '@foyer/domain/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { NOT_FOUND } from '../../http/failure';
import { failed, refused, success, type Outcome } from '../../outcome';
import { newOrderToken, orderNumberPrefix } from '../checkout';
import {
  availableByCapacity,
  holdForOrder,
  lockCapacityRoom,
  releaseOrderHolds,
} from '../inventory';
import { enqueueMail, type ComposedMail, type MailComposers } from '../mail';
import { insertNumberedOrder, orderById } from '../orders';
import {
  capacitiesToServe,
  entryByLeaveHash,
  entryOfOffer,
  findSlot,
  insertEntry,
  lapsedOffers,
  lineOf,
  lockEntry,
  lockLine,
  setOffered,
  setStatus,
  slotById,
} from './waiting-list.repository';
import {
  joinedMail,
  leaveLink,
  offerLink,
  offerMail,
  offerSubject,
  slotLabel,
} from './waiting-list.mail';
import { waitingListMessage, type WaitingListMessageCode } from './waiting-list.messages';

/** The outbox composer kind of an offer e-mail (`waitingListComposers`). */
export const OFFER_MAIL = 'waitingListOffer';

type JoinBody = z.output<typeof waitingListJoinBody>;

/** The hash stored of a leave link's secret: the secret itself is only in the visitor's e-mail. */
function leaveHashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function refusedWith(
  code: WaitingListMessageCode,
  params?: Record<string, number>,
  field?: string,
) {
  const message = (lang: Language) => waitingListMessage(code, lang, params);
  return refused(code, {
    message,
    ...(params ? { params } : {}),
    ...(field ? { fields: { [field]: [message] } } : {}),
  });
}

/** Puts a visitor in the line of a sold-out slot and sends the confirmation with the leave link. */
export async function joinWaitingList(
  deps: AppDeps,
  lang: Language,
  body: JoinBody,
): Promise<Outcome<{ joined: true }>> {
  const { maxPlaces } = deps.config.server.waitingList;
  const checked = validateJoin({ email: body.email, language: lang, count: body.count }, maxPlaces);
  if (!checked.ok) {
    const [field, code] = Object.entries(checked.errors)[0] ?? [
      'count',
      'WAITING_LIST_COUNT_INVALID',
    ];
    const fields = Object.fromEntries(
      Object.entries(checked.errors).map(([name, problem]) => [
        name,
        [(l: Language) => waitingListMessage(problem, l, { max: maxPlaces })],
      ]),
    );
    return refused(code, {
      message: (l: Language) => waitingListMessage(code, l, { max: maxPlaces }),
      ...(code === 'WAITING_LIST_COUNT_INVALID' ? { params: { max: maxPlaces } } : {}),
      fields: field ? fields : {},
    });
  }
  const join = checked.value;
  const slot = await findSlot(deps.db, body.kind, body.id, `${body.datetime.replace('T', ' ')}:00`);
  // An event or tour whose list staff switched off answers as the museum's switch does.
  if (!slot || !slot.waitingList) return failed(NOT_FOUND);
  const now = deps.clock.now();
  const available =
    (await availableByCapacity(deps.db, [slot.capacityId], now)).get(slot.capacityId) ?? 0;
  const refusal = joinRefusal(available, join.count);
  if (!refusal.ok) return refusedWith(refusal.code, { available });
  const secret = randomBytes(24).toString('base64url');
  // Written before the transaction: no e-mail is rendered under a lock.
  const mail = await joinedMail(deps.config, join.language, {
    what: slotLabel(deps.config, join.language, slot),
    count: join.count,
    leave: leaveLink(deps.config, join.language, secret),
  });
  await deps.db.transaction(async (tx) => {
    const id = await insertEntry(tx, {
      capacityId: slot.capacityId,
      kind: slot.kind,
      slotId: slot.slotId,
      email: join.email,
      language: join.language,
      wanted: join.count,
      leaveHash: leaveHashOf(secret),
      joinedAt: now,
    });
    // Joining again keeps the first place and sends nothing: the answer does not tell whether the
    // e-mail was already waiting.
    if (id !== null) await enqueueMail(tx, { to: join.email, ...mail }, now);
  });
  return success({ joined: true });
}

/** Leaves the line with the secret of the leave link; an offer's places go back to the line. */
export async function leaveWaitingList(
  deps: AppDeps,
  secret: string,
): Promise<Outcome<{ left: true }>> {
  const entry = await entryByLeaveHash(deps.db, leaveHashOf(secret));
  if (!entry) return failed(NOT_FOUND);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockLine(tx, entry.capacityId);
    const row = await lockEntry(tx, entry.id);
    if (!row || (row.status !== 'waiting' && row.status !== 'offered')) return;
    if (row.status === 'offered' && row.offerOrderId !== null) {
      await releaseOrderHolds(tx, row.offerOrderId, now);
    }
    await setStatus(tx, [row.id], 'left');
  });
  return success({ left: true });
}

/**
 * Serves one capacity's line now: offers that ran out give their places back, then the people
 * whose turn it is (`nextOffers`) get the places that are free, held for them through the
 * inventory, and their offer e-mail is queued. Answers how many offers were made.
 */
export async function serveLine(deps: AppDeps, capacityId: number): Promise<number> {
  const now = deps.clock.now();
  const expiresAt = offerExpiresAt(now, deps.config.server.waitingList.offerMinutes);
  return deps.db.transaction(async (tx) => {
    await lockLine(tx, capacityId);
    const lapsed = await lapsedOffers(tx, capacityId, now);
    for (const offer of lapsed) {
      if (offer.offerOrderId !== null) await releaseOrderHolds(tx, offer.offerOrderId, now);
    }
    await setStatus(
      tx,
      lapsed.map((offer) => offer.id),
      'lapsed',
    );
    const line = await lineOf(tx, capacityId);
    if (line.length === 0) return 0;
    const room = await lockCapacityRoom(tx, capacityId, now);
    if (!room) return 0;
    const offers = nextOffers(line, room.free, room.capacity);
    const byId = new Map(line.map((entry) => [entry.id, entry]));
    for (const offer of offers) {
      const entry = byId.get(offer.id);
      if (!entry) continue;
      await offerPlaces(tx, deps, { ...entry, places: offer.places }, now, expiresAt);
    }
    return offers.length;
  });
}

async function offerPlaces(
  tx: Tx,
  deps: AppDeps,
  entry: { id: number; capacityId: number; email: string; language: string; places: number },
  now: Date,
  expiresAt: Date,
): Promise<void> {
  const language = entry.language as Language;
  // The offer's own pending order carries the hold, as a checkout's would.
  const order = await insertNumberedOrder(
    tx,
    {
      token: newOrderToken(),
      status: 'pending',
      language,
      channel: 'web',
      createdAt: now,
      expiresAt,
    },
    orderNumberPrefix(deps, now),
  );
  const held = await holdForOrder(
    tx,
    order.id,
    [{ capacityId: entry.capacityId, quantity: entry.places }],
    now,
    expiresAt,
  );
  // Decided under the capacity's lock from its own counters: a shortage here is a bug, and the
  // whole transaction (every offer of this run) rolls back.
  if (!held.ok) throw new Error('waiting list: an offer did not fit in the places counted free');
  await setOffered(tx, entry.id, { orderId: order.id, offeredAt: now, expiresAt });
  await enqueueMail(
    tx,
    {
      to: entry.email,
      subject: offerSubject(deps.config, language),
      text: '',
      orderId: order.id,
      compose: { kind: OFFER_MAIL, orderId: order.id },
    },
    now,
  );
}

/**
 * Serves every line with people waiting or an offer that ran out; a line that fails is logged by
 * the caller's job and the others are still served. Answers the offers made.
 */
export async function serveLines(deps: AppDeps): Promise<number> {
  let made = 0;
  for (const capacityId of await capacitiesToServe(deps.db, deps.clock.now())) {
    made += await serveLine(deps, capacityId);
  }
  return made;
}

/** The outbox's composer of the offer e-mails (written after the offer's transaction). */
export function waitingListComposers(deps: Pick<AppDeps, 'config'>): MailComposers {
  return {
    [OFFER_MAIL]: async (tx, composition): Promise<ComposedMail> => {
      const entry = await entryOfOffer(tx, composition.orderId);
      const order = await orderById(tx, composition.orderId);
      if (!entry || !order || entry.offerExpiresAt === null) {
        throw new Error('waiting list: the offer of this e-mail is gone');
      }
      const slot = await slotById(tx, entry.kind, entry.slotId);
      const language = entry.language as Language;
      const mail = await offerMail(deps.config, language, {
        what: slot ? slotLabel(deps.config, language, slot) : '',
        count: entry.wanted,
        expiresAt: entry.offerExpiresAt,
        link: offerLink(deps.config, language, order.token),
      });
      return { text: mail.text, html: mail.html, attachments: mail.attachments };
    },
  };
}
