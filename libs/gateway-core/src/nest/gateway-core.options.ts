export interface GatewayCoreOptions {
  rateLimitPerMinute: number;
  redisPrefix: string;
}

export const GATEWAY_CORE_OPTIONS = Symbol('GATEWAY_CORE_OPTIONS');
