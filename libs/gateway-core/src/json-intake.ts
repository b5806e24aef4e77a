/**
 * What every interface does to a JSON body right after parsing it, before any library walks it:
 * - refuses deep nesting (class-transformer, validators and the model recurse, and 5,000 levels
 *   overflow their stacks);
 * - refuses `__proto__` keys (assigning one to a plain object replaces its prototype, so a property
 *   named `__proto__` would vanish from a schema and change what is judged);
 * - makes every string storable: PostgreSQL cannot hold U+0000 or an unpaired surrogate in text or
 *   JSON, so each becomes U+FFFD, the replacement character, in every interface alike (a request
 *   taught with one and judged with it stay "the same request").
 * The walk is iterative and linear in the body, so it cannot overflow or stall.
 */
export const MAX_JSON_DEPTH = 64;

export interface JsonIntakeProblem {
  /** The field at fault, as `output_config.format.schema.properties.a` (long paths shortened). */
  field: string;
  message: string;
}

const SHOWN_SEGMENTS = 8;

function fieldName(path: (string | number)[]): string {
  // The head says which field it is; the tail, how deep it went.
  const shown = path.length > SHOWN_SEGMENTS ? [...path.slice(0, SHOWN_SEGMENTS - 2), '…', ...path.slice(-2)] : path;
  let out = '';
  for (const segment of shown) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out || '(body)';
}

// NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** `text` with NUL and unpaired surrogates replaced by U+FFFD; the same string when it has none. */
export function storableText(text: string): string {
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE_ALL, '\uFFFD') : text;
}

/**
 * Checks `value` in place: the first problem found, or null. Strings inside it are made storable
 * (see above). `root` prefixes the field names (`params.arguments`).
 */
export function inspectJson(value: unknown, options: { maxDepth?: number; root?: (string | number)[] } = {}): JsonIntakeProblem | null {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH;
  const root = options.root ?? [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    const depth = path.length - root.length + 1;
    if (depth > maxDepth) {
      const field = fieldName(path);
      return { field, message: `${field}: nested deeper than ${maxDepth} levels; send JSON at most ${maxDepth} levels deep.` };
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const item: unknown = node[i];
        if (typeof item === 'string') node[i] = storableText(item);
        else stack.push({ value: item, path: [...path, i] });
      }
      continue;
    }
    const record = node as Record<string, unknown>;
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (key === '__proto__') {
        const field = fieldName([...path, key]);
        return { field, message: `${field}: "__proto__" is a reserved name and cannot be a key; rename this property.` };
      }
      if (storableText(key) !== key) {
        const field = fieldName([...path, storableText(key)]);
        return { field, message: `${field}: a key cannot hold U+0000 or an unpaired surrogate; rename this property.` };
      }
      const item = record[key];
      if (typeof item === 'string') record[key] = storableText(item);
      else stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}
