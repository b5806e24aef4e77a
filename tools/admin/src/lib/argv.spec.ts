import { describe, expect, it } from 'vitest';
import { parseArgv } from './argv';

describe('parseArgv', () => {
  it('reads the command and --flag=value pairs', () => {
    expect(parseArgv(['create-key', '--org=acme', '--permissions=models:infer,models:train', '--name=ci'])).toEqual({
      command: 'create-key',
      flags: { org: 'acme', permissions: 'models:infer,models:train', name: 'ci' },
      extra: [],
    });
  });

  it('keeps = inside values, accepts --flag value and bare --flag', () => {
    expect(parseArgv(['x', '--password=a=b', '--org', 'acme', '--dry-run'])).toEqual({
      command: 'x',
      flags: { password: 'a=b', org: 'acme', 'dry-run': 'true' },
      extra: [],
    });
  });

  it('collects stray words and handles no command', () => {
    expect(parseArgv(['x', 'y', '--a=1', 'z'])).toEqual({ command: 'x', flags: { a: '1' }, extra: ['y', 'z'] });
    expect(parseArgv([])).toEqual({ command: undefined, flags: {}, extra: [] });
  });
});
