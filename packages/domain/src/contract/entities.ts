/**
 * The shop's entities as they travel in the `data` of the answers. Field names are the API's;
 * prices are integer cents; dates are `YYYY-MM-DD`, venue-local slot times `YYYY-MM-DDTHH:mm`.
 * Answer objects are not strict, so a client keeps working when the server adds a field.
 */
import { z } from 'zod';
import { CUSTOMER_PROFILE_FIELDS } from '../forms';
import { CANCEL_REFUSALS, VISIT_KINDS } from '../orders/cancel-terms';
import { MOVE_REFUSALS } from '../orders/move-terms';
import { tourAnswer } from './cart';
import { picture } from './picture';
import { orderWallets } from './wallet';
import {
  apiLanguage,
  assetUrl,
  calendarDate,
  cents,
  countryCode,
  emailAddress,
  entityId,
  flag,
  httpUrl,
  inputText,
  label,
  localDateOrDateTime,
  localDateTime,
  localized,
  orderToken,
  sequenceNo,
  timeOfDay,
  utcDateTime,
  vatValue,
} from './common';

// ---------------------------------------------------------------------------------------------------
// Shared pieces

/** A category of tours, merchandise or vouchers (`tour/attr`, `merchandise/attr`, `voucher/groups`). */
export const category = z.object({ id: entityId, name: label, sequence_no: sequenceNo });

/** Membership of a custom group (category): an entry of `custom_groups`. */
export const customGroup = z.object({ id: entityId });

/** First and last bookable day of a tour or event (`tour/lifetime`, `ticket/lifetime`); null = open. */
export const lifetime = z.object({ first: calendarDate.nullable(), last: calendarDate.nullable() });

// ---------------------------------------------------------------------------------------------------
// Guided tours

/** A price-list entry: the price of booking one whole tour. */
export const priceListEntry = z.object({
  id: entityId,
  name: label,
  price: cents,
  vat_value: vatValue,
});

/** A participant ticket of a tour, optionally with subtickets. */
export const tourTicket = z.object({
  id: entityId,
  name: label,
  price: cents,
  vat_value: vatValue,
  sequence_no: sequenceNo,
  subtickets: z.array(z.object({ id: entityId, name: label, price: cents })).optional(),
});

/** One start time of a tour day: how many tours run and their price list. */
export const tourScheduleEntry = z.object({
  tours: z.number().int().min(0),
  priceList: z.array(priceListEntry),
});

/** A group question of a tour with one of the six answer types. */
export const tourQuestion = z.object({
  id: entityId,
  question: label,
  type: tourAnswer.shape.type,
  mandatory: flag,
  sequence_no: sequenceNo,
  answers: z.array(z.object({ id: entityId, answer: label })),
});

/** A guided tour; `schedule` holds the requested day's start times (`HH:mm`) and is empty in lists. */
export const tour = z.object({
  id: entityId,
  name: label,
  eventName: z.string().max(500),
  description: z.string().max(20_000),
  image: assetUrl.nullable(),
  /** An uploaded image in responsive sizes (Foyer's addition); `image` is then its JPEG. */
  picture: picture.nullable().optional(),
  sequence_no: sequenceNo,
  max_participants: z.number().int().min(1),
  /** Smallest group ('can only be booked with at least N persons'); 0 = no minimum. */
  min_participants: z.number().int().min(0),
  single_ticketing: flag,
  book_complete_tour: flag,
  booking_without_tickets: flag,
  priceList: z.array(priceListEntry),
  tickets: z.array(tourTicket),
  schedule: z.record(timeOfDay, tourScheduleEntry),
  custom_groups: z.array(customGroup),
  questions: z.array(tourQuestion),
  langIdentifier: z.string().min(1).max(20),
  langName: label,
  museumId: entityId,
  venue: z.string().max(500),
  /** How long the tour lasts, in minutes (Foyer's addition; shown as "90 min."). */
  duration: z.number().int().min(1).max(1440).optional(),
  /**
   * Whether a visitor may join the waiting list of a sold-out start (Foyer's addition,
   * `waitingListOpen`: the museum's switch and the tour's).
   */
  waiting_list: z.boolean().optional(),
});

/** A bookable start time of a tour day in the calendar. */
export const tourSlot = z.object({
  time: timeOfDay,
  timeslotId: entityId,
  /** Tickets still available in this slot; 0 = sold out. */
  available: z.number().int().min(0),
});

