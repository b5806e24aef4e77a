import type { Subject } from '@a8/contracts';

export type { Subject } from '@a8/contracts';

const PARTS = ['reference', 'context', 'question'] as const;

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A user message holding a JSON object with `output` is a subject object whose `reference`,
 * `context` and `question` keys are its other parts (spec Table 3); any other message is the
 * output whole.
 */
export function readSubject(message: string): Subject {
  const trimmed = message.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'output' in parsed) {
        const record = parsed as Record<string, unknown>;
        const subject: Subject = { output: asText(record['output']) };
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
