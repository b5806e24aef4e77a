/**
 * The keys a grader template asks its JSON answer to have, read from its instruction: a printed
 * JSON Schema's properties, the object a JSON-format announcement shows, listed or named keys, and
 * the keys shown with their options as the value. Every pattern is bounded.
 */
import { casedLike, unique } from './answer-options';
import { announcedKeyLists } from './json-key-lists';
import { objectEnd } from './json-object-end';
import { lettersOnOneLine } from './listed-options';
import { escapeRegExp } from './template-markers';

/** A template names a handful of keys: beyond this many, none is looked up by name. */
export const MAX_LOOKED_UP_KEYS = 32;
/** Keys that describe a JSON Schema, not the answer's own. */
const SCHEMA_WORDS = /^(?:type|properties|description|title|required|items|enum|additionalproperties|\$schema|\$defs|definitions)$/i;
/**
 * Whether an object's keys are a JSON Schema's: a key only a schema has (`properties`, `$schema`), or two of its words
 * (`"type"` beside `"items"`). One such word alone is an answer's key like any other (`"items": [...]`, `"title": "…"`).
 */
const describesSchema = (keys: readonly string[]) => keys.some((k) => /^(?:properties|additionalproperties|\$schema|\$defs|definitions)$/i.test(k)) || keys.filter((k) => SCHEMA_WORDS.test(k)).length >= 2;
/** A JSON Schema shown in the text: a type named by its JSON type, or properties, items or an enum given as keys. */
export const SCHEMA_SHAPE = /["'](?:type|\$schema)["'][ \t]{0,4}:[ \t]{0,4}["'](?:object|string|boolean|number|integer|array|null)["']|["'](?:properties|items|enum|required|additionalProperties)["'][ \t]{0,4}:/;
/** The announcements read per text, the last ones: where a template shows its answer's object. */
const MAX_ANNOUNCEMENTS = 8;

