import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** The tour list with its filters (spec 2 `guided-tours`). */
export function TourListScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.tours" />;
}

/** A single tour: calendar, time slots, tickets (spec 2 `guided-tours/{id}`). */
export function TourScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.tours" />;
}
