import type { PrismaClient, Repositories } from '@a8/db';

export interface FlagSpec {
  required: boolean;
  /** What the flag takes, for messages: `the organization's name, e.g. --name=acme`. */
  help: string;
}

/** Where commands that teach reach Redis (the fit queue), from the validated environment. */
export interface AdminSettings {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  FIT_DEBOUNCE_MS: number;
}

export interface CommandContext {
  /** The client, for the domain services that take one (teaching); commands read and write through `repos`. */
  db: PrismaClient;
  repos: Repositories;
  settings: AdminSettings;
  /** One line of output on stdout. */
  print(line: string): void;
  /** What the command did, as fields: with `--json`, stdout is one JSON object of them. */
  record(fields: Record<string, unknown>): void;
  /** A transient status line (a progress bar) on stderr; never part of the command's output. */
  progress(line: string): void;
}

export interface AdminCommand {
  name: string;
  summary: string;
  flags: Record<string, FlagSpec>;
  /** Flags are checked against `flags` before this runs: required ones are present and non-empty. */
  run(context: CommandContext, flags: Record<string, string>): Promise<void>;
}

/** A problem the operator can fix; printed as one line, exit code `exitCode`. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = 1,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** Bad arguments: exit 2. */
export class UsageError extends AdminError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}
