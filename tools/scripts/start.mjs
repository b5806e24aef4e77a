#!/usr/bin/env node
// `npm start`: prepares a fresh checkout, builds the four services, starts them on their local
// defaults, waits until each is ready and says where they listen. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { nxEnv, root, run, setup, step } from './setup.mjs';

const services = [
  { name: 'judge', port: 3002, listens: 'tcp://127.0.0.1:4000 (judge service), http://127.0.0.1:3002 (probes)' },
  { name: 'fitting-worker', port: 3003, listens: 'BullMQ queue "fit", http://127.0.0.1:3003 (probes)' },
  { name: 'api-gateway', port: 3000, listens: 'http://127.0.0.1:3000/eval/v1/messages (Anthropic Messages API)' },
  { name: 'mcp-gateway', port: 3001, listens: 'http://127.0.0.1:3001/mcp (MCP server "A8")' },
];

await setup({ database: true });
step('Building the services', () =>
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', services.map((s) => s.name).join(','), '--output-style=static']),
);

// The gateways sign their messages to the judge with this secret (docs/deploy.md): a fresh one for
// each run on a developer's machine, unless one is set.
const judgeRpcSecret = process.env.JUDGE_RPC_SECRET ?? randomBytes(32).toString('hex');

const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  process.stdout.write('\nStopping the services…\n');
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000);
  Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.on('exit', resolve))))).then(() => {
    clearTimeout(deadline);
    process.exit(code);
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const service of services) {
  const child = spawn(process.execPath, [join(root, 'dist', 'apps', service.name, 'main.js')], {
    cwd: root,
    env: { ...nxEnv, NODE_ENV: process.env.NODE_ENV ?? 'development', JUDGE_RPC_SECRET: judgeRpcSecret },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}] `;
  const forward = (stream, out) => {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      process.stderr.write(`${prefix}exited (${signal ?? code}); stopping the stack.\n`);
      stopAll(1);
    }
  });
  children.push(child);
}

async function waitReady(service, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${service.port}/readyz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const ready = await Promise.all(services.map((s) => waitReady(s)));
const late = services.filter((_, i) => !ready[i]);
if (late.length) {
  process.stderr.write(`✗ Not ready after 60 s: ${late.map((s) => s.name).join(', ')} (see their logs above).\n`);
  stopAll(1);
} else {
  process.stdout.write('\nA8 is running:\n');
  for (const s of services) process.stdout.write(`  ${s.name.padEnd(15)} ${s.listens}\n`);
  process.stdout.write('Create a key: npx nx run admin:create-key --org=<org> --permissions=models:infer,models:train,models:explain\nCtrl-C stops every service.\n');
}
