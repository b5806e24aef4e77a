import { Injectable } from '@nestjs/common';
import { A8Error, ErrorCode, type Caller } from '@a8/contracts';
import { PrismaService, repositoriesOver, type Repositories } from '@a8/db';

/** How long an organization's access is trusted before it is read again (admin:suspend-org takes effect within this). */
const ACCESS_TTL_MS = 2_000;
/** Organizations whose access is remembered at once; past this the oldest are read again. */
const ACCESS_CACHE_SIZE = 10_000;

/**
 * Whether an organization has access to A8 (spec a8-mcp Table 2: "The organization lacks access
 * to A8", 403). Checked by the judge on every message, as every permission is; the answer is kept
 * for two seconds per organization, so a judge reads it at most once in that time, and only for
 * organizations that exist (a caller's organization comes from its authenticated key or token).
 */
@Injectable()
export class OrganizationAccess {
  private readonly repos: Repositories;
  private readonly known = new Map<string, { suspended: boolean; at: number }>();

  constructor(prisma: PrismaService) {
    this.repos = repositoriesOver(prisma);
  }

  async require(caller: Caller): Promise<void> {
    const now = Date.now();
    let entry = this.known.get(caller.orgId);
    if (!entry || now - entry.at > ACCESS_TTL_MS) {
      const suspendedAt = await this.repos.organizations.suspendedAt(caller.orgId);
      entry = { suspended: suspendedAt !== null && suspendedAt !== undefined, at: now };
      if (suspendedAt !== undefined) {
        this.known.delete(caller.orgId);
        if (this.known.size >= ACCESS_CACHE_SIZE) this.known.delete(this.known.keys().next().value!);
        this.known.set(caller.orgId, entry);
      }
    }
    if (entry.suspended) {
      throw new A8Error(ErrorCode.Permission, "Your organization's access to A8 is suspended; an administrator restores it with admin:restore-org.");
    }
  }
}
