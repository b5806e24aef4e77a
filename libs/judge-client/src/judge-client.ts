import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { A8Error, ErrorCode, JudgePatterns, type CommandOf, type JudgeContract, type JudgeMessage, type PingReply, type ReplyOf } from '@a8/contracts';
import { currentRequestId, newRequestId } from '@a8/observability';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { SignedRpcSerializer } from './rpc-signing';

export interface JudgeClientOptions {
  host: string;
  port: number;
  timeoutMs: number;
  /** The shared JUDGE_RPC_SECRET: the judge service answers only messages signed with it. */
  secret: string;
}

/** Seconds a caller is told to wait when the judge service is down: long enough to restart a pod. */
const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * The gateways' only way to the judge service. Every call carries the current request id, times
 * out instead of hanging, and turns transport failures into one clear `judge_unavailable` error.
 */
export class JudgeClient {
  private readonly proxy: ClientProxy;

  constructor(private readonly options: JudgeClientOptions) {
    this.proxy = ClientProxyFactory.create({
      transport: Transport.TCP,
      options: { host: options.host, port: options.port, serializer: new SignedRpcSerializer(options.secret) },
    });
  }

  /** Sends one message of the judge contract: the command and reply types follow the pattern. */
  async send<P extends keyof JudgeContract>(pattern: P, payload: CommandOf<P>, timeoutMs = this.options.timeoutMs): Promise<ReplyOf<P>> {
    const message: JudgeMessage<CommandOf<P>> = { requestId: currentRequestId() ?? newRequestId(), payload };
    try {
      return await firstValueFrom(this.proxy.send<ReplyOf<P>, JudgeMessage<CommandOf<P>>>(pattern, message).pipe(timeout(timeoutMs)));
    } catch (error) {
      throw this.translate(error, timeoutMs);
    }
  }

  ping(timeoutMs?: number): Promise<PingReply> {
    return this.send(JudgePatterns.ping, {}, timeoutMs);
  }

  close(): void {
    this.proxy.close();
  }

  private translate(error: unknown, timeoutMs: number): A8Error {
    if (error instanceof A8Error) return error;
    if (A8Error.isPayload(error)) return A8Error.fromPayload(error);
    const where = `${this.options.host}:${this.options.port}`;
    if (error instanceof TimeoutError) {
      return new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${where} did not answer within ${timeoutMs} ms.`, UNAVAILABLE_RETRY_AFTER);
    }
    const code = (error as { code?: string } | null)?.code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ENOTFOUND' || code === 'EHOSTUNREACH') {
      // Drop the broken socket so the next call reconnects once the service is back.
      this.proxy.close();
      return new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${where} is unavailable (${code}).`, UNAVAILABLE_RETRY_AFTER);
    }
    const message = error instanceof Error ? error.message : (error as { message?: string } | null)?.message;
    // The judge went away with the call in flight (killed, restarted): the transport says its
    // connection closed. Unavailable, like a refused connection, so the client retries.
    if (message !== undefined && /connection closed|socket hang up|socket closed/i.test(message)) {
      this.proxy.close();
      return new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${where} is unavailable (its connection closed).`, UNAVAILABLE_RETRY_AFTER);
    }
    return new A8Error(ErrorCode.Internal, `The judge service failed: ${message ?? 'unknown error'}.`);
  }
}

/** For a gateway's /readyz: the judge service answers a ping on its transport. */
export function judgeReadiness(judge: JudgeClient): { name: string; check: () => Promise<void> } {
  return { name: 'judge', check: async () => void (await judge.ping(1500)) };
}
