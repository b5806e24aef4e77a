#!/usr/bin/env node
// `npm test`: prepares what is missing, then runs every project's type check and tests.
// Tests create their own databases (a8_test_<random>) and drop them afterwards.
import { run, setup, step } from './setup.mjs';

await setup();
const extra = process.argv.slice(2);
step('Type-checking and testing every project', () =>
  run('npx', ['nx', 'run-many', '-t', 'typecheck', 'test', '--parallel=2', '--output-style=static', ...extra]),
);
