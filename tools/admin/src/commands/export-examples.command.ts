import { horizonToDate } from '@a8/contracts';
import { writeFileSync } from 'node:fs';
import { UsageError, type AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';

/** Later than any recorded_at: "every example taught so far" (a recorded_at may be a second ahead of now). */
const END_OF_TIME = new Date('9999-12-31T23:59:59Z');

/** `20260715t140322z`, `a8-1-1@20260715t140322z` or an ISO time → the horizon's Date. */
export function parseHorizonFlag(value: string): Date {
  const text = value.includes('@') ? value.slice(value.indexOf('@') + 1) : value;
  const date = horizonToDate(text) ?? (/^\d{4}-\d\d-\d\dT/.test(text) ? new Date(text) : null);
  if (!date || Number.isNaN(date.getTime())) {
    throw new UsageError(`--horizon: "${value}" is not a horizon; send one as admin:list-versions shows it, e.g. --horizon=20260715t140322z`);
  }
  return date;
}

export const exportExamplesCommand: AdminCommand = {
  name: 'export-examples',
  summary: "Write an organization's taught examples as JSONL ({input, format, answer, recorded_at} per line), as import-examples reads them",
  flags: {
    org: { required: true, help: 'the organization name, e.g. --org=acme' },
    horizon: { required: false, help: 'the examples a version includes, e.g. --horizon=20260715t140322z (default: every example taught and not retracted)' },
    file: { required: false, help: 'write to this file instead of stdout, e.g. --file=acme.jsonl' },
  },
  async run({ repos, print, record }, flags) {
    const horizon = flags['horizon'] === undefined ? END_OF_TIME : parseHorizonFlag(flags['horizon']);
    const org = await requireOrg(repos, flags['org']);
    const events = await repos.examples.taughtAt(org.id, horizon);
    const lines = events.map((event) => {
      const display = event.display as { input?: unknown; format?: unknown };
      return JSON.stringify({ input: display.input, format: display.format ?? null, answer: event.answer, recorded_at: event.recordedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') });
    });
    if (flags['file'] === undefined) {
      for (const line of lines) print(line);
      return;
    }
    writeFileSync(flags['file'], lines.length ? `${lines.join('\n')}\n` : '');
    record({ organization: org.name, examples: lines.length, file: flags['file'] ?? null });
    print(`Exported ${lines.length} examples of ${org.name}${horizon === END_OF_TIME ? '' : ` at ${flags['horizon']}`} to ${flags['file']}`);
  },
};
