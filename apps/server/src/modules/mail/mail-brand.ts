/**
 * The museum as its e-mails show it: name in the message's language, logo as an inline
 * PNG attachment (Content-ID), colours of `server.museum.colors` over the shop theme's, and a footer
 * with the legal name, address, phone, e-mail and website of `server.museum` and the legal links
 * (mail-legal).
 */
import type { Language } from '@foyer/domain';
import sharp from 'sharp';
import type { FoyerConfig } from '../../config/schema';
import { museumLogoPng } from '../brand';
import { mailLegalLinks, type MailLegalLink } from './mail-legal';
import type { MailAttachment } from './mailer';

type BrandConfig = {
  shop: FoyerConfig['shop'];
  server: Pick<FoyerConfig['server'], 'museum' | 'publicBaseUrl'>;
};

export interface MailBrand {
  lang: Language;
  siteName: string;
  colors: { primary: string; onPrimary: string; accent: string; background: string; text: string };
  /** The inline logo (shown at `width` × `height` CSS pixels), or null: the name is shown instead. */
  logo: { cid: string; width: number; height: number } | null;
  footer: string[];
  /** Imprint, terms, data protection and right of withdrawal, in `lang`. */
  legalLinks: MailLegalLink[];
}

export interface BrandedParts {
  brand: MailBrand;
  /** The logo attachment (inline, with its Content-ID); empty without a logo. */
  attachments: MailAttachment[];
}

export const LOGO_CID = 'museum-logo@foyer';
/** Shown this wide; the PNG has twice the pixels for sharp rendering on high-density screens. */
const LOGO_WIDTH = 200;

export function siteNameOf(config: BrandConfig, lang: Language): string {
  return config.shop.siteNameTranslations?.[lang] ?? config.shop.siteName;
}

function countryName(code: string, lang: Language): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function footerLines(config: BrandConfig, lang: Language, site: string): string[] {
  const museum = config.server.museum;
  const address = museum.address;
  const contact = [museum.phone, museum.email ?? config.shop.supportEmail].filter(
    (part): part is string => typeof part === 'string' && part.length > 0,
  );
  return [
    museum.legalName ?? site,
    ...(address
      ? [
          `${address.street}, ${address.postalCode} ${address.city}, ${countryName(address.country, lang)}`,
        ]
      : []),
    ...(contact.length > 0 ? [contact.join(' · ')] : []),
    ...(museum.website ? [museum.website] : []),
  ];
}

/** The brand of the museum's e-mails in `lang`, with the logo attachment to send along. */
export async function mailBrand(config: BrandConfig, lang: Language): Promise<BrandedParts> {
  const site = siteNameOf(config, lang);
  const theme = config.shop.theme.colors;
  const own = config.server.museum.colors;
  const png = await museumLogoPng(config, LOGO_WIDTH * 2);
  let logo: MailBrand['logo'] = null;
  const attachments: MailAttachment[] = [];
  if (png) {
    const meta = await sharp(png).metadata();
    const height = meta.width ? Math.round(((meta.height ?? 0) * LOGO_WIDTH) / meta.width) : 0;
    if (height > 0) {
      logo = { cid: LOGO_CID, width: LOGO_WIDTH, height };
      attachments.push({
        filename: 'logo.png',
        contentType: 'image/png',
        contentBase64: png.toString('base64'),
        cid: LOGO_CID,
      });
    }
  }
  return {
    brand: {
      lang,
      siteName: site,
      colors: {
        primary: own?.primary ?? theme.primary,
        onPrimary: theme.onPrimary,
        accent: theme.accent,
        background: theme.background,
        text: own?.text ?? theme.text,
      },
      logo,
      footer: footerLines(config, lang, site),
      legalLinks: mailLegalLinks(config, lang),
    },
    attachments,
  };
}
