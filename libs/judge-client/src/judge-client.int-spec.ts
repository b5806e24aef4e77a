import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, RpcException } from '@nestjs/microservices';
import { A8Error, ErrorCode, JudgePatterns, type JudgeMessage } from '@a8/contracts';
import { runWithRequestId } from '@a8/observability';
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthenticatedTcpServer } from './authenticated-tcp-server';
import { JudgeClient } from './judge-client';
import { parseJudgeHosts } from './judge-endpoints';
import { signRpcPacket } from './rpc-signing';

const SECRET = randomBytes(32).toString('hex');

const seen: string[] = [];
const taught: unknown[] = [];

@Controller()
class FakeJudgeController {
  @MessagePattern(JudgePatterns.ping)
  ping(@Payload() message: JudgeMessage<unknown>) {
    seen.push(message.requestId);
    return { pong: true, service: 'judge', at: new Date().toISOString() };
  }

  @MessagePattern(JudgePatterns.teach)
  teach(@Payload() message: JudgeMessage<unknown>) {
    taught.push(message.payload);
    return { recorded_at: new Date().toISOString(), replaced: false };
  }

  @MessagePattern('judge.fail')
  fail() {
    throw new RpcException({ code: ErrorCode.NotFound, message: 'model: a8-9-9 is not a family of this organization.' });
  }

  @MessagePattern('judge.slow')
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return 'late';
  }
}

@Module({ controllers: [FakeJudgeController] })
class FakeJudgeModule {}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

describe('JudgeClient against a real TCP microservice', () => {
  let port: number;
  let app: Awaited<ReturnType<typeof NestFactory.createMicroservice>>;

  beforeAll(async () => {
    port = await freePort();
    app = await NestFactory.createMicroservice(FakeJudgeModule, {
      strategy: new AuthenticatedTcpServer({ host: '127.0.0.1', port, secret: SECRET, maxFrameChars: 100_000 }),
      logger: false,
    });
    await app.listen();
  });
  afterAll(async () => app?.close());

  it('answers a ping and carries the request id', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 2000, secret: SECRET });
    const reply = await runWithRequestId('req_carried', () => client.ping());
    expect(reply.pong).toBe(true);
    expect(seen).toContain('req_carried');
    client.close();
  });

  it('turns a domain error from the judge into an A8Error with its code', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 2000, secret: SECRET });
    await expect(client.send('judge.fail' as never, {} as never)).rejects.toMatchObject({ code: ErrorCode.NotFound, message: expect.stringContaining('a8-9-9') });
    client.close();
  });

  it('times out instead of hanging', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 200, secret: SECRET });
    const error = await client.send('judge.slow' as never, {} as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(A8Error);
    expect((error as A8Error).code).toBe(ErrorCode.JudgeUnavailable);
    client.close();
  });

  it('fails fast and clearly when the judge service is down', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port: await freePort(), timeoutMs: 5000, secret: SECRET });
    // Fast: refused at connect (ECONNREFUSED), not after the 5 s timeout.
    const error = await client.ping().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.JudgeUnavailable, message: expect.stringMatching(/unavailable \(ECONNREFUSED\)/) });
    client.close();
  });

  it('answers unavailable, not a failure, when the judge dies with the call in flight', async () => {
    // A judge killed mid-call: it reads the message, then its connection closes without a reply.
    const dying = createServer((socket) => socket.on('data', () => socket.destroy()));
    const dyingPort = await freePort();
    await new Promise<void>((resolve) => dying.listen(dyingPort, '127.0.0.1', resolve));
    const client = new JudgeClient({ host: '127.0.0.1', port: dyingPort, timeoutMs: 5000, secret: SECRET });
    const error = await client.ping().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.JudgeUnavailable });
    client.close();
    dying.close();
  });

  /** Writes raw frames (`<length>#<json>`) as an attacker with a TCP connection would. */
  async function rawExchange(frames: string[]): Promise<{ replies: string; closedByServer: boolean }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let replies = '';
      let closedByServer = false;
      socket.on('data', (chunk) => (replies += chunk.toString()));
      socket.on('close', () => resolve({ replies, closedByServer }));
      socket.on('error', () => (closedByServer = true));
      socket.on('end', () => (closedByServer = true));
      socket.on('connect', () => {
        for (const frame of frames) socket.write(`${frame.length}#${frame}`);
        setTimeout(() => {
          if (!socket.destroyed) socket.destroy();
        }, 800);
      });
    });
  }
  const teachAs = (orgId: string) => ({ pattern: JudgePatterns.teach, id: 'x1', data: { requestId: 'r', payload: { caller: { orgId, permissions: ['models:train'] }, answer: 'spoofed' } } });

  it('drops an unsigned frame that names another organization, never reaching a handler, and closes the connection', async () => {
    const before = taught.length;
    const { replies, closedByServer } = await rawExchange([JSON.stringify(teachAs('someone-elses-org'))]);
    expect(replies).toBe('');
    expect(closedByServer).toBe(true);
    expect(taught.length).toBe(before);
  });

  it('drops a frame signed with another secret, or replayed after the clock window', async () => {
    const before = taught.length;
    const wrongKey = signRpcPacket(randomBytes(32).toString('hex'), teachAs('org-b'));
    expect((await rawExchange([JSON.stringify(wrongKey)])).replies).toBe('');
    const stale = signRpcPacket(SECRET, teachAs('org-b'), Date.now() - 10 * 60_000);
    expect((await rawExchange([JSON.stringify(stale)])).replies).toBe('');
    const tampered = signRpcPacket(SECRET, teachAs('org-a'));
    (tampered.data as { payload: { caller: { orgId: string } } }).payload.caller.orgId = 'org-b';
    expect((await rawExchange([JSON.stringify(tampered)])).replies).toBe('');
    expect(taught.length).toBe(before);
  });

  it('answers a correctly signed frame (the check is the signature, not the connection)', async () => {
    const before = taught.length;
    const { replies } = await rawExchange([JSON.stringify(signRpcPacket(SECRET, teachAs('org-a')))]);
    expect(replies).toContain('recorded_at');
    expect(taught.length).toBe(before + 1);
  });

  it('closes a connection whose frame exceeds the size cap before reading it', async () => {
    const before = taught.length;
    const huge = JSON.stringify(signRpcPacket(SECRET, { ...teachAs('org-a'), data: { requestId: 'r', payload: { blob: 'x'.repeat(200_000) } } }));
    const { replies, closedByServer } = await rawExchange([huge]);
    expect(replies).toBe('');
    expect(closedByServer).toBe(true);
    expect(taught.length).toBe(before);
  });
});

