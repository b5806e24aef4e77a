#!/usr/bin/env node
// Runs the official MCP conformance suite (@modelcontextprotocol/conformance, the last release that
// runs on Node 20) against a running mcp-gateway. The suite's client sends no credentials, so a
// loopback proxy adds `Authorization: Bearer <key>` to every request, as Cursor and Claude Code do.
//
//   node tools/scripts/mcp-conformance.mjs --url=http://127.0.0.1:3001/mcp --key=a8_sk_…
//
// Results go to docs/mcp-conformance/results/; expected failures are listed with their reasons in
// docs/mcp-conformance/baseline.yml.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split(/=(.*)/s).slice(0, 2)));
if (!args.url || !args.key) {
  console.error('usage: node tools/scripts/mcp-conformance.mjs --url=http://127.0.0.1:3001/mcp --key=a8_sk_…');
  process.exit(2);
}
const target = new URL(args.url);

const proxy = http.createServer((req, res) => {
  const upstream = http.request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, authorization: `Bearer ${args.key}` } },
    (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502);
    res.end(String(error));
  });
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxied = `http://127.0.0.1:${proxy.address().port}${target.pathname}`;
console.log(`conformance suite → ${proxied} → ${target.href}`);
// Async: the proxy lives in this process and must keep serving while the suite runs.
const run = spawn(
  'npx',
  ['-y', '@modelcontextprotocol/conformance@0.1.13', 'server', '--url', proxied, '--suite', 'all', '--expected-failures', join(root, 'docs/mcp-conformance/baseline.yml'), '-o', join(root, 'docs/mcp-conformance/results')],
  { stdio: 'inherit', cwd: root },
);
const status = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
proxy.close();
process.exit(status);
