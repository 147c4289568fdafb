/** `npm run catalog -- import|export <file.yaml>`: the museum's catalog file (docs/catalog.md). */
import { runCatalogCommand } from '../modules/catalog-file';

process.exitCode = await runCatalogCommand(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
