// @a8/db: the Prisma client, its Nest wrapper, and one small repository per concern.
export * from './generated/client';
export { createPrismaClient, type DbClient } from './lib/prisma-client';
export { AlreadyExistsError, isUniqueViolation } from './lib/errors';
export { PrismaService, DATABASE_URL } from './lib/prisma.service';
export { DbModule } from './lib/db.module';
export { OrganizationRepository } from './lib/repositories/organization.repository';
export { UserRepository, normalizeEmail } from './lib/repositories/user.repository';
export {
  MembershipRepository,
  type MembershipWithOrg,
  type MembershipWithUser,
} from './lib/repositories/membership.repository';
export { ApiKeyRepository, type ApiKeyWithOrg, type NewApiKey } from './lib/repositories/api-key.repository';
export { ExampleEventRepository, type NewExampleEvent } from './lib/repositories/example-event.repository';
export {
  ModelVersionRepository,
  VERSION_PAGE_MAX,
  type ReadyVersion,
  type VersionOwner,
  type VersionPage,
} from './lib/repositories/model-version.repository';
export { createTestDatabase, findWorkspaceRoot, type TestDatabase } from './lib/testing/create-test-database';
export { OAuthClientRepository, type NewOAuthClient } from './lib/repositories/oauth-client.repository';
export {
  OAuthPendingAuthorizationRepository,
  type NewOAuthPendingAuthorization,
} from './lib/repositories/oauth-pending-authorization.repository';
export {
  OAuthAuthorizationCodeRepository,
  type NewOAuthAuthorizationCode,
} from './lib/repositories/oauth-authorization-code.repository';
export { OAuthTokenRepository, type NewOAuthToken, type OAuthTokenWithMembership } from './lib/repositories/oauth-token.repository';
export { postgresReadiness } from './lib/postgres-readiness';
export { UnitOfWork, repositoriesOver, type Repositories, type UnitOptions } from './lib/unit-of-work';
