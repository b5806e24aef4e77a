import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CoalescingJsonSocket, corkForTurn, MAX_HELD_WRITES } from './coalesced-writes';

describe('corkForTurn', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('holds the writes of one turn and sends them together, whole and in order, once the turn ends', async () => {
    const received: Buffer[] = [];
    const server = createServer((peer) => peer.on('data', (chunk) => received.push(chunk)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = new Socket();
    closers.push(() => socket.destroy(), () => server.close());
    await new Promise<void>((resolve) => socket.connect((server.address() as AddressInfo).port, '127.0.0.1', resolve));
    // as CoalescingJsonSocket writes: corked for the turn before each write
    const write = (text: string) => {
      corkForTurn(socket);
      socket.write(text);
    };

    write('one;');
    write('two;');
    expect(socket.writableCorked).toBe(1); // held while the turn runs
    write('three;');
    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.writableCorked).toBe(0); // sent when it ends
    write('four;');
    expect(socket.writableCorked).toBe(1); // a later turn corks again
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Buffer.concat(received).toString()).toBe('one;two;three;four;');
  });
});

describe('corkForTurn, a busy turn', () => {
  it(`sends the writes of a turn that makes more than ${MAX_HELD_WRITES} in batches of ${MAX_HELD_WRITES} as they come, whole and in order`, async () => {
    const received: Buffer[] = [];
    const server = createServer((peer) => peer.on('data', (chunk) => received.push(chunk)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const socket = new Socket();
    await new Promise<void>((resolve) => socket.connect((server.address() as AddressInfo).port, '127.0.0.1', resolve));
    let syscalls = 0;
    const writev = socket._writev!.bind(socket);
    socket._writev = (...args: Parameters<NonNullable<Socket['_writev']>>) => (syscalls++, writev(...args));
    const write = socket._write.bind(socket);
    socket._write = (...args: Parameters<Socket['_write']>) => (syscalls++, write(...args));
    const sent: string[] = [];
    for (let i = 0; i < 2 * MAX_HELD_WRITES + 3; i++) {
      corkForTurn(socket);
      socket.write(`${i};`);
      sent.push(`${i};`);
      // the first full batches leave while the turn still runs
      if (i === MAX_HELD_WRITES) expect(syscalls).toBe(1);
    }
    expect(syscalls).toBe(2);
    expect(socket.writableCorked).toBe(1); // the last three wait for the end of the turn
    await new Promise((resolve) => setImmediate(resolve));
    expect(syscalls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Buffer.concat(received).toString()).toBe(sent.join(''));
    socket.destroy();
    server.close();
  });
});

describe('CoalescingJsonSocket', () => {
  const closers: (() => void)[] = [];
  afterEach(() => closers.splice(0).forEach((close) => close()));

  it('coalesces the messages of one turn on a socket it connects itself (net.Socket#connect resets a wrapped write)', async () => {
    const received: Buffer[] = [];
    const server = createServer((peer) => peer.on('data', (chunk) => received.push(chunk)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const net = new Socket();
    const socket = new CoalescingJsonSocket(net);
    const connected = new Promise<void>((resolve) => net.once('connect', () => resolve()));
    socket.connect((server.address() as AddressInfo).port, '127.0.0.1');
    closers.push(() => net.destroy(), () => server.close());
    await connected;
    let syscalls = 0;
    const writev = net._writev!.bind(net);
    net._writev = (...args: Parameters<NonNullable<Socket['_writev']>>) => (syscalls++, writev(...args));
    const write = net._write.bind(net);
    net._write = (...args: Parameters<Socket['_write']>) => (syscalls++, write(...args));

    socket.sendMessage({ pattern: 'judge', id: '1' });
    socket.sendMessage({ pattern: 'judge', id: '2' });
    socket.sendMessage({ pattern: 'judge', id: '3' });
    expect(net.writableCorked).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(net.writableCorked).toBe(0);
    expect(syscalls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Buffer.concat(received).toString().match(/"id":"\d"/g)).toEqual(['"id":"1"', '"id":"2"', '"id":"3"']);
  });
});
