/** `create-org --name=acme --dry-run` → { command: 'create-org', flags: { name: 'acme', 'dry-run': 'true' } }. */
export interface ParsedArgv {
  command: string | undefined;
  flags: Record<string, string>;
  /** Anything that is neither the command nor a flag. */
  extra: string[];
}

export function parseArgv(argv: readonly string[]): ParsedArgv {
  const flags: Record<string, string> = {};
  const extra: string[] = [];
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--') && arg.length > 2) {
      const eq = arg.indexOf('=');
      if (eq >= 0) {
        flags[arg.slice(2, eq)] = arg.slice(eq + 1);
      } else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) {
        // `--name acme`, as some shells and wrappers pass it.
        flags[arg.slice(2)] = argv[++i];
      } else {
        flags[arg.slice(2)] = 'true';
      }
    } else if (command === undefined) {
      command = arg;
    } else {
      extra.push(arg);
    }
  }
  return { command, flags, extra };
}
