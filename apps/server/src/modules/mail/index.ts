/**
 * The mail module's front door: the outbox (queue, worker, an order's messages), the mailer, and
 * the branded layout every e-mail is rendered with.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { mailBrand, siteNameOf } from './mail-brand';
export {
  type MailBlock,
  type MailContent,
  type MailRow,
  type RenderedMail,
  renderMail,
  brandedMail,
} from './mail-layout';
export { type MailAttachment, type Mailer, createMailer } from './mailer';
export {
  ATTACH_DOCUMENT_MAIL,
  type ComposedMail,
  type MailComposers,
  enqueueMail,
  messagesOfOrder,
  startOutboxWorker,
} from './outbox.service';
