import { writeSlotLine } from './answer-slot-line';
import type { AnswerFormat, Scale } from './answer-format';
import { CONFIDENCE_KEY, type Dimension, type NestedDimensions } from './json-dimensions';
import { writeLines, writeTagged, type AnswerLine } from './answer-layouts';

/** A verdict (or a value in it) that is an object of named values, not a list. */
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** What a key that only explains holds: the reason, as a list of one where its name is plural ("reasons"). */
/** A reason on one line: its line breaks and runs of spaces as single spaces. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const reasonFor = (key: string, reason: string): unknown => (key.toLowerCase() === 'reasons' ? [reason] : reason);

/** The one value of a verdict: an object verdict of one property gives that property's value. */
function valueOf(verdict: unknown): unknown {
  if (isRecord(verdict)) {
    const values = Object.values(verdict);
    if (values.length === 1) return values[0];
    // {pass, score, reason}-shaped verdicts: the pass/fail or the score is the verdict.
    for (const key of ['pass', 'passed', 'verdict', 'label', 'result', 'score', 'rating']) if (key in verdict) return verdict[key];
  }
  return verdict;
}

// (…and yes and no in the languages templates are written in: "ja" / "nein", "oui" / "non", "是" / "否")
const PASS_WORDS = /^(?:y|yes|pass|passed|true|correct|c|good|relevant|faithful|grounded|factual|supported|attributed|consistent|accurate|safe|helpful|non-toxic|not toxic|benign|success|successful|satisfied|agrees?|meets?|met|acceptable|approved?|compliant|ja|oui|sí|sim|да|tak|evet|có|ano|igen|kyllä|是|はい|예)$/i;
const FAIL_WORDS = /^(?:n|no|fail|failed|false|incorrect|i|bad|irrelevant|unrelated|unfaithful|hallucinated|unsupported|not attributed|inconsistent|inaccurate|unsafe|unhelpful|toxic|malicious|not success|not successful|failure|unsatisfied|not satisfied|disagrees?|misses|missed|not met|does not meet|unacceptable|rejected|reject|non-compliant|not compliant|nein|non|não|нет|nie|hayır|không|nem|否|いいえ|아니요)$/i;

/** Pass or fail, where the verdict says so: a boolean, or a label such as "pass"/"correct"/"yes". */
function passOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    // A label written as a tag ("<SATISFIED>") says what its word says.
    const word = value.trim().replace(/^<([^<>]{1,40})>$|^\[([^[\]]{1,40})\]$/, '$1$2');
    if (PASS_WORDS.test(word)) return true;
    if (FAIL_WORDS.test(word)) return false;
  }
  return null;
}

/**
 * Pass or fail for a whole verdict (its one value, or its pass/verdict property), a 1/0 included;
 * null when the verdict says neither (a label of its own, a score).
 */
export function passOfVerdict(verdict: unknown): boolean | null {
  const value = valueOf(verdict);
  if (value === 1 || value === 0) return value === 1;
  return passOf(value);
}

/** A number verdict, or a pass/fail put at the ends of the asked scale. */
function scoreOf(value: unknown, scale: Scale | null): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value.trim())) return Number(value);
  const pass = passOf(value);
  if (pass === null) return null;
  return pass ? (scale?.max ?? 1) : (scale?.min ?? 0);
}

/** A verdict that names one of the asked options (a label "B", "tie", "relevant"). */
function optionOf(value: unknown, options: string[]): string | null {
  // (a number is the option that writes it, "4" or "4.0")
  if (typeof value === 'number') return options.find((o) => /^-?\d+(?:\.\d+)?$/.test(o.trim()) && Number(o) === value) ?? null;
  if (typeof value !== 'string') return null;
  const found = options.find((o) => o.toLowerCase() === value.trim().toLowerCase());
  return found ?? null;
}

