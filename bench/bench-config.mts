import { defineConfig } from 'vitest/config';

/**
 * The vitest config of one benchmark folder. Its files are not named vitest.config.*: the
 * @nx/vitest plugin would make them `test` targets, and `npm test` would run the benchmarks. Run
 * one with `npx nx run bench-<name>:bench`.
 */
export function benchConfig(name: string, root: string) {
  return defineConfig({
    root,
    resolve: { tsconfigPaths: true },
    test: {
      name: `bench-${name}`,
      environment: 'node',
      include: ['*.bench-spec.ts'],
      fileParallelism: false,
      testTimeout: 1_800_000,
      hookTimeout: 300_000,
      env: { TZ: 'UTC' },
    },
  });
}
