/**
 * An uploaded catalog image (`Picture` of the API): one `<source>` per modern format, the JPEG as
 * `<img>`, and its width and height so the browser reserves the box before the file arrives (no
 * layout shift). `sizes` says how wide the image is shown, so the browser picks the smallest file
 * that is sharp enough. Lazy unless it is the first thing seen (`eager`).
 */
import type { Picture } from '@foyer/domain/contract';
import { useApiClient } from '../api/api-context';
import { assetUrl } from '../api/api-base';
import './responsive-picture.css';

/** The srcset with every URL resolved against the API's origin (`url 320w, …`). */
function resolvedSrcset(srcset: string, apiBase: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
      return `${assetUrl(url, apiBase)} ${descriptor}`.trim();
    })
    .join(', ');
}

export function ResponsivePicture({
  picture,
  className,
  sizes,
  eager = false,
  decorative = false,
}: {
  picture: Picture;
  className: string;
  sizes: string;
  eager?: boolean;
  /** The picture repeats what a text beside it says (a card's title): empty alt. */
  decorative?: boolean;
}) {
  const client = useApiClient();
  return (
    <picture className="responsive-picture">
      {picture.sources
        .filter((source) => source.type !== 'image/jpeg')
        .map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={resolvedSrcset(source.srcset, client.apiBase)}
            sizes={sizes}
          />
        ))}
      <img
        className={className}
        src={assetUrl(picture.src, client.apiBase)}
        srcSet={resolvedSrcset(
          picture.sources.find((source) => source.type === 'image/jpeg')?.srcset ?? '',
          client.apiBase,
        )}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={decorative ? '' : picture.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
