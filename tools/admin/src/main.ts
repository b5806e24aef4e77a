import { adminEnv, loadConfigOrExit } from '@a8/config';
import { runAdmin } from './lib/run-admin';

// Operators' tasks (DESIGN §9), run as `npx nx run admin:<command> --flag=value`.
const config = loadConfigOrExit(adminEnv);
runAdmin(process.argv.slice(2), config, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  progress: progressWriter(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`admin: ${String(error)}\n`);
    process.exitCode = 1;
  },
);

/** A bar redrawn in place on a terminal; on a pipe or file, a line at most every 2 s (and the last). */
function progressWriter(): (line: string) => void {
  if (process.stderr.isTTY) return (line) => process.stderr.write(`\r\x1b[2K${line}${line.endsWith('done') ? '\n' : ''}`);
  let last = 0;
  return (line) => {
    const now = Date.now();
    if (now - last < 2000 && !line.endsWith('done')) return;
    last = now;
    process.stderr.write(`${line}\n`);
  };
}
