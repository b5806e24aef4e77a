import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Enforces the module boundaries the Nx tags declare (STYLE.md): apps depend on libs, libs never
 * on apps, no app imports another app, and a lib only on libs of a layer it may use.
 */
const root = resolve(import.meta.dirname, '../../..');

interface Project {
  name: string;
  root: string;
  tags: string[];
}

function findProjects(): Project[] {
  const projects: Project[] = [];
  for (const base of ['apps', 'libs', 'tools', 'prisma']) {
    const dir = join(root, base);
    const candidates = base === 'prisma' ? [dir] : readdirSync(dir).map((d) => join(dir, d));
    for (const candidate of candidates) {
      try {
        const json = JSON.parse(readFileSync(join(candidate, 'project.json'), 'utf8')) as { name: string; tags?: string[] };
        projects.push({ name: json.name, root: relative(root, candidate), tags: json.tags ?? [] });
      } catch {
        // not a project
      }
    }
  }
  return projects;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'generated') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|mts|mjs|js)$/.test(entry)) out.push(path);
  }
  return out;
}

const IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

const paths = (JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } }).compilerOptions.paths;

/** Which layers each layer may import. */
const ALLOWED: Record<string, string[]> = {
  'type:app': ['type:domain', 'type:data', 'type:util'],
  'type:e2e': ['type:domain', 'type:data', 'type:util'],
  'type:domain': ['type:domain', 'type:data', 'type:util'],
  'type:data': ['type:data', 'type:util'],
  'type:util': ['type:util'],
};

describe('module boundaries', () => {
  const projects = findProjects();
  const byAlias = new Map(Object.entries(paths).map(([alias, [target]]) => [alias, projects.find((p) => resolve(root, target).startsWith(resolve(root, p.root) + '/'))]));

  it('finds the projects and every alias points at a lib barrel', () => {
    expect(projects.map((p) => p.name)).toEqual(expect.arrayContaining(['api-gateway', 'mcp-gateway', 'judge', 'fitting-worker', 'model', 'contracts']));
    for (const [alias, project] of byAlias) {
      expect(project, alias).toBeDefined();
      expect(project!.root.startsWith('libs/'), alias).toBe(true);
      expect(paths[alias][0], alias).toMatch(/\/src\/index\.ts$/);
    }
  });

  it('every project has exactly one layer tag', () => {
    for (const p of projects) expect(p.tags.filter((t) => t.startsWith('type:')), p.name).toHaveLength(1);
  });

  for (const project of findProjects()) {
    it(`${project.name} imports only what its layer allows`, () => {
      const layer = project.tags.find((t) => t.startsWith('type:'))!;
      const problems: string[] = [];
      const projectDir = resolve(root, project.root);
      for (const file of sourceFiles(projectDir)) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(IMPORT)) {
          const spec = match[1];
          const where = `${relative(root, file)} imports ${spec}`;
          if (spec.startsWith('.')) {
            const target = resolve(dirname(file), spec);
            if (!target.startsWith(projectDir + '/') && target !== projectDir) {
              // A relative import leaving the project: only scripts reaching the workspace root are fine.
              if (/\/(apps|libs)\//.test(target + '/')) problems.push(`${where} (a relative import into another project; use its @a8 alias)`);
            }
            continue;
          }
          if (!spec.startsWith('@a8/')) continue;
          const alias = spec.split('/').slice(0, 2).join('/');
          if (spec !== alias) problems.push(`${where} (a deep import; import the barrel ${alias})`);
          const target = byAlias.get(alias);
          if (!target) {
            problems.push(`${where} (no such alias)`);
            continue;
          }
          if (target.name === project.name) {
            problems.push(`${where} (a project importing its own alias)`);
            continue;
          }
          const targetLayer = target.tags.find((t) => t.startsWith('type:'))!;
          if (!ALLOWED[layer]?.includes(targetLayer)) problems.push(`${where} (${layer} may not depend on ${targetLayer})`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
