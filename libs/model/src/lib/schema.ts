import { canonicalJson } from './text';
import type { VerdictSchema } from './types';

/** One verdict property a schema asks for ('' = a bare verdict). */
export interface PropertySpec {
  property: string;
  schema: Record<string, unknown> | null;
  /** criterion carried by the schema: the property's description, else the schema's */
  description: string | null;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function isObjectSchema(schema: VerdictSchema | null): boolean {
  if (!schema) return false;
  return schema['type'] === 'object' || (schema['type'] === undefined && typeof schema['properties'] === 'object' && schema['properties'] !== null);
}

/** The verdict properties of a schema; a `precedents` property is reserved and not a verdict. */
export function verdictProperties(schema: VerdictSchema | null): PropertySpec[] {
  if (!schema) return [{ property: '', schema: null, description: null }];
  if (isObjectSchema(schema)) {
    // Only an object holds properties: the keys of an array or a string are not verdicts.
    const raw = schema['properties'];
    const props = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
    return Object.keys(props)
      .filter((p) => p !== 'precedents')
      .sort()
      .map((p) => {
        const own = props[p];
        const ps = own && typeof own === 'object' ? (own as Record<string, unknown>) : {};
        return { property: p, schema: ps, description: str(ps['description']) ?? str(schema['description']) };
      });
  }
  return [{ property: '', schema, description: str(schema['description']) }];
}

/** The value a verdict gives one property. */
export function propertyValue(answer: unknown, property: string): unknown {
  if (property === '') return answer;
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && Object.hasOwn(answer, property)) return (answer as Record<string, unknown>)[property];
  return undefined;
}

export type TaskSpec =
  | { task: 'label'; labels: unknown[] }
  | { task: 'number'; integer: boolean; min: number | null; max: number | null };

const MAX_SCALE = 11;

/** Label head (enum, boolean, small integer scale, any taught labels) or number head (wider numbers). */
export function taskFor(schema: Record<string, unknown> | null, values: unknown[]): TaskSpec {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const distinct = new Map<string, unknown>();
  for (const v of values) distinct.set(canonicalJson(v), v);
  const type = schema?.['type'];
  if (schema && Array.isArray(schema['enum'])) {
    const order = (schema['enum'] as unknown[]).map((v) => canonicalJson(v));
    const labels = [...distinct.entries()].sort((a, b) => rank(order, a[0]) - rank(order, b[0]) || cmp(a[0], b[0])).map(([, v]) => v);
    return { task: 'label', labels };
  }
  const allNumbers = values.length > 0 && values.every((v) => num(v) !== null);
  if (type === 'number' || type === 'integer' || (!type && allNumbers)) {
    const min = num(schema?.['minimum']);
    const max = num(schema?.['maximum']);
    const integer = type === 'integer' || (type !== 'number' && values.every((v) => Number.isInteger(v)));
    const small = integer && (min !== null && max !== null ? max - min + 1 <= MAX_SCALE : distinct.size <= MAX_SCALE && type !== 'number');
    if (small && allNumbers) return { task: 'label', labels: [...distinct.values()].sort((a, b) => (a as number) - (b as number)) };
    if (allNumbers) return { task: 'number', integer, min, max };
  }
  const labels = [...distinct.entries()].sort((a, b) => cmp(a[0], b[0])).map(([, v]) => v);
  return { task: 'label', labels };
}

function rank(order: string[], key: string): number {
  const i = order.indexOf(key);
  return i < 0 ? order.length : i;
}
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
