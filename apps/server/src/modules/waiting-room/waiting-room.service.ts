/**
 * The waiting room (docs/decisions.md "A waiting room for on-sale moments"): which checkout calls
 * wait, the browser's place and where it stands, and the admission of the line at the room's rate.
 * Everything is in the database (rooms, places, how far admission is accounted), so any process
 * answers any browser and a restart loses nobody's place.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  admissionsDue,
  estimatedWaitSeconds,
  measuredAdmissionRate,
  nextPollMs,
  passValid,
  placeFor,
  roomProgress,
} from '@foyer/domain';
import type { WaitingRoomPlace } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { availableByCapacity } from '../inventory';
import { audit, type Actor } from '../staff';
import {
  admissionsSince,
  admitFirst,
  allRooms,
  eventExists,
  eventsOfTickets,
  extendLoadRoom,
  insertPlace,
  lineLength,
  lockRoom,
  openLoadRoom,
  placeOfToken,
  positionOf,
  roomsNamed,
  setAccountedUntil,
  setRoomEnabled,
  slotCapacitiesOfEvent,
  waitingPlacesOfAddress,
  type PlaceRow,
  type RoomRow,
} from './waiting-room.repository';

export type RoomDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** The shop-wide room the checkout opens by itself when admission control is saturated. */
export const LOAD_ROOM = 'load';
/** The cookie that holds the browser's queue token (only its hash is stored). */
export const ROOM_COOKIE = 'foyer_room';
/** How long the measured admission rate looks back. */
const RATE_WINDOW_MS = 30_000;
/** How long a process believes what it read about the rooms and about an event's places. */
const KNOWN_FOR_MS = 1000;

export function roomOfEvent(eventId: number): string {
  return `event:${eventId}`;
}

function eventOfRoom(room: string): number | null {
  const match = /^event:(\d+)$/.exec(room);
  return match ? Number(match[1]) : null;
}

export function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new queue token: 24 random bytes, URL-safe. */
export function newRoomToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a string looks like a queue token (anything else in the cookie is ignored). */
export function isRoomToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{32}$/.test(value);
}

/**
 * What a process knows of the rooms, read again at most once a second: which events have their
 * room on, until when the load room is open, and the event of each ticket (never changes).
 */
export class RoomView {
  private rooms: RoomRow[] = [];
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  private readonly ticketEvents = new Map<number, number>();
  private readonly soldOut = new Map<string, { at: number; soldOut: boolean }>();

  constructor(private readonly deps: RoomDeps) {}

  /** Forgets what was read (this process changed a room). */
  forget(): void {
    this.readAt = Number.NEGATIVE_INFINITY;
    // A read begun before the change may miss it: the next question reads again.
    this.generation += 1;
    this.reading = null;
  }

  private generation = 0;

  /** When this app last wrote the load room open (`openLoad`). */
  loadWrittenAt = Number.NEGATIVE_INFINITY;

  private async fresh(): Promise<RoomRow[]> {
    const now = Date.now();
    if (now - this.readAt < KNOWN_FOR_MS) return this.rooms;
    const generation = this.generation;
    this.reading ??= allRooms(this.deps.db).then(
      (rows) => {
        if (generation !== this.generation) return;
        this.rooms = rows;
        this.readAt = Date.now();
        this.reading = null;
      },
      (error: unknown) => {
        if (generation === this.generation) this.reading = null;
        throw error;
      },
    );
    const reading = this.reading;
    await reading;
    // Forgotten while reading: read what the change left.
    if (generation !== this.generation) return this.fresh();
    return this.rooms;
  }

  /** The rooms a checkout of these tickets waits in now (besides the load room). */
  async eventRoomsOf(ticketIds: readonly number[]): Promise<string[]> {
    const rooms = await this.fresh();
    const on = new Set(rooms.filter((row) => row.enabled).map((row) => row.room));
    if (on.size === 0 || ticketIds.length === 0) return [];
    const unknown = ticketIds.filter((id) => !this.ticketEvents.has(id));
    if (unknown.length > 0) {
      for (const [ticket, event] of await eventsOfTickets(this.deps.db, unknown)) {
        this.ticketEvents.set(ticket, event);
      }
    }
    const wanted = new Set<string>();
    for (const id of ticketIds) {
      const event = this.ticketEvents.get(id);
      if (event !== undefined && on.has(roomOfEvent(event))) wanted.add(roomOfEvent(event));
    }
    return [...wanted].sort();
  }

  /** Whether the load room is open (newcomers to the checkout wait in it). */
  async loadRoomOpen(): Promise<boolean> {
    const rooms = await this.fresh();
    const load = rooms.find((row) => row.room === LOAD_ROOM);
    return Boolean(load?.loadUntil && load.loadUntil.getTime() > this.deps.clock.now().getTime());
  }