/** The tour calendar of a range: date → slots, plus the tour's first and last bookable day. */
export const tourCalendar = z.object({
  first: calendarDate.nullable(),
  last: calendarDate.nullable(),
  dates: z.record(calendarDate, z.array(tourSlot)),
});

// ---------------------------------------------------------------------------------------------------
// Events and tickets

/** An event that sells tickets. */
export const event = z.object({
  id: entityId,
  name: label,
  description: z.string().max(20_000),
  image: assetUrl.nullable(),
  /** An uploaded image in responsive sizes (Foyer's addition); `image` is then its JPEG. */
  picture: picture.nullable().optional(),
  venue: z.string().max(500),
  sequence_no: sequenceNo,
  sorting_datetime: localDateTime,
  custom_groups: z.array(customGroup),
  /** Last moment the event can be visited; past → EVENT_EXPIRED. Null = no end. */
  end: localDateTime.nullable(),
  /** The lowest ticket price above 0 (Foyer's addition: "from 12,00 €" in the list). */
  price_from: cents.optional(),
  /**
   * Whether a visitor may join the waiting list of a sold-out time slot (Foyer's addition,
   * `waitingListOpen`: the museum's switch and the event's).
   */
  waiting_list: z.boolean().optional(),
});

/** A ticket's time slot (mode 1) or range (mode 5) with the tickets still available. */
export const ticketScheduleEntry = z.object({
  datetime: localDateTime,
  datetime_end: localDateTime.nullable(),
  max_tickets: z.number().int().min(0),
});

/** A subticket (a family component or add-on) with its quantity bounds. */
export const subticket = z.object({
  id: entityId,
  name: label,
  price: cents,
  vat_value: vatValue,
  min_quantity: z.number().int().min(0),
  max_quantity: z.number().int().min(0),
});

/** Ticket modes: 1 timed, 3 event-long, 5 scheduled range. */
export const ticketMode = z.union([z.literal(1), z.literal(3), z.literal(5)]);

/** An event ticket. */
export const ticket = z.object({
  id: entityId,
  name: label,
  price: cents,
  vat_value: vatValue,
  mode: ticketMode,
  /** 1: sold for a chosen date against the event's day capacity (cart item type `dayTicket`). */
  day_ticket: flag,
  schedule: z.array(ticketScheduleEntry),
  group_id: entityId.nullable(),
  group_name: z.string().max(500).nullable(),
  family: flag,
  subtickets: z.array(subticket),
  print_separately: flag,
  unique_barcode: flag,
  scan_separately: flag,
  book_with_cost: flag,
  book_with_cost_warn: flag,
});

/** A time slot of an event day with the tickets still available. */
export const timeslot = z.object({ datetime: localDateTime, max_tickets: z.number().int().min(0) });

// ---------------------------------------------------------------------------------------------------
// Merchandise, passes and vouchers

/** An image with its alternative text. */
export const image = z.object({ url: assetUrl, alt: z.string().max(500) });

/** A merchandise article; product kind 13 is an annual pass. */
export const merchandise = z.object({
  id: entityId,
  name: label,
  description: z.string().max(20_000),
  price: cents,
  vat_value: vatValue,
  stock: z.number().int(),
  sequence_no: sequenceNo,
  custom_groups: z.array(customGroup),
  product_kind_ref: entityId.nullable(),
  images: z.array(image),
  /** An uploaded image in responsive sizes (Foyer's addition); `images` then starts with its JPEG. */
  picture: picture.nullable().optional(),
});

/** A gift voucher that can be bought; variable-amount types take the amount from the buyer. */
export const voucherType = z.object({
  id: entityId,
  name: label,
  description: z.string().max(20_000),
  image: assetUrl.nullable(),
  /** An uploaded image in responsive sizes (Foyer's addition); `image` is then its JPEG. */
  picture: picture.nullable().optional(),
  price: cents,
  vat_value: vatValue,
  variable_amount: flag,
  groupId: entityId.nullable(),
  sequence_no: sequenceNo,
});

/** A voucher code that can be redeemed in the basket. */
export const voucherCode = z.object({
  barcode: z.string().min(1).max(64),
  name: z.string().max(500),
  amount: cents,
  used_amount: cents,
  available_amount: cents,
  valid_from: localDateOrDateTime.nullable(),
  valid_to: localDateOrDateTime.nullable(),
});

// ---------------------------------------------------------------------------------------------------
// Customers

