import { formatHorizon, pinnedModelId, REFERENCE_HORIZON } from '@a8/contracts';
import { type ModelVersion } from '@a8/db';
import { UsageError, type AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';
import { formatTable, isoOrDash } from '../lib/table';

export const listVersionsCommand: AdminCommand = {
  name: 'list-versions',
  summary: "List an organization's versions, newest first: horizon, state, examples, fingerprint, fit time (failed ones with their error)",
  flags: {
    org: { required: true, help: `the organization name, e.g. --org=acme, or --org=${REFERENCE_HORIZON} for the shared reference versions` },
    limit: { required: false, help: 'how many versions, newest first, e.g. --limit=20 (default: 50)' },
  },
  async run({ repos, print, record }, flags) {
    const limit = flags['limit'] === undefined ? 50 : Number(flags['limit']);
    if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit: "${flags['limit']}" is not a whole number of 1 or more; e.g. --limit=20`);
    const owner = flags['org'] === REFERENCE_HORIZON ? null : (await requireOrg(repos, flags['org'])).id;
    const label = owner === null ? 'the reference versions' : flags['org'];
    const repository = repos.versions;
    const versions: ModelVersion[] = [];
    let cursor: string | undefined;
    while (versions.length < limit) {
      const page = await repository.listForOrg(owner, { cursor, limit: Math.min(100, limit - versions.length) });
      versions.push(...page.items);
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    record({
      versions: versions.map((v) => ({ model: pinnedModelId(v.family, formatHorizon(v.horizon)), horizon: v.horizon.toISOString(), state: v.state, examples: v.exampleCount, fingerprint: v.fingerprint, fit_ms: v.fitMs, ready_at: v.readyAt?.toISOString() ?? null, error: v.error })),
    });
    if (versions.length === 0) {
      print(`No versions in ${label}`);
      return;
    }
    const rows = versions.map((v) => [
      pinnedModelId(v.family, formatHorizon(v.horizon)),
      v.horizon.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      v.state,
      v.exampleCount === null ? '-' : String(v.exampleCount),
      v.fingerprint ?? '-',
      v.fitMs === null ? '-' : `${(v.fitMs / 1000).toFixed(1)} s`,
      isoOrDash(v.readyAt),
      v.error ? v.error.replace(/\s+/g, ' ').slice(0, 200) : '',
    ]);
    for (const line of formatTable(['MODEL', 'HORIZON', 'STATE', 'EXAMPLES', 'FINGERPRINT', 'FIT TIME', 'READY AT', 'ERROR'], rows)) print(line);
    if (versions.length === limit) print(`(the newest ${limit}; --limit=<n> for more)`);
  },
};
