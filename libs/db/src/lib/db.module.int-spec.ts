import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DbModule } from './db.module';
import { PrismaService } from './prisma.service';
import { OrganizationRepository } from './repositories/organization.repository';
import { createTestDatabase, type TestDatabase } from './testing/create-test-database';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('provides PrismaService and the repositories, connected for the module lifetime', async () => {
  const moduleRef = await Test.createTestingModule({ imports: [DbModule.forRoot(db.url)] }).compile();
  const app = moduleRef.createNestApplication();
  await app.init();
  try {
    const orgs = app.get(OrganizationRepository);
    await orgs.create('nest-org');
    const prisma = app.get(PrismaService);
    expect(await prisma.organization.count()).toBe(1);
  } finally {
    await app.close();
  }
});
