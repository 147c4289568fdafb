/**
 * `npm run openapi` writes docs/openapi.json (shop) and docs/openapi-admin.json (back office) from the
 * API contracts;
 * `npm run openapi:check` (CI) exits 1 when the checked-in file is not current.
 */
import path from 'node:path';
import { checkOpenApiFile, openApiDocuments, writeOpenApiFile } from './openapi-file';

for (const { file, render } of openApiDocuments()) {
  if (process.argv.includes('--check')) {
    const result = checkOpenApiFile(file, render());
    if (!result.current) {
      console.error(result.message);
      process.exitCode = 1;
    } else console.log(result.message);
  } else {
    writeOpenApiFile(file, render());
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}
