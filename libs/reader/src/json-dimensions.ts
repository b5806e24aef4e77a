import type { JsonSchema } from '@a8/contracts';
import type { AnswerFormat, Scale } from './answer-format';
import { EXPLAINING_KEY, MAX_LOOKED_UP_KEYS, printedProperty, SCHEMA_SHAPE } from './json-answer-keys';
import { escapeRegExp } from './template-markers';

/**
 * A JSON answer that scores several dimensions at once (`{"helpfulness": 1-5, "accuracy": 1-5,
 * "reasoning": "…"}`, `"fluency": <integer 1-10>`, `"empathy": 0.0-1.0`, `"Clarity": 4`): each
 * scored key, with the range the template shows it with (else the prompt's scale).
 */
export interface Dimension {
  key: string;
  scale: Scale | null;
  /** Whole numbers only (a range of integers, `int`); false where a decimal or `float` is shown. */
  integer: boolean;
  /**
   * A dimension shown as an object of its score and its explanation (`"clarity": {"score": 1-5,
   * "justification": "…"}`): the score's key in it, and the keys that explain it.
   */
  within?: { key: string; reasons: string[]; lists?: string[] };
  /** A key the template shows as the sum or the mean of the other scores (`"total_score": sum_of_scores`): computed when written. */
  aggregate?: 'sum' | 'mean';
}

const NUMBER = '-?\\d{1,4}(?:\\.\\d{1,4})?';
/**
 * Words that may stand before a number or a range in a shown value (`score (integer 1-5)`, `<a float from 0 to 1>`),
 * in other languages too (`<número de 0 a 4>`, `<nota entre 1 y 5>`, `<Zahl von 1 bis 5>`).
 */
const LEAD = '(?:(?:an?|the|one|single|score|rating|integer|int|float|number|decimal|value|from|between|in|of|on|scale|n[úu]mero|nombre|nota|note|zahl|punkte|puntuaci[óo]n|pontua[çc][ãa]o|de|del|da|von|entre)(?![\\p{L}])[ \\t]{0,2}\\(?[ \\t]{0,2}){0,4}';
// (two values alone are the ends of a scale too: `[0 or 1]`, `<0|1>`)
const RANGE = new RegExp(`^[<\\[("'“]?[ \\t]{0,2}${LEAD}(${NUMBER})(?:[ \\t]{0,2}(?:-|–|—|~|\\.\\.|\\|)[ \\t]{0,2}|[ \\t]{1,2}(?:to|and|or|a|à|al|bis|y|e|et|und|oder|ou|o)[ \\t]{1,2})(${NUMBER})`, 'iu');
/** Whole numbers listed in brackets as the values to pick from, slashes or bars between them: `[1/0/-1]`, `<1|2|3>`. */
const NUMBERS_LISTED = /^[[<(][ \t]{0,2}(-?\d{1,3}(?:[ \t]{0,2}[/|][ \t]{0,2}-?\d{1,3}){1,10})[ \t]{0,2}[\]>)]/;
/** Three or more numbers offered with bars or slashes between them, bracketed or bare: `0|0.5|1`, `<1/2/3>`. */
const NUMBER_ALTERNATIVES = new RegExp(`^[<\\[("'“]?[ \\t]{0,2}(${NUMBER}(?:[ \\t]{0,2}[/|][ \\t]{0,2}${NUMBER}){2,10})(?![\\d.])`);
/** A placeholder for a number without its range (`<score>`, `float`, `"<int>"`). */
const PLACEHOLDER = /^[<[("'“]?[ \t]{0,2}(?:(?:an?|one|single)[ \t]{1,2})?(score|rating|int|integer|float|number|decimal)\b/i;
/** A placeholder for a score in Chinese, Japanese or Korean: `<分数>`, `<综合评分>`, `[점수]`, or bare: `"logic": 评分,`. */
const CJK_PLACEHOLDER = /^(?:[<[("'“][ \t]{0,2}\p{L}{0,4}(?:分数|分數|评分|評分|得分|分值|점수|スコア|点数)[ \t]{0,2}[>\])"”]|(?:分数|分數|评分|評分|得分|分值|점수|スコア|点数)[ \t]*(?:[,，}\n]|$))/u;
/** A placeholder naming an aggregate of scores: `<calculated_weighted_average>`, `<overall score>`, `[mean]`. */
const AGGREGATE = /^[<[][ \t]{0,2}[a-z_ ]{0,30}(?:average|mean|total|weighted|overall)[a-z_ ]{0,30}(?:\(?-?\d{1,4}(?:\.\d{1,3})?[ \t]{0,2}[-–~][ \t]{0,2}-?\d{1,4}(?:\.\d{1,3})?\)?[ \t]{0,2})?[>\]]/i;
/** An aggregate named bare as a key's value, a sum or a mean of the scores: `sum_of_scores`, `total`, `average_score`. */
const BARE_AGGREGATE = /^[a-z_]{0,20}?(sum|total|average|mean)(?:_of)?(?:_(?:all_)?(?:the_)?(?:scores?|ratings?|points|dimensions|criteria))?[ \t]*(?:[,}\n]|$)/i;
/** A number shown as the key's value in an example object (`"Clarity": 4,`). */
const BARE = new RegExp(`^(${NUMBER})[ \\t]*(?:[,}\\n]|$)`);

/**
 * A value left open (`"diversity": ...`, `"clarity": ,`, `"tone": …`): a score only where the prompt states the
 * scale they are all scored on ("each scored from 1 to 5"), else it may hold anything.
 */
const OPEN = /^(?:\.{3}|…|_{1,8})?[ \t]*(?:[,}\n]|$)/;

/** Whether scores on a scale are whole numbers: both its ends are (an unknown scale takes whole numbers). */
export const wholeScale = (scale: Scale | null): boolean => scale === null || (Number.isInteger(scale.min) && Number.isInteger(scale.max));

/** A placeholder letter for a score (`"puntaje": X`), read only inside a dimension's own object. */
const LETTER = /^[XNxn](?:[ \t]*(?:[,}\n]|$))/;
/** Any one letter as a key's value (`"Empathy": y,`), unquoted. */
const ANY_LETTER = /^[A-Za-z](?:[ \t]*(?:[,}\n]|$))/;

