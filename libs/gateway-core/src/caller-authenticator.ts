import { ApiKeyAuthenticator, extractApiKey, parseApiKey, type HeaderRecord } from '@a8/auth';
import { A8Error, ErrorCode, type Principal } from '@a8/contracts';

/** Seconds a caller is asked to wait when its credentials cannot be checked. */
const UNCHECKED_RETRY_AFTER = 2;

/** Verifies OAuth access tokens (the MCP gateway's sign-in flow provides one). */
export interface BearerTokenVerifier {
  verify(token: string): Promise<Principal | null>;
}

/** Why a caller was not authenticated; each interface says it in its own words and envelope. */
export type AuthenticationFailure = 'missing' | 'invalid_key' | 'invalid_token';

export type Authentication = { principal: Principal } | { failure: AuthenticationFailure };

/**
 * Who calls, for every interface: an API key (`x-api-key` or `Authorization: Bearer a8_sk_…`) acts
 * with the key's permissions in its organization; where a token verifier is given, an OAuth access
 * token acts with the signed-in member's role in the organization they picked. Permissions are
 * not checked here: the judge checks them, the same way for every interface.
 */
export class CallerAuthenticator {
  constructor(
    private readonly apiKeys: ApiKeyAuthenticator,
    private readonly tokens?: BearerTokenVerifier,
  ) {}

  /**
   * A store that cannot be read (the database restarting) is the service being unavailable, not the
   * caller's fault and not an internal error: 503 with retry-after, in every interface's envelope.
   */
  async authenticate(headers: HeaderRecord): Promise<Authentication> {
    try {
      return await this.check(headers);
    } catch (error) {
      if (error instanceof A8Error) throw error;
      throw new A8Error(ErrorCode.JudgeUnavailable, 'A8 could not check your credentials just now (its key store is unreachable); retry shortly.', UNCHECKED_RETRY_AFTER);
    }
  }

  private async check(headers: HeaderRecord): Promise<Authentication> {
    const credential = extractApiKey(headers);
    if (!credential) return { failure: 'missing' };
    if (parseApiKey(credential) || !this.tokens) {
      const key = await this.apiKeys.authenticate(credential);
      if (!key) return { failure: 'invalid_key' };
      return { principal: { orgId: key.orgId, orgName: key.orgName, permissions: key.permissions, actor: `key:${key.prefix}` } };
    }
    const principal = await this.tokens.verify(credential);
    return principal ? { principal } : { failure: 'invalid_token' };
  }
}
