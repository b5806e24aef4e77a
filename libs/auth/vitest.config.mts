import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'auth',
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.int-spec.ts'],
    env: { TZ: 'UTC' },
    // Integration specs create and migrate their own database first.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
