/** `npm run backup -- FILE`: a backup of the shop's database (docs/operations.md). */
import { runBackupCommand } from '../modules/backup';

process.exitCode = await runBackupCommand(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
