import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** Payment accepted, cancelled, success and the order review (spec 2). */
export function CheckoutScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.checkout" />;
}
