import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$/;

/**
 * Validates the environment once, at boot, into typed config. Unknown variables are ignored;
 * a bad one throws a ConfigError naming every variable at fault and the rule it broke.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  // An empty string means "not set", as shells and compose files often write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const variable = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      const value = variable === undefined ? undefined : env[variable];
      // Never echo a secret, not even a wrong one: this message goes to logs.
      const shown = value === undefined ? '' : SECRET_NAME.test(variable ?? '') ? ` (got ${value.length} characters)` : ` (got ${JSON.stringify(value)})`;
      return `${name}: ${issue.message}${shown}`;
    }),
  );
}

/** For a process entry point: load or print the problem and exit non-zero. */
export function loadConfigOrExit<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
