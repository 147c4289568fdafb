/** Writes and checks `docs/openapi.json`, the OpenAPI document generated from the API contract. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAdminOpenApiDocument } from '../src/admin-contract/openapi';
import { renderOpenApiDocument } from '../src/contract/openapi';

/** Where the document is checked in. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
/** The back office's document (admin calls), beside the shop's. */
export const ADMIN_OPENAPI_FILE = fileURLToPath(
  new URL('../../../docs/openapi-admin.json', import.meta.url),
);

/** Each checked-in document and the text the contract generates for it now. */
export function openApiDocuments(): { file: string; render: () => string }[] {
  return [
    { file: OPENAPI_FILE, render: () => renderOpenApiDocument() },
    { file: ADMIN_OPENAPI_FILE, render: () => renderAdminOpenApiDocument() },
  ];
}

export interface OpenApiCheck {
  readonly current: boolean;
  readonly message: string;
}

/** Compares `file` with the document the contract generates now. */
export function checkOpenApiFile(file: string, expected = renderOpenApiDocument()): OpenApiCheck {
  const shown = path.relative(process.cwd(), file);
  const actual = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (actual === expected) return { current: true, message: `${shown} is current.` };
  const problem = actual === null ? 'is missing' : 'is not current: the API contract has changed';
  return {
    current: false,
    message: `${shown} ${problem}. Run \`npm run openapi\` and commit the result.`,
  };
}

/** Writes the document the contract generates to `file`. */
export function writeOpenApiFile(file: string, expected = renderOpenApiDocument()): void {
  writeFileSync(file, expected);
}
