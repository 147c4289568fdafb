import type { AccessibilityStatementText } from './texts';

export const sv: AccessibilityStatementText = {
  title: 'Tillgänglighetsredogörelse',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} vill att alla ska kunna använda den här webbutiken. Redogörelsen gäller butiken på den här webbplatsen: köp av biljetter, guidade visningar, butikens artiklar, årskort och presentkort, kundkontot samt de biljetter och fakturor som butiken skickar.</p>`,
    '<h2>Förenlighet med kraven</h2>',
    '<p>Butiken är utformad och testad för att uppfylla riktlinjerna för tillgängligt webbinnehåll (WCAG) 2.2 på nivå AA. Det omfattar kraven på webbinnehåll i den europeiska standarden EN 301 549, som den europeiska tillgänglighetsakten (European Accessibility Act) bygger på. Butiken är delvis förenlig med kraven: undantagen anges nedan.</p>',
    '<h2>Så testas butiken</h2>',
    '<ul>',
    '<li>Automatiska kontroller med axe i en riktig Chromium-webbläsare på butikens sidor, vid 375 och 1280 pixlars bredd, vid varje ändring av programvaran.</li>',
    '<li>Manuella kontroller med enbart tangentbord och med skärmläsare.</li>',
    '<li>Kontroller med förstoring upp till 400 %, där innehållet ordnar om sig utan vågrät rullning.</li>',
    '</ul>',
    '<h2>Kända begränsningar</h2>',
    '<ul>',
    '<li>Biljetterna och fakturorna i pdf-format är inte taggade pdf-filer: skärmläsare läser upp texten, men utan rubriker och struktur. Varje biljetts kod står som text under dess QR-kod, och bekräftelsemejlet och beställningssidan i butiken visar allt du har bokat.</li>',
    '<li>Om du betalar via en extern betaltjänst ligger dess betalsidor utanför den här butiken; betaltjänsten ansvarar för deras tillgänglighet.</li>',
    '</ul>',
    '<h2>Hur redogörelsen har tagits fram</h2>',
    `<p>Redogörelsen upprättades den ${date}. Den bygger på en självskattning av utvecklarna av butiksprogramvaran Foyer.</p>`,
    '<h2>Återkoppling och kontakt</h2>',
    `<p>Om du stöter på ett hinder eller behöver information från butiken i en annan tillgänglig form kan du mejla oss på ${email}${phone ? ` eller ringa oss på ${phone}` : ''}. Berätta vilken sida det gäller och vad som hände. Vi bekräftar ditt meddelande och berättar hur vi tar bort hindret eller ger dig informationen på annat sätt.</p>`,
    '<h2>Tillsyn</h2>',
    '<p>Om du inte är nöjd med vårt svar kan du vända dig till den nationella myndighet som har tillsyn över tillgängligheten hos produkter och tjänster enligt den europeiska tillgänglighetsakten (marknadskontrollmyndighet). Även konsumentorganisationer och tvistlösningsnämnder kan ge dig råd.</p>',
  ],
};
