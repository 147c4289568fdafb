import type { AccessibilityStatementText } from './texts';

export const nl: AccessibilityStatementText = {
  title: 'Toegankelijkheidsverklaring',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} wil dat iedereen deze webwinkel kan gebruiken. Deze verklaring geldt voor de winkel op deze website: het kopen van tickets, rondleidingen, artikelen uit de winkel, jaarkaarten en cadeaubonnen, het klantaccount en de tickets en facturen die de winkel verstuurt.</p>`,
    '<h2>Nalevingsstatus</h2>',
    '<p>De winkel is ontworpen en getest om te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA. Dat omvat de eisen voor webinhoud van de Europese norm EN 301 549, waarop de Europese toegankelijkheidsakte (European Accessibility Act) steunt. De winkel voldoet gedeeltelijk: de uitzonderingen staan hieronder.</p>',
    '<h2>Zo wordt de winkel getest</h2>',
    '<ul>',
    '<li>Automatische controles met axe in een echte Chromium-browser op de schermen van de winkel, bij 375 en 1280 pixels breed, bij elke wijziging van de software.</li>',
    '<li>Controles met de hand, alleen met het toetsenbord en met schermlezers.</li>',
    '<li>Controles bij inzoomen tot 400 %, waarbij de inhoud zich herschikt zonder horizontaal scrollen.</li>',
    '</ul>',
    '<h2>Bekende beperkingen</h2>',
    '<ul>',
    '<li>De pdf-tickets en -facturen zijn geen getagde pdf’s: schermlezers lezen hun tekst voor, maar zonder koppen of structuur. De code van elk ticket staat als tekst onder de QR-code, en de bevestigingsmail en de bestelpagina in de winkel vermelden alles wat u hebt geboekt.</li>',
    '<li>Als u betaalt via een externe betaalprovider, liggen diens betaalpagina’s buiten deze winkel; voor hun toegankelijkheid is de provider verantwoordelijk.</li>',
    '</ul>',
    '<h2>Opstelling van deze verklaring</h2>',
    `<p>Deze verklaring is opgesteld op ${date}. Ze berust op een zelfevaluatie door de makers van de winkelsoftware Foyer.</p>`,
    '<h2>Feedback en contact</h2>',
    `<p>Loopt u tegen een drempel aan, of hebt u informatie uit de winkel in een andere toegankelijke vorm nodig? Schrijf ons via ${email}${phone ? ` of bel ons op ${phone}` : ''}. Vermeld om welke pagina het gaat en wat er gebeurde. We bevestigen uw bericht en laten u weten hoe we de drempel wegnemen of u de informatie op een andere manier geven.</p>`,
    '<h2>Handhavingsprocedure</h2>',
    '<p>Bent u niet tevreden met ons antwoord, dan kunt u zich wenden tot de nationale instantie die toezicht houdt op de toegankelijkheid van producten en diensten volgens de Europese toegankelijkheidsakte (de markttoezichthouder). Ook consumentenorganisaties en geschillencommissies kunnen u adviseren.</p>',
  ],
};
