/**
 * Checks a CII XML against the Factur-X 1.07.3 EN 16931 schema (the UN/CEFACT CII D16B subset
 * Factur-X/ZUGFeRD and XRechnung read), offline with libxml2 compiled to WebAssembly
 * (`xmllint-wasm`). The schema files are in `factur-x-schema/` (README there). For tests.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

const SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'factur-x-schema');
const MAIN_SCHEMA = 'Factur-X_1.07.3_EN16931.xsd';

/** The schema's complaints about `xml`; empty when it is valid. */
export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const read = (file: string) => ({
    fileName: file,
    contents: readFileSync(path.join(SCHEMA_DIR, file)),
  });
  const result = await validateXML({
    xml: { fileName: 'factur-x.xml', contents: xml },
    schema: read(MAIN_SCHEMA),
    preload: readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.xsd') && file !== MAIN_SCHEMA)
      .map(read),
  });
  return result.errors.map((error) => error.rawMessage);
}
