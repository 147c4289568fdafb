import { afterEach, describe, expect, it } from 'vitest';
import { descriptionKey, syncHead, type HeadState } from './head-sync';

const SERVER_HEAD = `
  <meta name="description" content="An evening with torches" />
  <title>Night at the museum - Museum</title>
  <link data-foyer-head rel="preload" as="image" href="/media/night.jpg" />
  <link data-foyer-head rel="canonical" href="https://shop.example/en/tickets/4" />
  <link data-foyer-head rel="alternate" hreflang="de" href="https://shop.example/de/tickets/4" />
  <link data-foyer-head rel="alternate" hreflang="en" href="https://shop.example/en/tickets/4" />
  <link data-foyer-head rel="alternate" hreflang="x-default" href="https://shop.example/de/tickets/4" />
  <meta data-foyer-head property="og:type" content="website" />
  <meta data-foyer-head property="og:title" content="Night at the museum - Museum" />
  <meta data-foyer-head property="og:image" content="https://shop.example/media/night.jpg" />
  <script type="application/ld+json" data-foyer-head>{"@type":"Event"}</script>
`;

const STATE: HeadState = {
  pathname: '/en/guided-tours',
  lang: 'en',
  languages: ['de', 'en'],
  routeName: 'guidedTours',
  title: 'Guided tours - Museum',
  description: 'Discover the collection with our guides.',
  origin: 'https://shop.example',
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('syncHead', () => {
  it('moves canonical, alternates and Open Graph to the new page without duplicating tags', () => {
    document.head.innerHTML = SERVER_HEAD;
    syncHead(document, STATE, true);
    syncHead(document, STATE, true);
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect([...canonical].map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.example/en/guided-tours',
    ]);
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['de', 'https://shop.example/de/guided-tours'],
      ['en', 'https://shop.example/en/guided-tours'],
      ['x-default', 'https://shop.example/de/guided-tours'],
    ]);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      STATE.description,
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Guided tours - Museum',
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("drops the first page's JSON-LD, image preload and image once left", () => {
    document.head.innerHTML = SERVER_HEAD;
    syncHead(document, STATE, true);
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });

  it('marks a private screen noindex, and an unknown page without canonical', () => {
    document.head.innerHTML = SERVER_HEAD;
    syncHead(document, { ...STATE, pathname: '/en/settings', routeName: 'settings' }, true);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    syncHead(document, { ...STATE, pathname: '/en/nowhere', routeName: null }, true);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });
});

describe('descriptionKey', () => {
  it('describes list screens by their introduction and others by the home one', () => {
    expect(descriptionKey('tickets')).toBe('tickets.list.intro');
    expect(descriptionKey('event')).toBe('home.intro');
    expect(descriptionKey(null)).toBe('home.intro');
  });
});
