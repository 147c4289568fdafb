/**
 * The calls of the shop API as plain data, without zod: method, path template, token mode, and
 * whether the web app checks the answer against the contract's zod schema. The shop's API client
 * builds every URL from this table, so zod and the schemas stay off its start path and load only
 * with a call whose answer is validated. `routes.test.ts` keeps it equal to the contract's
 * `endpoints`.
 *
 * Validated are the answers that carry identity or money the shop acts on (login and guest tokens,
 * the customer, payment redirects and results, the order review); the catalog and content reads are
 * only checked for the `{ data }` envelope: a wrong shape there shows as a wrong page, never as a
 * wrong payment.
 */
import type { EndpointName } from './endpoints';
import type { AuthMode, HttpMethod } from './endpoint';

export interface EndpointRoute {
  readonly method: HttpMethod;
  /** Path after `{apiBase}/{lang}/`, with `{param}` placeholders. */
  readonly path: string;
  readonly auth: AuthMode;
  /** Whether the web app validates the answer with the contract's schema. */
  readonly validated: boolean;
}

export const ENDPOINT_ROUTES: Readonly<Record<EndpointName, EndpointRoute>> = {
  staticContent: { method: 'GET', path: 'static/content', auth: 'none', validated: false },
  shopInfo: { method: 'GET', path: 'shopinfo', auth: 'none', validated: false },
  shopConfig: { method: 'GET', path: 'shopinfo/config', auth: 'none', validated: false },
  page: { method: 'GET', path: 'page/{id}', auth: 'none', validated: false },
  tourSelect: { method: 'GET', path: 'tour/select/event', auth: 'none', validated: false },
  tourOverview: { method: 'GET', path: 'tour/overview', auth: 'none', validated: false },
  tourAttr: { method: 'GET', path: 'tour/attr', auth: 'none', validated: false },
  tourDay: { method: 'GET', path: 'tour', auth: 'none', validated: false },
  tourCalendar: {
    method: 'GET',
    path: 'tour/calendar/tour/{id}/range/{start};{end}',
    auth: 'none',
    validated: false,
  },
  tourSoldOut: {
    method: 'GET',
    path: 'tour/soldout/tour/{id}/range/{start};{end}',
    auth: 'none',
    validated: false,
  },
  tourSoldOutTimeslots: {
    method: 'GET',
    path: 'tour/soldoutTimeslots/tour/{id}/date/{date}',
    auth: 'none',
    validated: false,
  },
  tourLifetime: { method: 'GET', path: 'tour/lifetime/tour/{id}', auth: 'none', validated: false },
  merchandiseSelect: { method: 'GET', path: 'merchandise/select', auth: 'none', validated: false },
  merchandiseArticle: { method: 'GET', path: 'merchandise', auth: 'none', validated: false },
  merchandiseAttr: { method: 'GET', path: 'merchandise/attr', auth: 'none', validated: false },
  eventSelect: { method: 'GET', path: 'event/select', auth: 'none', validated: false },
  ticketCollect: {
    method: 'GET',
    path: 'ticket/collect/event/{id}',
    auth: 'none',
    validated: false,
  },
  ticketCollectDate: {
    method: 'GET',
    path: 'ticket/collect/event/{id}/date/{date}',
    auth: 'none',
    validated: false,
  },
  ticketCalendar: {
    method: 'GET',
    path: 'ticket/calendar/event/{id}/range/{start};{end}',
    auth: 'none',
    validated: false,
  },
  ticketLifetime: { method: 'GET', path: 'ticket/lifetime', auth: 'none', validated: false },
  voucherCode: { method: 'GET', path: 'voucher', auth: 'none', validated: false },
  voucherSelect: { method: 'GET', path: 'voucher/select/event/', auth: 'none', validated: false },
  voucherSelectOne: {
    method: 'GET',
    path: 'voucher/selectOne/price/{id}',
    auth: 'none',
    validated: false,
  },
  voucherGroups: { method: 'GET', path: 'voucher/groups', auth: 'none', validated: false },
  customerAttr: { method: 'GET', path: 'customer/attr', auth: 'none', validated: false },
  customer: { method: 'GET', path: 'customer', auth: 'required', validated: true },
  authLogin: { method: 'POST', path: 'auth/login', auth: 'none', validated: true },
  authGuest: { method: 'POST', path: 'auth/guest', auth: 'none', validated: true },
  authLogout: { method: 'POST', path: 'auth/logout', auth: 'required', validated: false },
  customerRegister: { method: 'POST', path: 'customer/register', auth: 'none', validated: true },
  customerValidate: { method: 'POST', path: 'customer/validate', auth: 'none', validated: false },
  customerUpdate: { method: 'POST', path: 'customer/update', auth: 'required', validated: true },
  customerValidateUpdate: {
    method: 'POST',
    path: 'customer/validateUpdate',
    auth: 'required',
    validated: false,
  },
  customerPwdReset: { method: 'POST', path: 'customer/pwdreset', auth: 'none', validated: false },
  customerPwdConfirm: {
    method: 'POST',
    path: 'customer/pwdconfirm',
    auth: 'none',
    validated: true,
  },
  customerPwdChange: {
    method: 'POST',
    path: 'customer/pwdchange',
    auth: 'required',
    validated: false,
  },
  customerEmailChange: {
    method: 'POST',
    path: 'customer/emailchange',
    auth: 'required',
    validated: false,
  },
  customerOrders: { method: 'GET', path: 'customer/orders', auth: 'required', validated: true },
  customerExport: { method: 'GET', path: 'customer/export', auth: 'required', validated: true },
  customerDelete: { method: 'POST', path: 'customer/delete', auth: 'required', validated: true },
  customerConsents: {
    method: 'GET',
    path: 'customer/consents',
    auth: 'required',
    validated: true,
  },
  customerConsent: { method: 'POST', path: 'customer/consent', auth: 'required', validated: true },
  checkoutPayments: { method: 'GET', path: 'checkout/payments', auth: 'none', validated: false },
  checkoutInitPayment: {
    method: 'POST',
    path: 'checkout/initPayment',
    auth: 'optional',
    validated: true,
  },
  checkoutInitPaymentOrder: {
    method: 'POST',
    path: 'checkout/initPaymentOrder',
    auth: 'optional',
    validated: true,
  },
  checkoutExecPayment: {
    method: 'POST',
    path: 'checkout/execPayment',
    auth: 'optional',
    validated: true,
  },
  checkoutCancel: { method: 'POST', path: 'checkout/cancel', auth: 'optional', validated: false },
  checkoutSuggest: { method: 'POST', path: 'checkout/suggest', auth: 'optional', validated: false },
  checkoutShippingCosts: {
    method: 'POST',
    path: 'checkout/shippingCosts',
    auth: 'optional',
    validated: false,
  },
  checkoutExtendHold: {
    method: 'POST',
    path: 'checkout/extendHold',
    auth: 'optional',
    validated: false,
  },
  checkoutHold: { method: 'GET', path: 'checkout/hold', auth: 'optional', validated: false },
  orderReview: { method: 'GET', path: 'order/review', auth: 'none', validated: true },
  waitingListJoin: { method: 'POST', path: 'waitinglist/join', auth: 'none', validated: true },
  waitingListLeave: { method: 'POST', path: 'waitinglist/leave', auth: 'none', validated: true },
  waitingRoomPlace: { method: 'GET', path: 'waitingroom/place', auth: 'none', validated: true },
  waitingListOffer: {
    method: 'GET',
    path: 'waitinglist/offer/{token}',
    auth: 'none',
    validated: true,
  },
  passEntry: { method: 'POST', path: 'passes/entry', auth: 'optional', validated: true },
  passesMine: { method: 'GET', path: 'passes/mine', auth: 'required', validated: true },
  orderCancelLines: { method: 'POST', path: 'order/cancelLines', auth: 'none', validated: true },
  orderCancelQuote: { method: 'GET', path: 'order/cancelQuote', auth: 'none', validated: true },
  orderMoveOptions: { method: 'GET', path: 'order/moveOptions', auth: 'none', validated: true },
  orderMove: { method: 'POST', path: 'order/move', auth: 'none', validated: true },
  orderMoveReturn: { method: 'POST', path: 'order/moveReturn', auth: 'none', validated: true },
};

export { buildQuery, routeUrl, type QueryValues } from './call-url';
