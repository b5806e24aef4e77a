import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The promptfoo line the issue names: 0.115 runs on Node 20. */
export const PROMPTFOO_VERSION = '0.115.0';

/**
 * A promptfoo install of the tests' own, kept between runs in the user's cache (about 600 MB):
 * installed from the npm registry without install scripts (they download browsers), then its one
 * native module, better-sqlite3 (promptfoo's result store), compiled with npm's own node-gyp
 * against the local Node headers, so nothing is fetched from outside the registry.
 */
export function ensurePromptfoo(): string {
  const root = join(process.env['XDG_CACHE_HOME'] ?? join(homedir(), '.cache'), 'a8-e2e', `promptfoo-${PROMPTFOO_VERSION}`);
  const bin = join(root, 'node_modules/.bin/promptfoo');
  const done = join(root, '.complete');
  if (existsSync(done) && existsSync(bin)) return bin;

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'a8-e2e-promptfoo', private: true }));
  run('npm', ['install', `promptfoo@${PROMPTFOO_VERSION}`, '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], root, {});

  const globalRoot = spawnSync('npm', ['root', '-g'], { encoding: 'utf8' }).stdout.trim();
  const nodeGyp = join(globalRoot, 'npm/node_modules/node-gyp/bin/node-gyp.js');
  // Local headers where the distribution ships them (Debian's /usr/include/node), else node-gyp's own download.
  const nodedir: Record<string, string> = existsSync('/usr/include/node/node.h') ? { npm_config_nodedir: '/usr' } : {};
  run('node', [nodeGyp, 'rebuild', '--release'], join(root, 'node_modules/better-sqlite3'), nodedir);
  writeFileSync(done, new Date().toISOString());
  return bin;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 900_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stderr.slice(-4000)}`);
}
