import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'admin',
    environment: 'node',
    include: ['src/**/*.spec.ts', 'src/**/*.int-spec.ts'],
    env: { TZ: 'UTC' },
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