/** The asked label a verdict maps to: the label itself, or the label of the same polarity. */
function labelOf(value: unknown, labels: string[]): string | null {
  const named = optionOf(value, labels);
  if (named) return named;
  // a side or a label the options write in double brackets ("[[A]]", "[[Yes]]"): the bracketed option
  if (typeof value === 'string' && labels.every((l) => /^\[\[[^\[\]]{1,30}\]\]$/.test(l))) {
    const bracketed = labels.find((l) => l.slice(2, -2).toLowerCase() === value.trim().toLowerCase());
    if (bracketed) return bracketed;
  }
  // a side ("B") names the one sentence that opens with it ("B is the better response")
  if (typeof value === 'string' && /^\s*[A-Da-d1-4]\s*$/.test(value)) {
    const side = value.trim().toUpperCase();
    const opening = labels.filter((l) => new RegExp(`^${side}\\s`, 'i').test(l.trim()));
    if (opening.length === 1) return opening[0]!;
  }
  const pass = passOf(value);
  if (pass === null) return null;
  return labels.find((l) => passOf(l) === pass) ?? negationPair(labels, pass) ?? degreeLabel(labels, pass);
}

/**
 * A pass among graded labels is the full one, a fail the negated one ("Completely Grounded" …
 * "Not grounded"); "1" and "0" are pass and fail where a label set holds them ("0, 1, or NA").
 */
function degreeLabel(labels: string[], pass: boolean): string | null {
  const digit = labels.find((l) => l.trim() === (pass ? '1' : '0'));
  if (digit !== undefined) return digit;
  const found = pass ? labels.filter((l) => /^(?:completely|fully|entirely|totally)\b/i.test(l.trim())) : labels.filter((l) => /^(?:not|non|no)[ _-]/i.test(l.trim()));
  return found.length === 1 ? found[0]! : null;
}

/**
 * A side of a pair named by labels that number it ("Response 1" / "Response 2" / "Tie"): a verdict
 * A or B is the first or second, a tie the label that says so.
 */
function sideLabel(value: unknown, labels: string[]): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (/^(?:tie|draw|same|c)$/.test(v)) return labels.find((l) => /\b(?:tie|draw|same|equal)\b/i.test(l)) ?? null;
  const first = labels.find((l) => /(?:\b1|\(?\ba\)?)$/i.test(l.trim()));
  const second = labels.find((l) => /(?:\b2|\(?\bb\)?)$/i.test(l.trim()));
  if (!first || !second) return null;
  return v === 'a' || v === '1' ? first : v === 'b' || v === '2' ? second : null;
}

/** A label and its negation ("[CORRECTED]" / "[NOT_CORRECTED]", "Grounded" / "Not grounded"): the negation fails, the other passes. */
function negationPair(labels: string[], pass: boolean): string | null {
  const bare = (label: string) => label.replace(/^[<[(]|[>\])]$/g, '').trim().toLowerCase();
  for (const negated of labels) {
    const m = /^(?:not|non)[ _-]+(.+)$/.exec(bare(negated));
    const positive = m ? labels.find((l) => bare(l) === m[1]) : undefined;
    if (positive !== undefined) return pass ? positive : negated;
  }
  return null;
}

// Keys are matched whatever their case ("Reasoning", "Choice"), and written as the request wrote them.
// …and their words in Chinese and Japanese ("理由", "描述", "分析"), where a template's keys are written so
const REASON_KEY = /^(?:reason|reasons|reasoning|thought|thoughts|explanation|rationale|justification|supporting_evidence|criteria|feedback|analysis|why|comment|comments|raison|razón|razon|motivo|motivazione|begründung|erklärung|explication|explicación|explicacao|explicação|justificativa|justificación|이유|근거|설명|理由|原因|解释|解釋|描述|分析|说明|說明|评价|評価|评语|コメント|説明)$/i;
/** A key named for a reason among other words ("brief_explanation", "shortReason", "reasoning_steps"). */
const REASON_WORD = /^(?:reason|reasons|reasoning|thought|thoughts|explanation|rationale|justification|feedback|analysis|comment|comments)$/i;
const isReasonKey = (key: string): boolean => REASON_KEY.test(key) || (key.length <= 60 && key.split(/[_\s-]+|(?<=[a-z])(?=[A-Z])/).some((word) => REASON_WORD.test(word)));
const PASS_KEY = /^(?:pass|passed|is_pass|success|met|correct|is_correct)$|_(?:pass|passed|met)$/i;
const VERDICT_KEY = /^(?:verdict|result|label|decision|answer|grade|choice|category|classification|pred|prediction|selected_option|selection|option|winner|preferred|preference|better|best)$/i;
const SCORE_KEY = /(?:^|_)(?:score|rating|grade)(?:_value)?$|(?:分数|分數|得分|评分|評分|打分|分值|点数|スコア|점수)$/i;

