import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (the directory holding nx.json), from the working directory up. */
export function repoRoot(from = process.cwd()): string {
  let dir = path.resolve(from);
  while (!existsSync(path.join(dir, 'nx.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no nx.json above ${from}`);
    dir = up;
  }
  return dir;
}

/** Path of the real word-vector file, converting it first (node tools/scripts/build-vectors.mjs) when missing. */
export function ensureWordVectorsFile(): string {
  const root = repoRoot();
  const file = path.join(root, 'data/vectors/wink-100d.a8v');
  execFileSync(process.execPath, [path.join(root, 'tools/scripts/build-vectors.mjs')], { cwd: root, stdio: 'pipe' });
  return file;
}
