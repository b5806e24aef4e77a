/** Where the JSON object opening at `open` closes (string-aware), or -1; at most `limit` characters are read. */
export function objectEnd(text: string, open: number, limit = 200_000): number {
  let depth = 0;
  let inString = false;
  for (let i = open; i < Math.min(text.length, open + limit); i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}
