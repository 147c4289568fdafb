/**
 * The invitation e-mail to a new staff member, in the look of every Foyer e-mail: the one-time
 * set-password link as a button and written out. Texts: the `mail` namespace (`staffInvite…`). The
 * link is a secret: it goes into this e-mail (and the owner's answer), never into a log.
 */
import type { Language } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';
import { brandedMail, type MailAttachment, type MailContent } from '../mail';

export interface InvitationMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The invitation of `name` (`email`) to the back office of the shop `site`, linking to `link`. */
export function invitationContent(
  lang: Language,
  site: string,
  member: { name: string; email: string },
  link: string,
): MailContent {
  const t = serverT(lang, 'mail');
  const values = { site, name: member.name, email: member.email };
  return {
    subject: t('staffInviteSubject', values),
    preview: t('staffInviteAction'),
    title: t('staffInviteTitle'),
    // An e-mail to staff, about no sale: no legal links of the shop.
    legalLinks: false,
    blocks: [
      { kind: 'text', text: member.name.length > 0 ? t('helloNamed', values) : t('hello') },
      { kind: 'text', text: `${t('staffInviteIntro', values)}\n${t('staffInviteAction')}` },
      { kind: 'button', label: t('staffInviteButton'), url: link, primary: true },
      { kind: 'link', label: t('linkFallback'), url: link },
      { kind: 'text', text: t('staffInviteFooter'), muted: true },
      { kind: 'text', text: t('signOff', values) },
    ],
  };
}

/** The rendered invitation in the museum's look and in `lang`. */
export async function invitationMail(
  config: Pick<FoyerConfig, 'shop' | 'server'>,
  lang: Language,
  member: { name: string; email: string },
  link: string,
): Promise<InvitationMail> {
  return brandedMail(config, lang, (site) => invitationContent(lang, site, member, link));
}
