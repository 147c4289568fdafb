import type { AccessibilityStatementText } from './texts';

export const fr: AccessibilityStatementText = {
  title: 'Déclaration d’accessibilité',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} souhaite que chacun puisse utiliser cette boutique en ligne. Cette déclaration concerne la boutique de ce site : l’achat de billets, de visites guidées, d’articles de la boutique, de cartes annuelles et de bons cadeaux, le compte client ainsi que les billets et factures envoyés par la boutique.</p>`,
    '<h2>État de conformité</h2>',
    '<p>La boutique est conçue et testée pour respecter les Règles pour l’accessibilité des contenus Web (WCAG) 2.2 au niveau AA. Cela couvre les exigences relatives aux contenus web de la norme européenne EN 301 549, sur laquelle s’appuie l’acte européen sur l’accessibilité (European Accessibility Act). La boutique est partiellement conforme : les exceptions sont indiquées ci-dessous.</p>',
    '<h2>Comment la boutique est testée</h2>',
    '<ul>',
    '<li>Des contrôles automatiques avec axe dans un véritable navigateur Chromium, sur les écrans de la boutique, à 375 et 1280 pixels de large, à chaque modification du logiciel.</li>',
    '<li>Des contrôles manuels au clavier seul et avec des lecteurs d’écran.</li>',
    '<li>Des contrôles avec un zoom jusqu’à 400 %, où le contenu se réorganise sans défilement horizontal.</li>',
    '</ul>',
    '<h2>Limites connues</h2>',
    '<ul>',
    '<li>Les billets et factures PDF ne sont pas des PDF balisés : les lecteurs d’écran en lisent le texte, mais sans titres ni structure. Le code de chaque billet est imprimé en texte sous son code QR, et l’e-mail de confirmation ainsi que la page de la commande dans la boutique indiquent tout ce que vous avez réservé.</li>',
    '<li>Si vous payez par un prestataire de paiement externe, ses pages de paiement se trouvent en dehors de cette boutique ; leur accessibilité relève de la responsabilité de ce prestataire.</li>',
    '</ul>',
    '<h2>Établissement de cette déclaration</h2>',
    `<p>Cette déclaration a été établie le ${date}. Elle repose sur une auto-évaluation réalisée par les auteurs du logiciel de la boutique, Foyer.</p>`,
    '<h2>Retour d’information et contact</h2>',
    `<p>Si vous rencontrez un obstacle ou avez besoin d’informations de la boutique sous une autre forme accessible, écrivez-nous à ${email}${phone ? ` ou appelez-nous au ${phone}` : ''}. Indiquez-nous la page concernée et ce qui s’est passé. Nous accuserons réception de votre message et vous dirons comment nous supprimerons l’obstacle ou vous fournirons l’information autrement.</p>`,
    '<h2>Voies de recours</h2>',
    '<p>Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l’autorité nationale chargée de contrôler l’accessibilité des produits et services au titre de l’acte européen sur l’accessibilité (autorité de surveillance du marché). Les associations de consommateurs et les organismes de médiation peuvent aussi vous conseiller.</p>',
  ],
};
