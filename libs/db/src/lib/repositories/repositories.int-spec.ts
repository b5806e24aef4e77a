import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlreadyExistsError } from '../errors';
import { createTestDatabase, type TestDatabase } from '../testing/create-test-database';
import { ApiKeyRepository } from './api-key.repository';
import { MembershipRepository } from './membership.repository';
import { ModelVersionRepository } from './model-version.repository';
import { OrganizationRepository } from './organization.repository';
import { UserRepository } from './user.repository';

let db: TestDatabase;
let orgs: OrganizationRepository;
let users: UserRepository;
let memberships: MembershipRepository;
let keys: ApiKeyRepository;
let versions: ModelVersionRepository;

beforeAll(async () => {
  db = await createTestDatabase();
  orgs = new OrganizationRepository(db.client);
  users = new UserRepository(db.client);
  memberships = new MembershipRepository(db.client);
  keys = new ApiKeyRepository(db.client);
  versions = new ModelVersionRepository(db.client);
});

afterAll(async () => {
  await db?.drop();
});

describe('OrganizationRepository', () => {
  it('creates, finds by name and id, and refuses a duplicate name', async () => {
    const acme = await orgs.create('acme');
    expect(acme.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await orgs.findByName('acme')).toEqual(acme);
    expect(await orgs.findById(acme.id)).toEqual(acme);
    expect(await orgs.findByName('nope')).toBeNull();
    await expect(orgs.create('acme')).rejects.toThrow(AlreadyExistsError);
    await expect(orgs.create('acme')).rejects.toThrow('organization with name "acme" already exists');
  });
});

describe('UserRepository and MembershipRepository', () => {
  it('stores emails lower-cased and refuses duplicates', async () => {
    const ada = await users.create({ email: ' Ada@Example.com ', passwordHash: 'h' });
    expect(ada.email).toBe('ada@example.com');
    expect((await users.findByEmail('ADA@example.com'))?.id).toBe(ada.id);
    await expect(users.create({ email: 'ada@example.com', passwordHash: 'h' })).rejects.toThrow(AlreadyExistsError);
  });

  it('grants, changes, revokes and reinstates a role', async () => {
    const org = await orgs.create('members-org');
    const user = await users.create({ email: 'bob@example.com', passwordHash: 'h' });
    const first = await memberships.grant(user.id, org.id, 'viewer');
    expect(first.role).toBe('viewer');
    const changed = await memberships.grant(user.id, org.id, 'trainer');
    expect(changed.id).toBe(first.id);
    expect(changed.role).toBe('trainer');
    expect((await memberships.findActive(user.id, org.id))?.role).toBe('trainer');
    expect((await memberships.listActiveForUser(user.id)).map((m) => m.org.name)).toEqual(['members-org']);
    expect((await memberships.listForOrg(org.id)).map((m) => m.user.email)).toEqual(['bob@example.com']);

    const revoked = await memberships.revoke(user.id, org.id);
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    expect(await memberships.findActive(user.id, org.id)).toBeNull();
    expect(await memberships.listActiveForUser(user.id)).toEqual([]);
    expect(await memberships.revoke(user.id, org.id)).toBeNull();

    const back = await memberships.grant(user.id, org.id, 'admin');
    expect(back.revokedAt).toBeNull();
    expect(back.role).toBe('admin');
  });
});

