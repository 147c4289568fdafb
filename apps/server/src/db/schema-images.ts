/**
 * Uploaded catalog images: the image with its size and alt texts, its generated
 * files (the bytes are stored here, so every server process on the database serves them) and what
 * each image is attached to (one image per event, tour, product, pass, voucher type or banner).
 */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@foyer/domain';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The content hash of the stored upload (hex): the files' names, so they are cached for ever. */
    hash: text('hash').notNull(),
    /** The upload's size in pixels after orientation (the largest file may be narrower). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({}),
    /** The uploaded file's name, shown in the library. */
    name: text('name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('images_hash_unique').on(t.hash)],
);

export const imageFiles = pgTable(
  'image_files',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.format, t.width] })],
);

export const imageUses = pgTable(
  'image_uses',
  {
    /** `event`, `tour`, `product`, `pass`, `voucher` or `banner` (`IMAGE_TARGETS`). */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
  },
  (t) => [
    primaryKey({ columns: [t.targetType, t.targetId] }),
    index('image_uses_image_idx').on(t.imageId),
  ],
);
