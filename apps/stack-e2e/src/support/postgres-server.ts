import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports';
import { eventually } from './stack';

/** The PostgreSQL binaries of the machine (Debian keeps them out of PATH). */
function binary(name: string): string {
  for (const candidate of [`/usr/lib/postgresql/15/bin/${name}`, `/usr/lib/postgresql/16/bin/${name}`, `/usr/lib/postgresql/17/bin/${name}`]) {
    if (spawnSync('test', ['-x', candidate]).status === 0) return candidate;
  }
  return name;
}

/** Runs a PostgreSQL tool as the `postgres` user when the tests run as root (initdb refuses root). */
function asPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
}

/**
 * A PostgreSQL server of the test's own, in a temporary directory on a port of its own, that the
 * test may crash and start again (TOOLCHAIN.md: fault tests never restart the shared server).
 * Its data survives a restart, as a real database's does.
 */
export class TestPostgresServer {
  private constructor(
    readonly port: number,
    private readonly dir: string,
  ) {}

  static async start(): Promise<TestPostgresServer> {
    const dir = mkdtempSync(join(tmpdir(), 'a8-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
    else chownSync(dir, process.getuid!(), process.getgid!());
    asPostgres(binary('initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    const server = new TestPostgresServer(await freePort(), dir);
    await server.start();
    return server;
  }

  /** The server's base URL, for createTestDatabase. */
  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off -c max_connections=200`;
    asPostgres(binary('pg_ctl'), ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'log'), '-w', 'start']);
    await eventually(`postgres on port ${this.port}`, async () => (spawnSync(binary('pg_isready'), ['-h', '127.0.0.1', '-p', String(this.port)]).status === 0 ? true : undefined), 30_000, 200);
  }

  /** Stops the server at once (immediate mode: no clean shutdown, as a crash looks to the clients). */
  async stop(): Promise<void> {
    asPostgres(binary('pg_ctl'), ['-D', join(this.dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stop().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}