/** The object a key is shown with (`"clarity": {"score": 1-5, "why": "…"}`): the text between its braces. */
function shownObject(text: string, key: string): string | null {
  // (opened on its key's line or the next: `"Clarity":\n  {`)
  const m = new RegExp(`(?:^|[\\s{,])["'\`]?${escapeRegExp(key)}["'\`]?[ \\t]{0,4}:[ \\t]{0,4}(?:\\r?\\n[ \\t]{0,40})?\\{([^{}]{1,1200})\\}`).exec(text);
  return m ? m[1]! : null;
}

/** The score a value shows: a range, a bare number or a placeholder for one (with the form's scale). */
function scoreShown(shown: string, scale: Scale | null, letters = false): Omit<Dimension, 'key'> | null {
  // three or more numbers with bars or slashes between them, decimals too (`0|0.5|1`): the values to pick from, not a range's ends
  const alternatives = NUMBER_ALTERNATIVES.exec(shown);
  if (alternatives) {
    const values = alternatives[1]!.split(/[ \t]{0,2}[/|][ \t]{0,2}/).map(Number);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    if (min < max) return { scale: { min, max }, integer: values.every((v) => Number.isInteger(v)) };
  }
  const range = RANGE.exec(shown);
  if (range) {
    const [min, max] = [Number(range[1]), Number(range[2])];
    if (min < max) return { scale: { min, max }, integer: !/[.]/.test(`${range[1]}${range[2]}`) && !/\b(?:float|decimal)\b/i.test(shown) };
  }
  // whole numbers listed as the values to pick from (`[1/0/-1]`, `<1|2|3>`): the lowest to the highest
  const listed = NUMBERS_LISTED.exec(shown);
  if (listed) {
    const values = listed[1]!.split(/[ \t]{0,2}[/|][ \t]{0,2}/).map(Number);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    if (min < max) return { scale: { min, max }, integer: true };
  }
  const bare = BARE.exec(shown);
  if (bare) return { scale, integer: !bare[1]!.includes('.') && wholeScale(scale) };
  const placeholder = PLACEHOLDER.exec(shown);
  if (placeholder) return { scale, integer: !/^(?:float|decimal)$/i.test(placeholder[1]!) };
  // (…named in Chinese, Japanese or Korean: `<分数>`, `<综合评分>`, `<점수>`)
  if (CJK_PLACEHOLDER.test(shown)) return { scale, integer: wholeScale(scale) };
  // a placeholder naming an aggregate of the scores ("<calculated_weighted_average>", "<total score>", "<average score 0-100>"): a number on the same scale
  if (AGGREGATE.test(shown)) return { scale, integer: false };
  // (…or named bare, `"total_score": sum_of_scores`, `"overall": average_of_scores`: computed from the others when written)
  const bareAggregate = BARE_AGGREGATE.exec(shown);
  if (bareAggregate) return { scale: null, integer: false, aggregate: /sum|total/i.test(bareAggregate[1]!) ? 'sum' : 'mean' };
  if (letters && LETTER.test(shown)) return { scale, integer: wholeScale(scale) };
  if (scale !== null && OPEN.test(shown)) return { scale, integer: wholeScale(scale) };
  return null;
}

