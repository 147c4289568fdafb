/**
 * The waiting list's front door (docs/decisions.md "Waiting list"): the shop's join, leave and offer
 * calls, the job that offers returned places to the people waiting, the checkout's take-over of an
 * offer's hold, and the outbox's composer of the offer e-mails; the back office's view of the lines
 * (docs/decisions.md "Waiting list: staff"). Other modules and code outside `modules/` import this
 * file only.
 */
export { waitingListRoutes } from './waiting-list.routes';
export { waitingListAdminRoutes } from './waiting-list.admin-routes';
export { startWaitingListJob } from './offer-job';
export { offerTakeover } from './offer.service';
export { serveLine, serveLines, waitingListComposers } from './waiting-list.service';
