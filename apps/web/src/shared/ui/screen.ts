import type { RouteDefinition } from '@foyer/domain';

/** What the router hands every screen: its route (name, title key, flags). */
export interface ScreenProps {
  readonly route: RouteDefinition;
}