describe('JudgeClient over judge replicas', () => {
  const served = new Map<number, number>();

  /** A replica: the same signed TCP server, counting the pings it answers. */
  async function replica(): Promise<{ port: number; close: () => Promise<void> }> {
    const port = await freePort();
    @Controller()
    class CountingJudge {
      @MessagePattern(JudgePatterns.ping)
      async ping() {
        served.set(port, (served.get(port) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { pong: true, service: 'judge', at: new Date().toISOString() };
      }
    }
    @Module({ controllers: [CountingJudge] })
    class CountingModule {}
    const app = await NestFactory.createMicroservice(CountingModule, { strategy: new AuthenticatedTcpServer({ host: '127.0.0.1', port, secret: SECRET, maxFrameChars: 100_000 }), logger: false });
    await app.listen();
    return { port, close: () => app.close() };
  }

  it('names replicas as a list of host[:port], each port defaulting to JUDGE_PORT', () => {
    expect(parseJudgeHosts('a8-judge-0:4001, a8-judge-1 ,[::1]:4002', 4000)).toEqual([
      { host: 'a8-judge-0', port: 4001 },
      { host: 'a8-judge-1', port: 4000 },
      { host: '::1', port: 4002 },
    ]);
    expect(parseJudgeHosts('', 4000)).toEqual([{ host: '127.0.0.1', port: 4000 }]);
  });

  it('spreads calls across replicas, and a replica that dies fails no call sent after it died', async () => {
    const [a, b] = [await replica(), await replica()];
    const client = new JudgeClient({ host: `127.0.0.1:${a.port},127.0.0.1:${b.port}`, port: 1, timeoutMs: 2000, secret: SECRET, resolveEveryMs: 0 });
    await Promise.all(Array.from({ length: 40 }, () => client.ping()));
    expect(served.get(a.port)).toBeGreaterThan(5);
    expect(served.get(b.port)).toBeGreaterThan(5);

    await a.close();
    const before = served.get(b.port)!;
    // Every call after the replica died is answered by the other one: a refused connect is sent on.
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => client.ping()));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(served.get(b.port)! - before).toBe(40);
    expect(client.replicas().find((r) => r.where === `127.0.0.1:${a.port}`)?.down).toBe(true);
    client.close();
    await b.close();
  });

  it('answers unavailable only when every replica is down', async () => {
    const client = new JudgeClient({ host: `127.0.0.1:${await freePort()},127.0.0.1:${await freePort()}`, port: 1, timeoutMs: 2000, secret: SECRET, resolveEveryMs: 0 });
    await expect(client.ping()).rejects.toMatchObject({ code: ErrorCode.JudgeUnavailable });
    client.close();
  });
});
