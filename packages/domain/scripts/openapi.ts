/**
 * `npm run openapi` writes docs/openapi.json from the API contract;
 * `npm run openapi:check` (CI) exits 1 when the checked-in file is not current.
 */
import path from 'node:path';
import { OPENAPI_FILE, checkOpenApiFile, writeOpenApiFile } from './openapi-file';

if (process.argv.includes('--check')) {
  const result = checkOpenApiFile(OPENAPI_FILE);
  if (!result.current) {
    console.error(result.message);
    process.exit(1);
  }
  console.log(result.message);
} else {
  writeOpenApiFile(OPENAPI_FILE);
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
