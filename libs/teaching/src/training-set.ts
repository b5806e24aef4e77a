import { isoSeconds } from '@a8/contracts';
import type { ExampleEventRepository } from '@a8/db';
import { verdictProperties, type TaughtExample } from '@a8/model';
import { canonicalJson, latestUserMessage, learnTemplates, readMcpRequest, readRequestKey, readTaughtRequest, requestKey, storedCanonicalRequest, type CanonicalRequest, type TemplateCandidate } from '@a8/reader';
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
  return readTaught(request, display, answer, recordedAt)?.example ?? null;
}

/** The taught example, with the parts the reader named in it (what template learning needs of a fill). */
function readTaught(request: CanonicalRequest, display: Display, answer: unknown, recordedAt: string): { example: TaughtExample; parts: TemplateCandidate['parts'] } | null {
  const latest = latestUserMessage(request);
  if (latest === null) return null;
  const read = readTaughtRequest(request, answer);
  const example: TaughtExample = {
    // The taught-request rule matches on what a judge call asks about: criterion, schema, subject.
    requestKey: read.requestKey,
    criterion: read.criterion,
    schema: read.schema,
    subject: read.subject,
    // a template's verdict object as it is learned, key by key (the reasons it was taught with set aside)
    answer: read.answer,
    recordedAt,
    display,
  };
  return { example, parts: read.parts };
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
    const own: TaughtEntry[] = [];
    for (const event of await examples.taughtAt(orgId, horizon)) {
      const request = storedCanonicalRequest(event.request);
      const taught = readTaught(request, event.display as unknown as Display, event.answer, isoSeconds(event.recordedAt));
      if (taught) own.push({ key: event.requestKey, request, ...taught });
    }
    for (const { key, example } of learnTemplateFills(own)) byKey.set(key, example);
  }
  return [...byKey.values()];
}

/** An organization's taught example as read, keyed as its log keys it. */
export interface TaughtEntry {
  key: string;
  request: CanonicalRequest;
  example: TaughtExample;
  parts: TemplateCandidate['parts'];
}

/** A criterion the schema carries (a property's description, or the schema's): the example has one though the text states none. */
function schemaCriterion(schema: Record<string, unknown> | null): string | null {
  return verdictProperties(schema).find((p) => p.description !== null)?.description ?? null;
}

/**
 * The organization's examples, fills of one grader template learned as such (libs/reader's
 * learned-template.ts): where the reader keyed a template's fills apart, or found no criterion in
 * them, each fill takes the template's criterion and its slot values as the subject, so the fills
 * teach one head, and a judged fill meets it. Taught in key order: the same log learns the same templates.
 */
export function learnTemplateFills(own: TaughtEntry[]): TaughtEntry[] {
  const sorted = [...own].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const candidates: TemplateCandidate[] = sorted.map(({ request, example, parts }) => {
    const single = request.conversation.length === 1 && request.conversation[0]!.role === 'user';
    return {
      system: request.criterion !== null && request.criterion.trim() !== '' ? request.criterion : null,
      schemaKey: canonicalJson(request.schema),
      // A follow-up is no template's fill: an empty text is never learned from.
      text: single ? request.conversation[0]!.content : '',
      criterion: example.criterion ?? schemaCriterion(request.schema),
      parts,
    };
  });
  const learned = learnTemplates(candidates);
  return sorted.map((entry, i) => {
    const fill = learned.get(i);
    if (!fill) return entry;
    const { template, subject, subjectText } = fill;
    const requestKey = readRequestKey({ criterion: template.criterion, schema: entry.request.schema, subjectText });
    return { ...entry, example: { ...entry.example, criterion: template.criterion, subject, requestKey, template } };
  });
}
