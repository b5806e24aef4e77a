import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { noteActivity } from './idle-memory';

/**
 * Prometheus metrics, one registry per process, served at `GET /metrics` by every service (next to
 * its probes). Labels are bounded: routes are the API's own paths (anything else is `other`),
 * levels are buckets of ten, kinds and categories are closed sets. No label ever holds a key, an
 * organization or request text.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({ name: 'a8_http_requests_total', help: 'HTTP requests answered, by route and status', labelNames: ['route', 'method', 'status'], registers });
export const httpDuration = new Histogram({
  name: 'a8_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route',
  labelNames: ['route'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
export const rateLimitRefusals = new Counter({ name: 'a8_rate_limit_refusals_total', help: 'Requests refused by the per-caller rate limit', registers });
export const judgements = new Counter({
  name: 'a8_judgements_total',
  help: 'Judge requests answered, by outcome (verdict, abstention, recall, filtered), abstention kind and asked level (in tens)',
  labelNames: ['outcome', 'kind', 'level'],
  registers,
});
export const filteredRequests = new Counter({ name: 'a8_filtered_requests_total', help: 'Requests filtered for harmful content, by category', labelNames: ['category', 'path'], registers });
export const versionLookups = new Counter({ name: 'a8_version_cache_total', help: 'Loaded-version lookups in the judge, by result (hit, load)', labelNames: ['result'], registers });
export const readingCache = new Counter({ name: 'a8_reading_cache_total', help: 'Reasoning-on readings, by result (hit, miss)', labelNames: ['result'], registers });
export const fits = new Counter({ name: 'a8_fits_total', help: 'Fit jobs finished, by outcome (ready, superseded, skipped, failed)', labelNames: ['outcome'], registers });
export const fitDuration = new Histogram({ name: 'a8_fit_duration_seconds', help: 'Time to fit a version', buckets: [0.5, 1, 2, 5, 10, 20, 40, 80, 160, 320], registers });

/** A gauge read when Prometheus scrapes (queue depth, the oldest waiting job). */
export function scrapedGauge(name: string, help: string, read: () => Promise<number>): Gauge {
  return new Gauge({
    name,
    help,
    registers,
    async collect() {
      this.set(await read().catch(() => Number.NaN));
    },
  });
}

/** The label of an asked level: 0, 10, … 90. */
export function levelBucket(level: number): string {
  return String(Math.floor(Math.max(0, Math.min(99, level)) / 10) * 10);
}

const ROUTES = ['/eval/v1/messages', '/eval/v1/chat/completions', '/eval/v1/models', '/mcp', '/oauth', '/authorize', '/token', '/register', '/revoke', '/.well-known', '/healthz', '/readyz', '/metrics'];

/** The route label of a path: one of the API's own, else `other` (so a scanner cannot grow the series). */
export function routeOf(path: string): string {
  return ROUTES.find((route) => path === route || path.startsWith(`${route}/`)) ?? 'other';
}

/** Express middleware counting and timing every answered request by route and status. */
export function httpMetricsMiddleware() {
  return (req: { path: string; method: string }, res: { statusCode: number; on(event: 'finish', listener: () => void): void }, next: () => void): void => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const route = routeOf(req.path);
      httpRequests.inc({ route, method: req.method, status: String(res.statusCode) });
      httpDuration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
      noteActivity();
    });
    next();
  };
}