  /** Whether the event of an event room has no place left in any of its time slots. */
  async soldOutOf(room: string): Promise<boolean> {
    const eventId = eventOfRoom(room);
    if (eventId === null) return false;
    const known = this.soldOut.get(room);
    if (known && Date.now() - known.at < KNOWN_FOR_MS) return known.soldOut;
    const capacityIds = await slotCapacitiesOfEvent(this.deps.db, eventId);
    const available = await availableByCapacity(this.deps.db, capacityIds, this.deps.clock.now());
    const soldOut = capacityIds.length > 0 && [...available.values()].every((left) => left <= 0);
    this.soldOut.set(room, { at: Date.now(), soldOut });
    return soldOut;
  }
}

/** Where a place stands now, as the waiting page and the checkout's 503 show it. */
async function standing(
  deps: RoomDeps,
  view: RoomView,
  room: string,
  found: { place: PlaceRow; line: PlaceRow } | null,
): Promise<WaitingRoomPlace> {
  const now = deps.clock.now();
  const none: WaitingRoomPlace = {
    room,
    state: 'none',
    position: 0,
    waitSeconds: 0,
    progress: 0,
    pollMs: 0,
    passSeconds: 0,
  };
  if (!found) return none;
  const { line } = found;
  if (line.admittedAt !== null) {
    const expires = line.passExpiresAt?.getTime() ?? null;
    if (!passValid(expires, now.getTime())) return none;
    return {
      ...none,
      state: 'admitted',
      progress: 1,
      passSeconds: Math.floor(((expires ?? 0) - now.getTime()) / 1000),
    };
  }
  if (await view.soldOutOf(room)) return { ...none, state: 'soldOut', progress: 1 };
  const position = await positionOf(deps.db, room, line.id);
  const recent = await admissionsSince(deps.db, room, new Date(now.getTime() - RATE_WINDOW_MS));
  const rate = measuredAdmissionRate({
    admittedInWindow: recent.count,
    spanSeconds: recent.spanSeconds,
    configuredPerSecond: deps.config.server.waitingRoom.admitPerSecond,
  });
  const waitSeconds = estimatedWaitSeconds(position, rate);
  return {
    room,
    state: 'waiting',
    position,
    waitSeconds: Number.isFinite(waitSeconds) ? waitSeconds : 0,
    progress: roomProgress(line.firstPosition, position),
    pollMs: nextPollMs(waitSeconds),
    passSeconds: 0,
  };
}

/** The waiting page's question: where the browser's place in `room` stands. */
export async function placeInRoom(
  deps: RoomDeps,
  view: RoomView,
  room: string,
  token: string | null,
): Promise<WaitingRoomPlace> {
  const found = token ? await placeOfToken(deps.db, room, hashOf(token)) : null;
  return standing(deps, view, room, found);
}

/** What the checkout's gate decided for one call. */
export type GateDecision =
  | { readonly kind: 'pass' }
  | { readonly kind: 'wait'; readonly place: WaitingRoomPlace; readonly token: string };

/**
 * The checkout's gate: a call whose cart has tickets of an event with its room on, or any call while
 * the load room is open or admission control is saturated (`overflow`), goes through only with a
 * browser admitted in each of those rooms; otherwise the browser takes (or keeps) its place in the
 * first room it is not admitted in, and waits. A browser admitted from an event's room is not sent
 * to the load room as well (it was let in at the rate the checkout holds).
 */
export async function gateCheckout(
  deps: RoomDeps,
  view: RoomView,
  call: {
    ticketIds: readonly number[];
    token: string | null;
    address: string;
    overflow: boolean;
  },
): Promise<GateDecision> {
  const rooms = await view.eventRoomsOf(call.ticketIds);
  const settings = deps.config.server.waitingRoom;
  const now = deps.clock.now();
  const token = call.token ?? newRoomToken();
  const passed = new Set<string>();
  for (const room of rooms) {
    const found = call.token ? await placeOfToken(deps.db, room, hashOf(token)) : null;
    if (
      found?.line.admittedAt &&
      passValid(found.line.passExpiresAt?.getTime() ?? null, now.getTime())
    ) {
      passed.add(room);
    }
  }
  // A browser admitted from its event's room has waited its turn: the load room does not stop it.
  if (settings.onLoad && passed.size === 0 && (call.overflow || (await view.loadRoomOpen()))) {
    if (call.overflow) await openLoad(deps, view);
    rooms.push(LOAD_ROOM);
  }
  if (rooms.length === 0) return { kind: 'pass' };
  for (const room of rooms) {
    if (passed.has(room)) continue;
    const found = call.token ? await placeOfToken(deps.db, room, hashOf(token)) : null;
    if (found?.line.admittedAt) {
      if (passValid(found.line.passExpiresAt?.getTime() ?? null, now.getTime())) continue;
      // The pass ran out unused: the browser starts again at the end of the line, with a new token.
      const fresh = newRoomToken();
      const taken = await takePlace(deps, room, hashOf(fresh), hashOf(call.address), now);
      return { kind: 'wait', token: fresh, place: await standing(deps, view, room, taken) };
    }
    if (found) return { kind: 'wait', token, place: await standing(deps, view, room, found) };
    const taken = await takePlace(deps, room, hashOf(token), hashOf(call.address), now);
    return { kind: 'wait', token, place: await standing(deps, view, room, taken) };
  }
  return { kind: 'pass' };
}

