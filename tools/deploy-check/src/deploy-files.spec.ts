/**
 * Static checks of the deployment files (Dockerfile, docker/entrypoint.sh, docker-compose.yml, k8s/):
 * no Docker engine or cluster is needed. Each check guards a piece of wiring that would otherwise
 * only break at deploy time: a renamed port, a missing ConfigMap key, a stale app name.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

// ---- The contract (docs/deploy.md) ----------------------------------------------------------------

interface AppContract {
  port: number;
  public: boolean;
}
const APPS: Record<string, AppContract> = {
  'api-gateway': { port: 3000, public: true },
  'mcp-gateway': { port: 3001, public: true },
  judge: { port: 3002, public: false },
  'fitting-worker': { port: 3003, public: false },
};
const APP_NAMES = Object.keys(APPS);
const MIGRATE = 'migrate';
const JUDGE_TCP_PORT = 4000;
const CONTRACT_ENV = new Set([
  'APP',
  'NODE_ENV',
  'LOG_LEVEL',
  'HOST',
  'PORT',
  'DATABASE_URL',
  'REDIS_URL',
  'JUDGE_HOST',
  'JUDGE_PORT',
  'JUDGE_TIMEOUT_MS',
  'JUDGE_RPC_SECRET',
  'JUDGE_MAX_FRAME_CHARS',
  'VECTORS_PATH',
  'MCP_PUBLIC_URL',
  'FIT_CONCURRENCY',
  'HARM_FILTER_CACHE',
]);
/** Variables read by third-party images (keyed by image name without tag), not by A8. */
const IMAGE_ENV: Record<string, string[]> = {
  postgres: ['POSTGRES_USER', 'POSTGRES_PASSWORD', 'POSTGRES_DB'],
  redis: [],
};
const DEPENDS_ON_CONDITIONS = new Set(['service_started', 'service_healthy', 'service_completed_successfully']);

// ---- Repository access ------------------------------------------------------------------------------

const ROOT = process.env.DEPLOY_CHECK_ROOT ?? join(process.cwd(), '../..');
const repoPath = (rel: string) => join(ROOT, rel);
const exists = (rel: string) => existsSync(repoPath(rel));
const read = (rel: string) => readFileSync(repoPath(rel), 'utf8');

/** A project Nx can build: apps/<name>/project.json whose name is <name>. */
function isAppProject(name: string): boolean {
  const file = `apps/${name}/project.json`;
  if (!exists(file)) return false;
  return (JSON.parse(read(file)) as { name?: string }).name === name;
}

function loadYaml(rel: string): unknown[] {
  const docs = parseAllDocuments(read(rel), { merge: true });
  const list = Array.isArray(docs) ? docs : [docs];
  const out: unknown[] = [];
  for (const doc of list) {
    expect(doc.errors.map((e) => e.message), `${rel} parses`).toEqual([]);
    const value: unknown = doc.toJS();
    if (value !== null && value !== undefined) out.push(value);
  }
  return out;
}

// ---- docker/entrypoint.sh ----------------------------------------------------------------------------

interface CaseBranch {
  patterns: string[];
  body: string;
}

/** The branches of the `case` that picks the app: patterns (quotes stripped) and their commands. */
function entrypointBranches(): CaseBranch[] {
  const text = read('docker/entrypoint.sh');
  const block = /\bcase\s+"?\$\{?(\w+)\}?"?\s+in\b([\s\S]*?)\besac\b/.exec(text);
  if (!block) return [];
  const branches: CaseBranch[] = [];
  const branchRe = /^\s*([^\n()]+)\)\s*\n?([\s\S]*?);;/gm;
  for (const match of block[2].matchAll(branchRe)) {
    const patterns = match[1].split('|').map((p) => p.trim().replace(/^["']|["']$/g, ''));
    branches.push({ patterns, body: match[2] });
  }
  return branches;
}

function entrypointHandles(app: string): boolean {
  return entrypointBranches().some((b) => b.patterns.includes(app));
}

// ---- Dockerfile -------------------------------------------------------------------------------------

interface Instruction {
  cmd: string;
  args: string;
}
interface Stage {
  index: number;
  name: string;
  image: string;
  workdir: string;
  instructions: Instruction[];
}

function parseDockerfile(): Stage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of read('Dockerfile').split('\n')) {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line) || (!pending && line.trim() === '')) continue;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    logical.push((pending + line).trim());
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, cmd, args] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { cmd: cmd.toUpperCase(), args };
    if (instruction.cmd === 'FROM') {
      const [, image, name] = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args) ?? [];
      stages.push({ index: stages.length, name: name ?? String(stages.length), image, workdir: '/', instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`Dockerfile: ${cmd} before FROM`);
    if (instruction.cmd === 'WORKDIR') stage.workdir = posix.resolve(stage.workdir, args.trim());
    stage.instructions.push(instruction);
  }
  return stages;
}

interface Copy {
  from?: string;
  sources: string[];
  dest: string;
}

function parseCopy(args: string): Copy {
  let rest = args.trim();
  let paths: string[];
  const flags: Record<string, string> = {};
  for (let m = /^--(\w[\w-]*)(?:=(\S+))?\s+/.exec(rest); m; m = /^--(\w[\w-]*)(?:=(\S+))?\s+/.exec(rest)) {
    flags[m[1]] = m[2] ?? '';
    rest = rest.slice(m[0].length);
  }
  if (rest.startsWith('[')) paths = JSON.parse(rest) as string[];
  else paths = rest.split(/\s+/);
  return { from: flags['from'], sources: paths.slice(0, -1), dest: paths.at(-1) ?? '' };
}

