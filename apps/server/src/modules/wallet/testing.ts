/**
 * The wallet module's test door: stand-ins of Apple's push service and Google Wallet's API that
 * record what the shop sent and fail on demand. Only test code imports it
 * (tools/eslint-boundaries.js).
 */
import type { ApplePush, PushResult } from './apple-push';
import type { GoogleWalletApi } from './google-wallet';

type JsonObject = Record<string, unknown>;

export interface ApplePushStandIn extends ApplePush {
  /** The push tokens pushed, in order (failed attempts not included). */
  sent: string[];
  /** Answers of the next pushes, before they succeed again (e.g. a 503 of APNs). */
  failNext: PushResult[];
}

export function applePushStandIn(): ApplePushStandIn {
  const standIn: ApplePushStandIn = {
    sent: [],
    failNext: [],
    async send(pushToken) {
      const failure = standIn.failNext.shift();
      if (failure) return failure;
      standIn.sent.push(pushToken);
      return { ok: true };
    },
    async close() {},
  };
  return standIn;
}

export interface GoogleWalletStandIn extends GoogleWalletApi {
  classes: Map<string, JsonObject>;
  objects: Map<string, JsonObject>;
  /** Every object written, in order (inserts and updates). */
  writes: JsonObject[];
  /** How many of the next calls throw (Google's API cannot be reached). */
  failNext: number;
}

export function googleWalletStandIn(): GoogleWalletStandIn {
  const standIn: GoogleWalletStandIn = {
    classes: new Map(),
    objects: new Map(),
    writes: [],
    failNext: 0,
    async ensureClass(eventClass) {
      if (standIn.failNext > 0) {
        standIn.failNext -= 1;
        throw new Error('Google Wallet API class insert: 503');
      }
      const id = String(eventClass.id);
      if (!standIn.classes.has(id)) standIn.classes.set(id, eventClass);
    },
    async upsertObject(object) {
      if (standIn.failNext > 0) {
        standIn.failNext -= 1;
        throw new Error('Google Wallet API object insert: 503');
      }
      standIn.objects.set(String(object.id), object);
      standIn.writes.push(object);
    },
  };
  return standIn;
}
