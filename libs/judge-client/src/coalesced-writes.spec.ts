import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { coalesceWrites } from './coalesced-writes';

describe('coalesceWrites', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('holds the writes of one turn and sends them together, whole and in order, once the turn ends', async () => {
    const received: Buffer[] = [];
    const server = createServer((peer) => peer.on('data', (chunk) => received.push(chunk)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = new Socket();
    closers.push(() => socket.destroy(), () => server.close());
    await new Promise<void>((resolve) => socket.connect((server.address() as AddressInfo).port, '127.0.0.1', resolve));
    coalesceWrites(socket);

    socket.write('one;');
    socket.write('two;');
    expect(socket.writableCorked).toBe(1); // held while the turn runs
    socket.write('three;');
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.writableCorked).toBe(0); // sent when it ends
    socket.write('four;');
    expect(socket.writableCorked).toBe(1); // a later turn corks again
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Buffer.concat(received).toString()).toBe('one;two;three;four;');
  });
});
