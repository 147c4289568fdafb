/**
 * An uploaded catalog image as the shop receives it: one `<source>` per modern
 * format with its `srcset`, the JPEG fallback, the size of the largest file (so the page reserves
 * the box before the image loads) and the alt text in the request's language.
 */
import { z } from 'zod';

export const picture = z.object({
  /** The JPEG fallback (`<img src>`), at most 1024 px wide. */
  src: z.string().min(1).max(500),
  /** Width and height of the largest file, in pixels: the aspect ratio of every file. */
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  alt: z.string().max(500),
  /** Best format first: `image/avif`, `image/webp`, `image/jpeg`; `srcset` is `url 320w, …`. */
  sources: z.array(z.object({ type: z.string().min(1), srcset: z.string().min(1) })),
});
export type Picture = z.infer<typeof picture>;
