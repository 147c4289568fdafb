/**
 * The password-reset e-mail in the eight shop languages (spec 7 `customer/pwdreset`): the recover link
 * with its single-use token, as plain text and simple HTML.
 */
import type { Language } from '@foyer/domain';

interface ResetMailTexts {
  subject: string;
  hello: string;
  helloNamed: string;
  intro: string;
  action: string;
  button: string;
  footer: string;
}

const TEXTS: Record<Language, ResetMailTexts> = {
  de: {
    subject: 'Passwort zurücksetzen – {site}',
    hello: 'Guten Tag,',
    helloNamed: 'Guten Tag {name},',
    intro:
      'jemand (hoffentlich Sie) hat angefordert, das Passwort Ihres Kontos bei {site} zurückzusetzen.',
    action: 'Öffnen Sie innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:',
    button: 'Neues Passwort wählen',
    footer:
      'Der Link funktioniert nur einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  en: {
    subject: 'Reset your password – {site}',
    hello: 'Hello,',
    helloNamed: 'Hello {name},',
    intro: 'someone (hopefully you) asked to reset the password of your account at {site}.',
    action: 'Open this link within one hour to choose a new password:',
    button: 'Choose a new password',
    footer:
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe – {site}',
    hello: 'Bonjour,',
    helloNamed: 'Bonjour {name},',
    intro:
      'quelqu’un (vous, espérons-le) a demandé la réinitialisation du mot de passe de votre compte sur {site}.',
    action: 'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
    button: 'Choisir un nouveau mot de passe',
    footer:
      'Le lien ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  it: {
    subject: 'Reimposta la tua password – {site}',
    hello: 'Buongiorno,',
    helloNamed: 'Buongiorno {name},',
    intro:
      'qualcuno (speriamo tu) ha chiesto di reimpostare la password del tuo account su {site}.',
    action: 'Apri questo link entro un’ora per scegliere una nuova password:',
    button: 'Scegli una nuova password',
    footer:
      'Il link funziona una sola volta. Se non hai fatto tu la richiesta, ignora questa e-mail: la tua password resta invariata.',
  },
  nl: {
    subject: 'Stel uw wachtwoord opnieuw in – {site}',
    hello: 'Beste klant,',
    helloNamed: 'Beste {name},',
    intro:
      'iemand (hopelijk u) heeft gevraagd het wachtwoord van uw account bij {site} opnieuw in te stellen.',
    action: 'Open deze link binnen een uur om een nieuw wachtwoord te kiezen:',
    button: 'Nieuw wachtwoord kiezen',
    footer:
      'De link werkt één keer. Heeft u dit niet aangevraagd? Negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
  },
  es: {
    subject: 'Restablezca su contraseña – {site}',
    hello: 'Hola:',
    helloNamed: 'Hola, {name}:',
    intro:
      'alguien (esperamos que usted) ha solicitado restablecer la contraseña de su cuenta en {site}.',
    action: 'Abra este enlace en el plazo de una hora para elegir una nueva contraseña:',
    button: 'Elegir una nueva contraseña',
    footer:
      'El enlace funciona una sola vez. Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.',
  },
  sv: {
    subject: 'Återställ ditt lösenord – {site}',
    hello: 'Hej!',
    helloNamed: 'Hej {name}!',
    intro:
      'Någon (förhoppningsvis du) har begärt att lösenordet till ditt konto på {site} ska återställas.',
    action: 'Öppna den här länken inom en timme för att välja ett nytt lösenord:',
    button: 'Välj ett nytt lösenord',
    footer:
      'Länken fungerar en gång. Om du inte har begärt detta kan du ignorera mejlet: ditt lösenord förblir oförändrat.',
  },
  da: {
    subject: 'Nulstil din adgangskode – {site}',
    hello: 'Hej',
    helloNamed: 'Hej {name}',
    intro:
      'Nogen (forhåbentlig dig) har bedt om at nulstille adgangskoden til din konto hos {site}.',
    action: 'Åbn dette link inden for en time for at vælge en ny adgangskode:',
    button: 'Vælg en ny adgangskode',
    footer:
      'Linket virker én gang. Hvis du ikke har bedt om det, kan du ignorere denne e-mail: din adgangskode forbliver uændret.',
  },
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface ResetMail {
  subject: string;
  text: string;
  html: string;
}

/** The reset e-mail to `name` (may be empty) for the shop `site`, linking to `link`. */
export function resetMail(lang: Language, site: string, name: string, link: string): ResetMail {
  const texts = TEXTS[lang];
  const values = { site, name };
  const hello = name.length > 0 ? fill(texts.helloNamed, values) : texts.hello;
  const intro = fill(texts.intro, values);
  const text = [hello, `${intro}\n${texts.action}`, link, texts.footer].join('\n\n');
  const paragraph = (content: string) => `<p>${content}</p>`;
  const html = [
    paragraph(escapeHtml(hello)),
    paragraph(`${escapeHtml(intro)}<br>${escapeHtml(texts.action)}`),
    paragraph(`<a href="${escapeHtml(link)}">${escapeHtml(texts.button)}</a>`),
    paragraph(escapeHtml(link)),
    paragraph(escapeHtml(texts.footer)),
  ].join('\n');
  return { subject: fill(texts.subject, values), text, html };
}
