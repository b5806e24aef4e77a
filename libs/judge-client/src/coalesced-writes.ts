import type { Socket } from 'node:net';
import { JsonSocket } from '@nestjs/microservices';

/**
 * Writes made to a TCP socket while the event loop is busy go out together: the socket is corked at
 * the first write and uncorked once the current turn's I/O callbacks have run (setImmediate), so the
 * replies (or calls) of requests handled in one turn leave in one syscall instead of one each. The
 * judge-path profile showed each side of the judge hop spending 5-7% of its CPU in per-message writes.
 */
const corked = new WeakMap<Socket, { held: number }>();

/**
 * At most this many messages wait for the end of a turn: a turn that writes more sends them in batches of
 * this many as they come. Held whole, the calls (or replies) of a busy turn left in one wave at its end,
 * and the two sides of the hop took turns on the cores instead of working together: each waited for the
 * other's whole wave (at 200 requests in flight, a gateway's turn held 200 calls while the judge idled).
 */
export const MAX_HELD_WRITES = 16;

/** Corks the socket until the end of the current turn, unless a write of this turn already did; counts the write. */
export function corkForTurn(socket: Socket): void {
  const turn = corked.get(socket);
  if (turn) {
    // a full batch leaves before this write; this one and the rest of the turn's are held again
    if (++turn.held > MAX_HELD_WRITES && !socket.destroyed) {
      turn.held = 1;
      socket.uncork();
      socket.cork();
    }
    return;
  }
  corked.set(socket, { held: 1 });
  socket.cork();
  setImmediate(() => {
    corked.delete(socket);
    if (!socket.destroyed) socket.uncork();
  });
}

/**
 * Nest's JSON socket with its messages coalesced per turn, on both sides of the judge hop (the gateways'
 * calls, the judge's replies). It corks in handleSend rather than wrapping the socket's write: a gateway's
 * socket is not yet connected when it is made, and net.Socket#connect puts its own write back (Node 20),
 * which silently undid such a wrapper.
 */
export class CoalescingJsonSocket extends JsonSocket {
  override handleSend(message: unknown, callback?: (err?: unknown) => void): void {
    corkForTurn(this.socket);
    super.handleSend(message, callback);
  }
}
