import { ServerTCP, type TcpOptions, type TcpSocket } from '@nestjs/microservices';
import { rootLogger } from '@a8/observability';
import { verifyRpcPacket } from './rpc-signing';
import { CoalescingJsonSocket } from './coalesced-writes';
import type { Socket } from 'node:net';

export type AuthenticatedTcpOptions = Required<TcpOptions>['options'] & {
  /** The shared JUDGE_RPC_SECRET the gateways sign with. */
  secret: string;
  /** The largest frame accepted, in characters: bigger ones close the connection unread. */
  maxFrameChars: number;
};

/**
 * Nest's TCP server, answering only signed messages (see rpc-signing.ts). A message that fails
 * verification is logged with the peer's address and never reaches a handler, and the peer's
 * connection is destroyed: a gateway always signs, so an unsigned peer is not a gateway.
 */
export class AuthenticatedTcpServer extends ServerTCP {
  private readonly log = rootLogger().child({ component: 'judge-transport' });
  private readonly secret: string;

  constructor(options: AuthenticatedTcpOptions) {
    const { secret, maxFrameChars, ...tcp } = options;
    // A peer that stops mid-frame is dropped after 10 s rather than holding its buffer.
    super({ ...tcp, maxBufferSize: maxFrameChars, incompleteMessageTimeout: 10_000 });
    this.secret = secret;
  }

  /**
   * The judge's patterns are plain strings, looked up as they are. Nest first tries JSON.parse on every
   * message's pattern, and a plain string throws a SyntaxError each time: 2.5% of the judge's time in
   * the judge-path profile went to building those errors.
   */
  override getRouteFromPattern(pattern: string): string {
    return this.messageHandlers.has(pattern) ? pattern : super.getRouteFromPattern(pattern);
  }

  /** Nest's JSON socket with the frame limits above, its replies written together per turn (coalesced-writes.ts). */
  override getSocketInstance(socket: Socket): TcpSocket {
    return new CoalescingJsonSocket(socket, { maxBufferSize: this.maxBufferSize, incompleteMessageTimeout: this.incompleteMessageTimeout, maxSendBufferSize: this.maxSendBufferSize });
  }

  override async handleMessage(socket: TcpSocket, rawMessage: unknown): Promise<unknown> {
    const verified = verifyRpcPacket(this.secret, rawMessage);
    if (!verified.ok) {
      const peer = socket.netSocket;
      this.log.warn({ peer: `${peer.remoteAddress ?? '?'}:${peer.remotePort ?? '?'}`, reason: verified.reason }, 'dropped an unauthenticated message to the judge service and closed its connection');
      peer.destroy();
      return undefined;
    }
    return super.handleMessage(socket, verified.packet);
  }
}
