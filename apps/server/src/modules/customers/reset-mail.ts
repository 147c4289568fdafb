/**
 * The password-reset e-mail in the eight shop languages (`customer/pwdreset`), in the look of
 * every Foyer e-mail: the recover link with its single-use token as a button and written out.
 * Texts: the `mail` namespace (`reset…`).
 */
import type { Language } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';
import { brandedMail, type MailContent, type MailAttachment } from '../mail';

export interface ResetMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The content of the reset e-mail to `name` (may be empty) for the shop `site`, linking to `link`. */
export function resetContent(
  lang: Language,
  site: string,
  name: string,
  link: string,
): MailContent {
  const t = serverT(lang, 'mail');
  const values = { site, name };
  return {
    subject: t('resetSubject', values),
    preview: t('resetAction'),
    title: t('resetTitle'),
    blocks: [
      { kind: 'text', text: name.length > 0 ? t('helloNamed', values) : t('hello') },
      { kind: 'text', text: `${t('resetIntro', values)}\n${t('resetAction')}` },
      { kind: 'button', label: t('resetButton'), url: link, primary: true },
      { kind: 'link', label: t('linkFallback'), url: link },
      { kind: 'text', text: t('resetFooter'), muted: true },
      { kind: 'text', text: t('signOff', values) },
    ],
  };
}

/** The rendered reset e-mail in the museum's look. */
export async function resetMail(
  config: Pick<FoyerConfig, 'shop' | 'server'>,
  lang: Language,
  name: string,
  link: string,
): Promise<ResetMail> {
  return brandedMail(config, lang, (site) => resetContent(lang, site, name, link));
}
