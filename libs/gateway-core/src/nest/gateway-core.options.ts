/** What a gateway's environment gives the core (both gateways' configs have these). */
export interface GatewayCoreConfig {
  DATABASE_URL: string;
  REDIS_URL: string;
  REDIS_PREFIX: string;
  JUDGE_HOST: string;
  JUDGE_PORT: number;
  JUDGE_TIMEOUT_MS: number;
  JUDGE_RPC_SECRET: string;
  RATE_LIMIT_PER_MINUTE: number;
}

export interface GatewayCoreOptions {
  rateLimitPerMinute: number;
  redisPrefix: string;
}

export const GATEWAY_CORE_OPTIONS = Symbol('GATEWAY_CORE_OPTIONS');
