import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, RpcException, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { A8Error, ErrorCode, JudgePatterns, type JudgeMessage } from '@a8/contracts';
import { runWithRequestId } from '@a8/observability';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeClient } from './judge-client';

const seen: string[] = [];

@Controller()
class FakeJudgeController {
  @MessagePattern(JudgePatterns.ping)
  ping(@Payload() message: JudgeMessage<unknown>) {
    seen.push(message.requestId);
    return { pong: true, service: 'judge', at: new Date().toISOString() };
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
    app = await NestFactory.createMicroservice<MicroserviceOptions>(FakeJudgeModule, { transport: Transport.TCP, options: { host: '127.0.0.1', port }, logger: false });
    await app.listen();
  });
  afterAll(async () => app?.close());

  it('answers a ping and carries the request id', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 2000 });
    const reply = await runWithRequestId('req_carried', () => client.ping());
    expect(reply.pong).toBe(true);
    expect(seen).toContain('req_carried');
    client.close();
  });

  it('turns a domain error from the judge into an A8Error with its code', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 2000 });
    await expect(client.send('judge.fail' as never, {})).rejects.toMatchObject({ code: ErrorCode.NotFound, message: expect.stringContaining('a8-9-9') });
    client.close();
  });

  it('times out instead of hanging', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port, timeoutMs: 200 });
    const error = await client.send('judge.slow' as never, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(A8Error);
    expect((error as A8Error).code).toBe(ErrorCode.JudgeUnavailable);
    client.close();
  });

  it('fails fast and clearly when the judge service is down', async () => {
    const client = new JudgeClient({ host: '127.0.0.1', port: await freePort(), timeoutMs: 5000 });
    const started = Date.now();
    const error = await client.ping().catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ code: ErrorCode.JudgeUnavailable, message: expect.stringMatching(/unavailable \(ECONNREFUSED\)/) });
    client.close();
  });
});
