/** A catalog item's picture as its page's head needs it: Open Graph image and preload. */
import type { Picture } from '@foyer/domain/contract';
import type { HeadImage } from '@/shared/ui/render-context';

/** The picture's best format (AVIF, WebP first) at `sizes`, else the plain image, else none. */
export function pageImages(
  picture: Picture | null | undefined,
  image: string | null | undefined,
  sizes: string,
): HeadImage[] {
  if (picture) {
    const best = picture.sources[0];
    return [
      best
        ? { src: picture.src, srcset: best.srcset, type: best.type, sizes }
        : { src: picture.src },
    ];
  }
  return image ? [{ src: image }] : [];
}
