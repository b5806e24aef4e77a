import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** One shipped example, in the MCP `teach` shape plus the pack it belongs to. */
export interface ReferenceExample {
  pack: string;
  input: { role: 'system' | 'user' | 'assistant' | 'developer'; content: string }[] | string;
  format: Record<string, unknown> | null;
  answer: unknown;
}

/** A shipped example set fitted into the `@reference` version every organization starts from. */
export interface ReferencePack {
  name: string;
  title: string;
  source: string;
  licence: string;
  examples: ReferenceExample[];
}

/** The data folder relative to the workspace root (and to /app in the image). */
export const REFERENCE_PACKS_RELATIVE_DIR = join('libs', 'reference-packs', 'data');
/** The manifest in the data folder: one entry per pack, naming its file, title, source and licence. */
export const REFERENCE_PACKS_MANIFEST = 'packs.json';

const ROLES = new Set(['system', 'user', 'assistant', 'developer']);

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Absolute path of `libs/reference-packs/data`: resolved against `process.cwd()` (the workspace root for
 * `npm start`, tests and the image's WORKDIR /app), else found by walking up from this module's folder
 * (source under vitest, or a bundle in dist/apps/<app>/). Returns the cwd-based path when neither exists, so
 * the loader's error names where it looked.
 */
export function referencePacksDir(): string {
  const fromCwd = resolve(process.cwd(), REFERENCE_PACKS_RELATIVE_DIR);
  if (isDir(fromCwd)) return fromCwd;
  const here = typeof __dirname === 'string' ? __dirname : undefined;
  if (here) {
    let dir = resolve(here);
    for (;;) {
      const candidate = join(dir, REFERENCE_PACKS_RELATIVE_DIR);
      if (isDir(candidate)) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return fromCwd;
}

interface ManifestEntry {
  name: string;
  file: string;
  title: string;
  source: string;
  licence: string;
}

function readManifest(dir: string): ManifestEntry[] {
  const path = join(dir, REFERENCE_PACKS_MANIFEST);
  if (!existsSync(path)) throw new Error(`reference packs: no ${REFERENCE_PACKS_MANIFEST} in ${dir}`);
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(raw)) throw new Error(`reference packs: ${path} must hold an array`);
  return raw.map((entry: unknown, i) => {
    const e = entry as Record<string, unknown>;
    for (const key of ['name', 'file', 'title', 'source', 'licence']) {
      if (typeof e?.[key] !== 'string' || e[key] === '') {
        throw new Error(`reference packs: ${path} entry ${i} needs a string "${key}"`);
      }
    }
    return e as unknown as ManifestEntry;
  });
}

function parseExample(pack: string, where: string, line: string): ReferenceExample {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch (err) {
    throw new Error(`reference packs: ${where} is not JSON (${(err as Error).message})`);
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new Error(`reference packs: ${where} must be an object`);
  const r = row as Record<string, unknown>;
  const input = r['input'];
  if (typeof input !== 'string') {
    if (!Array.isArray(input) || input.length === 0) throw new Error(`reference packs: ${where} "input" must be a string or messages`);
    for (const m of input as unknown[]) {
      const msg = m as Record<string, unknown>;
      if (typeof msg?.['role'] !== 'string' || !ROLES.has(msg['role']) || typeof msg['content'] !== 'string') {
        throw new Error(`reference packs: ${where} "input" messages need a role (system, user, assistant, developer) and string content`);
      }
    }
  }
  const format = r['format'] ?? null;
  if (format !== null && (typeof format !== 'object' || Array.isArray(format))) throw new Error(`reference packs: ${where} "format" must be an object`);
  if (!('answer' in r)) throw new Error(`reference packs: ${where} needs an "answer"`);
  return {
    pack,
    input: input as ReferenceExample['input'],
    format: format as Record<string, unknown> | null,
    answer: r['answer'],
  };
}

/**
 * Reads every pack listed in the data folder's manifest, synchronously. Deterministic order: packs by name,
 * examples in file order. Pass `process.env.REFERENCE_PACKS_DIR` (or any folder holding a manifest) to override.
 */
export function loadReferencePacks(dir: string = referencePacksDir()): ReferencePack[] {
  const root = resolve(dir);
  const entries = readManifest(root).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const seen = new Set<string>();
  return entries.map((entry) => {
    if (seen.has(entry.name)) throw new Error(`reference packs: pack "${entry.name}" is listed twice`);
    seen.add(entry.name);
    const file = join(root, entry.file);
    const examples: ReferenceExample[] = [];
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (line.trim() === '') return;
        examples.push(parseExample(entry.name, `${entry.file}:${i + 1}`, line));
      });
    return { name: entry.name, title: entry.title, source: entry.source, licence: entry.licence, examples };
  });
}
