/** `npm run restore -- FILE [--force]`: a backup into an empty database (docs/operations.md). */
import { runRestoreCommand } from '../modules/backup';

process.exitCode = await runRestoreCommand(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
