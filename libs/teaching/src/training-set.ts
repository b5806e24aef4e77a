import { isoSeconds } from '@a8/contracts';
import type { ExampleEventRepository } from '@a8/db';
import type { TaughtExample } from '@a8/model';
import { latestUserMessage, readMcpRequest, readTaughtRequest, requestKey, storedCanonicalRequest, type CanonicalRequest } from '@a8/reader';
import type { ReferencePack } from '@a8/reference-packs';
import type { Display } from './teaching.service';

/** Reference examples carry this time in precedents: when the packs' family was first shipped. */
export const REFERENCE_RECORDED_AT = '2026-07-15T00:00:00Z';

interface Entry {
  key: string;
  example: TaughtExample;
}

/** A taught request as the model learns it: criterion, schema, the latest user message as subject. */
export function toTaughtExample(request: CanonicalRequest, display: Display, answer: unknown, recordedAt: string): TaughtExample | null {
  const latest = latestUserMessage(request);
  if (latest === null) return null;
  const read = readTaughtRequest(request);
  return {
    // The taught-request rule matches on what a judge call asks about: criterion, schema, subject.
    requestKey: read.requestKey,
    criterion: read.criterion,
    schema: read.schema,
    subject: read.subject,
    answer,
    recordedAt,
    display,
  };
}

export function referenceEntries(packs: ReferencePack[]): Entry[] {
  const entries: Entry[] = [];
  for (const pack of packs) {
    for (const example of pack.examples) {
      const { request } = readMcpRequest(example.input, example.format);
      const taught = toTaughtExample(request, { input: example.input, format: example.format }, example.answer, REFERENCE_RECORDED_AT);
      if (taught) entries.push({ key: requestKey(request), example: { ...taught, reference: true } });
    }
  }
  return entries;
}

/**
 * What a version is fitted on (DESIGN §3): the reference packs, then the organization's examples
 * at the horizon; an organization's example replaces a reference example for the same request.
 */
export async function trainingSet(examples: ExampleEventRepository, orgId: string | null, horizon: Date, packs: ReferencePack[]): Promise<TaughtExample[]> {
  const byKey = new Map<string, TaughtExample>();
  for (const entry of referenceEntries(packs)) byKey.set(entry.key, entry.example);
  if (orgId !== null) {
    for (const event of await examples.taughtAt(orgId, horizon)) {
      const request = storedCanonicalRequest(event.request);
      const taught = toTaughtExample(request, event.display as unknown as Display, event.answer, isoSeconds(event.recordedAt));
      if (taught) byKey.set(event.requestKey, taught);
    }
  }
  return [...byKey.values()];
}
