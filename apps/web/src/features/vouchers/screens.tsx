import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

/** The voucher list with its categories (spec 2 `vouchers`). */
export function VoucherListScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.vouchers" />;
}

/** A single voucher (spec 2 `vouchers/{id}`). */
export function VoucherScreen({ route }: ScreenProps) {
  return <PlaceholderScreen route={route} textKey="placeholder.vouchers" />;
}
