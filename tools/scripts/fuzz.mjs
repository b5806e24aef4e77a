#!/usr/bin/env node
// `npm run test:fuzz`: the full fuzz tier, 10,000 hostile requests per gateway against the running
// services (`npm test` runs a bounded slice). FUZZ_CASES and FUZZ_SEED override the count and seed.
import { nxEnv, run, setup, step } from './setup.mjs';

await setup({ database: true });
step('Building the services', () => run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api-gateway,mcp-gateway,judge,fitting-worker,admin', '--output-style=static']));
step('Fuzzing both gateways', () =>
  run('npx', ['vitest', 'run', '--config', 'apps/stack-e2e/vitest.config.mts', 'src/fuzz.e2e-spec.ts'], {
    env: { ...nxEnv, FUZZ_CASES: process.env.FUZZ_CASES ?? '10000' },
  }),
);
