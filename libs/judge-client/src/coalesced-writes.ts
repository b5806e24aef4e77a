import type { Socket } from 'node:net';
import { JsonSocket } from '@nestjs/microservices';

/**
 * Writes made to a TCP socket while the event loop is busy go out together: the socket is corked at
 * the first write and uncorked once the current turn's I/O callbacks have run (setImmediate), so the
 * replies (or calls) of requests handled in one turn leave in one syscall instead of one each. The
 * judge-path profile showed each side of the judge hop spending 5-7% of its CPU in per-message writes.
 */
export function coalesceWrites(socket: Socket): void {
  let pending = false;
  const flush = () => {
    pending = false;
    if (!socket.destroyed) socket.uncork();
  };
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  socket.write = ((...args: unknown[]) => {
    if (!pending) {
      pending = true;
      socket.cork();
      setImmediate(flush);
    }
    return write(...args);
  }) as Socket['write'];
}

/** Nest's JSON socket over a socket whose writes are coalesced (the gateways' side of the judge hop). */
export class CoalescingJsonSocket extends JsonSocket {
  constructor(socket: Socket) {
    super(socket);
    coalesceWrites(socket);
  }
}