const personText = inputText().max(200);

/** A postal address for shipping (name, street, city, zip, country). */
export const postalAddress = z.object({
  name: personText,
  street: personText,
  zip: inputText().max(20),
  city: personText,
  country: countryCode,
});

/** A billing address; the country is null when the form does not show it. */
export const billingAddress = postalAddress.extend({ country: countryCode.nullable() });

/** A stored shipping address. */
export const shippingAddress = postalAddress.extend({ id: entityId });

/** A customer as the server knows them; `addrShipping` is null when it is the billing address. */
export const customer = z.object({
  salutation: z.string().max(40),
  fname: personText,
  lname: personText,
  company: personText,
  email: emailAddress,
  phone: z.string().max(40),
  addrBilling: billingAddress,
  addrShipping: shippingAddress.nullable(),
  isGuest: z.boolean(),
  country: countryCode.nullable(),
});

/** Fields of the customer form that the server can require or show. */
export const customerField = z.enum(CUSTOMER_PROFILE_FIELDS);

const keyName = z.object({ key: z.string().min(1).max(40), name: label });

/** Countries, salutations and the required and visible fields of the customer form. */
export const customerAttr = z.object({
  countries: z.array(keyName),
  salutations: z.array(keyName),
  required_fields: z.array(customerField),
  visible_fields: z.array(customerField),
});

// ---------------------------------------------------------------------------------------------------
// Checkout

/** A payment type with its name per language. */
/** How a payment type is paid: card, SEPA direct debit, wallet (Apple/Google Pay) or express wallet. */
export const paymentMethod = z.enum(['card', 'sepa', 'wallet', 'express']);

/**
 * A payment type. `method` is Foyer's addition so the client can tell the express wallet
 * (offered before login) and wallets from the rest; types without it are paid by card or, for
 * the direct debit types, by SEPA.
 */
export const paymentType = z.object({
  payartId: entityId,
  i18n: localized,
  method: paymentMethod.optional(),
});

/** The answer of a completed payment; the shop's API names the order token `booking_id`. */
export const bookingResult = z.object({ booking_id: orderToken, has_tickets: z.boolean() });

/** An upsell suggestion of the basket: a merchandise article or a voucher type. */
export const suggestion = z.discriminatedUnion('type', [
  z.object({ type: z.literal('merchandise'), item: merchandise }),
  z.object({ type: z.literal('voucher'), item: voucherType }),
]);

/**
 * Order states: pending → paid → booked, pending → cancelled or expired; a booked order some of whose
 * lines were cancelled later is `partlyRefunded`, one wholly paid back `refunded` (Foyer's
 * addition), one cancelled after its booking `cancelled`. The order review shows booked orders
 * whatever happened since: a `refunded` or `cancelled` one read-only.
 */
export const orderStatus = z.enum([
  'pending',
  'paid',
  'booked',
  'partlyRefunded',
  'refunded',
  'cancelled',
  'expired',
]);

/** One line of an order. `details` lists subtickets, answers or pass holders as display text. */
export const orderItem = z.object({
  type: z.enum(['ticket', 'dayTicket', 'guidedTour', 'merchandise', 'voucher']),
  id: entityId,
  name: label,
  date: calendarDate.nullable(),
  time: timeOfDay.nullable(),
  count: z.number().int().min(1),
  price: cents,
  totalPrice: cents,
  vat_value: vatValue,
  details: z.array(z.string().max(500)),
  /** Foyer's addition: the line was cancelled (and paid back); its tickets are no longer valid. */
  cancelled: z.boolean().optional(),
});

/** The museum's fee for a visitor's cancellation: a percentage of the value, or fixed cents. */
export const cancellationFeeTerms = z
  .union([
    z.object({ percent: z.number().min(0).max(100) }).strict(),
    z.object({ fixed: cents }).strict(),
  ])
  .nullable();

/** Why a visitor may not cancel a line now (`@foyer/domain` `cancellationTerms`). */
export const cancelRefusal = z.enum(CANCEL_REFUSALS);

/** The visitor's own cancellation on the order review (docs/configuration.md "Visitor's terms"). */
export const orderCancellation = z.object({
  terms: z.object({
    allowed: z.boolean(),
    untilHours: z.number().min(0),
    fee: cancellationFeeTerms,
  }),
  lines: z.array(
    z.object({
      lineId: entityId,
      /** The position of the line in `items`. */
      item: z.number().int().min(0),
      /** The lines cancelled together with it (one booking). */
      group: z.array(entityId),
      allowed: z.boolean(),
      reason: cancelRefusal.nullable(),
      /** Museum-local time until which it may be cancelled; null: no deadline. */
      deadline: localDateTime.nullable(),
      /** Cents given back after the fee, and the fee; null when it may not be cancelled. */
      refund: cents.nullable(),
      fee: cents.nullable(),
    }),
  ),
});

