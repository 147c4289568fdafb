/**
 * The demo museum, "Stadtmuseum Lindenau", seeded into an empty database at start (docs/catalog.md
 * lists what it holds and the voucher codes for testers). It is built relative to `now`, in the
 * venue's time zone, so the shop always has something to sell today and for the next 60 days:
 * a timed-entry exhibition (one day sold out, weekend afternoons nearly full), day tickets, an
 * evening event with event-long tickets, a workshop sold as scheduled ranges, seven guided tours
 * at two sites, merchandise with one article out of stock, annual passes, gift vouchers and codes.
 * Sales figures come from a hash of each slot, so every seed of the same day looks the same.
 *
 * The catalog's `sold` figures are the plan of the demo orders' bookings, never written as such: the
 * seed imports the catalog unsold (`unsold`), and the demo orders (demo-sales-plan.ts) book those
 * places through the inventory, so the counters, the orders, the reports and the door's lists
 * describe the same sales. Bookings fall off with the distance from today, as advance sales do.
 */
import { ANNUAL_PASS_PRODUCT_KIND, addDays, venueToday } from '@foyer/domain';
import {
  importCatalog,
  weekdayOf,
  type CatalogFileInput,
  type Weekday,
} from '../modules/catalog-file';
import type { FoyerConfig } from '../config/schema';
import type { Db } from '../db/client';
import { defaultLanguage } from '../i18n/languages';
import { demoCookieWarning, demoPages } from './demo-pages';
import { translated } from './demo-translations';

/** Days after today that get slots and days. */
export const DEMO_DAYS = 60;

type Catalog = CatalogFileInput & {
  events: NonNullable<CatalogFileInput['events']>;
  tours: NonNullable<CatalogFileInput['tours']>;
};
type EventSlots = NonNullable<Catalog['events'][number]['slots']>;
type TourSlots = NonNullable<Catalog['tours'][number]['slots']>;
type Question = NonNullable<Catalog['tours'][number]['questions']>[number];

