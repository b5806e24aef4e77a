import type { PrismaClient } from '../generated/client';
import type { DbClient } from './prisma-client';
import { ApiKeyRepository } from './repositories/api-key.repository';
import { ExampleEventRepository } from './repositories/example-event.repository';
import { MembershipRepository } from './repositories/membership.repository';
import { ModelVersionRepository } from './repositories/model-version.repository';
import { OAuthAuthorizationCodeRepository } from './repositories/oauth-authorization-code.repository';
import { OAuthClientRepository } from './repositories/oauth-client.repository';
import { OAuthPendingAuthorizationRepository } from './repositories/oauth-pending-authorization.repository';
import { OAuthTokenRepository } from './repositories/oauth-token.repository';
import { OrganizationRepository } from './repositories/organization.repository';
import { UserRepository } from './repositories/user.repository';

/** Every repository, over one client: the database itself, or one transaction. */
export interface Repositories {
  organizations: OrganizationRepository;
  users: UserRepository;
  memberships: MembershipRepository;
  apiKeys: ApiKeyRepository;
  examples: ExampleEventRepository;
  versions: ModelVersionRepository;
  oauthClients: OAuthClientRepository;
  oauthPending: OAuthPendingAuthorizationRepository;
  oauthCodes: OAuthAuthorizationCodeRepository;
  oauthTokens: OAuthTokenRepository;
}

export function repositoriesOver(db: DbClient): Repositories {
  return {
    organizations: new OrganizationRepository(db),
    users: new UserRepository(db),
    memberships: new MembershipRepository(db),
    apiKeys: new ApiKeyRepository(db),
    examples: new ExampleEventRepository(db),
    versions: new ModelVersionRepository(db),
    oauthClients: new OAuthClientRepository(db),
    oauthPending: new OAuthPendingAuthorizationRepository(db),
    oauthCodes: new OAuthAuthorizationCodeRepository(db),
    oauthTokens: new OAuthTokenRepository(db),
  };
}

export interface UnitOptions {
  /** Longer than Prisma's 5 s default for big writes (a bulk import's batch, a large artifact). */
  timeoutMs?: number;
  /** How long to wait for a connection to start the transaction (Prisma's default: 2 s). */
  maxWaitMs?: number;
}

/**
 * The one way to write several rows together: callers get repositories bound to one transaction
 * and never see `$transaction` or build a repository by hand.
 */
export class UnitOfWork {
  /** Repositories outside any transaction, for single reads and writes. */
  readonly repos: Repositories;

  constructor(private readonly client: PrismaClient) {
    this.repos = repositoriesOver(client);
  }

  /** Runs `work` in one transaction: all of it is written, or none. */
  transaction<T>(work: (repos: Repositories) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    const settings = { ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}), ...(options.maxWaitMs ? { maxWait: options.maxWaitMs } : {}) };
    return this.client.$transaction((tx) => work(repositoriesOver(tx)), settings);
  }

  /**
   * Runs `work` in one transaction that holds the organization's lock (null: the reference
   * versions'), so the writers of one organization's example log and versions go one at a time.
   */
  inOrgLock<T>(orgId: string | null, work: (repos: Repositories) => Promise<T>, options: UnitOptions = {}): Promise<T> {
    return this.transaction(async (repos) => {
      await repos.examples.lockOrg(orgId ?? 'reference');
      return work(repos);
    }, options);
  }
}
