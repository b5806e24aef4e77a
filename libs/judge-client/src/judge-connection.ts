import { ClientProxyFactory, Transport, type ClientProxy } from '@nestjs/microservices';
import { A8Error, ErrorCode, type CommandOf, type JudgeContract, type JudgeMessage, type ReplyOf } from '@a8/contracts';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { SignedRpcSerializer } from './rpc-signing';
import { CoalescingJsonSocket } from './coalesced-writes';

/** Seconds a caller is told to wait when the judge service is down: long enough to restart a pod. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/** Errors of calls that never reached a judge (refused at connect): safe to send to another replica. */
const unreached = new WeakSet<A8Error>();
export const neverReached = (error: unknown): boolean => error instanceof A8Error && unreached.has(error);
/** Errors of calls whose connection closed before the reply: the replica may or may not have acted on them. */
const dropped = new WeakSet<A8Error>();
export const connectionDropped = (error: unknown): boolean => error instanceof A8Error && dropped.has(error);

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const BROKEN = new Set(['ECONNRESET', 'EPIPE']);

/**
 * One judge replica over the signed TCP transport: one multiplexed connection, the calls in flight
 * counted (the pool sends to the least busy replica), and every transport failure turned into one
 * clear `judge_unavailable` error.
 */
export class JudgeConnection {
  private readonly proxy: ClientProxy;
  inFlight = 0;
  /** Until when the replica is out of rotation (ms since epoch), after it refused or dropped a call. */
  downUntil = 0;
  private failures = 0;

  constructor(
    readonly host: string,
    readonly port: number,
    secret: string,
  ) {
    this.proxy = ClientProxyFactory.create({ transport: Transport.TCP, options: { host, port, serializer: new SignedRpcSerializer(secret), socketClass: CoalescingJsonSocket } });
  }

  get where(): string {
    return `${this.host}:${this.port}`;
  }

  async send<P extends keyof JudgeContract>(pattern: P, message: JudgeMessage<CommandOf<P>>, timeoutMs: number): Promise<ReplyOf<P>> {
    this.inFlight++;
    try {
      const reply = await firstValueFrom(this.proxy.send<ReplyOf<P>, JudgeMessage<CommandOf<P>>>(pattern, message).pipe(timeout(timeoutMs)));
      this.failures = 0;
      return reply;
    } catch (error) {
      throw this.translate(error, timeoutMs);
    } finally {
      this.inFlight--;
    }
  }

  close(): void {
    this.proxy.close();
  }

  /** Out of rotation for a while that doubles with each failure in a row (0.5 s up to 8 s). */
  private markDown(): void {
    this.failures++;
    this.downUntil = Date.now() + Math.min(8000, 250 * 2 ** this.failures);
    // Drop the broken socket so the next call reconnects once the replica is back.
    this.proxy.close();
  }

  private translate(error: unknown, timeoutMs: number): A8Error {
    if (error instanceof A8Error) return error;
    if (A8Error.isPayload(error)) return A8Error.fromPayload(error);
    if (error instanceof TimeoutError) {
      return new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${this.where} did not answer within ${timeoutMs} ms.`, UNAVAILABLE_RETRY_AFTER);
    }
    const code = (error as { code?: string } | null)?.code;
    if (code !== undefined && (UNREACHABLE.has(code) || BROKEN.has(code))) {
      this.markDown();
      const failure = new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${this.where} is unavailable (${code}).`, UNAVAILABLE_RETRY_AFTER);
      (UNREACHABLE.has(code) ? unreached : dropped).add(failure);
      return failure;
    }
    const message = error instanceof Error ? error.message : (error as { message?: string } | null)?.message;
    // The judge went away with the call in flight (killed, restarted): the transport says its
    // connection closed. Unavailable, like a refused connection, so the client retries.
    if (message !== undefined && /connection closed|socket hang up|socket closed/i.test(message)) {
      this.markDown();
      const failure = new A8Error(ErrorCode.JudgeUnavailable, `The judge service at ${this.where} is unavailable (its connection closed).`, UNAVAILABLE_RETRY_AFTER);
      dropped.add(failure);
      return failure;
    }
    return new A8Error(ErrorCode.Internal, `The judge service failed: ${message ?? 'unknown error'}.`);
  }
}
