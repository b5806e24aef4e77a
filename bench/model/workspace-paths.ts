/**
 * tsc emits `require('@a8/contracts')` as written; Node has no tsconfig paths. Imported first by every
 * entry point of this benchmark, it maps `@a8/<lib>` to that library's compiled index under dist/bench-model.
 */
import Module from 'node:module';
import path from 'node:path';

const compiledLibs = path.resolve(__dirname, '../../libs');
const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const original = resolver._resolveFilename;
resolver._resolveFilename = (request: string, ...rest: unknown[]) => {
  const m = /^@a8\/([a-z-]+)$/.exec(request);
  return original(m ? path.join(compiledLibs, m[1]!, 'src/index.js') : request, ...rest);
};
