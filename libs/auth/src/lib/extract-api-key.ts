/** Node's IncomingHttpHeaders, or any record of header values. */
export type HeaderRecord = Record<string, string | string[] | undefined>;

function header(headers: HeaderRecord, name: string): string | undefined {
  // Node lower-cases header names; other callers may not.
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The raw key from `x-api-key` (preferred, as the Anthropic SDK sends it) or
 * `Authorization: Bearer <key>`; null when neither carries one. The key is not validated here.
 */
export function extractApiKey(headers: HeaderRecord): string | null {
  const apiKey = header(headers, 'x-api-key');
  if (apiKey) return apiKey;
  const authorization = header(headers, 'authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match ? match[1] : null;
}
