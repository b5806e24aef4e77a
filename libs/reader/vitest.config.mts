import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'reader',
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.int-spec.ts'],
    env: { TZ: 'UTC' },
    // The reader is pure functions of the text (no mocks, no env): one module graph shared by every spec file (no per-file
    // isolation) runs the suite in seconds instead of minutes on a 2-core machine, and no file can leave state another reads.
    isolate: false,
  },
});