/** A key's words, lower case: `final_decision`, `finalDecision` and `Final Decision` are all final, decision. */
const keyWords = (key: string): string[] =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** A compound key that holds a pass: `is_valid`, `metExpectation`, `is_ready_for_production`, `answer_correct`. */
const compoundPassKey = (words: string[]) =>
  words.length >= 2 && (['is', 'are', 'met', 'meets', 'passes', 'has'].includes(words[0]!) || ['pass', 'passed', 'met', 'correct', 'valid', 'success', 'successful', 'satisfied'].includes(words[words.length - 1]!));
/**
 * A compound key that holds the verdict: `final_decision`, `overall_verdict`, `judgeResult` hold a
 * pass as yes or no; `overall_winner`, `selected_label` only a label (a side, a class), never a pass.
 */
const compoundVerdictKey = (words: string[], pass: boolean) =>
  words.length >= 2 && (pass ? ['verdict', 'result', 'decision', 'judgment', 'judgement', 'outcome', 'grade'] : ['verdict', 'result', 'decision', 'judgment', 'judgement', 'outcome', 'grade', 'label', 'classification', 'prediction', 'choice', 'selection', 'winner', 'answer']).includes(words[words.length - 1]!);

function jsonAnswer(keys: string[], value: unknown, scale: Scale | null, reason: string, options?: string[], booleanKeys: string[] = [], scoreKeys: string[] = [], optionKeys: string[] = [], textKeys: string[] = [], containers: string[] = []): Record<string, unknown> | null {
  // Listed options ("INCORRECT or CORRECT"): the option the verdict names, or the one of its pass/fail.
  const option = options ? labelOf(value, options) : null;
  if (option !== null) value = option;
  const score = scoreOf(value, scale);
  // A score on the asked scale answers a boolean key asked beside it ("score": 1-10, "success": bool) by its half of the scale.
  const pass = passOf(value) ?? (score !== null && scale !== null && booleanKeys.length > 0 ? score >= (scale.min + scale.max) / 2 : null);
  // Keys come from the request's own words: a null-prototype object, so none can reach a prototype.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  let verdictWritten = false;
  // (a key named for an explanation that the template shows holding the score is the score's: "評価": 40)
  const explains = (key: string) => isReasonKey(key) && !scoreKeys.includes(key);
  for (const key of keys) {
    if (explains(key)) out[key] = reasonFor(key, reason);
    else if (optionKeys.includes(key) && option !== null) [out[key], verdictWritten] = [option, true]; // "passes": "yes" or "no"
    else if ((PASS_KEY.test(key) || booleanKeys.includes(key)) && pass !== null) [out[key], verdictWritten] = [pass, true];
    else if (VERDICT_KEY.test(key) && (pass !== null || typeof value === 'string')) [out[key], verdictWritten] = [option ?? (pass === null ? value : pass ? 'yes' : 'no'), true];
    // "SCORE": "PASS or FAIL" (unless another key takes the option: `{"pred": "yes"|"no", "score": 0-5}`)
    else if (SCORE_KEY.test(key) && option !== null && !optionKeys.some((other) => other !== key)) [out[key], verdictWritten] = [option, true];
    else if ((SCORE_KEY.test(key) || scoreKeys.includes(key)) && score !== null) [out[key], verdictWritten] = [score, true];
    // a text the example shows for a key no verdict goes in: the reason, so the object holds every key it asks for
    else if (textKeys.includes(key)) out[key] = reason;
  }
  // No key named as the verdict's own: the first whose compound name says it holds one
  // (`final_decision`, `is_valid`), so a template's own names need not be the handful above.
  if (!verdictWritten) {
    const open = keys.filter((key) => !explains(key) && (!Object.hasOwn(out, key) || textKeys.includes(key)));
    const passKey = pass !== null ? open.find((key) => compoundPassKey(keyWords(key))) : undefined;
    const label = option ?? (typeof value === 'string' && passOf(value) === null ? value : null);
    const verdictKey = open.find((key) => compoundVerdictKey(keyWords(key), label === null));
    if (passKey !== undefined) [out[passKey], verdictWritten] = [pass, true];
    else if (verdictKey !== undefined && label !== null) [out[verdictKey], verdictWritten] = [label, true];
    else if (verdictKey !== undefined && pass !== null) [out[verdictKey], verdictWritten] = [pass ? 'yes' : 'no', true];
    else if (verdictKey !== undefined && score !== null) [out[verdictKey], verdictWritten] = [score, true];
    // The one key beside keys that only explain (`{"spam": xx}`, `{"name": "xxx"}`) holds the verdict, whatever its name:
    // a label as written; where no text is shown for it, a number as one and a pass as true or false. Never a key
    // shown holding an object or a list (`"checks": [...]`): the verdict is not its items.
    else if (open.length === 1 && !containers.includes(open[0]!) && keys.filter((key) => !explains(key)).length === 1) {
      const only = open[0]!;
      const held = label ?? (textKeys.includes(only) ? null : typeof value === 'number' && Number.isFinite(value) ? value : pass);
      if (held !== null) [out[only], verdictWritten] = [held, true];
    }
  }
  return verdictWritten ? out : null;
}

