import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** The basket and checkout, also after a failed payment (spec 2 `checkout`, `checkout/failed`). */
export function BasketScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.basket" />;
}
