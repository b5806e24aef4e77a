import type { JsonSchema } from '@a8/contracts';

/**
 * Free-text properties a framework's verdict schema asks the judge to fill with its reasoning
 * (autoevals' `select_choice` tool: `{reasons, choice}`; openevals and Langfuse: `{reasoning,
 * score}`): not verdicts to be taught, but the judge's account of its answer. Read with reasoning
 * on, they are set aside from the verdict A8 judges, and filled with what answered.
 */
const REASONING_WORD = /^(?:reasons?|reasoning|rationale|explanation|justification|thoughts?|thinking|analysis|cot|critique|feedback|evidence)$/i;

/**
 * A reasoning name: a reasoning word alone, or with one or two qualifiers before or after it
 * (`overall_reasoning`, `failure_reason`, `clarityExplanation`, `chain_of_thought`), in snake, kebab or camel case.
 */
function isReasoningName(name: string): boolean {
  if (/^chain[_ -]?of[_ -]?thoughts?$/i.test(name)) return true;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .split(/[_\s-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 3) return false;
  return REASONING_WORD.test(words[words.length - 1]!) || REASONING_WORD.test(words[0]!);
}

export interface ReasoningSplit {
  /** The schema without its reasoning properties (unchanged when it has none). */
  schema: JsonSchema | null;
  /** The reasoning properties set aside, in the schema's order. */
  reasoning: string[];
}

/** A property the judge writes in words: a string (or untyped) property with a reasoning name and no options. */
function isReasoning(name: string, property: unknown): boolean {
  if (!isReasoningName(name) || property === null || typeof property !== 'object' || Array.isArray(property)) return false;
  const p = property as Record<string, unknown>;
  return (p['type'] === undefined || p['type'] === 'string') && p['enum'] === undefined && p['const'] === undefined;
}

/** Sets aside an object schema's reasoning properties, as long as a verdict property remains. */
export function splitReasoningProperties(schema: JsonSchema | null): ReasoningSplit {
  const properties = schema?.['properties'];
  if (!schema || !properties || typeof properties !== 'object' || Array.isArray(properties)) return { schema, reasoning: [] };
  const entries = Object.entries(properties as Record<string, unknown>);
  const reasoning = entries.filter(([name, p]) => isReasoning(name, p)).map(([name]) => name);
  if (reasoning.length === 0 || reasoning.length === entries.length) return { schema, reasoning: [] };
  const kept = Object.fromEntries(entries.filter(([name]) => !reasoning.includes(name)));
  const required = Array.isArray(schema['required']) ? { required: (schema['required'] as unknown[]).filter((r) => typeof r !== 'string' || !reasoning.includes(r)) } : {};
  return { schema: { ...schema, properties: kept, ...required }, reasoning };
}

/** The verdict with its reasoning properties filled in (the reason first, as a judge writes it). */
export function withReasoning(verdict: unknown, reasoning: readonly string[], reason: string): unknown {
  if (reasoning.length === 0 || verdict === null || typeof verdict !== 'object' || Array.isArray(verdict)) return verdict;
  // Own properties only (fromEntries defines, never sets): no key of a taught schema reaches a prototype.
  return Object.fromEntries([...reasoning.map((name) => [name, reason] as const), ...Object.entries(verdict)]);
}