/** Why a visitor may not move a booking now (`@foyer/domain` `moveTerms`). */
export const moveRefusal = z.enum(MOVE_REFUSALS);

/** The visitor's own moves on the order review (docs/configuration.md "Visitor's terms"). */
export const orderMove = z.object({
  terms: z.object({ allowed: z.boolean(), untilHours: z.number().min(0) }),
  /** The order's dated bookings (one per basket item). */
  bookings: z.array(
    z.object({
      itemIndex: z.number().int().min(0),
      /** The positions of the booking's lines in `items`. */
      items: z.array(z.number().int().min(0)),
      allowed: z.boolean(),
      reason: moveRefusal.nullable(),
      /** Museum-local time until which it may be moved; null: no start. */
      deadline: localDateTime.nullable(),
    }),
  ),
});

/** An order for the order review screen. Amounts in cents; `voucherDiscount` is zero or negative. */
export const order = z.object({
  id: orderToken,
  number: z.string().min(1).max(40),
  status: orderStatus,
  created: utcDateTime,
  language: apiLanguage,
  customer: z.object({ fname: personText, lname: personText, email: emailAddress }),
  items: z.array(orderItem),
  vouchers: z.array(
    z.object({ barcode: z.string().min(1).max(64), used: cents, remaining: cents }),
  ),
  shipping: z.object({ cost: cents, address: postalAddress }).nullable(),
  totals: z.object({
    subtotal: cents,
    shipping: cents,
    voucherDiscount: z.number().int().max(0),
    total: cents,
    vat: cents,
    /** Foyer's addition: cents paid back so far (to the payment method and onto voucher codes). */
    refunded: cents.optional(),
    /** Foyer's addition: cents the museum kept as its fee of the order's done cancellations. */
    feeKept: cents.optional(),
  }),
  payment: paymentType.nullable(),
  downloads: z.object({
    tickets: httpUrl.nullable(),
    invoice: httpUrl.nullable(),
    /** Foyer's addition: the credit notes of the order's refunds, oldest first. */
    creditNotes: z.array(z.object({ number: z.string().min(1).max(40), url: httpUrl })).optional(),
  }),
  /** Apple / Google Wallet links (contract/wallet.ts); absent from servers without wallets. */
  wallets: orderWallets.optional(),
  /** What the visitor may cancel themselves, and the museum's terms (Foyer's addition). */
  cancellation: orderCancellation.optional(),
  /** Which visits the visitor may move themselves, and the museum's terms (Foyer's addition). */
  move: orderMove.optional(),
});

/**
 * An order in the customer's "My orders" (`customer/orders`): booked once, whatever happened since.
 * `id` is the order token of its order review page, which shows it while `reviewable` (Foyer's
 * server: always; a wholly refunded or cancelled order read-only). Visit dates are the museum's local dates of its dated lines; `lines` names what was
 * ordered with counts.
 */
export const myOrder = z.object({
  id: orderToken,
  number: z.string().min(1).max(40),
  status: z.enum(['booked', 'partlyRefunded', 'refunded', 'cancelled', 'disputed']),
  booked: utcDateTime,
  total: cents,
  firstVisit: calendarDate.nullable(),
  lastVisit: calendarDate.nullable(),
  lines: z.array(z.object({ name: label, count: z.number().int().min(1) })),
  reviewable: z.boolean(),
});

/** The customer's orders: coming visits (next first) and past orders (most recent first). */
export const myOrders = z.object({ coming: z.array(myOrder), past: z.array(myOrder) });

// ---------------------------------------------------------------------------------------------------
// Content

/** A banner of a banner group; `{width}` in an image URL is a placeholder the client strips. */
export const banner = z.object({
  group: z.string().min(1).max(60),
  image: assetUrl,
  image_mobile: assetUrl.nullable(),
  link: assetUrl.nullable(),
  alt: z.string().max(500),
  sequence_no: sequenceNo,
  /** An uploaded image in responsive sizes (Foyer's addition); `image` is then its JPEG. */
  picture: picture.nullable().optional(),
});

