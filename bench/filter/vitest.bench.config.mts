import { defineConfig } from 'vitest/config';

// Not named vitest.config.*: the @nx/vitest plugin would make it a `test` target, and `npm test`
// would run the benchmark. Run it with `npx nx run bench-filter:bench`.
export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: {
    name: 'bench-filter',
    environment: 'node',
    include: ['*.bench-spec.ts'],
    fileParallelism: false,
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
    env: { TZ: 'UTC' },
  },
});
