/**
 * The demo museum, "Stadtmuseum Lindenau", seeded into an empty database at start (docs/catalog.md
 * lists what it holds and the voucher codes for testers). It is built relative to `now`, in the
 * venue's time zone, so the shop always has something to sell today and for the next 60 days:
 * a timed-entry exhibition (one day sold out, weekend afternoons nearly full), day tickets, an
 * evening event with event-long tickets, a workshop sold as scheduled ranges, seven guided tours
 * at two sites, merchandise with one article out of stock, annual passes, gift vouchers and codes.
 * Sales figures come from a hash of each slot, so every seed of the same day looks the same.
 */
import { ANNUAL_PASS_PRODUCT_KIND, addDays, venueToday } from '@foyer/domain';
import { importCatalog } from '../catalog-file/import';
import { weekdayOf } from '../catalog-file/expand';
import type { CatalogFileInput, Weekday } from '../catalog-file/schema';
import type { FoyerConfig } from '../config/schema';
import type { Db } from '../db/client';
import { defaultLanguage } from '../i18n/languages';
import { demoCookieWarning, demoPages } from './demo-pages';

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
function isClosed(date: string): boolean {
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
      if (date === soldOutDay || luck < 0.04) sold = capacity;
      else if (isWeekend(date) && time >= '14:00' && time <= '16:00')
        sold = capacity - 1 - Math.floor(luck * 3);
      else sold = Math.floor(capacity * (0.15 + 0.55 * luck));
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
      name: {
        de: 'Lichtspiele – Glas, Licht und Farbe',
        en: 'Light Play – Glass, Light and Colour',
        fr: 'Jeux de lumière – verre, lumière et couleur',
      },
      description: {
        de: '<p>Die Sonderausstellung zeigt 150 Objekte aus fünf Jahrhunderten Lindenauer Glaskunst: Kirchenfenster, Apothekergläser und die berühmten Farbgläser der Hütte Sommerfeld. Einlass mit Zeitfenster alle 30 Minuten.</p>',
        en: '<p>The special exhibition shows 150 objects from five centuries of Lindenau glass art: church windows, apothecary jars and the famous coloured glass of the Sommerfeld works. Timed entry every 30 minutes.</p>',
        fr: '<p>L’exposition temporaire présente 150 objets issus de cinq siècles d’art verrier de Lindenau. Entrée par créneau toutes les 30 minutes.</p>',
      },
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
          name: { de: 'Erwachsene', en: 'Adults', fr: 'Adultes' },
          price: 1400,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 1,
          subtickets: [
            {
              id: 111,
              name: { de: 'Audioguide', en: 'Audio guide', fr: 'Audioguide' },
              price: 300,
              vatValue: 19,
              minQuantity: 0,
              maxQuantity: 10,
            },
          ],
        },
        {
          id: 12,
          name: { de: 'Ermäßigt', en: 'Concession', fr: 'Tarif réduit' },
          description: {
            de: '<p>Schülerinnen und Schüler, Studierende, Auszubildende, Menschen mit Schwerbehinderung, Inhaber der Lindenau-Card.</p>',
            en: '<p>Pupils, students, apprentices, people with a severe disability, Lindenau Card holders.</p>',
          },
          price: 900,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 2,
        },
        {
          id: 13,
          name: {
            de: 'Kinder und Jugendliche bis 17 Jahre',
            en: 'Children and young people up to 17',
            fr: 'Enfants et jeunes jusqu’à 17 ans',
          },
          price: 0,
          vatValue: 7,
          mode: 1,
          group: 1,
          sequenceNo: 3,
        },
        {
          id: 14,
          name: { de: 'Familienkarte', en: 'Family ticket', fr: 'Billet famille' },
          description: {
            de: '<p>Für ein oder zwei Erwachsene mit bis zu vier Kindern, mit Entdeckerheft.</p>',
            en: '<p>For one or two adults with up to four children, with an explorer booklet.</p>',
          },
          price: 2900,
          vatValue: 7,
          mode: 1,
          family: true,
          group: 2,
          sequenceNo: 4,
          subtickets: [
            {
              id: 141,
              name: { de: 'Erwachsene', en: 'Adults' },
              minQuantity: 1,
              maxQuantity: 2,
              sequenceNo: 1,
            },
            {
              id: 142,
              name: { de: 'Kinder (6–17 Jahre)', en: 'Children (6–17)' },
              minQuantity: 1,
              maxQuantity: 4,
              sequenceNo: 2,
            },
            {
              id: 143,
              name: { de: 'Entdeckerheft', en: 'Explorer booklet' },
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
      name: {
        de: 'Dauerausstellung „Lindenau erzählt“',
        en: 'Permanent exhibition “Lindenau Tells Its Story”',
        fr: 'Exposition permanente « Lindenau raconte »',
      },
      description: {
        de: '<p>800 Jahre Stadtgeschichte auf drei Etagen: vom Marktflecken zur Fabrikstadt. Das Tagesticket gilt am gewählten Tag für beliebig viele Besuche.</p>',
        en: '<p>800 years of city history on three floors: from market town to factory town. The day ticket is valid for any number of visits on the chosen day.</p>',
      },
      venue: 1,
      image: '/static/events/dauerausstellung.svg',
      sequenceNo: 2,
      sortingDatetime: `${calendar.today}T10:00`,
      tickets: [
        {
          id: 21,
          name: {
            de: 'Tageskarte Erwachsene',
            en: 'Day ticket adults',
            fr: 'Billet journée adultes',
          },
          price: 800,
          vatValue: 7,
          mode: 3,
          dayTicket: true,
          group: 1,
          sequenceNo: 1,
        },
        {
          id: 22,
          name: {
            de: 'Tageskarte ermäßigt',
            en: 'Day ticket concession',
            fr: 'Billet journée réduit',
          },
          price: 500,
          vatValue: 7,
          mode: 3,
          dayTicket: true,
          group: 1,
          sequenceNo: 2,
        },
        {
          id: 23,
          name: { de: 'Tageskarte Kinder bis 17 Jahre', en: 'Day ticket children up to 17' },
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
            : Math.floor(capacity * (0.1 + 0.5 * share(`day ${date}`)));
        return { date, capacity, sold };
      }),
    },
    {
      id: 3,
      name: {
        de: 'Lange Nacht im Stadtmuseum',
        en: 'Long Night at the City Museum',
        fr: 'Nuit longue au musée',
      },
      description: {
        de: '<p>Bis ein Uhr nachts: Kurzführungen, Glasbläserei im Hof, Live-Musik in der Alten Weberei und ein Shuttlebus zwischen beiden Häusern. Das Ticket gilt für den ganzen Abend.</p>',
        en: '<p>Until 1 am: short tours, glass blowing in the courtyard, live music at the Old Weaving Mill and a shuttle bus between both sites. The ticket is valid for the whole evening.</p>',
        fr: '<p>Jusqu’à une heure du matin : visites courtes, soufflage de verre et musique live.</p>',
      },
      venue: 1,
      image: '/static/events/lange-nacht.svg',
      sequenceNo: 3,
      sortingDatetime: `${night}T18:00`,
      startsAt: `${night}T18:00`,
      endsAt: `${addDays(night, 1)}T01:00`,
      customGroups: [3],
      capacity: 600,
      sold: 412,
      tickets: [
        {
          id: 31,
          name: { de: 'Nachtticket', en: 'Night ticket', fr: 'Billet nuit' },
          price: 1500,
          vatValue: 7,
          mode: 3,
          sequenceNo: 1,
        },
        {
          id: 32,
          name: {
            de: 'Nachtticket ermäßigt',
            en: 'Night ticket concession',
            fr: 'Billet nuit réduit',
          },
          price: 1000,
          vatValue: 7,
          mode: 3,
          sequenceNo: 2,
        },
        {
          id: 33,
          name: { de: 'Nachtticket mit Shuttlebus', en: 'Night ticket with shuttle bus' },
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
      name: {
        de: 'Druckwerkstatt: Drucken wie Gutenberg',
        en: 'Print workshop: printing like Gutenberg',
        fr: 'Atelier d’imprimerie : imprimer comme Gutenberg',
      },
      description: {
        de: '<p>Zwei Stunden an der historischen Handpresse in der Alten Weberei: Lettern setzen, einfärben, drucken. Für Familien und alle ab acht Jahren, höchstens zwölf Personen.</p>',
        en: '<p>Two hours at the historic hand press in the Old Weaving Mill: set type, ink, print. For families and everyone aged eight and over, twelve people at most.</p>',
      },
      venue: 2,
      image: '/static/events/druckwerkstatt.svg',
      sequenceNo: 4,
      sortingDatetime: `${firstWorkshop}T14:00`,
      customGroups: [1],
      tickets: [
        {
          id: 41,
          name: { de: 'Teilnahme Erwachsene', en: 'Adult participant' },
          price: 1200,
          vatValue: 7,
          mode: 5,
          sequenceNo: 1,
        },
        {
          id: 42,
          name: { de: 'Teilnahme Kinder (8–14 Jahre)', en: 'Child participant (8–14)' },
          price: 800,
          vatValue: 7,
          mode: 5,
          sequenceNo: 2,
        },
      ],
      slots: calendar.on('sat', 'sun').map((date) => {
        const capacity = 12;
        const sold =
          date === firstWorkshop ? capacity : Math.floor(capacity * share(`print ${date}`));
        return { mode: 5, startsAt: `${date}T14:00`, endsAt: `${date}T16:00`, capacity, sold };
      }),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// Guided tours

/** Public tour starts: some slots fully booked, most partly. */
function publicSlots(
  dates: readonly string[],
  at: readonly string[],
  capacity: number,
  key: string,
): TourSlots {
  return dates.flatMap((date) =>
    at.map((time) => {
      const startsAt = `${date}T${time}`;
      const luck = share(`${key} ${startsAt}`);
      const sold = luck < 0.08 ? capacity : Math.floor(capacity * 0.7 * luck);
      return { startsAt, participants: { capacity, sold } };
    }),
  );
}

/** Group tour starts: `guides` tours in parallel, some already booked. */
function groupSlots(
  dates: readonly string[],
  at: readonly string[],
  guides: number,
  groupSize: number,
  key: string,
): TourSlots {
  return dates.flatMap((date) =>
    at.map((time) => {
      const startsAt = `${date}T${time}`;
      const luck = share(`${key} ${startsAt}`);
      const booked = luck < 0.15 ? guides : luck < 0.45 ? 1 : 0;
      return {
        startsAt,
        participants: { capacity: guides * groupSize, sold: booked * Math.round(groupSize * 0.8) },
        tours: { capacity: guides, sold: booked },
      };
    }),
  );
}

function groupQuestions(): Question[] {
  return [
    {
      id: 61,
      text: { de: 'Altersgruppe der Gruppe', en: 'Age group', fr: 'Tranche d’âge' },
      type: 'radio',
      mandatory: true,
      sequenceNo: 1,
      options: [
        {
          id: 611,
          text: { de: 'Kita und Vorschule', en: 'Nursery and pre-school' },
          sequenceNo: 1,
        },
        { id: 612, text: { de: 'Grundschule', en: 'Primary school' }, sequenceNo: 2 },
        { id: 613, text: { de: 'Weiterführende Schule', en: 'Secondary school' }, sequenceNo: 3 },
        { id: 614, text: { de: 'Erwachsene', en: 'Adults' }, sequenceNo: 4 },
        { id: 615, text: { de: 'Seniorinnen und Senioren', en: 'Seniors' }, sequenceNo: 5 },
      ],
    },
    {
      id: 62,
      text: { de: 'Sprache der Führung', en: 'Language of the tour', fr: 'Langue de la visite' },
      type: 'select',
      mandatory: true,
      sequenceNo: 2,
      options: [
        { id: 621, text: { de: 'Deutsch', en: 'German' }, sequenceNo: 1 },
        { id: 622, text: { de: 'Englisch', en: 'English' }, sequenceNo: 2 },
        { id: 623, text: { de: 'Leichte Sprache', en: 'Easy-to-read German' }, sequenceNo: 3 },
      ],
    },
    {
      id: 63,
      text: { de: 'Schwerpunkte (mehrere möglich)', en: 'Topics (choose any)' },
      type: 'checkbox',
      sequenceNo: 3,
      options: [
        {
          id: 631,
          text: { de: 'Mittelalter und Marktrecht', en: 'Middle Ages and market rights' },
          sequenceNo: 1,
        },
        { id: 632, text: { de: 'Industrialisierung', en: 'Industrialisation' }, sequenceNo: 2 },
        { id: 633, text: { de: 'Glaskunst', en: 'Glass art' }, sequenceNo: 3 },
      ],
    },
    {
      id: 64,
      text: { de: 'Name der Gruppe oder Schule', en: 'Name of the group or school' },
      type: 'text',
      mandatory: true,
      sequenceNo: 4,
    },
    {
      id: 65,
      text: {
        de: 'Besondere Wünsche oder Hinweise (zum Beispiel zur Barrierefreiheit)',
        en: 'Special requests or notes (for example on accessibility)',
      },
      type: 'textarea',
      sequenceNo: 5,
    },
    {
      id: 66,
      text: { de: 'Anzahl der Begleitpersonen', en: 'Number of accompanying adults' },
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
    name: { de: 'Erwachsene', en: 'Adults', fr: 'Adultes' },
    price,
    vatValue: 7,
    sequenceNo: 1,
  });
  const concession = (id: number, price: number) => ({
    id,
    name: { de: 'Ermäßigt', en: 'Concession', fr: 'Tarif réduit' },
    price,
    vatValue: 7,
    sequenceNo: 2,
  });
  return [
    {
      id: 1,
      name: {
        de: 'Highlights der Stadtgeschichte',
        en: 'Highlights of the city’s history (in German)',
      },
      eventName: { de: 'Dauerausstellung „Lindenau erzählt“', en: 'Permanent exhibition' },
      description: {
        de: '<p>Eine Stunde durch 800 Jahre Lindenau: vom Marktprivileg über die Weberaufstände bis zur Wende. Treffpunkt an der Kasse, zuzüglich Eintritt.</p>',
        en: '<p>One hour through 800 years of Lindenau, given in German. Meet at the ticket desk; admission not included.</p>',
      },
      image: '/static/tours/stadtgeschichte.svg',
      language: 'de',
      venue: 1,
      categories: [1],
      maxParticipants: 25,
      durationMinutes: 60,
      ...lifetime,
      sequenceNo: 1,
      tickets: [adults(11, 500), concession(12, 300)],
      slots: publicSlots(calendar.on(...weekdays), ['11:00', '15:00'], 25, 'tour 1'),
    },
    {
      id: 2,
      name: {
        de: 'Highlights der Stadtgeschichte (auf Englisch)',
        en: 'Highlights of Lindenau’s history',
      },
      eventName: { de: 'Dauerausstellung', en: 'Permanent exhibition' },
      description: {
        de: '<p>Die beliebte Überblicksführung auf Englisch, jeden Samstag und Sonntag.</p>',
        en: '<p>Our popular overview tour in English, every Saturday and Sunday: market rights, weavers’ revolts and the glassworks that made Lindenau famous.</p>',
      },
      image: '/static/tours/stadtgeschichte.svg',
      language: 'en',
      venue: 1,
      categories: [1],
      maxParticipants: 20,
      ...lifetime,
      sequenceNo: 2,
      tickets: [adults(21, 500), concession(22, 300)],
      slots: publicSlots(calendar.on('sat', 'sun'), ['13:00'], 20, 'tour 2'),
    },
    {
      id: 3,
      name: {
        de: 'Die Schätze Lindenaus (Führung auf Französisch)',
        en: 'The treasures of Lindenau (tour in French)',
        fr: 'Les trésors de Lindenau',
      },
      eventName: { de: 'Dauerausstellung', fr: 'Exposition permanente' },
      description: {
        de: '<p>Führung auf Französisch durch die Höhepunkte der Sammlung, sonntags um 11:30 Uhr.</p>',
        en: '<p>A tour in French through the highlights of the collection, Sundays at 11:30.</p>',
        fr: '<p>Une visite en français des chefs-d’œuvre de la collection, le dimanche à 11 h 30.</p>',
      },
      image: '/static/tours/stadtgeschichte.svg',
      language: 'fr',
      venue: 1,
      categories: [1],
      maxParticipants: 15,
      ...lifetime,
      sequenceNo: 3,
      tickets: [adults(31, 500), concession(32, 300)],
      slots: publicSlots(calendar.on('sun'), ['11:30'], 15, 'tour 3'),
    },
    {
      id: 4,
      name: {
        de: 'Alte Weberei: Vom Webstuhl zur Fabrikstadt',
        en: 'Old Weaving Mill: from loom to factory town (in German)',
      },
      eventName: { de: 'Industriemuseum Alte Weberei', en: 'Old Weaving Mill' },
      description: {
        de: '<p>Rundgang durch die Websäle von 1872 mit Vorführung am Jacquard-Webstuhl (auf Wunsch). Festes Schuhwerk empfohlen.</p>',
        en: '<p>A walk through the weaving halls of 1872, in German, with an optional demonstration on the Jacquard loom. Sturdy shoes recommended.</p>',
      },
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
              name: { de: 'Vorführung am Jacquard-Webstuhl', en: 'Jacquard loom demonstration' },
              price: 200,
              vatValue: 7,
            },
          ],
        },
        concession(42, 500),
      ],
      slots: [
        ...publicSlots(calendar.on('sat', 'sun'), ['14:00'], 20, 'tour 4'),
        ...publicSlots(calendar.on('wed'), ['17:00'], 20, 'tour 4 evening'),
      ],
    },
    {
      id: 5,
      name: {
        de: 'Museumsdetektive – Familienführung',
        en: 'Museum detectives – family tour (in German)',
      },
      eventName: { de: 'Für Familien', en: 'For families' },
      description: {
        de: '<p>Mit Lupe und Spurenheft lösen Kinder ab sechs Jahren den Fall des verschwundenen Stadtsiegels. Mindestens zwei Personen pro Buchung.</p>',
        en: '<p>With magnifying glasses and a clue book, children aged six and over solve the case of the missing city seal. At least two people per booking.</p>',
      },
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
          name: { de: 'Kind (6–12 Jahre)', en: 'Child (6–12)' },
          price: 300,
          vatValue: 7,
          sequenceNo: 1,
          subtickets: [
            { id: 511, name: { de: 'Bastelmaterial', en: 'Craft kit' }, price: 150, vatValue: 19 },
          ],
        },
        {
          id: 52,
          name: { de: 'Erwachsene Begleitperson', en: 'Accompanying adult' },
          price: 500,
          vatValue: 7,
          sequenceNo: 2,
        },
      ],
      slots: publicSlots(calendar.on('sun'), ['10:30'], 24, 'tour 5'),
    },
    {
      id: 6,
      name: {
        de: 'Gruppenführung durch das Stadtmuseum',
        en: 'Group tour of the City Museum',
        fr: 'Visite de groupe du musée',
      },
      eventName: { de: 'Für Gruppen und Schulklassen', en: 'For groups and school classes' },
      description: {
        de: '<p>Ihre eigene Führung für bis zu 25 Personen, auf Wunsch mit Schwerpunkt. Buchbar dienstags bis freitags; zwei Guides stehen je Termin zur Verfügung.</p>',
        en: '<p>Your own tour for up to 25 people, with a focus of your choice. Bookable Tuesday to Friday; two guides are available per time.</p>',
      },
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
          name: { de: 'Gruppenführung 60 Minuten', en: 'Group tour, 60 minutes' },
          price: 9000,
          vatValue: 7,
          sequenceNo: 1,
        },
        {
          id: 62,
          name: { de: 'Gruppenführung 90 Minuten', en: 'Group tour, 90 minutes' },
          price: 12000,
          vatValue: 7,
          sequenceNo: 2,
        },
        {
          id: 63,
          name: { de: 'Schulklasse (60 Minuten)', en: 'School class (60 minutes)' },
          price: 4500,
          vatValue: 7,
          sequenceNo: 3,
        },
      ],
      tickets: [
        {
          id: 61,
          name: { de: 'Eintritt Gruppenmitglied', en: 'Admission, group member' },
          price: 600,
          vatValue: 7,
          sequenceNo: 1,
        },
        {
          id: 62,
          name: { de: 'Eintritt Schülerin oder Schüler', en: 'Admission, pupil' },
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
        'tour 6',
      ),
    },
    {
      id: 7,
      name: {
        de: 'Gruppenführung Alte Weberei (auf Englisch)',
        en: 'Group tour of the Old Weaving Mill',
      },
      eventName: { de: 'Industriemuseum Alte Weberei', en: 'Old Weaving Mill' },
      description: {
        de: '<p>Die Industriegeschichte Lindenaus für Ihre Gruppe, auf Englisch.</p>',
        en: '<p>Lindenau’s industrial history for your group, in English: from the first power looms to the mill’s closure in 1991.</p>',
      },
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
          name: { de: 'Gruppenführung (bis 20 Personen)', en: 'Group tour (up to 20 people)' },
          price: 11000,
          vatValue: 7,
          sequenceNo: 1,
        },
      ],
      questions: [
        {
          id: 71,
          text: { de: 'Name der Gruppe', en: 'Name of the group' },
          type: 'text',
          mandatory: true,
          sequenceNo: 1,
        },
        {
          id: 72,
          text: { de: 'Tempo', en: 'Pace' },
          type: 'select',
          sequenceNo: 2,
          options: [
            { id: 721, text: { de: 'Gemächlich', en: 'Leisurely' }, sequenceNo: 1 },
            { id: 722, text: { de: 'Zügig', en: 'Brisk' }, sequenceNo: 2 },
          ],
        },
        {
          id: 73,
          text: { de: 'Davon Rollstuhlnutzende', en: 'Of whom wheelchair users' },
          type: 'number',
          sequenceNo: 3,
        },
      ],
      slots: groupSlots(calendar.on('thu', 'fri', 'sat'), ['11:00'], 1, 20, 'tour 7'),
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
      {
        de: 'Ausstellungskatalog „Lichtspiele“',
        en: 'Exhibition catalogue “Light Play”',
        fr: 'Catalogue « Jeux de lumière »',
      },
      {
        de: '<p>240 Seiten, 180 Farbabbildungen, Hardcover. Mit Beiträgen zur Geschichte der Hütte Sommerfeld.</p>',
        en: '<p>240 pages, 180 colour plates, hardback, in German with English summaries.</p>',
      },
      2900,
      7,
      'katalog-lichtspiele',
      { capacity: 300, sold: 87 },
      { customGroups: [2], related: [4, 6] },
    ),
    article(
      2,
      1,
      {
        de: 'Lindenau. Eine Stadtgeschichte in 50 Objekten',
        en: 'Lindenau: a city history in 50 objects',
      },
      {
        de: '<p>Vom Marktsiegel bis zur Stechuhr: 50 Objekte aus der Sammlung erzählen 800 Jahre Stadtgeschichte. 192 Seiten.</p>',
        en: '<p>From the market seal to the time clock: 50 objects from the collection tell 800 years of history. 192 pages, in German.</p>',
      },
      2400,
      7,
      'buch-stadtgeschichte',
      { capacity: 150, sold: 41 },
    ),
    article(
      3,
      1,
      { de: 'Kinderbuch „Die Museumsdetektive“', en: 'Children’s book “The Museum Detectives”' },
      {
        de: '<p>Ein Rätselkrimi für Kinder ab acht Jahren, der im Stadtmuseum spielt. 64 Seiten, illustriert.</p>',
        en: '<p>A puzzle mystery for children aged eight and over, set in the City Museum. 64 illustrated pages, in German.</p>',
      },
      1290,
      7,
      'kinderbuch-museumsdetektive',
      { capacity: 80, sold: 12 },
      { customGroups: [1] },
    ),
    article(
      4,
      2,
      { de: 'Plakat „Lichtspiele“ (A1)', en: 'Poster “Light Play” (A1)' },
      {
        de: '<p>Das Ausstellungsplakat auf 170-g-Papier, 59,4 × 84,1 cm, gerollt versendet.</p>',
        en: '<p>The exhibition poster on 170 gsm paper, 59.4 × 84.1 cm, shipped rolled.</p>',
      },
      1500,
      19,
      'plakat-lichtspiele',
      { capacity: 120, sold: 33 },
      { customGroups: [2], related: [1] },
    ),
    article(
      5,
      2,
      { de: 'Plakat „Alte Weberei“ (A2)', en: 'Poster “Old Weaving Mill” (A2)' },
      {
        de: '<p>Siebdruck nach einem Werbeplakat von 1928, 42 × 59,4 cm. Derzeit vergriffen, der Nachdruck ist bestellt.</p>',
        en: '<p>Screen print after an advertising poster of 1928, 42 × 59.4 cm. Currently out of stock; a reprint is on order.</p>',
      },
      1200,
      19,
      'plakat-alte-weberei',
      { capacity: 60, sold: 60 },
    ),
    article(
      6,
      3,
      { de: 'Postkartenset „Lindenau“ (12 Karten)', en: 'Postcard set “Lindenau” (12 cards)' },
      {
        de: '<p>Zwölf Motive aus der Sammlung, von der Stadtansicht 1650 bis zum Glasfenster.</p>',
        en: '<p>Twelve motifs from the collection, from the city view of 1650 to the stained-glass window.</p>',
      },
      990,
      19,
      'postkarten',
      { capacity: 400, sold: 120 },
    ),
    article(
      7,
      3,
      { de: 'Baumwolltasche „Stadtmuseum“', en: 'Cotton bag “City Museum”' },
      {
        de: '<p>Bio-Baumwolle, langer Henkel, bedruckt mit dem Stadtsiegel.</p>',
        en: '<p>Organic cotton, long handles, printed with the city seal.</p>',
      },
      1490,
      19,
      'tasche',
      { capacity: 200, sold: 54 },
    ),
    article(
      8,
      3,
      { de: 'Emaillebecher „Rathaus“', en: 'Enamel mug “Town Hall”' },
      {
        de: '<p>Emaillebecher mit dem Lindenauer Rathaus, 350 ml, spülmaschinenfest.</p>',
        en: '<p>Enamel mug showing Lindenau’s town hall, 350 ml, dishwasher safe.</p>',
      },
      1690,
      19,
      'becher',
      { capacity: 90, sold: 30 },
      { related: [7] },
    ),
    article(
      9,
      3,
      { de: 'Notizbuch „Webmuster“', en: 'Notebook “Weaving pattern”' },
      {
        de: '<p>A5, 120 Seiten gepunktet, Einband mit einem Jacquard-Muster aus der Alten Weberei.</p>',
        en: '<p>A5, 120 dotted pages, cover with a Jacquard pattern from the Old Weaving Mill.</p>',
      },
      890,
      19,
      'notizbuch',
      { capacity: 250, sold: 61 },
    ),
    article(
      10,
      4,
      {
        de: 'Jahreskarte Einzelperson',
        en: 'Annual pass, one person',
        fr: 'Carte annuelle individuelle',
      },
      {
        de: '<p>Zwölf Monate freier Eintritt in beide Häuser und alle Sonderausstellungen, zehn Prozent Rabatt auf Führungen. Die Karte kommt per Post.</p>',
        en: '<p>Twelve months of free admission to both sites and every special exhibition, ten per cent off guided tours. The card is sent by post.</p>',
      },
      4500,
      7,
      'jahreskarte',
      { capacity: 10_000, sold: 318 },
      { productKind: ANNUAL_PASS_PRODUCT_KIND },
    ),
    article(
      11,
      4,
      { de: 'Jahreskarte Familie', en: 'Annual pass, family', fr: 'Carte annuelle famille' },
      {
        de: '<p>Für zwei Erwachsene und alle Kinder bis 17 Jahre eines Haushalts, zwölf Monate freier Eintritt. Die Karte lautet auf einen Erwachsenen als Inhaber; der zweite Erwachsene weist sich an der Kasse aus.</p>',
        en: '<p>For two adults and all children up to 17 of one household, twelve months of free admission. The pass is issued to one adult as its holder; the second adult shows ID at the desk.</p>',
      },
      8500,
      7,
      'jahreskarte-familie',
      { capacity: 5000, sold: 127 },
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
        name: { de: 'Wertgutscheine', en: 'Gift vouchers', fr: 'Bons cadeaux' },
        sequenceNo: 1,
      },
      {
        id: 2,
        name: { de: 'Erlebnisgutscheine', en: 'Experience vouchers', fr: 'Bons expérience' },
        sequenceNo: 2,
      },
    ],
    voucherTypes: [
      {
        id: 1,
        category: 1,
        name: { de: 'Geschenkgutschein 25 €', en: 'Gift voucher €25', fr: 'Bon cadeau 25 €' },
        description: {
          de: '<p>Einlösbar für Tickets, Führungen und im Museumsshop, drei Jahre gültig.</p>',
          en: '<p>Redeemable for tickets, tours and in the museum shop, valid for three years.</p>',
        },
        image: '/static/vouchers/wertgutschein.svg',
        price: 2500,
        sequenceNo: 1,
      },
      {
        id: 2,
        category: 1,
        name: { de: 'Geschenkgutschein 50 €', en: 'Gift voucher €50', fr: 'Bon cadeau 50 €' },
        description: {
          de: '<p>Einlösbar für Tickets, Führungen und im Museumsshop, drei Jahre gültig.</p>',
          en: '<p>Redeemable for tickets, tours and in the museum shop, valid for three years.</p>',
        },
        image: '/static/vouchers/wertgutschein.svg',
        price: 5000,
        sequenceNo: 2,
      },
      {
        id: 3,
        category: 1,
        name: {
          de: 'Gutschein mit Wunschbetrag',
          en: 'Voucher for an amount of your choice',
          fr: 'Bon d’un montant libre',
        },
        description: {
          de: '<p>Sie bestimmen den Betrag, bis 1.000 €.</p>',
          en: '<p>You choose the amount, up to €1,000.</p>',
        },
        image: '/static/vouchers/wertgutschein.svg',
        price: 0,
        variableAmount: true,
        sequenceNo: 3,
      },
      {
        id: 4,
        category: 2,
        name: { de: 'Familienausflug ins Museum', en: 'Family day at the museum' },
        description: {
          de: '<p>Familienkarte, Familienführung „Museumsdetektive“ und Kakao im Museumscafé für bis zu sechs Personen.</p>',
          en: '<p>Family ticket, the “Museum detectives” family tour and hot chocolate in the museum café for up to six people.</p>',
        },
        image: '/static/vouchers/erlebnis.svg',
        price: 4900,
        sequenceNo: 4,
      },
      {
        id: 5,
        category: 2,
        name: { de: 'Lange Nacht für zwei', en: 'Long Night for two' },
        description: {
          de: '<p>Zwei Nachtickets mit Shuttlebus und ein Glas Sekt an der Glasbläserei.</p>',
          en: '<p>Two night tickets with shuttle bus and a glass of sparkling wine at the glass-blowing stand.</p>',
        },
        image: '/static/vouchers/erlebnis.svg',
        price: 4200,
        sequenceNo: 5,
      },
    ],
    voucherCodes: [
      {
        id: 1,
        barcode: 'DEMO-VALID-50',
        name: { de: 'Geschenkgutschein 50 €', en: 'Gift voucher €50' },
        amount: 5000,
        validFrom: addDays(today, -30),
        validTo: addDays(today, threeYears),
        voucherType: 2,
      },
      {
        id: 2,
        barcode: 'DEMO-VALID-10',
        name: { de: 'Wertgutschein 10 €', en: 'Voucher €10' },
        amount: 1000,
        validFrom: addDays(today, -10),
        validTo: addDays(today, 365),
      },
      {
        id: 3,
        barcode: 'DEMO-VALID-200',
        name: { de: 'Wertgutschein 200 €', en: 'Voucher €200' },
        amount: 20000,
        validFrom: addDays(today, -1),
        validTo: addDays(today, threeYears),
      },
      {
        id: 4,
        barcode: 'DEMO-PARTLY-USED',
        name: { de: 'Geschenkgutschein 50 €', en: 'Gift voucher €50' },
        amount: 5000,
        usedAmount: 1850,
        validFrom: addDays(today, -120),
        validTo: addDays(today, threeYears - 120),
        voucherType: 2,
      },
      {
        id: 5,
        barcode: 'DEMO-USED-UP',
        name: { de: 'Geschenkgutschein 25 €', en: 'Gift voucher €25' },
        amount: 2500,
        usedAmount: 2500,
        validFrom: addDays(today, -200),
        validTo: addDays(today, threeYears - 200),
        voucherType: 1,
      },
      {
        id: 6,
        barcode: 'DEMO-NOT-YET',
        name: { de: 'Wertgutschein 30 €', en: 'Voucher €30' },
        amount: 3000,
        validFrom: addDays(today, 30),
        validTo: addDays(today, 30 + threeYears),
      },
      {
        id: 7,
        barcode: 'DEMO-EXPIRED',
        name: { de: 'Wertgutschein 20 €', en: 'Voucher €20' },
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
        name: {
          de: 'Stadtmuseum Lindenau (Haupthaus)',
          en: 'Lindenau City Museum (main building)',
          fr: 'Musée municipal de Lindenau',
        },
        address: 'Rathausplatz 4, 12345 Lindenau',
        sequenceNo: 1,
      },
      {
        id: 2,
        name: {
          de: 'Industriemuseum Alte Weberei',
          en: 'Old Weaving Mill Industrial Museum',
          fr: 'Musée industriel du Vieux Tissage',
        },
        address: 'Webereistraße 12, 12347 Lindenau',
        sequenceNo: 2,
      },
    ],
    customGroups: [
      { id: 1, name: { de: 'Für Familien', en: 'For families', fr: 'En famille' }, sequenceNo: 1 },
      {
        id: 2,
        name: { de: 'Sonderausstellung „Lichtspiele“', en: 'Special exhibition “Light Play”' },
        sequenceNo: 2,
      },
      { id: 3, name: { de: 'Abendprogramm', en: 'Evenings', fr: 'En soirée' }, sequenceNo: 3 },
    ],
    ticketGroups: [
      {
        id: 1,
        name: { de: 'Einzeltickets', en: 'Single tickets', fr: 'Billets individuels' },
        sequenceNo: 1,
      },
      { id: 2, name: { de: 'Familien', en: 'Families', fr: 'Familles' }, sequenceNo: 2 },
    ],
    events: demoEvents(calendar),
    tourCategories: [
      {
        id: 1,
        name: { de: 'Öffentliche Führungen', en: 'Public tours', fr: 'Visites publiques' },
        sequenceNo: 1,
      },
      {
        id: 2,
        name: { de: 'Gruppenführungen', en: 'Group tours', fr: 'Visites de groupe' },
        sequenceNo: 2,
      },
      {
        id: 3,
        name: { de: 'Familien und Kinder', en: 'Families and children', fr: 'Familles et enfants' },
        sequenceNo: 3,
      },
      {
        id: 4,
        name: { de: 'Industriekultur', en: 'Industrial heritage', fr: 'Patrimoine industriel' },
        sequenceNo: 4,
      },
    ],
    tours: demoTours(calendar),
    merchandiseCategories: [
      { id: 1, slug: 'buecher', name: { de: 'Bücher', en: 'Books', fr: 'Livres' }, sequenceNo: 1 },
      {
        id: 2,
        slug: 'plakate',
        name: { de: 'Plakate und Drucke', en: 'Posters and prints', fr: 'Affiches' },
        sequenceNo: 2,
      },
      {
        id: 3,
        slug: 'geschenke',
        name: { de: 'Geschenke', en: 'Gifts', fr: 'Cadeaux' },
        sequenceNo: 3,
      },
      {
        id: 4,
        slug: 'jahreskarten',
        name: { de: 'Jahreskarten', en: 'Annual passes', fr: 'Cartes annuelles' },
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
        alt: {
          de: 'Sonderausstellung „Lichtspiele – Glas, Licht und Farbe“',
          en: 'Special exhibition “Light Play – Glass, Light and Colour”',
          fr: 'Exposition « Jeux de lumière »',
        },
        sequenceNo: 1,
      },
      {
        id: 2,
        group: 'home',
        image: '/static/banners/lange-nacht.svg',
        imageMobile: '/static/banners/lange-nacht-mobile.svg',
        link: '/tickets/3',
        alt: {
          de: 'Lange Nacht im Stadtmuseum',
          en: 'Long Night at the City Museum',
          fr: 'Nuit longue au musée',
        },
        sequenceNo: 2,
      },
      {
        id: 3,
        group: 'home',
        image: '/static/banners/jahreskarte.svg',
        imageMobile: '/static/banners/jahreskarte-mobile.svg',
        link: '/passes',
        alt: {
          de: 'Die Jahreskarte: ein Jahr lang freier Eintritt',
          en: 'The annual pass: free admission for a year',
          fr: 'La carte annuelle',
        },
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
 * Seeds the demo museum when the catalog is empty (no events, tours, merchandise or voucher types).
 * Answers true when it seeded. Concurrent starts are serialised by the import's lock.
 */
export async function seedDemoIfEmpty(db: Db, now: Date, config: FoyerConfig): Promise<boolean> {
  const result = await importCatalog(db, buildDemoCatalog(now, config), {
    onlyIfEmpty: true,
    defaultLanguage: defaultLanguage(config),
  });
  if (!result.ok) {
    // The demo is code: an invalid demo catalog is a bug, not a user error.
    throw new Error(`The demo catalog is invalid:\n  ${result.errors.join('\n  ')}`);
  }
  return !result.skipped;
}
