/**
 * JSON written as the spec's examples show it (`{"queue": "shipping"}`): a space after `:` and
 * `,`, which is also what Python's json.dumps writes, so verdict texts compare equal across SDKs.
 */
export function pythonJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${pythonJson(v)}`).join(', ')}}`;
}