/**
 * The keys a template shows as the sum or the mean of the scores (`"total_score": sum_of_scores`), where the verdict
 * leaves them out: computed from the other dimensions' numbers written, only when every one of them holds a number.
 */
function withAggregates(keys: readonly string[], written: Record<string, unknown>, dimensions: readonly Dimension[]): Record<string, unknown> {
  const scores = dimensions.filter((d) => d.aggregate === undefined).map((d) => written[d.key]);
  const missing = dimensions.filter((d) => d.aggregate !== undefined && !Object.hasOwn(written, d.key));
  if (missing.length === 0 || scores.length === 0 || !scores.every((s): s is number => typeof s === 'number' && Number.isFinite(s))) return written;
  const sum = scores.reduce((a, b) => a + b, 0);
  const computed = new Map(missing.map((d) => [d.key, d.aggregate === 'sum' ? sum : Math.round((sum / scores.length) * 100) / 100]));
  // (in the template's key order: the total where it shows it)
  return inKeyOrder(keys, written, (key) => computed.get(key));
}

/**
 * The written object in the template's key order, each key it leaves out given the value `missing` has for it (none where
 * that is undefined), then any other key it holds. Keys come from the request: a null-prototype object.
 */
function inKeyOrder(keys: readonly string[], written: Record<string, unknown>, missing: (key: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    if (Object.hasOwn(written, key)) out[key] = written[key];
    else {
      const value = missing(key);
      if (value !== undefined) out[key] = value;
    }
  }
  for (const key of Object.keys(written)) if (!Object.hasOwn(out, key)) out[key] = written[key];
  return out;
}

/**
 * The verdict's object with the keys shown holding an object or a list that it leaves out, empty, in the order shown; and
 * a printed schema's required text keys it leaves out as empty strings, so the object validates with no text made up.
 */
function withEmptyKeys(keys: string[], written: Record<string, unknown>, objects: string[], lists: string[], texts: string[]): Record<string, unknown> {
  return inKeyOrder(keys, written, (key) => (objects.includes(key) ? {} : lists.includes(key) ? [] : texts.includes(key) ? '' : undefined));
}

/**
 * JSON with a whole number written with its decimal point under the keys the template shows so (`{"score": 1.0}`): a
 * framework that finds the object by a pattern (`"score"\s*:\s*(0\.0|1\.0)`) reads it as the template wrote it.
 * Otherwise what JSON.stringify writes (an undefined value left out, a non-finite number as null).
 */