/** A social media link of the footer, ordered by `sequence_no`. */
export const socialLink = z.object({ name: label, link: httpUrl, sequence_no: sequenceNo });

/** The cookie notice text (HTML), shown when `showCookieDisclaimer` is on. */
export const cookieWarning = z.object({ html: z.string().max(20_000) });

/** The static content: banners, cookie notice and social links. */
export const staticContent = z.object({
  banners: z.array(banner),
  cookie_warning: cookieWarning.nullable(),
  social_media: z.array(socialLink),
});

/** Static page ids of the footer and the shipping page. */
export const staticPageId = z.enum([
  'imprint',
  'terms',
  'data_protection',
  'accessibility_statement',
  'shipping',
]);

/**
 * A static page with trusted HTML from the museum's configuration. `lang` names the language title
 * and HTML are in: another one than asked when the page falls back (the client marks it, WCAG 3.1.2).
 */
export const staticPage = z.object({
  id: staticPageId,
  title: label,
  html: z.string().max(200_000),
  lang: apiLanguage,
});

/** Static content plus meta data: facts about the shop that are not feature switches. */
export const shopInfo = staticContent.extend({
  meta: z.object({
    siteName: label,
    currency: z.literal('EUR'),
    /** IANA time zone of the venue, e.g. `Europe/Berlin`. */
    timeZone: z.string().min(1).max(60),
    /** Today in the venue's calendar, for the next-few-days flags. */
    today: calendarDate,
    supportEmail: emailAddress,
    /**
     * What visitors may cancel themselves (docs/configuration.md "Visitor's terms"), for the note
     * before they buy (Foyer's addition; absent from other servers).
     */
    cancellation: z
      .object({
        allowed: z.boolean(),
        untilHours: z.number().min(0),
        kinds: z.array(z.enum(VISIT_KINDS)),
        /** The museum's fee per cancellation; absent (another server): none named. */
        fee: cancellationFeeTerms.optional(),
      })
      .optional(),
    /** Whether and until when visitors may move a visit themselves (Foyer's addition). */
    move: z.object({ allowed: z.boolean(), untilHours: z.number().min(0) }).optional(),
  }),
});

/** A link that replaces a default footer link. */
export const termsLink = z.object({ url: httpUrl, title: label });

/** Menu entries whose labels can be overridden per language. */
export const navKey = z.enum(['tickets', 'guidedTours', 'merchandise', 'passes', 'vouchers']);

/** Views the home page can show. */
export const homeView = z.enum([
  'overview',
  'tickets',
  'guidedTours',
  'merchandise',
  'passes',
  'vouchers',
]);

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, '#RRGGBB');

/** Logo, colours and fonts of a museum's shop. */
export const theme = z.object({
  logo: assetUrl,
  colors: z.object({
    primary: hexColour,
    onPrimary: hexColour,
    accent: hexColour,
    background: hexColour,
    text: hexColour,
  }),
  fonts: z.object({ body: z.string().min(1).max(200), heading: z.string().min(1).max(200) }),
});

/** The remote configuration (`shopinfo/config`). */
export const shopConfig = z
  .object({
    hasTickets: z.boolean(),
    hasGuidedTours: z.boolean(),
    hasMerchandise: z.boolean(),
    hasVouchers: z.boolean(),
    hasMemCard: z.boolean(),
    hasVoucherCodes: z.boolean(),
    hasUserRegistration: z.boolean(),
    hasGuestRegistration: z.boolean(),
    checkoutDocumentNumber: z.boolean(),
    languages: z.array(apiLanguage).min(1),
    languagesFull: z.array(label).min(1),
    siteName: label,
    siteNameTranslations: localized,
    navTranslations: z.partialRecord(navKey, localized),
    logoLinksToMainSite: z.boolean(),
    museumMainUrl: httpUrl.nullable(),
    museumPerLanguageUrls: z.partialRecord(apiLanguage, httpUrl),
    openMainSiteInNewTab: z.boolean(),
    customTermsLinks: z.object({
      enabled: z.boolean(),
      links: z.partialRecord(
        apiLanguage,
        z.object({
          imprint: termsLink.optional(),
          terms: termsLink.optional(),
          data_protection: termsLink.optional(),
          shipping: termsLink.optional(),
          /** The right of withdrawal's own page; without it, order e-mails link the terms. */
          withdrawal: termsLink.optional(),
        }),
      ),
    }),
    partnerLogos: z.array(
      z.object({
        name: localized,
        logos: z.array(
          z.object({ image: assetUrl, url: httpUrl.nullable(), alt: z.string().max(500) }),
        ),
      }),
    ),
    showCookieDisclaimer: z.boolean(),
    showHeader: z.boolean(),
    showFooter: z.boolean(),
    defaultCountry: countryCode,
    tourDefaultLanguage: z.string().min(1).max(20),
    homeView,
    progressBar: z.boolean(),
    confirmPaymentOnCheckout: z.boolean(),
    /**
     * Foyer's addition, answered by the server from `server.waitingList` (a value in the file's
     * `shop` section is ignored): the shop offers its join form on sold-out slots, for 1 to
     * `maxPlaces` places; absent while the waiting list is switched off.
     */
    waitingList: z
      .object({ maxPlaces: z.number().int().min(1).max(100) })
      .strict()
      .optional(),
    supportEmail: emailAddress,
    theme,
  })
  .refine((config) => config.languages.length === config.languagesFull.length, {
    message: 'languagesFull must name every language, in the same order',
    path: ['languagesFull'],
  });

