import type { AccessibilityStatementText } from './texts';

export const es: AccessibilityStatementText = {
  title: 'Declaración de accesibilidad',
  body: ({ museum, email, phone, date }) => [
    `<p>${museum} quiere que todas las personas puedan utilizar esta tienda en línea. Esta declaración se aplica a la tienda de este sitio web: la compra de entradas, visitas guiadas, artículos de la tienda, pases anuales y vales regalo, la cuenta de cliente y las entradas y facturas que envía la tienda.</p>`,
    '<h2>Situación de cumplimiento</h2>',
    '<p>La tienda está diseñada y probada para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Esto abarca los requisitos para contenido web de la norma europea EN 301 549, en la que se apoya el Acta Europea de Accesibilidad (European Accessibility Act). La tienda es parcialmente conforme: las excepciones figuran a continuación.</p>',
    '<h2>Cómo se prueba la tienda</h2>',
    '<ul>',
    '<li>Comprobaciones automáticas con axe en un navegador Chromium real en las pantallas de la tienda, a 375 y 1280 píxeles de ancho, con cada cambio del software.</li>',
    '<li>Comprobaciones manuales usando solo el teclado y con lectores de pantalla.</li>',
    '<li>Comprobaciones con ampliación de hasta el 400 %, en la que el contenido se reorganiza sin desplazamiento horizontal.</li>',
    '</ul>',
    '<h2>Limitaciones conocidas</h2>',
    '<ul>',
    '<li>Las entradas y facturas en PDF no son PDF etiquetados: los lectores de pantalla leen su texto, pero sin encabezados ni estructura. El código de cada entrada figura como texto debajo de su código QR, y el correo de confirmación y la página del pedido en la tienda enumeran todo lo que ha reservado.</li>',
    '<li>Si paga a través de un proveedor de pagos externo, sus páginas de pago están fuera de esta tienda; su accesibilidad es responsabilidad del proveedor.</li>',
    '</ul>',
    '<h2>Elaboración de esta declaración</h2>',
    `<p>Esta declaración se elaboró el ${date}. Se basa en una autoevaluación realizada por los desarrolladores del software de la tienda, Foyer.</p>`,
    '<h2>Comentarios y contacto</h2>',
    `<p>Si encuentra una barrera o necesita información de la tienda en otro formato accesible, escríbanos a ${email}${phone ? ` o llámenos al ${phone}` : ''}. Indíquenos la página afectada y lo que ha ocurrido. Confirmaremos la recepción de su mensaje y le diremos cómo eliminaremos la barrera o le facilitaremos la información de otra forma.</p>`,
    '<h2>Procedimiento de aplicación</h2>',
    '<p>Si no está satisfecho con nuestra respuesta, puede dirigirse a la autoridad nacional que vigila la accesibilidad de los productos y servicios conforme al Acta Europea de Accesibilidad (autoridad de vigilancia del mercado). Las asociaciones de consumidores y los organismos de mediación también pueden asesorarle.</p>',
  ],
};
