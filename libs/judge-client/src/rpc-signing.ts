import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Messages to the judge service are signed: the judge trusts the `caller` a message names (its
 * organization and permissions), so a message must come from a gateway that authenticated that
 * caller. Each packet carries an HMAC-SHA256, keyed with the shared JUDGE_RPC_SECRET, over its
 * pattern, id, timestamp and payload; the judge checks it in constant time and drops the
 * connection of any peer whose message fails. The timestamp bounds replays of a captured frame.
 */
export const RPC_MAX_CLOCK_SKEW_MS = 60_000;

/** A packet as Nest's TCP transport writes it, before signing. */
export interface RpcPacket {
  pattern: unknown;
  data: unknown;
  id?: string;
}

export interface SignedRpcPacket extends RpcPacket {
  ts: number;
  mac: string;
}

export type RpcVerification = { ok: true; packet: RpcPacket } | { ok: false; reason: string };

/** The bytes the MAC covers. JSON.stringify of parsed JSON text reproduces that text exactly. */
function signedBytes(pattern: unknown, id: string | undefined, ts: number, data: unknown): string {
  return JSON.stringify([pattern, id ?? null, ts, data ?? null]);
}

function macOf(secret: string, bytes: string): string {
  return createHmac('sha256', secret).update(bytes).digest('hex');
}

export function signRpcPacket(secret: string, packet: RpcPacket, now = Date.now()): SignedRpcPacket {
  const signed: SignedRpcPacket = { pattern: packet.pattern, data: packet.data, ts: now, mac: macOf(secret, signedBytes(packet.pattern, packet.id, now, packet.data)) };
  if (packet.id !== undefined) signed.id = packet.id;
  return signed;
}

export function verifyRpcPacket(secret: string, raw: unknown, now = Date.now()): RpcVerification {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not a packet object' };
  const { pattern, data, id, ts, mac } = raw as Partial<SignedRpcPacket>;
  if (typeof mac !== 'string' || !/^[0-9a-f]{64}$/.test(mac)) return { ok: false, reason: 'no signature' };
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return { ok: false, reason: 'no timestamp' };
  if (id !== undefined && typeof id !== 'string') return { ok: false, reason: 'an id that is not a string' };
  if (typeof pattern !== 'string') return { ok: false, reason: 'a pattern that is not a string' };
  let expected: string;
  try {
    expected = macOf(secret, signedBytes(pattern, id, ts, data));
  } catch {
    return { ok: false, reason: 'a payload that cannot be re-encoded' };
  }
  if (!timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(expected, 'hex'))) return { ok: false, reason: 'a wrong signature' };
  if (Math.abs(now - ts) > RPC_MAX_CLOCK_SKEW_MS) return { ok: false, reason: `a timestamp ${Math.round((now - ts) / 1000)} s away from this clock` };
  const packet: RpcPacket = { pattern, data };
  if (id !== undefined) packet.id = id;
  return { ok: true, packet };
}

/** The client side: Nest's `Serializer` for ClientTCP, signing every outgoing packet. */
export class SignedRpcSerializer {
  constructor(private readonly secret: string) {}

  serialize(packet: RpcPacket): SignedRpcPacket {
    return signRpcPacket(this.secret, packet);
  }
}