function jsonWithDecimals(value: unknown, decimal: ReadonlySet<string>, key?: string): string {
  if (typeof value === 'number' && Number.isInteger(value) && key !== undefined && decimal.has(key)) return `${value}.0`;
  if (Array.isArray(value)) return `[${value.map((item) => jsonWithDecimals(item, decimal)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}: ${jsonWithDecimals(v, decimal, k)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The keys an example shows as bare numbers, written as numbers when their value is one ("1" -> 1). */
function asNumbers(out: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  for (const key of keys) {
    const value = out[key];
    if (typeof value === 'string' && /^-?\d+(?:\.\d+)?$/.test(value)) out[key] = Number(value);
  }
  return out;
}

/**
 * An object verdict holding at least two of the JSON's keys, in the JSON's key order, its reason keys filled; else null.
 * One key is enough where every other key only explains and the verdict's value is itself an object (`"choices":
 * {"clarity": "A", …}` beside `"rationale"`): a value no single verdict word could stand for.
 */
function ownKeysAnswer(keys: string[], verdict: unknown, reason: string, textKeys: readonly string[] = [], dimensions: readonly Dimension[] = []): Record<string, unknown> | null {
  if (!isRecord(verdict)) return null;
  const given = verdict;
  const named = keys.filter((key) => Object.hasOwn(given, key));
  const held = named.length === 1 ? given[named[0]!] : null;
  const oneObject = isRecord(held) && keys.every((key) => key === named[0] || isReasonKey(key));
  if (named.length < 2 && !oneObject) return null;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    // a dimension shown as its own object ({"score": …, "justification": …}) gets its score in it, beside the reason
    const within = dimensions.find((d) => d.key === key)?.within;
    if (Object.hasOwn(given, key) && within && (given[key] === null || typeof given[key] !== 'object')) out[key] = Object.fromEntries([[within.key, given[key]], ...within.reasons.map((name) => [name, reason]), ...(within.lists ?? []).map((name) => [name, []])]);
    else if (Object.hasOwn(given, key)) out[key] = given[key];
    else if (isReasonKey(key)) out[key] = reasonFor(key, reason);
    // a key shown with a quoted text that no verdict fills takes the reason, as in a verdict of one value
    else if (textKeys.includes(key)) out[key] = reason;
  }
  return out;
}

/**
 * The verdict written in the template's format, or null when it cannot be (a label the format has
 * no place for): the caller then answers with the verdict as taught. A verdict is never invented:
 * a pass/fail goes to the ends of an asked scale, a label to the asked label of the same polarity.
 */
export function writeVerdict(format: AnswerFormat, verdict: unknown, reason: string, confidence?: number): string | null {
  const value = valueOf(verdict);
  const pass = passOf(value);
  switch (format.kind) {
    case 'rating_brackets': {
      const score = scoreOf(value, format.scale ?? { min: 1, max: 10 });
      if (score === null) return null;
      const [open, close] = format.depth === 3 ? ['[[[', ']]]'] : ['[[', ']]'];
      return `${reason}\n\n${format.lead ?? 'Rating:'} ${open}${format.decimals ? score.toFixed(format.decimals) : score}${close}`;
    }
    case 'verdict_brackets': {
      // Graded labels ([[A>>B]]) take only the label taught (a tie its "A=B"): a bare winner has no grade to invent.
      const graded = format.letters.some((l) => l.length > 1);
      const tie = /^(?:tie|draw)$/i.test(String(value));
      // Words in brackets ([[Yes]] / [[No]]) take the word of the verdict's polarity.
      const words = format.letters.every((l) => /^[A-Za-z]{2,}$/.test(l));
      const letter = optionOf(value, format.letters) ?? (words ? labelOf(value, format.letters) : graded ? (tie && format.letters.includes('A=B') ? 'A=B' : null) : tie ? 'C' : pass === null ? null : pass ? 'A' : 'B');
      return letter === null ? null : `${reason}\n\n${format.lead ? `${format.lead} ` : ''}[[${letter}]]`;
    }
    case 'result_tag': {
      // a letter named, or the word of the verdict's pass or fail ("[RESULT] YES")
      const letter = format.letters.length ? (optionOf(value, format.letters) ?? labelOf(value, format.letters)) : null;
      const result = letter ?? scoreOf(value, format.scale ?? { min: 1, max: 5 });
      return result === null ? null : `Feedback: ${reason} [RESULT] ${result}`;
    }
    case 'grade_letter': {
      const letter = optionOf(value, format.letters) ?? (pass === null ? null : pass ? 'C' : 'I');
      return letter === null ? null : `${reason}\n\nGRADE: ${letter}`;
    }
    case 'grade_word':
      return pass === null ? null : `GRADE: ${pass ? 'CORRECT' : 'INCORRECT'}`;
    case 'y_n':
      return pass === null ? null : `${reason}\n${pass ? 'Y' : 'N'}`;
    case 'yes_no':
      return pass === null ? null : pass ? 'Yes' : 'No';
    case 'choice_letter': {
      // A letter named, else the letter whose listed label the verdict names (or shares its pass/fail with).
      const labels = format.labels ?? [];
      const label = labels.length ? labelOf(value, labels) : null;
      // A side taught as A/B names the first or second of two listed identifiers ("m" / "M", "0" / "1").
      const side = format.letters.length === 2 && typeof value === 'string' && /^[AB]$/.test(value.trim()) ? format.letters[value.trim() === 'A' ? 0 : 1]! : null;
      const letter = optionOf(value, format.letters) ?? (label === null ? side : (format.letters[labels.indexOf(label)] ?? null));
      if (letter === null) return null;
      // (a letter the question shows in parentheses, "(A) Correct (B) Incorrect", is written so: "(A)")
      return format.say === 'label' ? (labels[format.letters.indexOf(letter)] ?? null) : format.paren ? `(${letter})` : letter;
    }
    case 'choice_index': {
      const index = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null;
      return index === null || (format.count !== null && index >= format.count) ? null : String(index);
    }
    case 'label_word': {
      // (two labels said for yes and for no: a pass is the first, a fail the second)
      const polar = format.polar && format.labels.length === 2 ? passOf(value) : null;
      const label = polar !== null ? format.labels[polar ? 0 : 1]! : (labelOf(value, format.labels) ?? sideLabel(value, format.labels));
      // "PASS: <brief reason>": the reason on the label's line, after the separator shown
      if (label !== null && format.reasonAfter !== undefined) return `${label}${format.reasonAfter}${oneLine(reason)}`;
      if (label !== null && format.lead) return `${reason}\n\n${format.lead} ${format.wrap === 'double_brackets' ? `[[${label}]]` : label}`;
      if (label !== null && format.tags) return writeTagged(format.tags, label, reason);
      if (label !== null && format.wrap === 'double_brackets') return `${reason}\n\n[[${label}]]`;
      // inside the sentence the template shows with a placeholder ("Overall Judgment: Answer X is better.")
      if (label !== null && format.phrase) return `${reason}\n\n${format.phrase[0]}${label}${format.phrase[1]}`;
      // written between the marks the template's worked examples put around it ("###Supported.###")
      if (label !== null && format.affix) return `${format.affix[0]}${label}${format.affix[1]}`;
      return label !== null && format.wrap === 'brackets' ? `[${label}]` : label;
    }
    case 'score_pair': {
      // The side the verdict names gets the top of the scale, the other the bottom; a tie, the top for both.
      const v = typeof value === 'string' ? value.trim().toLowerCase() : value;
      const first = v === 'a' || v === '1' || v === 1 || v === 'assistant 1';
      const second = v === 'b' || v === '2' || v === 2 || v === 'assistant 2';
      const tie = v === 'tie' || v === 'draw' || v === 'c';
      if (!first && !second && !tie) return null;
      const [hi, lo] = [format.scale?.max ?? 10, format.scale?.min ?? 1];
      const [a, b] = [first || tie ? hi : lo, second || tie ? hi : lo];
      if (format.tags) return `${reason}\n<${format.tags[0]}>${a}</${format.tags[0]}><${format.tags[1]}>${b}</${format.tags[1]}>`;
      if (format.keys) return `${reason}\n${JSON.stringify({ [format.keys[0]]: a, [format.keys[1]]: b })}`;
      if (format.brackets) return `${reason}\n[[${a}${format.brackets.separator}${b}]]`;
      // on the two lines the layout shows, the reasoning first (on its own labelled line when the layout shows one)
      if (format.lines) return `${format.lines.reason ? `${format.lines.reason} ${reason}` : reason}\n${format.lines.labels[0]} ${a}\n${format.lines.labels[1]} ${b}`;
      return format.last ? `${reason}\n${a} ${b}` : `${a} ${b}\n${reason}`;
    }
    case 'lines': {
      // several scores, each on its line: the verdict's object of them (taught so), else nothing to write
      // (under the label the layout shows above them, "SCORES:")
      if (format.dimensions) {
        const lines = writeScoreLines(format.lines, format.joiner ?? '\n', verdict, reason);
        return lines !== null && format.header ? `${format.header}\n${lines}` : lines;
      }
      // (a side taught as A or B names the first or second of options numbered 1 and 2)
      // (a score's line shown with a number, no scale or options stated: the score as taught)
      const answer = format.scale ? scoreOf(value, format.scale) : format.options.length === 0 ? (typeof value === 'number' && Number.isFinite(value) ? value : null) : (labelOf(value, format.options) ?? sideLabel(value, format.options));
      if (answer === null) return null;
      // (fields the layout shows on one line, "Status: spam | Reason: …": written on one line, that bar between them)
      if (format.joiner) return writeLines(format.lines, String(answer), reason.replace(/\s*\n\s*/g, ' '), confidence).split('\n').join(format.joiner);
      return writeLines(format.lines, String(answer), reason, confidence);
    }
    case 'score': {
      const score = scoreOf(value, format.scale);
      if (score === null) return null;
      if (format.tags) return writeTagged(format.tags, String(score), reason);
      if (format.slotLine) return writeSlotLine(format.slotLine, score, reason);
      if (format.reasonLine) return `${score}${format.separator ?? '\n'}${reason}`;
      // (the line alone where the template asks for no reasoning: "##final score: score without providing any reasoning")
      if (format.written && format.bare) return `${format.written[0]}${score}${format.written[1]}`;
      if (format.written) return `${format.reasonLead ?? ''}${reason}\n${format.written[0]}${score}${format.written[1]}`;
      const [scoreLabel, reasonLabel] = format.labels ?? ['score', 'justification'];
      // (out of the scale's top where the template's words ask for it so: "Score: 8/10")
      // (with its decimal point where the scale is stated with one: "10.0")
      const shown = format.decimal && Number.isInteger(score) ? score.toFixed(1) : String(score);
      return format.lines ? `${scoreLabel}: ${shown}${format.outOf && format.scale ? `/${format.scale.max}` : ''}\n${reasonLabel}: ${reason}` : shown;
    }
    case 'json': {
      // A verdict taught in the JSON's own keys ({"pred": "yes", "score": 4}) is written as it is, reasons beside it.
      // (…its dimensions inside the object the template shows them in: {"scores": {"tone": 4, …}})
      const own = (format.nested ? nestedAnswer(format.keys, format.nested, verdict, reason, format.textKeys, confidence) : null) ?? ownKeysAnswer(format.keys, verdict, reason, format.textKeys, format.dimensions);
      // A choice among listed options takes the option the verdict names; a pass/fail has no option of its own.
      // (a number goes to the score's key where the options are another key's: `"grade": <0, 1, 2>`, `"certainty": "<high|low>"`)
      const scored = typeof value === 'number' && (format.scoreKeys?.length ?? 0) > 0 && format.optionKeys !== undefined && !format.optionKeys.some((key) => format.scoreKeys!.includes(key));
      let written = own ?? (format.options && !scored && !labelOf(value, format.options) ? null : jsonAnswer(format.keys, value, format.scale, reason, format.options, format.booleanKeys, format.scoreKeys, format.optionKeys, format.textKeys, [...(format.objectKeys ?? []), ...(format.listKeys ?? [])]));
      if (written === null) return null;
      if (format.dimensions) written = withAggregates(format.keys, written, format.dimensions);
      // a key for the judge's confidence beside the verdict ("confidence": 0-1): the promise it answered at, when given
      if (confidence !== undefined) for (const key of format.keys) if ((CONFIDENCE_KEY.test(key) || format.confidenceKeys?.includes(key)) && !Object.hasOwn(written, key)) written[key] = /percent|pct/i.test(key) || format.percentKeys?.includes(key) ? Math.round(confidence * 100) : confidence;
      const filled = format.objectKeys || format.listKeys || format.blankKeys ? withEmptyKeys(format.keys, written, format.objectKeys ?? [], format.listKeys ?? [], format.blankKeys ?? []) : written;
      const values = format.numberKeys ? asNumbers(filled, format.numberKeys) : filled;
      // a Python dictionary the framework evaluates (`"factuality": True if …`): its literals, not JSON's
      // (JSON as the spec's examples and json.dumps write it, a space after ':' and ',': what the templates show, and what
      // regex parsers written against real replies expect, '"judgement": "([^"]+)"')
      const flat = format.python ? pythonLiteral(values, format.singleQuoted === true) : jsonWithDecimals(values, new Set(format.decimalKeys ?? []));
      // nested under the key the template shows them in ({"verification": {…}})
      // (…or as the one item of the list it shows them in: {"evaluations": [{…}]})
      const object = format.wrapper ? `{${JSON.stringify(format.wrapper)}: ${format.wrapperList ? `[${flat}]` : flat}}` : flat;
      // shown in a ```json fence, written in one (a framework that reads the fence's content needs it)
      // (…or in the tags it is shown in: `<analysis>{…}</analysis>`)
      if (format.tag) return `<${format.tag}>\n${object}\n</${format.tag}>`;
      return format.fenced ? `\`\`\`json\n${object}\n\`\`\`` : object;
    }
    case 'per_statement':
      return null; // one verdict per statement: the judge judges each (writeStatementVerdicts)
  }
}

