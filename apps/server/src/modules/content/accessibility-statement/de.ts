import type { AccessibilityStatementText } from './texts';

export const de: AccessibilityStatementText = {
  title: 'Erklärung zur Barrierefreiheit',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} möchte, dass alle Menschen diesen Online-Shop nutzen können. Diese Erklärung gilt für den Shop auf dieser Website: den Kauf von Eintrittskarten, Führungen, Shop-Artikeln, Jahreskarten und Gutscheinen, das Kundenkonto sowie die Tickets und Rechnungen, die der Shop versendet.</p>`,
    '<h2>Stand der Vereinbarkeit</h2>',
    '<p>Der Shop ist so gestaltet und geprüft, dass er die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA erfüllt. Das umfasst die Anforderungen an Webinhalte der europäischen Norm EN 301 549, auf die sich der European Accessibility Act stützt. Der Shop ist teilweise barrierefrei: Die Ausnahmen sind unten aufgeführt.</p>',
    '<h2>So wird der Shop geprüft</h2>',
    '<ul>',
    '<li>Automatische Prüfungen mit axe in einem echten Chromium-Browser auf den Seiten des Shops, bei 375 und 1280 Pixel Breite, bei jeder Änderung der Software.</li>',
    '<li>Prüfungen von Hand, allein mit der Tastatur und mit Screenreadern.</li>',
    '<li>Prüfungen bei Vergrößerung bis 400 %, bei der sich der Inhalt ohne waagerechtes Scrollen neu anordnet.</li>',
    '</ul>',
    '<h2>Bekannte Einschränkungen</h2>',
    '<ul>',
    '<li>Die PDF-Tickets und -Rechnungen sind keine getaggten PDFs: Screenreader lesen ihren Text vor, aber ohne Überschriften und Struktur. Der Code jedes Tickets steht als Text unter seinem QR-Code, und die Bestätigungs-E-Mail sowie die Bestellseite im Shop führen alles auf, was Sie gebucht haben.</li>',
    '<li>Wenn Sie über einen externen Zahlungsanbieter bezahlen, liegen dessen Zahlungsseiten außerhalb dieses Shops; für ihre Barrierefreiheit ist der Anbieter verantwortlich.</li>',
    '</ul>',
    '<h2>Erstellung dieser Erklärung</h2>',
    `<p>Diese Erklärung wurde am ${date} erstellt. Sie beruht auf einer Selbstbewertung durch die Entwickler der Shop-Software Foyer.</p>`,
    '<h2>Feedback und Kontakt</h2>',
    `<p>Wenn Ihnen eine Barriere auffällt oder Sie Informationen aus dem Shop in einer anderen barrierefreien Form brauchen, schreiben Sie uns an ${email}${phone ? ` oder rufen Sie uns an: ${phone}` : ''}. Nennen Sie uns bitte die betroffene Seite und was geschehen ist. Wir bestätigen Ihre Nachricht und teilen Ihnen mit, wie wir die Barriere beseitigen oder Ihnen die Information auf anderem Weg geben.</p>`,
    '<h2>Durchsetzungsverfahren</h2>',
    '<p>Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich an die zuständige nationale Behörde wenden, die die Barrierefreiheit von Produkten und Dienstleistungen nach dem European Accessibility Act überwacht (Marktüberwachungsbehörde). Auch Verbraucherverbände und Schlichtungsstellen können Sie beraten.</p>',
  ],
};
