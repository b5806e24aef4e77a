import { createPrismaClient, repositoriesOver } from '@a8/db';
import { COMMANDS } from '../commands';
import { parseArgv } from './argv';
import { AdminError, UsageError, type AdminCommand, type AdminSettings } from './command';

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Progress of a long command (stderr); dropped when absent. */
  progress?(line: string): void;
}

const DEFAULT_SETTINGS: Omit<AdminSettings, 'DATABASE_URL'> = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: 'a8', FIT_DEBOUNCE_MS: 500 };

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return ['usage: admin <command> --flag=value ...', ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`)].join('\n');
}

function checkFlags(command: AdminCommand, flags: Record<string, string>, extra: string[]): void {
  const known = Object.keys(command.flags);
  const describe = () => known.map((f) => `--${f}${command.flags[f].required ? '' : ' (optional)'}`).join(', ');
  for (const flag of Object.keys(flags)) {
    if (!known.includes(flag)) throw new UsageError(`--${flag}: not a flag of ${command.name}; it takes ${describe()}`);
  }
  if (extra.length) throw new UsageError(`${command.name}: unexpected "${extra[0]}"; write flags as --flag=value (${describe()})`);
  for (const [flag, spec] of Object.entries(command.flags)) {
    const value = flags[flag];
    if (spec.required && (value === undefined || value === 'true' || value.trim() === '')) {
      throw new UsageError(`--${flag} is required: ${spec.help}`);
    }
    if (!spec.required && value !== undefined && (value === 'true' || value.trim() === '')) {
      throw new UsageError(`--${flag} needs a value: ${spec.help}`);
    }
  }
}

/** Runs one admin command; returns the process exit code. Never throws for operator mistakes. */
export async function runAdmin(argv: readonly string[], config: string | AdminSettings, io: AdminIo): Promise<number> {
  const settings: AdminSettings = typeof config === 'string' ? { ...DEFAULT_SETTINGS, DATABASE_URL: config } : config;
  const { command: name, flags, extra } = parseArgv(argv);
  if (name === undefined || name === 'help' || flags['help'] !== undefined) {
    io.out(usage());
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`admin: unknown command "${name}"; use one of ${COMMANDS.map((c) => c.name).join(', ')}`);
    return 2;
  }
  // `--json` (any command): stdout is one JSON object, for scripts; the text lines go with it.
  const json = flags['json'] !== undefined;
  delete flags['json'];
  const db = createPrismaClient(settings.DATABASE_URL);
  // Buffer output so nothing (e.g. a disconnect) can follow the last line a command printed.
  const lines: string[] = [];
  const fields: Record<string, unknown> = {};
  const flush = (outcome: Record<string, unknown>) => {
    if (json) io.out(JSON.stringify({ command: command.name, ...outcome, ...fields, lines }));
    else for (const line of lines) io.out(line);
  };
  try {
    checkFlags(command, flags, extra);
    const record = (more: Record<string, unknown>) => Object.assign(fields, more);
    await command.run({ db, repos: repositoriesOver(db), settings, print: (line) => lines.push(line), record, progress: (line) => io.progress?.(line) }, flags);
    await db.$disconnect();
    flush({ ok: true });
    return 0;
  } catch (error) {
    await db.$disconnect().catch(() => undefined);
    const known = error instanceof AdminError;
    const message = known ? (error as AdminError).message : `unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
    const code = known ? (error as AdminError).exitCode : 1;
    flush({ ok: false, error: known ? message : 'unexpected error (see stderr)', exit_code: code });
    io.err(`admin ${command.name}: ${message}`);
    return code;
  }
}
