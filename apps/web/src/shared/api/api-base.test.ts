import { afterEach, describe, expect, it } from 'vitest';
import { assetUrl, resolveApiBase } from './api-base';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="foyer-api-base"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'foyer-api-base';
  meta.content = content;
  document.head.append(meta);
}

describe('the API base', () => {
  afterEach(() => setMeta(null));

  it('is /api by default', () => {
    setMeta('');
    expect(resolveApiBase(document, undefined)).toBe('/api');
  });

  it('comes from the build variable when the meta tag is empty', () => {
    setMeta('  ');
    expect(resolveApiBase(document, 'https://shop-api.example/api')).toBe(
      'https://shop-api.example/api',
    );
  });

  it('comes from the meta tag a deployment rewrote, before the build value', () => {
    setMeta('https://tickets.museum.example/api');
    expect(resolveApiBase(document, '/build-api')).toBe('https://tickets.museum.example/api');
  });
});

describe('asset URLs', () => {
  it('resolve site paths against an absolute API base', () => {
    expect(assetUrl('/static/logo.svg', 'https://api.example:8443/api')).toBe(
      'https://api.example:8443/static/logo.svg',
    );
  });

  it('stay as they are with a relative API base or an absolute URL', () => {
    expect(assetUrl('/static/logo.svg', '/api')).toBe('/static/logo.svg');
    expect(assetUrl('https://cdn.example/logo.svg', 'https://api.example/api')).toBe(
      'https://cdn.example/logo.svg',
    );
  });
});
