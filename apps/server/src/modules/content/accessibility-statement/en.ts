import type { AccessibilityStatementText } from './texts';

export const en: AccessibilityStatementText = {
  title: 'Accessibility statement',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} wants everyone to be able to use this online shop. This statement covers the shop on this website: buying tickets, guided tours, shop articles, passes and vouchers, the customer account, and the tickets and invoices the shop sends.</p>`,
    '<h2>Compliance status</h2>',
    '<p>The shop is designed and tested to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This covers the requirements for web content of the European standard EN 301 549, on which the European Accessibility Act relies. The shop is partially compliant: the exceptions are listed below.</p>',
    '<h2>How the shop is tested</h2>',
    '<ul>',
    '<li>Automated checks with axe in a real Chromium browser on the shop’s screens, 375 and 1280 pixels wide, with every change to the software.</li>',
    '<li>Checks by hand using the keyboard only, and with screen readers.</li>',
    '<li>Checks at zoom levels up to 400 %, where the content reflows without scrolling sideways.</li>',
    '</ul>',
    '<h2>Known limitations</h2>',
    '<ul>',
    '<li>The PDF tickets and invoices are not tagged PDFs: screen readers read their text, but without headings or structure. Each ticket’s code is printed as text under its QR code, and the confirmation e-mail and the order page in the shop list everything you booked.</li>',
    '<li>When you pay with an external payment provider, its payment pages are outside this shop; their accessibility is the provider’s responsibility.</li>',
    '</ul>',
    '<h2>Preparation of this statement</h2>',
    `<p>This statement was prepared on ${date}. It is based on a self-assessment by the makers of the shop software, Foyer.</p>`,
    '<h2>Feedback and contact</h2>',
    `<p>If you come across a barrier, or need information from the shop in another accessible form, write to us at ${email}${phone ? ` or call us on ${phone}` : ''}. Please tell us which page it concerns and what happened. We will confirm your message and tell you how we will remove the barrier or give you the information in another way.</p>`,
    '<h2>Enforcement procedure</h2>',
    '<p>If you are not satisfied with our answer, you can turn to the national authority that oversees the accessibility of products and services under the European Accessibility Act (the market surveillance authority). Consumer organisations and conciliation bodies can also advise you.</p>',
  ],
};
