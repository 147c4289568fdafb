import { describe, expect, it } from 'vitest';
import { activeContentIn, bannerEditSchema, pageEditSchema, upsellEditSchema } from './content';

describe('page bodies without active content', () => {
  it('accepts the HTML the shop renders', () => {
    expect(activeContentIn('<h2>Kontakt</h2><p><a href="/de/page/terms">AGB</a></p>')).toBeNull();
    expect(activeContentIn('<p>Die Sonnenaktion: on=off</p>')).toBeNull();
    expect(activeContentIn('<img src="/static/a.png" alt="">')).toBeNull();
  });

  it('names why a body is refused', () => {
    expect(activeContentIn('<SCRIPT>alert(1)</script>')).toBe('script');
    expect(activeContentIn('<iframe src="https://x.example">')).toBe('element');
    expect(activeContentIn('<img src=x onerror="alert(1)">')).toBe('handler');
    expect(activeContentIn('<a href=" javascript:alert(1)">x</a>')).toBe('url');
    expect(activeContentIn('<a href="data:text/html,x">x</a>')).toBe('url');
  });

  it('refuses a page per language, and a page without a title', () => {
    const result = pageEditSchema.safeParse({
      title: { de: ' ' },
      html: { de: '<p>gut</p>', da: '<script>x</script>' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'html.da',
      'title',
    ]);
  });
});

describe('banners and upsells as the editor sends them', () => {
  it('defaults a banner as the catalog file does', () => {
    expect(bannerEditSchema.parse({ image: '/static/b.svg' })).toEqual({
      group: 'home',
      image: '/static/b.svg',
      imageMobile: null,
      link: null,
      alt: {},
      sequenceNo: 0,
    });
    expect(bannerEditSchema.safeParse({ image: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('takes a list of article ids', () => {
    expect(upsellEditSchema.parse({})).toEqual({ related: [] });
    expect(upsellEditSchema.safeParse({ related: [0] }).success).toBe(false);
  });
});
