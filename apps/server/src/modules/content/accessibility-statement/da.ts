import type { AccessibilityStatementText } from './texts';

export const da: AccessibilityStatementText = {
  title: 'Tilgængelighedserklæring',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} ønsker, at alle kan bruge denne webshop. Erklæringen gælder butikken på dette websted: køb af billetter, omvisninger, varer fra butikken, årskort og gavekort, kundekontoen samt de billetter og fakturaer, som butikken sender.</p>`,
    '<h2>Overholdelsesstatus</h2>',
    '<p>Butikken er udformet og testet til at opfylde retningslinjerne for tilgængeligt webindhold (WCAG) 2.2 på niveau AA. Det omfatter kravene til webindhold i den europæiske standard EN 301 549, som det europæiske tilgængelighedsdirektiv (European Accessibility Act) bygger på. Butikken overholder kravene delvist: undtagelserne står nedenfor.</p>',
    '<h2>Sådan testes butikken</h2>',
    '<ul>',
    '<li>Automatiske kontroller med axe i en rigtig Chromium-browser på butikkens sider, ved 375 og 1280 pixels bredde, ved hver ændring af softwaren.</li>',
    '<li>Manuelle kontroller udelukkende med tastaturet og med skærmlæsere.</li>',
    '<li>Kontroller med zoom op til 400 %, hvor indholdet omlægges uden vandret rulning.</li>',
    '</ul>',
    '<h2>Kendte begrænsninger</h2>',
    '<ul>',
    '<li>PDF-billetterne og -fakturaerne er ikke taggede PDF’er: skærmlæsere læser teksten op, men uden overskrifter og struktur. Hver billets kode står som tekst under dens QR-kode, og bekræftelsesmailen og ordresiden i butikken viser alt, hvad du har booket.</li>',
    '<li>Hvis du betaler via en ekstern betalingsudbyder, ligger dens betalingssider uden for denne butik; udbyderen har ansvaret for deres tilgængelighed.</li>',
    '</ul>',
    '<h2>Udarbejdelse af denne erklæring</h2>',
    `<p>Erklæringen blev udarbejdet den ${date}. Den bygger på en selvevaluering foretaget af udviklerne af butikssoftwaren Foyer.</p>`,
    '<h2>Feedback og kontakt</h2>',
    `<p>Hvis du støder på en barriere eller har brug for oplysninger fra butikken i en anden tilgængelig form, kan du skrive til os på ${email}${phone ? ` eller ringe til os på ${phone}` : ''}. Fortæl os, hvilken side det drejer sig om, og hvad der skete. Vi bekræfter din henvendelse og fortæller dig, hvordan vi fjerner barrieren eller giver dig oplysningerne på en anden måde.</p>`,
    '<h2>Håndhævelse</h2>',
    '<p>Hvis du ikke er tilfreds med vores svar, kan du henvende dig til den nationale myndighed, der fører tilsyn med tilgængeligheden af produkter og tjenester efter det europæiske tilgængelighedsdirektiv (markedsovervågningsmyndigheden). Også forbrugerorganisationer og klagenævn kan rådgive dig.</p>',
  ],
};
