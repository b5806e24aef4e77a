import { Injectable } from '@nestjs/common';
import type { CanonicalRequest, ProposeCommand, Proposal } from '@a8/contracts';
import { latestUserMessage, normalizeSchema, readSubject, subjectKey, type JsonSchema } from '@a8/reader';
import { VersionStore } from '../versions/version-store.service';

type Message = { role: string; content: string };

/**
 * `teach` without an answer (spec a8-mcp §4): the request and answer A8 would record. For a
 * caller with models:explain it is framed beside the nearest taught requests (their criterion and
 * format); for any other caller it is built from the input alone. The answer is a label the user
 * named in their words when there is one, else what the current version answers.
 */
@Injectable()
export class ProposalService {
  constructor(private readonly store: VersionStore) {}

  async propose(command: ProposeCommand): Promise<Proposal> {
    const { caller } = command;
    const loaded = await this.store.resolve(caller.orgId, 'a8');
    const request = command.request;
    const words = latestUserMessage(request) ?? '';
    let input: unknown = command.input;
    let format = command.format;
    let criterion = request.criterion;

    if (caller.permissions.includes('models:explain')) {
      const nearest = loaded.fitted.recall(words, 3);
      const example = nearest.examples[0];
      if (example && nearest.criterion) {
        criterion = request.criterion ?? nearest.criterion;
        format = format ?? ((example.format as Record<string, unknown> | null) ?? null);
        input = Array.isArray(command.input) ? command.input : [{ role: 'system', content: criterion }, { role: 'user', content: words }];
      }
    }

    const schema = normalizeSchema(format).schema;
    const named = labelNamedIn(words, schema);
    let answer: unknown = named;
    if (answer === null && criterion !== null) {
      const framed: CanonicalRequest = { criterion, conversation: [{ role: 'user', content: words }], schema };
      const outcome = loaded.fitted.judge({ criterion, schema, subject: readSubject(words), level: 0, requestKey: subjectKey(framed) });
      answer = outcome.kind === 'verdict' ? outcome.verdict : null;
    }
    return { proposal: { input: input as Message[] | string, format, answer }, recorded_at: null };
  }
}

/** A label of the schema's enum that the user's words name ("… go to billing …"), shaped as the schema's verdict. */
function labelNamedIn(words: string, schema: JsonSchema | null): unknown {
  if (!schema) return null;
  const properties = schema['properties'] as Record<string, JsonSchema> | undefined;
  const lower = ` ${words.toLowerCase().replace(/[^\p{L}\p{N}_-]+/gu, ' ')} `;
  const find = (options: unknown[]) => options.find((o) => typeof o === 'string' && lower.includes(` ${o.toLowerCase()} `));
  if (properties) {
    const entries = Object.entries(properties);
    if (entries.length !== 1 || !Array.isArray(entries[0][1]['enum'])) return null;
    const label = find(entries[0][1]['enum'] as unknown[]);
    return label === undefined ? null : { [entries[0][0]]: label };
  }
  if (Array.isArray(schema['enum'])) return find(schema['enum'] as unknown[]) ?? null;
  return null;
}
