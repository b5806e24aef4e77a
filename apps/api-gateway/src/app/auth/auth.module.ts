import { Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { PrismaService } from '@a8/db';
import { ApiKeyGuard } from './api-key.guard';

@Module({
  providers: [{ provide: ApiKeyAuthenticator, inject: [PrismaService], useFactory: (prisma: PrismaService) => new ApiKeyAuthenticator(prisma) }, ApiKeyGuard],
  exports: [ApiKeyAuthenticator, ApiKeyGuard],
})
export class AuthModule {}
