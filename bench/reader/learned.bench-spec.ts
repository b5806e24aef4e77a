import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import type { CanonicalRequest, JsonSchema, LearnedTemplate, Subject } from '@a8/contracts';
import { verdictProperties } from '@a8/model';
import { canonicalJson, learnTemplates, pairedOutput, readByLearnedTemplate, readJudgement, readMessagesRequest, readTaughtRequest, type TemplateCandidate } from '@a8/reader';

// Templates learned from taught fills (libs/reader/src/learned-template.ts), over the collected
// fixtures: each template is filled several times with other fixtures' values (same role), a few
// fills are taught, and one more is judged as the judge service reads it: the reader first, then,
// when the criterion it finds was not taught, the templates the taught fills teach. Measured: is
// the judged fill keyed like its taught fills (so it meets their head), and are its parts its
// values? Beside it, the reader alone. Printed, never asserted. READER_FIXTURES: another set.
interface Fixture {
  framework: string;
  name: string;
  messages_layout: string;
  template: string;
  system_template?: string;
  placeholders: Record<string, string>;
  request_schema?: JsonSchema;
  filled_example: { values: Record<string, unknown>; rendered: string; rendered_system?: string };
}

const VARIED = new Set(['output', 'output_b', 'question', 'reference', 'context']);
const norm = (value: unknown) => String(value ?? '').replace(/\s+/g, ' ').trim();
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function render(text: string, values: Record<string, unknown>): string {
  let out = text;
  for (const [placeholder, value] of Object.entries(values)) out = out.split(placeholder).join(asText(value));
  return out;
}

/** A stable small hash, so every run fills the same values. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The criterion a schema carries, as the fitter reads it. */
const descriptionOf = (schema: JsonSchema | null): string | null => verdictProperties(schema).find((p) => p.description !== null)?.description ?? null;

it('prints how well taught fills teach their template', () => {
  const dir = process.env['READER_FIXTURES'] ?? join(import.meta.dirname, '../../libs/reader/fixtures/grader-templates');
  const fixtures = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ id: file.replace(/\.json$/, ''), f: JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture }));
  const pools = new Map<string, string[]>();
  for (const { f } of fixtures) {
    for (const [placeholder, role] of Object.entries(f.placeholders)) {
      const value = f.filled_example.values?.[placeholder];
      if (VARIED.has(role) && typeof value === 'string' && value.trim().length >= 3) pools.set(role, [...(pools.get(role) ?? []), value]);
    }
  }
  const lines: string[] = [];
  const summary: string[] = [];
  for (const taughtCount of [2, 3, 5]) {
    const counts = { applicable: 0, readerKeyed: 0, learnedKeyed: 0, learnedParts: 0, templates: 0 };
    const misses: string[] = [];
    for (const { id, f } of fixtures) {
      const own = f.filled_example.values ?? {};
      if (f.messages_layout === 'single_system') continue; // the template is the system prompt: no user message to learn from
      if (render(f.template, own) !== f.filled_example.rendered) continue;
      if (f.system_template && render(f.system_template, own) !== f.filled_example.rendered_system) continue;
      counts.applicable++;
      const fills = Array.from({ length: taughtCount + 1 }, (_, n) => {
        if (n === 0) return own;
        const values: Record<string, unknown> = { ...own };
        for (const [placeholder, role] of Object.entries(f.placeholders)) {
          const pool = pools.get(role);
          if (!VARIED.has(role) || !pool?.length) continue;
          values[placeholder] = pool[(hash(id) + n * 7919) % pool.length];
        }
        return values;
      });
      const requests = fills.map((values) =>
        readMessagesRequest({ system: f.system_template ? render(f.system_template, values) : null, messages: [{ role: 'user', content: render(f.template, values) }], schema: f.request_schema ?? null }).request,
      );
      const taught = requests.slice(0, taughtCount).map((request) => ({ request, read: readTaughtRequest(request) }));
      const candidates: TemplateCandidate[] = taught.map(({ request, read }) => ({
        system: request.criterion,
        schemaKey: canonicalJson(request.schema),
        text: request.conversation[0]!.content,
        criterion: read.criterion ?? descriptionOf(request.schema),
        parts: read.parts,
      }));
      const learned = learnTemplates(candidates);
      const templates = [...new Map([...learned.values()].map((r) => [r.template.criterion, r.template])).values()];
      const taughtCriteria = new Set(taught.map(({ read }, i) => learned.get(i)?.template.criterion ?? read.criterion ?? descriptionOf(read.schema)));
      const judged: CanonicalRequest = requests[taughtCount]!;
      const read = readJudgement(judged, true, () => undefined);
      const readerCriteria = new Set(taught.map(({ read: r }) => r.criterion));
      const readerKeyed = read.criterion !== null && readerCriteria.size === 1 && readerCriteria.has(read.criterion);
      // As the judge reads it: the reader's criterion when taught, else a learned template's.
      let criterion = read.criterion;
      let subject: Subject = read.subject;
      if (criterion === null || !taughtCriteria.has(criterion)) {
        const hit = readByLearnedTemplate(templates as LearnedTemplate[], judged);
        if (hit) ({ criterion, subject } = { criterion: hit.template.criterion, subject: hit.subject });
      }
      const learnedKeyed = criterion !== null && taughtCriteria.size === 1 && taughtCriteria.has(criterion);
      const values = fills[taughtCount]!;
      const byRole = (role: string) => Object.entries(f.placeholders).filter(([, r]) => r === role).map(([p]) => norm(values[p]));
      const want: Record<string, string | undefined> = {};
      for (const role of ['question', 'reference', 'context']) if (byRole(role).length) want[role] = byRole(role).join(' ');
      const outputs = byRole('output');
      const seconds = byRole('output_b');
      if (outputs.length) want['output'] = norm(seconds.length ? pairedOutput(outputs.join(' '), seconds.join(' ')) : outputs.join(' '));
      const partsRight = Object.entries(want).every(([role, text]) => norm((subject as unknown as Record<string, unknown>)[role]) === text);
      if (readerKeyed) counts.readerKeyed++;
      if (learnedKeyed) counts.learnedKeyed++;
      if (learnedKeyed && partsRight) counts.learnedParts++;
      if (templates.length) counts.templates++;
      if (!learnedKeyed || !partsRight) misses.push(`- ${id}: ${learnedKeyed ? '' : 'not keyed like its taught fills'}${!learnedKeyed || partsRight ? '' : 'parts'}${templates.length ? ' (template learned)' : ''}`);
    }
    const pct = (n: number) => `${((100 * n) / Math.max(1, counts.applicable)).toFixed(1)}% (${n}/${counts.applicable})`;
    summary.push(
      `${taughtCount} fills taught, one more judged: keyed like the taught fills — reader alone ${pct(counts.readerKeyed)}, with learned templates ${pct(counts.learnedKeyed)}; keyed and every part its value ${pct(counts.learnedParts)}; a template learned for ${pct(counts.templates)}`,
    );
    if (taughtCount === 3) lines.push(...misses);
  }
  console.log([...summary, 'misses (3 fills taught):', ...lines].join('\n'));
  writeFileSync(
    join(import.meta.dirname, process.env['READER_FIXTURES'] ? '../results/reader-learned-heldout.md' : '../results/reader-learned.md'),
    `# Templates learned from taught fills\n\n${summary.map((l) => `- ${l}`).join('\n')}\n\nMisses (3 fills taught):\n\n${lines.join('\n') || '- none'}\n`,
  );
});