/**
 * Several scores on the lines the template shows ("RELEVANCE: 2\nDIVERSITY: 3\nREASONING: …"): each from the verdict's
 * object by its line's key, the reasoning lines the reason; null unless the verdict holds a number for every score line.
 */
function writeScoreLines(lines: AnswerLine[], joiner: string, verdict: unknown, reason: string): string | null {
  if (!isRecord(verdict)) return null;
  const given = verdict;
  const written: string[] = [];
  for (const line of lines) {
    // (a tag's label takes the score right after it: "<novel>7</novel>"; so does "Evidence=")
    const label = line.label.endsWith('：') || line.label.endsWith('>') || line.label.endsWith('=') ? line.label : `${line.label} `;
    // a line of text the verdict fills where it holds its key ("FLAGGED: none" taught), else the reason
    if (line.role === 'reason') {
      const own = line.key !== undefined && Object.hasOwn(given, line.key) ? given[line.key] : undefined;
      written.push(`${label}${typeof own === 'string' || typeof own === 'number' ? own : reason}`);
      continue;
    }
    const value = line.key !== undefined && Object.hasOwn(given, line.key) ? given[line.key] : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    const [open, close] = line.wrap ?? ['', ''];
    written.push(`${label}${open}${value}${close}${line.explained !== undefined ? `${line.explained}${reason}` : ''}`);
  }
  return written.join(joiner);
}

