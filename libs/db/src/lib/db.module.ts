import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { DATABASE_URL, PrismaService } from './prisma.service';
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
import type { DbClient } from './prisma-client';
import { UnitOfWork } from './unit-of-work';

const REPOSITORIES = [
  OrganizationRepository,
  UserRepository,
  MembershipRepository,
  ApiKeyRepository,
  ModelVersionRepository,
  ExampleEventRepository,
  OAuthClientRepository,
  OAuthPendingAuthorizationRepository,
  OAuthAuthorizationCodeRepository,
  OAuthTokenRepository,
] as const;

/** Global: import once in the app module, inject PrismaService or any repository anywhere. */
@Module({})
export class DbModule {
  static forRoot(databaseUrl: string): DynamicModule {
    const repositories: Provider[] = REPOSITORIES.map((repository) => ({
      provide: repository,
      useFactory: (prisma: PrismaService) => new repository(prisma as DbClient),
      inject: [PrismaService],
    }));
    return {
      module: DbModule,
      global: true,
      providers: [
        { provide: DATABASE_URL, useValue: databaseUrl },
        PrismaService,
        { provide: UnitOfWork, useFactory: (prisma: PrismaService) => new UnitOfWork(prisma), inject: [PrismaService] },
        ...repositories,
      ],
      exports: [PrismaService, UnitOfWork, ...REPOSITORIES],
    };
  }
}