/** A dimension shown as an object holding one score and keys that explain it; null otherwise. */
function objectDimension(text: string, key: string, scale: Scale | null): Dimension | null {
  const inner = shownObject(text, key);
  if (inner === null) return null;
  const scored: { key: string; score: Omit<Dimension, 'key'> }[] = [];
  const reasons: string[] = [];
  const lists: string[] = [];
  for (const m of inner.matchAll(/["'`]?([\p{L}_][\p{L}\p{N}_ -]{0,30}?)["'`]?[ \t]{0,4}:[ \t]{0,4}([^\n,}]{0,80})/gu)) {
    const name = m[1]!.trim();
    // (a key shown holding a quoted placeholder of words and no number, `"text": "<explicação detalhada>"`, explains the score too)
    if (EXPLAINING_KEY.test(name) || /^["“]<[^<>\d\n]{0,80}\p{L}{3}[^<>\d\n]{0,80}>["”]/u.test(m[2]!.trim())) reasons.push(name);
    else {
      const score = scoreShown(m[2]!, scale, true);
      // (…and one shown holding a list that is no score's, `"violations": ["<quoted phrase>", ...]`, lists what the score
      // found: written empty)
      if (score === null && m[2]!.trim().startsWith('[')) lists.push(name);
      else if (score === null) return null;
      else scored.push({ key: name, score });
    }
  }
  if (scored.length !== 1) return null;
  return { key, ...scored[0]!.score, within: { key: scored[0]!.key, reasons, ...(lists.length > 0 ? { lists } : {}) } };
}

/** Dimensions shown inside one key's object (`"scores": {"tone": <1-5>, "accuracy": <1-5>}`), written inside it. */
export interface NestedDimensions {
  key: string;
  dimensions: Dimension[];
  /**
   * Objects shown beside it keyed by the same dimensions (`"justifications": {"tone": "<why>", …}`, `"confidence_scores":
   * {"tone": <0.0-1.0>, …}`): each dimension's reason, or the confidence the verdict was given at, written in them.
   */
  parallel?: { key: string; confidence: boolean }[];
}

/** The keys of an object's text (`"tone": "…", "accuracy": "…"`), each once. */
const keysOfObject = (inner: string): string[] => [...new Set([...inner.matchAll(/["'`]([\p{L}_][\p{L}\p{N}_ -]{0,40}?)["'`][ \t]{0,4}:/gu)].map((m) => m[1]!))];

/** The objects among `objectKeys` keyed by exactly the nested dimensions, a confidence's where their name says so. */
export function parallelObjects(text: string, objectKeys: readonly string[], nested: NestedDimensions): { key: string; confidence: boolean }[] {
  const names = new Set(nested.dimensions.map((d) => d.key));
  return objectKeys
    .filter((key) => key !== nested.key)
    .slice(0, MAX_LOOKED_UP_KEYS)
    .filter((key) => {
      const inner = shownObject(text, key);
      const innerKeys = inner === null ? [] : keysOfObject(inner);
      if (inner === null || innerKeys.length !== names.size || !innerKeys.every((k) => names.has(k))) return false;
      // (a confidence's object by its name; else one of texts only, each value quoted: an object of scores like the
      // first, `"style": {"clarity": score, …}`, is another set of dimensions, not their reasons)
      return /confiden|certaint/i.test(key) || [...inner.matchAll(/["'`][ \t]{0,4}:[ \t]{0,4}(\S)/g)].every((m) => /["'“]/.test(m[1]!));
    })
    .map((key) => ({ key, confidence: /confiden|certaint/i.test(key) }));
}

/**
 * The first key shown holding an object of two or more scored keys (`{"scores": {"tone": N, "accuracy": N}, "notes": …}`,
 * `"dimension_scores": {"clarity": , "relevance": }` on a stated scale): those keys are the answer's dimensions, each
 * written inside that object. Null when no such object is shown.
 */
export function nestedDimensions(text: string, objectKeys: readonly string[], scale: Scale | null): NestedDimensions | null {
  for (const key of objectKeys.slice(0, MAX_LOOKED_UP_KEYS)) {
    const inner = shownObject(text, key);
    if (inner === null) {
      // (…each dimension shown as its own object inside it: `"scores": {"factuality": {"score": X, "explanation": "…"}}`)
      const dimensions = objectsWithin(text, key, scale);
      if (dimensions) return { key, dimensions };
      continue;
    }
    const innerKeys = keysOfObject(inner);
    // (a letter standing for the score, "N" or "X", as inside a dimension's own object)
    const dimensions = scoredDimensions(`{${inner}}`, innerKeys, scale, true);
    if (dimensions.length >= 2 && dimensions.length === innerKeys.filter((k) => !EXPLAINING_KEY.test(k)).length) return { key, dimensions };
  }
  return null;
}

/** The most text an object of objects is looked for in, from its key: enough for a dozen dimensions with their reasons. */
const MAX_OBJECT_OF_OBJECTS = 2400;

/**
 * The object shown under a key whose every key holds an object of one score and its reasons (`"scores":
 * {"factuality": {"score": X, "explanation": "…"}, "tone": {…}}`): those keys as dimensions, each scored inside its own
 * object. One is enough, since each names a criterion of the rubric. Null otherwise.
 */
function objectsWithin(text: string, key: string, scale: Scale | null): Dimension[] | null {
  const open = new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}(?:\\r?\\n[ \\t]{0,40})?\\{`).exec(text);
  if (!open) return null;
  // the object's own text, its braces balanced, within a bounded reach (linear in that reach)
  const start = open.index + open[0].length;
  const end = Math.min(text.length, start + MAX_OBJECT_OF_OBJECTS);
  let depth = 1;
  let close = -1;
  const inside: string[] = [];
  let runStart = start;
  for (let i = start; i < end && close < 0; i++) {
    const c = text[i];
    if (c === '{') {
      if (depth === 1) inside.push(text.slice(runStart, i));
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 1) runStart = i + 1;
      if (depth === 0) close = i;
    }
  }
  if (close < 0) return null;
  inside.push(text.slice(runStart, close));
  // the keys at the object's own level: each must open an object (the text before its `{` ends on `"name":`)
  const names = inside.slice(0, -1).map((run) => /["'`]([\p{L}_][\p{L}\p{N}_ &/.-]{0,40}?)["'`][ \t]{0,4}:[ \t]{0,4}(?:\r?\n[ \t]{0,40})?$/u.exec(run)?.[1]);
  const loose = inside.some((run) => /["'`][ \t]{0,4}:[ \t]{0,4}[^\s{]/.test(run));
  if (names.length === 0 || loose || names.some((name) => name === undefined)) return null;
  const body = text.slice(start, close);
  const dimensions = (names as string[]).map((name) => objectDimension(body, name, scale));
  return dimensions.every((d): d is Dimension => d !== null) ? dimensions : null;
}

/** The score one key is shown with (`"Factual Accuracy": <0-1>`, `"rating": <int>`), or null. */
export function scoredKey(text: string, key: string, scale: Scale | null): Omit<Dimension, 'key'> | null {
  const shown = shownValue(text, key);
  return shown === null ? null : scoreShown(shown, scale);
}

/**
 * The text a key is first shown with as a value (`"key": …`, quoted or not), a line at most: quoted first, as the object
 * shows it, where the rubric also defines the key in words ("- relevance: how pertinent …" above `"relevance": 1`).
 */
function shownValue(text: string, key: string): string | null {
  const quoted = new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}([^\\n]{0,80})`).exec(text);
  // (an object opened on the line under its key, `"Clarity":\n  {\n    "Score": integer`: the object)
  if (quoted && quoted[1]!.trim() === '') {
    const below = /^[ \t]*\r?\n[ \t]{0,40}(\{[^\n]{0,79})/.exec(text.slice(quoted.index + quoted[0].length));
    if (below) return below[1]!;
  }
  if (quoted) return quoted[1]!;
  const m = new RegExp(`(?:^|[\\s{,])["'\`]?${escapeRegExp(key)}["'\`]?[ \\t]{0,4}:[ \\t]{0,4}([^\\n]{0,80})`).exec(text);
  if (m) return m[1]!;
  // …or listed with its range in a bullet, no object shown (`- coherence (1–5)`)
  // (…or glossed after a colon, "- content_score (0-5): Did they answer the question?")
  const listed = new RegExp(`(?:^|\\n)[ \\t]{0,8}[-*•][ \\t]{1,3}${escapeRegExp(key)}[ \\t]{0,3}(\\([^()\\n]{1,30}\\))[ \\t]*(?=\\n|$|:)`).exec(text);
  return listed ? listed[1]! : null;
}

/**
 * The keys of a JSON answer shown with a score (a number, a range, or a placeholder for a number),
 * when two or more are: a verdict of several dimensions. Keys that only explain are not scores.
 */
/** A key for how sure the judge is of its verdict: `confidence`, `confidence_score`, `certainty`, `confidence_pct`, `llm_confidence`. */
export const CONFIDENCE_KEY = /^(?:(?:llm|model|judge|overall|self)[_ -]?)?(?:confidence|certainty)(?:[_ -]?(?:score|level|value|percent|pct))?$/i;

export function scoredDimensions(text: string, keys: readonly string[], scale: Scale | null, letters = false): Dimension[] {
  if (keys.length < 2 || keys.length > MAX_LOOKED_UP_KEYS) return [];
  const typed = SCHEMA_SHAPE.test(text) ? schemaDimensions(text, keys, scale) : [];
  if (typed.length > 0) return typed;
  const listed = listedDimensions(text, keys, scale);
  if (listed.length > 0) return listed;
  // a letter of its own standing for each key's score (`{"Identification": x, "Empathy": y, "Overall": v}`), on a scale
  // the prompt states: every key a dimension
  if (scale !== null && !keys.some((key) => EXPLAINING_KEY.test(key) || CONFIDENCE_KEY.test(key)) && keys.every((key) => ANY_LETTER.test(shownValue(text, key) ?? ''))) return keys.map((key) => ({ key, scale, integer: wholeScale(scale) }));
  const dimensions: Dimension[] = [];
  // a letter standing for the score (`{"syntax": N, "flow": N}`) beside another, on a scale the prompt states
  const lettered = letters || (scale !== null && keys.filter((key) => LETTER.test(shownValue(text, key) ?? '')).length >= 2);
  for (const key of keys) {
    const shown = shownValue(text, key);
    // a key named for an explanation is a score only where a number or a range is shown unquoted (`"reasoning": 1-5`,
    // `"reasoning": <número de 0 a 3>`), never in a text (`"explanation": "1-2 sentences"`)
    // (the judge's confidence in its verdict is no dimension of it, `"rating": 3, "confidence": 0.8`, unless shown with a range of its own)
    // (…unless shown as an object of its own score, `"source_grounded_reasoning": {"score": <integer 0-5>, "justification": …}`)
    if (shown === null) continue;
    const asObject = shown.startsWith('{') ? objectDimension(text, key, scale) : null;
    if ((CONFIDENCE_KEY.test(key) && !RANGE.test(shown)) || (EXPLAINING_KEY.test(key) && !/^-?\d/.test(shown) && (/^["'“]/.test(shown) || !RANGE.test(shown)) && !asObject)) continue;
    const score = shown.startsWith('{') ? asObject : scoreShown(shown, scale, lettered);
    // (a key shown with an example number, its own range on the rubric's line for it: "1. skill_match: … (0-30)")
    const own = score && !RANGE.test(shown) ? rangeListedFor(text, key) : null;
    if (score) dimensions.push({ ...score, ...(own ? { scale: own, integer: wholeScale(own) } : {}), key });
  }
  return dimensions.length >= 2 ? dimensions : [];
}

/** The range a rubric's own line for a key ends on ("1. skill_match: Skill match score (0-30)", "- tone: … (1–5)"), or null. */
function rangeListedFor(text: string, key: string): Scale | null {
  const m = new RegExp(`(?:^|\\n)[ \\t]{0,8}(?:\\d{1,2}[.)][ \\t]{1,3}|[-*•][ \\t]{1,3})?["'\`*]{0,2}${escapeRegExp(key)}["'\`*]{0,2}[ \\t]{0,2}:[^\\n(]{0,80}\\([ \\t]{0,2}(${NUMBER})[ \\t]{0,2}(?:-|–|to)[ \\t]{0,2}(${NUMBER})[ \\t]{0,2}\\)[ \\t.]*(?=\\n|$)`).exec(text);
  return m && Number(m[1]) < Number(m[2]) ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/** A range said in a property's description: "fluency score in the range of 0.0 to 5.0", "from 1 to 10", "between 0 and 1". */
const SAID_RANGE = new RegExp(`\\b(?:range(?: of)?|from|between)[ \\t]{1,2}(${NUMBER})[ \\t]{0,2}(?:to|and|-|–)[ \\t]{0,2}(${NUMBER})`, 'i');

/**
 * Keys a printed JSON Schema types as numbers, two or more: '"fluency": {"title": "Fluency", "description": "fluency
 * score in the range of 0.0 to 5.0", "type": "number"}' (LangChain's output parsers print the schema of the object
 * they read back). Each on the range its minimum and maximum, or its description, give; else, where the property says it
 * is a score, the template's.
 */
function schemaDimensions(text: string, keys: readonly string[], scale: Scale | null): Dimension[] {
  const dimensions: Dimension[] = [];
  let named = false;
  for (const key of keys) {
    const property = printedProperty(text, key);
    const type = property ? /["']type["'][ \t]{0,4}:[ \t]{0,4}["'](number|integer)["']/.exec(property)?.[1] : undefined;
    if (!property || !type) continue;
    const bound = (name: string) => new RegExp(`["'](?:${name})["'][ \\t]{0,4}:[ \\t]{0,4}(${NUMBER})`).exec(property)?.[1];
    const [minimum, maximum] = [bound('minimum|exclusiveMinimum'), bound('maximum|exclusiveMaximum')];
    const said = SAID_RANGE.exec(property);
    const own = minimum !== undefined && maximum !== undefined ? { min: Number(minimum), max: Number(maximum) } : said ? { min: Number(said[1]), max: Number(said[2]) } : null;
    // (a number the schema does not say is a score, a function's argument or an amount, is no dimension; one typed
    // with nothing said of it is, beside ones that are: `"scoreA": {"type": "number"}, "confidence": {"type": "number"}`)
    const scored = own !== null || /score|rating|grade|\bscale\b/i.test(`${key} ${property}`);
    if (!scored && /["']description["']/.test(property)) continue;
    dimensions.push({ key, scale: own && own.min < own.max ? own : scale, integer: type === 'integer' });
    if (scored) named = true;
  }
  return dimensions.length >= 2 && named ? dimensions : [];
}

/** Keys that name a verdict of their own (a pass, a label, a choice), never a dimension scored on a scale. */
const VERDICT_NAME = /^(?:pass|passed|verdict|result|label|decision|answer|choice|category|winner|is_|has_|overall_verdict)/i;

/** What a key is said to hold, where not a score: a text, a list, a pass ('"gaps" with a JSON array of strings'). */
const HOLDS_NO_SCORE = /\b(?:array|list|strings?|texts?|sentences?|words?|explanation|description|boolean|true|false|yes or no|names?)\b/i;

/** Whether the words after a key, on its line, say it holds something other than a score. */
function holdsNoScore(text: string, key: string): boolean {
  // (up to the next comma or sentence end: "keys: politeness, accuracy, explanation" says nothing of politeness)
  const m = new RegExp(`(?:^|[\\s"'\`(,])${escapeRegExp(key)}["'\`]?([^\\n,;.]{0,160})`).exec(text);
  return m !== null && HOLDS_NO_SCORE.test(m[1]!);
}

/**
 * Keys named in words, no object shown (`Return JSON with keys: professionalism, friendliness, explanation`), where
 * the prompt states one scale: each key that does not explain or name a verdict is a dimension on it.
 */
function listedDimensions(text: string, keys: readonly string[], scale: Scale | null): Dimension[] {
  if (scale === null || keys.some((key) => shownValue(text, key) !== null)) return [];
  const scored = keys.filter((key) => !EXPLAINING_KEY.test(key) && !holdsNoScore(text, key));
  if (scored.length < 2 || scored.some((key) => VERDICT_NAME.test(key))) return [];
  return scored.map((key) => ({ key, scale, integer: wholeScale(scale) }));
}

/**
 * A property's schema as a dimension is shown (a whole-number or decimal scale), else as the taught
 * value is typed: a number or a pass is typed so (never mistaken for a reasoning text), a label is any value.
 */
function propertySchema(dimension: Dimension | undefined, taught: unknown): JsonSchema {
  if (dimension) {
    const type = dimension.integer ? 'integer' : 'number';
    return dimension.scale ? { type, minimum: dimension.scale.min, maximum: dimension.scale.max } : { type };
  }
  if (typeof taught === 'number') return { type: 'number' };
  if (typeof taught === 'boolean') return { type: 'boolean' };
  return {};
}

/**
 * A taught verdict object for a grader template that asks for a JSON answer, as it is learned: one
 * property per key the verdict holds (a dimension's scale where the template shows one), its
 * explaining keys (`reasoning`, `explanation`) set aside, as the judge fills them; and the verdict
 * of those keys, a dimension taught as its own object (`"clarity": {"score": 4, "justification": "…"}`)
 * by its score. So each dimension, and the verdict apart from its reasons, is learned on its own.
 * Null when the verdict is not an object of the answer's keys, or holds one key and nothing to set
 * aside (learned as it is).
 */
export function learnedVerdict(taughtForm: { keys: string[]; dimensions?: Dimension[]; nested?: NestedDimensions }, answer: unknown): { schema: JsonSchema; verdict: Record<string, unknown> } | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  // dimensions taught inside their object ({"scores": {"tone": 4, …}, "notes": "…"}) are learned as the others are, one by one
  const nested = taughtForm.nested;
  const given = nested ? unnested(answer as Record<string, unknown>, nested.key) : (answer as Record<string, unknown>);
  const form = nested ? { keys: [...taughtForm.keys.filter((key) => key !== nested.key), ...nested.dimensions.map((d) => d.key)], dimensions: [...(taughtForm.dimensions ?? []), ...nested.dimensions] } : taughtForm;
  const keys = Object.keys(given);
  if (keys.length === 0 || keys.length > MAX_LOOKED_UP_KEYS || !keys.every((key) => form.keys.includes(key))) return null;
  const dimensionOf = (key: string) => form.dimensions?.find((d) => d.key === key);
  const explaining = (key: string) => EXPLAINING_KEY.test(key) && typeof given[key] === 'string' && !dimensionOf(key);
  const kept = keys.filter((key) => !explaining(key));
  if (kept.length === 0 || (kept.length === 1 && kept.length === keys.length)) return null;
  // fromEntries defines own properties: a key from the request never reaches a prototype.
  const verdict = Object.fromEntries(kept.map((key) => [key, scoreWithin(dimensionOf(key), given[key])]));
  return { schema: { type: 'object', properties: Object.fromEntries(kept.map((key) => [key, propertySchema(dimensionOf(key), verdict[key])])) }, verdict };
}

/** An answer with the object under `key` opened in its place, its keys where it stood (the learned order is the template's). */
function unnested(answer: Record<string, unknown>, key: string): Record<string, unknown> {
  const held = answer[key];
  if (!Object.hasOwn(answer, key) || held === null || typeof held !== 'object' || Array.isArray(held)) return answer;
  return Object.fromEntries(Object.entries(answer).flatMap(([name, value]) => (name === key ? Object.entries(held as Record<string, unknown>) : [[name, value] as [string, unknown]])));
}

/**
 * The keys a verdict object is learned in for an answer format: a JSON answer's keys, or the score lines of a layout of
 * several scores (score-lines.ts); null for any other format.
 */
export function dimensionsForm(form: AnswerFormat | { kind: 'word' } | null): { keys: string[]; dimensions?: Dimension[]; nested?: NestedDimensions } | null {
  if (form?.kind === 'json') return form;
  if (form?.kind === 'lines' && form.keys && form.dimensions) return { keys: form.keys, dimensions: form.dimensions };
  return null;
}

/** The schema alone of a taught verdict object (`learnedVerdict`), or null. */
export function taughtAnswerSchema(form: { keys: string[]; dimensions?: Dimension[] }, answer: unknown): JsonSchema | null {
  return learnedVerdict(form, answer)?.schema ?? null;
}

/** A dimension's taught value: the score inside its own object where the template shows one, else the value. */
function scoreWithin(dimension: Dimension | undefined, value: unknown): unknown {
  const within = dimension?.within;
  return within && value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, within.key) ? (value as Record<string, unknown>)[within.key] : value;
}
