import type { Membership, Organization, Role, User } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export type MembershipWithOrg = Membership & { org: Organization };
export type MembershipWithUser = Membership & { user: User };

export class MembershipRepository {
  constructor(private readonly db: DbClient) {}

  /** Gives the user this role in the organization: creates, changes the role, or reinstates. */
  grant(userId: string, orgId: string, role: Role): Promise<Membership> {
    return this.db.membership.upsert({
      where: { userId_orgId: { userId, orgId } },
      create: { userId, orgId, role },
      update: { role, revokedAt: null },
    });
  }

  /** The active (not revoked) membership, or null. */
  findActive(userId: string, orgId: string): Promise<Membership | null> {
    return this.db.membership.findFirst({ where: { userId, orgId, revokedAt: null } });
  }

  /** The organizations a user may act in (e.g. the sign-in page's picker). */
  listActiveForUser(userId: string): Promise<MembershipWithOrg[]> {
    return this.db.membership.findMany({
      where: { userId, revokedAt: null },
      include: { org: true },
      orderBy: { org: { name: 'asc' } },
    });
  }

  listForOrg(orgId: string): Promise<MembershipWithUser[]> {
    return this.db.membership.findMany({ where: { orgId }, include: { user: true }, orderBy: { createdAt: 'asc' } });
  }

  /** Revokes an active membership; null when there is none. */
  async revoke(userId: string, orgId: string, at: Date = new Date()): Promise<Membership | null> {
    const { count } = await this.db.membership.updateMany({ where: { userId, orgId, revokedAt: null }, data: { revokedAt: at } });
    return count ? this.db.membership.findUnique({ where: { userId_orgId: { userId, orgId } } }) : null;
  }
}
