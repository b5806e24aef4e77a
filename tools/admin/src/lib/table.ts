export function isoOrDash(date: Date | null | undefined): string {
  return date ? date.toISOString() : '-';
}

/** Left-aligned columns separated by two spaces. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)];
}
