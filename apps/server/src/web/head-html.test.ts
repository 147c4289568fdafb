import type { Event, Ticket } from '@foyer/domain/contract';
import { describe, expect, it } from 'vitest';
import { renderPage } from './head-html';
import type { PageHead } from './page-head';
import { eventJsonLd, plainText, withVenueOffset } from './structured-data';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta name="description" content="Built" />
    <title>Foyer</title>
  </head>
  <body><div id="root"><span class="boot" id="foyer-boot-name">Foyer</span></div></body>
</html>`;

const HEAD: PageHead = {
  status: 200,
  lang: 'en',
  siteName: 'Museum "A" & <B>',
  title: 'Tom & Jerry $& "quoted" - Museum',
  description: 'A <b>bold</b> claim',
  indexable: true,
  canonical: 'https://shop.example/en/tickets/1',
  alternates: [],
  ogType: 'website',
  image: null,
  preloads: [
    {
      href: '/media/a.jpg',
      srcset: '/media/a-320.avif 320w, /media/a-640.avif 640w',
      sizes: '100vw',
      type: 'image/avif',
    },
  ],
  jsonLd: [{ '@type': 'Event', name: '</script><script>alert(1)</script>' }],
  firstView: null,
};

describe('renderPage', () => {
  const html = renderPage(TEMPLATE, HEAD);

  it('replaces the title, description and language once, escaped', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Tom &amp; Jerry $&amp; &quot;quoted&quot; - Museum</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; claim" />');
    expect(html).toContain('<html lang="en">');
  });

  it('keeps JSON-LD inside its script element and parseable', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.[1] ?? '')).toEqual(HEAD.jsonLd[0]);
  });

  it('preloads the responsive image with its srcset, sizes and format', () => {
    expect(html).toContain(
      '<link data-foyer-head rel="preload" as="image" href="/media/a.jpg" imagesrcset="/media/a-320.avif 320w, /media/a-640.avif 640w" imagesizes="100vw" type="image/avif" fetchpriority="high" />',
    );
  });

  it('fills the loading state with the site name', () => {
    expect(html).toContain(
      '<span class="boot" id="foyer-boot-name">Museum &quot;A&quot; &amp; &lt;B&gt;</span>',
    );
  });

  it('leaves a page without the loading state element as it is', () => {
    expect(renderPage(TEMPLATE.replace(' id="foyer-boot-name"', ''), HEAD)).toContain(
      '<span class="boot">Foyer</span>',
    );
  });
});

const EVENT: Event = {
  id: 4,
  name: 'Night at the museum',
  description: '<p>Torches &amp; <em>stories</em></p>',
  image: null,
  venue: 'Main hall',
  sequence_no: 1,
  sorting_datetime: '2026-12-01T18:00',
  custom_groups: [],
  end: '2026-12-01T23:00',
};

function ticket(name: string, left: number[]): Ticket {
  return {
    id: left.length + 1,
    name,
    price: 1250,
    vat_value: 7,
    mode: 1,
    day_ticket: 0,
    schedule: left.map((max) => ({
      datetime: '2026-12-01T18:30',
      datetime_end: null,
      max_tickets: max,
    })),
    group_id: null,
    group_name: null,
    family: 0,
    subtickets: [],
    print_separately: 0,
    unique_barcode: 0,
    scan_separately: 0,
    book_with_cost: 0,
    book_with_cost_warn: 0,
  };
}

describe('eventJsonLd', () => {
  const context = {
    url: 'https://shop.example/en/tickets/4',
    siteName: 'Museum',
    shopUrl: 'https://shop.example',
    timeZone: 'Europe/Berlin',
    image: null,
  };

  it('marks a ticket without places as sold out and one with places as in stock', () => {
    const data = eventJsonLd(EVENT, [ticket('Adult', [0, 3]), ticket('Child', [0])], context);
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: 'Adult',
        price: '12.50',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ name: 'Child', availability: 'https://schema.org/SoldOut' }),
    ]);
    expect(data.startDate).toBe('2026-12-01T18:30:00+01:00');
    expect(data.endDate).toBe('2026-12-01T23:00:00+01:00');
    expect(data.description).toBe('Torches & stories');
  });
});

describe('withVenueOffset', () => {
  it('adds the offset of the venue at that moment (summer and winter time)', () => {
    expect(withVenueOffset('2026-07-01T10:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00+02:00');
    expect(withVenueOffset('2026-01-01T10:00', 'Europe/Berlin')).toBe('2026-01-01T10:00:00+01:00');
    expect(withVenueOffset('2026-01-01T10:00', 'America/New_York')).toBe(
      '2026-01-01T10:00:00-05:00',
    );
  });
});

describe('plainText', () => {
  it('drops inline tags without a space and parts blocks with one', () => {
    expect(
      plainText('<p>Read our <a href="/en/page/privacy">privacy policy</a>.</p><p>Thanks</p>'),
    ).toBe('Read our privacy policy. Thanks');
    expect(plainText('<p><strong>150</strong> objects</p>')).toBe('150 objects');
  });
  it('shortens long text at a word with an ellipsis', () => {
    expect(plainText('<p>one two three four five</p>', 12)).toBe('one two…');
  });
});
