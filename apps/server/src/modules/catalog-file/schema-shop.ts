/** Catalog file sections: merchandise, passes, vouchers and content. */
import { z } from 'zod';
import { httpUrl } from '@foyer/domain/contract';
import { id, sequenceNo, texts } from './schema-fields';
// Merchandise, passes and vouchers: shared with the back office's shop editor (one schema).
export {
  merchandiseCategorySchema,
  merchandiseSchema,
  voucherCategorySchema,
  voucherTypeSchema,
  voucherCodeSchema,
} from '@foyer/domain/catalog-file/shop';
export { bannerSchema, pageSchema } from '@foyer/domain/catalog-file/content';

// ---------------------------------------------------------------------------------------------------
// Content

export const socialLinkSchema = z.strictObject({
  id,
  name: z.string().min(1).max(100),
  url: httpUrl,
  sequenceNo,
});

/** A small content block, e.g. `cookie_warning` (the cookie notice's HTML). */
export const contentBlockSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'lower-case letters, digits and underscores'),
  text: texts,
});
