import type { Subject } from '@a8/contracts';
import { canonicalJson } from './canonical-json';

export type { Subject } from '@a8/contracts';

const PARTS = ['reference', 'context', 'question'] as const;

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The two responses of a pairwise comparison as the one output the model reads: the same text
 * whether the pair came from a template (`[Response 1]`/`[Response 2]`) or a subject object with
 * `output` and `output_b`, so a pair taught one way is judged the other.
 */
export function pairedOutput(first: string, second: string): string {
  return `Response A:\n${first}\n\nResponse B:\n${second}`;
}

/** The subject as one text, as "the same request" is keyed: its canonical JSON when it has parts beside the output. */
export function subjectTextOf(subject: Subject): string {
  return Object.keys(subject).length > 1 ? canonicalJson(subject) : subject.output;
}

/**
 * A user message holding a JSON object with `output` is a subject object whose `reference`,
 * `context` and `question` keys are its other parts (spec Table 3), and `output_b` the second
 * response of a pairwise comparison; any other message is the output whole.
 */
export function readSubject(message: string): Subject {
  const trimmed = message.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'output' in parsed) {
        const record = parsed as Record<string, unknown>;
        const second = record['output_b'];
        const first = asText(record['output']);
        const subject: Subject = { output: typeof second === 'string' && second !== '' ? pairedOutput(first, second) : first };
        for (const part of PARTS) {
          const value = record[part];
          if (value !== undefined && value !== null && value !== '') subject[part] = asText(value);
        }
        return subject;
      }
    } catch {
      // not JSON: the message is the output as written
    }
  }
  return { output: message };
}
