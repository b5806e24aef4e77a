#!/usr/bin/env node
// `npm run admin -- <command> --flag=value`: an admin task whose output is the command's alone (Nx
// prints its own summary after `npx nx run admin:<command>`, so there the key is not the last line).
// Builds the admin bundle quietly first (Nx skips it when nothing changed), then runs it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { nxEnv, root } from './setup.mjs';

const build = spawnSync('npx', ['nx', 'run', 'admin:build', '--output-style=static'], { cwd: root, env: nxEnv, encoding: 'utf8' });
if (build.status !== 0) {
  process.stderr.write(`${build.stdout}${build.stderr}\nadmin: the admin bundle did not build.\n`);
  process.exit(build.status || 1);
}
const run = spawnSync(process.execPath, [join(root, 'dist/tools/admin/main.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