/** .dockerignore semantics: a path is excluded when it or a parent matches; the last matching rule wins. */
function dockerIgnored(rel: string): boolean {
  if (!exists('.dockerignore')) return false;
  const rules = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = posix.normalize((negate ? l.slice(1) : l).replace(/^\/+/, '')).replace(/\/+$/, '');
      const source = pattern
        .split(/(\*\*\/|\*\*|\*|\?)/)
        .map((part) => {
          if (part === '**/') return '(?:.*/)?';
          if (part === '**') return '.*';
          if (part === '*') return '[^/]*';
          if (part === '?') return '[^/]';
          return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { negate, re: new RegExp(`^${source}$`) };
    });
  const parts = posix.normalize(rel).replace(/^\.\/|\/$/g, '').split('/');
  let ignored = false;
  for (const rule of rules) {
    for (let i = 1; i <= parts.length; i++) {
      if (rule.re.test(parts.slice(0, i).join('/'))) {
        ignored = !rule.negate;
        break;
      }
    }
  }
  return ignored;
}

function packageDeps(kind: 'dependencies' | 'devDependencies'): Set<string> {
  const pkg = JSON.parse(read('package.json')) as Record<string, Record<string, string> | undefined>;
  return new Set(Object.keys(pkg[kind] ?? {}));
}

/**
 * Why `rel` (relative to the stage's WORKDIR) exists in a stage, or null if nothing made it there:
 * the build context copied in, or a known RUN step's output.
 */
function producedIn(stage: Stage, rel: string): string | null {
  const norm = posix.normalize(rel).replace(/\/$/, '');
  for (const ins of stage.instructions) {
    if (ins.cmd === 'COPY' || ins.cmd === 'ADD') {
      const copy = parseCopy(ins.args);
      if (copy.from) continue;
      const dest = posix.relative(stage.workdir, posix.resolve(stage.workdir, copy.dest));
      for (const src of copy.sources) {
        const target = src === '.' ? dest : posix.join(dest, posix.basename(src));
        const under = target === '' ? norm : posix.relative(target, norm);
        if (under.startsWith('..')) continue;
        const repoRel = src === '.' ? under : posix.join(src, under.replace(/^\.$/, ''));
        if (exists(repoRel) && !dockerIgnored(repoRel)) return `copied from the build context (${src})`;
      }
    }
    if (ins.cmd === 'RUN') {
      const npmCi = /\bnpm ci\b([^&;]*)/.exec(ins.args);
      const moduleMatch = /^node_modules(?:\/((?:@[^/]+\/)?[^/]+))?/.exec(norm);
      if (npmCi && moduleMatch) {
        const pkg = moduleMatch[1];
        const omitDev = /--omit[= ]dev|--production/.test(npmCi[1]);
        if (!pkg) return `installed by ${npmCi[0].trim()}`;
        if (packageDeps('dependencies').has(pkg)) return `production dependency ${pkg}`;
        if (!omitDev && packageDeps('devDependencies').has(pkg)) return `dev dependency ${pkg}`;
      }
      const build = /\bnx run-many\b.*-t(?:arget)?[= ]build\b.*--projects[= ](\S+)/.exec(ins.args);
      if (build && /^dist\/apps(\/|$)/.test(norm)) {
        const built = build[1].split(',');
        const wanted = norm === 'dist/apps' ? APP_NAMES : [norm.split('/')[2]];
        if (wanted.every((app) => built.includes(app))) return `built by nx (${build[1]})`;
      }
      if (/\bnode tools\/scripts\/build-vectors\.mjs\b/.test(ins.args) && /^data\/vectors(\/|$)/.test(norm)) {
        return 'written by tools/scripts/build-vectors.mjs';
      }
    }
  }
  return null;
}

