import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** The event list (spec 2 `tickets`). */
export function EventListScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.tickets" />;
}

/** A single event with its ticket selector (spec 2 `tickets/{id}`). */
export function EventScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.tickets" />;
}
