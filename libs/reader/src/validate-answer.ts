import type { JsonSchema } from './canonical-request';

/**
 * Checks a taught answer against the verdict schema (enum, type, bounds, properties). Each problem
 * names the field, the rule and the values that pass, as `answer.queue: "refund" is not one of
 * "billing", "shipping", "account".`
 */
export function validateAnswer(schema: JsonSchema | null, answer: unknown, field = 'answer'): string[] {
  if (answer === undefined) return [`${field}: required.`];
  if (schema === null) {
    if (typeof answer === 'string' || typeof answer === 'boolean' || (typeof answer === 'number' && Number.isFinite(answer))) return [];
    return [`${field}: without a format, the answer is a bare label or number, not ${describe(answer)}.`];
  }
  return validateValue(schema, answer, field);
}

function validateValue(schema: JsonSchema, value: unknown, field: string): string[] {
  const enumValues = schema['enum'];
  if (Array.isArray(enumValues)) {
    if (enumValues.some((option) => sameJson(option, value))) return [];
    return [`${field}: ${JSON.stringify(value)} is not one of ${enumValues.map((v) => JSON.stringify(v)).join(', ')}.`];
  }
  if (Object.hasOwn(schema, 'const')) {
    return sameJson(schema['const'], value) ? [] : [`${field}: must be ${JSON.stringify(schema['const'])}.`];
  }
  const type = schema['type'];
  const types = Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
  if (types.length === 0 && schema['properties']) types.push('object');
  if (types.length > 0 && !types.some((t) => hasType(value, t))) {
    return [`${field}: must be ${types.map(article).join(' or ')}, not ${describe(value)}.`];
  }
  const problems: string[] = [];
  if (typeof value === 'number') {
    const min = schema['minimum'];
    const max = schema['maximum'];
    if (typeof min === 'number' && value < min) problems.push(`${field}: ${value} is below the minimum ${min}.`);
    if (typeof max === 'number' && value > max) problems.push(`${field}: ${value} is above the maximum ${max}.`);
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && types.includes('object')) {
    const properties = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
    const record = value as Record<string, unknown>;
    const names = Object.keys(properties);
    for (const key of Object.keys(record)) {
      if (!Object.hasOwn(properties, key) && names.length > 0) problems.push(`${field}.${key}: not a property of the format; the properties are ${names.map((n) => JSON.stringify(n)).join(', ')}.`);
    }
    for (const name of names) {
      if (!Object.hasOwn(record, name)) {
        problems.push(`${field}.${name}: required by the format.`);
        continue;
      }
      const sub = properties[name];
      if (sub && typeof sub === 'object') problems.push(...validateValue(sub, record[name], `${field}.${name}`));
    }
  }
  return problems;
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `${typeof value === 'string' ? 'the string' : `the ${typeof value}`} ${JSON.stringify(value)}`;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
