import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

export interface Endpoint {
  host: string;
  port: number;
}

/**
 * The judge replicas named by JUDGE_HOST: a comma-separated list of `host` or `host:port` (the port
 * defaults to JUDGE_PORT). "a8-judge-0:4000,a8-judge-1:4000" names two; one name that resolves to
 * several addresses (a Kubernetes headless Service, a Compose service with replicas) names each.
 */
export function parseJudgeHosts(hosts: string, defaultPort: number): Endpoint[] {
  const endpoints = hosts
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry);
      return m ? { host: m[1]!.replace(/^\[|\]$/g, ''), port: Number(m[2]) } : { host: entry, port: defaultPort };
    });
  return endpoints.length > 0 ? endpoints : [{ host: '127.0.0.1', port: defaultPort }];
}

/** Each name's addresses (all of them), an address as it is; a name that does not resolve stays a name. */
export async function resolveEndpoints(endpoints: Endpoint[]): Promise<Endpoint[]> {
  const resolved = await Promise.all(
    endpoints.map(async ({ host, port }) => {
      if (isIP(host) || host === 'localhost') return [{ host, port }];
      try {
        const addresses = await lookup(host, { all: true });
        return addresses.length > 0 ? addresses.map((a) => ({ host: a.address, port })) : [{ host, port }];
      } catch {
        return [{ host, port }];
      }
    }),
  );
  const seen = new Set<string>();
  return resolved.flat().filter((e) => !seen.has(`${e.host}:${e.port}`) && seen.add(`${e.host}:${e.port}`));
}
