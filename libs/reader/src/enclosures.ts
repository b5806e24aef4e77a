/**
 * Where a plain-words subject may be set apart from the words around it: a fenced block, lines of one fence, quotes of
 * several kinds, an inline JSON object, a code span. Each found by index or by a bounded pattern: linear in the text.
 */

/** A subject found enclosed: where the enclosure starts, the enclosure whole, and what it encloses. */
export interface Enclosed {
  index: number;
  whole: string;
  inner: string;
}

const enclosedBy = (index: number, whole: string, inner: string): Enclosed => ({ index, whole, inner });
const fromMatch = (m: RegExpExecArray | null): Enclosed | null => (m ? enclosedBy(m.index, m[0], m[1]!) : null);

/** A JSON object written inline ({"name": …}): a subject of its own when it parses. */
function jsonObjectAt(text: string): Enclosed | null {
  const open = text.indexOf('{');
  const close = text.lastIndexOf('}');
  if (open < 0 || close <= open || close - open > 200_000) return null;
  const whole = text.slice(open, close + 1);
  try {
    JSON.parse(whole);
  } catch {
    return null;
  }
  return enclosedBy(open, whole, whole);
}

/**
 * Whether what stands between a first opening mark and a last closing mark is two quoted texts side by side, not one: the
 * closing mark, then an opening one, inside it ("«Il pleut des cordes» -> «It's raining ropes»"). Marks that open and close
 * alike (straight quotes) cannot tell.
 */
export function twoQuotedApart(inner: string, open: string, close: string): boolean {
  const closed = inner.indexOf(close);
  return open !== close && closed >= 0 && inner.indexOf(open, closed) >= 0;
}

/** The text from the first `open` to the last `close` after it (found by index: linear whatever the text holds). */
function between(text: string, open: string, close: string): Enclosed | null {
  const start = text.indexOf(open);
  const end = start < 0 ? -1 : text.lastIndexOf(close);
  if (start < 0 || end <= start) return null;
  const inner = text.slice(start + open.length, end);
  if (twoQuotedApart(inner, open, close)) return null;
  return enclosedBy(start, text.slice(start, end + close.length), inner.replace(/^[ \u00a0]|[ \u00a0]$/g, ''));
}

/** The first fenced block (```lang … ```), its content without the fences; found by index, so unclosed fences cost one pass. */
export function fenced(text: string): Enclosed | null {
  const start = text.indexOf('```');
  if (start < 0) return null;
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0 || !/^```[\w+#.-]*[ \t]*$/.test(text.slice(start, lineEnd))) return null;
  const close = /\n[ \t]*```/.exec(text.slice(lineEnd));
  if (!close) return null;
  const end = lineEnd + close.index + close[0].length;
  return enclosedBy(start, text.slice(start, end), text.slice(lineEnd + 1, lineEnd + close.index));
}

/** A block between two lines of the same fence ("---", "***", "===", '"""', "###"), its content without them. */
function fenceLines(text: string): Enclosed | null {
  const open = /(?:^|\n)[ \t]*(-{3,}|\*{3,}|={3,}|"{3}|'{3}|#{3,})[ \t]*\n/.exec(text.slice(0, 100_000));
  if (!open) return null;
  const fence = open[1]!;
  const contentStart = open.index + open[0].length;
  const close = text.indexOf(`\n${fence}`, contentStart - 1);
  if (close < contentStart - 1) return null;
  const closeEnd = close + 1 + fence.length;
  if (!/^[ \t]*(?:\n|$)/.test(text.slice(closeEnd, closeEnd + 8))) return null;
  const start = open.index + (open[0].startsWith('\n') ? 1 : 0);
  return enclosedBy(start, text.slice(start, closeEnd), text.slice(contentStart, Math.max(contentStart, close)));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Text between straight single quotes, neither mark inside a word ('…' but not the apostrophe of "Mage's", nor a plural
 * possessive's before a later closing mark), holding a space
 * (a quoted word alone is no subject) and at most one line break. Found by index, each stretch between two marks read once:
 * linear in the text, where a pattern with a space between two open runs took quadratic time on a long unclosed quote.
 */
function singleQuoted(text: string): Enclosed | null {
  let from = 0;
  for (let tries = 0; tries < 10_000; tries++) {
    const open = text.indexOf("'", from);
    if (open < 0) return null;
    from = open + 1;
    if (open > 0 && LETTER_OR_DIGIT.test(text[open - 1]!)) continue;
    let close = text.indexOf("'", open + 1);
    if (close < 0) return null;
    // (a plural possessive inside it, "pigeons' nest", does not close it where a later mark on the line does)
    for (let more = 0; more < 8 && text[close - 1] === 's' && /^[ \t]$/.test(text[close + 1] ?? ''); more++) {
      const later = text.indexOf("'", close + 1);
      if (later < 0 || text.slice(close + 1, later).includes('\n')) break;
      close = later;
    }
    const inner = text.slice(open + 1, close);
    const closesHere = close + 1 >= text.length || !LETTER_OR_DIGIT.test(text[close + 1]!);
    const firstBreak = inner.indexOf('\n');
    const twoBreaks = firstBreak >= 0 && inner.indexOf('\n', firstBreak + 1) >= 0;
    if (closesHere && !twoBreaks && /\s/u.test(inner)) return enclosedBy(open, text.slice(open, close + 1), inner);
  }
  return null;
}

/** What a subject can be enclosed in, tried in this order: a fenced block, fence lines, typographic quotes, a JSON object, straight quotes. */
export const ENCLOSURES: ((text: string) => Enclosed | null)[] = [
  fenced,
  fenceLines,
  (text) => between(text, '“', '”'),
  (text) => between(text, '«', '»'),
  (text) => between(text, '„', '“') ?? between(text, '„', '”'),
  jsonObjectAt,
  (text) => between(text, '"', '"'),
  singleQuoted,
  (text) => fromMatch(/(?<![\p{L}\p{N}`])`([^`\n]+)`(?![\p{L}\p{N}`])/u.exec(text)),
];
