/**
 * The one-time recovery codes of two-factor authentication (the account screen, where they are shown
 * once and renewed, and the sign-in screen, where one stands in for a code), composed into the admin
 * translator (i18n.ts) with the shell's texts.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

export type TwoFactorKey =
  | 'recoveryTitle'
  | 'recoveryShownOnce'
  | 'recoveryListLabel'
  | 'recoveryCopy'
  | 'recoveryCopied'
  | 'recoveryDone'
  | 'recoveryLeft'
  | 'recoveryRenew'
  | 'recoveryRenewHint'
  | 'recoveryUse'
  | 'recoveryUseCode'
  | 'recoveryCode'
  | 'recoveryPrompt';

export const TWO_FACTOR_TEXTS: Record<StaffLanguage, Record<TwoFactorKey, string>> = {
  en: {
    recoveryTitle: 'Recovery codes',
    recoveryShownOnce:
      'Keep these codes somewhere safe, apart from your phone. Each one signs you in once instead of a code from the app. They are shown only now.',
    recoveryListLabel: 'Your recovery codes',
    recoveryCopy: 'Copy the codes',
    recoveryCopied: 'The codes are copied.',
    recoveryDone: 'I have kept the codes',
    recoveryLeft: 'Unused recovery codes: {{count}}',
    recoveryRenew: 'New recovery codes',
    recoveryRenewHint:
      'Enter a code from your app to get ten new recovery codes; the old ones stop working.',
    recoveryUse: 'Use a recovery code instead',
    recoveryUseCode: 'Use a code from the app instead',
    recoveryCode: 'Recovery code',
    recoveryPrompt: 'Enter one of your recovery codes, e.g. abcd-efgh-ijkl-mnop. Each works once.',
  },
  de: {
    recoveryTitle: 'Wiederherstellungscodes',
    recoveryShownOnce:
      'Bewahren Sie diese Codes sicher und getrennt vom Telefon auf. Jeder ersetzt einmal einen Code aus der App. Sie werden nur jetzt angezeigt.',
    recoveryListLabel: 'Ihre Wiederherstellungscodes',
    recoveryCopy: 'Codes kopieren',
    recoveryCopied: 'Die Codes sind kopiert.',
    recoveryDone: 'Ich habe die Codes aufbewahrt',
    recoveryLeft: 'Unbenutzte Wiederherstellungscodes: {{count}}',
    recoveryRenew: 'Neue Wiederherstellungscodes',
    recoveryRenewHint:
      'Geben Sie einen Code aus Ihrer App ein, um zehn neue Wiederherstellungscodes zu erhalten; die alten gelten dann nicht mehr.',
    recoveryUse: 'Stattdessen einen Wiederherstellungscode verwenden',
    recoveryUseCode: 'Stattdessen einen Code aus der App verwenden',
    recoveryCode: 'Wiederherstellungscode',
    recoveryPrompt:
      'Geben Sie einen Ihrer Wiederherstellungscodes ein, z. B. abcd-efgh-ijkl-mnop. Jeder gilt einmal.',
  },
  fr: {
    recoveryTitle: 'Codes de secours',
    recoveryShownOnce:
      "Conservez ces codes en lieu sûr, à l'écart de votre téléphone. Chacun remplace une fois un code de l'application. Ils ne sont affichés que maintenant.",
    recoveryListLabel: 'Vos codes de secours',
    recoveryCopy: 'Copier les codes',
    recoveryCopied: 'Les codes sont copiés.',
    recoveryDone: "J'ai conservé les codes",
    recoveryLeft: 'Codes de secours inutilisés : {{count}}',
    recoveryRenew: 'Nouveaux codes de secours',
    recoveryRenewHint:
      'Saisissez un code de votre application pour obtenir dix nouveaux codes de secours ; les anciens ne fonctionnent plus.',
    recoveryUse: 'Utiliser plutôt un code de secours',
    recoveryUseCode: "Utiliser plutôt un code de l'application",
    recoveryCode: 'Code de secours',
    recoveryPrompt:
      "Saisissez l'un de vos codes de secours, p. ex. abcd-efgh-ijkl-mnop. Chacun ne sert qu'une fois.",
  },
  it: {
    recoveryTitle: 'Codici di recupero',
    recoveryShownOnce:
      "Conserva questi codici in un luogo sicuro, lontano dal telefono. Ognuno sostituisce una volta un codice dell'app. Vengono mostrati solo ora.",
    recoveryListLabel: 'I tuoi codici di recupero',
    recoveryCopy: 'Copia i codici',
    recoveryCopied: 'I codici sono stati copiati.',
    recoveryDone: 'Ho conservato i codici',
    recoveryLeft: 'Codici di recupero non usati: {{count}}',
    recoveryRenew: 'Nuovi codici di recupero',
    recoveryRenewHint:
      "Inserisci un codice dell'app per ottenere dieci nuovi codici di recupero; quelli vecchi non funzionano più.",
    recoveryUse: 'Usa invece un codice di recupero',
    recoveryUseCode: "Usa invece un codice dell'app",
    recoveryCode: 'Codice di recupero',
    recoveryPrompt:
      'Inserisci uno dei tuoi codici di recupero, ad es. abcd-efgh-ijkl-mnop. Ognuno vale una volta.',
  },
  nl: {
    recoveryTitle: 'Herstelcodes',
    recoveryShownOnce:
      'Bewaar deze codes op een veilige plek, los van uw telefoon. Elke code vervangt één keer een code uit de app. Ze worden alleen nu getoond.',
    recoveryListLabel: 'Uw herstelcodes',
    recoveryCopy: 'Codes kopiëren',
    recoveryCopied: 'De codes zijn gekopieerd.',
    recoveryDone: 'Ik heb de codes bewaard',
    recoveryLeft: 'Ongebruikte herstelcodes: {{count}}',
    recoveryRenew: 'Nieuwe herstelcodes',
    recoveryRenewHint:
      'Voer een code uit uw app in om tien nieuwe herstelcodes te krijgen; de oude werken dan niet meer.',
    recoveryUse: 'Gebruik in plaats daarvan een herstelcode',
    recoveryUseCode: 'Gebruik in plaats daarvan een code uit de app',
    recoveryCode: 'Herstelcode',
    recoveryPrompt:
      'Voer een van uw herstelcodes in, bijv. abcd-efgh-ijkl-mnop. Elke code werkt één keer.',
  },
  es: {
    recoveryTitle: 'Códigos de recuperación',
    recoveryShownOnce:
      'Guarde estos códigos en un lugar seguro, lejos de su teléfono. Cada uno sustituye una vez a un código de la aplicación. Solo se muestran ahora.',
    recoveryListLabel: 'Sus códigos de recuperación',
    recoveryCopy: 'Copiar los códigos',
    recoveryCopied: 'Los códigos se han copiado.',
    recoveryDone: 'He guardado los códigos',
    recoveryLeft: 'Códigos de recuperación sin usar: {{count}}',
    recoveryRenew: 'Nuevos códigos de recuperación',
    recoveryRenewHint:
      'Introduzca un código de su aplicación para obtener diez códigos de recuperación nuevos; los anteriores dejan de funcionar.',
    recoveryUse: 'Usar un código de recuperación',
    recoveryUseCode: 'Usar un código de la aplicación',
    recoveryCode: 'Código de recuperación',
    recoveryPrompt:
      'Introduzca uno de sus códigos de recuperación, p. ej. abcd-efgh-ijkl-mnop. Cada uno sirve una vez.',
  },
  sv: {
    recoveryTitle: 'Återställningskoder',
    recoveryShownOnce:
      'Förvara koderna säkert och skilt från telefonen. Varje kod ersätter en kod från appen en gång. De visas bara nu.',
    recoveryListLabel: 'Dina återställningskoder',
    recoveryCopy: 'Kopiera koderna',
    recoveryCopied: 'Koderna är kopierade.',
    recoveryDone: 'Jag har sparat koderna',
    recoveryLeft: 'Oanvända återställningskoder: {{count}}',
    recoveryRenew: 'Nya återställningskoder',
    recoveryRenewHint:
      'Ange en kod från appen för att få tio nya återställningskoder; de gamla slutar gälla.',
    recoveryUse: 'Använd en återställningskod i stället',
    recoveryUseCode: 'Använd en kod från appen i stället',
    recoveryCode: 'Återställningskod',
    recoveryPrompt:
      'Ange en av dina återställningskoder, t.ex. abcd-efgh-ijkl-mnop. Varje kod gäller en gång.',
  },
  da: {
    recoveryTitle: 'Gendannelseskoder',
    recoveryShownOnce:
      'Opbevar koderne sikkert og adskilt fra telefonen. Hver kode erstatter én gang en kode fra appen. De vises kun nu.',
    recoveryListLabel: 'Dine gendannelseskoder',
    recoveryCopy: 'Kopiér koderne',
    recoveryCopied: 'Koderne er kopieret.',
    recoveryDone: 'Jeg har gemt koderne',
    recoveryLeft: 'Ubrugte gendannelseskoder: {{count}}',
    recoveryRenew: 'Nye gendannelseskoder',
    recoveryRenewHint:
      'Indtast en kode fra appen for at få ti nye gendannelseskoder; de gamle holder op med at virke.',
    recoveryUse: 'Brug en gendannelseskode i stedet',
    recoveryUseCode: 'Brug en kode fra appen i stedet',
    recoveryCode: 'Gendannelseskode',
    recoveryPrompt:
      'Indtast en af dine gendannelseskoder, f.eks. abcd-efgh-ijkl-mnop. Hver kode virker én gang.',
  },
};
