import type { ApiKeyRepository } from '@a8/db';
import { hashSecret, parseApiKey, secretMatches } from './api-key';
import { isPermission, type Permission } from './permissions';

export interface AuthenticatedKey {
  orgId: string;
  orgName: string;
  keyId: string;
  prefix: string;
  permissions: Permission[];
}

export interface ApiKeyAuthenticatorOptions {
  /** Minimum time between two lastUsedAt writes for one key. Default 60 s. */
  touchIntervalMs?: number;
  now?: () => Date;
  /** A failed lastUsedAt write never fails a request; it is reported here. */
  onTouchError?: (error: unknown, keyId: string) => void;
  /**
   * How long a verified key is trusted without asking the database again (default 0: always ask).
   * A revocation then takes effect within this time on every replica.
   */
  cacheTtlMs?: number;
  /**
   * While the database cannot be read, a key verified within this time keeps working (default 0:
   * never). A database restart then does not sign every caller out; a revocation announced in the
   * meantime still drops the key at once (`forget`).
   */
  staleWhileUnreachableMs?: number;
}

/**
 * Turns a raw key into the organization and permissions it acts with. Framework-free: the gateways
 * wrap it in their guards. Unknown, malformed, wrong-secret and revoked keys all give null, so a
 * caller cannot tell them apart.
 */
export class ApiKeyAuthenticator {
  private readonly touchIntervalMs: number;
  private readonly now: () => Date;
  private readonly onTouchError: (error: unknown, keyId: string) => void;
  /** keyId → when this process last wrote (or saw) lastUsedAt. */
  private readonly lastTouched = new Map<string, number>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly cacheTtlMs: number;
  private readonly staleMs: number;
  /** sha-256 of the whole raw key → what it authenticated as, when, and until when it is trusted without asking. */
  private readonly verified = new Map<string, { key: AuthenticatedKey; at: number; until: number }>();

  constructor(
    private readonly keys: ApiKeyRepository,
    options: ApiKeyAuthenticatorOptions = {},
  ) {
    this.touchIntervalMs = options.touchIntervalMs ?? 60_000;
    this.now = options.now ?? (() => new Date());
    this.onTouchError = options.onTouchError ?? (() => undefined);
    this.cacheTtlMs = options.cacheTtlMs ?? 0;
    this.staleMs = options.staleWhileUnreachableMs ?? 0;
  }

  async authenticate(rawKey: string | null | undefined): Promise<AuthenticatedKey | null> {
    const parsed = parseApiKey(rawKey);
    if (!parsed) return null;
    const cacheKey = this.cacheTtlMs > 0 || this.staleMs > 0 ? hashSecret(rawKey as string) : '';
    const cached = cacheKey ? this.verified.get(cacheKey) : undefined;
    const now = this.now().getTime();
    if (cached && cached.until > now) return cached.key;
    let key: Awaited<ReturnType<ApiKeyRepository['findByPrefix']>>;
    try {
      key = await this.keys.findByPrefix(parsed.prefix);
    } catch (error) {
      if (cached && cached.at + this.staleMs > now) return cached.key;
      throw error;
    }
    if (!key || !secretMatches(parsed.secret, key.secretHash) || key.revokedAt) {
      if (cacheKey) this.verified.delete(cacheKey);
      return null;
    }
    this.touch(key.id, key.lastUsedAt);
    const authenticated: AuthenticatedKey = {
      orgId: key.orgId,
      orgName: key.org.name,
      keyId: key.id,
      prefix: key.prefix,
      permissions: key.permissions.filter(isPermission),
    };
    if (cacheKey) {
      if (this.verified.size > 10_000) this.verified.clear();
      this.verified.set(cacheKey, { key: authenticated, at: now, until: now + this.cacheTtlMs });
    }
    return authenticated;
  }

  /** Drops a revoked key from the cache at once (its revocation was announced). */
  forget(keyPrefix: string): void {
    for (const [cacheKey, entry] of this.verified) if (entry.key.prefix === keyPrefix) this.verified.delete(cacheKey);
  }

  /** Waits for pending lastUsedAt writes (tests, graceful shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private touch(keyId: string, storedLastUsedAt: Date | null): void {
    const now = this.now();
    const last = Math.max(this.lastTouched.get(keyId) ?? 0, storedLastUsedAt?.getTime() ?? 0);
    if (now.getTime() - last < this.touchIntervalMs) return;
    this.lastTouched.set(keyId, now.getTime());
    const write = this.keys
      .touchLastUsed(keyId, now)
      .catch((error: unknown) => {
        this.lastTouched.delete(keyId); // try again on the next request
        this.onTouchError(error, keyId);
      })
      .finally(() => this.inFlight.delete(write));
    this.inFlight.add(write);
  }
}
