import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'vitest';
import { answerFormatOf, readJudgement, readMessagesRequest } from '@a8/reader';

// The grader-template reader over the collected fixtures (libs/reader/fixtures/grader-templates):
// the share of templates whose parts are extracted exactly, whose criterion is found, and whose
// answer format is detected, plus the reader's time per request. Printed, never asserted.
interface Fixture {
  framework: string;
  name: string;
  messages_layout: string;
  answer_format: { kind: string };
  filled_example: { rendered: string; rendered_system?: string; expected_parts: Record<string, unknown> };
}

const FORMATS: Record<string, string> = { rating_brackets: 'rating_brackets', result_tag: 'result_tag', grade_letter: 'grade_letter', yes_no: 'y_n|yes_no', json: 'json' };
const norm = (value: unknown) => String(value ?? '').replace(/\s+/g, ' ').trim();

it('prints how well the reader reads grader templates', () => {
  const dir = join(import.meta.dirname, '../../libs/reader/fixtures/grader-templates');
  const rows: string[] = [];
  let parts = 0;
  let criteria = 0;
  let formats = 0;
  let formatTotal = 0;
  const times: number[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const frameworks = new Set<string>();
  for (const file of files) {
    const f = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Fixture;
    frameworks.add(f.framework);
    const system = f.messages_layout === 'single_system' ? f.filled_example.rendered : (f.filled_example.rendered_system ?? null);
    const user = f.messages_layout === 'single_system' ? '' : f.filled_example.rendered;
    const request = readMessagesRequest({ system: system || null, messages: [{ role: 'user', content: user || ' ' }], schema: null }).request;
    const started = process.hrtime.bigint();
    const read = readJudgement(request, true, () => undefined);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    const want = f.filled_example.expected_parts;
    const got: Record<string, unknown> = { output: read.subject.output, question: read.subject.question, reference: read.subject.reference, context: read.subject.context };
    const exact = ['output', 'question', 'reference', 'context'].every((k) => (want[k] ?? null) === null || norm(got[k]) === norm(want[k]));
    const criterionFound = read.criterion !== null && (want['criterion'] === null || norm(read.criterion).includes(norm(want['criterion']).slice(0, 30)) || norm(want['criterion']).includes(norm(read.criterion).slice(0, 30)));
    const expectedFormat = FORMATS[f.answer_format.kind];
    const detected = answerFormatOf(`${system ?? ''}\n${user}`)?.kind ?? null;
    if (expectedFormat) {
      formatTotal++;
      if (detected && new RegExp(`^(?:${expectedFormat})$`).test(detected)) formats++;
    }
    if (exact) parts++;
    if (criterionFound) criteria++;
    rows.push(`| ${f.framework} | ${f.name} | ${exact ? 'yes' : 'no'} | ${criterionFound ? 'yes' : 'no'} | ${f.answer_format.kind} | ${detected ?? '—'} |`);
  }
  times.sort((a, b) => a - b);
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(0)}% (${n}/${d})`;
  const summary = [
    `templates: ${files.length} from ${frameworks.size} frameworks`,
    `parts extracted exactly: ${pct(parts, files.length)}`,
    `criterion found: ${pct(criteria, files.length)}`,
    `answer format detected (formats A8 writes: brackets, [RESULT], GRADE, Y/N, yes/no, JSON): ${pct(formats, formatTotal)}`,
    `reader p50 ${times[Math.floor(times.length / 2)]!.toFixed(2)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(2)} ms`,
  ];
  const table = ['| framework | template | parts exact | criterion | format asked | format detected |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
  console.log(summary.join('\n'));
  writeFileSync(join(import.meta.dirname, '../results/reader.md'), `# Reading grader templates (reasoning on)\n\n${summary.map((l) => `- ${l}`).join('\n')}\n\n${table}\n`);
});
