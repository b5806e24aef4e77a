import { canonicalJson } from '@a8/contracts';
import type { JsonSchema } from './canonical-request';

/**
 * How big a taught verdict schema may be. A taught format becomes part of a version that every
 * later request loads, so it is held to limits no real verdict needs to pass: a schema past them
 * is refused at teach time, naming the rule, instead of making a version heavy or unloadable.
 */
export const FORMAT_LIMITS = { maxDepth: 16, maxBytes: 64 * 1024, maxProperties: 64, maxEnumValues: 1000 } as const;

/** The first rule a taught schema breaks, as a sentence naming `format`; null when it passes. */
export function formatProblem(schema: JsonSchema | null, field = 'format'): string | null {
  if (schema === null) return null;
  const bytes = Buffer.byteLength(canonicalJson(schema));
  if (bytes > FORMAT_LIMITS.maxBytes) return `${field}: ${bytes} bytes of JSON Schema; a taught format holds at most ${FORMAT_LIMITS.maxBytes}.`;
  const stack: { node: unknown; depth: number; path: string }[] = [{ node: schema, depth: 1, path: field }];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > FORMAT_LIMITS.maxDepth) return `${path}: nested deeper than ${FORMAT_LIMITS.maxDepth} levels; a taught format nests at most ${FORMAT_LIMITS.maxDepth}.`;
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push({ node: item, depth: depth + 1, path: `${path}[${i}]` }));
      continue;
    }
    const record = node as Record<string, unknown>;
    const properties = record['properties'];
    if (properties && typeof properties === 'object' && !Array.isArray(properties) && Object.keys(properties).length > FORMAT_LIMITS.maxProperties) {
      return `${path}.properties: ${Object.keys(properties).length} properties; a taught format has at most ${FORMAT_LIMITS.maxProperties}.`;
    }
    const values = record['enum'];
    if (Array.isArray(values) && values.length > FORMAT_LIMITS.maxEnumValues) {
      return `${path}.enum: ${values.length} values; a taught format's enum has at most ${FORMAT_LIMITS.maxEnumValues}.`;
    }
    for (const [key, value] of Object.entries(record)) stack.push({ node: value, depth: depth + 1, path: `${path}.${key}` });
  }
  return null;
}
