import { z } from 'zod';

/** Every variable any A8 process reads. Each app picks the slice it needs through `loadConfig`. */
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);
const url = (protocols: string[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.join(' or ')}//`);

export const commonEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgresql://postgres@127.0.0.1:5432/a8'),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  VECTORS_PATH: z.string().min(1).default('data/vectors/wink-100d.a8v'),
  /** Namespaces every Redis key, queue and channel, so several stacks can share one Redis. */
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, - or _').default('a8'),
  /**
   * Extra wait after a version's second closes before its fit starts: a burst whose teaches come
   * closer together than this fits once (its last version), and a lone teach is live sooner.
   */
  FIT_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(250),
};

/**
 * The secret the gateways sign their messages to the judge service with (HMAC-SHA256). No default:
 * `npm start` and the tests generate one per run; a deployment sets it from a secret store.
 */
const rpcSecret = z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)');

export const judgeClientEnv = {
  JUDGE_RPC_SECRET: rpcSecret,
  JUDGE_HOST: z.string().min(1).default('127.0.0.1'),
  JUDGE_PORT: port(4000),
  JUDGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
};

export const apiGatewayEnv = z.object({
  ...commonEnv,
  ...judgeClientEnv,
  PORT: port(3000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
});

export const mcpGatewayEnv = z.object({
  ...commonEnv,
  ...judgeClientEnv,
  PORT: port(3001),
  /** MCP bodies carry whole conversations to teach: a larger default than the Messages API's. */
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(4_194_304),
  /** Shared with the api-gateway: one limit per key across every interface. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  MCP_PUBLIC_URL: url(['http:', 'https:'], 'http://127.0.0.1:3001'),
  MCP_ALLOWED_ORIGINS: z.string().default(''),
});

export const judgeEnv = z.object({
  ...commonEnv,
  PORT: port(3002),
  JUDGE_PORT: port(4000),
  JUDGE_RPC_SECRET: rpcSecret,
  /** The largest message frame the judge reads, in characters; a bigger one closes the connection. */
  JUDGE_MAX_FRAME_CHARS: z.coerce.number().int().min(65_536).default(16_777_216),
  VERSION_CACHE_SIZE: z.coerce.number().int().min(1).default(32),
  /** Where the fitted harmful-content filter is kept between starts (a start that finds none fits it, seconds of CPU, and writes it). */
  HARM_FILTER_CACHE: z.string().min(1).default('data/cache/harm-filter.bin'),
});

export const fittingWorkerEnv = z.object({
  ...commonEnv,
  PORT: port(3003),
  FIT_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
});

export const adminEnv = z.object({ ...commonEnv });

export type ApiGatewayConfig = z.infer<typeof apiGatewayEnv>;
export type McpGatewayConfig = z.infer<typeof mcpGatewayEnv>;
export type JudgeConfig = z.infer<typeof judgeEnv>;
export type FittingWorkerConfig = z.infer<typeof fittingWorkerEnv>;
export type AdminConfig = z.infer<typeof adminEnv>;
export type JudgeClientConfig = Pick<ApiGatewayConfig, 'JUDGE_HOST' | 'JUDGE_PORT' | 'JUDGE_TIMEOUT_MS' | 'JUDGE_RPC_SECRET'>;
