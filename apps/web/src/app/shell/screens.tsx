/**
 * Which feature draws which screen of the shop. Every feature folder is one lazy chunk, loaded the
 * first time one of its screens is shown; passes share the merchandise screens.
 */
import { matchRoute, type RouteName } from '@foyer/domain';
import { lazy, type ComponentType } from 'react';
import { useServerChunk } from '@/shared/ui/render-context';
import type { ScreenProps } from '@/shared/ui/screen';
import { withHomeView, type HomeLists } from './home';

/** Each feature folder's chunk, by the folder's name (`src/features/<name>/index.ts`). */
const FEATURES = {
  account: () => import('@/features/account'),
  checkout: () => import('@/features/checkout'),
  order: () => import('@/features/order'),
  content: () => import('@/features/content'),
  merchandise: () => import('@/features/merchandise'),
  tickets: () => import('@/features/tickets'),
  tours: () => import('@/features/tours'),
  vouchers: () => import('@/features/vouchers'),
  'waiting-room': () => import('@/features/waiting-room'),
  'waiting-list': () => import('@/features/waiting-list'),
};
type Feature = keyof typeof FEATURES;
type FeatureModule<F extends Feature> = Awaited<ReturnType<(typeof FEATURES)[F]>>;

/** The source of a feature's chunk, as the build's manifest names it. */
function featureSource(feature: Feature): string {
  return `src/features/${feature}/index.ts`;
}

/**
 * A lazy screen with the loader of its feature chunk, to ask for its code before it renders, and the
 * chunk's source.
 */
type Screen = ComponentType<ScreenProps> & { load: () => Promise<unknown>; source: string };

function screen<F extends Feature>(
  feature: F,
  pick: (module: FeatureModule<F>) => ComponentType<ScreenProps>,
): Screen {
  const load = FEATURES[feature] as () => Promise<FeatureModule<F>>;
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  const source = featureSource(feature);
  function FeatureScreen(props: ScreenProps) {
    // The server's page links this chunk's styles in its head.
    useServerChunk(source);
    return <Lazy {...props} />;
  }
  return Object.assign(FeatureScreen, { load, source });
}

/** The list screens, also shown on the home page when the configured home view names one. */
const LISTS = {
  tickets: screen('tickets', (m) => m.EventListScreen),
  guidedTours: screen('tours', (m) => m.TourListScreen),
  merchandise: screen('merchandise', (m) => m.MerchandiseListScreen),
  passes: screen('merchandise', (m) => m.MerchandiseListScreen),
  vouchers: screen('vouchers', (m) => m.VoucherListScreen),
} satisfies HomeLists;

export const SCREENS: Readonly<Record<RouteName, Screen>> = {
  logout: screen('account', (m) => m.LogoutScreen),
  home: screen('content', (m) => withHomeView(m.HomeScreen, LISTS)),
  merchandise: LISTS.merchandise,
  merchandiseCategory: screen('merchandise', (m) => m.MerchandiseListScreen),
  passes: LISTS.passes,
  pass: screen('merchandise', (m) => m.ProductScreen),
  vouchers: LISTS.vouchers,
  voucher: screen('vouchers', (m) => m.VoucherScreen),
  tickets: LISTS.tickets,
  event: screen('tickets', (m) => m.EventScreen),
  guidedTours: LISTS.guidedTours,
  guidedTour: screen('tours', (m) => m.TourScreen),
  login: screen('account', (m) => m.LoginScreen),
  register: screen('account', (m) => m.RegisterScreen),
  registerSuccess: screen('account', (m) => m.RegisterSuccessScreen),
  guestRegister: screen('account', (m) => m.GuestRegisterScreen),
  forgotPassword: screen('account', (m) => m.ForgotPasswordScreen),
  forgotPasswordSuccess: screen('account', (m) => m.ForgotPasswordSuccessScreen),
  recoverAccount: screen('account', (m) => m.RecoverScreen),
  recoverPasswordSuccess: screen('account', (m) => m.RecoverSuccessScreen),
  settings: screen('account', (m) => m.SettingsScreen),
  myOrders: screen('account', (m) => m.MyOrdersScreen),
  orderReview: screen('order', (m) => m.CheckoutScreen),
  product: screen('merchandise', (m) => m.ProductScreen),
  checkout: screen('checkout', (m) => m.BasketScreen),
  checkoutAccepted: screen('order', (m) => m.CheckoutScreen),
  checkoutCanceled: screen('order', (m) => m.CheckoutScreen),
  checkoutSuccess: screen('order', (m) => m.CheckoutScreen),
  checkoutFailed: screen('checkout', (m) => m.BasketScreen),
  waitingRoom: screen('waiting-room', (m) => m.WaitingRoomScreen),
  shippingPage: screen('content', (m) => m.StaticPageScreen),
  page: screen('content', (m) => m.StaticPageScreen),
  waitingListOffer: screen('waiting-list', (m) => m.WaitingListScreen),
  waitingListLeave: screen('waiting-list', (m) => m.WaitingListScreen),
};

/**
 * Starts loading the chunk of the screen at `pathname` (nothing for an unknown address): called
 * when the shell's code is in, a task before the shell's first render, so the import's bookkeeping
 * (modulepreload and style links) does not lengthen that render (total blocking time).
 */
export function preloadScreen(pathname: string): void {
  const match = matchRoute(pathname);
  if (match === null) return;
  SCREENS[match.route.name].load().catch(() => undefined);
}