/**
 * A verdict of dimensions written inside the object the template shows them in (`"scores": {"tone": 4, "accuracy": 3}`),
 * the other keys as a verdict of the JSON's own keys has them; null unless the verdict scores every such dimension
 * (flat, as learned, or inside that object, as taught).
 */
function nestedAnswer(keys: string[], nested: NestedDimensions, verdict: unknown, reason: string, textKeys: readonly string[] = [], confidence?: number): Record<string, unknown> | null {
  if (!isRecord(verdict)) return null;
  const given = verdict;
  const inside = given[nested.key];
  const source = isRecord(inside) && Object.hasOwn(given, nested.key) ? inside : given;
  if (!nested.dimensions.every((d) => Object.hasOwn(source, d.key) && typeof source[d.key] === 'number')) return null;
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of keys) {
    // (a dimension shown as its own object gets its score in it, beside the reason: `"factuality": {"score": 4, "explanation": …}`)
    if (key === nested.key) out[key] = Object.fromEntries(nested.dimensions.map((d) => [d.key, d.within ? Object.fromEntries([[d.within.key, source[d.key]], ...d.within.reasons.map((name) => [name, reason]), ...(d.within.lists ?? []).map((name) => [name, []])]) : source[d.key]]));
    // (an object keyed by the same dimensions holds each one's reason, or the confidence the verdict was given at; empty
    // where no confidence is given)
    else if (nested.parallel?.some((p) => p.key === key)) {
      const asConfidence = nested.parallel.find((p) => p.key === key)!.confidence;
      out[key] = asConfidence && confidence === undefined ? {} : Object.fromEntries(nested.dimensions.map((d) => [d.key, asConfidence ? confidence : reason]));
    }
    else if (Object.hasOwn(given, key)) out[key] = given[key];
    else if (isReasonKey(key)) out[key] = reasonFor(key, reason);
    else if (textKeys.includes(key)) out[key] = reason;
  }
  return out;
}

/**
 * A value as a Python literal: JSON's strings and numbers (valid Python too), True / False / None, dicts and lists; its
 * strings in single quotes as Python prints them where the template shows them so (`{'综合得分': 7}`).
 */
function pythonLiteral(value: unknown, single = false): string {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null || value === undefined) return 'None';
  if (Array.isArray(value)) return `[${value.map((v) => pythonLiteral(v, single)).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${pythonString(k, single)}: ${pythonLiteral(v, single)}`).join(', ')}}`;
  return typeof value === 'string' ? pythonString(value, single) : JSON.stringify(value);
}

/** A string as Python's repr writes it where single quotes are asked for (double quotes if it holds one), else as JSON does. */
function pythonString(text: string, single: boolean): string {
  if (!single || text.includes("'")) return JSON.stringify(text);
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"')}'`;
}

