#!/usr/bin/env node
// Prepares a fresh checkout: installs packages, generates the Prisma client, converts the word
// vectors and (with --database) migrates the local database. Every step is skipped when done.
// Uses Node built-ins only: it runs before node_modules exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const nxEnv = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '', PRISMA_HIDE_UPDATE_MESSAGE: '1' };

export function step(label, fn) {
  const started = Date.now();
  process.stdout.write(`▸ ${label}\n`);
  const result = fn();
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: nxEnv, ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).\n`);
    process.exit(result.status || 1);
  }
}

function needsInstall() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(marker)) return true;
  const lock = join(root, 'package-lock.json');
  return existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
}

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1500 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export async function checkServices() {
  const missing = [];
  if (!(await reachable(5432))) missing.push('PostgreSQL on 127.0.0.1:5432 — start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start');
  if (!(await reachable(6379))) missing.push('Redis on 127.0.0.1:6379 — start it: redis-server --daemonize yes --port 6379 --save "" --appendonly no');
  if (missing.length) {
    process.stderr.write(`✗ A8 needs these services running:\n${missing.map((m) => `  - ${m}`).join('\n')}\n`);
    process.exit(1);
  }
}

export async function setup({ database = false } = {}) {
  if (Number(process.versions.node.split('.')[0]) < 20) {
    process.stderr.write(`✗ Node ${process.version}: A8 needs Node 20.19 or newer.\n`);
    process.exit(1);
  }
  if (needsInstall()) step('Installing packages (npm ci)', () => run('npm', [existsSync(join(root, 'package-lock.json')) ? 'ci' : 'install', '--no-audit', '--no-fund']));
  await checkServices();
  step('Converting the word vectors (once)', () => run('node', ['tools/scripts/build-vectors.mjs']));
  step('Generating the Prisma client', () => run('npx', ['nx', 'run', 'prisma:generate', '--output-style=static']));
  if (database) step('Migrating the database', () => run('node', ['prisma/migrate.mjs', 'deploy']));
}

export function gitSha() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await setup({ database: process.argv.includes('--database') });
}
