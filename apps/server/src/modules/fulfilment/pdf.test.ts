/**
 * The document properties of a PDF/A: a museum whose name holds `&`, `<` or `>` still gets
 * well-formed XMP metadata (PDFKit copies the title and author into it unescaped), saying the same
 * as the document's properties.
 */
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { pdfXmp } from '../../testing/documents';
import { pdfMetadataText, renderPdf } from './pdf';

describe('PDF metadata', () => {
  it('turns the characters that would break the XMP into their look-alikes, nothing else', () => {
    expect(pdfMetadataText('Müller & Söhne <Museum> – Rechnung')).toBe(
      'Müller ＆ Söhne ‹Museum› – Rechnung',
    );
    // Decomposed accents are composed, as the printed text is.
    expect(pdfMetadataText('Mu\u0308ller')).toBe('Müller');
  });

  it('writes well-formed XMP for a PDF/A whose title and author hold & < >', async () => {
    const pdf = await renderPdf(
      {
        title: 'Rechnung INV-000001 – Kunst & Kultur <Lindenau>',
        author: 'Förderverein Kunst & Kultur e.V.',
        lang: 'de',
        created: new Date('2026-11-21T09:00:00Z'),
        embed: {
          name: 'factur-x.xml',
          bytes: Buffer.from('<rsm:CrossIndustryInvoice xmlns:rsm="urn:x"/>'),
          type: 'text/xml',
          relationship: 'Alternative',
          description: 'Factur-X',
          xmp: '',
        },
      },
      async (doc) => {
        doc.text('Rechnung');
      },
    );
    const xmp = pdfXmp(pdf);
    expect(xmp).toContain('Rechnung INV-000001 – Kunst ＆ Kultur ‹Lindenau›');
    expect(xmp).toContain('Förderverein Kunst ＆ Kultur e.V.');
    // xmllint parses it (reformatting it, with no schema to check against).
    const checked = await validateXML({
      xml: { fileName: 'xmp.xml', contents: xmp },
      normalization: 'format',
    });
    expect(checked.errors.map((error) => error.rawMessage)).toEqual([]);
  });
});
