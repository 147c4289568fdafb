import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawl';

describe('sitemapXml', () => {
  it('lists every page in every language with its hreflang alternates', () => {
    const xml = sitemapXml(
      [{ name: 'event', params: { id: 7 } }],
      ['de', 'en'],
      'https://shop.example',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.match(/<loc>[^<]*<\/loc>/g)).toEqual([
      '<loc>https://shop.example/de/tickets/7</loc>',
      '<loc>https://shop.example/en/tickets/7</loc>',
    ]);
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/de/tickets/7"/>',
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('writes the characters with a meaning in XML as entities', () => {
    const xml = sitemapXml([{ name: 'home' }], ['de'], "https://shop.example/m&m's");
    expect(xml).toContain('<loc>https://shop.example/m&amp;m&#39;s/de</loc>');
    expect(xml).not.toMatch(/&(?!amp;|#39;)/);
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the API and the back office and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('sitemap.xml');
  });
});
