/**
 * Catalog file sections of the shop's content: banners and static pages, shared by the file import
 * (server) and the back office's content editor (web and server): one schema, one set of messages.
 * Page bodies are the HTML the shop renders (sanitized again in the browser); active content
 * (scripts, event handlers, `javascript:` links, frames, embedded objects) is refused here, so it is
 * stored neither from a file nor from the editor.
 */
import { z } from 'zod';
import { assetUrl, inputText, staticPageId } from '../contract';
import { id, ids, names, sequenceNo, texts } from './fields';

import { activeContentIn } from '../content/active-content';

export { activeContentIn };

/** The message of a page body with active content (the back office words it per language). */
export const ACTIVE_CONTENT_MESSAGE = 'no scripts, event handlers, frames or javascript: links';

/** HTML per language (or a plain string), without active content. */
export const safeHtmlTexts = texts.superRefine((value, ctx) => {
  const entries = typeof value === 'string' ? [['', value] as const] : Object.entries(value);
  for (const [language, html] of entries) {
    if (html && activeContentIn(html)) {
      ctx.addIssue({
        code: 'custom',
        message: ACTIVE_CONTENT_MESSAGE,
        path: language ? [language] : [],
      });
    }
  }
});

export const bannerShape = {
  group: inputText().min(1).max(60).default('home'),
  image: assetUrl,
  imageMobile: assetUrl.nullable().default(null),
  link: assetUrl.nullable().default(null),
  alt: texts,
  sequenceNo,
};
export const bannerSchema = z.strictObject({ id, ...bannerShape });

export const pageShape = { title: names, html: safeHtmlTexts };
export const pageSchema = z.strictObject({ id: staticPageId, ...pageShape });

// ---------------------------------------------------------------------------------------------------
// The back office's content editor: the same fields and checks; a new banner's id is given by the
// server, a page is named by its id in the path.

/** A banner as the back office edits it: the catalog file's banner without id. */
export const bannerEditSchema = z.strictObject(bannerShape);
export type BannerEditInput = z.input<typeof bannerEditSchema>;
export type BannerEdit = z.output<typeof bannerEditSchema>;

/** A page as the back office edits it: the catalog file's page without id. */
export const pageEditSchema = z.strictObject(pageShape);
export type PageEditInput = z.input<typeof pageEditSchema>;
export type PageEdit = z.output<typeof pageEditSchema>;

/** The articles offered with an article in the basket (its `related` list in the catalog file). */
export const upsellEditSchema = z.strictObject({ related: ids });
export type UpsellEdit = z.output<typeof upsellEditSchema>;
