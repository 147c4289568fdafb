/**
 * The one way a slice registers its back-office calls: an `adminRouter` over the staff dependencies
 * made from the app's (the password hasher at the configured argon2 cost, lowered only by tests),
 * and who acts in a handler.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers';
import { adminRouter, mustHave, type AdminRouter } from './admin-route';
import { actorOf, type Actor, type StaffDeps, type StaffSession } from './staff.deps';

export interface StaffRouterOptions {
  /** argon2id cost of the staff hasher; only tests lower it. */
  argon2?: Argon2Cost;
}

export interface StaffRouter extends AdminRouter {
  /** The staff dependencies the calls are authenticated with. */
  staffDeps: StaffDeps;
  /** The signed-in staff member as the actor of a change (for calls that need a session). */
  actor(session: StaffSession | null): Actor;
}

export function staffRouter(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): StaffRouter {
  const staffDeps: StaffDeps = {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    hasher: createPasswordHasher(deps.config, options.argon2),
  };
  return {
    ...adminRouter(app, staffDeps),
    staffDeps,
    actor: (session) => actorOf(mustHave(session)),
  };
}
