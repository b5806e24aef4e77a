import { createServer } from 'node:net';

// Ports are drawn below Linux's ephemeral range (32768–60999): a port the kernel hands out for
// listen(0) or an outgoing connection can be taken between the moment a port is chosen here and the
// moment a service binds it, by another project's tests running in parallel under nx. A stack that
// then finds a stranger on its port answers "Cannot POST /mcp" from the wrong server (a CI failure).
const LOWEST = 20_000;
const SPAN = 12_000;
const handedOut = new Set<number>();

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port no other part of this test process was given, free now, outside the ephemeral range. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * SPAN);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${LOWEST + SPAN}`);
}