/**
 * Named entities: the OpenAPI document lists each under `components/schemas` and refers to it by name.
 * Keys are the component names.
 */
export const entitySchemas = {
  Category: category,
  Lifetime: lifetime,
  PriceListEntry: priceListEntry,
  TourTicket: tourTicket,
  TourQuestion: tourQuestion,
  Tour: tour,
  TourSlot: tourSlot,
  TourCalendar: tourCalendar,
  Event: event,
  Subticket: subticket,
  Ticket: ticket,
  Timeslot: timeslot,
  Merchandise: merchandise,
  VoucherType: voucherType,
  VoucherCode: voucherCode,
  PostalAddress: postalAddress,
  BillingAddress: billingAddress,
  ShippingAddress: shippingAddress,
  Customer: customer,
  CustomerAttr: customerAttr,
  PaymentType: paymentType,
  BookingResult: bookingResult,
  Suggestion: suggestion,
  Order: order,
  MyOrder: myOrder,
  MyOrders: myOrders,
  Banner: banner,
  SocialLink: socialLink,
  CookieWarning: cookieWarning,
  StaticContent: staticContent,
  StaticPage: staticPage,
  ShopInfo: shopInfo,
  ShopConfig: shopConfig,
} as const;

export type Category = z.infer<typeof category>;
export type Lifetime = z.infer<typeof lifetime>;
export type PriceListEntry = z.infer<typeof priceListEntry>;
export type TourTicket = z.infer<typeof tourTicket>;
export type TourQuestion = z.infer<typeof tourQuestion>;
export type Tour = z.infer<typeof tour>;
export type TourSlot = z.infer<typeof tourSlot>;
export type TourCalendar = z.infer<typeof tourCalendar>;
export type Event = z.infer<typeof event>;
export type Subticket = z.infer<typeof subticket>;
export type Ticket = z.infer<typeof ticket>;
export type Timeslot = z.infer<typeof timeslot>;
export type Merchandise = z.infer<typeof merchandise>;
export type VoucherType = z.infer<typeof voucherType>;
export type VoucherCode = z.infer<typeof voucherCode>;
export type PostalAddress = z.infer<typeof postalAddress>;
export type BillingAddress = z.infer<typeof billingAddress>;
export type ShippingAddress = z.infer<typeof shippingAddress>;
export type Customer = z.infer<typeof customer>;
export type CustomerField = z.infer<typeof customerField>;
export type CustomerAttr = z.infer<typeof customerAttr>;
export type PaymentType = z.infer<typeof paymentType>;
export type BookingResult = z.infer<typeof bookingResult>;
export type Suggestion = z.infer<typeof suggestion>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type Order = z.infer<typeof order>;
export type MyOrder = z.infer<typeof myOrder>;
export type MyOrders = z.infer<typeof myOrders>;
export type Banner = z.infer<typeof banner>;
export type SocialLink = z.infer<typeof socialLink>;
export type CookieWarning = z.infer<typeof cookieWarning>;
export type StaticContent = z.infer<typeof staticContent>;
export type StaticPageId = z.infer<typeof staticPageId>;
export type StaticPage = z.infer<typeof staticPage>;
export type ShopInfo = z.infer<typeof shopInfo>;
export type ShopConfig = z.infer<typeof shopConfig>;