describe('Dockerfile', () => {
  const stages = parseDockerfile();
  const final = stages.at(-1) as Stage;

  it('builds in stages from Node 20.19 or later', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) {
      const m = /^node:(\d+)(?:\.(\d+))?/.exec(stage.image);
      expect(m, `stage ${stage.name} uses a node image (${stage.image})`).not.toBeNull();
      const [major, minor] = [Number(m?.[1]), m?.[2] === undefined ? undefined : Number(m[2])];
      // "node:20-..." floats to the newest 20.x; a pinned minor must be at least 20.19.
      expect(major > 20 || (major === 20 && (minor === undefined || minor >= 19)), stage.image).toBe(true);
    }
  });

  it('copies only sources that exist in the repo (and are not dockerignored) or in an earlier stage', () => {
    const problems: string[] = [];
    for (const stage of stages) {
      for (const ins of stage.instructions.filter((i) => i.cmd === 'COPY' || i.cmd === 'ADD')) {
        const copy = parseCopy(ins.args);
        expect(copy.sources.length, `${ins.cmd} ${ins.args}`).toBeGreaterThan(0);
        for (const src of copy.sources) {
          if (copy.from === undefined) {
            if (!exists(src)) problems.push(`stage ${stage.name}: ${src} is not in the repo`);
            else if (src !== '.' && dockerIgnored(src)) problems.push(`stage ${stage.name}: ${src} is excluded by .dockerignore`);
            continue;
          }
          const origin = stages.find((s) => s.name === copy.from || String(s.index) === copy.from);
          if (!origin || origin.index >= stage.index) {
            problems.push(`stage ${stage.name}: --from=${copy.from} is not an earlier stage`);
            continue;
          }
          const rel = posix.relative(origin.workdir, posix.resolve(origin.workdir, src));
          if (rel.startsWith('..')) problems.push(`stage ${stage.name}: ${src} is outside ${origin.name}'s WORKDIR`);
          else if (!producedIn(origin, rel)) problems.push(`stage ${stage.name}: nothing in stage ${origin.name} makes ${src}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('runs only repo scripts that the build context contains', () => {
    const problems: string[] = [];
    for (const stage of stages) {
      for (const ins of stage.instructions.filter((i) => i.cmd === 'RUN')) {
        for (const m of ins.args.matchAll(/\bnode\s+((?:\.\/)?[\w./-]+\.m?js)\b/g)) {
          const rel = posix.relative(stage.workdir, posix.resolve(stage.workdir, m[1]));
          if (!producedIn(stage, rel)) problems.push(`stage ${stage.name}: ${m[1]} is not in the build context`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('builds every app, each an Nx project under apps/', () => {
    const build = stages.flatMap((s) => s.instructions).find((i) => i.cmd === 'RUN' && /nx run-many/.test(i.args));
    const projects = /--projects[= ](\S+)/.exec(build?.args ?? '')?.[1].split(',') ?? [];
    expect([...projects].sort()).toEqual([...APP_NAMES].sort());
    for (const app of projects) expect(isAppProject(app), `apps/${app}/project.json names project ${app}`).toBe(true);
  });

  it('ships the apps, vectors, migrations and a production-only node_modules in the final stage', () => {
    const copies = final.instructions.filter((i) => i.cmd === 'COPY').map((i) => parseCopy(i.args));
    const shipped = (rel: string) =>
      copies.some((c) => {
        const dest = posix.resolve(final.workdir, c.dest);
        return c.sources.some((src) => {
          const target = c.sources.length > 1 || c.dest.endsWith('/') ? posix.join(dest, posix.basename(src)) : dest;
          const under = posix.relative(target, posix.resolve(final.workdir, rel));
          return !under.startsWith('..');
        });
      });
    for (const rel of ['dist/apps', 'data/vectors/wink-100d.a8v', 'prisma/schema.prisma', 'prisma/migrate.mjs', 'prisma.config.ts', 'node_modules/@prisma/schema-engine-wasm', 'docker/entrypoint.sh']) {
      expect(shipped(rel), `${rel} is in the final image`).toBe(true);
    }
    const modules = copies.find((c) => c.dest.replace(/\/$/, '').endsWith('node_modules') && c.from !== undefined);
    const origin = stages.find((s) => s.name === modules?.from);
    const install = origin?.instructions.find((i) => i.cmd === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(install?.args, 'final node_modules comes from `npm ci --omit=dev`').toMatch(/npm ci\b.*--omit[= ]dev/);
  });

  it('ships every package prisma/migrate.mjs imports (prod install or copied in)', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { dev?: boolean } | undefined> };
    const copied = final.instructions
      .filter((i) => i.cmd === 'COPY')
      .map((i) => parseCopy(i.args).dest.replace(/^\.\//, '').replace(/\/$/, ''));
    const text = read('prisma/migrate.mjs');
    const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    const packages = new Set(
      specifiers.filter((s) => !s.startsWith('node:') && !s.startsWith('.')).map((s) => s.split('/').slice(0, s.startsWith('@') ? 2 : 1).join('/')),
    );
    expect(packages.size).toBeGreaterThan(0);
    for (const pkg of packages) {
      const entry = lock.packages[`node_modules/${pkg}`];
      const inProdInstall = entry !== undefined && entry.dev !== true;
      expect(inProdInstall || copied.includes(`node_modules/${pkg}`), `${pkg} is in the runtime image`).toBe(true);
    }
  });

  it('runs as a non-root user through docker/entrypoint.sh', () => {
    const user = final.instructions.filter((i) => i.cmd === 'USER').at(-1)?.args.trim();
    expect(user, 'final stage sets USER').toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const entry = final.instructions.filter((i) => i.cmd === 'ENTRYPOINT').at(-1)?.args ?? '';
    expect(entry).toMatch(/docker\/entrypoint\.sh/);
    const abs = /"([^"]*entrypoint\.sh)"/.exec(entry)?.[1] ?? '';
    expect(posix.resolve(final.workdir, abs), 'ENTRYPOINT is where the script is copied').toBe(posix.resolve(final.workdir, 'docker/entrypoint.sh'));
  });

  it('sets VECTORS_PATH to where the vectors are copied', () => {
    const env = final.instructions.filter((i) => i.cmd === 'ENV').map((i) => i.args).join(' ');
    const vectors = /VECTORS_PATH=(\S+)/.exec(env)?.[1];
    expect(vectors).toBe(posix.resolve(final.workdir, 'data/vectors/wink-100d.a8v'));
  });
});

describe('docker/entrypoint.sh', () => {
  const branches = entrypointBranches();

  it('is an executable POSIX shell script that selects on APP', () => {
    const text = read('docker/entrypoint.sh');
    expect(text.startsWith('#!/bin/sh')).toBe(true);
    expect(statSync(repoPath('docker/entrypoint.sh')).mode & 0o111, 'executable bit').not.toBe(0);
    expect(text).toMatch(/\$\{?APP\b/);
    expect(branches.length).toBeGreaterThan(0);
  });

  it.each(APP_NAMES)('starts %s from dist/apps/<app>/main.js', (app) => {
    const branch = branches.find((b) => b.patterns.includes(app));
    expect(branch, `a case branch for ${app}`).toBeDefined();
    const body = branch?.body ?? '';
    const runsIt = [`dist/apps/${app}/main.js`, 'dist/apps/$app/main.js', 'dist/apps/${app}/main.js', 'dist/apps/$APP/main.js', 'dist/apps/${APP}/main.js'];
    expect(runsIt.some((p) => body.includes(p)), body).toBe(true);
    expect(body).toMatch(/\bexec node\b/);
    const webpack = `apps/${app}/webpack.config.js`;
    expect(exists(webpack) ? read(webpack) : '', `${webpack} builds into dist/apps/${app}`).toMatch(new RegExp(`dist/apps/${app}['"]`));
  });

  it('runs migrations for APP=migrate with prisma/migrate.mjs deploy', () => {
    const body = branches.find((b) => b.patterns.includes(MIGRATE))?.body ?? '';
    expect(body).toMatch(/\bexec node prisma\/migrate\.mjs deploy\b/);
    expect(exists('prisma/migrate.mjs'), 'prisma/migrate.mjs is in the repo').toBe(true);
  });

  it('names no app that is not a project', () => {
    const named = branches.flatMap((b) => b.patterns).filter((p) => /^[a-z][\w-]*$/.test(p) && p !== MIGRATE);
    for (const app of named) expect(isAppProject(app), `apps/${app}/project.json`).toBe(true);
  });
});

// ---- docker-compose.yml ---------------------------------------------------------------------------

interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  ports?: (string | number | { target?: number; published?: string | number })[];
  restart?: string;
  command?: string | string[];
}

function composeEnv(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(env.map((e) => [e.split('=')[0], e.slice(e.indexOf('=') + 1)]));
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function dependsOn(service: ComposeService): Record<string, string> {
  const deps = service.depends_on ?? {};
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']));
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v?.condition ?? 'service_started']));
}

