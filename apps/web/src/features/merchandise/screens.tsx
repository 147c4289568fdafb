import { PlaceholderScreen } from '@/shared/ui/placeholder-screen';
import type { ScreenProps } from '@/shared/ui/screen';

const isPass = (route: ScreenProps['route']) => route.name === 'passes' || route.name === 'pass';

/** The merchandise list and a category of it; annual passes share it (spec 2). */
export function MerchandiseListScreen({ route }: ScreenProps) {
  return (
    <PlaceholderScreen
      route={route}
      textKey={isPass(route) ? 'placeholder.passes' : 'placeholder.merchandise'}
    />
  );
}

/** A product, or an annual pass, in detail (spec 2 `product/{id}`, `passes/{id}`). */
export function ProductScreen({ route }: ScreenProps) {
  return (
    <PlaceholderScreen
      route={route}
      textKey={isPass(route) ? 'placeholder.passes' : 'placeholder.merchandise'}
    />
  );
}
