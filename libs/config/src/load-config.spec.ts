import { describe, expect, it } from 'vitest';
import { apiGatewayEnv, fittingWorkerEnv, judgeEnv, loadConfig, ConfigError } from './index';

const SECRET = { JUDGE_RPC_SECRET: 'x'.repeat(64) };

describe('loadConfig', () => {
  it('fills local defaults when nothing is set but the secret', () => {
    const config = loadConfig(apiGatewayEnv, { ...SECRET });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/a8');
    expect(config.JUDGE_PORT).toBe(4000);
  });

  it('coerces numbers from strings', () => {
    expect(loadConfig(fittingWorkerEnv, { FIT_CONCURRENCY: '4' }).FIT_CONCURRENCY).toBe(4);
  });

  it('names the variable and the value at fault', () => {
    try {
      loadConfig(apiGatewayEnv, { PORT: 'eighty', REDIS_URL: 'http://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: .*"eighty"/);
      expect(message).toMatch(/REDIS_URL: must be a URL starting with redis: or rediss:\/\/ \(got "http:\/\/x"\)/);
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig(apiGatewayEnv, { PORT: '70000' })).toThrow(/PORT/);
  });

  it('requires JUDGE_RPC_SECRET of 32+ characters, and never echoes it', () => {
    expect(() => loadConfig(apiGatewayEnv, {})).toThrow(/JUDGE_RPC_SECRET/);
    expect(() => loadConfig(judgeEnv, {})).toThrow(/JUDGE_RPC_SECRET/);
    try {
      loadConfig(apiGatewayEnv, { JUDGE_RPC_SECRET: 'short-but-secret' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/JUDGE_RPC_SECRET: must be at least 32 characters .*\(got 16 characters\)/);
      expect((error as Error).message).not.toContain('short-but-secret');
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(apiGatewayEnv, { ...SECRET, PORT: '' }).PORT).toBe(3000);
  });
});