/** The top-level property names of a JSON Schema in the text (Ragas states its answer that way). */
function schemaProperties(text: string): string[] | null {
  // LangChain's format instructions show an example schema ("foo") before the real one: read after "Here is the output schema".
  const shown = text.lastIndexOf('Here is the output schema');
  if (shown >= 0) text = text.slice(shown);
  // pydantic's schema printed as a Python dict: single quotes, False / True / None
  const python = !text.includes('"properties"') && text.includes("'properties'");
  if (python) text = text.replace(/'/g, '"').replace(/\bFalse\b/g, 'false').replace(/\bTrue\b/g, 'true').replace(/\bNone\b/g, 'null');
  const at = text.lastIndexOf('"properties"');
  if (at < 0) return null;
  let start = at;
  for (let depth = 0; start > 0 && start > at - 2000; start--) {
    if (text[start] === '}') depth++;
    if (text[start] === '{' && depth-- === 0) break;
  }
  let end = start;
  for (let depth = 0; end < text.length && end < start + 20_000; end++) {
    if (text[end] === '{') depth++;
    if (text[end] === '}' && --depth === 0) break;
  }
  try {
    const schema = JSON.parse(text.slice(start, end + 1)) as { properties?: unknown };
    return schema.properties && typeof schema.properties === 'object' ? Object.keys(schema.properties) : null;
  } catch {
    return null;
  }
}

/**
 * The keys of the object a JSON format announcement shows ("…the following JSON format, and NO other
 * text…" then "{ "thought": …, "passes": … }"): the answer's keys, not those of JSON in the data above
 * it. The last announcement followed within a few lines by an object; its top-level keys only.
 */
/** The most of an object shown that its keys are read in. */
const OBJECT_REACH = 3000;

/** The top-level keys of the object opening at `open`, and where each key's value starts. */
function objectKeys(text: string, open: number): { key: string; value: number }[] {
  const keys: { key: string; value: number }[] = [];
  let depth = 0;
  // a value's description in parentheses (`"quality": Literal[…] (… 'gut': …)`) holds no keys
  let parens = 0;
  for (let i = open; i < Math.min(text.length, open + OBJECT_REACH); i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) break;
    else if (depth === 1 && c === '(') parens++;
    else if (depth === 1 && c === ')' && parens > 0) parens--;
    // a key opens a line or follows a comma at the top level: "key": or 'key':
    if (depth === 1 && parens === 0 && (c === '{' || c === ',' || c === '\n')) {
      // keys in any script ("评分分数", "Begründung"): a letter first, then letters, digits, underscores, spaces
      // (…a typographic quote closing or opening one, as a hand-typed example does: "judgement”:)
      const key = /^[ \t\r\n]{0,12}["'`“]([\p{L}_][\p{L}\p{N}_ ]{0,40})["'`”][ \t]{0,4}:[ \t\r\n]{0,12}/u.exec(text.slice(i + 1, i + 80));
      if (key && !keys.some((k) => k.key === key[1])) keys.push({ key: key[1]!, value: i + 1 + key[0].length });
    }
  }
  return keys;
}

/**
 * The keys of the last announced object, and, when its one key holds an object of two or more keys
 * (`{"verification": {"explanation": …, "result": …}}`), that key as the wrapper and the inner keys.
 */
/** Words of a line that introduces the answer's object, not the data's: "Respond in this format:", "Example output:". */
const ANSWER_FORM_WORDS = /\b(?:respond|reply|answer|return|output|format|schema|example|structure|following|verdict|result|evaluation)\b/i;

/** A listed key opening its line, numbered or bulleted, its value after it: '2. "tone_scores": Score each pillar ', '- `issues`: '. */
const KEY_LINE_LEAD = /^[ \t]{0,8}(?:\d{1,2}[.)][ \t]{1,3}|[-*•][ \t]{1,3})["'`][A-Za-z_][A-Za-z0-9_]{0,40}["'`][ \t]*:/;

function announcedObject(raw: string): { keys: string[]; wrapper?: string; wrapperList?: true; at?: number } {
  // A Python format string escapes its braces ("{{ … }}"): they are one brace each. Only where an escaped opening brace
  // shows it: a JSON object closes two at once where one is nested in the other ("args": {"param": "value"}}]).
  const text = raw.length > 200_000 ? '' : raw.includes('{{') ? raw.replace(/\{\{/g, '{').replace(/\}\}/g, '}') : raw;
  let found: { keys: string[]; wrapper?: string; wrapperList?: true; at?: number } = { keys: [] };
  // (not another format named after it, "a JSON-LD representation")
  // (…or an output format announced without the word JSON: "### Output Format Requirement (follow it strictly):\n{")
  // (…or by the answering verb alone, the object on its line or the next: "Respond ONLY as: {"rating": X}", "Respond with:\n{")
  // (…or in Chinese, Japanese or Korean: "出力形式は以下のようにしてください：\n{")
  // (…or by a label that names the answer's JSON: "answer_json:\n{")
  // (…or by the answering verb alone on its line, the object under it: "Return:\n{")
  const announcements = [...text.matchAll(/(?:\bjson(?: format| object| structure| schema)?\b(?!-)|\b(?:answer|output|result|response)_json\b|\b(?:output|response|answer) format\b|出力形式|出力フォーマット|回答形式|输出格式|输出形式|回复格式|返回格式|출력 형식|응답 형식)[^\n{]{0,240}(?:\n[^\n{]{0,240}){0,3}?\{|\b(?:respond|reply|answer)(?:[ \t]+only)?[ \t]+(?:as|with)[ \t]{0,2}:\s{0,12}\{|(?:^|\n)[ \t]{0,4}(?:return|output|respond|reply|answer)(?:[ \t]+(?:only|this|exactly))?[ \t]{0,2}:[ \t]*\r?\n[ \t]{0,4}\{/gi)].slice(-MAX_ANNOUNCEMENTS);
  // (a bare "json:" line over an object labels the data where the answer's objects are labelled apart, "answer_json:")
  const answerLabelled = announcements.some((m) => /^(?:answer|output|result|response)_json\b/i.test(m[0]));
  // (where the object last announced ends: the word "JSON" said inside one of its values, '"reasoning": "Well-structured
  // JSON with proper nesting."', announces none of its inner objects)
  let foundEnd = -1;
  for (const m of announcements) {
    if (m.index < foundEnd) continue;
    if (answerLabelled && /^json[ \t]*:[ \t]*\r?\n[ \t]*\{$/i.test(m[0])) continue;
    // Objects shown as examples ("Few-shot examples (JSON lines):") are the data's, not the answer's form.
    // (one "Example:" before an object shows the answer's form; "examples", few-shot ones, are the data's)
    if (/\b(?:examples|few-shot)\b/i.test(m[0]) && !/\b(?:respond|reply|answer|return|output|format)\b/i.test(m[0])) continue;
    // (…and so is an object under a data label that names its form in parentheses, "Advertisement Script (JSON):")
    if (m.index > 0 && text[m.index - 1] === '(' && !/\b(?:respond|reply|answer|return|output|format)\b/i.test(m[0])) continue;
    // (…and so is a fenced object under a data label, "Task metadata and checks:\n```json\n{", once an object was announced
    // for the answer: "Return only valid JSON matching this schema:\n{"score":4,"passed":true}" above it)
    if (found.keys.length > 0 && /^json[ \t]*\r?\n/i.test(m[0]) && text.slice(Math.max(0, m.index - 3), m.index) === '```' && !ANSWER_FORM_WORDS.test(text.slice(Math.max(0, m.index - 200), m.index - 3).split('\n').slice(-2).join('\n'))) continue;
    // (…and so is an object shown as one listed key's value, lines below the announcement: '2. "tone_scores": Score each
    // pillar {"warm": float, …}' under "return JSON with:\n1. "status": …": the keys listed are the answer's)
    const braceAt = m.index + m[0].length - 1;
    if (m[0].includes('\n') && KEY_LINE_LEAD.test(text.slice(text.lastIndexOf('\n', braceAt) + 1, braceAt))) continue;
    const keys = objectKeys(text, braceAt);
    // Keys that describe a JSON Schema are not the answer's (a schema is read by schemaProperties).
    if (keys.length === 0 || describesSchema(keys.map((k) => k.key))) continue;
    const inner = keys.length === 1 && text[keys[0]!.value] === '{' ? objectKeys(text, keys[0]!.value).map((k) => k.key) : [];
    // …or a list of such objects (`{"evaluations": [{"criterion": …, "score": …}]}`): the verdict written as its one item
    const listOpen = keys.length === 1 && text[keys[0]!.value] === '[' ? /^\[[ \t\r\n]{0,24}\{/.exec(text.slice(keys[0]!.value, keys[0]!.value + 40)) : null;
    const listed = listOpen ? objectKeys(text, keys[0]!.value + listOpen[0].length - 1).map((k) => k.key) : [];
    found = {
      ...(inner.length >= 2 && !describesSchema(inner)
        ? { keys: inner, wrapper: keys[0]!.key }
        : listed.length >= 2 && !describesSchema(listed)
          ? { keys: listed, wrapper: keys[0]!.key, wrapperList: true as const }
          : { keys: keys.map((k) => k.key) }),
      at: m.index,
    };
    // (within the reach objectKeys reads; that reach's end where it does not close there)
    const open = m.index + m[0].length - 1;
    const close = objectEnd(text, open, OBJECT_REACH);
    foundEnd = close < 0 ? Math.min(text.length, open + OBJECT_REACH) : close;
  }
  return found;
}

/** One option inside a shown value: a word or a few (`yes`, `Answer 1`, `not_applicable`). */
const OPTION = `[A-Za-z][\\w-]{0,20}(?: [\\w-]{1,12}){0,2}`;
/** Numbers offered as a key's value, bare: `1 | 2`, `0 or 1`. */
export const BARE_NUMBER_ALTERNATIVES = `-?\\d{1,3}(?:[ \\t]{0,2}(?:\\||\\bor\\b)[ \\t]{0,2}-?\\d{1,3}){1,9}`;
/** Between options inside one string: a slash, a bar or "or" (`"yes/no"`, `"A | B"`, `"[Answer 1 or Answer 2]"`). */
const BETWEEN = `[ \\t]{0,2}(?:/|\\||\\bor\\b)[ \\t]{0,2}`;
/** Options listed with commas, the last after "or" (`"successful, rejective, or unknown"`, `"<pass, fail or unknown>"`). */
const COMMA_LISTED = `${OPTION}(?:,[ \\t]{1,2}${OPTION}){1,4},?[ \\t]{1,2}or[ \\t]{1,2}${OPTION}`;

/** The distinct short values shown after a key, quoted or not (at most 8 looked at). */
function valuesShownFor(text: string, key: string): string[] {
  const values: string[] = [];
  // (outside an example object: a value followed by another key or the object's end is that example's filler)
  const shown = new RegExp(`(?<![\\w-])["'\`]?${escapeRegExp(key)}["'\`]?[ \\t]{0,4}:[ \\t]{0,4}["“]([A-Za-z][\\w -]{0,20})["”](?![ \\t]*(?:,|\\}|\\r?\\n[ \\t]*\\}))`, 'g');
  for (const m of text.matchAll(shown)) {
    if (!values.includes(m[1]!)) values.push(m[1]!);
    if (values.length >= 8) break;
  }
  // a value shown for other keys too ("Q1" as the question, the answer and the rating) is an example's filler, not an option
  return values.filter((value) => keysShownWith(text, value).every((shownKey) => shownKey === key));
}

/** "Or" standing between two of the answer's objects, on its line or beside their braces, fenced or not, in any language. */
const OR_BETWEEN_OBJECTS = /\}[ \t]*(?:\r?\n[ \t]*`{3}[ \t]*)?\s{0,8}(?:or|또는|혹은|または|もしくは|或者?|oder|ou|o|или|oppure|veya|atau|hoặc)\s{0,8}(?:`{3}[a-z]{0,10}[ \t]*\r?\n\s{0,8})?\{/iu;

/** The values a key is shown with across objects offered as alternatives: two to six, each quoted, whatever their script. */
function objectAlternatives(text: string, key: string): string[] {
  if (!OR_BETWEEN_OBJECTS.test(text)) return [];
  const shown = new RegExp(`["']${escapeRegExp(key)}["'][ \\t]{0,4}:[ \\t]{0,4}["“]([^"”\\n]{1,40})["”]`, 'gu');
  const values = unique([...text.matchAll(shown)].slice(0, 8).map((m) => m[1]!.trim()));
  return values.length >= 2 && values.length <= 6 ? values : [];
}

/** A list when it holds two or more values, else the other reading's. */
function orElse(values: string[], other: () => string[]): string[] {
  return values.length >= 2 ? values : other();
}

/**
 * The values worked example objects show a key with (`"non_contradiction": "NOK"`, then "NA", then "OK"), where the text
 * also names each one quoted outside them ('… the answer will be "NOK".'): two to six distinct ones are the key's options.
 */
function valuesNamedAndShown(text: string, key: string): string[] {
  const values: string[] = [];
  for (const m of text.matchAll(new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}["“]([A-Za-z][\\w -]{0,20})["”]`, 'g'))) {
    if (!values.includes(m[1]!)) values.push(m[1]!);
    if (values.length > 6) return [];
  }
  if (values.length < 2) return [];
  // (each named more often quoted than the objects show it: a quoting of its own in the instruction)
  const quotedCount = (value: string) => [...text.matchAll(new RegExp(`["“'‘]${escapeRegExp(value)}["”'’]`, 'g'))].length;
  const shownCount = (value: string) => [...text.matchAll(new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}["“]${escapeRegExp(value)}["”]`, 'g'))].length;
  return values.every((value) => quotedCount(value) > shownCount(value)) ? values : [];
}

/** The key before each quoted showing of a value (`"rating": "Q1"`): found by the value's text, the key read from the few characters before it. */
function keysShownWith(text: string, value: string): string[] {
  const keys: string[] = [];
  for (const quote of ['"', '“']) {
    const needle = `${quote}${value}`;
    for (let at = text.indexOf(needle), seen = 0; at >= 0 && seen < MAX_SHOWINGS; at = text.indexOf(needle, at + 1), seen++) {
      const key = KEY_BEFORE_VALUE.exec(text.slice(Math.max(0, at - 64), at))?.[1];
      if (key !== undefined) keys.push(key);
    }
  }
  return keys;
}
/** Showings of one value looked at: a template shows a value a few times. */
const MAX_SHOWINGS = 64;
const KEY_BEFORE_VALUE = /["'`]?([A-Za-z_][\w]{0,40})["'`]?[ \t]{0,4}:[ \t]{0,4}$/;

/** Verdict words that come in pairs: an example showing one of them offers both. */
const VERDICT_PAIRS: [string, string][] = [
  ['pass', 'fail'],
  ['yes', 'no'],
  ['correct', 'incorrect'],
  ['safe', 'unsafe'],
  ['valid', 'invalid'],
  ['approved', 'rejected'],
  ['approve', 'reject'],
  ['accept', 'reject'],
  ['supported', 'unsupported'],
  ['relevant', 'irrelevant'],
  ['success', 'failure'],
  ['faithful', 'unfaithful'],
  ['grounded', 'ungrounded'],
  ['compliant', 'non_compliant'],
  // (a boolean shown quoted, `"status":"true"`, is read back as a string: both strings are its options)
  ['true', 'false'],
];

/** The pair of the verdict word an example object shows for the key (`"verdict": "pass"` -> pass, fail), in the case shown. */
function pairedExemplar(text: string, key: string): string[] | null {
  const shown = new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}["']([A-Za-z_]{2,16})["']`).exec(text)?.[1];
  if (!shown) return null;
  const pair = VERDICT_PAIRS.find((p) => p.includes(shown.toLowerCase()));
  if (!pair) return null;
  return pair.map((word) => casedLike(shown, word));
}

/** Keys whose value explains the verdict rather than holds it. */
export const EXPLAINING_KEY = /reason|explanation|rationale|thought|analys|justification|feedback|comment|evidence|summary|note|why|justifica|explica|razon|raison|begr[üu]ndung|kommentar/i;

/**
 * Keys shown with their options as the value (`"passes": "yes" or "no"`, `"label": "A" | "B"`), or with
 * the options inside one string (`"is_hit": "yes/no"`, `"verdict": "yes/no/unsure"`, `"Winner": "[Answer 1
 * or Answer 2]"`): where the verdict goes as one of them.
 */
/** "Or" in the languages templates are written in (not Dutch "of", which English reads as "of"). */
const OR_WORD = '(?:or|o|ou|oder|oppure|lub|nebo|eller|veya)';

/** An option written bare or quoted in a rule's list: "exact", `approximate`, incorrect. */
const BARE_OPTION = String.raw`["'\`“]?[A-Za-z][\w-]{0,20}["'\`”]?`;

/**
 * Values listed on a line of their own that names them as what may be given: 'Possible stances: "favor", "against",
 * "none"', '可能な立場: "賛成", "反対"', 'Allowed labels: "spam", "ham"', '选项: "A", "B"'.
 */
const POSSIBLE_VALUES_LINE = /(?:^|\n)[ \t]{0,4}(?:[-*•][ \t]{1,4})?(?:(?:possible|allowed|valid|available|permitted)[ \t]+[A-Za-z]{3,20}(?:[ \t]+[A-Za-z]{3,20})?|(?:options|choices|labels|categories|values)|可能な[^\n:：]{1,8}|選択肢|候補|可选[^\n:：]{0,6}|选项|候选[^\n:：]{0,4})[ \t]*[:：][ \t]*((?:["“「][^"”」\n]{1,30}["”」][ \t]*[,、，][ \t]*){1,9}["“「][^"”」\n]{1,30}["”」])[ \t]*(?=\n|$)/i;

export function possibleValues(text: string): string[] {
  const m = POSSIBLE_VALUES_LINE.exec(text.slice(-20_000));
  return m ? unique([...m[1]!.matchAll(/["“「]([^"”」\n]{1,30})["”」]/g)].map((o) => o[1]!.trim())) : [];
}

/** A line of two to twelve names in capitals after a one-word head: "VERDICTS: ACCEPTED, WRONG_ANSWER, COMPILE_ERROR". */
const CAPITALS_UNDER_HEAD = /(?:^|\n)[ \t]{0,4}([A-Za-z][A-Za-z_]{1,30})[ \t]{0,2}:[ \t]{0,4}((?:[A-Z][A-Z0-9_]{1,30}[ \t]{0,2},[ \t]{0,2}){1,11}(?:(?:or|and)[ \t]{1,2})?[A-Z][A-Z0-9_]{1,30})[ \t.]*(?=\n|$)/g;

type HeadedList = { head: string; options: string[] };

export function capitalsListedUnderHeads(text: string): HeadedList[] {
  return [...text.slice(-20_000).matchAll(CAPITALS_UNDER_HEAD)].slice(0, 8).map((m) => ({ head: m[1]!.toLowerCase(), options: unique(m[2]!.split(/[ \t]{0,2},[ \t]{0,2}|[ \t]+(?:or|and)[ \t]+/).map((o) => o.replace(/^(?:or|and)[ \t]+/, '').trim()).filter(Boolean)) }));
}

/** The names listed under a key's head, the head its name or its plural ("verdict" under "VERDICTS:"); none for a key that explains. */
function headedOptionsFor(lists: HeadedList[], key: string): string[] {
  if (EXPLAINING_KEY.test(key)) return [];
  const name = key.toLowerCase();
  return lists.find((list) => list.head === name || list.head === `${name}s` || list.head === name.replace(/y$/, 'ies'))?.options ?? [];
}

/**
 * A JSON answer's key given the names listed in capitals under its head anywhere in the text, where the answer's format names
 * no options: the line may stand among the data sections ("VERDICTS: ACCEPTED, WRONG_ANSWER, …" after "CODE (python3):").
 */
export function withHeadedOptions<T extends { kind: string; keys?: string[]; options?: string[]; optionKeys?: string[]; booleanKeys?: string[]; scoreKeys?: string[]; numberKeys?: string[] }>(form: T | null, text: string): T | null {
  if (form?.kind !== 'json' || !form.keys?.length || (form.options?.length ?? 0) >= 2) return form;
  const lists = [...capitalsListedUnderHeads(text), ...namesListedUnderHeads(text)];
  for (const key of form.keys.slice(0, MAX_LOOKED_UP_KEYS)) {
    const options = headedOptionsFor(lists, key);
    if (options.length >= 2) return { ...form, options, optionKeys: [key] };
  }
  // (…or quoted after "one of" in a sentence, where the answer has one key for a verdict and no other typed one: 'give your
  // verdict by choosing one of ["false", "half-true", "true"]' beside the keys "reasoning" and "verdict")
  const open = form.keys.filter((key) => !EXPLAINING_KEY.test(key) && !form.booleanKeys?.includes(key) && !form.scoreKeys?.includes(key) && !form.numberKeys?.includes(key));
  if (open.length === 1 && open.length === form.keys.filter((key) => !EXPLAINING_KEY.test(key)).length) {
    const named = ONE_OF_QUOTED.exec(text.slice(-20_000));
    const options = named ? unique([...named[1]!.matchAll(/["“]([^"”\n]{1,30})["”]/g)].map((o) => o[1]!.trim())) : [];
    if (options.length >= 2) return { ...form, options, optionKeys: [open[0]!] };
  }
  return form;
}

/**
 * Names in lower case or snake case listed under a head of their own, the head maybe saying they are the ones to choose from:
 * "Available Categories: food_dining, transportation, insurance, other". Three to twenty names of one word each.
 */
const NAMES_UNDER_HEAD = /(?:^|\n)[ \t]{0,4}(?:(?:available|allowed|valid|possible|permitted|supported)[ \t]+)?([A-Za-z][A-Za-z_]{1,30})[ \t]{0,2}:[ \t]{0,4}((?:[a-z][a-z0-9_-]{1,30}[ \t]{0,2},[ \t]{0,2}){2,19}(?:(?:or|and)[ \t]{1,2})?[a-z][a-z0-9_-]{1,30})[ \t.]*(?=\n|$)/gi;

function namesListedUnderHeads(text: string): HeadedList[] {
  return [...text.slice(-20_000).matchAll(NAMES_UNDER_HEAD)].slice(0, 8).map((m) => ({ head: m[1]!.toLowerCase(), options: unique(m[2]!.split(/[ \t]{0,2},[ \t]{0,2}|[ \t]+(?:or|and)[ \t]+/).map((o) => o.replace(/^(?:or|and)[ \t]+/, '').trim()).filter(Boolean)) }));
}

/** Values quoted in a list after "one of": 'choosing one of ["false", "mostly-false", "true"]', 'one of: "spam", "ham"'. */
const ONE_OF_QUOTED = /\bone[ \t]+of[ \t]*:?[ \t]*\[?[ \t]*((?:["“][^"”\n]{1,30}["”][ \t]*,[ \t]*){1,11}(?:or[ \t]+)?["“][^"”\n]{1,30}["”])[ \t]*\]?/i;

/**
 * An option named in a comment: a word of letters or digits in any script, a few characters, never holding the Chinese
 * "or" that separates options (so a comment splits into options one way only: linear).
 */
const COMMENT_OPTION = String.raw`(?:(?!或)[\p{L}\p{N}])(?:(?!或)[\p{L}\p{N}_-]){0,15}`;

export function optionValuedKeys(text: string, keys: string[]): { keys: string[]; options: string[] } {
  const found: { keys: string[]; options: string[] } = { keys: [], options: [] };
  if (keys.length > MAX_LOOKED_UP_KEYS) return found;
  // a printed JSON Schema's enum: the verdict's key and its options
  const enumerated = SCHEMA_SHAPE.test(text) ? schemaEnumKey(text, keys) : null;
  if (enumerated) return enumerated;
  // (read once, and only for a key that needs it)
  let glossed: string[] | undefined;
  let headedLists: HeadedList[] | undefined;
  const glossedOptions = () => (glossed ??= glossedOptionLines(text));
  for (const key of keys) {
    const shown = `["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}`;
    // typed with its options as Python writes them (`"quality": Literal["sehr gut", "gut", …]`)
    const literal = new RegExp(`${shown}(?:typing\\.)?Literal\\[((?:[ \\t]{0,2}["'][^"'\\n]{1,40}["'][ \\t]{0,2},?){2,12})\\]`).exec(text);
    if (literal) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = unique([...literal[1]!.matchAll(/["']([^"'\n]{1,40})["']/g)].map((o) => o[1]!));
      continue;
    }
    const m =
      // ("or" in other languages too: `"winner": "A" または "B"`, `"label": "A" 或 "B"`, `"결과": "A" 또는 "B"`)
      // (…quoted numbers too: `"result": "0" | "1" | "2"`)
      new RegExp(`${shown}((?:["'“][A-Za-z0-9][\\w -]{0,20}["'”][ \\t]{0,4}(?:or|\\||または|もしくは|或者?|还是|또는|혹은)[ \\t]{0,4}){1,5}["'“][A-Za-z0-9][\\w -]{0,20}["'”])`).exec(text) ??
      // unquoted on a bullet of its own, the options listed in words ("- verdict: "yes", "no", or "partial"")
      new RegExp(`(?:^|\\n)[ \\t]{0,8}[-*•][ \\t]{1,4}${escapeRegExp(key)}[ \\t]{0,4}:[ \\t]{0,4}((?:["“][A-Za-z][\\w -]{0,20}["”],[ \\t]{1,2}){0,4}["“][A-Za-z][\\w -]{0,20}["”],?[ \\t]{1,2}or[ \\t]{1,2}["“][A-Za-z][\\w -]{0,20}["”])`).exec(text) ??
      // two bare words joined by "or" opening the key's placeholder (`"User Safety": safe or unsafe rating for the user message`)
      // (not true or false: a boolean, which answer-format.ts reads as one)
      // (…"or" in other languages too: `"status": validated o rejected`, `"verdict": vrai ou faux`, `"urteil": ja oder nein`)
      (EXPLAINING_KEY.test(key) ? null : new RegExp(`${shown}((?!(?:true|false|null|none)\\b)(?:[A-Za-z][\\w-]{0,20})[ \\t]+${OR_WORD}[ \\t]+(?!(?:true|false|null|none)\\b)(?:[A-Za-z][\\w-]{0,20}))(?=[ \\t]+[a-z]|[ \\t]*[,}\\n])`, 'i').exec(text)) ??
      // "one of" the quoted options after the key ('- "verdict": one of "jailbreak", "borderline", "refused", "error"')
      // (…the key glossed after a dash on its bullet: '- "category" — one of: "billing", "outage", "other"')
      new RegExp(`(?:${shown}|["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}(?:—|–|-)[ \\t]{0,4})(?:one[ \\t]+of|either)[ \\t]{0,2}:?[ \\t]{0,2}((?:["“][A-Za-z][\\w -]{0,20}["”][ \\t]{0,2}(?:,[ \\t]{0,2}or|,|or)[ \\t]{0,2}){1,7}["“][A-Za-z][\\w -]{0,20}["”])`, 'i').exec(text) ??
      // (…inside the key's placeholder, single-quoted: `"recommendation": "<one of: 'Shortlist', 'Maybe', 'Reject'>"`)
      new RegExp(`${shown}["“]<[ \\t]{0,2}(?:one[ \\t]+of|either)[ \\t]{0,2}:?[ \\t]{0,2}((?:'[A-Za-z][\\w -]{0,20}'[ \\t]{0,2}(?:,[ \\t]{0,2}or|,|or)[ \\t]{0,2}){1,7}'[A-Za-z][\\w -]{0,20}')[ \\t]{0,2}>["”]`, 'i').exec(text) ??
      // options quoted inside the key's shown value, each with when it applies (\`"judgement": "State 'yes' if the code is
      // correct, 'no' if it does not."\`)
      new RegExp(`${shown}["“][^"”'\\n]{0,60}?((?:'[A-Za-z][\\w -]{0,20}'[ \\t]+(?:if|when)\\b[^'"”\\n]{1,120}?){1,4}'[A-Za-z][\\w -]{0,20}'[ \\t]+(?:if|when|otherwise)\\b)`).exec(text) ??
      // the options in a rule about the key (\`"winner" MUST be "A" or "B".\`)
      new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{1,4}(?:must|should|shall|has to|is to|can only)[ \\t]{1,4}be[ \\t]{1,4}(?:(?:either|one of)[ \\t]{1,4})?((?:["“][A-Za-z][\\w -]{0,20}["”],?[ \\t]{1,2}){1,4}or[ \\t]{1,2}["“][A-Za-z][\\w -]{0,20}["”])`, 'i').exec(text);
    // …or in a rule naming the key bare, its options listed bare ("label must be one of: exact, approximate, incorrect,
    // unknown."): the listed words
    // (…or on the key's bullet, bare in brackets after "one of": "- category: One of [direct_injection, jailbreak, benign]")
    const bracketed = m ? null : new RegExp(`(?:^|\\n)[ \\t]{0,8}[-*•][ \\t]{1,4}["'\`]?${escapeRegExp(key)}["'\`]?[ \\t]{0,4}:[ \\t]{0,4}(?:one[ \\t]{1,4}of|either)[ \\t]{0,2}:?[ \\t]{0,2}[[(]((?:${BARE_OPTION}[ \\t]*,[ \\t]*){1,11}(?:(?:or|and)[ \\t]{1,2})?${BARE_OPTION})[\\])]`, 'i').exec(text);
    if (bracketed) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = unique(bracketed[1]!.split(/[ \t]*,[ \t]*(?:(?:or|and)[ \t]{1,2})?/).map((o) => o.replace(/^["'`“]|["'`”]$/g, '')));
      continue;
    }
    const ruled = m ? null : new RegExp(`(?:^|[\\s(])${escapeRegExp(key)}[ \\t]{1,4}(?:must|should|shall|has to|can only)[ \\t]{1,4}be[ \\t]{1,4}(?:exactly[ \\t]{1,4})?one[ \\t]{1,4}of[ \\t]{0,2}:?[ \\t]{0,4}((?:${BARE_OPTION},[ \\t]{1,2}){1,7}(?:(?:or|and)[ \\t]{1,2})?${BARE_OPTION})(?=[ \\t]*(?:[.;)\\n]|$))`, 'i').exec(text);
    if (ruled) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = unique(ruled[1]!.split(/,[ \t]{1,2}(?:(?:or|and)[ \t]{1,2})?/).map((o) => o.replace(/^["'`“]|["'`”]$/g, '')));
      continue;
    }
    // …or in a comment after the key's empty value, in any script (`"判断是否解决问题": "",  // 是 或 否`, `"ok": "", # yes or no`)
    const commented = m ? null : new RegExp(`${shown}(?:""|''|null)?[ \\t]*,?[ \\t]*(?://|#)[ \\t]*(${COMMENT_OPTION}(?:(?:[ \\t]*(?:,|/|\\||、|或者?|或是)[ \\t]*|[ \\t]+(?:or|o|ou|oder)[ \\t]+)${COMMENT_OPTION}){1,5})[ \\t]*$`, 'imu').exec(text);
    if (commented) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = unique(commented[1]!.split(/[ \t]*(?:,|\/|\||、|或者?|或是)[ \t]*|[ \t]+(?:or|o|ou|oder)[ \t]+/u).filter(Boolean));
      continue;
    }
    // …or shown with one of the options a list glosses one per line ("- candidate_a: Candidate A is better." …, then
    // `"winner": "candidate_a"`): the listed names
    const glossedValue = m || EXPLAINING_KEY.test(key) || glossedOptions().length < 2 ? undefined : new RegExp(`${shown}["'“]([^"'”\\n]{1,40})["'”]`).exec(text)?.[1];
    if (glossedValue !== undefined && glossedOptions().includes(glossedValue)) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = glossedOptions();
      continue;
    }
    // …or shown holding one capital letter where the text lists the letters between slashes ('"winner": "A"' and "winner
    // 为总分最高的候选编号（A/B/C/D）"): those letters
    const letterShown = m || EXPLAINING_KEY.test(key) ? undefined : new RegExp(`${shown}["'“]([A-H])["'”]`).exec(text)?.[1];
    const letters = letterShown === undefined ? [] : lettersBetweenSlashes(text);
    if (letterShown !== undefined && letters.includes(letterShown)) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = letters;
      continue;
    }
    // …or with a placeholder pointing at options lettered on one line ('"answer": one of the options from A) very similar
    // B) … C) …'): their letters
    const lettered = m || EXPLAINING_KEY.test(key) ? [] : new RegExp(`${shown}["'“<]?(?:one|any)[ \\t]+of[ \\t]+the[ \\t]+(?:options|choices)\\b`, 'i').test(text) ? (lettersOnOneLine(text)?.letters ?? []) : [];
    if (lettered.length >= 2) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = lettered;
      continue;
    }
    // …or shown with a placeholder that points at such a list, by "one of" or by how many it holds ('"label": "<one of the 4
    // labels>"', '"nhan": "<một trong 4 nhãn>"' under four glossed lines): the listed names
    const pointed = m || EXPLAINING_KEY.test(key) || glossedOptions().length < 2 ? undefined : new RegExp(`${shown}["'“]?<([^<>"'”\\n]{1,60})>`).exec(text)?.[1];
    // (the count standing as a word, "<one of the 4 labels>": not a digit inside an option, "<E0|E1|E2|E3>")
    if (pointed !== undefined && (/\bone of\b/i.test(pointed) || new RegExp(`(?<![\\p{L}\\p{N}])${glossedOptions().length}(?![\\p{L}\\p{N}])`, 'u').test(pointed))) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = glossedOptions();
      continue;
    }
    // …or the values the text assigns it in words, one per condition ("If the comment is toxic, set is_bad=1, otherwise
    // set is_bad=0"): those values
    const assigned = m || EXPLAINING_KEY.test(key) ? [] : assignedValues(text, key);
    if (assigned.length >= 2) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = assigned;
      continue;
    }
    // …or listed on a line headed by the key's name, in capitals ("VERDICTS: ACCEPTED, WRONG_ANSWER, TIME_LIMIT", over
    // `{"verdict":"VERDICT_HERE"}`): those names
    const headed = m || EXPLAINING_KEY.test(key) ? [] : headedOptionsFor((headedLists ??= capitalsListedUnderHeads(text)), key);
    if (headed.length >= 2) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = headed;
      continue;
    }
    // bare numbers as the alternatives (`"winner": 1 | 2`, `"label": 0 or 1`): answer-format.ts writes them as numbers
    // (…or said as the value beside the key named for it: "use the word complete as the key and 1 or 0 as the value")
    const numbered = m || EXPLAINING_KEY.test(key) ? null : (new RegExp(`${shown}(${BARE_NUMBER_ALTERNATIVES})(?![\\w.])`).exec(text) ?? numbersSaidAsValue(text, key));
    if (numbered) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = unique(numbered[1]!.split(/\||\bor\b/).map((o) => o.trim()));
      continue;
    }
    // the options inside one string, closed right after the last one (not a sentence that says "or"); a
    // reason's value ("one sentence or two") holds no options
    // (…or between slashes or bars, then a gloss after a comma, a colon or a bracket, in any script: `"Safe/Unsafe，如果内容安全：Safe…"`)
    const inOne = m || EXPLAINING_KEY.test(key) ? null : (new RegExp(`${shown}["'“][<\\[]?(${OPTION}(?:${BETWEEN}${OPTION}){1,5}|${COMMA_LISTED})[>\\]]?["'”]`).exec(text) ?? new RegExp(`${shown}["'“](${OPTION}(?:[ \\t]{0,2}[/|][ \\t]{0,2}${OPTION}){1,5})[ \\t]{0,2}[，,；;：:（(][^"”\\n]{1,200}["”]`).exec(text));
    // …or the values the text shows the key with, one at a time (`- MET (criterion_status: "MET"): …` and
    // `- UNMET (criterion_status: "UNMET"): …`, or two example objects): two or more distinct ones are its options
    const shownValues = m || inOne || EXPLAINING_KEY.test(key) ? [] : orElse(valuesShownFor(text, key), () => valuesNamedAndShown(text, key));
    // …or one value of a verdict pair shown in an example (`"verdict": "pass"`): the pair, in the case shown
    // …or a side shown with a blank for its mark (`"preferred": "Response _"`) where the text names both sides ("# Response A",
    // "# Response B"): the two sides' names
    const sided = m || inOne || shownValues.length >= 2 || EXPLAINING_KEY.test(key) ? null : blankSide(text, shown);
    const paired = sided ?? (m || inOne || shownValues.length >= 2 || EXPLAINING_KEY.test(key) ? null : pairedExemplar(text, key));
    if (paired) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = paired;
      continue;
    }
    // …or shown with a different value in each of the answer's objects offered as alternatives ('```json {"winner": "Ann"}
    // ``` or ```json {"winner": "Bob"} ```', in any language's "or"): those values
    const alternatives = m || inOne || shownValues.length >= 2 || EXPLAINING_KEY.test(key) ? [] : objectAlternatives(text, key);
    if (alternatives.length >= 2) {
      found.keys.push(key);
      if (found.options.length === 0) found.options = alternatives;
      continue;
    }
    if (!m && !inOne && shownValues.length < 2) continue;
    found.keys.push(key);
    if (found.options.length > 0) continue;
    if (shownValues.length >= 2) {
      found.options = shownValues;
      continue;
    }
    found.options = m
      ? /["'“]/.test(m[1]!)
        ? unique([...m[1]!.matchAll(/["'“]([A-Za-z0-9][\w -]{0,20})["'”]/g)].map((o) => o[1]!))
        : unique(m[1]!.split(new RegExp(`[ \\t]+${OR_WORD}[ \\t]+`, 'i')))
      : unique(inOne![1]!.split(new RegExp(`,?${BETWEEN}|,[ \\t]{1,2}`)).map((o) => o.trim()).filter(Boolean));
  }
  return found;
}

/**
 * Each key that takes options of its own, where two or more keys take different ones (`"intent": {"enum": ["billing",
 * …]}` beside `"priority": {"enum": ["low", "medium", "high"]}`, or '- "category" — one of: …' beside '- "severity" — one
 * of: …'): every such key with its options, in the keys' order; empty where the keys share one list or only one has options.
 */
export function optionSetsOf(text: string, keys: readonly string[]): { key: string; options: string[] }[] {
  if (keys.length > MAX_LOOKED_UP_KEYS) return [];
  const sets = keys.flatMap((key) => {
    const { options } = optionValuedKeys(text, [key]);
    return options.length >= 2 ? [{ key, options }] : [];
  });
  const distinct = new Set(sets.map((s) => s.options.join('\n').toLowerCase()));
  return sets.length >= 2 && distinct.size >= 2 ? sets : [];
}

/** Two to eight capital letters listed between slashes or bars in parentheses: "(A/B/C/D)", "（A/B）", "(A | B | C)". */
function lettersBetweenSlashes(text: string): string[] {
  const m = /[(（][ \t]{0,2}([A-H](?:[ \t]{0,2}[/|][ \t]{0,2}[A-H]){1,7})[ \t]{0,2}[)）]/.exec(text.slice(-20_000));
  const letters = m ? m[1]!.split(/[ \t]*[/|][ \t]*/) : [];
  return new Set(letters).size === letters.length ? letters : [];
}

/** The distinct values a sentence sets a key to: "set is_bad=1", "set `verdict` to PASS", "assign label as spam". */
export function assignedValues(text: string, key: string): string[] {
  const assigned = new RegExp(String.raw`\b(?:set|assign|put)[ \t]+["'\x60]?${escapeRegExp(key)}["'\x60]?[ \t]*(?:=|to\b|as\b)[ \t]*["'\x60]?([A-Za-z0-9][\w.-]{0,20}?)["'\x60]?(?=[ \t]*(?:[,;.)!\n]|$|[ \t](?:if|when|otherwise|else)\b))`, 'gi');
  return unique([...text.slice(-20_000).matchAll(assigned)].slice(0, 6).map((v) => v[1]!));
}

/**
 * Options listed one per line, each glossed after a colon ("- candidate_a: Candidate A is better.", "- equal: neither
 * is better."): their names, when two to eight such lines stand together.
 */
function glossedOptionLines(text: string): string[] {
  for (const block of text.slice(0, 20_000).matchAll(/(?:^|\n)((?:[ \t]{0,8}[-*•][ \t]{1,4}["'`]?[A-Za-z][\w-]{0,30}["'`]?[ \t]{0,2}:[ \t]{1,4}[^\n]{2,600}(?:\n|$)){2,8})/g)) {
    const names = [...block[1]!.matchAll(/[-*•][ \t]{1,4}["'`]?([A-Za-z][\w-]{0,30})["'`]?[ \t]{0,2}:/g)].map((n) => n[1]!);
    if (new Set(names).size === names.length) return names;
  }
  // (…or with no bullet, each name set apart by backquotes or bold (not quotes: an object's lines), a blank line allowed
  // between them:
  // "`excellent`: The summary contains …\n\n`ok`: …\n\n`poor`: …")
  for (const block of text.slice(0, 20_000).matchAll(/(?:^|\n)((?:[ \t]{0,8}(?:`[A-Za-z][\w-]{0,30}`|\*\*[A-Za-z][\w-]{0,30}\*\*)[ \t]{0,2}:[ \t]{1,4}[^\n]{2,600}(?:\n[ \t]*(?=\n)){0,1}(?:\n|$)){2,8})/g)) {
    const names = [...block[1]!.matchAll(/(?:^|\n)[ \t]{0,8}(?:`|\*\*)([A-Za-z][\w-]{0,30})(?:`|\*\*)[ \t]{0,2}:/g)].map((n) => n[1]!);
    if (names.length >= 2 && new Set(names).size === names.length) return names;
  }
  return [];
}

/** The body of a key's schema in a printed JSON Schema, without nested objects: `"clarity": {"type": "integer", …}`. */
export function printedProperty(text: string, key: string): string | undefined {
  return new RegExp(`["']${escapeRegExp(key)}["'][ \\t]{0,4}:[ \\t]{0,4}\\{([^{}]{0,400})\\}`).exec(text)?.[1];
}

/**
 * The keys a printed JSON Schema requires and types as free text ('"source": {"description": "…", "type": "string"}' in
 * `"required": ["result", "reasoning", "source"]`): a reply must hold each, so a key the verdict leaves out is written
 * empty (write-verdict.ts), never with invented text.
 */
export function requiredTextKeys(text: string, keys: readonly string[]): string[] {
  // (the last list printed: LangChain's instructions print an example schema's, '"required": ["foo"]', before the model's)
  const required = [...text.slice(-20_000).matchAll(/["']required["'][ \t]{0,4}:[ \t]{0,4}\[([^\]\n]{1,400})\]/g)].at(-1)?.[1];
  if (!required) return [];
  const named = new Set([...required.matchAll(/["']([^"'\n]{1,40})["']/g)].map((m) => m[1]!));
  return keys.filter((key) => {
    const property = named.has(key) ? (printedProperty(text, key) ?? '') : '';
    return /["']type["'][ \t]{0,4}:[ \t]{0,4}["']string["']/.test(property) && !/["']enum["']/.test(property);
  });
}

/** Keys that name the verdict itself, where a schema gives several keys options: the one the verdict goes in. */
const VERDICT_ENUM_KEY = /^(?:final[_ ]?)?(?:verdict|decision|judg(?:e)?ment|status|result|label|outcome|grade|classification|category|answer|winner|preference|preferred|choice)$|^(?:final|overall)[_ ]?(?:verdict|decision|result|label|grade|status)$/i;

/**
 * The key a printed JSON Schema gives options with `"enum"` ('"status": {"enum": ["Pass", "Fail", "Partial"], "type":
 * "string"}', as LangChain's PydanticOutputParser prints a model): the only such key, or the one named for a verdict.
 */
/** Options a printed property's description lists in brackets after "one of": "… one of ['grounded', 'not grounded']". */
const DESCRIBED_OPTIONS = /["']description["'][ \t]{0,4}:[ \t]{0,4}"[^"\n]{0,200}?\bone of[ \t]{0,2}:?[ \t]{0,2}\[((?:[ \t]{0,2}'[^'"\n]{1,40}'[ \t]{0,2},?){2,12})\]/i;

function schemaEnumKey(text: string, keys: readonly string[]): { keys: string[]; options: string[] } | null {
  const enums: { key: string; options: string[] }[] = [];
  for (const key of keys) {
    const shown = printedProperty(text, key);
    // (…or the definition it refers to: '"status": {"$ref": "#/$defs/Status"}' and '"Status": {"enum": […]}')
    const referred = shown ? /["']\$ref["'][ \t]{0,4}:[ \t]{0,4}["']#\/(?:\$defs|definitions)\/([A-Za-z_][\w]{0,40})["']/.exec(shown)?.[1] : undefined;
    const property = referred ? printedProperty(text, referred) : shown;
    // (…printed one option per line too, as a pretty-printed schema does)
    const listed = property ? /["']enum["'][ \t]{0,4}:[ \t]{0,4}\[((?:\s{0,12}["'][^"'\n]{1,40}["']\s{0,12},?){2,12})\]/.exec(property) : null;
    // (…or listed in the property's description, as Pydantic fields often say it: '"description": "It should be one of
    // ['grounded', 'not grounded', 'not sure']"')
    const described = listed || !property ? null : DESCRIBED_OPTIONS.exec(property);
    const found = listed ?? described;
    if (found) enums.push({ key, options: unique([...found[1]!.matchAll(/["']([^"'\n]{1,40})["']/g)].map((o) => o[1]!)) });
  }
  const chosen = enums.length === 1 ? enums[0]! : enums.filter((e) => VERDICT_ENUM_KEY.test(e.key)).length === 1 ? enums.find((e) => VERDICT_ENUM_KEY.test(e.key))! : null;
  return chosen && chosen.options.length >= 2 ? { keys: [chosen.key], options: chosen.options } : null;
}

/** A side's name shown with a blank for its mark (`"Response _"`), and both sides named so in the text: their names. */
function blankSide(text: string, shown: string): string[] | null {
  const noun = new RegExp(`${shown}["'“]([A-Z][a-z]{2,15})[ \\t]{0,2}(?:_{1,3}|X|\\?|#)["'”]`).exec(text)?.[1];
  if (!noun) return null;
  for (const [a, b] of [['A', 'B'], ['1', '2']] as const) {
    if (new RegExp(`\\b${noun}[ \\t]${a}\\b`).test(text) && new RegExp(`\\b${noun}[ \\t]${b}\\b`).test(text)) return [`${noun} ${a}`, `${noun} ${b}`];
  }
  return null;
}

/** A rule naming the answer's keys, each quoted: "Keys must be exactly: "analysis", "keep"." */
// (…or said of the object: "JSON MUST contain exactly these keys: "label", "confidence", "reason".")
const KEYS_RULE = /\b(?:(?:keys|fields)[ \t]+(?:must|should|shall)[ \t]+be[ \t]+(?:exactly|only)?|(?:must|should|shall)[ \t]+(?:contain|include|have)[ \t]+(?:exactly[ \t]+|only[ \t]+)?(?:these|the[ \t]+following)[ \t]+(?:keys|fields))[ \t]*:?[ \t]*((?:["'`][\p{L}_][\p{L}\p{N}_ ]{0,40}["'`][ \t]*(?:,|and|,[ \t]*and)?[ \t]*){2,10})/iu;

/** A JSON answer's keys named in words after "with (the) key(s)": bare, backquoted or quoted names. */
const KEY_NAME = '[`"\']?[A-Za-z_][A-Za-z0-9_]{0,30}[`"\']?(?:[ \\t]{0,2}\\([^()\\n]{1,40}\\))?';
// (…"with a single key 'score'": a few of the, a, one, single, only before "key")
const JSON_WITH_KEYS = new RegExp(`\\bjson\\b[^\\n{]{0,60}?\\bwith\\s{1,4}(?:(?:the|a|one|single|only)\\s{1,4}){0,3}(?:following\\s{1,4})?(?:keys?|fields?)(?:[ \\t]+(?:as|named|called))?[ \\t]*:?[ \\t]+(?!(?:in|the|below|above|as|listed|shown|exactly|that|which|for|to|of|from)\\b)(${KEY_NAME}(?:[ \\t]*(?:,|\\band\\b)[ \\t]*${KEY_NAME}){0,5})(?![\\w])`, 'i');

const JSON_WITH_KEYS_AS = new RegExp(`\\bjson\\b[^\\n{]{0,60}?\\bwith[ \\t]+(${KEY_NAME}(?:[ \\t]*(?:,|\\band\\b)[ \\t]*${KEY_NAME}){1,5})[ \\t]+as[ \\t]+(?:the[ \\t]+)?(?:fields?|keys?|properties|attributes)\\b`, 'i');

/**
 * Keys named after "JSON … with keys", each followed by a colon and what it holds ("give me the answer in json format with
 * keys marks: the marks scored by the assignment, comment: comment on the assignment"): the first key, and every word
 * after a comma, a semicolon or "and" that a colon follows, on that line.
 */
const JSON_WITH_COLON_GLOSSED_KEYS = /\bjson\b[^\n{]{0,60}?\bwith\s{1,4}(?:the\s{1,4})?(?:following\s{1,4})?(?:keys|fields)[ \t]{1,4}([A-Za-z_][A-Za-z0-9_]{0,30}[ \t]{0,2}:[ \t][^\n]{1,300})/i;

function colonGlossedKeys(text: string): string[] | null {
  const m = JSON_WITH_COLON_GLOSSED_KEYS.exec(text);
  if (!m) return null;
  const keys = [/^[A-Za-z_][A-Za-z0-9_]{0,30}/.exec(m[1]!)![0], ...[...m[1]!.matchAll(/(?:[,;]|\band\b)[ \t]{0,2}([A-Za-z_][A-Za-z0-9_]{0,30})[ \t]{0,2}:[ \t]/g)].map((k) => k[1]!)];
  return keys.length >= 2 ? unique(keys) : null;
}

/** Keys quoted after "with", each glossed or not: 'a JSON object with "tags" (list of tag names) and "reasoning" (brief explanation)'. */
// (…or glossed with what it is for: "with keys 'Analysis' for the initial response analysis, and 'Judgement' for your verdict")
/** What a quoted key is for, after it: " for the initial response analysis" (up to the comma, "and" or stop that ends it). */
const FOR_GLOSS = '[ \\t]{1,2}for[ \\t][^,;.\'"`\\n]{1,60}?(?=[ \\t]*(?:,|\\band\\b|[.;]|$))';
/** The gloss after a quoted key's closing quote, removed from the names read. */
const GLOSS_AFTER_QUOTE = new RegExp(`(["'\`])${FOR_GLOSS}`, 'g');
const QUOTED_KEY = `["\`'][A-Za-z_][A-Za-z0-9_]{0,30}["\`'](?:[ \\t]{0,2}\\([^()\\n]{1,60}\\)|${FOR_GLOSS})?`;
// (…counted and named as elements first: 'Format your answer in JSON with two elements: "label" and "explanation".')
// (…or "containing" them, in a few languages: "Responda com um JSON contendo 'compliance_status' ('OK' ou 'FALHA') e 'detalhes'.")
/** "And" between listed keys, in the languages whose words for "containing" are read: and, e, y, et, und. */
const AND_WORD = '(?:and|e|y|et|und)';
const JSON_WITH_QUOTED_KEYS = new RegExp(`\\bjson\\b[^\\n{]{0,60}?\\b(?:with|containing|having|holding|com|contendo|con|conteniendo|avec|contenant|mit|contenente)[ \\t]+(?:(?:the[ \\t]+)?(?:(?:two|three|four|five|\\d)[ \\t]+)?(?:elements|keys|fields|entries|properties|attributes|items)[ \\t]{0,2}:?[ \\t]{0,2})?(${QUOTED_KEY}(?:[ \\t]*(?:,[ \\t]*${AND_WORD}|,|\\b${AND_WORD}\\b)[ \\t]*${QUOTED_KEY}){1,7})`, 'i');

/** A key named as what to use for it: "use the word complete as the key", "with 'label' as the key". */
const KEY_USED = /\b(?:use|using|with)[ \t]{1,4}(?:the[ \t]{1,4}(?:word|string|name|term|text)[ \t]{1,4})?["'`“]?([A-Za-z_][A-Za-z0-9_]{0,30})["'`”]?[ \t]{1,4}as[ \t]{1,4}(?:the|a|its)[ \t]{1,4}key\b/i;

/** One key named as a string the JSON answer contains: 'a JSON formatted response, containing the string "IsComplete", followed by …'. */
const JSON_CONTAINING_KEY = /\bjson\b[^\n{]{0,60}?\b(?:containing|contains|with|having|including|includes)[ \t]{1,4}(?:the|a|one)[ \t]{1,4}(?:string|key|field|property|word|name)[ \t]{1,4}["'`“]([A-Za-z_][A-Za-z0-9_]{0,30})["'`”](?![ \t]*(?:,|and\b|or\b)[ \t]*["'`“])/i;

/** The numbers said to be a key's value beside the words that name the key: "use the word complete as the key and 1 or 0 as the value". */
export function numbersSaidAsValue(text: string, key: string): RegExpExecArray | null {
  return new RegExp(`(?<![\\w])${escapeRegExp(key)}["'\`”]?[ \\t]{1,4}as[ \\t]{1,4}(?:the|a|its)[ \\t]{1,4}key[ \\t]{1,4}and[ \\t]{1,4}(${BARE_NUMBER_ALTERNATIVES})[ \\t]{1,4}as[ \\t]{1,4}(?:the|its)[ \\t]{1,4}value\\b`).exec(text);
}

/** Quoted keys named before the JSON they go in: "Assistant must return the 'answer' and 'reason' in JSON format". */
const QUOTED_KEYS_IN_JSON = new RegExp(`\\b(?:return|provide|give|output|include|write)[ \\t]+(?:the[ \\t]+)?(${QUOTED_KEY}(?:[ \\t]*(?:,[ \\t]*and|,|\\band\\b)[ \\t]*${QUOTED_KEY}){1,7})[ \\t]+(?:(?:keys|fields|properties)[ \\t]+)?(?:in|as)[ \\t]+(?:an?[ \\t]+|the[ \\t]+)?json\\b`, 'i');

/**
 * Keys a JSON answer is asked to have (from an example object, or from "keys "a" and "b""), and the key
 * an announced answer nests them under (`{"verification": {…}}`), if any.
 */
const CJK_KEYS_LISTED = /(?:键|鍵|字段|キー|フィールド|키|필드)\s{0,2}[为是：:]\s{0,2}((?:[A-Za-z_][A-Za-z0-9_]{0,40}\s{0,2}(?:[、，,和及与]|및|と)\s{0,2}){1,11}[A-Za-z_][A-Za-z0-9_]{0,40})/u;

/**
 * "return valid JSON with mqmIssues, categories, wordCount, overallScore, and summary": three or more names listed after
 * "with", one of them written as code writes a key (camelCase or snake_case), so that words of a sentence are not taken.
 */
const JSON_WITH_IDENTIFIERS = /\b(?:json|JSON|Json)\b[^\n{]{0,30}?\bwith\s{1,4}((?:[a-z][A-Za-z0-9_]{1,40}[ \t]*,[ \t]*){2,11}(?:and[ \t]+)?[a-z][A-Za-z0-9_]{1,40})(?![\w])/;

function identifiersListed(text: string): RegExpExecArray | null {
  const m = JSON_WITH_IDENTIFIERS.exec(text);
  return m && /[a-z][A-Z]|_/.test(m[1]!) ? m : null;
}

/**
 * Keys named after "JSON" or "JSON with", each glossed in parentheses with what it holds ("Output JSON with score
 * (0.0-1.0) and reason (a short justification)", "JSON으로 score(0.0~1.0), reason(간단한 근거)만"): the first glossed, the
 * last glossed or, ending the sentence, a key word, so that a sentence's words after "with" are not taken for keys.
 */
/** A key left bare at the list's end: written as code writes keys (snake_case, camelCase) or a word answers are keyed by (read case-sensitively). */
const KEY_WORD = String.raw`(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|reason(?:ing)?|explanation|rationale|justification|comments?|feedback|notes?|why|score|label|verdict|rating|grade|confidence)`;
const GLOSSED_KEY = '[A-Za-z_][A-Za-z0-9_]{0,30}[ \\t]{0,2}\\([^()\\n]{1,40}\\)';
const JSON_GLOSSED_KEYS = new RegExp(
  `\\b(?:json|JSON|Json)\\b(?:[^\\n{A-Za-z]{0,8}|[^\\n{]{0,30}?\\b[Ww]ith)[ \\t]{1,4}(${GLOSSED_KEY}(?:[ \\t]*(?:,[ \\t]*and|,|\\band\\b)[ \\t]*${GLOSSED_KEY}){0,5}(?:[ \\t]*(?:,[ \\t]*and|,|\\band\\b)[ \\t]*(?:${GLOSSED_KEY}|${KEY_WORD}(?=[ \\t]*(?:[.;!\\n]|$|only\\b)))))`,
  '',
);
/**
 * Keys named after "JSON fields :" / "JSON keys:" with glosses, one gloss listing the options its key holds ("Return
 * following JSON fields : label (SAFE/BORDERLINE/UNSAFE) and reason"): the keys, and that key with its options. A label
 * list read alone from such a line is the value of that key, not a bare word.
 * (…or after "JSON with keys:": "Return strict JSON with keys: score (integer 0-100), verdict (pass/manual_review/fail)")
 */
const JSON_FIELDS_GLOSSED = new RegExp(
  `\\b(?:json|JSON|Json)(?:[ \\t]+|[^\\n{]{0,30}?\\bwith[ \\t]+(?:the[ \\t]+)?(?:following[ \\t]+)?)(?:fields?|keys?|properties|attributes)[ \\t]{0,2}:[ \\t]{0,4}(${GLOSSED_KEY}(?:[ \\t]*(?:,[ \\t]*and|,|\\band\\b)[ \\t]*(?:${GLOSSED_KEY}|${KEY_WORD}(?=[ \\t]*(?:[.;!\\n]|$)))){1,5})`,
  '',
);

export function glossedOptionKey(text: string, labels: readonly string[]): { keys: string[]; key: string } | null {
  const m = JSON_FIELDS_GLOSSED.exec(text.slice(-20_000)) ?? JSON_GLOSSED_KEYS.exec(text.slice(-20_000));
  if (!m) return null;
  const entries = [...m[1]!.matchAll(/([A-Za-z_][A-Za-z0-9_]{0,30})(?:[ \t]{0,2}\(([^()\n]{1,40})\))?/g)].map((e) => ({ key: e[1]!, gloss: e[2] ?? '' })).filter((e) => e.key !== 'and');
  const holder = entries.find((e) => e.gloss !== '' && labels.every((label) => new RegExp(`(?:^|[^A-Za-z0-9_])${escapeRegExp(label)}(?![A-Za-z0-9_])`).test(e.gloss)));
  return holder ? { keys: unique(entries.map((e) => e.key)), key: holder.key } : null;
}

/** Keys listed bare in parentheses right after "JSON": "Return only JSON (score, reason).", "JSON(score, reason)만 반환". */
const BARE_KEYS_IN_PARENTHESES = /\bjson\b[ \t]{0,2}\([ \t]*([A-Za-z_][A-Za-z0-9_]{0,40}(?:[ \t]*,[ \t]*[A-Za-z_][A-Za-z0-9_]{0,40}){1,11})[ \t]*\)/i;

// (the word, not a call in code shown as data: "return c.json({ users, limit, offset })")
const BARE_KEYS_IN_BRACES = /(?<![.\w])json\b(?![ \t]*\()[^\n{(]{0,20}\{[ \t]*([A-Za-z_][A-Za-z0-9_]{0,40}(?:[ \t]*,[ \t]*[A-Za-z_][A-Za-z0-9_]{0,40}){1,11})[ \t]*\}/i;

/**
 * An object after the answering verb, its keys unquoted, some with a short value: "Return: {score: 0-100, feedback, tips: []}"
 * (…after a step's label too, the word JSON between: "6. Output Response: Return JSON: {confidenceThreshold: <value>, …}").
 */
const UNQUOTED_KEYS_OBJECT = /(?:^|\n|[.!?:][ \t]+)[ \t]*(?:Return|RETURN|Respond with|Reply with|Output|OUTPUT|Answer with)(?:[ \t]+(?:JSON|json))?[ \t]*:?[ \t]*\{[ \t]*([A-Za-z_][A-Za-z0-9_]{0,40}(?:[ \t]*:[ \t]*[^,{}"'\n]{1,20})?(?:[ \t]*,[ \t]*[A-Za-z_][A-Za-z0-9_]{0,40}(?:[ \t]*:[ \t]*[^,{}"'\n]{1,20})?){1,11})[ \t]*\}[ \t]*\.?[ \t]*(?=\n|$)/;

/** A line naming an example's input or its output: "### **Example Input:**", "Expected Output:", "Sample response". */
const EXAMPLE_SIDE_LINE = /(?:^|\n)[ \t]{0,4}(?:#{1,6}[ \t]{0,2})?(?:\*\*|__)?[ \t]{0,2}(?:(?:example|sample|expected|your|the)[ \t]+)?(input|output|response|answer|reply|result)(?:[ \t]+(?:example|sample|format))?[ \t]{0,2}(?:\*\*|__)?[ \t]{0,2}:?[ \t]{0,2}(?:\*\*|__)?[ \t]*(?=\n)/gi;

/** The lines naming an example's input or its output, in order: where each stands, and whether it names the input. */
type ExampleSides = { at: number; input: boolean }[];

function exampleSides(text: string): ExampleSides {
  return [...text.matchAll(EXAMPLE_SIDE_LINE)].map((m) => ({ at: m.index, input: m[1]!.toLowerCase() === 'input' }));
}

/**
 * Whether a place in the text is under a line naming an example's input (the last such line before it names the input,
 * not the output); null where no line names an input, or (`outputToo`) where none names an output.
 */
function exampleInputAt(sides: ExampleSides, outputToo = true): ((at: number) => boolean) | null {
  if (!sides.some((s) => s.input) || (outputToo && !sides.some((s) => !s.input))) return null;
  return (at: number) => {
    for (let k = sides.length - 1; k >= 0; k--) if (sides[k]!.at < at) return sides[k]!.input;
    return false;
  };
}

/**
 * The objects a text shows, less those shown under a line naming an example's input ("### Example Input:" over a list of
 * the data's objects) where an object is also shown under a line naming the output: the data's keys are not the answer's.
 */
function answerObjects(text: string, sides: ExampleSides): string[] {
  const objects = [...text.matchAll(/\{[^{}]{0,600}\}/g)];
  const underInput = exampleInputAt(sides, false);
  if (!underInput) return objects.map((m) => m[0]);
  const kept = objects.filter((m) => !underInput(m.index));
  return (kept.length > 0 ? kept : objects).map((m) => m[0]);
}

export function jsonKeys(text: string): { keys: string[]; wrapper?: string; wrapperList?: true } {
  // "Keys must be exactly: "analysis", "keep".": the keys a rule names, over any object the data shows
  const ruled = KEYS_RULE.exec(text.slice(-20_000));
  if (ruled) return { keys: unique([...ruled[1]!.matchAll(/["'`]([\p{L}_][\p{L}\p{N}_ ]{0,40})["'`]/gu)].map((m) => m[1]!)) };
  // "Return JSON { adequacy, fluency, overall, rationale }": the keys named bare between the braces
  const bare = BARE_KEYS_IN_BRACES.exec(text.slice(-20_000));
  if (bare) return { keys: unique(bare[1]!.split(/[ \t]*,[ \t]*/)) };
  const announced = announcedObject(text);
  const wrapped = (keys: string[]) => (announced.wrapper ? { keys, wrapper: announced.wrapper, ...(announced.wrapperList ? { wrapperList: true as const } : {}) } : { keys });
  const fromSchema = schemaProperties(text);
  // (a schema in the data, a tool's parameters, before the object the answer is announced with: that object's keys)
  const announcedAfter = announced.keys.length > 0 && announced.at !== undefined && announced.at > text.lastIndexOf('properties');
  if (fromSchema && fromSchema.length > 0 && !announcedAfter) return wrapped(unique(fromSchema));
  if (announced.keys.length > 0) return wrapped(announced.keys);
  // "Return: {score: 0-100, feedback, tips: []}": the keys written unquoted, some with what they hold (the verb capitalized,
  // the object closing its line: code's "return { token, user };" is not an instruction)
  const unquoted = UNQUOTED_KEYS_OBJECT.exec(text.slice(-20_000));
  if (unquoted) return { keys: unique([...unquoted[1]!.matchAll(/(?:^|,)[ \t]*([A-Za-z_][A-Za-z0-9_]{0,40})/g)].map((m) => m[1]!)) };
  // "…in JSON format with the following keys: ["statements", "statement_scores"]"
  const listed = /\bkeys?\b[^\n[]{0,40}\n?[ \t]{0,8}\[((?:[ \t]{0,4}["'][A-Za-z_][A-Za-z0-9_]{0,40}["'][ \t]{0,4},?){1,12})\]/i.exec(text);
  if (listed) return wrapped(unique([...listed[1]!.matchAll(/["']([A-Za-z_][A-Za-z0-9_]{0,40})["']/g)].map((m) => m[1]!)));
  // "Return strict JSON ONLY with key: score (0,1,2,3).", "JSON with the keys verdict and reason"
  // (…or "a json with band_score(float) and feedback(dict) as field": the keys first, then what they are)
  const glossed = colonGlossedKeys(text);
  if (glossed) return wrapped(glossed);
  // "use the word complete as the key and 1 or 0 as the value": that one key
  const used = KEY_USED.exec(text.slice(-20_000));
  if (used && /\bjson\b/i.test(text)) return wrapped([used[1]!]);
  const containing = JSON_CONTAINING_KEY.exec(text.slice(-20_000));
  if (containing) return wrapped([containing[1]!]);
  const withKeys = JSON_WITH_KEYS.exec(text);
  const withQuoted = JSON_WITH_QUOTED_KEYS.exec(text);
  // (quoted keys each glossed with what it is for read more of them than bare names do: "with keys 'Analysis' for …, and
  // 'Judgement' for …")
  const quotedCount = (m: RegExpExecArray | null) => (m ? [...m[1]!.matchAll(/["'`][A-Za-z_][A-Za-z0-9_]{0,30}["'`]/g)].length : 0);
  const named = (withQuoted && withKeys && quotedCount(withQuoted) > quotedCount(withKeys) && withQuoted.index <= withKeys.index + 40 ? withQuoted : null) ?? withKeys ?? JSON_WITH_KEYS_AS.exec(text) ?? withQuoted ?? QUOTED_KEYS_IN_JSON.exec(text) ?? identifiersListed(text) ?? JSON_GLOSSED_KEYS.exec(text);
  if (named) {
    // (a first key in quotes makes the others quoted too: "a single key 'score' and no preamble" names one key)
    const names = named[1]!.replace(/\([^()\n]*\)/g, '').replace(GLOSS_AFTER_QUOTE, '$1').split(/[ \t]*(?:,|\b(?:and|e|y|et|und)\b(?!["'`]))[ \t]*/).filter(Boolean);
    const quoted = /^[`"']/.test(names[0] ?? '');
    return wrapped(unique(names.filter((key) => !quoted || /^[`"']/.test(key)).map((key) => key.replace(/[`"']/g, '').trim()).filter(Boolean)));
  }
  // "Return only JSON (score, reason).": the keys named bare in parentheses after the word (read after any object shown,
  // since "the planning JSON (coreMessage, audience, …)" may describe the data)
  const inParentheses = BARE_KEYS_IN_PARENTHESES.exec(text.slice(-20_000));
  if (inParentheses) return wrapped(unique(inParentheses[1]!.split(/[ \t]*,[ \t]*/)));
  // "以JSON格式输出，其中包含、且仅包含以下键：totalGrade、comment" (keys listed after the word for keys, in Chinese,
  // Japanese or Korean, joined by 、 or a comma)
  const cjkListed = /\bjson\b/i.test(text) ? CJK_KEYS_LISTED.exec(text.slice(-20_000)) : null;
  if (cjkListed) return wrapped(unique(cjkListed[1]!.split(/\s{0,2}(?:[、，,和及与]|및|と)\s{0,2}/u).filter(Boolean)));
  const keys: string[] = [];
  const sides = exampleSides(text);
  for (const object of answerObjects(text, sides)) {
    for (const m of object.matchAll(/["'`]?([A-Za-z_][A-Za-z0-9_]{1,40})["'`]?\s*:/g)) keys.push(m[1]!);
  }
  // (not a key on its line inside an example's input, where an example's output is shown too: the data's key)
  // (…numbered too: "1. `expected_answer` - …"; or glossed in parentheses that end the line, '- "grade"   (integer 0–100)')
  const underInput = exampleInputAt(sides);
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}(?:[-*][ \t]{0,4}|\d{1,2}[.)][ \t]{1,3})?[`"]{1,2}([A-Za-z_][A-Za-z0-9_]{1,40})[`"]{1,2}[ \t]{0,24}(?:(?::|–|—|-)\s|\((?=[^()\n]{1,40}\)[ \t]*(?:\n|$)))/g)) if (!underInput?.(m.index)) keys.push(m[1]!);
  // (…a quoted key with what it holds after "with": '- "score" with the integer value …', after a JSON object asked for)
  if (/\bjson\b/i.test(text)) for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}[-*•][ \t]{1,4}["`]([A-Za-z_][A-Za-z0-9_]{1,40})["`][ \t]{1,4}(?:with|holding|containing|for|as)\b/g)) keys.push(m[1]!);
  // (…single-quoted, Python's way: "- 'eval_passed': boolean indicating …"; a colon after, so an apostrophe is never read as one)
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,12}[-*•][ \t]{1,4}'([A-Za-z_][A-Za-z0-9_]{1,40})'[ \t]{0,4}:\s/g)) keys.push(m[1]!);
  // "…a JSON object with the following fields:" over "- result: …" / "- explanation: …" bullets, unquoted.
  // (…their types in parentheses: "- eval_passed (boolean): …", after "a JSON object with the keys:")
  // (…or right under "Respond with JSON:")
  // (…or under "a JSON object containing:", a blank line before the bullets)
  // (…whose values may show objects of their own, "- signals: {title_hits: [...], mismatch: {...}}": the bullets' keys,
  // where every key read so far stands inside the list)
  const keyList = announcedKeyLists(text)[0];
  // (…or where the objects shown share none of the listed keys: they are the data, "Listing JSON:\n{"id": …}" under "Respond
  // with JSON exactly, containing:\n- decision: …")
  if (keyList && (keys.every((key) => text.slice(keyList.start, keyList.end).includes(key)) || (keyList.keys.length >= 2 && !keys.some((key) => keyList.keys.includes(key))))) keys.splice(0, keys.length, ...keyList.keys);
  if (keys.length === 0) {
    const named = /\b(?:keys?|fields?)(?:[ \t]{0,2}[-–—:]|\s+named|\s+as|\s+called)?\s+((?:["'`][A-Za-z_][A-Za-z0-9_]{0,40}["'`](?:\s*\([^()\n]{1,30}\))?(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*)){1,8})/i.exec(text);
    if (named) keys.push(...[...named[1]!.matchAll(/["'`]([A-Za-z_][A-Za-z0-9_]{0,40})["'`]/g)].map((m) => m[1]!));
    const field = [...text.matchAll(/["'`]([A-Za-z_][A-Za-z0-9_]{1,40})["'`]\s+(?:field|key)\b/gi)].map((m) => m[1]!);
    keys.push(...field);
  }
  // Dimensions listed with their ranges and no object shown ("Score the answer on:\n- coherence (1–5)\n- relevance (1–5)"):
  // each a key of the JSON asked for (json-dimensions.ts reads each one's range).
  if (keys.length === 0) keys.push(...listedScoredNames(text));
  // …or a JSON "with these scores" over a numbered list of what is scored ("1. Accuracy (meaning preservation)" …
  // "4. Overall quality"): each name a key, as written, and the explanation it asks for beside them
  if (keys.length === 0) keys.push(...scoresListedAbove(text));
  // Keys that describe a JSON Schema are not the answer's keys, where the text shows one ("type": "object", "properties":
  // …); elsewhere "type" or "description" is a key like any other ({"type": "successful, rejective, or unknown"}).
  // The case a template writes is kept ("Choice").
  const seen = new Set<string>();
  const schemaShown = SCHEMA_SHAPE.test(text);
  return wrapped(keys.filter((k) => !seen.has(k.toLowerCase()) && !!seen.add(k.toLowerCase())).filter((k) => !schemaShown || !SCHEMA_WORDS.test(k)));
}


/** "JSON … with these scores and a brief explanation": the scores named in the list above it. */
const THESE_SCORES = /\bjson\b[^.\n]{0,60}?\b(?:with|of|containing|for)[ \t]+(?:these|the[ \t]+(?:above|listed))[ \t]+(?:scores|ratings|dimensions|criteria|metrics|aspects)\b([^.\n]{0,80})/i;
/** A numbered or bulleted item of a few words, a gloss in parentheses or after a colon perhaps: "2. Fluency (natural usage)". */
const LISTED_ITEM = /^[ \t]{0,8}(?:\d{1,2}[.)]|[-*•])[ \t]{1,3}(\p{Lu}[\p{L}\p{N}'&/ _-]{0,40}?)[ \t]*(?:\([^()\n]{1,100}\)[ \t]*)?(?:[:–—-][^\n]{0,200})?$/u;

function scoresListedAbove(text: string): string[] {
  const tail = text.slice(-20_000);
  const asked = THESE_SCORES.exec(tail);
  if (!asked) return [];
  // the last run of two to twelve items before the sentence, blank lines between its items allowed
  const lines = tail.slice(Math.max(0, asked.index - 4000), asked.index).split('\n');
  const names: string[] = [];
  for (let i = lines.length - 1; i >= 0 && names.length < 12; i--) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const item = LISTED_ITEM.exec(line);
    if (!item) {
      if (names.length > 0) break;
      continue;
    }
    names.unshift(item[1]!.trim());
  }
  if (names.length < 2) return [];
  const explained = /\b(explanation|reason(?:ing)?|justification|rationale)\b/i.exec(asked[1]!);
  return unique([...names, ...(explained ? [explained[1]!.toLowerCase()] : [])]);
}

/** A bullet naming a dimension and its range: `- coherence (1–5)`, `* factual_accuracy (0-10)`. */
const LISTED_SCORED_NAME = /(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,3}([A-Za-z_][A-Za-z0-9_]{1,30}(?: [A-Za-z][A-Za-z0-9_]{1,20}){0,2})[ \t]{0,3}\([ \t]{0,2}-?\d{1,3}(?:\.\d{1,2})?[ \t]{0,2}(?:-|–|—|to)[ \t]{0,2}-?\d{1,3}(?:\.\d{1,2})?[ \t]{0,2}\)[ \t]*(?=\n|$)/g;

/** The names of two to twelve such bullets, the JSON's keys when no object is shown. */
function listedScoredNames(text: string): string[] {
  const names = unique([...text.slice(-20_000).matchAll(LISTED_SCORED_NAME)].map((m) => m[1]!));
  return names.length >= 2 && names.length <= 12 ? names : [];
}

/** "Output your preference of "A", "SAME" or "B" to the pairwise_choice field.": the field, and the options named before it. */
const FIELD_SENTENCE = /\b(?:output|write|put|give|return|provide|fill|record)\b([^.\n]{0,120}?)\b(?:to|in|into|as|under)[ \t]+(?:the[ \t]+)?[`"']?([A-Za-z_][A-Za-z0-9_]{1,40})[`"']?[ \t]+(?:field|key|property)\b/gi;

/**
 * An answer asked field by field in words, with no JSON shown: the fields in the order named, those
 * named with quoted options taking the verdict as one of them. Written as a JSON object.
 */
export function namedFields(text: string): { keys: string[]; options: string[]; optionKeys: string[] } | null {
  const keys: string[] = [];
  const optionKeys: string[] = [];
  let options: string[] = [];
  for (const m of [...text.slice(-20_000).matchAll(FIELD_SENTENCE)].slice(0, MAX_LOOKED_UP_KEYS)) {
    const key = m[2]!;
    if (!keys.includes(key)) keys.push(key);
    const named = unique([...m[1]!.matchAll(/["“]([A-Za-z0-9][\w -]{0,20})["”]/g)].map((o) => o[1]!));
    if (named.length >= 2 && !optionKeys.includes(key)) {
      optionKeys.push(key);
      if (options.length === 0) options = named;
    }
  }
  return optionKeys.length > 0 ? { keys, options, optionKeys } : null;
}

/** Two keys that name the two sides ("a_score" / "b_score", "scoreA" / "scoreB", "assistant_1" / "assistant_2"), in order. */
export function sideKeys(keys: string[]): [string, string] | null {
  if (keys.length !== 2) return null;
  const side = (key: string) => {
    const words = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase().split(/[\s_-]+/);
    return words.includes('a') || words.includes('1') ? 1 : words.includes('b') || words.includes('2') ? 2 : 0;
  };
  return side(keys[0]!) === 1 && side(keys[1]!) === 2 ? [keys[0]!, keys[1]!] : null;
}

/** Keys said in words to hold a list ('- "gaps" with a JSON array of strings', '`issues`: a list of …'): written empty. */
// (…said to be parsable or possibly empty: '"safety_categories": parsable list of applicable safety categories')
export function keysDescribedAsLists(text: string, keys: readonly string[]): string[] {
  if (keys.length > MAX_LOOKED_UP_KEYS) return [];
  return keys.filter((key) => new RegExp(`(?:^|[\\s"'\`(,])${escapeRegExp(key)}["'\`]?[ \\t]{0,4}(?:[:–—-]|with|holding|containing|as|is|\\()?[ \\t]{0,4}(?:a|an|the)?[ \\t]{0,4}(?:json[ \\t]+|python[ \\t]+)?(?:(?:parsable|parseable|valid|comma[- ]separated|possibly[ \\t]+empty)[ \\t]+)?(?:array|list)\\b`, 'i').test(text));
}

/** One quoted option inside a key's gloss: `'OK'`, `"FALHA"`, `“yes”`. */
const QUOTED_GLOSS_OPTION = `["'\`“‘][^"'\`”’\n]{1,30}["'\`”’]`;
/** Quoted options inside a gloss, between slashes, bars, commas or "or" in the languages OR_WORD knows: `('OK' or 'FAIL')`. */
const QUOTED_GLOSS = new RegExp(`^[ \\t]{0,2}${QUOTED_GLOSS_OPTION}(?:[ \\t]{0,2}(?:\\/|\\||,(?:[ \\t]{0,2}${OR_WORD}\\b)?|${OR_WORD}\\b)[ \\t]{0,2}${QUOTED_GLOSS_OPTION}){1,7}[ \\t]{0,2}$`, 'i');

/**
 * A key glossed with two to eight options: bare between slashes, "status (ok/check/reject)", "\"verdict\" (pass/fail)";
 * or quoted, between slashes, commas or "or": "'compliance_status' ('OK' ou 'FALHA')".
 */
export function slashGlossedKey(text: string, keys: string[]): { key: string; options: string[] } | null {
  if (keys.length > MAX_LOOKED_UP_KEYS) return null;
  for (const key of keys) {
    const named = `(?:["'\`]${escapeRegExp(key)}["'\`]|(?<![\\w"'\`])${escapeRegExp(key)}(?![\\w"'\`]))[ \\t]{0,2}\\(`;
    const m = new RegExp(`${named}([A-Za-z][\\w-]{0,20}(?:[ \\t]{0,2}\\/[ \\t]{0,2}[A-Za-z][\\w-]{0,20}){1,7})\\)`).exec(text);
    const quoted = m ? null : new RegExp(`${named}([^()\\n]{1,200})\\)`).exec(text);
    const options = m
      ? unique(m[1]!.split('/').map((o) => o.trim()))
      : quoted && QUOTED_GLOSS.test(quoted[1]!)
        ? unique([...quoted[1]!.matchAll(new RegExp(QUOTED_GLOSS_OPTION, 'g'))].map((o) => o[0].slice(1, -1).trim()))
        : [];
    // (true/false is a boolean's gloss, read as one)
    if (options.length >= 2 && !options.every((o) => /^(?:true|false)$/i.test(o))) return { key, options };
  }
  return null;
}
