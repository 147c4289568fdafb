/**
 * The demo museum's static pages (imprint, terms, data protection, accessibility statement,
 * shipping) and cookie notice, in German and English with French titles. The museum is invented;
 * every page says so. The shipping page is written from the configured shipping rates.
 */
import { formatMoney } from '@foyer/domain';
import type { FoyerConfig } from '../config/schema';
import type { CatalogFileInput } from '../catalog-file/schema';

type Pages = NonNullable<CatalogFileInput['pages']>;

const MAIN_ADDRESS = 'Rathausplatz 4, 12345 Lindenau';
const PHONE = '+49 341 555 0190';

function html(lines: readonly string[]): string {
  return lines.join('\n');
}

function shippingTable(config: FoyerConfig, lang: 'de' | 'en'): string {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  const rates = Object.entries(config.server.shipping.rates).sort(([, a], [, b]) => a - b);
  const rows = rates.map(
    ([country, cents]) =>
      `<tr><td>${names.of(country) ?? country}</td><td>${formatMoney(cents, lang)}</td></tr>`,
  );
  const head =
    lang === 'de'
      ? '<tr><th scope="col">Lieferland</th><th scope="col">Versandkosten</th></tr>'
      : '<tr><th scope="col">Destination</th><th scope="col">Shipping</th></tr>';
  return html(['<table>', `<thead>${head}</thead>`, '<tbody>', ...rows, '</tbody>', '</table>']);
}

function freeShipping(config: FoyerConfig, lang: 'de' | 'en'): string {
  const from = config.server.shipping.freeFrom;
  if (from === null) return '';
  return lang === 'de'
    ? `<p>Ab einem Warenwert von ${formatMoney(from, 'de')} versenden wir innerhalb der genannten Länder versandkostenfrei.</p>`
    : `<p>Orders of merchandise from ${formatMoney(from, 'en')} ship free of charge to the countries listed.</p>`;
}

