import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'deploy-check',
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    env: {
      TZ: 'UTC',
      // The repository whose deployment files are checked; override to check another checkout.
      DEPLOY_CHECK_ROOT: process.env.DEPLOY_CHECK_ROOT ?? resolve(import.meta.dirname, '../..'),
    },
  },
});