/** A number in [0, 1) from a text (FNV-1a): stable "random" sales per slot. */
function share(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** Dates the museum is closed: Mondays, Christmas Eve and Day, New Year's Eve and Day. */
export function isClosed(date: string): boolean {
  return weekdayOf(date) === 'mon' || ['12-24', '12-25', '12-31', '01-01'].includes(date.slice(5));
}

function times(from: string, to: string, everyMinutes: number): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const out: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += everyMinutes) {
    out.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The demo's calendar: today and the next DEMO_DAYS days, and the dates the museum is open. */
class DemoCalendar {
  readonly today: string;
  readonly last: string;
  readonly open: string[];

  constructor(now: Date, timeZone: string) {
    this.today = venueToday(now, timeZone);
    this.last = addDays(this.today, DEMO_DAYS);
    this.open = [];
    for (let i = 0; i <= DEMO_DAYS; i += 1) {
      const date = addDays(this.today, i);
      if (!isClosed(date)) this.open.push(date);
    }
  }

  on(...weekdays: Weekday[]): string[] {
    return this.open.filter((date) => weekdays.includes(weekdayOf(date)));
  }

  /** The first open date on one of the weekdays, at least `afterDays` days from today. */
  firstOn(afterDays: number, ...weekdays: Weekday[]): string {
    const from = addDays(this.today, afterDays);
    const date = this.on(...weekdays).find((day) => day >= from);
    if (!date)
      throw new Error(`No open ${weekdays.join('/')} ${afterDays} days after ${this.today}`);
    return date;
  }
}

/**
 * The share of a day's usual sales booked already: all of the next week, less for the two after,
 * a few bookings further ahead.
 */
function booked(calendar: DemoCalendar, date: string): number {
  const ahead = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${calendar.today}T00:00:00Z`)) / 86_400_000,
  );
  return ahead <= 7 ? 1 : ahead <= 21 ? 0.4 : 0.05;
}

/** True within the next three weeks, where full slots and nearly full afternoons are booked. */
function soon(calendar: DemoCalendar, date: string): boolean {
  return date <= addDays(calendar.today, 21);
}

function isWeekend(date: string): boolean {
  return ['sat', 'sun'].includes(weekdayOf(date));
}

// ---------------------------------------------------------------------------------------------------
// Events

function exhibitionSlots(calendar: DemoCalendar): EventSlots {
  const capacity = 40;
  const soldOutDay = calendar.firstOn(3, 'sat');
  return calendar.open.flatMap((date) =>
    times('10:00', '17:30', 30).map((time) => {
      const startsAt = `${date}T${time}`;
      const luck = share(`exhibition ${startsAt}`);
      let sold: number;
      if (date === soldOutDay || (luck < 0.04 && soon(calendar, date))) sold = capacity;
      else if (isWeekend(date) && time >= '14:00' && time <= '16:00' && soon(calendar, date))
        sold = capacity - 1 - Math.floor(luck * 3);
      else sold = Math.floor(capacity * (0.15 + 0.55 * luck) * booked(calendar, date));
      return { startsAt, capacity, sold };
    }),
  );
}

function demoEvents(calendar: DemoCalendar): Catalog['events'] {
  const slots = exhibitionSlots(calendar);
  const busyDay = calendar.firstOn(4, 'sun');
  const night = calendar.firstOn(14, 'sat');
  const firstWorkshop = calendar.firstOn(0, 'sat');
  return [
    {
      id: 1,
      name: translated('Lichtspiele – Glas, Licht und Farbe'),
      description: translated(
        '<p>Die Sonderausstellung zeigt 150 Objekte aus fünf Jahrhunderten Lindenauer Glaskunst: Kirchenfenster, Apothekergläser und die berühmten Farbgläser der Hütte Sommerfeld. Einlass mit Zeitfenster alle 30 Minuten.</p>',
      ),
      venue: 1,
      image: '/static/events/lichtspiele.svg',
      sequenceNo: 1,
      sortingDatetime: `${calendar.today}T10:00`,
      startsAt: `${addDays(calendar.today, -45)}T10:00`,
      endsAt: `${calendar.last}T18:00`,
      customGroups: [2],
      tickets: [
        {
          id: 11,
          name: translated('Erwachsene'),
          price: 1400,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 1,
          subtickets: [
            {
              id: 111,
              name: translated('Audioguide'),
              price: 300,
              vatValue: 19,
              minQuantity: 0,
              maxQuantity: 10,
            },
          ],
        },
        {
          id: 12,
          name: translated('Ermäßigt'),
          description: translated(
            '<p>Schülerinnen und Schüler, Studierende, Auszubildende, Menschen mit Schwerbehinderung, Inhaber der Lindenau-Card.</p>',
          ),
          price: 900,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 2,
        },
        {
          id: 13,
          name: translated('Kinder und Jugendliche bis 17 Jahre'),
          price: 0,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 3,
        },
        {
          id: 14,
          name: translated('Familienkarte'),
          description: translated(
            '<p>Für ein oder zwei Erwachsene mit bis zu vier Kindern, mit Entdeckerheft.</p>',
          ),
          price: 2900,
          vatValue: 7,
          mode: 1,
          family: true,
          group: 2,
          sequenceNo: 4,
          subtickets: [
            {
              id: 141,
              name: translated('Erwachsene'),
              minQuantity: 1,
              maxQuantity: 2,
              sequenceNo: 1,
            },
            {
              id: 142,
              name: translated('Kinder (6–17 Jahre)'),
              minQuantity: 1,
              maxQuantity: 4,
              sequenceNo: 2,
            },
            {
              id: 143,
              name: translated('Entdeckerheft'),
              minQuantity: 1,
              maxQuantity: 1,
              sequenceNo: 3,
            },
          ],
        },
      ],
      slots,
    },
    {
      id: 2,
      name: translated('Dauerausstellung „Lindenau erzählt“'),
      description: translated(
        '<p>800 Jahre Stadtgeschichte auf drei Etagen: vom Marktflecken zur Fabrikstadt. Das Tagesticket gilt am gewählten Tag für beliebig viele Besuche.</p>',
      ),
      venue: 1,
      image: '/static/events/dauerausstellung.svg',
      sequenceNo: 2,
      sortingDatetime: `${calendar.today}T10:00`,
      tickets: [
        {
          id: 21,
          name: translated('Tageskarte Erwachsene'),
          price: 800,
          vatValue: 7,
          mode: 3,
          dayTicket: true,
          group: 1,
          sequenceNo: 1,
        },
        {
          id: 22,
          name: translated('Tageskarte ermäßigt'),
          price: 500,
          vatValue: 7,
          mode: 3,
          dayTicket: true,
          group: 1,
          sequenceNo: 2,
        },
        {
          id: 23,
          name: translated('Tageskarte Kinder bis 17 Jahre'),
          price: 0,
          vatValue: 7,
          mode: 3,
          dayTicket: true,
          group: 1,
          sequenceNo: 3,
        },
      ],
      days: calendar.open.map((date) => {
        const capacity = 600;
        const sold =
          date === busyDay
            ? capacity - 4
            : Math.floor(
                capacity *
                  (0.1 + 0.5 * share(`day ${date}`)) *
                  (booked(calendar, date) === 1 ? 1 : 0),
              );
        return { date, capacity, sold };
      }),
    },
    {
      id: 3,
      name: translated('Lange Nacht im Stadtmuseum'),
      description: translated(
        '<p>Bis ein Uhr nachts: Kurzführungen, Glasbläserei im Hof, Live-Musik in der Alten Weberei und ein Shuttlebus zwischen beiden Häusern. Das Ticket gilt für den ganzen Abend.</p>',
      ),
      venue: 1,
      image: '/static/events/lange-nacht.svg',
      sequenceNo: 3,
      sortingDatetime: `${night}T18:00`,
      startsAt: `${night}T18:00`,
      endsAt: `${addDays(night, 1)}T01:00`,
      customGroups: [3],
      capacity: 600,
      // The demo orders sell no night tickets.
      sold: 0,
      tickets: [
        {
          id: 31,
          name: translated('Nachtticket'),
          price: 1500,
          vatValue: 7,
          mode: 3,
          sequenceNo: 1,
        },
        {
          id: 32,
          name: translated('Nachtticket ermäßigt'),
          price: 1000,
          vatValue: 7,
          mode: 3,
          sequenceNo: 2,
        },
        {
          id: 33,
          name: translated('Nachtticket mit Shuttlebus'),
          price: 1900,
          vatValue: 7,
          mode: 3,
          sequenceNo: 3,
          printSeparately: true,
        },
      ],
    },
    {
      id: 4,
      name: translated('Druckwerkstatt: Drucken wie Gutenberg'),
      description: translated(
        '<p>Zwei Stunden an der historischen Handpresse in der Alten Weberei: Lettern setzen, einfärben, drucken. Für Familien und alle ab acht Jahren, höchstens zwölf Personen.</p>',
      ),
      venue: 2,
      image: '/static/events/druckwerkstatt.svg',
      sequenceNo: 4,
      sortingDatetime: `${firstWorkshop}T14:00`,
      customGroups: [1],
      tickets: [
        {
          id: 41,
          name: translated('Teilnahme Erwachsene'),
          price: 1200,
          vatValue: 7,
          mode: 5,
          sequenceNo: 1,
        },
        {
          id: 42,
          name: translated('Teilnahme Kinder (8–14 Jahre)'),
          price: 800,
          vatValue: 7,
          mode: 5,
          sequenceNo: 2,
        },
      ],
      // The demo orders book no workshop places.
      slots: calendar.on('sat', 'sun').map((date) => ({
        mode: 5,
        startsAt: `${date}T14:00`,
        endsAt: `${date}T16:00`,
        capacity: 12,
        sold: 0,
      })),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Guided tours

/** Public tour starts: in the next three weeks some slots fully booked, most partly. */
function publicSlots(
  calendar: DemoCalendar,
  dates: readonly string[],
  at: readonly string[],
  capacity: number,
  key: string,
): TourSlots {
  return dates.flatMap((date) =>
    at.map((time) => {
      const startsAt = `${date}T${time}`;
      const luck = share(`${key} ${startsAt}`);
      const sold =
        luck < 0.08 && soon(calendar, date)
          ? capacity
          : Math.floor(capacity * 0.7 * luck * booked(calendar, date));
      return { startsAt, participants: { capacity, sold } };
    }),
  );
}

/** Group tour starts: `guides` tours in parallel (the demo orders book no group tours). */
function groupSlots(
  dates: readonly string[],
  at: readonly string[],
  guides: number,
  groupSize: number,
): TourSlots {
  return dates.flatMap((date) =>
    at.map((time) => ({
      startsAt: `${date}T${time}`,
      participants: { capacity: guides * groupSize, sold: 0 },
      tours: { capacity: guides, sold: 0 },
    })),
  );
}

function groupQuestions(): Question[] {
  return [
    {
      id: 61,
      text: translated('Altersgruppe der Gruppe'),
      type: 'radio',
      mandatory: true,
      sequenceNo: 1,
      options: [
        {
          id: 611,
          text: translated('Kita und Vorschule'),
          sequenceNo: 1,
        },
        { id: 612, text: translated('Grundschule'), sequenceNo: 2 },
        { id: 613, text: translated('Weiterführende Schule'), sequenceNo: 3 },
        { id: 614, text: translated('Erwachsene'), sequenceNo: 4 },
        { id: 615, text: translated('Seniorinnen und Senioren'), sequenceNo: 5 },
      ],
    },
    {
      id: 62,
      text: translated('Sprache der Führung'),
      type: 'select',
      mandatory: true,
      sequenceNo: 2,
      options: [
        { id: 621, text: translated('Deutsch'), sequenceNo: 1 },
        { id: 622, text: translated('Englisch'), sequenceNo: 2 },
        { id: 623, text: translated('Leichte Sprache'), sequenceNo: 3 },
      ],
    },
    {
      id: 63,
      text: translated('Schwerpunkte (mehrere möglich)'),
      type: 'checkbox',
      sequenceNo: 3,
      options: [
        {
          id: 631,
          text: translated('Mittelalter und Marktrecht'),
          sequenceNo: 1,
        },
        { id: 632, text: translated('Industrialisierung'), sequenceNo: 2 },
        { id: 633, text: translated('Glaskunst'), sequenceNo: 3 },
      ],
    },
    {
      id: 64,
      text: translated('Name der Gruppe oder Schule'),
      type: 'text',
      mandatory: true,
      sequenceNo: 4,
    },
    {
      id: 65,
      text: translated('Besondere Wünsche oder Hinweise (zum Beispiel zur Barrierefreiheit)'),
      type: 'textarea',
      sequenceNo: 5,
    },
    {
      id: 66,
      text: translated('Anzahl der Begleitpersonen'),
      type: 'number',
      sequenceNo: 6,
    },
  ];
}

function demoTours(calendar: DemoCalendar): Catalog['tours'] {
  const lifetime = { firstDate: calendar.today, lastDate: calendar.last };
  const weekdays: Weekday[] = ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  const adults = (id: number, price: number) => ({
    id,
    name: translated('Erwachsene'),
    price,
    vatValue: 7,
    sequenceNo: 1,
  });
  const concession = (id: number, price: number) => ({
    id,
    name: translated('Ermäßigt'),
    price,
    vatValue: 7,
    sequenceNo: 2,
  });
  return [
    {
      id: 1,
      name: translated('Highlights der Stadtgeschichte'),
      eventName: translated('Dauerausstellung „Lindenau erzählt“'),
      description: translated(
        '<p>Eine Stunde durch 800 Jahre Lindenau: vom Marktprivileg über die Weberaufstände bis zur Wende. Treffpunkt an der Kasse, zuzüglich Eintritt.</p>',
      ),
      image: '/static/tours/stadtgeschichte.svg',
      language: 'de',
      venue: 1,
      categories: [1],
      maxParticipants: 25,
      durationMinutes: 60,
      ...lifetime,
      sequenceNo: 1,
      tickets: [adults(11, 500), concession(12, 300)],
      slots: publicSlots(calendar, calendar.on(...weekdays), ['11:00', '15:00'], 25, 'tour 1'),
    },
    {
      id: 2,
      name: translated('Highlights der Stadtgeschichte (auf Englisch)'),
      eventName: translated('Dauerausstellung'),
      description: translated(
        '<p>Die beliebte Überblicksführung auf Englisch, jeden Samstag und Sonntag.</p>',
      ),
      image: '/static/tours/stadtgeschichte.svg',
      language: 'en',
      venue: 1,
      categories: [1],
      maxParticipants: 20,
      ...lifetime,
      sequenceNo: 2,
      tickets: [adults(21, 500), concession(22, 300)],
      slots: publicSlots(calendar, calendar.on('sat', 'sun'), ['13:00'], 20, 'tour 2'),
    },
    {
      id: 3,
      name: translated('Die Schätze Lindenaus (Führung auf Französisch)'),
      eventName: translated('Dauerausstellung'),
      description: translated(
        '<p>Führung auf Französisch durch die Höhepunkte der Sammlung, sonntags um 11:30 Uhr.</p>',
      ),
      image: '/static/tours/stadtgeschichte.svg',
      language: 'fr',
      venue: 1,
      categories: [1],
      maxParticipants: 15,
      ...lifetime,
      sequenceNo: 3,
      tickets: [adults(31, 500), concession(32, 300)],
      slots: publicSlots(calendar, calendar.on('sun'), ['11:30'], 15, 'tour 3'),
    },
    {
      id: 4,
      name: translated('Alte Weberei: Vom Webstuhl zur Fabrikstadt'),
      eventName: translated('Industriemuseum Alte Weberei'),
      description: translated(
        '<p>Rundgang durch die Websäle von 1872 mit Vorführung am Jacquard-Webstuhl (auf Wunsch). Festes Schuhwerk empfohlen.</p>',
      ),
      image: '/static/tours/weberei.svg',
      language: 'de',
      venue: 2,
      categories: [1, 4],
      maxParticipants: 20,
      durationMinutes: 90,
      ...lifetime,
      sequenceNo: 4,
      tickets: [
        {
          ...adults(41, 700),
          subtickets: [
            {
              id: 411,
              name: translated('Vorführung am Jacquard-Webstuhl'),
              price: 200,
              vatValue: 7,
            },
          ],
        },
        concession(42, 500),
      ],
      slots: [
        ...publicSlots(calendar, calendar.on('sat', 'sun'), ['14:00'], 20, 'tour 4'),
        ...publicSlots(calendar, calendar.on('wed'), ['17:00'], 20, 'tour 4 evening'),
      ],
    },
    {
      id: 5,
      name: translated('Museumsdetektive – Familienführung'),
      eventName: translated('Für Familien'),
      description: translated(
        '<p>Mit Lupe und Spurenheft lösen Kinder ab sechs Jahren den Fall des verschwundenen Stadtsiegels. Mindestens zwei Personen pro Buchung.</p>',
      ),
      image: '/static/tours/museumsdetektive.svg',
      language: 'de',
      venue: 1,
      categories: [3],
      customGroups: [1],
      maxParticipants: 24,
      minParticipants: 2,
      ...lifetime,
      sequenceNo: 5,
      tickets: [
        {
          id: 51,
          name: translated('Kind (6–12 Jahre)'),
          price: 300,
          vatValue: 7,
          sequenceNo: 1,
          subtickets: [{ id: 511, name: translated('Bastelmaterial'), price: 150, vatValue: 19 }],
        },
        {
          id: 52,
          name: translated('Erwachsene Begleitperson'),
          price: 500,
          vatValue: 7,
          sequenceNo: 2,
        },
      ],
      slots: publicSlots(calendar, calendar.on('sun'), ['10:30'], 24, 'tour 5'),
    },
    {
      id: 6,
      name: translated('Gruppenführung durch das Stadtmuseum'),
      eventName: translated('Für Gruppen und Schulklassen'),
      description: translated(
        '<p>Ihre eigene Führung für bis zu 25 Personen, auf Wunsch mit Schwerpunkt. Buchbar dienstags bis freitags; zwei Guides stehen je Termin zur Verfügung.</p>',
      ),
      image: '/static/tours/gruppen.svg',
      language: 'de',
      venue: 1,
      categories: [2],
      maxParticipants: 25,
      minParticipants: 8,
      singleTicketing: false,
      bookCompleteTour: true,
      ...lifetime,
      sequenceNo: 6,
      prices: [
        {
          id: 61,
          name: translated('Gruppenführung 60 Minuten'),
          price: 9000,
          vatValue: 7,
          sequenceNo: 1,
        },
        {
          id: 62,
          name: translated('Gruppenführung 90 Minuten'),
          price: 12000,
          vatValue: 7,
          sequenceNo: 2,
        },
        {
          id: 63,
          name: translated('Schulklasse (60 Minuten)'),
          price: 4500,
          vatValue: 7,
          sequenceNo: 3,
        },
      ],
      tickets: [
        {
          id: 61,
          name: translated('Eintritt Gruppenmitglied'),
          price: 600,
          vatValue: 7,
          sequenceNo: 1,
        },
        {
          id: 62,
          name: translated('Eintritt Schülerin oder Schüler'),
          price: 0,
          vatValue: 7,
          sequenceNo: 2,
        },
      ],
      questions: groupQuestions(),
      slots: groupSlots(
        calendar.on('tue', 'wed', 'thu', 'fri'),
        ['10:00', '12:00', '14:00'],
        2,
        25,
      ),
    },
    {
      id: 7,
      name: translated('Gruppenführung Alte Weberei (auf Englisch)'),
      eventName: translated('Industriemuseum Alte Weberei'),
      description: translated(
        '<p>Die Industriegeschichte Lindenaus für Ihre Gruppe, auf Englisch.</p>',
      ),
      image: '/static/tours/weberei.svg',
      language: 'en',
      venue: 2,
      categories: [2, 4],
      maxParticipants: 20,
      minParticipants: 6,
      singleTicketing: false,
      bookCompleteTour: true,
      bookingWithoutTickets: true,
      durationMinutes: 90,
      ...lifetime,
      sequenceNo: 7,
      prices: [
        {
          id: 71,
          name: translated('Gruppenführung (bis 20 Personen)'),
          price: 11000,
          vatValue: 7,
          sequenceNo: 1,
        },
      ],
      questions: [
        {
          id: 71,
          text: translated('Name der Gruppe'),
          type: 'text',
          mandatory: true,
          sequenceNo: 1,
        },
        {
          id: 72,
          text: translated('Tempo'),
          type: 'select',
          sequenceNo: 2,
          options: [
            { id: 721, text: translated('Gemächlich'), sequenceNo: 1 },
            { id: 722, text: translated('Zügig'), sequenceNo: 2 },
          ],
        },
        {
          id: 73,
          text: translated('Davon Rollstuhlnutzende'),
          type: 'number',
          sequenceNo: 3,
        },
      ],
      slots: groupSlots(calendar.on('thu', 'fri', 'sat'), ['11:00'], 1, 20),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Merchandise, passes and vouchers

function demoMerchandise(): NonNullable<CatalogFileInput['merchandise']> {
  const article = (
    id: number,
    category: number,
    name: { de: string; en: string; fr?: string },
    description: { de: string; en: string },
    price: number,
    vatValue: number,
    image: string,
    stock: { capacity: number; sold: number },
    extra: Partial<NonNullable<CatalogFileInput['merchandise']>[number]> = {},
  ) => ({
    id,
    category,
    name,
    description,
    price,
    vatValue,
    images: [`/static/merchandise/${image}.svg`],
    ...stock,
    sequenceNo: id,
    ...extra,
  });
  return [
    article(
      1,
      1,
      translated('Ausstellungskatalog „Lichtspiele“'),
      translated(
        '<p>240 Seiten, 180 Farbabbildungen, Hardcover. Mit Beiträgen zur Geschichte der Hütte Sommerfeld.</p>',
      ),
      2900,
      7,
      'katalog-lichtspiele',
      { capacity: 300, sold: 87 },
      { customGroups: [2], related: [4, 6] },
    ),
    article(
      2,
      1,
      translated('Lindenau. Eine Stadtgeschichte in 50 Objekten'),
      translated(
        '<p>Vom Marktsiegel bis zur Stechuhr: 50 Objekte aus der Sammlung erzählen 800 Jahre Stadtgeschichte. 192 Seiten.</p>',
      ),
      2400,
      7,
      'buch-stadtgeschichte',
      { capacity: 150, sold: 41 },
    ),
    article(
      3,
      1,
      translated('Kinderbuch „Die Museumsdetektive“'),
      translated(
        '<p>Ein Rätselkrimi für Kinder ab acht Jahren, der im Stadtmuseum spielt. 64 Seiten, illustriert.</p>',
      ),
      1290,
      7,
      'kinderbuch-museumsdetektive',
      { capacity: 80, sold: 12 },
      { customGroups: [1] },
    ),
    article(
      4,
      2,
      translated('Plakat „Lichtspiele“ (A1)'),
      translated(
        '<p>Das Ausstellungsplakat auf 170-g-Papier, 59,4 × 84,1 cm, gerollt versendet.</p>',
      ),
      1500,
      19,
      'plakat-lichtspiele',
      { capacity: 120, sold: 33 },
      { customGroups: [2], related: [1] },
    ),
    article(
      5,
      2,
      translated('Plakat „Alte Weberei“ (A2)'),
      translated(
        '<p>Siebdruck nach einem Werbeplakat von 1928, 42 × 59,4 cm. Derzeit vergriffen, der Nachdruck ist bestellt.</p>',
      ),
      1200,
      19,
      'plakat-alte-weberei',
      { capacity: 60, sold: 60 },
    ),
    article(
      6,
      3,
      translated('Postkartenset „Lindenau“ (12 Karten)'),
      translated(
        '<p>Zwölf Motive aus der Sammlung, von der Stadtansicht 1650 bis zum Glasfenster.</p>',
      ),
      990,
      19,
      'postkarten',
      { capacity: 400, sold: 120 },
    ),
    article(
      7,
      3,
      translated('Baumwolltasche „Stadtmuseum“'),
      translated('<p>Bio-Baumwolle, langer Henkel, bedruckt mit dem Stadtsiegel.</p>'),
      1490,
      19,
      'tasche',
      { capacity: 200, sold: 54 },
    ),
    article(
      8,
      3,
      translated('Emaillebecher „Rathaus“'),
      translated('<p>Emaillebecher mit dem Lindenauer Rathaus, 350 ml, spülmaschinenfest.</p>'),
      1690,
      19,
      'becher',
      { capacity: 90, sold: 30 },
      { related: [7] },
    ),
    article(
      9,
      3,
      translated('Notizbuch „Webmuster“'),
      translated(
        '<p>A5, 120 Seiten gepunktet, Einband mit einem Jacquard-Muster aus der Alten Weberei.</p>',
      ),
      890,
      19,
      'notizbuch',
      { capacity: 250, sold: 61 },
    ),
    article(
      10,
      4,
      translated('Jahreskarte Einzelperson'),
      translated(
        '<p>Zwölf Monate freier Eintritt in beide Häuser und alle Sonderausstellungen, zehn Prozent Rabatt auf Führungen. Die Karte kommt per Post.</p>',
      ),
      4500,
      7,
      'jahreskarte',
      // The demo orders sell no passes.
      { capacity: 10_000, sold: 0 },
      { productKind: ANNUAL_PASS_PRODUCT_KIND },
    ),
    article(
      11,
      4,
      translated('Jahreskarte Familie'),
      translated(
        '<p>Für zwei Erwachsene und alle Kinder bis 17 Jahre eines Haushalts, zwölf Monate freier Eintritt. Die Karte lautet auf einen Erwachsenen als Inhaber; der zweite Erwachsene weist sich an der Kasse aus.</p>',
      ),
      8500,
      7,
      'jahreskarte-familie',
      { capacity: 5000, sold: 0 },
      { productKind: ANNUAL_PASS_PRODUCT_KIND },
    ),
  ];
}

function demoVouchers(
  today: string,
): Pick<CatalogFileInput, 'voucherCategories' | 'voucherTypes' | 'voucherCodes'> {
  const threeYears = 1095;
  return {
    voucherCategories: [
      {
        id: 1,
        name: translated('Wertgutscheine'),
        sequenceNo: 1,
      },
      {
        id: 2,
        name: translated('Erlebnisgutscheine'),
        sequenceNo: 2,
      },
    ],
    voucherTypes: [
      {
        id: 1,
        category: 1,
        name: translated('Geschenkgutschein 25 €'),
        description: translated(
          '<p>Einlösbar für Tickets, Führungen und im Museumsshop, drei Jahre gültig.</p>',
        ),
        image: '/static/vouchers/wertgutschein.svg',
        price: 2500,
        sequenceNo: 1,
      },
      {
        id: 2,
        category: 1,
        name: translated('Geschenkgutschein 50 €'),
        description: translated(
          '<p>Einlösbar für Tickets, Führungen und im Museumsshop, drei Jahre gültig.</p>',
        ),
        image: '/static/vouchers/wertgutschein.svg',
        price: 5000,
        sequenceNo: 2,
      },
      {
        id: 3,
        category: 1,
        name: translated('Gutschein mit Wunschbetrag'),
        description: translated('<p>Sie bestimmen den Betrag, bis 1.000 €.</p>'),
        image: '/static/vouchers/wertgutschein.svg',
        price: 0,
        variableAmount: true,
        sequenceNo: 3,
      },
      {
        id: 4,
        category: 2,
        name: translated('Familienausflug ins Museum'),
        description: translated(
          '<p>Familienkarte, Familienführung „Museumsdetektive“ und Kakao im Museumscafé für bis zu sechs Personen.</p>',
        ),
        image: '/static/vouchers/erlebnis.svg',
        price: 4900,
        sequenceNo: 4,
      },
      {
        id: 5,
        category: 2,
        name: translated('Lange Nacht für zwei'),
        description: translated(
          '<p>Zwei Nachtickets mit Shuttlebus und ein Glas Sekt an der Glasbläserei.</p>',
        ),
        image: '/static/vouchers/erlebnis.svg',
        price: 4200,
        sequenceNo: 5,
      },
    ],
    voucherCodes: [
      {
        id: 1,
        barcode: 'DEMO-VALID-50',
        name: translated('Geschenkgutschein 50 €'),
        amount: 5000,
        validFrom: addDays(today, -30),
        validTo: addDays(today, threeYears),
        voucherType: 2,
      },
      {
        id: 2,
        barcode: 'DEMO-VALID-10',
        name: translated('Wertgutschein 10 €'),
        amount: 1000,
        validFrom: addDays(today, -10),
        validTo: addDays(today, 365),
      },
      {
        id: 3,
        barcode: 'DEMO-VALID-200',
        name: translated('Wertgutschein 200 €'),
        amount: 20000,
        validFrom: addDays(today, -1),
        validTo: addDays(today, threeYears),
      },
      {
        id: 4,
        barcode: 'DEMO-PARTLY-USED',
        name: translated('Geschenkgutschein 50 €'),
        amount: 5000,
        usedAmount: 1850,
        validFrom: addDays(today, -120),
        validTo: addDays(today, threeYears - 120),
        voucherType: 2,
      },
      {
        id: 5,
        barcode: 'DEMO-USED-UP',
        name: translated('Geschenkgutschein 25 €'),
        amount: 2500,
        usedAmount: 2500,
        validFrom: addDays(today, -200),
        validTo: addDays(today, threeYears - 200),
        voucherType: 1,
      },
      {
        id: 6,
        barcode: 'DEMO-NOT-YET',
        name: translated('Wertgutschein 30 €'),
        amount: 3000,
        validFrom: addDays(today, 30),
        validTo: addDays(today, 30 + threeYears),
      },
      {
        id: 7,
        barcode: 'DEMO-EXPIRED',
        name: translated('Wertgutschein 20 €'),
        amount: 2000,
        validFrom: addDays(today, -1200),
        validTo: addDays(today, -10),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------
// The whole catalog

/** The demo museum's catalog file for the day of `now` in the venue's time zone. */
export function buildDemoCatalog(now: Date, config: FoyerConfig): CatalogFileInput {
  const calendar = new DemoCalendar(now, config.server.timeZone);
  return {
    version: 1,
    venues: [
      {
        id: 1,
        name: translated('Stadtmuseum Lindenau (Haupthaus)'),
        address: 'Rathausplatz 4, 12345 Lindenau',
        sequenceNo: 1,
      },
      {
        id: 2,
        name: translated('Industriemuseum Alte Weberei'),
        address: 'Webereistraße 12, 12347 Lindenau',
        sequenceNo: 2,
      },
    ],
    customGroups: [
      { id: 1, name: translated('Für Familien'), sequenceNo: 1 },
      {
        id: 2,
        name: translated('Sonderausstellung „Lichtspiele“'),
        sequenceNo: 2,
      },
      { id: 3, name: translated('Abendprogramm'), sequenceNo: 3 },
    ],
    ticketGroups: [
      {
        id: 1,
        name: translated('Einzeltickets'),
        sequenceNo: 1,
      },
      { id: 2, name: translated('Familien'), sequenceNo: 2 },
    ],
    events: demoEvents(calendar),
    tourCategories: [
      {
        id: 1,
        name: translated('Öffentliche Führungen'),
        sequenceNo: 1,
      },
      {
        id: 2,
        name: translated('Gruppenführungen'),
        sequenceNo: 2,
      },
      {
        id: 3,
        name: translated('Familien und Kinder'),
        sequenceNo: 3,
      },
      {
        id: 4,
        name: translated('Industriekultur'),
        sequenceNo: 4,
      },
    ],
    tours: demoTours(calendar),
    merchandiseCategories: [
      { id: 1, slug: 'buecher', name: translated('Bücher'), sequenceNo: 1 },
      {
        id: 2,
        slug: 'plakate',
        name: translated('Plakate und Drucke'),
        sequenceNo: 2,
      },
      {
        id: 3,
        slug: 'geschenke',
        name: translated('Geschenke'),
        sequenceNo: 3,
      },
      {
        id: 4,
        slug: 'jahreskarten',
        name: translated('Jahreskarten'),
        sequenceNo: 4,
      },
    ],
    merchandise: demoMerchandise(),
    ...demoVouchers(calendar.today),
    banners: [
      {
        id: 1,
        group: 'home',
        image: '/static/banners/lichtspiele.svg',
        imageMobile: '/static/banners/lichtspiele-mobile.svg',
        link: '/tickets/1',
        alt: translated('Sonderausstellung „Lichtspiele – Glas, Licht und Farbe“'),
        sequenceNo: 1,
      },
      {
        id: 2,
        group: 'home',
        image: '/static/banners/lange-nacht.svg',
        imageMobile: '/static/banners/lange-nacht-mobile.svg',
        link: '/tickets/3',
        alt: translated('Lange Nacht im Stadtmuseum'),
        sequenceNo: 2,
      },
      {
        id: 3,
        group: 'home',
        image: '/static/banners/jahreskarte.svg',
        imageMobile: '/static/banners/jahreskarte-mobile.svg',
        link: '/passes',
        alt: translated('Die Jahreskarte: ein Jahr lang freier Eintritt'),
        sequenceNo: 3,
      },
    ],
    socialLinks: [
      {
        id: 1,
        name: 'Instagram',
        url: 'https://www.instagram.com/stadtmuseum.lindenau/',
        sequenceNo: 1,
      },
      {
        id: 2,
        name: 'Facebook',
        url: 'https://www.facebook.com/stadtmuseum.lindenau',
        sequenceNo: 2,
      },
      {
        id: 3,
        name: 'Mastodon',
        url: 'https://mastodon.social/@stadtmuseum_lindenau',
        sequenceNo: 3,
      },
      {
        id: 4,
        name: 'YouTube',
        url: 'https://www.youtube.com/@stadtmuseumlindenau',
        sequenceNo: 4,
      },
    ],
    pages: demoPages(config),
    contentBlocks: [demoCookieWarning()],
  };
}

/**
 * The catalog with nothing sold: every `sold` figure set to 0 (they are the demo orders' plan; the
 * orders take the places through the inventory).
 */
export function unsold(catalog: CatalogFileInput): CatalogFileInput {
  return {
    ...catalog,
    events: catalog.events?.map((event) => ({
      ...event,
      ...(event.sold === undefined ? {} : { sold: 0 }),
      slots: event.slots?.map((slot) => ({ ...slot, sold: 0 })),
      days: event.days?.map((day) => ({ ...day, sold: 0 })),
    })),
    tours: catalog.tours?.map((tour) => ({
      ...tour,
      slots: tour.slots?.map((slot) => ({
        ...slot,
        participants: { ...slot.participants, sold: 0 },
        ...(slot.tours ? { tours: { ...slot.tours, sold: 0 } } : {}),
      })),
    })),
    merchandise: catalog.merchandise?.map((article) => ({ ...article, sold: 0 })),
  };
}

/**
 * Seeds the demo museum when the catalog is empty (no events, tours, merchandise or voucher types).
 * Answers true when it seeded. Concurrent starts are serialised by the import's lock.
 */
export async function seedDemoIfEmpty(db: Db, now: Date, config: FoyerConfig): Promise<boolean> {
  const result = await importCatalog(db, unsold(buildDemoCatalog(now, config)), {
    onlyIfEmpty: true,
    defaultLanguage: defaultLanguage(config),
  });
  if (!result.ok) {
    // The demo is code: an invalid demo catalog is a bug, not a user error.
    throw new Error(`The demo catalog is invalid:\n  ${result.errors.join('\n  ')}`);
  }
  return !result.skipped;
}
