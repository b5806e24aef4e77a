import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'reader',
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.int-spec.ts'],
    env: { TZ: 'UTC' },
    // The parser replicas are pure functions of the reply: one module graph shared by every spec file (no per-file
    // isolation) runs the 470-odd files in a fraction of the time, and no file can leave state another reads.
    isolate: false,
  },
});
