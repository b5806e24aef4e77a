/**
 * Scores asked as a dictionary whose dimensions the template elides, the overall score last: "{'Dimension one': score,
 * 'Dimension two': score, ..., 'Overall score': score}" (AlignBench's "{'维度一': 打分, '维度二': 打分, ..., '综合得分': 打分}").
 * The dimensions differ from one question to the next, so the answer is the last key, the overall score, written as
 * the dictionary is shown (single quotes where it shows them: a parser reads it with "'(.*?)': (\d+)").
 */
export interface ElidedDict {
  /** The last key, where the overall score goes. */
  key: string;
  /** The quote the keys are shown with. */
  quote: "'" | '"';
}

/** A key shown quoted, then its value (a placeholder or a number), then a comma. */
const ENTRY = String.raw`\s{0,4}(['"])[^'"{}\n]{1,30}\1\s{0,2}:\s{0,2}[^,{}\n'"]{1,20}\s{0,2},`;
/**
 * A dictionary shown with one or more entries, an ellipsis standing for more, and a last entry: its last key and value.
 * Every part is bounded and its characters exclude the next part's opening, so a match runs in linear time.
 */
const ELIDED = new RegExp(String.raw`\{(?:${ENTRY}){1,6}\s{0,4}(?:\.{3}|…)\s{0,2},\s{0,4}(['"])([^'"{}\n]{1,30})\2\s{0,2}:\s{0,2}([^,{}\n'"]{1,20})\s{0,4}\}`, 'u');
/** Text is looked for at the instruction's end, where formats are stated. */
const TAIL = 4000;

export function elidedDict(text: string): ElidedDict | null {
  const m = ELIDED.exec(text.slice(-TAIL));
  if (!m) return null;
  return { key: m[3]!.trim(), quote: m[2] === "'" ? "'" : '"' };
}