/** The five static pages of the footer and the shipping link. */
export function demoPages(config: FoyerConfig): Pages {
  const email = config.shop.supportEmail;
  const demoNote = {
    de: '<p><em>Dies ist der Demo-Shop von Foyer. Das Stadtmuseum Lindenau und alle Angaben auf dieser Seite sind erfunden.</em></p>',
    en: '<p><em>This is Foyer’s demo shop. The Lindenau City Museum and every detail on this page are invented.</em></p>',
  };
  return [
    {
      id: 'imprint',
      title: { de: 'Impressum', en: 'Imprint', fr: 'Mentions légales' },
      html: {
        de: html([
          demoNote.de,
          '<h2>Angaben gemäß § 5 DDG</h2>',
          `<p>Stadtmuseum Lindenau<br>Eigenbetrieb Kultur der Stadt Lindenau<br>${MAIN_ADDRESS}</p>`,
          '<p>Vertreten durch die Museumsdirektorin Dr. Johanna Reuter</p>',
          '<h2>Kontakt</h2>',
          `<p>Telefon: ${PHONE} (Dienstag bis Sonntag, 10–17 Uhr)<br>E-Mail: <a href="mailto:${email}">${email}</a></p>`,
          '<h2>Umsatzsteuer</h2>',
          '<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a UStG: DE 000 000 000 (Demo)</p>',
          '<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>',
          `<p>Dr. Johanna Reuter, ${MAIN_ADDRESS}</p>`,
          '<h2>Verbraucherstreitbeilegung</h2>',
          '<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>',
          '<h2>Bildnachweise</h2>',
          '<p>Alle Grafiken dieses Shops wurden für das Foyer-Projekt gestaltet und stehen unter derselben Lizenz wie der Quelltext.</p>',
        ]),
        en: html([
          demoNote.en,
          '<h2>Provider</h2>',
          `<p>Lindenau City Museum (Stadtmuseum Lindenau)<br>Cultural services of the City of Lindenau<br>${MAIN_ADDRESS}, Germany</p>`,
          '<p>Represented by the museum director, Dr Johanna Reuter</p>',
          '<h2>Contact</h2>',
          `<p>Phone: ${PHONE} (Tuesday to Sunday, 10 am to 5 pm)<br>E-mail: <a href="mailto:${email}">${email}</a></p>`,
          '<h2>VAT</h2>',
          '<p>VAT identification number: DE 000 000 000 (demo)</p>',
          '<h2>Responsible for the content</h2>',
          `<p>Dr Johanna Reuter, ${MAIN_ADDRESS}</p>`,
          '<h2>Consumer dispute resolution</h2>',
          '<p>We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.</p>',
          '<h2>Image credits</h2>',
          '<p>All graphics of this shop were made for the Foyer project and are licensed like its source code.</p>',
        ]),
      },
    },
    {
      id: 'terms',
      title: {
        de: 'Allgemeine Geschäftsbedingungen',
        en: 'Terms and conditions',
        fr: 'Conditions générales de vente',
      },
      html: {
        de: html([
          demoNote.de,
          '<h2>1. Geltungsbereich</h2>',
          '<p>Diese Bedingungen gelten für alle Käufe im Online-Shop des Stadtmuseums Lindenau: Eintrittskarten, Führungen, Veranstaltungen, Museumsshop-Artikel, Jahreskarten und Gutscheine.</p>',
          '<h2>2. Vertragsschluss</h2>',
          '<p>Die Darstellung im Shop ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab; der Vertrag kommt mit der Bestätigung per E-Mail zustande.</p>',
          '<h2>3. Preise und Zahlung</h2>',
          '<p>Alle Preise sind Endpreise in Euro einschließlich der gesetzlichen Umsatzsteuer. Versandkosten für Museumsshop-Artikel werden vor der Bestellung angezeigt. Sie zahlen per Kreditkarte, SEPA-Lastschrift, Apple Pay oder Google Pay.</p>',
          '<h2>4. Tickets und Zeitfenster</h2>',
          '<p>Tickets mit Zeitfenster berechtigen zum Einlass innerhalb von 30 Minuten ab Beginn des gebuchten Zeitfensters. Tagestickets gelten am gebuchten Tag, Tickets für Veranstaltungen für deren gesamte Dauer. Ermäßigungen gelten nur mit Nachweis am Einlass.</p>',
          '<h2>5. Führungen</h2>',
          '<p>Bitte finden Sie sich zehn Minuten vor Beginn am Treffpunkt ein. Gruppenführungen können bis 14 Tage vor dem Termin kostenfrei umgebucht werden.</p>',
          '<h2>6. Widerrufsrecht</h2>',
          '<p>Für Eintrittskarten, Führungen und Veranstaltungen zu einem bestimmten Termin besteht nach § 312g Abs. 2 Nr. 9 BGB kein Widerrufsrecht. Für Waren aus dem Museumsshop gilt ein Widerrufsrecht von 14 Tagen ab Erhalt der Ware.</p>',
          '<h2>7. Gutscheine</h2>',
          '<p>Gutscheine sind drei Jahre ab Ende des Kaufjahres gültig und können im Online-Shop und an der Museumskasse eingelöst werden. Eine Barauszahlung ist ausgeschlossen; ein Restguthaben bleibt erhalten.</p>',
          '<h2>8. Jahreskarten</h2>',
          '<p>Die Jahreskarte gilt zwölf Monate ab dem ersten Besuch für die eingetragenen Personen und ist nicht übertragbar.</p>',
          '<h2>9. Ausfall von Veranstaltungen</h2>',
          '<p>Fällt eine Veranstaltung oder Führung aus, erstatten wir den Preis vollständig oder bieten einen Ersatztermin an.</p>',
        ]),
        en: html([
          demoNote.en,
          '<h2>1. Scope</h2>',
          '<p>These terms apply to every purchase in the online shop of the Lindenau City Museum: admission tickets, guided tours, events, museum shop articles, annual passes and vouchers.</p>',
          '<h2>2. Contract</h2>',
          '<p>The items shown in the shop are not a binding offer. By clicking “Order and pay” you make a binding offer; the contract is concluded with our confirmation by e-mail.</p>',
          '<h2>3. Prices and payment</h2>',
          '<p>All prices are final prices in euros including VAT. Shipping costs for museum shop articles are shown before you order. You pay by credit card, SEPA direct debit, Apple Pay or Google Pay.</p>',
          '<h2>4. Tickets and time slots</h2>',
          '<p>Timed tickets admit you within 30 minutes of the start of the booked time slot. Day tickets are valid on the booked day, event tickets for the whole event. Concessions require proof at the entrance.</p>',
          '<h2>5. Guided tours</h2>',
          '<p>Please arrive at the meeting point ten minutes before the start. Group tours can be rebooked free of charge up to 14 days before the date.</p>',
          '<h2>6. Right of withdrawal</h2>',
          '<p>Tickets, tours and events for a specific date are not subject to a right of withdrawal (§ 312g (2) no. 9 BGB). For goods from the museum shop you may withdraw within 14 days of receipt.</p>',
          '<h2>7. Vouchers</h2>',
          '<p>Vouchers are valid for three years from the end of the year of purchase and can be redeemed in the online shop and at the museum ticket desk. They cannot be paid out in cash; a remaining balance is kept.</p>',
          '<h2>8. Annual passes</h2>',
          '<p>An annual pass is valid for twelve months from the first visit for the persons named on it and cannot be transferred.</p>',
          '<h2>9. Cancelled events</h2>',
          '<p>If an event or tour is cancelled, we refund the full price or offer another date.</p>',
        ]),
      },
    },
    {
      id: 'data_protection',
      title: { de: 'Datenschutzerklärung', en: 'Privacy policy', fr: 'Protection des données' },
      html: {
        de: html([
          demoNote.de,
          '<h2>Verantwortliche Stelle</h2>',
          `<p>Stadtmuseum Lindenau, ${MAIN_ADDRESS}, <a href="mailto:${email}">${email}</a>. Unsere Datenschutzbeauftragte erreichen Sie unter datenschutz@stadt-lindenau.example.</p>`,
          '<h2>Welche Daten wir verarbeiten</h2>',
          '<ul>',
          '<li>Bei einer Bestellung: Name, Anschrift, E-Mail-Adresse, auf Wunsch Telefonnummer und abweichende Lieferanschrift sowie die bestellten Leistungen.</li>',
          '<li>Bei einem Kundenkonto: zusätzlich Ihr Passwort, gespeichert nur als sicherer Hash.</li>',
          '<li>Bei Jahreskarten: die Namen der Karteninhaberinnen und -inhaber.</li>',
          '<li>Bei Gruppenführungen: Ihre Antworten auf die Fragen zur Gruppe.</li>',
          '</ul>',
          '<h2>Zwecke und Rechtsgrundlagen</h2>',
          '<p>Wir verarbeiten diese Daten, um Ihre Bestellung auszuführen und Ihnen Tickets und Rechnungen zu senden (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Aufbewahrungspflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO) und um Missbrauch unseres Shops zu verhindern (Art. 6 Abs. 1 lit. f DSGVO).</p>',
          '<h2>Zahlungsdienstleister</h2>',
          '<p>Zahlungsdaten geben Sie direkt beim Zahlungsdienstleister ein; wir erhalten nur die Bestätigung, ob die Zahlung erfolgt ist.</p>',
          '<h2>Speicherdauer</h2>',
          '<p>Bestell- und Rechnungsdaten bewahren wir zehn Jahre auf (§ 147 AO). Ein Kundenkonto können Sie jederzeit löschen lassen.</p>',
          '<h2>Cookies und Speicher im Browser</h2>',
          '<p>Der Shop setzt keine Tracking-Cookies. Warenkorb, Anmeldung und Spracheinstellung werden im Sitzungsspeicher Ihres Browsers gehalten und beim Schließen des Fensters gelöscht.</p>',
          '<h2>Ihre Rechte</h2>',
          '<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren, insbesondere bei der für Lindenau zuständigen Landesdatenschutzbehörde.</p>',
        ]),
        en: html([
          demoNote.en,
          '<h2>Controller</h2>',
          `<p>Lindenau City Museum, ${MAIN_ADDRESS}, Germany, <a href="mailto:${email}">${email}</a>. You can reach our data protection officer at datenschutz@stadt-lindenau.example.</p>`,
          '<h2>What we process</h2>',
          '<ul>',
          '<li>When you order: name, address, e-mail address, optionally your phone number and a separate delivery address, and what you ordered.</li>',
          '<li>With a customer account: also your password, stored only as a secure hash.</li>',
          '<li>For annual passes: the names of the pass holders.</li>',
          '<li>For group tours: your answers to the questions about the group.</li>',
          '</ul>',
          '<h2>Purposes and legal bases</h2>',
          '<p>We process these data to carry out your order and send you tickets and invoices (Art. 6 (1) (b) GDPR), to meet statutory retention duties (Art. 6 (1) (c) GDPR) and to prevent abuse of our shop (Art. 6 (1) (f) GDPR).</p>',
          '<h2>Payment providers</h2>',
          '<p>You enter payment details directly with the payment provider; we only learn whether the payment succeeded.</p>',
          '<h2>Retention</h2>',
          '<p>We keep order and invoice data for ten years (§ 147 of the German Fiscal Code). You can have your customer account deleted at any time.</p>',
          '<h2>Cookies and browser storage</h2>',
          '<p>The shop sets no tracking cookies. Your basket, login and language are kept in your browser’s session storage and are deleted when you close the window.</p>',
          '<h2>Your rights</h2>',
          '<p>You have the right of access, rectification, erasure, restriction of processing, data portability and objection. You may lodge a complaint with a data protection supervisory authority, in particular the state authority responsible for Lindenau.</p>',
        ]),
      },
    },
    {
      id: 'accessibility_statement',
      title: {
        de: 'Erklärung zur Barrierefreiheit',
        en: 'Accessibility statement',
        fr: 'Déclaration d’accessibilité',
      },
      html: {
        de: html([
          demoNote.de,
          '<p>Das Stadtmuseum Lindenau ist bemüht, seinen Online-Shop im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und der Norm EN 301 549 barrierefrei zugänglich zu machen.</p>',
          '<h2>Stand der Vereinbarkeit</h2>',
          '<p>Der Shop ist weitgehend mit den Anforderungen vereinbar. Er lässt sich vollständig mit der Tastatur bedienen, ist mit Screenreadern getestet und passt sich bis 400 % Vergrößerung an.</p>',
          '<h2>Nicht barrierefreie Inhalte</h2>',
          '<ul>',
          '<li>Die PDF-Tickets enthalten einen Barcode, dessen Inhalt nur in Textform neben dem Code steht.</li>',
          '<li>Einige ältere Ausstellungsfotos haben noch keine ausführlichen Bildbeschreibungen.</li>',
          '</ul>',
          '<h2>Barrieren melden</h2>',
          `<p>Ist Ihnen eine Barriere aufgefallen? Schreiben Sie uns an <a href="mailto:${email}">${email}</a> oder rufen Sie uns an: ${PHONE}. Wir antworten innerhalb von zwei Wochen.</p>`,
          '<h2>Schlichtungsverfahren</h2>',
          '<p>Erhalten Sie keine zufriedenstellende Antwort, können Sie sich an die Schlichtungsstelle nach dem Behindertengleichstellungsgesetz wenden: <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>',
          '<h2>Im Museum</h2>',
          '<p>Haupthaus und Alte Weberei sind stufenlos erreichbar; Rollstühle und Sitzhocker können Sie kostenlos an der Kasse ausleihen. Assistenzhunde sind willkommen, Begleitpersonen mit Merkzeichen B haben freien Eintritt.</p>',
        ]),
        en: html([
          demoNote.en,
          '<p>The Lindenau City Museum aims to make its online shop accessible in line with the German Accessible Information Technology Ordinance (BITV 2.0) and the standard EN 301 549.</p>',
          '<h2>Compliance status</h2>',
          '<p>The shop is largely compliant. It can be used entirely with the keyboard, is tested with screen readers and adapts to zoom levels up to 400 %.</p>',
          '<h2>Content that is not accessible</h2>',
          '<ul>',
          '<li>The PDF tickets contain a barcode whose content is only given as text next to the code.</li>',
          '<li>Some older exhibition photographs do not yet have detailed descriptions.</li>',
          '</ul>',
          '<h2>Report a barrier</h2>',
          `<p>Have you come across a barrier? Write to <a href="mailto:${email}">${email}</a> or call us: ${PHONE}. We answer within two weeks.</p>`,
          '<h2>Conciliation</h2>',
          '<p>If you do not receive a satisfactory answer, you can contact the conciliation body under the German Disability Equality Act: <a href="https://www.schlichtungsstelle-bgg.de">www.schlichtungsstelle-bgg.de</a>.</p>',
          '<h2>At the museum</h2>',
          '<p>The main building and the Old Weaving Mill are step-free; wheelchairs and folding stools can be borrowed free of charge at the ticket desk. Assistance dogs are welcome, and companions of visitors with the B mark on their disability card enter free.</p>',
        ]),
      },
    },
    {
      id: 'shipping',
      title: { de: 'Versand und Lieferung', en: 'Shipping and delivery', fr: 'Livraison' },
      html: {
        de: html([
          demoNote.de,
          '<h2>Tickets</h2>',
          '<p>Eintrittskarten, Führungen und Gutscheine erhalten Sie sofort nach der Zahlung per E-Mail als PDF. Bitte zeigen Sie sie am Einlass ausgedruckt oder auf dem Smartphone vor.</p>',
          '<h2>Museumsshop-Artikel und Jahreskarten</h2>',
          '<p>Wir versenden mit DHL. Innerhalb Deutschlands dauert die Lieferung zwei bis vier Werktage, in andere Länder fünf bis zehn Werktage. Jahreskarten senden wir per Brief, auf Wunsch an eine abweichende Adresse.</p>',
          '<h2>Versandkosten</h2>',
          '<p>Die Versandkosten richten sich nach dem Lieferland und werden einmal pro Bestellung berechnet:</p>',
          shippingTable(config, 'de'),
          freeShipping(config, 'de'),
          '<p>In andere Länder liefern wir auf Anfrage; schreiben Sie uns.</p>',
        ]),
        en: html([
          demoNote.en,
          '<h2>Tickets</h2>',
          '<p>Admission tickets, tours and vouchers are sent by e-mail as a PDF right after payment. Please show them at the entrance, printed or on your phone.</p>',
          '<h2>Museum shop articles and annual passes</h2>',
          '<p>We ship with DHL. Delivery takes two to four working days within Germany and five to ten working days to other countries. Annual passes are sent by letter, to another address if you wish.</p>',
          '<h2>Shipping costs</h2>',
          '<p>Shipping depends on the destination and is charged once per order:</p>',
          shippingTable(config, 'en'),
          freeShipping(config, 'en'),
          '<p>We deliver to other countries on request; please write to us.</p>',
        ]),
      },
    },
  ];
}

/** The cookie notice (content block `cookie_warning`). */
export function demoCookieWarning(): NonNullable<CatalogFileInput['contentBlocks']>[number] {
  return {
    key: 'cookie_warning',
    text: {
      de: '<p>Dieser Shop verwendet keine Tracking-Cookies. Warenkorb und Anmeldung werden nur für diese Sitzung in Ihrem Browser gespeichert. Mehr dazu in unserer <a href="/de/page/data_protection">Datenschutzerklärung</a>.</p>',
      en: '<p>This shop uses no tracking cookies. Your basket and login are kept in your browser for this session only. Read more in our <a href="/en/page/data_protection">privacy policy</a>.</p>',
      fr: '<p>Cette boutique n’utilise aucun cookie de suivi. Votre panier et votre connexion ne sont conservés dans votre navigateur que pour cette session. En savoir plus : <a href="/fr/page/data_protection">protection des données</a>.</p>',
    },
  };
}
