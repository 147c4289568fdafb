import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/api-client';
import { ApiClientProvider } from '../api/api-context';
import { ResponsivePicture } from './responsive-picture';

const picture = {
  src: '/media/abc0123456789abcdef0-1024.jpg',
  width: 1600,
  height: 900,
  alt: 'Museet om natten',
  sources: [
    {
      type: 'image/avif',
      srcset:
        '/media/abc0123456789abcdef0-320.avif 320w, /media/abc0123456789abcdef0-1600.avif 1600w',
    },
    { type: 'image/webp', srcset: '/media/abc0123456789abcdef0-320.webp 320w' },
    { type: 'image/jpeg', srcset: '/media/abc0123456789abcdef0-320.jpg 320w' },
  ],
};

function shown(apiBase: string, props: { eager?: boolean; decorative?: boolean } = {}) {
  const client = { apiBase, call: () => Promise.reject(new Error('no calls')) } as ApiClient;
  return render(
    <ApiClientProvider client={client}>
      <ResponsivePicture picture={picture} className="x" sizes="100vw" {...props} />
    </ApiClientProvider>,
  );
}

describe('ResponsivePicture', () => {
  it('offers AVIF and WebP sources and a JPEG image with its size, lazy by default', () => {
    const { container } = shown('/api');
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('sizes')).toBe('100vw');
    const image = screen.getByRole('img', { name: 'Museet om natten' });
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toBe('/media/abc0123456789abcdef0-320.jpg 320w');
  });

  it('resolves every file against another API origin, and can be eager and decorative', () => {
    const { container } = shown('https://api.example.org/api', { eager: true, decorative: true });
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      'https://api.example.org/media/abc0123456789abcdef0-320.avif 320w, https://api.example.org/media/abc0123456789abcdef0-1600.avif 1600w',
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('loading')).toBe('eager');
    expect(image?.getAttribute('src')).toBe(
      'https://api.example.org/media/abc0123456789abcdef0-1024.jpg',
    );
  });
});