/** Takes a place for a browser new to `room` (one per browser; an address at its limit shares). */
async function takePlace(
  deps: RoomDeps,
  room: string,
  tokenHash: string,
  addressHash: string,
  now: Date,
): Promise<{ place: PlaceRow; line: PlaceRow } | null> {
  const decision = placeFor({
    ownPlaceId: null,
    addressPlaceIds: await waitingPlacesOfAddress(deps.db, room, addressHash),
    maxPerAddress: deps.config.server.waitingRoom.maxPerAddress,
  });
  await insertPlace(deps.db, {
    room,
    tokenHash,
    addressHash,
    sharesPlaceId: decision.kind === 'share' ? decision.placeId : null,
    // The moment the place is taken (the request may have waited for the lookups before).
    now: new Date(Math.max(now.getTime(), deps.clock.now().getTime())),
  });
  // Read back: a second tab of the same browser that raced this one finds the same place.
  return placeOfToken(deps.db, room, tokenHash);
}

/**
 * Opens the load room for `loadQuietSeconds` more (written at most once a second per app: the
 * view is the app's, so two apps of one process, on two databases, each write their own).
 */
async function openLoad(deps: RoomDeps, view: RoomView): Promise<void> {
  if (Date.now() - view.loadWrittenAt < KNOWN_FOR_MS) return;
  view.loadWrittenAt = Date.now();
  const now = deps.clock.now();
  const until = new Date(now.getTime() + deps.config.server.waitingRoom.loadQuietSeconds * 1000);
  await openLoadRoom(deps.db, LOAD_ROOM, until, now);
  view.forget();
}

/** Whether the event's room is switched on (the back office's toggle); 404 for an unknown event. */
export async function eventRoomState(
  deps: RoomDeps,
  eventId: number,
): Promise<Outcome<{ enabled: boolean }>> {
  if (!(await eventExists(deps.db, eventId))) return failed(NOT_FOUND);
  const [row] = await roomsNamed(deps.db, [roomOfEvent(eventId)]);
  return success({ enabled: row?.enabled ?? false });
}

/**
 * Staff's switch of an event's room, audited. Switching off lets the event's checkout through at
 * once; the places in line stay (switched on again, the line is as it was).
 */
export async function switchEventRoom(
  deps: RoomDeps,
  view: RoomView,
  actor: Actor,
  eventId: number,
  enabled: boolean,
): Promise<Outcome<{ enabled: boolean }>> {
  if (!(await eventExists(deps.db, eventId))) return failed(NOT_FOUND);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [before] = await roomsNamed(tx, [roomOfEvent(eventId)]);
    await setRoomEnabled(tx, roomOfEvent(eventId), enabled, now);
    await audit(
      tx,
      actor,
      now,
      enabled ? 'waitingRoom.on' : 'waitingRoom.off',
      { type: 'event', id: eventId },
      { enabled: before?.enabled ?? false },
      { enabled },
    );
  });
  view.forget();
  return success({ enabled });
}

/**
 * One turn of the admission worker: each room with people waiting admits the first of its line, as
 * many as its rate allows since it last admitted. The room's row is locked (FOR UPDATE SKIP LOCKED),
 * so processes running the worker at once never admit twice for the same time; answers how many
 * places were admitted in all.
 */
export async function admitWaiting(deps: RoomDeps, view?: RoomView): Promise<number> {
  const settings = deps.config.server.waitingRoom;
  let admitted = 0;
  for (const row of await allRooms(deps.db)) {
    // A sold-out event's line is not admitted: its visitors are told at their next question.
    const soldOut = view ? await view.soldOutOf(row.room) : false;
    admitted += await deps.db.transaction(async (tx) => {
      const accounted = await lockRoom(tx, row.room);
      if (accounted === null) return 0;
      const now = deps.clock.now();
      const due = soldOut
        ? { admit: 0, accountedUntil: now.getTime() }
        : admissionsDue(accounted.getTime(), now.getTime(), settings.admitPerSecond);
      const passUntil = new Date(now.getTime() + settings.passMinutes * 60_000);
      const count = await admitFirst(tx, row.room, due.admit, now, passUntil);
      // Time with nobody to admit is not banked for a later burst.
      const until = count < due.admit ? now : new Date(due.accountedUntil);
      await setAccountedUntil(tx, row.room, until);
      if (row.room === LOAD_ROOM && (await lineLength(tx, row.room)) > 0) {
        await extendLoadRoom(tx, row.room, new Date(now.getTime() + 2000));
      }
      return count;
    });
  }
  return admitted;
}

/** Runs the admission worker every `tickMs` until stopped. */
export function startAdmissionWorker(
  deps: RoomDeps,
  options: { log: { error(obj: unknown, msg: string): void } },
): () => Promise<void> {
  const view = new RoomView(deps);
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = admitWaiting(deps, view)
      .catch((error: unknown) => options.log.error({ err: error }, 'waiting room admission failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.config.server.waitingRoom.tickMs);
      });
  };
  let timer = setTimeout(tick, deps.config.server.waitingRoom.tickMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
