/**
 * Which feature draws which screen of the shop. Every feature folder is one lazy chunk, loaded the
 * first time one of its screens is shown; passes share the merchandise screens.
 */
import { matchRoute, type RouteName } from '@foyer/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenProps } from '@/shared/ui/screen';
import { withHomeView, type HomeLists } from './home';

/** A lazy screen with the loader of its feature chunk, to ask for its code before it renders. */
type Screen = LazyExoticComponent<ComponentType<ScreenProps>> & { load: () => Promise<unknown> };

function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<ScreenProps>,
): Screen {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { load },
  );
}

const account = () => import('@/features/account');
const checkout = () => import('@/features/checkout');
const order = () => import('@/features/order');
const content = () => import('@/features/content');
const merchandise = () => import('@/features/merchandise');
const tickets = () => import('@/features/tickets');
const tours = () => import('@/features/tours');
const vouchers = () => import('@/features/vouchers');

/** The list screens, also shown on the home page when the configured home view names one. */
const LISTS = {
  tickets: screen(tickets, (m) => m.EventListScreen),
  guidedTours: screen(tours, (m) => m.TourListScreen),
  merchandise: screen(merchandise, (m) => m.MerchandiseListScreen),
  passes: screen(merchandise, (m) => m.MerchandiseListScreen),
  vouchers: screen(vouchers, (m) => m.VoucherListScreen),
} satisfies HomeLists;

export const SCREENS: Readonly<Record<RouteName, Screen>> = {
  logout: screen(account, (m) => m.LogoutScreen),
  home: screen(content, (m) => withHomeView(m.HomeScreen, LISTS)),
  merchandise: LISTS.merchandise,
  merchandiseCategory: screen(merchandise, (m) => m.MerchandiseListScreen),
  passes: LISTS.passes,
  pass: screen(merchandise, (m) => m.ProductScreen),
  vouchers: LISTS.vouchers,
  voucher: screen(vouchers, (m) => m.VoucherScreen),
  tickets: LISTS.tickets,
  event: screen(tickets, (m) => m.EventScreen),
  guidedTours: LISTS.guidedTours,
  guidedTour: screen(tours, (m) => m.TourScreen),
  login: screen(account, (m) => m.LoginScreen),
  register: screen(account, (m) => m.RegisterScreen),
  registerSuccess: screen(account, (m) => m.RegisterSuccessScreen),
  guestRegister: screen(account, (m) => m.GuestRegisterScreen),
  forgotPassword: screen(account, (m) => m.ForgotPasswordScreen),
  forgotPasswordSuccess: screen(account, (m) => m.ForgotPasswordSuccessScreen),
  recoverAccount: screen(account, (m) => m.RecoverScreen),
  recoverPasswordSuccess: screen(account, (m) => m.RecoverSuccessScreen),
  settings: screen(account, (m) => m.SettingsScreen),
  orderReview: screen(order, (m) => m.CheckoutScreen),
  product: screen(merchandise, (m) => m.ProductScreen),
  checkout: screen(checkout, (m) => m.BasketScreen),
  checkoutAccepted: screen(order, (m) => m.CheckoutScreen),
  checkoutCanceled: screen(order, (m) => m.CheckoutScreen),
  checkoutSuccess: screen(order, (m) => m.CheckoutScreen),
  checkoutFailed: screen(checkout, (m) => m.BasketScreen),
  shippingPage: screen(content, (m) => m.StaticPageScreen),
  page: screen(content, (m) => m.StaticPageScreen),
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
