import { A8Error, formatHorizon, pinnedModelId, CURRENT_FAMILY } from '@a8/contracts';
import { FitQueue } from '@a8/messaging';
import { readMcpRequest, RequestShapeError } from '@a8/reader';
import { inspectJson, readToolArguments, type ToolArguments } from '@a8/gateway-core';
import { TeachingService, type TeachItem } from '@a8/teaching';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { AdminError, UsageError, type AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';

/** Lines taught per transaction: big enough to be fast, small enough to keep each transaction short. */
const BATCH = 500;

interface ParsedLine {
  line: number;
  item: TeachItem;
}

/**
 * One line in the MCP teach shape, read exactly as the teach tool reads its arguments. Returns the
 * item, or the reason the line is rejected (naming the field).
 */
export function parseExampleLine(text: string): TeachItem | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { error: `not JSON (${(error as Error).message}); write one {"input", "format", "answer"} object per line` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'not an object; write one {"input", "format", "answer"} object per line' };
  // The same intake as the gateways: depth, reserved keys, and text PostgreSQL can store.
  const problem = inspectJson(value);
  if (problem) return { error: problem.message };
  // `recorded_at`, as export-examples writes it, is ignored; the rest are the teach tool's arguments.
  const { recorded_at: _exported, ...teach } = value as Record<string, unknown>;
  let args: ToolArguments;
  try {
    args = readToolArguments('teach', teach);
  } catch (error) {
    if (error instanceof A8Error) return { error: error.message };
    throw error;
  }
  if (!args.hasAnswer) return { error: 'answer: required; the verdict the request should get' };
  const { input, format } = args;
  try {
    const read = readMcpRequest(input, format);
    return { read, display: { input, format }, answer: args.answer };
  } catch (error) {
    if (error instanceof RequestShapeError) return { error: error.message };
    throw error;
  }
}

export const importExamplesCommand: AdminCommand = {
  name: 'import-examples',
  summary: 'Teach every line of a JSONL file ({input, format?, answer} per line) to an organization, then schedule one fit',
  flags: {
    org: { required: true, help: 'the organization name, e.g. --org=acme' },
    file: { required: true, help: 'a JSONL file with one {"input", "format", "answer"} object per line, e.g. --file=examples.jsonl' },
  },
  async run({ db, repos, settings, print, progress, record }, flags) {
    const path = flags['file'];
    if (!existsSync(path)) throw new UsageError(`--file: ${path} does not exist; give the path of a JSONL file`);
    const org = await requireOrg(repos, flags['org']);
    const warnings: string[] = [];
    const queue = new FitQueue(settings.REDIS_URL, { prefix: settings.REDIS_PREFIX, debounceMs: settings.FIT_DEBOUNCE_MS });
    // The same domain function as the judge service's teach: validation, replace, idempotence.
    const teaching = new TeachingService(db, queue, { warn: (obj, msg) => warnings.push(`${msg} (${String((obj as { err?: unknown }).err ?? '')})`) });
    const counts = { lines: 0, recorded: 0, replaced: 0, unchanged: 0, rejected: 0 };
    const rejected: string[] = [];
    const total = countLines(path);
    const started = Date.now();
    let batch: ParsedLine[] = [];

    const flush = async () => {
      if (batch.length === 0) return;
      const outcomes = await teaching.teachBatch(org.id, batch.map((b) => b.item));
      outcomes.forEach((outcome, i) => {
        if (outcome.status === 'rejected') {
          counts.rejected++;
          rejected.push(`line ${batch[i].line}: ${outcome.error}`);
        } else counts[outcome.status]++;
      });
      batch = [];
      progress(bar(counts.lines, total, Date.now() - started));
    };

    try {
      const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
      let number = 0;
      for await (const text of lines) {
        number++;
        if (text.trim() === '') continue;
        counts.lines++;
        const parsed = parseExampleLine(text);
        if ('error' in parsed) {
          counts.rejected++;
          rejected.push(`line ${number}: ${parsed.error}`);
          continue;
        }
        batch.push({ line: number, item: parsed });
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      progress(`${bar(counts.lines, total, Date.now() - started)} done`);
      const scheduled = counts.recorded + counts.replaced > 0 ? await teaching.scheduleFit(org.id) : null;

      rejected.sort((a, b) => Number(a.split(/[ :]/)[1]) - Number(b.split(/[ :]/)[1]));
      for (const line of rejected) print(line);
      const seconds = (Date.now() - started) / 1000;
      print(
        `Imported ${path} into ${org.name}: ${counts.lines} lines, ${counts.recorded} recorded, ${counts.replaced} replaced, ` +
          `${counts.unchanged} unchanged, ${counts.rejected} rejected in ${seconds.toFixed(1)} s (${Math.round(counts.lines / Math.max(seconds, 0.001))} lines/s)`,
      );
      record({ file: path, organization: org.name, ...counts, rejected_lines: rejected, version: scheduled ? pinnedModelId(CURRENT_FAMILY, formatHorizon(scheduled.horizon)) : null });
      if (scheduled) {
        const id = pinnedModelId(CURRENT_FAMILY, formatHorizon(scheduled.horizon));
        print(warnings.length ? `Version ${id} is fitting; the fit could not be queued now (${warnings.join('; ')}), the fitting worker's reconciler will queue it` : `Version ${id} is fitting; see admin:list-versions --org=${org.name}`);
      } else {
        print('Nothing new to fit: no version scheduled');
      }
      if (counts.lines > 0 && counts.rejected === counts.lines) throw new AdminError(`--file: every line of ${path} was rejected`);
    } finally {
      await queue.close();
    }
  },
};

/** `[##########----------]  50% 5000/10000 lines, 4200 lines/s`. */
export function bar(done: number, total: number, ms: number): string {
  const width = 30;
  const share = total > 0 ? Math.min(done / total, 1) : 1;
  const filled = Math.round(share * width);
  const rate = Math.round(done / Math.max(ms / 1000, 0.001));
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total} lines, ${rate} lines/s`;
}

/** Non-blank lines of the file, for the progress bar's total. */
function countLines(path: string): number {
  let count = 0;
  for (const line of readFileSync(path, 'utf8').split('\n')) if (line.trim() !== '') count++;
  return count;
}
