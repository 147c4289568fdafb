/**
 * Texts of the desk sale's variable-amount vouchers, tour questions and annual passes with their
 * holders, in the eight languages; composed into the admin translator with the
 * other desk texts.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';

const en = {
  deskVoucherAmount: '{{name}}: amount in euros',
  deskVoucherAmountHint: 'From {{min}} to {{max}}.',
  deskVoucherAmountRequired: 'Enter an amount from {{min}} to {{max}}.',
  deskVoucherAmountTooHigh: 'The amount can be at most {{max}}.',
  deskVoucherAmountCount: '{{name}}: number of vouchers',
  deskTourQuestions: 'Questions for the group',
  deskQuestionRequired: 'required',
  deskQuestionChoose: 'Please choose',
  deskQuestionMissing: 'Please answer this question.',
  deskTourAnswersMissing: 'Answer the tour’s required questions to book it.',
  deskPasses: 'Annual passes',
  deskPassHolder: 'Holder of pass {{number}}: {{name}}',
  deskHolderTitle: 'Title (optional)',
  deskHolderFirst: 'First name',
  deskHolderLast: 'Last name',
  deskHolderMissing: 'Enter the holder’s first and last name.',
};

export type DeskMoreTextKey = keyof typeof en;
type Table = Record<DeskMoreTextKey, string>;

const de: Table = {
  deskVoucherAmount: '{{name}}: Betrag in Euro',
  deskVoucherAmountHint: 'Von {{min}} bis {{max}}.',
  deskVoucherAmountRequired: 'Bitte einen Betrag von {{min}} bis {{max}} eingeben.',
  deskVoucherAmountTooHigh: 'Der Betrag darf höchstens {{max}} sein.',
  deskVoucherAmountCount: '{{name}}: Anzahl Gutscheine',
  deskTourQuestions: 'Fragen an die Gruppe',
  deskQuestionRequired: 'Pflichtfeld',
  deskQuestionChoose: 'Bitte wählen',
  deskQuestionMissing: 'Bitte beantworten Sie diese Frage.',
  deskTourAnswersMissing: 'Beantworten Sie die Pflichtfragen der Führung, um sie zu buchen.',
  deskPasses: 'Jahreskarten',
  deskPassHolder: 'Inhaber der Karte {{number}}: {{name}}',
  deskHolderTitle: 'Anrede oder Titel (optional)',
  deskHolderFirst: 'Vorname',
  deskHolderLast: 'Nachname',
  deskHolderMissing: 'Bitte Vor- und Nachnamen des Inhabers eingeben.',
};

const fr: Table = {
  deskVoucherAmount: '{{name}} : montant en euros',
  deskVoucherAmountHint: 'De {{min}} à {{max}}.',
  deskVoucherAmountRequired: 'Saisissez un montant de {{min}} à {{max}}.',
  deskVoucherAmountTooHigh: 'Le montant ne peut pas dépasser {{max}}.',
  deskVoucherAmountCount: '{{name}} : nombre de bons',
  deskTourQuestions: 'Questions pour le groupe',
  deskQuestionRequired: 'obligatoire',
  deskQuestionChoose: 'Veuillez choisir',
  deskQuestionMissing: 'Veuillez répondre à cette question.',
  deskTourAnswersMissing: 'Répondez aux questions obligatoires de la visite pour la réserver.',
  deskPasses: 'Cartes annuelles',
  deskPassHolder: 'Titulaire de la carte {{number}} : {{name}}',
  deskHolderTitle: 'Civilité (facultatif)',
  deskHolderFirst: 'Prénom',
  deskHolderLast: 'Nom',
  deskHolderMissing: 'Saisissez le prénom et le nom du titulaire.',
};

const it: Table = {
  deskVoucherAmount: '{{name}}: importo in euro',
  deskVoucherAmountHint: 'Da {{min}} a {{max}}.',
  deskVoucherAmountRequired: 'Inserisci un importo da {{min}} a {{max}}.',
  deskVoucherAmountTooHigh: 'L’importo può essere al massimo {{max}}.',
  deskVoucherAmountCount: '{{name}}: numero di buoni',
  deskTourQuestions: 'Domande per il gruppo',
  deskQuestionRequired: 'obbligatorio',
  deskQuestionChoose: 'Scegli',
  deskQuestionMissing: 'Rispondi a questa domanda.',
  deskTourAnswersMissing: 'Rispondi alle domande obbligatorie della visita per prenotarla.',
  deskPasses: 'Abbonamenti annuali',
  deskPassHolder: 'Titolare dell’abbonamento {{number}}: {{name}}',
  deskHolderTitle: 'Titolo (facoltativo)',
  deskHolderFirst: 'Nome',
  deskHolderLast: 'Cognome',
  deskHolderMissing: 'Inserisci nome e cognome del titolare.',
};

const nl: Table = {
  deskVoucherAmount: '{{name}}: bedrag in euro',
  deskVoucherAmountHint: 'Van {{min}} tot {{max}}.',
  deskVoucherAmountRequired: 'Vul een bedrag in van {{min}} tot {{max}}.',
  deskVoucherAmountTooHigh: 'Het bedrag mag hoogstens {{max}} zijn.',
  deskVoucherAmountCount: '{{name}}: aantal bonnen',
  deskTourQuestions: 'Vragen voor de groep',
  deskQuestionRequired: 'verplicht',
  deskQuestionChoose: 'Maak een keuze',
  deskQuestionMissing: 'Beantwoord deze vraag.',
  deskTourAnswersMissing: 'Beantwoord de verplichte vragen van de rondleiding om te boeken.',
  deskPasses: 'Jaarkaarten',
  deskPassHolder: 'Houder van kaart {{number}}: {{name}}',
  deskHolderTitle: 'Aanhef (optioneel)',
  deskHolderFirst: 'Voornaam',
  deskHolderLast: 'Achternaam',
  deskHolderMissing: 'Vul de voor- en achternaam van de houder in.',
};

const es: Table = {
  deskVoucherAmount: '{{name}}: importe en euros',
  deskVoucherAmountHint: 'De {{min}} a {{max}}.',
  deskVoucherAmountRequired: 'Introduzca un importe de {{min}} a {{max}}.',
  deskVoucherAmountTooHigh: 'El importe puede ser como máximo {{max}}.',
  deskVoucherAmountCount: '{{name}}: número de vales',
  deskTourQuestions: 'Preguntas para el grupo',
  deskQuestionRequired: 'obligatorio',
  deskQuestionChoose: 'Elija una opción',
  deskQuestionMissing: 'Responda a esta pregunta.',
  deskTourAnswersMissing: 'Responda a las preguntas obligatorias de la visita para reservarla.',
  deskPasses: 'Pases anuales',
  deskPassHolder: 'Titular del pase {{number}}: {{name}}',
  deskHolderTitle: 'Tratamiento (opcional)',
  deskHolderFirst: 'Nombre',
  deskHolderLast: 'Apellidos',
  deskHolderMissing: 'Introduzca el nombre y los apellidos del titular.',
};

const sv: Table = {
  deskVoucherAmount: '{{name}}: belopp i euro',
  deskVoucherAmountHint: 'Från {{min}} till {{max}}.',
  deskVoucherAmountRequired: 'Ange ett belopp från {{min}} till {{max}}.',
  deskVoucherAmountTooHigh: 'Beloppet får vara högst {{max}}.',
  deskVoucherAmountCount: '{{name}}: antal presentkort',
  deskTourQuestions: 'Frågor till gruppen',
  deskQuestionRequired: 'obligatorisk',
  deskQuestionChoose: 'Välj',
  deskQuestionMissing: 'Svara på den här frågan.',
  deskTourAnswersMissing: 'Svara på visningens obligatoriska frågor för att boka den.',
  deskPasses: 'Årskort',
  deskPassHolder: 'Innehavare av kort {{number}}: {{name}}',
  deskHolderTitle: 'Titel (valfritt)',
  deskHolderFirst: 'Förnamn',
  deskHolderLast: 'Efternamn',
  deskHolderMissing: 'Ange innehavarens för- och efternamn.',
};

const da: Table = {
  deskVoucherAmount: '{{name}}: beløb i euro',
  deskVoucherAmountHint: 'Fra {{min}} til {{max}}.',
  deskVoucherAmountRequired: 'Indtast et beløb fra {{min}} til {{max}}.',
  deskVoucherAmountTooHigh: 'Beløbet må højst være {{max}}.',
  deskVoucherAmountCount: '{{name}}: antal gavekort',
  deskTourQuestions: 'Spørgsmål til gruppen',
  deskQuestionRequired: 'obligatorisk',
  deskQuestionChoose: 'Vælg',
  deskQuestionMissing: 'Besvar venligst dette spørgsmål.',
  deskTourAnswersMissing: 'Besvar omvisningens obligatoriske spørgsmål for at booke den.',
  deskPasses: 'Årskort',
  deskPassHolder: 'Indehaver af kort {{number}}: {{name}}',
  deskHolderTitle: 'Titel (valgfrit)',
  deskHolderFirst: 'Fornavn',
  deskHolderLast: 'Efternavn',
  deskHolderMissing: 'Indtast indehaverens for- og efternavn.',
};

export const DESK_MORE_TEXTS: Record<StaffLanguage, Table> = { de, en, fr, it, nl, es, sv, da };
