import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { workspaceRoot } from './stack';

export interface AdminResult {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs an operator task as the README shows: `npx nx run admin:<task> --flag=value`, without the task's
 * dependencies (`--excludeTaskDependencies`): the stack-e2e target has built admin and generated the Prisma
 * client already, and a nested run restoring `prisma:generate` from Nx's cache rewrote libs/db/src/generated
 * while a parallel typecheck was reading it (a CI run failed on two missing Prisma types that way).
 */
export function runAdminTask(task: string, flags: Record<string, string>, databaseUrl: string): AdminResult {
  const args = ['nx', 'run', `admin:${task}`, ...Object.entries(flags).map(([k, v]) => `--${k}=${v}`), '--excludeTaskDependencies', '--output-style=stream-without-prefixes'];
  const result = spawnSync('npx', args, {
    cwd: workspaceRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * `admin:create-key` prints the key alone on the last line of its own output. Through Nx when a
 * test is about the operator's task itself, else through the built bundle (seconds faster).
 */
export function createKey(org: string, permissions: string, databaseUrl: string, name = 'e2e', options: { viaNx?: boolean } = {}): string {
  const result = options.viaNx ? runAdminTask('create-key', { org, permissions, name }, databaseUrl) : runAdminBundle('create-key', { org, permissions, name }, databaseUrl);
  if (result.status !== 0) throw new Error(`create-key failed: ${result.stdout}\n${result.stderr}`);
  const keys = result.stdout.split('\n').map((l) => l.trim()).filter((l) => /^a8_sk_/.test(l));
  const key = keys.at(-1);
  if (!key) throw new Error(`create-key printed no key:\n${result.stdout}`);
  return key;
}

/**
 * Runs the built admin bundle directly (`node dist/tools/admin/main.js <command> ...`), as the Nx
 * targets do after their build step: the stack-e2e test target has built it already, and skipping
 * Nx saves seconds per call. `env` adds REDIS_URL, REDIS_PREFIX... for commands that teach.
 */
export function runAdminBundle(command: string, flags: Record<string, string>, databaseUrl: string, env: NodeJS.ProcessEnv = {}): AdminResult {
  const args = [join(workspaceRoot, 'dist/tools/admin/main.js'), command, ...Object.entries(flags).map(([k, v]) => `--${k}=${v}`)];
  const result = spawnSync(process.execPath, args, {
    cwd: workspaceRoot,
    env: { PATH: process.env['PATH'], TZ: 'UTC', DATABASE_URL: databaseUrl, ...env },
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Creates an organization and a key in it with the built admin bundle; returns the key. */
export function createOrgWithKey(org: string, permissions: string, databaseUrl: string): string {
  const created = runAdminBundle('create-org', { name: org }, databaseUrl);
  if (created.status !== 0) throw new Error(`create-org failed: ${created.stdout}\n${created.stderr}`);
  const result = runAdminBundle('create-key', { org, permissions, name: 'e2e' }, databaseUrl);
  if (result.status !== 0) throw new Error(`create-key failed: ${result.stdout}\n${result.stderr}`);
  const key = result.stdout.split('\n').map((l) => l.trim()).filter((l) => /^a8_sk_/.test(l)).at(-1);
  if (!key) throw new Error(`create-key printed no key:\n${result.stdout}`);
  return key;
}