describe('ApiKeyRepository', () => {
  it('creates, finds by prefix with its org, lists newest first, revokes once', async () => {
    const org = await orgs.create('keys-org');
    const other = await orgs.create('keys-other');
    const a = await keys.create({ orgId: org.id, name: 'a', prefix: 'aaaaaaaa', secretHash: 'x'.repeat(64), permissions: ['models:infer'] });
    await new Promise((r) => setTimeout(r, 5));
    const b = await keys.create({ orgId: org.id, name: 'b', prefix: 'bbbbbbbb', secretHash: 'y'.repeat(64), permissions: ['models:infer', 'models:train'] });
    await keys.create({ orgId: other.id, name: 'c', prefix: 'cccccccc', secretHash: 'z'.repeat(64), permissions: [] });

    const found = await keys.findByPrefix('aaaaaaaa');
    expect(found?.org.name).toBe('keys-org');
    expect(found?.permissions).toEqual(['models:infer']);
    expect((await keys.listForOrg(org.id)).map((k) => k.id)).toEqual([b.id, a.id]);
    await expect(
      keys.create({ orgId: org.id, name: 'dup', prefix: 'aaaaaaaa', secretHash: 'w'.repeat(64), permissions: [] }),
    ).rejects.toThrow(AlreadyExistsError);

    const revoked = await keys.revoke('aaaaaaaa', new Date('2026-01-01T00:00:00Z'));
    expect(revoked?.revokedAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const again = await keys.revoke('aaaaaaaa', new Date('2026-02-01T00:00:00Z'));
    expect(again?.revokedAt?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(await keys.revoke('unknown0')).toBeNull();
  });

  it('moves lastUsedAt forward only', async () => {
    const org = await orgs.create('touch-org');
    const key = await keys.create({ orgId: org.id, name: 't', prefix: 'tttttttt', secretHash: 't'.repeat(64), permissions: [] });
    await keys.touchLastUsed(key.id, new Date('2026-03-01T00:00:00Z'));
    await keys.touchLastUsed(key.id, new Date('2026-02-01T00:00:00Z'));
    expect((await keys.findByPrefix('tttttttt'))?.lastUsedAt?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('ModelVersionRepository', () => {
  const t = (s: number) => new Date(Date.UTC(2026, 6, 15, 14, 0, s));

  it('pages newest first by cursor, finds by horizon, resolves the newest ready', async () => {
    const org = await orgs.create('versions-org');
    const other = await orgs.create('versions-other');
    const ids: string[] = [];
    for (let s = 0; s < 5; s++) ids.push((await versions.createFitting(org.id, 'a8-1-1', t(s))).version.id);
    await versions.createFitting(other.id, 'a8-1-1', t(9));

    const first = await versions.listForOrg(org.id, { limit: 2 });
    expect(first.items.map((v) => v.id)).toEqual([ids[4], ids[3]]);
    const second = await versions.listForOrg(org.id, { limit: 2, cursor: first.nextCursor ?? undefined });
    expect(second.items.map((v) => v.id)).toEqual([ids[2], ids[1]]);
    const last = await versions.listForOrg(org.id, { limit: 2, cursor: second.nextCursor ?? undefined });
    expect(last.items.map((v) => v.id)).toEqual([ids[0]]);
    expect(last.nextCursor).toBeNull();
    expect((await versions.listForOrg(org.id, { family: 'a8-9-9' })).items).toEqual([]);

    expect((await versions.find(org.id, 'a8-1-1', t(3)))?.id).toBe(ids[3]);
    expect(await versions.find(org.id, 'a8-1-1', t(7))).toBeNull();
    expect(await versions.find(org.id, 'a8-1-2', t(3))).toBeNull();

    expect(await versions.findNewestReady(org.id, 'a8-1-1')).toBeNull();
    await versions.markReady(ids[1], { fingerprint: 'fit-0123456789abcdef.01234567', exampleCount: 3, earned: { c: 95 }, fitMs: 12, bytes: Buffer.from([1, 2, 3]) });
    await versions.markReady(ids[2], { fingerprint: 'fit-0123456789abcdef.89abcdef', exampleCount: 4, earned: { c: 90 }, fitMs: 13, bytes: Buffer.from([4, 5]) });
    await versions.markFailed(ids[3], 'boom');
    const newest = await versions.findNewestReady(org.id, 'a8-1-1');
    expect(newest?.id).toBe(ids[2]);
    expect(newest?.earned).toEqual({ c: 90 });
    expect(Array.from((await versions.getArtifact(ids[2])) ?? [])).toEqual([4, 5]);
    expect(await versions.getArtifact(ids[0])).toBeNull();
    expect((await versions.findById(ids[3]))?.state).toBe('failed');
    expect((await versions.findNewest(org.id, 'a8-1-1'))?.id).toBe(ids[4]);
  });

  it('returns the existing row when the same horizon is scheduled again, and keeps reference versions apart', async () => {
    const org = await orgs.create('coalesce-org');
    const a = await versions.createFitting(org.id, 'a8-1-1', t(1));
    const b = await versions.createFitting(org.id, 'a8-1-1', t(1));
    expect(a.created).toBe(true);
    expect(b).toEqual({ version: a.version, created: false });

    const ref = await versions.createFitting(null, 'a8-1-1', t(0));
    expect(ref.created).toBe(true);
    expect((await versions.createFitting(null, 'a8-1-1', t(0))).created).toBe(false);
    expect((await versions.find(null, 'a8-1-1', t(0)))?.id).toBe(ref.version.id);
    expect((await versions.listForOrg(null)).items.map((v) => v.id)).toEqual([ref.version.id]);
  });
});
