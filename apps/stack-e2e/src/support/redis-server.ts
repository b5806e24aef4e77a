import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort } from './ports';
import { eventually } from './stack';

/**
 * A redis-server of the test's own, on a port of its own, that the test may stop and start again
 * (TOOLCHAIN.md: fault tests never stop the shared Redis). It keeps nothing on disk, so a restart
 * comes back empty, as a Redis that lost its data would: every queued job is gone.
 */
export class TestRedisServer {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedisServer> {
    const server = new TestRedisServer(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) return;
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--logfile', ''], {
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    this.child = child;
    await eventually(`redis-server on port ${this.port}`, async () => ((await this.pingOnce()) ? true : undefined), 10_000, 100);
  }

  /** Stops the server at once (SIGKILL, as a crash or a network cut would look to the clients). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  }

  private pingOnce(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = new Socket();
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(500, () => done(false));
      socket.once('error', () => done(false));
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
      socket.connect(this.port, '127.0.0.1', () => socket.write('PING\r\n'));
    });
  }
}
