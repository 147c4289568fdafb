/** `npm run staff -- add EMAIL --role owner`: a staff account and its one-time set-password link. */
import { runStaffCommand } from '../modules/staff';

process.exitCode = await runStaffCommand(process.argv.slice(2), {
  cwd: process.cwd(),
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
