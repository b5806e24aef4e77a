import { adminEnv, loadConfigOrExit } from '@a8/config';
import { runAdmin } from './lib/run-admin';

// Operators' tasks (DESIGN §9), run as `npx nx run admin:<command> --flag=value`.
const config = loadConfigOrExit(adminEnv);
runAdmin(process.argv.slice(2), config.DATABASE_URL, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`admin: ${String(error)}\n`);
    process.exitCode = 1;
  },
);
