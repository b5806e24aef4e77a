import { JudgePatterns, type CommandOf, type JudgeContract, type JudgeMessage, type PingReply, type ReplyOf } from '@a8/contracts';
import { currentRequestId, newRequestId } from '@a8/observability';
import { connectionDropped, JudgeConnection, neverReached } from './judge-connection';
import { parseJudgeHosts, resolveEndpoints, type Endpoint } from './judge-endpoints';

export interface JudgeClientOptions {
  /** One judge, or replicas: "host", "host:port", or a comma-separated list of them (JUDGE_HOST). */
  host: string;
  port: number;
  timeoutMs: number;
  /** The shared JUDGE_RPC_SECRET: the judge service answers only messages signed with it. */
  secret: string;
  /** How often the names are resolved again, so replicas that scale in or out join or leave (ms). */
  resolveEveryMs?: number;
}

/** Calls that change nothing (reads): one whose connection dropped may be sent again to another replica. */
const READS = new Set<string>([JudgePatterns.ping, JudgePatterns.judge, JudgePatterns.propose, JudgePatterns.models, JudgePatterns.model]);

/**
 * The gateways' only way to the judge service. Every call carries the current request id, times
 * out instead of hanging, and turns transport failures into one clear `judge_unavailable` error.
 * With several replicas (JUDGE_HOST lists them, or one name resolves to several addresses) each
 * call goes to the replica with the fewest calls in flight; a replica that refuses or drops a call
 * is out of rotation for a while. A call it refused at connect (never received) is sent to
 * another replica, and so is a read whose connection dropped (a repeat changes nothing); a teach
 * or a retract that a dying replica held fails as unavailable, for the caller to retry.
 */
export class JudgeClient {
  private connections: JudgeConnection[] = [];
  /** Replicas no longer named, closed once their calls in flight are answered. */
  private draining: JudgeConnection[] = [];
  private readonly named: Endpoint[];
  private next = 0;
  private resolving: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: JudgeClientOptions) {
    this.named = parseJudgeHosts(options.host, options.port);
    this.connections = this.named.map((e) => new JudgeConnection(e.host, e.port, options.secret));
    this.resolving = this.refresh();
    const every = options.resolveEveryMs ?? 10_000;
    if (every > 0) {
      this.timer = setInterval(() => void this.refresh(), every);
      this.timer.unref();
    }
  }

  /** The replicas in rotation now (for tests and /readyz): host:port and calls in flight. */
  replicas(): { where: string; inFlight: number; down: boolean }[] {
    const now = Date.now();
    return this.connections.map((c) => ({ where: c.where, inFlight: c.inFlight, down: c.downUntil > now }));
  }

  /** Sends one message of the judge contract: the command and reply types follow the pattern. */
  async send<P extends keyof JudgeContract>(pattern: P, payload: CommandOf<P>, timeoutMs = this.options.timeoutMs): Promise<ReplyOf<P>> {
    if (this.resolving) await this.resolving;
    const message: JudgeMessage<CommandOf<P>> = { requestId: currentRequestId() ?? newRequestId(), payload };
    const tried = new Set<JudgeConnection>();
    for (;;) {
      const connection = this.pick(tried);
      tried.add(connection);
      try {
        return await connection.send(pattern, message, timeoutMs);
      } catch (error) {
        // Refused at connect: this replica never saw the call; a dropped read: repeating it changes nothing.
        const resend = neverReached(error) || (connectionDropped(error) && READS.has(pattern));
        if (resend && tried.size < this.connections.length) continue;
        throw error;
      }
    }
  }

  ping(timeoutMs?: number): Promise<PingReply> {
    return this.send(JudgePatterns.ping, {}, timeoutMs);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    for (const connection of [...this.connections, ...this.draining]) connection.close();
  }

  /** The least busy replica in rotation not yet tried (round robin among equals); else the one back soonest. */
  private pick(tried: Set<JudgeConnection>): JudgeConnection {
    const now = Date.now();
    const candidates = this.connections.filter((c) => !tried.has(c));
    const pool = candidates.length > 0 ? candidates : this.connections;
    const up = pool.filter((c) => c.downUntil <= now);
    if (up.length === 0) return pool.reduce((a, b) => (b.downUntil < a.downUntil ? b : a));
    this.next = (this.next + 1) % up.length;
    let best = up[this.next]!;
    for (const c of up) if (c.inFlight < best.inFlight) best = c;
    return best;
  }

  /** Resolves the names again: new replicas join, gone ones leave once they hold no call. */
  private async refresh(): Promise<void> {
    try {
      const endpoints = await resolveEndpoints(this.named);
      const key = (e: { host: string; port: number }) => `${e.host}:${e.port}`;
      const wanted = new Set(endpoints.map(key));
      const kept = this.connections.filter((c) => wanted.has(c.where));
      const leaving = this.connections.filter((c) => !wanted.has(c.where));
      const added = endpoints.filter((e) => !kept.some((c) => c.where === key(e))).map((e) => new JudgeConnection(e.host, e.port, this.options.secret));
      this.connections = [...kept, ...added];
      this.draining = [...this.draining, ...leaving].filter((c) => (c.inFlight === 0 ? (c.close(), false) : true));
    } finally {
      this.resolving = null;
    }
  }
}

/** For a gateway's /readyz: the judge service answers a ping on its transport. */
export function judgeReadiness(judge: JudgeClient): { name: string; check: () => Promise<void> } {
  return { name: 'judge', check: async () => void (await judge.ping(1500)) };
}
