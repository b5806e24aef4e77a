import { ApiKeyAuthenticator } from '@a8/auth';
import { ApiKeyRepository, MembershipRepository, UserRepository, createTestDatabase, findWorkspaceRoot, type TestDatabase } from '@a8/db';
import { verifyPassword } from '@a8/auth';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the built CLI (the `test` target depends on `build`) against a throwaway database.
const root = findWorkspaceRoot();
const main = join(root, 'dist', 'tools', 'admin', 'main.js');
let db: TestDatabase;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd: root, env: { ...process.env, DATABASE_URL: db.url, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

const admin = (...args: string[]) => run(process.execPath, [main, ...args]);
const lastLine = (text: string) => text.trimEnd().split('\n').at(-1) ?? '';

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('admin CLI', () => {
  it('create-org creates, and refuses duplicates, bad names and missing flags', async () => {
    const created = await admin('create-org', '--name=acme');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    expect(created.stdout).toMatch(/^Created organization acme \([0-9a-f-]{36}\)\n$/);

    const duplicate = await admin('create-org', '--name=acme');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toBe('admin create-org: --name: organization "acme" already exists; pick another name\n');

    const missing = await admin('create-org');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('admin create-org: --name is required: the organization name, e.g. --name=acme\n');

    const bad = await admin('create-org', '--name=Acme Corp');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--name: "Acme Corp" is not a valid organization name; use 1-40 lower-case letters');

    const unknownFlag = await admin('create-org', '--name=x', '--org=y');
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toBe('admin create-org: --org: not a flag of create-org; it takes --name\n');
  });

  it('create-user creates the user, grants the role, and changes it on a second run', async () => {
    const first = await admin('create-user', '--email=Ada@Example.com', '--password=s3cret pass$x', '--org=acme', '--role=trainer');
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/Created user ada@example\.com .*\nada@example\.com is trainer in acme\n$/);
    const user = await new UserRepository(db.client).findByEmail('ada@example.com');
    expect(await verifyPassword('s3cret pass$x', user?.passwordHash ?? '')).toBe(true);

    const second = await admin('create-user', '--email=ada@example.com', '--org=acme', '--role=viewer');
    expect(second.code).toBe(0);
    expect(second.stdout).toBe('User ada@example.com exists; password unchanged\nada@example.com is viewer in acme\n');
    const org = await db.client.organization.findUniqueOrThrow({ where: { name: 'acme' } });
    expect((await new MembershipRepository(db.client).findActive(user?.id ?? '', org.id))?.role).toBe('viewer');
  });

  it('create-user reads --password-file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'a8-admin-'));
    writeFileSync(join(dir, 'pw'), 'from a file $HOME `x`\n');
    const result = await admin('create-user', '--email=bob@example.com', `--password-file=${join(dir, 'pw')}`, '--org=acme', '--role=owner');
    expect(result.code).toBe(0);
    const user = await new UserRepository(db.client).findByEmail('bob@example.com');
    expect(await verifyPassword('from a file $HOME `x`', user?.passwordHash ?? '')).toBe(true);
  });

  it.each([
    [['--email=c@example.com', '--password=longenough', '--org=acme', '--role=boss'], 2, '--role: unknown role "boss"; use one of owner, admin, trainer, viewer'],
    [['--email=c@example.com', '--password=longenough', '--org=nope', '--role=viewer'], 1, '--org: no organization named "nope"; existing: acme'],
    [['--email=c@example.com', '--password=short', '--org=acme', '--role=viewer'], 2, '--password: the password must be at least 8 characters'],
    [['--email=c@example.com', '--org=acme', '--role=viewer'], 2, '--password is required for a new user'],
    [['--email=not-an-email', '--password=longenough', '--org=acme', '--role=viewer'], 2, '--email: "not-an-email" is not an email address'],
    [['--password=longenough', '--org=acme', '--role=viewer'], 2, '--email is required: the sign-in email'],
  ])('create-user %j exits %i naming the flag', async (args, code, message) => {
    const result = await admin('create-user', ...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('answers --json with one JSON object a script can read, on success and on failure', async () => {
    const created = await admin('create-key', '--org=acme', '--permissions=models:infer', '--name=json', '--json');
    expect(created.code).toBe(0);
    const body = JSON.parse(created.stdout) as Record<string, unknown>;
    expect(body).toMatchObject({ command: 'create-key', ok: true, organization: 'acme', name: 'json', permissions: ['models:infer'] });
    expect(String(body['key'])).toMatch(/^a8_sk_/);
    const listed = JSON.parse((await admin('list-keys', '--org=acme', '--json')).stdout) as { keys: { prefix: string }[] };
    expect(listed.keys.map((k) => k.prefix)).toContain(body['prefix']);
    const failed = await admin('list-keys', '--org=nope', '--json');
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ command: 'list-keys', ok: false, error: expect.stringMatching(/^--org: no organization named "nope"/), exit_code: 1 });
  });

  it('npm run admin prints the command\'s output alone: the key is the last line', async () => {
    const npm = await run('npm', ['run', '--silent', 'admin', '--', 'create-key', '--org=acme', '--permissions=models:infer', '--name=npm']);
    expect(npm.code, npm.stderr).toBe(0);
    expect(lastLine(npm.stdout)).toMatch(/^a8_sk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
  });

  it('create-key prints the key alone on the last line; list-keys and revoke-key manage it', async () => {
    const created = await admin('create-key', '--org=acme', '--permissions=models:infer,models:train,models:explain', '--name=ci');
    expect(created).toMatchObject({ code: 0, stderr: '' });
    const key = lastLine(created.stdout);
    expect(key).toMatch(/^a8_sk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
    const prefix = key.split('_')[2];

    const authenticator = new ApiKeyAuthenticator(new ApiKeyRepository(db.client));
    expect(await authenticator.authenticate(key)).toMatchObject({
      orgName: 'acme',
      prefix,
      permissions: ['models:infer', 'models:train', 'models:explain'],
    });
    await authenticator.flush();

    const defaultName = await admin('create-key', '--org=acme', '--permissions=models:infer');
    expect(defaultName.code).toBe(0);
    const secondPrefix = lastLine(defaultName.stdout).split('_')[2];

    const listed = await admin('list-keys', '--org=acme');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^PREFIX\s+NAME\s+PERMISSIONS\s+CREATED\s+LAST USED\s+REVOKED$/);
    expect(lines[1]).toMatch(new RegExp(`^${secondPrefix}\\s+default\\s+models:infer\\s+\\S+Z\\s+-\\s+-$`));
    expect(lines[2]).toMatch(new RegExp(`^${prefix}\\s+ci\\s+models:infer,models:train,models:explain\\s+\\S+Z\\s+\\S+Z\\s+-$`));
    expect(listed.stdout).not.toContain(key.split('_').slice(3).join('_'));

    const revoked = await admin('revoke-key', `--prefix=${prefix}`);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(new RegExp(`^Revoked key ${prefix} in acme at \\S+Z; (every gateway stopped accepting it|Redis is unavailable, so gateways stop accepting it within 5 s)\\n$`));
    expect(await authenticator.authenticate(key)).toBeNull();
    expect((await admin('list-keys', '--org=acme')).stdout).toMatch(new RegExp(`${prefix}\\s+ci\\s+\\S+\\s+\\S+Z\\s+\\S+Z\\s+\\S+Z\\n`));

    const again = await admin('revoke-key', `--prefix=${key}`);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Key ${prefix} in acme was already revoked at`);
  });

  it.each([
    [['create-key', '--org=acme', '--permissions=models:infer,models:fly'], 2, '--permissions: unknown permission "models:fly"; use a comma-separated list of models:infer, models:train, models:explain'],
    [['create-key', '--org=acme'], 2, '--permissions is required: a comma-separated list of models:infer, models:train, models:explain'],
    [['create-key', '--org=nope', '--permissions=models:infer'], 1, '--org: no organization named "nope"'],
    [['create-key', '--org=acme', '--permissions=models:infer', '--name'], 2, '--name needs a value'],
    [['revoke-key', '--prefix=zzzzzzzzzz'], 1, '--prefix: no key with prefix "zzzzzzzzzz"'],
    [['list-keys'], 2, '--org is required'],
    [['list-keys', '--org=nope'], 1, '--org: no organization named "nope"'],
    [['suspend-org', '--org=nope'], 1, '--org: no organization named "nope"'],
    [['restore-org'], 2, '--org is required'],
    [['make-coffee'], 2, 'admin: unknown command "make-coffee"; use one of create-org, create-user, create-key, revoke-key, list-keys'],
  ])('%j exits %i naming the problem', async (args, code, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
    expect(result.stdout).toBe('');
  });

  it('list-keys says so when an organization has no keys', async () => {
    await admin('create-org', '--name=empty');
    expect(await admin('list-keys', '--org=empty')).toMatchObject({ code: 0, stdout: 'No keys in empty\n' });
  });

  it('runs as an Nx task with the flags forwarded, the key still last in its own output', async () => {
    const nx = join(root, 'node_modules', '.bin', 'nx');
    const env = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
    // (the CLI is already built: this test's target depends on its build. Without its task dependencies the nested Nx
    // run rebuilds nothing, so it never regenerates the Prisma client under the tests of other projects running
    // beside it, as it did when the outer run skipped the Nx cache)
    const nested = ['--exclude-task-dependencies'];
    const result = await run(nx, ['run', 'admin:create-key', '--org=acme', '--permissions=models:infer', '--name=via-nx', '--output-style=stream-without-prefixes', ...nested], env);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    const keyIndex = lines.findIndex((l) => /^a8_sk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/.test(l));
    expect(keyIndex).toBeGreaterThan(0);
    expect(lines[keyIndex - 1]).toBe('The key is shown once; store it now:');
    // After the key, only blank lines and Nx's own summary (with its recommendations when a task ran slow, as an
    // uncached build on a fresh machine does: "Recommendations:", "- Speed up …", "    admin:build    35.5s").
    expect(lines.slice(keyIndex + 1).filter((l) => l.trim() && !/NX|Run duration|Cache|Critical path|Recoverable|Nx read|Output of|Successfully|Recommendations?:|^\s*- |^\s+[\w-]+:[\w-]+\s+[\d.]+m?s$/.test(l))).toEqual([]);

    const failed = await run(nx, ['run', 'admin:create-org', '--name=acme', ...nested], env);
    expect(failed.code).not.toBe(0);
    expect(failed.stdout + failed.stderr).toContain('--name: organization "acme" already exists');
    // (two Nx runs, on a slow machine)
  }, 240_000);
});
