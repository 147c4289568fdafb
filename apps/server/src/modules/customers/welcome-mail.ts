/**
 * The registration e-mail: sent once when a visitor registers an account, in the
 * language of the registration and the look of every Foyer e-mail. Registration has no e-mail
 * verification step, so it welcomes and links to the login page; whoever did not register is told
 * whom to write to. Texts: the `mail` namespace (`welcome…`).
 */
import { routePath, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../../config/schema';
import { serverT } from '../../i18n/texts';
import { brandedMail, siteNameOf, type MailContent, type MailAttachment } from '../mail';

type Config = Pick<FoyerConfig, 'shop' | 'server'>;

export interface WelcomeInput {
  lang: Language;
  name: string;
  email: string;
}

/** The login page of the shop in `lang`. */
export function loginUrl(config: Config, lang: Language): string {
  return `${config.server.publicBaseUrl.replace(/\/+$/, '')}${routePath('login', lang)}`;
}

export function welcomeContent(config: Config, input: WelcomeInput): MailContent {
  const t = serverT(input.lang, 'mail');
  const site = siteNameOf(config, input.lang);
  const support = config.server.museum.email ?? config.shop.supportEmail;
  const values = { site, name: input.name, email: input.email, support };
  const link = loginUrl(config, input.lang);
  return {
    subject: t('welcomeSubject', values),
    preview: t('welcomeBenefits'),
    title: t('welcomeTitle'),
    blocks: [
      { kind: 'text', text: input.name ? t('helloNamed', values) : t('hello') },
      { kind: 'text', text: t('welcomeIntro', values) },
      { kind: 'text', text: t('welcomeBenefits') },
      { kind: 'button', label: t('welcomeButton'), url: link, primary: true },
      { kind: 'link', label: t('linkFallback'), url: link },
      { kind: 'text', text: t('welcomeNotYou', values), muted: true },
      { kind: 'text', text: t('signOff', values) },
    ],
  };
}

export async function welcomeMail(
  config: Config,
  input: WelcomeInput,
): Promise<{ subject: string; text: string; html: string; attachments: MailAttachment[] }> {
  return brandedMail(config, input.lang, () => welcomeContent(config, input));
}
