import type { AccessibilityStatementText } from './texts';

export const it: AccessibilityStatementText = {
  title: 'Dichiarazione di accessibilità',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} desidera che tutti possano usare questo negozio online. La presente dichiarazione riguarda il negozio di questo sito: l’acquisto di biglietti, visite guidate, articoli del negozio, tessere annuali e buoni regalo, l’account cliente e i biglietti e le fatture che il negozio invia.</p>`,
    '<h2>Stato di conformità</h2>',
    '<p>Il negozio è progettato e verificato per soddisfare le Linee guida per l’accessibilità dei contenuti Web (WCAG) 2.2 al livello AA. Ciò comprende i requisiti per i contenuti web della norma europea EN 301 549, su cui si basa l’Atto europeo sull’accessibilità (European Accessibility Act). Il negozio è parzialmente conforme: le eccezioni sono elencate di seguito.</p>',
    '<h2>Come viene verificato il negozio</h2>',
    '<ul>',
    '<li>Controlli automatici con axe in un vero browser Chromium sulle schermate del negozio, a 375 e 1280 pixel di larghezza, a ogni modifica del software.</li>',
    '<li>Controlli manuali usando solo la tastiera e con lettori di schermo.</li>',
    '<li>Controlli con ingrandimento fino al 400 %, in cui il contenuto si ridispone senza scorrimento orizzontale.</li>',
    '</ul>',
    '<h2>Limiti noti</h2>',
    '<ul>',
    '<li>I biglietti e le fatture in PDF non sono PDF con tag: i lettori di schermo ne leggono il testo, ma senza titoli né struttura. Il codice di ogni biglietto è stampato come testo sotto il suo codice QR, e l’e-mail di conferma e la pagina dell’ordine nel negozio elencano tutto ciò che hai prenotato.</li>',
    '<li>Se paghi tramite un fornitore di pagamento esterno, le sue pagine di pagamento si trovano al di fuori di questo negozio; la loro accessibilità è responsabilità del fornitore.</li>',
    '</ul>',
    '<h2>Redazione della presente dichiarazione</h2>',
    `<p>La presente dichiarazione è stata redatta il ${date}. Si basa su un’autovalutazione degli sviluppatori del software del negozio, Foyer.</p>`,
    '<h2>Feedback e contatti</h2>',
    `<p>Se incontri una barriera o hai bisogno di informazioni del negozio in un’altra forma accessibile, scrivici a ${email}${phone ? ` o chiamaci al numero ${phone}` : ''}. Indicaci la pagina interessata e che cosa è successo. Confermeremo la ricezione del messaggio e ti diremo come elimineremo la barriera o ti daremo l’informazione in altro modo.</p>`,
    '<h2>Procedura di attuazione</h2>',
    '<p>Se la nostra risposta non ti soddisfa, puoi rivolgerti all’autorità nazionale che vigila sull’accessibilità di prodotti e servizi ai sensi dell’Atto europeo sull’accessibilità (autorità di vigilanza del mercato). Anche le associazioni dei consumatori e gli organismi di conciliazione possono consigliarti.</p>',
  ],
};