function containerPort(mapping: string | number | { target?: number }): number {
  if (typeof mapping === 'object') return Number(mapping.target);
  const spec = String(mapping).split('/')[0];
  return Number(spec.split(':').at(-1));
}

describe('docker-compose.yml', () => {
  const [compose] = loadYaml('docker-compose.yml') as { services?: Record<string, ComposeService> }[];
  const services = compose?.services ?? {};
  const names = Object.keys(services);
  const built = new Set(Object.values(services).filter((s) => s.build).map((s) => s.image));
  /** Services that run the A8 image (they build it, or use the image tag another service builds). */
  const ours = names.filter((n) => services[n].build !== undefined || built.has(services[n].image));
  const appOf = (n: string) => composeEnv(services[n]).APP;

  it('gives every service an image or a build whose Dockerfile exists', () => {
    expect(names.length).toBeGreaterThan(0);
    for (const [name, s] of Object.entries(services)) {
      expect(s.image !== undefined || s.build !== undefined, `${name} has image or build`).toBe(true);
      if (s.build !== undefined) {
        const build = typeof s.build === 'string' ? { context: s.build } : s.build;
        const context = build.context ?? '.';
        expect(exists(context), `${name}: build context ${context}`).toBe(true);
        expect(exists(posix.join(context, build.dockerfile ?? 'Dockerfile')), `${name}: Dockerfile`).toBe(true);
      }
    }
  });

  it('runs each app once and the migration once, each APP a real project handled by the entrypoint', () => {
    const apps = ours.map(appOf);
    expect([...apps].sort()).toEqual([...APP_NAMES, MIGRATE].sort());
    for (const name of ours) {
      const app = appOf(name);
      expect(entrypointHandles(app), `${name}: entrypoint handles APP=${app}`).toBe(true);
      if (app !== MIGRATE) expect(isAppProject(app), `${name}: apps/${app}/project.json names project ${app}`).toBe(true);
    }
  });

  it('points depends_on at existing services with valid conditions', () => {
    const problems: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      for (const [target, condition] of Object.entries(dependsOn(s))) {
        if (!services[target]) problems.push(`${name} -> ${target}: no such service`);
        else if (target === name) problems.push(`${name} depends on itself`);
        if (!DEPENDS_ON_CONDITIONS.has(condition)) problems.push(`${name} -> ${target}: bad condition ${condition}`);
        if (condition === 'service_healthy' && !services[target]?.healthcheck?.test) {
          problems.push(`${name} -> ${target}: service_healthy but ${target} has no healthcheck`);
        }
        if (condition === 'service_completed_successfully' && !['no', undefined].includes(services[target]?.restart)) {
          problems.push(`${name} -> ${target}: waits for completion of a service that restarts`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('migrates once, before any app starts, and waits for healthy storage', () => {
    const migrate = ours.find((n) => appOf(n) === MIGRATE) ?? '';
    expect(['no', undefined]).toContain(services[migrate]?.restart);
    expect(services[migrate]?.healthcheck?.test, 'a one-shot has no healthcheck').toBeUndefined();
    for (const name of ours.filter((n) => n !== migrate)) {
      const deps = dependsOn(services[name]);
      expect(deps[migrate], `${name} waits for ${migrate}`).toBe('service_completed_successfully');
      for (const url of ['DATABASE_URL', 'REDIS_URL']) {
        const host = new URL(composeEnv(services[name])[url] ?? 'x://missing').hostname;
        expect(services[host], `${name}: ${url} host ${host} is a service`).toBeDefined();
        expect(deps[host], `${name} waits for ${host} to be healthy`).toBe('service_healthy');
      }
    }
  });

  it('health-checks every app on its own PORT', () => {
    const problems: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      const test = s.healthcheck?.test;
      const text = Array.isArray(test) ? test.join(' ') : (test ?? '');
      const env = composeEnv(s);
      const url = /https?:\/\/[\w.-]+:(\d+)(\/\S*?)['"]/.exec(text);
      if (ours.includes(name) && env.APP !== MIGRATE && !url) problems.push(`${name}: no HTTP healthcheck`);
      if (!url) continue;
      if (url[1] !== env.PORT) problems.push(`${name}: healthcheck port ${url[1]} but PORT=${env.PORT}`);
      if (!['/healthz', '/readyz'].includes(url[2])) problems.push(`${name}: healthcheck path ${url[2]}`);
      if (/\bcurl\b|\bwget\b/.test(text)) problems.push(`${name}: the slim image has neither curl nor wget`);
    }
    expect(problems).toEqual([]);
  });

  it('sets the contract ports, binds 0.0.0.0, and publishes the gateways only', () => {
    for (const name of ours.filter((n) => appOf(n) !== MIGRATE)) {
      const env = composeEnv(services[name]);
      const contract = APPS[env.APP];
      expect(env.PORT, `${name}: PORT`).toBe(String(contract.port));
      expect(env.HOST, `${name}: HOST`).toBe('0.0.0.0');
      const published = (services[name].ports ?? []).map(containerPort);
      expect(published, `${name}: published ports`).toEqual(contract.public ? [contract.port] : []);
    }
    for (const name of names.filter((n) => !ours.includes(n))) {
      expect(services[name].ports ?? [], `${name} publishes nothing`).toEqual([]);
    }
  });

  it('points the gateways at the judge service and waits for it', () => {
    const judge = ours.find((n) => appOf(n) === 'judge') ?? '';
    for (const name of ours) {
      const env = composeEnv(services[name]);
      if (env.APP === 'judge') expect(env.JUDGE_PORT).toBe(String(JUDGE_TCP_PORT));
      if (!['api-gateway', 'mcp-gateway'].includes(env.APP)) continue;
      expect(env.JUDGE_HOST, `${name}: JUDGE_HOST`).toBe(judge);
      expect(env.JUDGE_PORT, `${name}: JUDGE_PORT`).toBe(composeEnv(services[judge]).JUDGE_PORT);
      expect(dependsOn(services[name])[judge], `${name} waits for ${judge}`).toBe('service_healthy');
    }
    // Two judges behind the one name: the gateways spread their calls across them.
    expect((services[judge] as { deploy?: { replicas?: number } }).deploy?.replicas ?? 1).toBeGreaterThanOrEqual(2);
  });

  it('gives the judge and both gateways JUDGE_RPC_SECRET from the environment, never a value in the file', () => {
    for (const name of ours) {
      const env = composeEnv(services[name]);
      if (!['api-gateway', 'mcp-gateway', 'judge'].includes(env.APP)) continue;
      expect(env.JUDGE_RPC_SECRET, `${name}: JUDGE_RPC_SECRET`).toMatch(/^\$\{JUDGE_RPC_SECRET:\?[^}]+\}$/);
    }
  });

  it('uses only contract env names (third-party images: their own)', () => {
    const problems: string[] = [];
    for (const [name, s] of Object.entries(services)) {
      const image = (s.image ?? '').split(':')[0].split('/').at(-1) ?? '';
      const allowed = ours.includes(name) ? CONTRACT_ENV : new Set(IMAGE_ENV[image] ?? []);
      for (const key of Object.keys(composeEnv(s))) if (!allowed.has(key)) problems.push(`${name}: ${key}`);
    }
    expect(problems).toEqual([]);
  });
});

// ---- k8s/ ---------------------------------------------------------------------------------------------

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path?: string; port?: string | number };
  tcpSocket?: { port?: string | number };
}
interface Container {
  name: string;
  image?: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}
interface PodSpec {
  containers?: Container[];
  initContainers?: Container[];
  restartPolicy?: string;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
interface NetworkPolicyRule {
  from?: { podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: unknown; ipBlock?: unknown }[];
  ports?: { protocol?: string; port?: number | string }[];
}
interface K8sDoc {
  apiVersion?: string;
  kind?: string;
  metadata?: { name?: string; namespace?: string; labels?: Record<string, string> };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    replicas?: number;
    selector?: Record<string, string> & { matchLabels?: Record<string, string> };
    template?: { metadata?: { labels?: Record<string, string> }; spec?: PodSpec };
    ports?: { name?: string; port: number; targetPort?: string | number }[];
    scaleTargetRef?: { apiVersion?: string; kind?: string; name?: string };
    minReplicas?: number;
    maxReplicas?: number;
    metrics?: { type?: string; resource?: { name?: string } }[];
    podSelector?: { matchLabels?: Record<string, string> };
    policyTypes?: string[];
    ingress?: NetworkPolicyRule[];
  };
  resources?: string[];
  namespace?: string;
  images?: { name?: string; newName?: string }[];
}

const K8S_DIR = 'k8s';
const NAMESPACE = 'a8';

describe('k8s/', () => {
  const files = exists(K8S_DIR) ? readdirSync(repoPath(K8S_DIR)).filter((f) => /\.ya?ml$/.test(f)).sort() : [];
  const docsByFile = new Map(files.map((f) => [f, loadYaml(`${K8S_DIR}/${f}`) as K8sDoc[]]));
  const kustomization = docsByFile.get('kustomization.yaml')?.[0] ?? {};
  const docs = [...docsByFile].filter(([f]) => f !== 'kustomization.yaml').flatMap(([, d]) => d);
  const ofKind = (kind: string) => docs.filter((d) => d.kind === kind);
  const deployments = ofKind('Deployment');
  const services = ofKind('Service');
  const jobs = ofKind('Job');
  const configMaps = new Map(ofKind('ConfigMap').map((d) => [d.metadata?.name, { ...d.data }]));
  const secrets = new Map(ofKind('Secret').map((d) => [d.metadata?.name, { ...d.data, ...d.stringData }]));
  const podOf = (d: K8sDoc) => d.spec?.template?.spec ?? {};
  const containersOf = (d: K8sDoc) => [...(podOf(d).containers ?? []), ...(podOf(d).initContainers ?? [])];
  const envOf = (c: Container) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));
  const appOf = (d: K8sDoc) => podOf(d).containers?.map((c) => envOf(c).APP?.value).find(Boolean) ?? '';
  const configValue = (e: EnvVar | undefined) =>
    e?.value ?? (e?.valueFrom?.configMapKeyRef ? configMaps.get(e.valueFrom.configMapKeyRef.name)?.[e.valueFrom.configMapKeyRef.key] : undefined);
  const resolvePort = (c: Container, port: string | number | undefined) =>
    (c.ports ?? []).find((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));
  const selects = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
    Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);

  it('parses every file, each document a named resource in namespace a8', () => {
    expect(files.length).toBeGreaterThan(1);
    expect(ofKind('Namespace').map((d) => d.metadata?.name)).toEqual([NAMESPACE]);
    for (const d of docs) {
      expect(d.apiVersion && d.kind && d.metadata?.name, JSON.stringify(d).slice(0, 80)).toBeTruthy();
      if (d.kind !== 'Namespace') expect(d.metadata?.namespace, `${d.kind}/${d.metadata?.name}`).toBe(NAMESPACE);
    }
  });

  it('lists exactly the files present in kustomization.yaml', () => {
    expect(kustomization.kind).toBe('Kustomization');
    const listed = kustomization.resources ?? [];
    expect(new Set(listed).size, 'no file listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(files.filter((f) => f !== 'kustomization.yaml'));
    expect(kustomization.namespace ?? NAMESPACE).toBe(NAMESPACE);
  });

  it('keeps non-secret config in a ConfigMap and a Secret template with placeholders', () => {
    for (const [name, data] of configMaps) {
      for (const key of Object.keys(data)) expect(CONTRACT_ENV.has(key), `ConfigMap ${name}: ${key} is a contract variable`).toBe(true);
    }
    const template = docsByFile.get('secret.example.yaml') ?? [];
    const secret = template.find((d) => d.kind === 'Secret');
    expect(Object.keys({ ...secret?.data, ...secret?.stringData }).sort()).toEqual(['DATABASE_URL', 'JUDGE_RPC_SECRET', 'REDIS_URL']);
    expect(read(`${K8S_DIR}/secret.example.yaml`)).toMatch(/template/i);
    for (const value of Object.values({ ...secret?.stringData })) expect(value).toMatch(/<[^>]+>/);
  });

  it('has one Deployment per app, each a real project handled by the entrypoint', () => {
    expect(deployments.map(appOf).sort()).toEqual([...APP_NAMES].sort());
    for (const d of deployments) {
      const app = appOf(d);
      expect(isAppProject(app), `${d.metadata?.name}: apps/${app}/project.json names project ${app}`).toBe(true);
      expect(entrypointHandles(app), `${d.metadata?.name}: entrypoint handles APP=${app}`).toBe(true);
    }
  });

  it('selects its own pods, runs as non-root and sizes every container', () => {
    for (const d of deployments) {
      const name = d.metadata?.name;
      expect(selects(d.spec?.selector?.matchLabels ?? {}, d.spec?.template?.metadata?.labels), `${name}: selector matches pod labels`).toBe(true);
      expect(podOf(d).securityContext?.runAsNonRoot, `${name}: runAsNonRoot`).toBe(true);
      for (const c of containersOf(d)) {
        for (const kind of ['requests', 'limits'] as const) {
          expect(c.resources?.[kind]?.cpu, `${name}/${c.name}: ${kind}.cpu`).toBeTruthy();
          expect(c.resources?.[kind]?.memory, `${name}/${c.name}: ${kind}.memory`).toBeTruthy();
        }
      }
    }
  });

  it('probes /healthz (liveness) and /readyz (readiness) on the declared health port, which is PORT', () => {
    const problems: string[] = [];
    for (const d of deployments) {
      const app = appOf(d);
      for (const c of podOf(d).containers ?? []) {
        const where = `${d.metadata?.name}/${c.name}`;
        const port = configValue(envOf(c).PORT);
        if (port !== String(APPS[app]?.port)) problems.push(`${where}: PORT=${port}, contract says ${APPS[app]?.port}`);
        if (c.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${where}: liveness path`);
        if (c.readinessProbe?.httpGet?.path !== '/readyz') problems.push(`${where}: readiness path`);
        for (const kind of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
          const probe = c[kind];
          if (!probe) continue;
          const probePort = probe.httpGet?.port ?? probe.tcpSocket?.port;
          const declared = resolvePort(c, probePort);
          if (!declared) problems.push(`${where}: ${kind} port ${probePort} is not a declared containerPort`);
          else if (probe.httpGet && String(declared.containerPort) !== port) {
            problems.push(`${where}: ${kind} hits ${declared.containerPort} but the app serves HTTP on PORT=${port}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('resolves every env reference to a ConfigMap/Secret key in k8s/ and uses contract names only', () => {
    const problems: string[] = [];
    for (const d of [...deployments, ...jobs]) {
      for (const c of containersOf(d)) {
        const where = `${d.kind}/${d.metadata?.name}/${c.name}`;
        for (const e of c.env ?? []) {
          if (!CONTRACT_ENV.has(e.name)) problems.push(`${where}: ${e.name} is not a contract variable`);
          const cm = e.valueFrom?.configMapKeyRef;
          const sec = e.valueFrom?.secretKeyRef;
          if (cm && !configMaps.has(cm.name)) problems.push(`${where}: ${e.name} -> ConfigMap ${cm.name} not defined`);
          else if (cm && !(cm.key in (configMaps.get(cm.name) ?? {}))) problems.push(`${where}: ${e.name} -> ${cm.name}.${cm.key} missing`);
          if (sec && !secrets.has(sec.name)) problems.push(`${where}: ${e.name} -> Secret ${sec.name} not defined`);
          else if (sec && !(sec.key in (secrets.get(sec.name) ?? {}))) problems.push(`${where}: ${e.name} -> ${sec.name}.${sec.key} missing`);
          if (e.valueFrom && !cm && !sec) problems.push(`${where}: ${e.name} has an unsupported valueFrom`);
        }
        for (const ref of c.envFrom ?? []) {
          if (ref.configMapRef && !configMaps.has(ref.configMapRef.name)) problems.push(`${where}: envFrom ConfigMap ${ref.configMapRef.name}`);
          if (ref.secretRef && !secrets.has(ref.secretRef.name)) problems.push(`${where}: envFrom Secret ${ref.secretRef.name}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every Service a selector matching a Deployment and targetPorts its containers declare', () => {
    const problems: string[] = [];
    for (const s of services) {
      const where = `Service/${s.metadata?.name}`;
      const selector = (s.spec?.selector ?? {}) as Record<string, string>;
      const matched = deployments.filter((d) => selects(selector, d.spec?.template?.metadata?.labels));
      if (matched.length === 0) problems.push(`${where}: selector matches no Deployment`);
      for (const p of s.spec?.ports ?? []) {
        const target = p.targetPort ?? p.port;
        for (const d of matched) {
          if (!(podOf(d).containers ?? []).some((c) => resolvePort(c, target))) {
            problems.push(`${where}: targetPort ${target} is not a containerPort of ${d.metadata?.name}`);
          }
        }
      }
    }
    const served = new Set(services.flatMap((s) => deployments.filter((d) => selects((s.spec?.selector ?? {}) as Record<string, string>, d.spec?.template?.metadata?.labels)).map(appOf)));
    for (const app of APP_NAMES) if (!served.has(app)) problems.push(`${app}: no Service`);
    expect(problems).toEqual([]);
  });

  it('gives the judge and both gateways JUDGE_RPC_SECRET from the Secret', () => {
    for (const d of deployments.filter((x) => ['api-gateway', 'mcp-gateway', 'judge'].includes(appOf(x)))) {
      const env = envOf(podOf(d).containers?.[0] ?? { name: '' });
      expect(env.JUDGE_RPC_SECRET?.valueFrom?.secretKeyRef, `${d.metadata?.name}: JUDGE_RPC_SECRET`).toEqual({ name: 'a8-secrets', key: 'JUDGE_RPC_SECRET' });
    }
  });

  it('admits only the two gateways to the judge TCP port with a NetworkPolicy', () => {
    const judge = deployments.find((d) => appOf(d) === 'judge');
    const judgeLabels = judge?.spec?.template?.metadata?.labels;
    const policies = ofKind('NetworkPolicy').filter((p) => selects((p.spec?.podSelector?.matchLabels ?? {}) as Record<string, string>, judgeLabels));
    expect(policies.length, 'a NetworkPolicy selects the judge pods').toBe(1);
    const spec = policies[0]?.spec ?? {};
    expect(spec.policyTypes).toContain('Ingress');
    const gatewayLabels = deployments.filter((d) => ['api-gateway', 'mcp-gateway'].includes(appOf(d))).map((d) => d.spec?.template?.metadata?.labels);
    const admitted = (spec.ingress ?? []).filter((rule) => (rule.ports ?? []).some((p) => p.port === JUDGE_TCP_PORT));
    expect(admitted.length, 'one rule opens port 4000').toBe(1);
    const from = admitted[0]?.from ?? [];
    expect(from.length, 'port 4000 is open to pods, never to everyone').toBeGreaterThan(0);
    for (const peer of from) {
      expect(peer.ipBlock ?? peer.namespaceSelector, 'no ipBlock or namespace-wide peer').toBeUndefined();
      const labels = (peer.podSelector?.matchLabels ?? {}) as Record<string, string>;
      expect(gatewayLabels.some((l) => selects(labels, l)), `peer ${JSON.stringify(labels)} is a gateway`).toBe(true);
    }
    expect(gatewayLabels.every((l) => from.some((peer) => selects((peer.podSelector?.matchLabels ?? {}) as Record<string, string>, l))), 'both gateways admitted').toBe(true);
    const otherRules = (spec.ingress ?? []).filter((rule) => rule !== admitted[0]);
    for (const rule of otherRules) expect((rule.ports ?? []).map((p) => p.port), 'other rules never open 4000').not.toContain(JUDGE_TCP_PORT);
  });

  it('lets the gateways reach the judge TCP port through JUDGE_HOST', () => {
    const judge = deployments.find((d) => appOf(d) === 'judge');
    const judgeContainer = podOf(judge ?? {}).containers?.[0];
    const judgePort = configValue(envOf(judgeContainer ?? { name: '' }).JUDGE_PORT);
    expect(judgePort).toBe(String(JUDGE_TCP_PORT));
    expect(judgeContainer && resolvePort(judgeContainer, JUDGE_TCP_PORT), 'judge declares its TCP containerPort').toBeTruthy();
    for (const d of deployments.filter((x) => ['api-gateway', 'mcp-gateway'].includes(appOf(x)))) {
      const env = envOf(podOf(d).containers?.[0] ?? { name: '' });
      const host = configValue(env.JUDGE_HOST);
      const service = services.find((s) => s.metadata?.name === host);
      expect(service, `${d.metadata?.name}: JUDGE_HOST=${host} is a Service`).toBeDefined();
      expect(selects((service?.spec?.selector ?? {}) as Record<string, string>, judge?.spec?.template?.metadata?.labels), `${host} selects the judge pods`).toBe(true);
      const port = service?.spec?.ports?.find((p) => String(p.port) === configValue(env.JUDGE_PORT));
      expect(port, `${host} exposes JUDGE_PORT=${configValue(env.JUDGE_PORT)}`).toBeDefined();
      expect(judgeContainer && resolvePort(judgeContainer, port?.targetPort ?? port?.port)?.containerPort).toBe(JUDGE_TCP_PORT);
    }
    expect(configValue(envOf(podOf(deployments.find((d) => appOf(d) === 'mcp-gateway') ?? {}).containers?.[0] ?? { name: '' }).MCP_PUBLIC_URL)).toMatch(/^https?:\/\//);
  });

  it('scales the fitting worker (1..8) and the judge (2..8) with autoscaling/v2 CPU HPAs on existing Deployments', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    expect(hpas).toHaveLength(2);
    const bounds: Record<string, [number, number]> = {};
    for (const hpa of hpas) {
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      const ref = hpa.spec?.scaleTargetRef;
      expect(ref?.kind).toBe('Deployment');
      const target = deployments.find((d) => d.metadata?.name === ref?.name);
      expect(target, `HPA target ${ref?.name} exists`).toBeDefined();
      bounds[appOf(target ?? {})] = [hpa.spec?.minReplicas ?? 1, hpa.spec?.maxReplicas ?? 0];
      expect(hpa.spec?.metrics?.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu')).toBe(true);
      expect(target?.spec?.replicas, 'the HPA owns the replica count').toBeUndefined();
    }
    expect(bounds).toEqual({ 'fitting-worker': [1, 8], judge: [2, 8] });
  });

  it('resolves the judge Service to every judge pod (headless), so the gateways balance calls across replicas', () => {
    const judgeService = services.find((s) => s.metadata?.name === configValue(envOf(podOf(deployments.find((d) => appOf(d) === 'api-gateway') ?? {}).containers?.[0] ?? { name: '' }).JUDGE_HOST));
    expect((judgeService?.spec as { clusterIP?: string } | undefined)?.clusterIP).toBe('None');
  });

  it('runs the migration once in a Job with the app image, never from a Deployment', () => {
    expect(jobs).toHaveLength(1);
    const [job] = jobs;
    const [container] = podOf(job).containers ?? [];
    expect(envOf(container).APP?.value).toBe(MIGRATE);
    expect(entrypointHandles(MIGRATE)).toBe(true);
    expect(envOf(container).DATABASE_URL?.valueFrom?.secretKeyRef, 'DATABASE_URL from the Secret').toBeDefined();
    expect(['Never', 'OnFailure']).toContain(podOf(job).restartPolicy);
    const images = new Set(deployments.flatMap((d) => containersOf(d).map((c) => c.image)));
    expect([...images]).toEqual([container.image]);
    expect(kustomization.images?.map((i) => i.name) ?? [container.image]).toContain(container.image);
    for (const d of deployments) for (const c of containersOf(d)) expect(envOf(c).APP?.value, `${d.metadata?.name}`).not.toBe(MIGRATE);
  });

  it('documents that Postgres and Redis are managed outside the cluster config', () => {
    const readme = exists(`${K8S_DIR}/README.md`) ? read(`${K8S_DIR}/README.md`) : '';
    expect(readme).toMatch(/postgres/i);
    expect(readme).toMatch(/redis/i);
    expect(deployments.some((d) => containersOf(d).some((c) => /postgres|redis/.test(c.image ?? '')))).toBe(false);
  });
});
