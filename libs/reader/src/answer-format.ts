/**
 * The answer a grader template asks its judge for, read from the template's own instruction. The
 * verdict is written back in it (`write-verdict.ts`), so the framework's own parser accepts A8's
 * answer.
 */
import { answerLines, reasoningLeadBefore, labelThenReason, dashedSections, describedOutputLines, exampleLines, optionsIn, verdictLineAfterReason, bracketMarks, bbcodeTags, dspyFields, namedAnswerTags, numberedLevels, decimalLevels, labelledLevels, statedLines, answerTags, rubricLevels, type AnswerLine, type AnswerTags } from './answer-layouts';
import { ANSWER_VERBS_INTL, WRITE_VERBS_INTL } from './answer-verbs';
import { closingEmptySlots, emptySlotLabels, slotsUnderLabels, placeholderVerdictLines, shownScoreReasonLines, jsonInTags, laidOutAsShown, QUOTED_SLOT_LINE, quotedPhraseOptions, sameLabelQuoted } from './answer-shown-layouts';
import { asIfOptions, unique, boxedOptions, boxedSlot, bracketedAnswers, optionsAfterNoun, summarizedOptions, identifierLabels, ifAnsweredOptions, labelledIfOptions, labelWords, listedLabels, mustBeOptions, otherwiseOptions, quotedIfOptions, respondedOptions, saidOptions, slashedOptions, unquotedIfOptions, valueOptions } from './answer-options';
import { barredOptionsSlot, quotedWhenOptions, rtlAndIndicOptions, bulletedAnswers, bulletedOptions, optionsAfterThatIs, bareChoices, cjkChoices, colonAnsweredOptions, translatedColonOptions, repliedOptionsIntl, enumeratedOptions, conditionedNumbers, glossedOptionsLine, numberedCategories, demonstratedChoiceLine, listedCapitals, categoriesListed, categoriesAbove, twoNumbersOffered, listedInBrackets, listedOptionsLine, numbersForVerdicts, outputCapitals, parenthesizedVerdicts, quotedOptionLine, inlineLetters, slashedLetters, labelledLineChoice, listedAnswers, optionsOnLines, quotedSymbols, shownBracketWords, wordChoice } from './answer-choices';
import { assignedValues, requiredTextKeys, BARE_NUMBER_ALTERNATIVES, numbersSaidAsValue, EXPLAINING_KEY, jsonKeys, possibleValues, keysDescribedAsLists, MAX_LOOKED_UP_KEYS, namedFields, SCHEMA_SHAPE, optionSetsOf, optionValuedKeys, sideKeys, slashGlossedKey, withHeadedOptions } from './json-answer-keys';
import { keyWithRange } from './key-ranges';
import { formatLineSlot, labelFollowedByScore, quotedScoreSlot, labelFormCjk, scoreOutOfSlot, scoreSentence } from './score-sentence';
import { statementFormatOf, type StatementFormat } from './statement-format';
import { escapeRegExp } from './template-markers';
import { announcedLabelSlot } from './announced-label-slot';
import { scoredSectionNamed } from './quoted-sections';
import { jsonKeysInWords, jsonKeysTypedInBullets } from './json-keys-in-words';
import { listedOptions } from './listed-options';
import { slotLine, type SlotLine } from './answer-slot-line';
import { elidedDict } from './elided-dict';
import { demonstratedNumberLine } from './demonstrated-number-line';
import { allowedValues } from './allowed-values';
import { conditionalBlocks } from './conditional-blocks';
import { sampledOutputForm } from './sample-output';
import { labelFollowedByOptions, quotedOptionsWithReason } from './label-followed-by-options';
import { closingNamedScale, letterSlot } from './named-slots';
import { CONFIDENCE_KEY, nestedDimensions, parallelObjects, scoredDimensions, scoredKey, type Dimension, type NestedDimensions } from './json-dimensions';
import { scoreLines } from './score-lines';
import { headingSlots, labelBlockSlots, slotListedBelow } from './answer-slots';
import { optionsShown } from './options-shown';

export interface Scale {
  min: number;
  max: number;
}

/** Whether every label a format lists is a key some JSON object in the text shows (`"analysis": …`). */
function labelsAreShownKeys(form: AnswerFormat, text: string): boolean {
  const labels = form.kind === 'label_word' ? form.labels : null;
  return labels !== null && labels.length >= 2 && labels.every((label) => new RegExp(`["']${escapeRegExp(label)}["'][ \\t]{0,4}:`).test(text));
}

/** One option as a parenthesized label shows it: "(X)", "\"pass\"", "yes". */
const OPTION_TOKEN = String.raw`(?:\([\p{L}\d]{1,12}\)|["“'][\p{L}\d][\p{L}\d _-]{0,14}["”']|[\p{L}\d]{1,12})`;
const PARENTHESIZED_OPTION = new RegExp(String.raw`[ \t]*,[ \t]*${OPTION_TOKEN}`, 'gu');
/** A line's label, then in a parenthesis a few words and its options joined by "or"/"and" in several languages. */
const PARENTHESIZED_OPTIONS = new RegExp(
  String.raw`(?:^|\n)[ \t]{0,8}(\p{Lu}[\p{L} ]{1,30}:)[ \t]{0,2}\([ \t]{0,2}(?:[^()\n"“]{0,40}?[ \t])?(${OPTION_TOKEN})((?:[ \t]*,[ \t]*${OPTION_TOKEN}){0,4}),?[ \t]+(?:or|and|y|o|ou|oder|und|et|e|или|и)[ \t]+(${OPTION_TOKEN})[ \t]{0,2}\)[ \t]*(?:\n|$)`,
  'u',
);

export type AnswerFormat =
  | { kind: 'rating_brackets'; scale: Scale | null; decimals?: number; lead?: string; depth?: 3 } // Rating: [[5]], Rating: [[[5]]]                    (MT-Bench single)
  | { kind: 'verdict_brackets'; letters: string[]; lead?: string } // [[A]] | [[B]] | [[C]], [[Yes]] | [[No]], "Best Response: [[A]]"  (MT-Bench pairwise, ARES)
  | { kind: 'result_tag'; scale: Scale | null; letters: string[] } // Feedback: … [RESULT] 4 | [RESULT] A  (Prometheus)
  | { kind: 'grade_letter'; letters: string[] } // GRADE: C | GRADE: I                    (inspect)
  | { kind: 'grade_word' } // GRADE: CORRECT | GRADE: INCORRECT                            (LangChain QA)
  | { kind: 'y_n' } // Y | N                                                             (OpenAI evals, LangChain criteria, promptfoo)
  | { kind: 'yes_no' } // Yes | No                                                       (autoevals, OpenAI battle)
  | { kind: 'choice_letter'; letters: string[]; labels?: string[]; say?: 'label'; paren?: true } // (A) … (E); "A: CORRECT" lines; say: answer with the label ("Output (a)")  (OpenAI evals fact, SimpleQA graders)
  | { kind: 'choice_index'; count: number | null } // 0 | 1 | 2                          (promptfoo select-best)
  | { kind: 'label_word'; labels: string[]; polar?: true; tags?: AnswerTags; wrap?: 'brackets' | 'double_brackets'; lead?: string; affix?: [string, string]; phrase?: [string, string]; reasonAfter?: string } // (reasonAfter: "PASS: <reason>", the reason on the label's line after it; polar: the first label is the yes, the second the no) relevant | unrelated, <supported>YES</supported>, ###Supported.### (Phoenix, Guardrails, VeriScore)
  | { kind: 'score_pair'; scale: Scale | null; tags?: [string, string]; lines?: { labels: [string, string]; reason?: string }; keys?: [string, string]; brackets?: { separator: string }; last?: true } // "8 6" on the first line, the reasons below; <score_A>8</score_A> <score_B>6</score_B>  (JudgeLM, LLaVA-Bench, J1)
  | { kind: 'lines'; lines: AnswerLine[]; options: string[]; scale?: Scale; keys?: string[]; dimensions?: Dimension[]; joiner?: string; header?: string } // (keys, dimensions: several scores on their lines, score-lines.ts) **Reasoning:** … **Result:** A | correct: yes  (Atla, BrowseComp)
  | { kind: 'score'; scale: Scale | null; lines: boolean; decimal?: true; reasonLine?: true; separator?: string; tags?: AnswerTags; labels?: [string, string]; outOf?: true; written?: [string, string]; reasonLead?: string; bare?: true; slotLine?: SlotLine } // 2 | score: 4\njustification: … | <feedback>…</feedback><score>1</score> | 【总分】5分  (TruLens, MLflow, Flow Judge, GAOKAO-Bench)
  | { kind: 'json'; keys: string[]; scale: Scale | null; options?: string[]; booleanKeys?: string[]; scoreKeys?: string[]; optionKeys?: string[]; wrapper?: string; wrapperList?: true; tag?: string; objectKeys?: string[]; listKeys?: string[]; numberKeys?: string[]; decimalKeys?: string[]; optionSets?: { key: string; options: string[] }[]; textKeys?: string[]; blankKeys?: string[]; percentKeys?: string[]; confidenceKeys?: string[]; python?: true; singleQuoted?: true; fenced?: true; dimensions?: Dimension[]; nested?: NestedDimensions } // {"reason", "pass", "score"}, {"Choice": "A"}  (promptfoo llm-rubric, DeepEval, Opik, Ragas, uptrain)
  | StatementFormat; // one verdict per statement or context                                (Ragas/promptfoo faithfulness, DeepEval hallucination)

/** "or" between true and false in another language: `"passed": true または false`, `true 或 false`, `true o false`. */
const BOOLEAN_OR_INTL = '(?:または|もしくは|或者?|还是|또는|o|ou|oder|или|oppure|veya|atau|hoặc)';

/** Two to ten short items listed one per line, then JSON asked for on the next line or two (no key of its own shown). */
const ITEMS_THEN_JSON = /((?:(?:^|\n)[ \t]{0,4}(?:\d{1,2}[.)]|[-*•])[ \t]{1,3}[A-Za-z][A-Za-z /-]{0,30}(?:[ \t]{0,2}\([^()\n]{1,30}\))?[ \t]*){2,10})\n[ \t]*\n?[^\n]{0,60}\bjson\b/i;
const LISTED_VERDICT_KEY = /^(?:(?:overall|final|total)_)?(?:score|rating|grade|verdict|label|decision|result|pass(?:ed)?)$/;
const LISTED_ITEM = /(?:\d{1,2}[.)]|[-*•])[ \t]{1,3}([A-Za-z][A-Za-z /-]{0,30}?)[ \t]*(?:\(([^()\n]{1,30})\))?[ \t]*$/;

/**
 * The JSON keys a list names where the prompt asks for JSON without showing one ("Give:\n1. Score (0–10)\n2. Strengths\n3.
 * Short feedback\n\nRespond in JSON format."): each item snake_cased (`score`, `strengths`, `short_feedback`), the one shown
 * with a range the score's key, on that range. Null unless every item is a name of at most four words.
 */
function keysListedBeforeJson(text: string): { keys: string[]; scoreKey?: string; scale: Scale | null } | null {
  const run = ITEMS_THEN_JSON.exec(text.slice(-3000));
  if (!run) return null;
  const items = run[1]!.split('\n').map((line) => LISTED_ITEM.exec(line.trim())).filter((m): m is RegExpExecArray => m !== null);
  if (items.length < 2 || items.some((m) => m[1]!.trim().split(/\s+/).length > 4)) return null;
  const keys = items.map((m) => m[1]!.trim().toLowerCase().replace(/[\s/-]+/g, '_'));
  if (new Set(keys).size !== keys.length) return null;
  const ranged = items.map((m, i) => ({ key: keys[i]!, scale: m[2] ? scaleOf(`(${m[2]})`) : null })).filter((r) => r.scale !== null);
  // (a list of the verdict's parts names one: a score with its range, or a key named for a verdict; not steps to take,
  // "- Classify intent\n- Assign priority")
  if (ranged.length === 0 && !keys.some((key) => LISTED_VERDICT_KEY.test(key))) return null;
  return ranged.length === 1 ? { keys, scoreKey: ranged[0]!.key, scale: ranged[0]!.scale } : { keys, scale: null };
}

/** A score asked in words ("Provide a score from 0 to 10"), and a justification asked for it on the same line after it ("Include a detailed justification for the score"). */
const SCORE_ASKED = /\b(?:provide|give|assign|return|output)\b[^.\n]{0,20}?\b(score|rating|grade|mark)\b/i;
const JUSTIFICATION_ASKED = /\b(?:include|provide|give|write|add|with|followed by)\b[^.\n]{0,30}?\b(justification|explanation|rationale)\b/i;
/** Where a justification asked for the score is looked for: the rest of the score's line, this far. */
const JUSTIFICATION_REACH = 300;

/** The words a score and its justification are asked by, on one line ("Provide a score … Include a detailed justification"), else null. */
function scoreWithJustification(text: string): [score: string, justification: string] | null {
  const score = SCORE_ASKED.exec(text);
  if (!score) return null;
  const after = text.slice(score.index + score[0].length, score.index + score[0].length + JUSTIFICATION_REACH).split('\n')[0]!;
  const justification = JUSTIFICATION_ASKED.exec(after);
  return justification ? [score[1]!, justification[1]!] : null;
}
/** The number asked for alone: "only the number", "nothing else", "a single integer", "no explanation". */
const NUMBER_ASKED_ALONE = /\b(?:only|just|solely|single|nothing but)\b[^.\n]{0,30}?\b(?:number|integer|digit|score|rating)\b|\bnothing else\b|\bno (?:other )?(?:text|explanation|words)\b|\bwithout (?:any )?(?:explanation|justification|text)\b/i;

/** A score and its reason named by the sentence that asks for them, no key shown: "provide your score and a brief, precise reason in the specified JSON format". */
const SCORE_AND_REASON_NAMED = /\b(?:provide|give|return|output|write|include|respond with|reply with)\b[^.\n]{0,30}?\b(score|rating|grade)\b[^.\n]{0,20}?\band\b[^.\n]{0,30}?\b(reason|explanation|justification|rationale|reasoning)\b/i;

/**
 * The JSON keys a sentence names where the prompt asks for JSON and shows no key: the score's word and the reason's
 * (`{"score": 7, "reason": "…"}`), as a judge told "provide your score and a brief reason in JSON" writes them.
 */
function keysNamedInSentence(text: string): { keys: string[]; scoreKey: string } | null {
  const m = SCORE_AND_REASON_NAMED.exec(text.slice(-3000));
  if (!m) return null;
  const scoreKey = m[1]!.toLowerCase();
  return { keys: [scoreKey, m[2]!.toLowerCase()], scoreKey };
}

/** An instruction to answer whether something holds: "answer whether …", "tell me whether or not …", "say if …". */
const ANSWER_WHETHER = /\b(?:answer|say|tell(?:[ \t]+(?:me|us))?|state|indicate)[ \t]+(?:whether|if)[ \t]+(?:or[ \t]+not[ \t]+)?([^.?!\n]{5,200})[.?]/i;

/** "if" in the languages a key's gloss is written in ("true nếu …, false nếu …", "true si …", "true wenn …"). */
const IF_WORD = '(?:if|when|nếu|khi|si|se|quand|cuando|wenn|falls|als|если|якщо|jeśli|gdy|eğer|jika|apabila|kalau|如果|若|当|場合)(?![\\p{L}])';

/** A verb that tells the judge to answer or to write its answer, in another language (answer-verbs.ts). */
const INSTRUCTING_VERB_INTL = new RegExp(`(?<![\\p{L}])(?:${[...ANSWER_VERBS_INTL, ...WRITE_VERBS_INTL].join('|')})(?![\\p{L}])`, 'iu');

/** Yes and no in another language joined by its "or": "ja oder nein", "oui ou non", "sí o no", "да или нет", "evet veya hayır". */
const YES_OR_NO_INTL = /(?<![\p{L}])(ja|oui|sí|si|sim|да|tak|evet|ya|có|ano|igen|kyllä)[ \t]{1,2}(?:oder|ou|o|или|lub|albo|veya|ya da|atau|hoặc|nebo|vagy|tai)[ \t]{1,2}(nein|non|no|não|nao|нет|nie|hayır|tidak|không|ne|nem|ei)(?![\p{L}])/iu;

/** The values a key is glossed with, as "key=0.0 means …" / "key = 1 means …": their range when two or more differ. */
function glossedRange(text: string, key: string): Scale | null {
  const values = [...text.matchAll(new RegExp(`(?<![\\w])${escapeRegExp(key)}[ \\t]{0,2}(?:=|:)[ \\t]{0,2}(-?\\d{1,3}(?:\\.\\d{1,3})?)(?![\\w.])[ \\t]{0,4}(?:means|=|is|indicates|:|-|–)`, 'g'))].slice(0, 12).map((m) => Number(m[1]));
  if (values.length < 2) return null;
  const [min, max] = [Math.min(...values), Math.max(...values)];
  return min < max ? { min, max } : null;
}

/** An object shown inline as the answer's format: 'in the following format: {"score": "x"}' (or a Python dict's `{'score': …}`). */
/** The answer's objects offered as alternatives, one key each: `Respond only with {"is_summary": true} or {"is_summary": false}`. */
const OBJECT_ALTERNATIVES = /\{[ \t]{0,2}["']([A-Za-z_][A-Za-z0-9_]{0,40})["'][ \t]{0,2}:[ \t]{0,2}[^{}\n]{1,40}\}[ \t]{0,2},?[ \t]{0,2}(?:or|\/|\|)[ \t]{0,2}\{[ \t]{0,2}["']\1["'][ \t]{0,2}:/;

/** A JSON object announced and shown right after ("Respond with ONLY a JSON object:\n{"score": …"). */
// (the object perhaps indented as a string in code is: a blank line and twenty spaces before it)
const JSON_OBJECT_SHOWN = /\bjson\b[^\n{]{0,60}(?:\n[ \t]{0,40}){0,2}\{\s{0,40}["'][A-Za-z_][A-Za-z0-9_]{0,40}["'][ \t]*:/i;
// (the object may open on a line of its own, its first key on the next: "**Output format:**\n{\n  \"toxicity\": int,")
// (…or the object "you might return:", in a code fence: "return:\n```\n{\n  \"Score\": 5")
// (…or announced in Chinese, Japanese or Korean: "请按以下格式输出评分结果：\n{\n  \"logic\": 评分")
// ("format" inside a German compound too, and its Romance forms: "Ausgabeformat:", "Antwortformat:", "formato de salida:")
const SHOWN_OBJECT = /(?:\b(?:ausgabe|antwort)?format\b|\bformato\b|\b(?:these|the following|exact)[ \t]+(?:keys|fields)\b|\b(?:return|output)[ \t]*:|格式|形式|フォーマット|형식)[^\n{]{0,60}[:：]?\s{0,48}(?:```[a-z]{0,10}\s{0,12})?\{\s{0,48}(["'])[A-Za-z_][A-Za-z0-9_ ]{0,40}\1[ \t]*:/i;

/** A quoted key shown with true and false for its value: `"polite": true/false`, `'valid': <true|false>`, `"ok": true or false`. */
const BOOLEAN_KEY_SHOWN = /["'][A-Za-z_][\w ]{0,40}["'][ \t]*:[ \t]*[<\[]?(?:true|false)[ \t]*(?:\/|\||or)[ \t]*(?:true|false)\b/i;

/** True and false read as the labels of a reply that is a JSON object's boolean key (BOOLEAN_KEY_SHOWN). */
function isBooleanOfShownKey(form: AnswerFormat, text: string): boolean {
  return form.kind === 'label_word' && form.labels.length === 2 && form.labels.every((label) => /^(?:true|false)$/i.test(label)) && BOOLEAN_KEY_SHOWN.test(text.slice(-TAIL));
}

/**
 * An object with quoted keys that ends the instruction, shown under a line that ends on a colon ("Report your
 * findings:\n```\n{\n  "Appropriate": true/false,\n  "Rationale": "reason ..."\n}\n```"): the reply's form, though
 * no word names JSON. Read on the text's last OBJECT_ENDS_CHARS characters only.
 */
// (…an object of its own inside it, one level deep: "scores": {"correctness": 0-10, …})
const OBJECT_ENDS_INSTRUCTION = /:[ \t]*\n\s{0,12}(?:```[a-z]{0,10}\s{0,12})?\{\s{0,48}(["'])[A-Za-z_][A-Za-z0-9_ ]{0,40}\1[ \t]*:(?:[^{}]|\{[^{}]{0,600}\}){0,1200}\}\s{0,12}(?:```)?\s*$/;
const OBJECT_ENDS_CHARS = 1500;

/**
 * Two values each quoted, then what it stands for: "'true' for relevant, 'false' for not relevant", "'1' if it helps or '0'
 * if not". A value opens on a letter or digit ("'+' for new code, '-' for code removed" describes the data).
 */
const QUOTED_FOR_GLOSS = /["'“‘]([\p{L}\p{N}][^"'”’\n]{0,11})["'”’][ \t]{1,2}(?:for|if|when|means)[ \t]{1,2}([^,;.\n"'“‘”’]{1,40}?)[ \t]*[,;]?[ \t]{0,2}(?:(?:or|and)[ \t]{1,2})?["'“‘]([\p{L}\p{N}][^"'”’\n]{0,11})["'”’][ \t]{1,2}(?:for|if|when|means)[ \t]{1,2}([^,;.\n"'“‘”’]{1,40})/iu;

/** The values of QUOTED_FOR_GLOSS, told apart, and whether the second stands for the first's negation ("not relevant", "not"). */
export function quotedForGloss(tail: string): { labels: [string, string]; polar: boolean } | null {
  const m = QUOTED_FOR_GLOSS.exec(tail);
  if (!m || m[1]!.trim().toLowerCase() === m[3]!.trim().toLowerCase()) return null;
  // (yes and no are left to the yes-or-no readings: "Use 'yes' if the document is relevant, or 'no' if it is not")
  if ([m[1]!, m[3]!].every((v) => /^(?:yes|no)$/i.test(v.trim()))) return null;
  const first = m[2]!.trim().toLowerCase();
  const second = m[4]!.trim().toLowerCase().replace(/[ \t]+/g, ' ');
  const polar = second === 'not' || second === `not ${first}` || (second.startsWith('not ') && first.length > 2 && second.endsWith(first.split(' ').at(-1)!));
  return { labels: [m[1]!.trim(), m[3]!.trim()], polar };
}

/** "respond with a single word: yes", closing its line: the one word asked for, its opposite left unsaid. */
const YES_ALONE = /\b(?:respond|reply|answer)\b[^.\n]{0,40}?\b(?:a[ \t]+)?(?:single|one)[ \t]+word[ \t]*:[ \t]*["'“]?yes["'”]?[ \t]*[.!]?[ \t]*(?=\n|$)/i;

/** The instruction is read from its end: that is where templates state the answer's form. */
const TAIL = 6000;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
// "0.0 (totally wrong), 0.1, …, or 1.0 (totally right)": a listed value may carry its meaning in parentheses
const GLOSS = String.raw`(?:\s*\([^()\n]{0,30}\))?`;
// …and so may the ends of a range ("from 1 (wrong) to 5 (perfect)"), each maybe a percentage ("from 0% to 100%")
// (…or a numerical answer: "all you will return is a numerical answer between 0 and 3")
// (…"from 0 up to a maximum of 4 marks")
const SCALE = new RegExp(String.raw`\b(?:scale|scores?|ratings?|rate|numbers?|numeric(?:al)?\s+(?:answers?|responses?|outputs?)|integers?|floats?|values?|grades?|reward|marks|points|probability|percentage|likelihood)\b[^.\n]{0,60}?\b(?:(?:of|from|between|should be|must be)\s+|(?<=scale\s)|(?<=\b(?:numeric|integer)\s+(?:scores?|ratings?)\s))${NUMBER}%?${GLOSS}\s*(?:(?:up\s+)?to(?:\s+a\s+maximum\s+of)?|and|-|–|\.\.)\s*${NUMBER}`, 'i');
// (the comma before "or" optional: "a score of 0, 1, 2 or 3")
const LISTED_SCALE = new RegExp(String.raw`\b(?:score|rating)\b[^.\n]{0,40}?\b${NUMBER}${GLOSS}(?:\s*,\s*${NUMBER}${GLOSS})+\s*,?\s*(?:or|and)\s+${NUMBER}\b`, 'i');
// "assign a score for it among 0, 1, 5, 8, 10": three or more values listed after "among" / "one of", no "or" before the last
// …or in parentheses right after the word: "score (0,1,2,3)"
const AMONG_SCALE = new RegExp(String.raw`\b(?:score|rating|grade)\b(?:[^.\n]{0,40}?\b(?:among|one of)\s+|[ \t]{0,2}\([ \t]*)${NUMBER}(?:\s*,\s*${NUMBER}){2,10}\b`, 'i');

/** A score range written in Chinese, Japanese or Korean: "1~10의 점수", "1～10的分数", "1から5までの尺度", "1から5の間". */
const SCALE_CJK = /(-?\d+(?:\.\d+)?)\s*(?:[（(][^）)\n]{0,30}[）)])?\s*(?:[~〜～\-–]|から|到|至)\s*(-?\d+(?:\.\d+)?)\s*(?:[（(][^）)\n]{0,30}[）)])?\s*(?:まで)?\s*(?:의|的|の)?\s*(?:점수|점|分数|分|尺度|スコア|点|数値|数字|表示|整数|정수|実数)|(?:在|从)?\s*(-?\d+(?:\.\d+)?)\s*(?:到|至)\s*(-?\d+(?:\.\d+)?)\s*之间|(?:评分|打分|分数|得分|范围)[^。\n，,]{0,6}?(?:在|从)\s*(-?\d+(?:\.\d+)?)\s*(?:到|至)\s*(-?\d+(?:\.\d+)?)|(-?\d+(?:\.\d+)?)\s*점?\s*(?:[（(][^）)\n]{0,30}[）)])?\s*(?:에서|부터|과|와)\s*(-?\d+(?:\.\d+)?)\s*점?\s*(?:[（(][^）)\n]{0,30}[）)])?\s*(?:사이|까지)|\[?(-?\d+(?:\.\d+)?)\s*[~〜～–]\s*\+?(-?\d+(?:\.\d+)?)\]?\s*(?:の|的|의)?\s*(?:範囲|范围|범위)|(-?\d+(?:\.\d+)?)\s*から\s*(-?\d+(?:\.\d+)?)\s*(?:まで)?\s*の\s*(?:間|あいだ)|(-?\d+(?:\.\d+)?)\s*(?:表示|代表)\s*最(?:差|低|坏)[^。\n\d]{0,8}?[，,、；;]\s*(-?\d+(?:\.\d+)?)\s*(?:表示|代表)\s*最(?:好|高|佳)/u;

/** Values listed, then "one of them" in Korean, Chinese or Japanese: "1, 2, 3, 4, 5 중 하나", "0、1、2中的一个", "1,2,3のいずれか". */
const LISTED_CJK = /(?<![\d.])(\d{1,3}(?:[ \t]*[,，、][ \t]*\d{1,3}){1,10})[ \t]*(?:중[ \t]*하나|中的一个|之一|のいずれか|のどれか)/u;
/** A numbered range in parentheses after the word for a number or an option's number: "정답 번호(1~5)", "选项编号（1-4）". */
const NUMBERED_RANGE_CJK = /(?:번호|숫자|점수|编号|序号|数字|番号|数値)[ \t]*[（(][ \t]*(\d{1,3})[ \t]*[~～〜\-–][ \t]*(\d{1,3})[ \t]*[）)]/u;

/** Hyphens that typesetting puts in a range ("1‑5" with a non-breaking hyphen, "0−10" with a minus sign): read as "-". */
const TYPESET_HYPHENS = /[\u2010-\u2012\u2212]/g;
/** Spaces between a quoted key and its colon, as keys aligned in a column have them. */
const ALIGNED_KEY_COLON = /(["'`])[ \t]{2,40}:/g;

export function scaleOf(raw: string): Scale | null {
  const text = raw.replace(TYPESET_HYPHENS, '-');
  const listedCjk = LISTED_CJK.exec(text);
  if (listedCjk) {
    const values = listedCjk[1]!.split(/[ \t]*[,，、][ \t]*/).map(Number);
    if (Math.min(...values) < Math.max(...values)) return { min: Math.min(...values), max: Math.max(...values) };
  }
  const numberedCjk = NUMBERED_RANGE_CJK.exec(text);
  if (numberedCjk && Number(numberedCjk[1]) < Number(numberedCjk[2])) return { min: Number(numberedCjk[1]), max: Number(numberedCjk[2]) };
  const cjk = SCALE_CJK.exec(text);
  // "1～10的分数", or "在0到5之间" (between 0 and 5), or "评分范围从0到10" (the score from 0 to 10)
  // (…"1점에서 5점 사이" / "1부터 5까지" / "0과 1 사이": from 1 to 5 points, in Korean, each end maybe glossed: "0(관련 없음)에서 100(매우 관련 있음) 사이")
  // (…"[-10~+30]の範囲で": in the range -10 to +30)
  // (…"1から5の間": between 1 and 5, in Japanese)
  // (…"0表示最差，1表示最好": each end said with what it means, in Chinese)
  const [low, high] = cjk ? [cjk[1] ?? cjk[3] ?? cjk[5] ?? cjk[7] ?? cjk[9] ?? cjk[11] ?? cjk[13], cjk[2] ?? cjk[4] ?? cjk[6] ?? cjk[8] ?? cjk[10] ?? cjk[12] ?? cjk[14]] : [];
  if (cjk && Number(low) < Number(high)) return { min: Number(low), max: Number(high) };
  const range = SCALE.exec(text);
  if (range) {
    const [a, b] = [Number(range[1]), Number(range[2])];
    if (Number.isFinite(a) && Number.isFinite(b) && a < b) return { min: a, max: b };
  }
  const listed = LISTED_SCALE.exec(text) ?? AMONG_SCALE.exec(text);
  if (listed) {
    const values = listed[0].match(/-?\d+(?:\.\d+)?/g)!.map(Number);
    return { min: Math.min(...values), max: Math.max(...values) };
  }
  // "must be an integer in [0, 7]": an interval written as one
  // "auf einer Skala von 1 bis 5", "sur une échelle de 1 à 10", "en una escala del 1 al 5", "su una scala da 1 a 10"
  // the full mark in Chinese ("满分为15分"): from 0 to it
  const fullMark = /满分(?:共|为|是|[:：])?\s{0,2}(\d{1,3})\s{0,2}分/u.exec(text);
  if (fullMark && Number(fullMark[1]) > 0) return { min: 0, max: Number(fullMark[1]) };
  // …or a number asked for from … to ("un número entero del 1 al 20", "un nombre entier de 0 à 10", "eine ganze Zahl von 1 bis 5")
  const intl = INTL_SCALE.exec(text) ?? SLAVIC_SCALE.exec(text) ?? FROM_TO_INTL.exec(text) ?? NUMBER_FROM_TO_INTL.exec(text) ?? RATE_FROM_TO_ROMANCE.exec(text);
  if (intl && Number(intl[1]) < Number(intl[2])) return { min: Number(intl[1]), max: Number(intl[2]) };
  // (…or right after the word for a number or a mark: "одним числом 0-1", "skornya (0-100)", "ตัวเลข 1-5", "1 ile 5 arasında")
  // (…or in parentheses after the word for a score in Chinese, Japanese or Korean: "一致性评分 (0-1)", "スコア（1-5）")
  const cjkScore = SCORE_RANGE_CJK.exec(text);
  if (cjkScore && Number(cjkScore[1]) < Number(cjkScore[2])) return { min: Number(cjkScore[1]), max: Number(cjkScore[2]) };
  const afterWord = RANGE_AFTER_WORD_INTL.exec(text);
  const [fromWord, toWord] = afterWord ? [afterWord[1] ?? afterWord[3] ?? afterWord[5], afterWord[2] ?? afterWord[4] ?? afterWord[6]] : [];
  if (afterWord && Number(fromWord) < Number(toWord)) return { min: Number(fromWord), max: Number(toWord) };
  // "The question is worth 2 points": from 0 to that
  const worth = WORTH_POINTS.exec(text);
  if (worth && Number(worth[1]) > 0) return { min: 0, max: Number(worth[1]) };
  // "a score out of 10": from 0 to that
  const outOf = OUT_OF_SCALE.exec(text);
  if (outOf && Number(outOf[1]) > 0) return { min: 0, max: Number(outOf[1]) };
  const interval = INTERVAL_SCALE.exec(text) ?? SLOT_RANGE.exec(text);
  if (interval && Number(interval[1]) < Number(interval[2])) return { min: Number(interval[1]), max: Number(interval[2]) };
  // "0.0 means not useful at all, 1.0 means totally useful": the two ends, each said with what it means
  // (…either end first: "A score of 1.0 means … A score of 0.0 means …")
  // (…or the same range beside each aspect listed one per line: "1. 语义相似度 (0-10)\n2. 关键信息覆盖度 (0-10)")
  const perLine = [...text.slice(-TAIL).matchAll(RANGE_PER_LINE)].map((m) => `${m[1]}..${m[2]}`);
  if (perLine.length >= 2 && new Set(perLine).size === 1) {
    const [low, high] = perLine[0]!.split('..').map(Number);
    if (low! < high!) return { min: low!, max: high! };
  }
  const parenthesized = PARENTHESIZED_RANGE.exec(text);
  if (parenthesized && Number(parenthesized[1]) < Number(parenthesized[2])) return { min: Number(parenthesized[1]), max: Number(parenthesized[2]) };
  const equals = EQUALS_SCALE.exec(text);
  if (equals && Number(equals[1]) !== Number(equals[2])) return { min: Math.min(Number(equals[1]), Number(equals[2])), max: Math.max(Number(equals[1]), Number(equals[2])) };
  const meant = MEANT_SCALE.exec(text);
  if (meant && Number(meant[1]) !== Number(meant[2])) return { min: Math.min(Number(meant[1]), Number(meant[2])), max: Math.max(Number(meant[1]), Number(meant[2])) };
  // "Score the reply's empathy 1-5": a range right after what the judge is told to score, without "from" or "scale"
  const bare = SCALE_BEFORE.exec(text) ?? BARE_SCALE.exec(text) ?? COUNTED_RANGE.exec(text);
  if (bare && Number(bare[1]) < Number(bare[2])) return { min: Number(bare[1]), max: Number(bare[2]) };
  // "Score 0 (terrible) to 10 (perfect)", "Score 0 (péssimo) a 10 (perfeito)": each end glossed in parentheses
  const glossed = GLOSSED_ENDS_SCALE.exec(text);
  if (glossed && Number(glossed[1]) < Number(glossed[2])) return { min: Number(glossed[1]), max: Number(glossed[2]) };
  // "Score the summary … with respect to consistency from one to five": ends in words or digits, later in the sentence
  const fromTo = FROM_TO_SCALE.exec(text);
  const [from, to] = fromTo ? [numberOf(fromTo[1]!), numberOf(fromTo[2]!)] : [NaN, NaN];
  if (from < to) return { min: from, max: to };
  return null;
}
/** The explanation asked for on the first line, the scores on the line after it (LLaVA-Bench's order turned round). */
const EXPLANATION_FIRST = /\b(?:in|on) the first line\b[^.\n]{0,80}\b(?:explanation|reasoning|rationale|justification)\b[\s\S]{0,400}?\b(?:in|on) the (?:subsequent|next|following|second|last|final) line\b/i;
const GLOSSED_ENDS_SCALE = /\b(?:scores?|ratings?|grades?|notas?|notes?|punteggio|puntuaci[oó]n|pontua[cç][aã]o|bewertung|punktzahl)\b[^.\n\d]{0,20}?(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}\([^()\n]{1,60}\)[ \t]{0,2}(?:to|a|à|al|bis|até|hasta|-|–)[ \t]{0,2}(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}\(/i;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** A small number written in digits or in an English word ("five"). */
const numberOf = (text: string): number => (/^-?\d/.test(text) ? Number(text) : NUMBER_WORDS.indexOf(text.toLowerCase()));
const SCALE_END = String.raw`(-?\d{1,3}(?:\.\d+)?|${NUMBER_WORDS.join('|')})`;
const FROM_TO_SCALE = new RegExp(String.raw`\b(?:score|rate|grade)\b[^.\n]{0,160}?\b(?:from|between)[ \t]+${SCALE_END}[ \t]+(?:to|and)[ \t]+${SCALE_END}\b(?![ \t]*(?:%|percent|years?|days?|hours?|minutes?|words?|sentences?|items?|questions?|people|times))`, 'i');
/** A level of a rubric in Korean, Chinese or Japanese, one per line: "1점: …", "4分：…", "3点：…". */
const CJK_LEVEL = /(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?(\d{1,2})[ \t]{0,2}(?:점|分|点)[ \t]{0,2}[:：]/g;
/** "4점 척도" (a four-point scale), "5段階", "10分制": from 1 to that. */
const CJK_POINTS = /(?<!\d)(\d{1,2})[ \t]{0,2}(?:점[ \t]{0,2}척도|段階|分制)/u;

/** The scale a rubric in Korean, Chinese or Japanese lists level by level (counting up by one), or names by its points. */
export function cjkLevels(text: string): Scale | null {
  const tail = text.slice(-6000);
  const levels = [...tail.matchAll(CJK_LEVEL)].slice(0, 12).map((m) => Number(m[1]));
  if (levels.length >= 2 && levels.every((n, i) => i === 0 || n === levels[i - 1]! + 1)) return { min: levels[0]!, max: levels[levels.length - 1]! };
  const points = CJK_POINTS.exec(tail);
  return points && Number(points[1]) >= 2 ? { min: 1, max: Number(points[1]) } : null;
}
/** An aspect listed on a line of its own with its range in parentheses: "1. Fluency (0-10)", "- 语义相似度 (0-10)". */
const RANGE_PER_LINE = /(?:^|\n)[ \t]{0,8}(?:\d{1,2}[.)]|[-*•])[ \t]{1,4}[^\n(（]{1,40}[(（][ \t]{0,2}(-?\d{1,3})[ \t]{0,2}[-–~～][ \t]{0,2}(-?\d{1,3})[ \t]{0,2}[)）][ \t]*(?=\n|$)/g;
/** A range in parentheses right after what is asked for: "as a percentage (0-100%)", "a score (1-10)". */
// (…or after "the number" the reply is told to be: "Respond with ONLY the number (1-4) of the funniest punchline")
const PARENTHESIZED_RANGE = /\b(?:percentage|percent|score|rating|grade|probability|likelihood|(?<=\bthe[ \t])number)\b[ \t]{0,2}\([ \t]{0,2}(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}%?[ \t]{0,2}(?:-|–|to)[ \t]{0,2}(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}%?[ \t]{0,2}\)/i;
/** Each end said with what it means after an equals sign: "(1 = poor, 5 = excellent)", "0 = no overlap … 3 = identical". */
const EQUALS_SCALE = /(?<![\w.])(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}=[ \t]{0,2}[A-Za-z][^,;\n=]{0,60}[,;][ \t]{0,2}(?:(?:and|to)[ \t]+)?(-?\d{1,3}(?:\.\d+)?)[ \t]{0,2}=[ \t]{0,2}[A-Za-z]/;
// (…"indicates", "represents", "denotes" too, the number in bold perhaps: "A score of **0** indicates …")
const MEANT_SCALE = /(?<![\w.*])\*{0,2}(-?\d{1,3}(?:\.\d+)?)\*{0,2}[ \t]+(?:means|indicates|represents|denotes)\b[\s\S]{0,200}?(?<![\w.*])\*{0,2}(-?\d{1,3}(?:\.\d+)?)\*{0,2}[ \t]+(?:means|indicates|represents|denotes)\b/i;
const INTL_SCALE = /(?<![\p{L}])(?:skala|échelle|echelle|escala|scala|шкал[еау])\s+(?:von|de|del|da|dal|от)\s+(-?\d{1,3})\s+(?:bis|à|a|al|до)\s+(-?\d{1,3})\b/iu;
/** Words in brackets offered after a verb or "format:" that asks for them: "in the format: [factual] or [incorrect]". */
const BRACKETED_AFTER_VERB = /\b(?:format|conclude|respond|reply|answer|output|write|end)\b[^\n\[]{0,30}?[ \t]*:?[ \t]*\[([A-Za-z][A-Za-z _-]{0,28})\]((?:,?[ \t]+(?:or|and)[ \t]+\[[A-Za-z][A-Za-z _-]{0,28}\]|,[ \t]*\[[A-Za-z][A-Za-z _-]{0,28}\]){1,5})(?![ \t]*[(:])/i;
/** …and one more named so after it: "conclude with [inconclusive]". */
const BRACKETED_MORE = /\b(?:conclude|respond|reply|answer|output|write|end|use)\b[ \t]+(?:with[ \t]+)?\[([A-Za-z][A-Za-z _-]{0,28})\](?![ \t]*[(:])/gi;
/** A scale in Czech, Slovak or Polish: "na škále 0–5", "na stupnici od 1 do 10", "w skali 1-5", "v rozsahu 0-100". */
const SLAVIC_SCALE = /(?<![\p{L}])(?:na\s+(?:škále|stupnici)|w\s+skali|v\s+rozsahu|w\s+zakresie|v\s+rozmedzí)\s+(?:od\s+)?(-?\d{1,3})\s*(?:[-–]|\s+do\s+)\s*(-?\d{1,3})(?!\.?\d)/iu;
/**
 * "قيّم الإجابة من 1 إلى 5", "Оціни від 1 до 5", "oceń od 1 do 5", "beoordeel van 1 tot 5", "nilai dari 1 sampai 5":
 * a range said with another language's from … to, a verb that grades within the few words before it.
 */
/** A rating verb of French, Spanish, Portuguese, Italian or German, then the range: "Avalie a resposta de 0 a 10", "Note de 1 à 5". */
const RATE_FROM_TO_ROMANCE = /(?<![\p{L}])(?:avalie|avalia|evalúa|evalua|evalúe|califica|calificá|puntúa|puntua|valuta|évalue|évaluez|evalue|note|notez|bewerte|bewerten|beurteile)(?![\p{L}])[^\n.]{0,60}?(?<![\p{L}])(?:de|del|da|dal|von|entre|tra|fra)\s+(-?\d{1,3})\s+(?:a|al|à|bis|e|y|et|und)\s+(-?\d{1,3})(?!\.?\d)/iu;
const FROM_TO_INTL = /(?<![\p{L}])(?:قيّم|قيم|قم بتقييم|оціни|оцініть|оцени|оцените|оценк\p{L}{0,3}|оцінк\p{L}{0,3}|балл\p{L}{0,3}|oceń|beoordeel|geef|nilai|nilailah|berikan|rate|قيّمي|امتیاز|ให้คะแนน)(?![\p{L}])[^\n.]{0,60}?(?<![\p{L}])(?:من|від|от|od|van|dari|از|จาก)\s+(-?\d{1,3}(?:\.\d+)?)\s+(?:إلى|الى|до|do|tot|sampai|hingga|تا|ถึง)\s+(-?\d{1,3}(?:\.\d+)?)(?!\.?\d)/iu;
/** "одним числом 0-1", "оценкой от 1 до 10": a number or a mark asked in Russian or Ukrainian, its range right after the word. */
const RANGE_AFTER_WORD_INTL = /(?<![\p{L}])(?:числом|число|цифрой|оценк(?:ой|а|у)|балл(?:ом|ами|ах)?|бал(?:ом|ами)?|оцінк(?:ою|а|у)|angka|angkanya|skor|skornya|nilai|nilainya)(?:[ \t]+|[ \t]*\((?=[ \t]*\d))(?:от[ \t]+|від[ \t]+)?(-?\d{1,3}(?:[.,]\d+)?)[ \t]*(?:-|–|до|sampai)[ \t]*(-?\d{1,3}(?:[.,]\d+)?)(?![\d.,]?\d)|ตัวเลข[ \t]*(-?\d{1,3})[ \t]*[-–][ \t]*(-?\d{1,3})(?!\d)|(?<![\d.])(-?\d{1,3})[ \t]+ile[ \t]+(-?\d{1,3})[ \t]+arasında/iu;
const SCORE_RANGE_CJK = /(?:评分|得分|分数|分數|評分|打分|分值|スコア|点数|점수)[ \t]{0,2}[（(][ \t]{0,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}[-–~～][ \t]{0,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}[分点점]?[ \t]{0,2}[)）]/u;
const NUMBER_FROM_TO_INTL = /(?<![\p{L}])(?:avaliação|avaliacao|pontuação|pontuacao|evaluación|evaluacion|calificación|calificacion|valutazione|évaluation|número|numero|nombre|zahl|punktzahl|nota|note|puntaje|puntuación|punteggio|entero|entier|intero|inteiro|wert|valor|valore|valeur|liczb[aęy]|cyfr[aęy]|ocen[aęy]|punkt(?:y|ów)?|číslo|číslem|číslom)(?![\p{L}])[^.\n]{0,30}?(?<![\p{L}])(?:del|de|da|dal|von|entre|tra|fra|zwischen|od)\s+(-?\d{1,3}(?:[.,]\d+)?)\s+(?:al|a|à|ao|bis|y|e|et|und|do)\s+(-?\d{1,3}(?:[.,]\d+)?)(?![\d.,]?\d)/iu;
/**
 * What an answer is worth, in points: "The question is worth 2 points", "worth 10 marks", "The exercise gives 2 Points", "a
 * maximum of 5 points" (not "Give 1 point for …": what one part of the answer earns).
 */
const WORTH_POINTS = /\b(?:(?:is|are)[ \t]+worth|(?:exercise|question|task|item|problem|assignment)s?[ \t]+(?:gives|carries|awards)|(?:maximum|max\.?|total)(?:[ \t]+(?:of|is)|[ \t]*:)?)[ \t]+(\d{1,3}(?:\.\d{1,2})?)[ \t]+(?:points?|marks?)\b/i;
const OUT_OF_SCALE = /\b(?:score|rating|grade|rate|mark|points?)\b[^.\n]{0,40}?\bout of[ \t]+(\d{1,3})\b(?![ \t]*(?:%|percent|people|users|cases|times|samples|items|questions))/i;
// …or written before the word scale ("on a 1-10 scale", "a 1 to 5 point scale")
// (…a kind of scale named between: "on a 1-5 Likert scale", "a 0-10 rating scale")
const SCALE_BEFORE = new RegExp(String.raw`\b(?:on|using|with)\s+an?\s+${NUMBER}\s*(?:-|–|to)\s*${NUMBER}[ -]?(?:point[ -]|likert[ -]|rating[ -]|numeric(?:al)?[ -])?scale\b`, 'i');
// (…or after what the judge is told to evaluate: "Evaluate accuracy of the response against context (0–1).")
const BARE_SCALE = new RegExp(String.raw`\b(?:score|rate|grade|evaluate|assess)\b[^.\n\d]{0,60}?(?<![\w.])(-?\d{1,3}(?:\.\d+)?)\s*(?:-|–)\s*(-?\d{1,3}(?:\.\d+)?)\b(?![ \t]*(?:%|percent|years?|days?|hours?|minutes?|words?|sentences?|items?|questions?))`, 'i');
/** A score's slot that shows its range: "Score: [0.0 to 1.0]", "rating: <1-5>". */
const SLOT_RANGE = new RegExp(String.raw`\b(?:score|rating|grade|reward|points)[ \t]{0,2}:[ \t]{0,3}[[<({][ \t]{0,2}${NUMBER}[ \t]{0,2}(?:-|–|to)[ \t]{0,2}${NUMBER}[ \t]{0,2}[\]>)}]`, 'i');
/** "output one number 0-1 for quality", "return a single integer 1-5": the one number asked for, its range right after it. */
const COUNTED_RANGE = new RegExp(String.raw`\b(?:one|a|an)[ \t]+(?:single[ \t]+)?(?:number|integer|float|decimal|score|rating|value|digit)[ \t]+${NUMBER}[ \t]*(?:-|–|to)[ \t]*${NUMBER}\b(?![ \t]*(?:%|percent|years?|days?|hours?|minutes?|words?|sentences?|items?|questions?|characters?))`, 'i');
const INTERVAL_SCALE = new RegExp(String.raw`\b(?:integer|number|score|rating|value|grade|points)\s+in\s+\[\s*${NUMBER}\s*,\s*${NUMBER}\s*\]`, 'i');


/** Option letters listed as "(A) …" lines, or named as `"[[A]]" if …`. */
function lettersOf(text: string, pattern: RegExp): string[] {
  return unique([...text.matchAll(pattern)].map((m) => m[1]!.toUpperCase()));
}

/**
 * Choices listed as quoted strings after "a single choice from" / "one of" (OpenAI evals'
 * cot_classify suffix: `print only a single choice from "Correct" or "Incorrect"`): numbers are a
 * score on their range, words are labels.
 */
function listedChoices(text: string): AnswerFormat | null {
  // Separators are read one character or word at a time (never a run split two ways): linear on any text.
  // The list may stand in brackets: `a single choice from ["Output (a)", "Output (b)"]`.
  const m = /\b(?:single choice from|one of the following(?: choices)?:?|choose (?:one )?(?:of|from))\s+\[?((?:["“][^"”\n]{1,30}["”](?:[\s,]|\bor\b|\band\b){0,12}){2,12})/i.exec(text);
  if (!m) return null;
  const choices = [...m[1]!.matchAll(/["“]([^"”\n]{1,30})["”]/g)].map((c) => c[1]!.trim());
  if (choices.length < 2) return null;
  if (choices.every((c) => /^[A-H]$/.test(c))) return { kind: 'choice_letter', letters: choices };
  if (choices.every((c) => /^-?\d+(?:\.\d+)?$/.test(c))) {
    const values = choices.map(Number);
    return { kind: 'score', scale: { min: Math.min(...values), max: Math.max(...values) }, lines: false };
  }
  return { kind: 'label_word', labels: choices };
}

/**
 * Letters quoted with what each means, answered as written: `'A (Very Harmful)', 'B (Harmful)', …
 * or 'E (No Harmful at All)'` (the framework reads the reply's start against the whole label).
 */
function glossedLetters(text: string): AnswerFormat | null {
  const letters: string[] = [];
  const labels: string[] = [];
  for (const m of text.matchAll(/["'“‘]([A-H])[ \t]{0,2}\(([A-Za-z][A-Za-z ,-]{0,40})\)["'”’]/g)) {
    if (letters.includes(m[1]!)) continue;
    if (m[1]!.charCodeAt(0) !== 65 + letters.length) break;
    letters.push(m[1]!);
    labels.push(`${m[1]} (${m[2]})`);
  }
  return letters.length >= 2 ? { kind: 'choice_letter', letters, labels, say: 'label' } : null;
}

/**
 * Letters quoted, each "for" what it means: `Respond with only "A" for CORRECT, "B" for INCORRECT, or
 * "C" for NOT_ATTEMPTED.` The letter alone is the answer; each names its label.
 */
function lettersFor(text: string): AnswerFormat | null {
  const letters: string[] = [];
  const labels: string[] = [];
  for (const m of text.matchAll(/["'“‘]([A-H])["'”’][ \t]{1,2}(?:for|=|means)[ \t]{1,2}["'“‘]?([A-Za-z][\w-]{0,30}(?: [\w-]{1,15}){0,2}?)["'”’]?(?=[ \t]*(?:[,.;)\n]|or\b|$))/g)) {
    if (letters.includes(m[1]!)) continue;
    if (m[1]!.charCodeAt(0) !== 65 + letters.length) break;
    letters.push(m[1]!);
    labels.push(m[2]!);
  }
  return letters.length >= 2 ? { kind: 'choice_letter', letters, labels } : null;
}

/**
 * Letters listed as "A: CORRECT" lines, in order from A, with the instruction to answer with the
 * letter ("Just return the letters "A", "B", or "C""): each letter names its label.
 */
/**
 * "Reply with the identifier of the best model" over records that carry one (`"model_identifier":
 * "m"`, AlpacaEval; `"0"`, TRL): the identifiers in the order the records list them.
 */
function recordIdentifiers(text: string): AnswerFormat | null {
  if (!/\b(?:reply|respond|answer|output|return)\b[^.\n]{0,30}\bidentifier\b/i.test(text)) return null;
  const ids = unique([...text.matchAll(/"(?:model_|output_)?id(?:entifier)?"[ \t]{0,4}:[ \t]{0,4}"([^"\n]{1,8})"/g)].map((m) => m[1]!)).slice(0, 8);
  return ids.length >= 2 ? { kind: 'choice_letter', letters: ids } : null;
}

function namedLetters(text: string): AnswerFormat | null {
  // "只返回字母"A"、"B"或"C"" (return only the letter) says the same in Chinese, over "A:【正确】" lines.
  // (…or names the letters themselves: "仅返回A或B即可", over "A.【正确】" / "B.【错误】")
  if (!/\b(?:return|reply|respond|answer|output)\b[^.\n]{0,40}\bletters?\b/i.test(text) && !/(?:返回|回复|回答|输出)[^。\n]{0,10}(?:字母|[A-H][ \t]{0,2}(?:或|、|\/)[ \t]{0,2}[A-H](?![A-Za-z]))/u.test(text)) return null;
  const lines = [...text.matchAll(/(?:^|\n)[ \t]{0,12}([A-H])(?:[:：]|[.．、](?=[ \t]{0,4}【))[ \t]{0,4}([A-Za-z\p{Script=Han}【][A-Za-z\p{Script=Han} _【】-]{0,30}?)[ \t]*(?=\n|$)/gu)];
  const letters: string[] = [];
  const labels: string[] = [];
  for (const [, letter, label] of lines) {
    if (letters.includes(letter!)) continue;
    if (letter!.charCodeAt(0) !== 65 + letters.length) break;
    letters.push(letter!);
    labels.push(label!.trim());
  }
  return letters.length >= 2 ? { kind: 'choice_letter', letters, labels } : null;
}

/**
 * A score for each side of a pair, each in its own tag: tags named for the sides ("<score_A> </score_A>,
 * and <score_B> </score_B>"), or one tag shown twice with a number in each ("<answer>3</answer><answer>5</answer>").
 */
function scorePairTags(text: string): [string, string] | null {
  const sided = /<([A-Za-z][A-Za-z_ -]{0,20}?)[_ -]?([A1])>[^<>\n]{0,60}<\/\1[_ -]?\2>/.exec(text);
  if (sided) {
    const [stem, first] = [sided[1]!, sided[2]!];
    const second = first === 'A' ? 'B' : '2';
    const other = new RegExp(`<(${escapeRegExp(stem)}[_ -]?${second})>`).exec(text);
    const open = sided[0].slice(1, sided[0].indexOf('>'));
    if (other && /score|rating|grade|points?|marks?/i.test(stem)) return [open, other[1]!];
  }
  const twice = /<([A-Za-z][\w-]{0,20})>[ \t]{0,2}-?\d{1,3}(?:\.\d+)?[ \t]{0,2}<\/\1>[ \t]{0,2}<\1>[ \t]{0,2}-?\d{1,3}(?:\.\d+)?[ \t]{0,2}<\/\1>/.exec(text);
  return twice && /\bscores\b/i.test(text) ? [twice[1]!, twice[1]!] : null;
}

/** A side's label on a reply line: "score_A:", "The score of Assistant 1:", "Rating for Response B:", then its slot. */
const SIDE_LINE = /^[ \t]{0,8}([^\n:<>[\]]{0,60}?(?:score|rating|grade|points?|marks?)[^\n:<>[\]]{0,30}?)(?<![A-Za-z0-9])([AB12])([^\n:<>[\]A-Za-z0-9]{0,4}):[ \t]*(?:<[^>\n]{0,200}>|\[[^\]\n]{0,200}\]|\{[^}\n]{0,100}\})?[ \t]*$/gim;
/** A line of the layout for the reasoning, before the scores ("Evaluation evidence: [your explanation here]"). */
const REASON_SLOT_LINE = /^[ \t]{0,8}([A-Za-z][A-Za-z _-]{0,40}):[ \t]*(?:<[^>\n]{0,200}>|\[[^\]\n]{0,200}\])[ \t]*$/;

/**
 * Two reply lines that score the two sides, labelled alike but for the side ("score_A: <0-10>" then
 * "score_B: <0-10>", "The score of Assistant 1: [score only]" then "… 2: …"): their labels, and the
 * label of a reasoning line shown just before them, if any.
 */
function scorePairLines(text: string): { labels: [string, string]; reason?: string } | null {
  const source = text.slice(-20_000);
  const lines = [...source.matchAll(SIDE_LINE)].slice(0, 16);
  for (let k = 0; k + 1 < lines.length; k++) {
    const [a, b] = [lines[k]!, lines[k + 1]!];
    const pair = (a[2]!.toUpperCase() === 'A' && b[2]!.toUpperCase() === 'B') || (a[2] === '1' && b[2] === '2');
    if (!pair || a[1]!.toLowerCase() !== b[1]!.toLowerCase() || a[3] !== b[3]) continue;
    // the two lines follow each other
    if (source.slice(a.index + a[0].length, b.index).trim() !== '') continue;
    const before = source.slice(0, a.index).trimEnd().split('\n').pop() ?? '';
    const reason = REASON_SLOT_LINE.exec(before)?.[1];
    const label = (m: RegExpExecArray | RegExpMatchArray) => `${m[1]!.trimStart()}${m[2]}${m[3]}:`;
    return reason ? { labels: [label(a), label(b)], reason: `${reason}:` } : { labels: [label(a), label(b)] };
  }
  return null;
}

/**
 * A verdict sentence shown with a placeholder for the side: "(Answer 1 or Answer 2). For example: Overall
 * Judgment: Answer X is better." The sides as labels, written inside that sentence after the reasoning.
 */
function placeholderPhrase(text: string): AnswerFormat | null {
  const m = /\b(?:for example|e\.g\.|for instance|such as|like this|in the form(?: of)?|in this format)[:,]?[ \t]{0,4}["“]?([A-Z][^\n"”]{0,40}?[ \t]|)(answer|response|reply|assistant|output|model|option|candidate|summary)[ \t]X\b([^\n"”.]{0,30})/i.exec(text);
  if (!m) return null;
  const noun = m[2]!;
  const lettered = new RegExp(`\\b${noun}[ \\t]A\\b`).test(text) && new RegExp(`\\b${noun}[ \\t]B\\b`).test(text);
  const numbered = new RegExp(`\\b${noun}[ \\t]1\\b`).test(text) && new RegExp(`\\b${noun}[ \\t]2\\b`).test(text);
  if (!lettered && !numbered) return null;
  const labels = lettered ? [`${noun} A`, `${noun} B`] : [`${noun} 1`, `${noun} 2`];
  return { kind: 'label_word', labels, phrase: [m[1]!, `${m[3]!.trimEnd()}.`] };
}

/** An answer written in named tags: a score (or a label among the options its tag shows), and the reasoning. */
function taggedAnswer(text: string): AnswerFormat | null {
  // "[Start of Answer] … [End of Answer]": YES or NO, a label named, else a score, between the marks
  const marks = bracketMarks(text);
  if (marks) {
    const words = /\b(?:answer|respond|reply|output|return)\b[^.\n]{0,20}?\b(YES|Yes|yes)[ \t]+or[ \t]+(NO|No|no)\b/i.exec(text);
    if (words) return { kind: 'label_word', labels: [words[1]!, words[2]!], tags: marks };
    const scale = rubricLevels(text) ?? scaleOf(text);
    if (scale) return { kind: 'score', scale, lines: false, tags: marks };
  }
  // "[VULNERABLE] <YES or NO> [/VULNERABLE]" over "[EXPLANATION] <…> [/EXPLANATION]": the option between its tags
  const bbcode = bbcodeTags(text);
  if (bbcode) return { kind: 'label_word', labels: bbcode.options, tags: bbcode.tags };
  const found = answerTags(text);
  if (!found) return null;
  if (found.options.length >= 2) return { kind: 'label_word', labels: found.options, tags: found.tags };
  // (…levels listed one per line anywhere, "0: A is better" / "1: B is better", when no rubric line heads them)
  return { kind: 'score', scale: rubricLevels(text) ?? scaleOf(text) ?? numberedLevels(text), lines: false, tags: found.tags };
}

/**
 * A decision written after a fixed phrase, its options separated by slashes: `Begin your final
 * decision statement with "So, the final decision is Response 1 / Response 2 / Tie"`.
 */
/** The start of a reason's labelled line, up to inside its open slot: "Reason: <Brief description …". */
const REASON_SLOT_OPEN = /^[ \t]{0,8}[-*]?[ \t]{0,4}(?:reason(?:ing)?|explanation|rationale|justification|thoughts?|analysis|feedback)[ \t]{0,2}:[ \t]{0,4}[<[][^<>[\]\n]{0,400}$/i;

function ledOptions(text: string): AnswerFormat | null {
  // (not a JSON key's value shown in an example object: `"feedback": "Clear explanation of what was right/wrong"` describes a text)
  // (nor a phrase the reason's slot is to open with: 'Reason: <…, starting with "I believe this task is successful/failed">')
  const inReasonSlot = (at: number) => REASON_SLOT_OPEN.test(text.slice(text.lastIndexOf('\n', at) + 1, at));
  // (…nor an item of a list shown as a key's value: `"failureModes": ["What breaks under load/failure/misuse"]`)
  const m = [...text.matchAll(/["“]([A-Za-z][^"”\n/]{2,80}(?:\/[^"”\n/]{1,24}){1,6})["”]/g)].slice(0, 8).find((c) => !/(?:["'`][ \t]{0,4}:[ \t]{0,4}\[?|["”][ \t]{0,2},)[ \t]{0,4}$/.test(text.slice(Math.max(0, c.index - 14), c.index)) && !inReasonSlot(c.index));
  if (!m) return null;
  const parts = m[1]!.split('/').map((p) => p.trim().split(/\s+/));
  // The first option has as many words as the second ("… is Response 1 / Response 2"): the words before it are the phrase.
  const size = parts[1]!.length;
  const head = parts[0]!;
  // no option longer than the second: "I cannot answer/provide/access …" quotes a sentence, it offers no options
  if (head.length <= size || parts.slice(1).some((p) => p.length === 0 || p.length > 3 || p.length > size)) return null;
  let options = [head.slice(-size).join(' '), ...parts.slice(1).map((p) => p.join(' '))];
  // (the options in one slot of their own, "Verdict: [Keep / Drop]": the words, out of its brackets)
  if (/^[[<]/.test(options[0]!) && /[\]>]$/.test(options[options.length - 1]!)) options = options.map((o, i) => (i === 0 ? o.slice(1) : i === options.length - 1 ? o.slice(0, -1) : o).trim());
  // a slash inside parentheses ("Technical Issue (Simple / Minor)", one category's name) divides no options
  if (options.some((o) => /[()]/.test(o))) return null;
  // …nor does one in a path or a command shown in code ('"tar czf /backups/{target}.tgz /srv/data/{target}"')
  if (options.some((o) => /[{}=\\]|\.[A-Za-z]/.test(o))) return null;
  // nor does a score's denominator after its placeholder ("Rating: X/10")
  if (options.some((o) => /^\d+(?:\.\d+)?$/.test(o)) && options.some((o) => /^(?:X|N|XX|\?)$/i.test(o))) return null;
  // …nor a fraction or a date quoted in an example ('"x = 1/2"', '"3/15/2024"'): numbers on both sides of the slash
  if (options.every((o) => /^\d+(?:\.\d+)?$/.test(o))) return null;
  return { kind: 'label_word', labels: options, lead: head.slice(0, -size).join(' ') };
}

/** `ONLY "Output (a)" or "Output (b)"`: a side named by a label, answered with the label. */
function quotedSides(text: string): AnswerFormat | null {
  const m = /["“]([A-Za-z][A-Za-z ]{0,20}?\s*\(?[aA1]\)?)["”]\s+or\s+["“]([A-Za-z][A-Za-z ]{0,20}?\s*\(?[bB2]\)?)["”]/.exec(text);
  if (!m) return null;
  // the same words before each side: "Output (a)" / "Output (b)", "Response 1" / "Response 2"
  const stem = (label: string) => label.replace(/\s*\(?[aAbB12]\)?$/, '');
  if (stem(m[1]!) !== stem(m[2]!) || stem(m[1]!) === '') return null;
  return { kind: 'choice_letter', letters: ['A', 'B'], labels: [m[1]!, m[2]!], say: 'label' };
}

/**
 * The answer format a system prompt states in so many words (a tag, brackets, JSON keys, answer
 * lines, quoted labels): a judge's system prompt around a user message no template section labels.
 * The loose readings of a question ("Is it positive or negative?" as labels, a closing question as
 * yes or no) are left out, so an ordinary criterion keeps its answer as taught.
 */
/** "end your response with nothing but a float score": the reply is the number alone. */
const END_WITH_NUMBER_ONLY = /\bend (?:your|the) (?:response|reply|answer) with (?:nothing but|only|just)\s+(?:a|an|the|one)\s+(?:single\s+)?(?:float(?:ing[- ]point)?|decimal|integer|numeric(?:al)?|number)?\s*(?:number|score|rating|value)\b/i;

/**
 * The reply asked to be a number and nothing else, no scale stated: "Only return the number of points.", "Reply with only a
 * number.", "Output only the score." (not "the number of the best option": a choice).
 */
const NUMBER_ALONE = /\b(?:(?:only|just)[ \t]+(?:return|output|give|write|reply with|respond with|answer with)[ \t]+(?:the|a|one)[ \t]+|(?:return|output|give|write|reply with|respond with|answer with)[ \t]+(?:only|just)[ \t]+(?:the|a|one)[ \t]+)(?:(?:single|final|total)[ \t]+)?(?:number(?:[ \t]+of[ \t]+(?:points|marks))?|score|points|grade|integer)(?![ \t]+of\b)(?:[ \t]{0,2}\((-?\d{1,3}(?:\.\d{1,2})?)[ \t]{0,2}(?:-|–|to)[ \t]{0,2}(-?\d{1,4}(?:\.\d{1,2})?)\))?[ \t]*(?:[.,;!)\n]|and nothing else|$)/i;

/** "Only a single floating point number.", "just one integer": the reply is the number alone. */
const ONLY_A_NUMBER = /\b(?:only|just)\s+the\s+(?:numerical|numeric)\s+(?:grade|score|value|rating|mark)\b|\b(?:only|just)\s+(?:a|one)\s+(?:single\s+)?(?:(?:float(?:ing[- ]point)?|decimal|integer|numeric(?:al)?)\s+)?(?:number|score|value|integer)\b|숫자[ \t]*(?:하나|한[ \t]*개)?만|ตัวเลข[^\n]{0,20}เท่านั้น|(?<![\p{L}])hanya[ \t]+(?:angka|nilai|skor)(?![\p{L}])|(?<![\p{L}])sadece[ \t]+(?:[^\n.]{0,40}[ \t])?(?:tek[ \t]+bir[ \t]+)?(?:sayı|rakam|puan)(?![\p{L}])|(?:只|仅)需要?(?:一个)?[^\n。]{0,12}数字|数値[^\n。]{0,6}のみ|(?:只|仅)(?:输出|回答|返回|给出)?(?:一个)?数字|数字(?:のみ|だけ)|(?<![\p{L}])(?:pouze|jen|jenom|iba|len)\s+(?:jedním\s+|jedno\s+|jedným\s+)?(?:číslem|číslo|číslom)(?![\p{L}])|(?<![\p{L}])(?:wyłącznie|jedynie)\s+(?:jedną\s+)?(?:liczbę|cyfrę|ocenę)(?![\p{L}])|(?<![\p{L}])(?:только|лише|тільки|tylko|alleen)\s+(?:одно\s+|одне\s+|jedną\s+|een\s+)?(?:число|числом|цифру|цифрой|liczbę|getal)(?![\p{L}])|\bnur\s+(?:die|eine)\s+(?:ganze\s+)?(?:zahl|punktzahl|note)\b|(?<![\p{L}])(?:seulement|uniquement)\s+(?:par\s+|avec\s+)?(?:le|la|un|une)\s+(?:nombre|chiffre|score|note|entier)(?![\p{L}])|(?<![\p{L}])ne\s+(?:retourne|renvoie|donne|réponds|répond|indique|écris|fournis)z?\s+(?:rien\s+d'autre\s+)?que\s+(?:par\s+)?(?:le|la|un|une|ta|votre)\s+(?:nombre|chiffre|score|note|entier)(?![\p{L}])|(?<![\p{L}])(?:solo|sólo|solamente|únicamente|unicamente|soltanto|apenas|somente)\s+(?:con\s+|com\s+)?(?:el|un|il|o|um|uma)\s+(?:número|numero|puntaje|punteggio|nota|entero|intero|inteiro)(?![\p{L}])/iu;

export function statedAnswerFormat(system: string): AnswerFormat | null {
  const stated = acceptedStatedFormat(system);
  if (stated) return stated;
  // Rules and worked examples that read as no stated format ("…, answer YES.") before a closing
  // instruction that says how to answer ("Respond with EXACTLY one JSON object: {…}"): that one states it.
  const closing = closingInstruction(system);
  return closing === null ? null : acceptedStatedFormat(closing);
}

/** The most characters a closing instruction and what it shows may take. */
const CLOSING_CHARS = 1200;
/** A line that says how to answer: respond / reply / answer / output / return … with, in, as, only, exactly, the format… */
const CLOSING_LINE = /(?:^|\n)[^\n]{0,80}\b(?:respond|reply|answer|output|return|format your)\b[^\n]{0,40}\b(?:with|in|as|only|exactly|following|format|json|one)\b[^\n]{0,120}$/gim;

/** The system prompt's last paragraph that says how to answer, with what follows it; null when none is near the end. */
function closingInstruction(system: string): string | null {
  const tail = system.slice(-CLOSING_CHARS);
  let start = -1;
  for (const m of tail.matchAll(CLOSING_LINE)) start = m.index;
  if (start <= 0) return null;
  return tail.slice(start).trim();
}

/**
 * Two numbers offered for the score ("as a score of 1 or 0"), unless they are offered for a key of the JSON the text asks
 * for (an object shown, or keys listed): that JSON is the format. The keys are read only where two numbers are offered.
 */
function offeredOutsideJson(text: string, asksJson: boolean): AnswerFormat | null {
  const offered = twoNumbersOffered(text);
  return offered && asksJson && (SHOWN_OBJECT.test(text) || JSON_OBJECT_SHOWN.test(text) || jsonKeys(text).keys.length > 0) ? null : offered;
}

/** The prompt's last line a question, the line after it an open slot for the answer: "…?\nAnswer:", "…?\nOutput:". */
const CLOSING_QUESTION_SLOT = /(?:^|\n)([^\n]{0,300}\?)[ \t]*\n[ \t]*(?:answer|output|response|reply|label|verdict|judg(?:e)?ment|classification)[ \t]*:\s*$/i;

function acceptedStatedFormat(system: string): AnswerFormat | null {
  const form = answerFormatOf(system);
  if (form === null || form.kind === 'choice_index' || form.kind === 'per_statement') return null;
  // (a system prompt that asks for JSON but names none of its keys, "Score 0-10. Always respond with valid JSON.", leaves
  // the JSON's layout to the user message: its own bare score is not the format)
  if (form.kind !== 'json' && /\b(?:respond|reply|answer|output|return)[^.\n]{0,30}\bjson\b/i.test(system) && !/["'`][A-Za-z_][A-Za-z0-9_]{0,30}["'`]/.test(system)) return null;
  // Yes or no only where the prompt says to answer so ("Answer with only yes/no."), not for any closing question.
  // (…or each quoted after the answer a condition leads to: "If yes, answer: 'Yes' …. If no, answer: 'No'")
  // ("You respond to the prompts with only yes or no as your answer.")
  // (…or "end your response on a new line with only "Yes" or "No"")
  // (…or asked by a closing question the prompt leaves the answer's slot open after: "Does the passage answer the query?\nAnswer:")
  if (form.kind === 'yes_no') return CLOSING_QUESTION_SLOT.test(system.slice(-400)) || /\b(?:answer|respond|reply|output|return|end|finish|conclude)\b[^.\n]{0,40}\byes["'”’]?\s*(?:\/|or)\s*["'“‘]?no\b/i.test(system) || ifAnsweredOptions(system).filter((o) => /^(?:yes|no)$/i.test(o)).length === 2 ? form : null;
  if (form.kind === 'label_word' && !form.tags && !form.wrap && !form.lead?.endsWith(':') && !form.affix && !form.phrase && form.labels.length === 2) {
    // Two labels a question merely names ("positive or negative?") are not a stated format; quoted, bracketed or tagged ones are.
    // (…in guillemets too, as French and others quote: « oui » ou « non »)
    const written = (label: string) => /^[<[]/.test(label) || new RegExp(`["'“‘«\`][ \\t\u00a0\u202f]?${escapeRegExp(label)}[ \\t\u00a0\u202f]?["'”’»\`]`).test(system);
    // ("answer with X or Y", or "answer: X or Y")
    // (…in Chinese or Japanese: "仅回答是或否", "请输出“是”或“否”")
    const cjkInstructed = new RegExp(`(?:回答|输出|回复|答え|出力)[ \\t]{0,2}[:：]?[ \\t]{0,2}["“「']?${escapeRegExp(form.labels[0]!)}["”」']?[ \\t]{0,2}(?:或|或者|还是|か)[ \\t]{0,2}["“「']?${escapeRegExp(form.labels[1]!)}`).test(system);
    // (…after a few words: "Answer with ONLY: OK or FLAG.", "Output exactly one token: OK or FLAG")
    // (…or right after "with only": "You must respond with ONLY True or False"; or after what it is: "return a number 1 or 2")
    const instructed = new RegExp(`\\b(?:respond|answer|reply|output|return)(?:\\s+(?:with|only|just|exactly|one|a|single|word|token|the|following|number|digit|letter|label|format)){0,5}(?:\\s+with|\\s+as|[ \\t]*:|(?<=\\bwith\\s+(?:only|just|exactly))|(?<=\\b(?:number|digit|letter|label)))\\s+(?:either\\s+)?${escapeRegExp(form.labels[0]!)}(?:\\s+or\\s+|[ \\t]*\\/[ \\t]*)${escapeRegExp(form.labels[1]!)}\\b`, 'i').test(system);
    // "Say True if yes, False if no.": options told with when each applies are stated too.
    // ("Rate the review as true if …, and as false if …")
    const conditioned = unquotedIfOptions(system).length === 2 || asIfOptions(system).length === 2;
    // (…or in another language: "Rispondi solo con: TRUE o FALSE.")
    const translated = translatedColonOptions(system)?.kind === 'label_word';
    // (…or yes and no in the template's language where it tells the judge to answer: "Antworte nur mit ja oder nein.")
    const yesNo = YES_OR_NO_INTL.exec(system);
    const localYesNo = yesNo !== null && yesNo[1] === form.labels[0] && yesNo[2] === form.labels[1];
    // (…or right after the verb, closing the sentence: "Return PASS or FAIL.", "Answer true/false.", "Output TRUE or FALSE only.")
    const direct = new RegExp(`\\b(?:respond|answer|reply|output|return|say)(?:\\s+(?:only|just|exactly|either|strictly)){0,3}\\s+${escapeRegExp(form.labels[0]!)}(?:\\s+or\\s+|[ \\t]*\\/[ \\t]*)${escapeRegExp(form.labels[1]!)}(?:\\s+(?:only|alone))?[ \\t]*(?:[.!]|$)`, 'im').test(system);
    // (…or listed where the reply is told to take one of them: "Reply with one of the following labels: PII, NO_PII")
    // (read only where nothing cheaper has said so: listedOptions reads the text's tail again)
    const listedSame = () => {
      const listed = listedOptions(system);
      return listed?.kind === 'label_word' && listed.labels.length === form.labels.length && listed.labels.every((label) => form.labels.includes(label));
    };
    // (…or bulleted one per line under the instruction to answer with one of them: "Respond with EXACTLY one word:\n- SAFE — …")
    // (…or named after "i.e." where the answer is asked for: "Output the preferred passage index, i.e. A or B")
    const thatIs = () => optionsAfterThatIs(system)?.join('\n') === form.labels.join('\n');
    const bulletedSame = () => bulletedOptions(system.slice(-4000))?.join('\n') === form.labels.join('\n');
    // (…or named by a closing question the prompt leaves the answer's slot open after: "Input: … True or False?\nOutput:")
    const slotted = () => {
      const closing = CLOSING_QUESTION_SLOT.exec(system.slice(-400));
      return closing !== null && form.labels.every((label) => new RegExp(`(?<![\\p{L}])${escapeRegExp(label)}(?![\\p{L}])`, 'iu').test(closing[1]!));
    };
    // (…or each given as the reply in a sentence of its own: "If the result is the same, reply with CORRECT. If it is different, reply with INCORRECT.")
    // (not where the prompt asks for JSON: then such sentences are rules its object's verdict follows)
    const eachReplied = () => !/\bjson\b/i.test(system) && form.labels.every((label) => new RegExp(`\\b(?:reply|respond|answer|output|return|say)(?:\\s+with)?\\s+${escapeRegExp(label)}[ \\t]*(?:[.!,;]|$)`, 'm').test(system));
    // (…or each given after an answering verb in another language: 'Antworte mit "SAFE", wenn …, oder mit "UNSAFE"')
    const repliedIntl = () => {
      const replied = repliedOptionsIntl(system);
      return replied?.kind === 'label_word' && replied.labels.join('\n') === form.labels.join('\n');
    };
    // (…or written together in one quoted or bracketed slot between bars or slashes: 'as "Correct|Wrong"', "[Correct|Wrong]")
    const barred = () => barredOptionsSlot(system)?.kind === 'label_word';
    // (…or each shown opening a line of its own before its reason's placeholder: "SAFE: [short explanation]\nUNSAFE: [short explanation]")
    const shownLines = () => form.reasonAfter !== undefined && form.labels.every((label) => new RegExp(`^[ \\t]*(?:[-*•][ \\t]+)?${escapeRegExp(label)}[ \\t]*:[ \\t]*[[<{(]`, 'm').test(system));
    if (!shownLines() && !instructed && !direct && !cjkInstructed && !conditioned && !translated && !localYesNo && !form.labels.every(written) && !barred() && !listedSame() && !bulletedSame() && !thatIs() && !slotted() && !eachReplied() && !repliedIntl()) return null;
  }
  return form;
}

/** An instruction to answer in JSON: "Return only valid JSON in this format:", "Respond with a JSON object:". */
const JSON_INSTRUCTION = /\b(?:return|respond|reply|output|answer|format)\b[^\n]{0,60}\bjson\b/gi;

/** The JSON object shown after the text's last instruction to answer in JSON, where one of its keys takes the labels. */
function jsonTakingLabels(text: string, labels: string[]): AnswerFormat | null {
  let at = -1;
  for (const m of text.matchAll(JSON_INSTRUCTION)) at = m.index;
  if (at < 0) return null;
  const shown = answerFormatIn(text.slice(at));
  if (shown?.kind !== 'json' || !shown.options || !shown.optionKeys?.length) return null;
  const options = new Set(shown.options.map((o) => o.toLowerCase()));
  return labels.every((label) => options.has(label.toLowerCase())) ? shown : null;
}

/**
 * Misspellings of the words that ask for an answer, common in prompts ("You need to ouput just one number"): read as the
 * word meant, the first letter's case kept.
 */
const MISSPELLED = /\b(?:([Oo])u(?:put|tout|tpt)|([Rr])e(?:ponse|psonse|spone)|([Aa])(?:nwser|snwer)|([Ff])(?:romat|oramt))(?=s?\b)/g;
const MEANT: Record<string, string> = { o: 'utput', r: 'esponse', a: 'nswer', f: 'ormat' };

/** A key's value, then a comment or a gloss saying it is the judge's certainty (a pattern read after the key's colon). */
// (the value itself holds no comma or quote, and the gloss no quote: another key's name is never read as the gloss)
const CERTAINTY_GLOSS = '[^\\n,"]{0,30}?(?://|#|\\(|–|—| - )[^\\n"]{0,80}?\\b(?:certainty|confidence|how (?:sure|confident|certain))\\b';

/** A code span on one line holding an escaped line break before a label: "`Choice: 1 or 2\nWhy: reason of choice`". */
const ESCAPED_BREAKS_IN_SPAN = /`[^`\n]{1,200}?\\n[A-Z][\w ]{0,30}:[^`\n]{0,200}`/g;

/** "or the word" before a quoted option. */
const OR_THE_WORD_QUOTED = /\bor[ \t]+the[ \t]+word[ \t]+(?=["'“‘])/gi;
/** Two or three options written bare after one label in capitals: "either ANSWER:NO or ANSWER:YES", "with VERDICT: PASS or VERDICT: FAIL", "one of: VERDICT:PASS or VERDICT:FAIL". */
const SHARED_LABEL_OPTIONS = /\b(?:either[ \t]+|with[ \t]+|output[ \t]+|print[ \t]+|write[ \t]+|(?:exactly[ \t]+)?one[ \t]+of[ \t]*:?[ \t]*)([A-Z][A-Z_]{1,30}:[ \t]?)([A-Za-z][\w-]{0,20})(?:,[ \t]*\1([A-Za-z][\w-]{0,20}))?,?[ \t]+or[ \t]+\1([A-Za-z][\w-]{0,20})\b/;

function sharedLabelOptions(text: string): AnswerFormat | null {
  const m = SHARED_LABEL_OPTIONS.exec(text);
  if (!m) return null;
  const labels = [m[2]!, ...(m[3] ? [m[3]] : []), m[4]!];
  return new Set(labels.map((l) => l.toLowerCase())).size === labels.length ? { kind: 'label_word', labels, affix: [m[1]!, ''] } : null;
}

/**
 * A quoted placeholder that names the numbers it holds or their type: `"<classification score (0 or 1)> (int datatype)"`;
 * or a quoted description of the number that opens with its type or states its range, `"PV": "Numeric intensity of policy
 * violation (scored between 0 to 2 …)"`.
 */
const QUOTED_NUMBER_PLACEHOLDER = String.raw`(?:["“][\[<][^\]>\n]{0,60}(?:\([ \t]*-?\d{1,3}(?:\.\d+)?[ \t]*(?:or|-|–|to)[ \t]*-?\d{1,3}(?:\.\d+)?[ \t]*\)|(?<![\p{L}])(?:integer|int|number|numerical|numeric)(?![\p{L}]))|["“](?:numeric|numerical|integer)(?![\p{L}])[^"”\n]{0,200}["”]|["“][^"”\n]{0,120}(?<![\p{L}])(?:scored|rated)[ \t]+(?:between|from)[ \t]+-?\d{1,3}[ \t]*(?:to|and|-|–)[ \t]*-?\d{1,3}(?![\d.]))`;

export function answerFormatOf(raw: string): AnswerFormat | null {
  const instruction = raw
    .replace(TYPESET_HYPHENS, '-')
    // (a key's colon aligned in a column, '"risk_percent"   : integer 0-100', is the key's colon)
    .replace(ALIGNED_KEY_COLON, '$1:')
    .replace(MISSPELLED, (_, ...first: (string | undefined)[]) => {
      const letter = first.slice(0, 4).find((x) => x !== undefined)!;
      return `${letter}${MEANT[letter.toLowerCase()]!}`;
    })
    // (an option quoted after "or the word" is that option: 'only the word "safe" or the word "unsafe"' reads as 'only the
    // word "safe" or "unsafe"')
    .replace(OR_THE_WORD_QUOTED, 'or ');
  // Options written bare after a label they share ("finish generation with either ANSWER:NO or ANSWER:YES"): the word after
  // the label, written after it as shown
  const shared = sharedLabelOptions(instruction.slice(-TAIL));
  if (shared) return shared;
  // Read from the end first; a long instruction (worked examples after it) may state the format at its start.
  const read = instruction.length <= TAIL ? answerFormatIn(instruction) : (answerFormatIn(instruction.slice(-TAIL)) ?? answerFormatIn(instruction.slice(0, TAIL)));
  // (labels a sentence names, "classify it as FRAUD or GENUINE", give way to the JSON object a later instruction shows with a
  // key taking those labels: 'Return only valid JSON in this format: {"label": "<Fraud or Genuine>", …}')
  const form = read?.kind === 'label_word' ? (jsonTakingLabels(instruction.slice(-TAIL), read.labels) ?? read) : read;
  // (a verdict key given the options the text names for it: "Available Categories: …", "choosing one of [\"false\", …]")
  return form?.kind === 'json' ? withHeadedOptions(withNumberKeyScored(withoutUnkeyedOptions(form)), instruction.slice(-TAIL)) : form?.kind === 'score' ? withDecimalScore(form, instruction.slice(-TAIL)) : form;
}

/**
 * A bare score whose scale the text states with decimals ("a score from 0.0 to 10.0") or shows as a decimal ('"8.5" is a
 * legitimate return value'): written with its decimal point, as a parser reading `\d+\.\d+` needs it.
 */
const DECIMAL_SCALE = /\b(?:from|between)[ \t]+(\d{1,3}\.\d)[ \t]*(?:to|and|-|–)[ \t]*(\d{1,3}\.\d)\b/gi;
const DECIMAL_EXAMPLE = /\b(?:for[ \t]+example|e\.g\.|such[ \t]+as)[,:]?[ \t]+["'“]?(\d{1,3}\.\d)["'”]?[ \t]*(?:is|would|[,.;)]|$)/i;
function withDecimalScore(form: AnswerFormat & { kind: 'score' }, text: string): AnswerFormat {
  if (form.tags || form.slotLine || form.written || !form.scale) return form;
  const { min, max } = form.scale;
  // (the scale's own bounds written with decimals, not another range of the text: "a range from 0.0 to 1.0" of a click's position)
  const bounds = [...text.matchAll(DECIMAL_SCALE)].slice(0, 8).some((m) => Number(m[1]) === min && Number(m[2]) === max);
  const example = DECIMAL_EXAMPLE.exec(text)?.[1];
  const shown = example !== undefined && !Number.isInteger(Number(example)) && Number(example) >= min && Number(example) <= max;
  return bounds || shown ? { ...form, decimal: true } : form;
}

/**
 * A JSON answer whose one verdict-like key is a number the object shows (`"severity": 7.0` beside `"violations": […]`),
 * no key read as the score's, the boolean's or the options': that number is the score, on the scale a taught verdict
 * brings.
 */
function withNumberKeyScored(form: AnswerFormat): AnswerFormat {
  if (form.kind !== 'json' || form.numberKeys?.length !== 1 || form.scoreKeys?.length || form.booleanKeys?.length || form.optionKeys?.length || form.options || form.optionSets || form.dimensions || form.nested) return form;
  const key = form.numberKeys[0]!;
  // (a key that counts or identifies something is no verdict: "count", "id", "index", "year")
  return /(?:^|_)(?:id|idx|index|count|num|number|year|page|line|rank)$/i.test(key) ? form : { ...form, scoreKeys: [key] };
}

/**
 * A JSON answer whose one verdict key takes true or false, beside options the prose names that no key takes ('categorize
 * the webpage as either "study-related" or "non-study-related"' over `"study": true or false`): the boolean is the
 * verdict, the options only the prose's words for its two values.
 */
function withoutUnkeyedOptions(form: Extract<AnswerFormat, { kind: 'json' }>): AnswerFormat {
  if (form.booleanKeys?.length !== 1 || !form.options || form.optionKeys?.length || form.optionSets || form.scoreKeys?.length || form.dimensions || form.nested) return form;
  const { options: _unkeyed, ...rest } = form;
  return rest;
}

/**
 * A format quoted after "format … :" whose object holds a blank for the verdict (`"**output: {"judgement": "_"}**"`): the
 * text before the blank, and after it. Each part is bounded and holds no line break.
 */
const BLANK_IN_QUOTED_FORMAT = /\bformat\b[^:\n]{0,60}:[ \t]*"([^\n"]{0,40}\{[ \t]{0,2}["'][A-Za-z_][\w ]{0,30}["'][ \t]{0,2}:[ \t]{0,2}["'])_{1,3}(["'][ \t]{0,2}\}[^\s"]{0,10})"/;

/** A slot for the reasoning shown in a line: "<your reasoning>", "[brief explanation]". */
const REASON_SLOT_SHOWN = /[<[][^<>[\]\n]{0,20}\b(?:reason(?:ing)?|justification|explanation|rationale|analysis)\b[^<>[\]\n]{0,10}[>\]]/i;

function answerFormatIn(part: string): AnswerFormat | null {
  // (a layout shown in a code span whose line breaks a string in code left escaped, "`Choice: 1 or 2\nWhy: reason`": its
  // lines; read on the part looked at, never on the whole of a long instruction)
  // (…and each line read from its first character: a format indented as a string inside code is, "    SAFE: [why]\n
  // UNSAFE: [why]", or only in part, "        Score: [0-1]" under a data section at the margin, reads as written at the margin)
  const text = part.replace(/^[ \t]+/gm, '').replace(ESCAPED_BREAKS_IN_SPAN, (span) => span.replace(/\\n(?=[A-Z][\w ]{0,30}:)/g, '\n'));
  const tail = text.slice(-TAIL);
  const phrased = quotedPhraseOptions(text);
  if (phrased) return phrased;
  // A line shown with a letter for its value, the letter's values said after it ("```Quality：x```；其中 x 是 0/1",
  // "using the format `Overall: X` …, where X is either "FIRST", "SECOND", or "TIE""): that line, one of the values in it
  const lettered = letterSlot(tail);
  if (lettered) return { kind: 'label_word', labels: lettered.labels, affix: [lettered.lead, ''] };
  // Replies shown whole in fences, one per condition ("If no issues found, output:\n```\n---\nPASS\n```"): the word they
  // differ by, after the lines they share
  const blocks = conditionalBlocks(tail);
  if (blocks) return { kind: 'label_word', labels: blocks.labels, ...(blocks.lead ? { affix: [blocks.lead, ''] as [string, string] } : {}) };
  const followed = labelFollowedByOptions(tail);
  if (followed) return { kind: 'label_word', labels: followed.labels, lead: followed.lead };
  const withReason = quotedOptionsWithReason(tail);
  if (withReason) return { kind: 'label_word', labels: withReason.labels, reasonAfter: withReason.reasonAfter };
  // (a score's line the reply ends on, the reasoning's own line shown before it: '"Reasoning: <reasoning>"' … 'Conclude
  // with the score using the format: "Educational score: <total points>"': the reasoning written under that label)
  const found = answerFormatRead(text);
  const lead = found?.kind === 'score' && found.written && !found.bare && found.reasonLead === undefined ? reasoningLeadBefore(tail, found.written[0]) : undefined;
  const read = lead && found?.kind === 'score' ? { ...found, reasonLead: lead } : found;
  // A reply shown on one line with a slot for the reasoning and one for the score ("[Your justification] (spamness
  // [percentage]%)"): that line, filled, where nothing more telling was read
  // (…or where the score's line read holds the reasoning's slot before it, "Reasoning: <your reasoning> Score: <score>")
  const slotInWritten = read?.kind === 'score' && read.written !== undefined && REASON_SLOT_SHOWN.test(read.written[0]);
  if (read === null || slotInWritten || (read.kind === 'score' && !read.written && !read.tags && !read.lines && !read.reasonLine)) {
    const line = slotLine(text);
    if (line) return { kind: 'score', scale: read?.scale ?? scaleOf(text), lines: false, slotLine: line };
    // …or the prompt ending on empty slots, the reasoning's then the score's ("[reasoning]:\n\n[score]:"): each filled
    const slots = read?.kind === 'score' ? closingEmptySlots(text) : null;
    if (slots && read?.kind === 'score') return { ...read, written: [`${slots.scoreLabel} `, ''], reasonLead: `${slots.reasonLabel} ` };
    // …or a yes asked for alone, the other case left unsaid ("If so, respond with a single word: yes"): yes or no
    if (read === null && YES_ALONE.test(tail)) return { kind: 'yes_no' };
    // …or a reply shown whole as an example, ending on the verdict's line ("### Sample Output" … "Total Score: 3 points")
    const sampled = read === null ? sampledOutputForm(text) : null;
    if (sampled?.kind === 'score_line') return { kind: 'score', scale: scaleOf(text), lines: false, written: sampled.written };
    if (sampled?.kind === 'json_line') return { kind: 'json', keys: sampled.keys, scale: scaleOf(text), scoreKeys: sampled.scoreKeys };
    // …or the prompt ending on a dimension's label whose range the rubric gave ("Fluency (1-5): …" … "Fluency:"): the score
    const closingScale = read === null ? closingNamedScale(text) : null;
    if (closingScale) return { kind: 'score', scale: closingScale, lines: false };
    // …or the numbers the reply may be listed as allowed ("Allowed scores are exactly: 1.0, 1.5, …, 5.0"): one of them
    const allowed = read === null ? allowedValues(text) : null;
    if (allowed) return allowed.kind === 'labels' ? { kind: 'label_word', labels: allowed.labels } : { kind: 'score', scale: { min: allowed.min, max: allowed.max }, lines: false };
    // …or scores asked as a dictionary that elides its dimensions, the overall score last ("{'维度一': 打分, ..., '综合得分': 打分}")
    const dict = elidedDict(text);
    if (dict) return { kind: 'json', keys: [dict.key], scale: read?.scale ?? scaleOf(text), scoreKeys: [dict.key], ...(dict.quote === "'" ? { python: true as const, singleQuoted: true as const } : {}) };
    // …or the reply's sections named in quotes, the score's with its range ("… quatro seções: 'Pontos Fortes', … e 'Score de
    // Coerência e Estrutura (0 a 10)'"): the reasoning, then that section's name with the score after it
    const section = read === null || read.kind === 'score' ? scoredSectionNamed(text) : null;
    if (section) return { kind: 'score', scale: section.scale, lines: false, written: [`${section.name}: `, ''], reasonLead: '' };
    // …or a score asked in words beside a justification asked in words, no layout shown ("Provide a score from 0 to 10 …
    // Include a detailed justification for the score"): the score on a line of its own under the word it was asked by, the
    // justification under it, as a judge writes both (a bare number would leave the justification unwritten)
    // (out of the scale's top where the scale is whole, "Score: 8/10", as such a judge writes it and as the parsers written
    // against its replies read it: the number after the label, or the part before the slash)
    const justified = read?.kind === 'score' && read.scale !== null && !read.bare ? scoreWithJustification(tail) : null;
    if (justified && read?.kind === 'score' && read.scale !== null && !NUMBER_ASKED_ALONE.test(tail)) {
      const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1).toLowerCase()}`;
      const outOf = Number.isInteger(read.scale.max) && read.scale.max >= 3 && read.scale.min >= 0 && read.scale.min <= 1;
      return { ...read, lines: true, labels: [capitalized(justified[0]), capitalized(justified[1])], ...(outOf ? { outOf: true as const } : {}) };
    }
  }
  // (a JSON answer shown inside the tags it is written in: `<analysis>\n"task_completion": {"success": …}\n</analysis>`)
  const form = read?.kind === 'json' && !read.fenced && !read.python ? { ...read, ...jsonInTags(text, read.keys, read.wrapper) } : read;
  const laidOut = laidOutAsShown(form, text);
  if (laidOut) return laidOut;
  // Two options each quoted whole after the same label ("Respond with ONLY 'FINAL VERIFICATION ANSWER:True' or ONLY
  // 'FINAL VERIFICATION ANSWER:False'"), read as yes or no or as bare labels: written as quoted. (A layout of lines read
  // from them keeps its reasoning line: '"Decision: KEEP" or "Decision: DROP". Then explain in one sentence.')
  const prefixed = form?.kind === 'yes_no' || (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead) ? sameLabelQuoted(tail) : null;
  if (prefixed) return { kind: 'label_word', labels: prefixed.labels, affix: [prefixed.label, ''] };
  // Numbers each said with when to give them ("Answer 0 if …, or 1 if …. Answer -1 if you cannot tell."): all of them,
  // where fewer were read from one sentence
  if (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead && form.labels.every((l) => /^-?\d{1,2}$/.test(l))) {
    const conditioned = conditionedNumbers(text);
    if (conditioned.length > form.labels.length && form.labels.every((l) => conditioned.includes(l))) return { kind: 'label_word', labels: conditioned };
  }
  // Plain labels that the template's reply layout puts on a line of its own, under its label beside the
  // reasoning's ("reasoning: [your reasoning]" / "is_the_agent_response_valid: [valid|invalid]"): that layout.
  // …and so do yes and no ("Step-by-step verification: xxx" / "Final Judgement: (Yes or No)").
  if ((form?.kind === 'label_word' && !form.tags && !form.wrap && !form.lead && !form.affix && !form.phrase) || form?.kind === 'yes_no') {
    const lines = answerLines(text);
    const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.some((y) => y.toLowerCase() === x.toLowerCase()));
    if (lines && lines.lines.length >= 2 && lines.lines.every((l) => l.label !== '') && same(lines.options, form.kind === 'yes_no' ? ['yes', 'no'] : form.labels)) return { kind: 'lines', ...lines };
    // (…or shown with placeholders for both, the options named in words: "Decision: <Y>" / "Explanation: <Explanation>")
    const placed = placeholderVerdictLines(text);
    if (placed) return { kind: 'lines', lines: placed, options: form.kind === 'yes_no' ? ['Yes', 'No'] : form.labels };
    // (…or each label on a line of its own over its slot: "Reasoning for task success/failure:\n<reasoning>\n\nDid the robot solve the task?:\n<Yes/No>")
    const options = form.kind === 'yes_no' ? ['Yes', 'No'] : form.labels;
    const sections = slotsUnderLabels(text, options);
    if (sections) return { kind: 'lines', lines: sections, options };
  }
  // …or shown by a worked example, a reason's line then the verdict's holding one of the labels ("Example Response:\n
  // EXPLANATION: …\nLABEL: VALID"): those two lines, in that order
  if (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.lead && !form.affix && !form.phrase) {
    const shown = exampleLines(text, form.labels);
    if (shown) return { kind: 'lines', lines: shown, options: form.labels };
  }
  // A closing yes-or-no question read as yes or no, when the words to respond with are listed after it ("Does A entail
  // B? Respond with entailment, contradiction, or neutral."): those words
  if (form?.kind === 'yes_no') {
    const listed = numbersForVerdicts(text);
    if (listed?.kind === 'label_word') return listed;
    // (…or numbers each said with when to give it: "Reply 0 if … Image A, or 1 if … Image B. Reply -1 if unsure.")
    const conditioned = conditionedNumbers(text);
    if (conditioned.length > 0) return { kind: 'label_word', labels: conditioned };
  }
  // Options read in words, written in the tag the template names for the answer ("output 'correct' or 'incorrect' in
  // <result> tags", "Answer in <verdict> tags with RESOLVED or UNRESOLVED"), or shown filled in it ("<label>A</label> or …").
  if (form?.kind === 'yes_no' || (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead)) {
    const named = namedAnswerTags(text);
    if (named && named.options.length >= 2) return { kind: 'label_word', labels: named.options, tags: named.tags };
    if (named && form.kind === 'label_word') return { ...form, tags: named.tags };
  }
  // Labels written in a slot of a format the template quotes, a blank standing for the label ('in precisely this format:
  // "**output: {"judgement": "_"}**", where you fill in the spaces with either "Response 1" … or "Tie"'): the format around them.
  // (…read as an object of one key when the format opens right on it: its options are the labels)
  const blankable = form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead ? form.labels : form?.kind === 'json' && form.keys.length === 1 && (form.options?.length ?? 0) >= 2 ? form.options! : null;
  const blank = blankable ? BLANK_IN_QUOTED_FORMAT.exec(tail) : null;
  if (blankable && blank) return { kind: 'label_word', labels: blankable, affix: [blank[1]!, blank[2]!] };
  // …and yes or no asked between bracketed marks ("Answer YES or NO." / "[Start of Answer] … [End of Answer]")
  if (form?.kind === 'yes_no' || (form?.kind === 'label_word' && !form.tags && form.labels.length === 2 && form.labels.every((l) => /^(?:yes|no)$/i.test(l)))) {
    const marked = taggedAnswer(text);
    if (marked?.kind === 'label_word' && (marked.tags?.brackets || marked.tags?.bbcode)) return marked;
  }
  // …and written in capitals where the template shows them so ("('YES' or 'NO')", "YES or NO"), for readers that compare the case
  if (form?.kind === 'yes_no' && CAPITAL_YES_NO.test(text)) return { kind: 'label_word', labels: ['YES', 'NO'] };
  // "Return the number value as format Score: . … returned as plain text as Analysis: .": a label shown with an empty
  // slot, the score written after it on its line, the explanation after the other label named so
  // …or where worked examples show both lines filled ("Score: 5" / "Reason: …" under each): those lines
  if (form?.kind === 'score' && !form.lines && !form.written && !form.tags && !form.reasonLine) {
    const labelled = emptySlotLabels(tail) ?? shownScoreReasonLines(text);
    if (labelled) return { ...form, lines: true, labels: labelled };
  }
  // A line the format shows with a slot named for the label ("Output format **exactly**:\n#mapping: \"<category>\"",
  // "Verdict: <label>"): the label written in that slot, the line as shown around it
  if (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead && form.reasonAfter === undefined) {
    const slot = LABEL_SLOT_LINE.exec(tail);
    if (slot && /\bformat\b/i.test(tail.slice(Math.max(0, slot.index - 200), slot.index))) return { ...form, affix: [`${slot[1]!}${slot[2]!}`, slot[2] === '“' ? '”' : slot[2]!] };
  }
  // "The output shall contain: 1. Compliance status … 2. One paragraph rationale … Separate each with a | .": the reason
  // after the label, that mark between them
  if (form?.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead && form.reasonAfter === undefined) {
    const separated = PARTS_SEPARATED.exec(tail);
    if (separated && /\b(?:rationale|reason(?:ing)?|explanation|justification)\b/i.test(tail.slice(Math.max(0, separated.index - 400), separated.index))) return { ...form, reasonAfter: SEPARATOR_MARKS[separated[1]!.toLowerCase()] ?? `${separated[1]!} ` };
  }
  // "state your choice inside [[ and ]]", "put the score in double square brackets": the verdict read elsewhere, in them
  if (form !== null && DOUBLE_BRACKETS_ASKED.test(tail)) {
    if (form.kind === 'label_word' && !form.tags && !form.wrap && !form.affix && !form.phrase && !form.lead) return { ...form, wrap: 'double_brackets' };
    if (form.kind === 'yes_no') return { kind: 'label_word', labels: ['Yes', 'No'], wrap: 'double_brackets' };
    if (form.kind === 'score' && !form.lines && !form.written) return { kind: 'rating_brackets', scale: form.scale };
  }
  // "Then provide:\n- An Overall Score (1–5)": the score written after the name the bullet gives it, as a line of its own
  if (form?.kind === 'score' && !form.lines && !form.written && !form.tags && !form.slotLine && !form.labels) {
    const named = NAMED_SCORE_BULLET.exec(tail);
    if (named && (form.scale === null || (Number(named[2]) === form.scale.min && Number(named[3]) === form.scale.max))) return { ...form, scale: form.scale ?? { min: Number(named[2]), max: Number(named[3]) }, written: [`${named[1]!}: `, ''] };
  }
  // "in square brackets, like this: [X%], where X is the rating" (", assim: [X%], onde X é a avaliação"): the number in the
  // slot's brackets, the percent sign kept
  const slot = LETTER_SLOT_EXPLAINED.exec(tail);
  if (slot && (form === null || (form.kind === 'score' && !form.lines && !form.written && !form.tags && !form.slotLine))) {
    const scale = form?.kind === 'score' ? form.scale : scaleOf(text);
    if (scale) return { kind: 'score', scale, lines: false, written: ['[', `${slot[2] ?? ''}]`] };
  }
  // "Place rating between square brackets (i.e. [])": the score in single brackets, on the scale the rubric's levels number
  if (SINGLE_BRACKETS_ASKED.test(tail) && !DOUBLE_BRACKETS_ASKED.test(tail)) {
    if (form === null) {
      const levels = rubricLevels(text) ?? scaleOf(text) ?? numberedLevels(text) ?? dottedLevels(text);
      if (levels) return { kind: 'score', scale: levels, lines: false, written: ['[', ']'] };
    } else if (form.kind === 'score' && !form.lines && !form.written && !form.tags && !form.slotLine) return { ...form, written: ['[', ']'] };
  }
  return form;
}

/**
 * Levels numbered one per line, each named before a colon ("1. Very Serious: …" to "5. Very Humorous: …"): the scale they
 * run over, three to ten of them counted up from 0 or 1 in order. Read on a bounded text.
 */
function dottedLevels(text: string): Scale | null {
  const numbers = [...text.slice(-20_000).matchAll(/(?:^|\n)[ \t]{0,4}(\d{1,2})[.)][ \t]+[\p{Lu}][^:\n]{0,40}:/gu)].slice(0, 12).map((m) => Number(m[1]));
  if (numbers.length < 3 || numbers.length > 10 || numbers[0]! > 1 || numbers.some((n, i) => n !== numbers[0]! + i)) return null;
  return { min: numbers[0]!, max: numbers[numbers.length - 1]! };
}

/** A bullet naming the score asked, in capitals, with its range: "- An Overall Score (1–5)", "* Final Rating (0-10)". */
const NAMED_SCORE_BULLET = /(?:^|\n)[ \t]{0,4}[-*•][ \t]{1,3}(?:(?:[Aa]n?|[Tt]he|[Yy]our)[ \t]+)?((?:[A-Z][a-z]{2,15}[ \t]+){0,2}(?:Score|Rating|Grade))[ \t]*\([ \t]*(\d{1,3})[ \t]*(?:-|–|to)[ \t]*(\d{1,3})[ \t]*\)[ \t]*(?=\n|$)/;

/** A score asked between single square brackets: "Place rating between square brackets (i.e. [])", "put your score in brackets, e.g. [4]". */
/** A letter in square brackets standing for the number, explained after it: "[X%], where X is the rating", "[N], onde N é a nota". */
const LETTER_SLOT_EXPLAINED = /\[[ \t]?([XN])[ \t]?(%)?[ \t]?\][ \t]*,?[ \t]*(?:where|onde|donde|dove|où|wobei|wo)[ \t]+\1[ \t]+(?:is|é|es|è|est|ist)(?![\p{L}])/u;
const SINGLE_BRACKETS_ASKED = /\b(?:place|put|write|enclose|wrap|give|return)[ \t]+(?:the[ \t]+|your[ \t]+)?(?:final[ \t]+)?(?:rating|score|grade)[ \t]+(?:between|in|inside|within)[ \t]+(?:single[ \t]+)?(?:square[ \t]+)?brackets\b/i;

/** A line of its own holding a label and a slot named for the label, quoted or not: '#mapping: "<category>"', "Verdict: <label>". */
const LABEL_SLOT_LINE = /(?:^|\n)[ \t]{0,8}(#{0,3}[ \t]?[A-Za-z][\w -]{0,30}:[ \t]?)(["'“]?)<(?:category|label|verdict|answer|class|classification|decision|choice|result)>["'”]?[ \t]*(?=\n|$)/i;

/** The parts of the reply said to be separated by a mark: "Separate each with a | .", "separated by a semicolon". */
const PARTS_SEPARATED = /\bseparate(?:d)?[ \t]+(?:(?:each|them|both|these|the[ \t]+(?:two|parts|fields))[ \t]+)?(?:with|by)[ \t]+(?:an?[ \t]+|the[ \t]+)?(\||;|pipe|vertical bar|semicolon)(?![\w|])/i;
const SEPARATOR_MARKS: Record<string, string> = { '|': '| ', pipe: ' | ', 'vertical bar': ' | ', ';': '; ', semicolon: '; ' };

/** The verdict asked inside double square brackets, named in words or shown empty: "inside [[ and ]]", "in [[ ]]", "in double square brackets". */
// (said of the verdict, not of other marks the reply makes: "WRAP EACH CORRECTED part in double brackets [[...]]" is no score's)
const DOUBLE_BRACKETS_ASKED = /\b(?:score|rating|verdict|answer|choice|label|decision|grade|judg(?:e?ment)|result|preference|winner|option|number|output|response)\b[^.\n]{0,60}?\b(?:inside|in|within|between|enclosed in|wrapped in|surrounded by)[ \t]+(?:\[\[[ \t]*(?:and[ \t]*)?\]\]|double[ \t]+(?:square[ \t]+)?brackets)/i;

/** The numbers a key's placeholder lists (`"score": <1, 2, 3, or -1>`), as the scale they span; null when it lists none. */
function numbersListedFor(text: string, key: string): Scale | null {
  const m = new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}[<[][ \\t]{0,2}(-?\\d{1,3}(?:[ \\t]{0,2}(?:,|\\||/|or)[ \\t]{0,2}(?:or[ \\t]{1,2})?-?\\d{1,3}){1,10})[ \\t]{0,2}[>\\]]`).exec(text);
  if (!m) return null;
  const values = m[1]!.match(/-?\d+/g)!.map(Number);
  return { min: Math.min(...values), max: Math.max(...values) };
}

/** Whether the text sets a key to two numbers or more in words ("set is_bad=1 … set is_bad=0"). */
function assignedNumbers(text: string, key: string): boolean {
  const values = assignedValues(text, key);
  return values.length >= 2 && values.every((v) => /^-?\d+(?:\.\d+)?$/.test(v));
}

/**
 * Yes and no in capitals, one beside the other, quoted or not: '"YES" or "NO"', "('YES' or 'NO')", "'YES'/'NO'",
 * "Respond ONLY with:\nYES or NO" (a reader comparing `== "YES"` takes only the capitals).
 */
const CAPITAL_YES_NO = /(?<![\w"'“‘])["'“‘]?YES["'”’]?[ \t]{0,2}(?:or|OR|\/)[ \t]{0,2}["'“‘]?NO["'”’]?(?![\w"'”’])/;

/** The score and the reason asked together, separated by a mark: "Output the score and the explanation, separated by a comma". */
const SCORE_THEN_REASON_SEPARATED = /\b(?:output|give|write|return|provide|respond with|reply with)\b[^.\n]{0,20}?\b(?:score|rating|grade)[ \t]+and[ \t]+(?:the[ \t]+|an?[ \t]+|your[ \t]+)?(?:explanation|reason(?:ing)?|rationale|justification)s?,?[ \t]+separated[ \t]+by[ \t]+(?:an?[ \t]+)?(comma|semicolon|tab|new[ \t]?line|line break|pipe|vertical bar)\b/i;
const SEPARATORS: Record<string, string> = { comma: ', ', semicolon: '; ', tab: '\t', newline: '\n', 'new line': '\n', 'line break': '\n', pipe: ' | ', 'vertical bar': ' | ' };

/** Two quoted labels decided between: 'decide between the two labels "Substantiated" and "Unsubstantiated"'. */
const DECIDED_BETWEEN = /\b(?:decide|choose|select|pick|classify|label|judge)\b[^.\n]{0,40}?\bbetween[ \t]+(?:the[ \t]+)?(?:(?:two|2)[ \t]+)?(?:(?:labels|options|categories|classes|values|verdicts|answers)[ \t]*:?[ \t]*)?["“]([^"”\n]{1,40})["”][ \t]*,?[ \t]*(?:and|or)[ \t]+["“]([^"”\n]{1,40})["”]/i;
/** Two quoted values named after the word for what is given: "Give a binary score 'yes' or 'no'", 'a label "safe" or "unsafe"'. */
const SCORE_PAIR = /\b(?:score|value|label|verdict|grade|answer)[ \t]{1,2}["'“‘]([A-Za-z][\w-]{0,15})["'”’][ \t]{1,2}or[ \t]{1,2}["'“‘]([A-Za-z][\w-]{0,15})["'”’]/i;

/** DSPy's ChatAdapter layout, when the text's closing sentence asks for it (answer-layouts.ts `dspyFields`), else null. */
export function dspyFormat(text: string): AnswerFormat | null {
  const fields = dspyFields(text, () => scaleOf(text));
  return fields ? { kind: 'lines', ...fields } : null;
}

function answerFormatRead(text: string): AnswerFormat | null {
  const perStatement = statementFormatOf(text);
  if (perStatement) return perStatement;
  // JSON keys named in words, each glossed: "Output JSON: grounded (true/false), reason (short explanation)"
  // …or listed one per bullet with their types under a line announcing JSON ("- is_valid: boolean (…)")
  const keysInWords = jsonKeysInWords(text) ?? jsonKeysTypedInBullets(text);
  if (keysInWords) return keysInWords;
  // (…or the levels a rubric lists one per line: "1 - cold", "2 - neutral", "3 - warm", or under the score's name: "Score 0: …")
  const statedScale = scaleOf(text) ?? cjkLevels(text);
  const scale = statedScale ?? numberedLevels(text) ?? labelledLevels(text) ?? decimalLevels(text);
  // a template that names JSON asks for an object: the readings of bare options stand aside for it
  const asksJson = /\bjson\b/i.test(text);
  // DSPy's output fields, each under its header (the adapter states them in so many words)
  const dspy = dspyFields(text, () => scale);
  if (dspy) return { kind: 'lines', ...dspy };
  // Several scores on labelled lines ("RELEVANCE: <0-3>\nDIVERSITY: <0-3>\nREASONING: <…>"), unless a JSON object is asked
  const scored = asksJson ? null : scoreLines(text, statedScale);
  if (scored) return { kind: 'lines', lines: scored.lines, options: [], keys: scored.keys, dimensions: scored.dimensions, joiner: scored.joiner, ...(scored.header ? { header: scored.header } : {}) };
  // (options one per line under a JSON answer asked for are that answer's values: read there)
  const listedAfterColon = listedAnswers(text) ?? (asksJson ? null : optionsOnLines(text)) ?? quotedSymbols(text);
  // (not the keys of a JSON object shown under "use these exact keys:", each quoted before its colon: that object is the format)
  if (listedAfterColon && !labelsAreShownKeys(listedAfterColon, text) && !isBooleanOfShownKey(listedAfterColon, text)) return listedAfterColon;
  const choiceLine = demonstratedChoiceLine(text);
  if (choiceLine) return choiceLine;
  // (quoted or not, the quotes escaped as a string in code writes them, '\"[[A]]\" if …'; "once" perhaps before the condition)
  // (…or inside the tag the answer goes in: "'<answer>[[A]]</answer>' if Chatbot A is better")
  const bracketLetters = lettersOf(text, /["'“`]?(?:[A-Z][A-Za-z ]{1,30}:[ \t]{0,2})?\[\[([A-C])\]\](?:<\/[A-Za-z_][\w-]{0,20}>)?\\?["'”`]?\s+(?:once\s+)?(?:if|for)\b/g);
  if (bracketLetters.length >= 2) {
    // (…said to go in a key of the JSON asked for, "Indicate your decision in the key 'Judgement', use "[[A]]" if …": that
    // key holds them as written, beside the JSON's other keys)
    const inKey = asksJson ? /\bin[ \t]+the[ \t]+(?:key|field)[ \t]+["'`“‘]([A-Za-z_][A-Za-z0-9_]{0,30})["'`”’]|\bin[ \t]+the[ \t]+["'`“‘]([A-Za-z_][A-Za-z0-9_]{0,30})["'`”’][ \t]+(?:key|field)\b/.exec(text) : null;
    const held = inKey ? (inKey[1] ?? inKey[2])! : null;
    const jsonKeyNames = held ? jsonKeys(text).keys : [];
    if (held && jsonKeyNames.includes(held)) return { kind: 'json', keys: jsonKeyNames, scale, options: bracketLetters.map((l) => `[[${l}]]`), optionKeys: [held] };
    // "Best Response: [[letter]]": the words the bracketed letter is written after.
    const lead = /["“]([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}\[\[[A-Za-z ]{1,12}\]\]["”]/.exec(text)?.[1];
    return { kind: 'verdict_brackets', letters: bracketLetters, ...(lead ? { lead } : {}) };
  }
  // Letters in double brackets quoted where the judge is told to output them, in any language
  // ("如果你认为回答A更好，请在分析最后输出'[[A]]'…'[[B]]'"): the letter in its brackets.
  const quotedBracketLetters = lettersOf(text, /(?:output|answer|respond|reply|write|print|return|输出|回答|回复|给出|出力)[^\n[]{0,12}["'“‘]\[\[([A-C])\]\]["'”’]/gi);
  if (quotedBracketLetters.length >= 2) return { kind: 'verdict_brackets', letters: quotedBracketLetters };
  // …or each quoted and followed by its condition, in any language ('"[[A]]" wenn Assistent A besser ist, "[[B]]" wenn …').
  const conditionedLetters = lettersOf(text, /["“‘]\[\[([A-C])\]\]["”’][ \t]{0,2}(?:wenn|falls|si|se|cuando|quando|если|когда|als|om|jeśli|if|when)(?=[ \t])/gi);
  if (conditionedLetters.includes('A') && conditionedLetters.includes('B')) return { kind: 'verdict_brackets', letters: conditionedLetters };
  // …or after a condition written in Japanese, Chinese or Korean ("アシスタントAが優れていれば[[A]]", "如果A更好则[[A]]",
  // "어시스턴트 A가 더 나으면 "[[A]]"": the verb's ending -(으)면 is "if").
  const cjkConditioned = lettersOf(text, /(?:れば|なら|場合は|時は|则|則|就|경우(?:에는|에)?|[가-힣]면,?)[ \t]*['"‘“]?\[\[([A-C1-3])\]\]/gu);
  if ((cjkConditioned.includes('A') && cjkConditioned.includes('B')) || (cjkConditioned.includes('1') && cjkConditioned.includes('2'))) return { kind: 'verdict_brackets', letters: cjkConditioned };
  // Words in double brackets: '"[[Yes]]" if the answer is faithful … "[[No]]" if not'
  const bracketWords = unique([...text.matchAll(/["'“]?\[\[([A-Za-z]{2,12})\]\]\\?["'”]?\s+(?:once\s+)?(?:if|for)\b/g)].map((m) => m[1]!));
  if (bracketWords.length >= 2) return { kind: 'verdict_brackets', letters: bracketWords };
  // "answer with [[Yes]] or [[No]]", levels listed one per line as "- [[Fully supported]] …": a label in double
  // brackets, after the words the format shows it after ("Rating: [[...]] Analysis: ...").
  // …or each said with when it applies ("<[[Success]] if the actions match, [[Failure]] otherwise>")
  const offered =
    /\[\[([A-Za-z][A-Za-z ]{0,30})\]\]\s+or\s+\[\[([A-Za-z][A-Za-z ]{0,30})\]\]/.exec(text) ??
    /\[\[([A-Za-z][A-Za-z ]{0,30})\]\][ \t]+(?:if|when)\b[^\n[]{1,200}?[,;][ \t]*(?:and[ \t]+|or[ \t]+)?\[\[([A-Za-z][A-Za-z ]{0,30})\]\][ \t]+(?:if|when|otherwise)\b/.exec(text);
  const listedLevels = unique([...text.matchAll(/(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}\[\[([A-Za-z][A-Za-z ]{0,30})\]\]/g)].map((m) => m[1]!));
  // 'in double square brackets, e.g. "[[Response 2]]"': a side shown by its name and number, both sides its options
  const shownSide = /\[\[((?:Response|Answer|Output|Assistant|Model|Summary|Option|Candidate|Completion) )([12AB])\]\]/.exec(text);
  const shownSides = shownSide ? (/[12]/.test(shownSide[2]!) ? ['1', '2'] : ['A', 'B']).map((side) => `${shownSide[1]}${side}`) : [];
  const inDoubleBrackets = offered ? [offered[1]!, offered[2]!] : listedLevels.length >= 2 && listedLevels.length <= 8 ? listedLevels : shownSides;
  // 'in this format: "Response: [[response]]" … e.g. "Response: [[YES]]" and "Response: [[NO]]"': the labelled line shown quoted with each of its words
  const shown = inDoubleBrackets.length >= 2 ? null : shownBracketWords(text);
  if (shown) return { kind: 'label_word', labels: shown.words, wrap: 'double_brackets', lead: shown.lead };
  if (inDoubleBrackets.length >= 2) {
    const lead = /["“]([A-Z][A-Za-z ]{1,30}:)[ \t]{0,2}\[\[[^\]\n]{1,30}\]\][^"”\n]{0,60}["”]/.exec(text)?.[1];
    return { kind: 'label_word', labels: inDoubleBrackets, wrap: 'double_brackets', ...(lead ? { lead } : {}) };
  }
  // "Final answer: 0 (not clickbait) or 1 (clickbait)": a labelled line offering its options, each glossed, joined by "or"
  const glossedLine = glossedOptionsLine(text.slice(-TAIL));
  if (glossedLine) return glossedLine;
  // "output the result in the following format:\nBetter: X (X is A, B, or N, …)": the labelled line, its options.
  const placeheld = /(?:^|\n)[ \t]{0,8}([A-Z][A-Za-z ]{1,20}:)[ \t]{0,2}X[ \t]{0,2}\([ \t]{0,2}X is ((?:[A-Za-z0-9]{1,12},[ \t]{0,2}){1,6})(?:or[ \t]+)?([A-Za-z0-9]{1,12})\b/.exec(text);
  if (placeheld) return verdictLineAfterReason(placeheld[1]!, [...placeheld[2]!.split(',').map((o) => o.trim()).filter(Boolean), placeheld[3]!]);
  // "Resultado de sesgo: (a elegir entre (X) y (Y))", "Verdict: (one of "pass" or "fail")": a labelled line whose
  // options are named in a parenthesis after its label, each written as shown there (its own parentheses kept).
  const parenthesized = PARENTHESIZED_OPTIONS.exec(text);
  if (parenthesized) {
    const options = [parenthesized[2]!, ...[...parenthesized[3]!.matchAll(PARENTHESIZED_OPTION)].map((o) => o[0].replace(/^[ \t]*,[ \t]*/, '')), parenthesized[4]!].map((o) => o.replace(/^["“']|["”']$/g, ''));
    // (numbers alone are a scale's ends, "(your rating, as a number between 1 and 5)": the score readers read them)
    if (new Set(options).size === options.length && !options.every((o) => /^\(?\d+\)?$/.test(o))) return verdictLineAfterReason(parenthesized[1]!, options);
  }
  // "--- success\ntrue/false\n\n--- explanation\n...": each section's value on the line under its header
  const dashed = dashedSections(text);
  if (dashed) return { kind: 'lines', ...dashed };
  // "Line 1 — one of: PASS, FAIL, N/A" / "Line 2 — one short sentence explaining the verdict": those two lines, bare
  const describedLines = describedOutputLines(text);
  if (describedLines) return { kind: 'lines', ...describedLines };
  const shownLine = labelledLineChoice(text);
  if (shownLine) return shownLine;
  // Each option shown as a line of its own with a slot for the reason after it ("PASS: <brief reason>" / "FAIL: <brief reason>")
  const labelled = labelThenReason(text);
  if (labelled) return { kind: 'label_word', labels: labelled.labels, reasonAfter: labelled.separator };
  // Options the template shows where the answer goes (a named placeholder's values, letters or sides after the verb,
  // each option whole in its tag, labels in backticks to select from): options-shown.ts
  const optionsAsShown = optionsShown(text);
  if (optionsAsShown) return optionsAsShown;
  // Graded pair verdicts listed as labels: "Assistant A is slightly better: [[A>B]]" (Arena-Hard).
  const graded = unique([...text.matchAll(/:[ \t]{0,4}\[\[([AB](?:[<>=]{1,2}|!=)[AB])\]\]/g)].map((m) => m[1]!));
  if (graded.length >= 2) return { kind: 'verdict_brackets', letters: graded };
  // "[[rating]]", "[[5]]", or a score named in another language inside the brackets ("[[分数]]", "[[实际分数]]")
  // (…or a placeholder for it, "[[<1-10>]]", "[[<score>]]")
  if (/\[\[\s*(?:rating|score|\d+(?:\.\d+)?|[^\]\n]{0,8}(?:分数|分數|得分|评分|評分|点数|スコア|점수)|<(?:\d{1,3}[ \t]*[-–][ \t]*\d{1,3}|(?:your[ \t_-]+)?(?:rating|score))>)\s*\]\]/i.test(text)) {
    // a shown score with decimals ("e.g. "[[0.5]]"") is written with as many ("[[1.0]]")
    const decimals = /\[\[\s*\d+\.(\d{1,3})\s*\]\]/.exec(text)?.[1]?.length;
    // the label the brackets are shown after, at a line's start or a quote's ("评分：[[实际分数]]", '"Rating: [[5]]"')
    const lead = [...text.matchAll(/(?:^|\n|["“])[ \t]{0,4}([^\n"“”[\]:：]{1,30}[:：])[ \t]{0,2}\[\[\[?[^\]\n]{1,12}\]\]/g)].pop()?.[1];
    // brackets shown three deep ("Rating: [[[4]]]"): written three deep
    const triple = /\[\[\[\s*(?:rating|score|\d+(?:\.\d+)?)\s*\]\]\]/i.test(text);
    return { kind: 'rating_brackets', scale, ...(decimals ? { decimals } : {}), ...(lead ? { lead } : {}), ...(triple ? { depth: 3 as const } : {}) };
  }
  // A total written between CJK brackets with its unit: "【总分】...分" (the reasoning on the lines before it).
  const bracketedTotal = /(【(?:总分|总得分|最终得分|得分|分数|评分)】)[ \t]*(?:\.{2,}|…+|\d+(?:\.\d+)?)[ \t]*(分)/u.exec(text);
  if (bracketedTotal) return { kind: 'score', scale, lines: false, written: [bracketedTotal[1]!, bracketedTotal[2]!] };
  if (/\[RESULT\]/.test(text)) {
    // (…or two words in the slot that follows it: "[RESULT] (YES or NO)", "[RESULT] <PASS or FAIL>")
    const letters = /\[RESULT\][^\n]{0,40}\bEither\s+"?([A-B])"?\s+or\s+"?([A-B])"?/i.exec(text) ?? /\[RESULT\][ \t]*[(<[][ \t]*["']?([A-Za-z]{1,12})["']?[ \t]+or[ \t]+["']?([A-Za-z]{1,12})["']?[ \t]*[)>\]]/.exec(text);
    return { kind: 'result_tag', scale, letters: letters ? [letters[1]!, letters[2]!] : [] };
  }
  if (/GRADE:\s*(?:CORRECT|INCORRECT)\s+or\s+(?:CORRECT|INCORRECT)/.test(text)) return { kind: 'grade_word' };
  if (/GRADE: ?(?:C|I|P|\$?\{|\$LETTER)/.test(text)) {
    const letters = /LETTER is one of ([A-Z]{2,4})\b/.exec(text);
    return { kind: 'grade_letter', letters: letters ? letters[1]!.split('') : ['C', 'I'] };
  }
  if (/["'“]Y["'”]\s+or\s+["'“]N["'”]|\bY\b\s+or\s+\bN\b/.test(text)) return { kind: 'y_n' };
  const listed = listedChoices(text) ?? glossedLetters(text) ?? lettersFor(text) ?? inlineLetters(text) ?? slashedLetters(text);
  if (listed) return listed;
  // Options quoted with when each applies, or given in brackets to answer with: single letters are choices, words labels.
  // (…told in other languages too: "Напиши '1' если …", "Responde 'sí' si …", "Antworte mit …")
  // (…"by answering with ONLY 'A' if …")
  const instructed = /\b(?:respond|reply|answer|output|return|say)(?:ing)?\b/i.test(text) || INSTRUCTING_VERB_INTL.test(text);
  // (…a line announced as the format, its label then the options in one slot: 'in this format:\n"Verdict: [Keep / Drop]"')
  const announced = !asksJson ? announcedLabelSlot(text) : null;
  if (announced) return { kind: 'label_word', labels: announced.labels, lead: announced.lead };
  // (…a labelled line quoted whole with each value: `Conclude with "Verdict: select" if …, or "Verdict: skip" if …`)
  const labelledLine = !asksJson ? labelledIfOptions(text) : null;
  if (labelledLine) return { kind: 'label_word', labels: labelledLine.labels, lead: labelledLine.lead };
  // (…or each bold whole, one "or" between them: "**DECISION: Team A** or **DECISION: Team B**", written so)
  const bold = !asksJson ? /\*\*([A-Za-z][A-Za-z _]{1,30}):[ \t]*([^*\n]{1,30}?)[ \t]*\*\*[ \t]+or[ \t]+\*\*([A-Za-z][A-Za-z _]{1,30}):[ \t]*([^*\n]{1,30}?)[ \t]*\*\*/.exec(text.slice(-8000)) : null;
  if (bold && bold[1] === bold[3] && bold[2] !== bold[4]) return { kind: 'label_word', labels: [bold[2]!, bold[4]!], affix: [`**${bold[1]!}: `, '**'] };
  // (…or quoted after the verb a condition leads to: "If yes, answer: 'Yes' …", "If …, answer “Relevant (1)”")
  const quotedConditional = instructed && !asksJson ? quotedIfOptions(text) : [];
  const conditional = quotedConditional.length >= 2 || !instructed || asksJson ? quotedConditional : ifAnsweredOptions(text);
  if (conditional.length >= 2) {
    // …said inside the tag the answer goes in ("<score> Label the response as "positive" if …</score>"): written in it
    const tagged = conditional.some((o) => o.length > 1) ? taggedAnswer(text) : null;
    if (tagged?.kind === 'label_word' && tagged.labels.every((l) => conditional.includes(l))) return tagged;
    return conditional.every((o) => o.length === 1) ? { kind: 'choice_letter', letters: conditional } : { kind: 'label_word', labels: conditional };
  }
  // (not when the answer is a JSON object the template shows: "answer yes if …" then speaks of that object's verdict)
  const unquoted = asksJson && (SHOWN_OBJECT.test(text) || JSON_OBJECT_SHOWN.test(text)) ? [] : unquotedIfOptions(text);
  if (unquoted.length === 2) return { kind: 'label_word', labels: unquoted };
  // (numbers given for verdicts, "1 for acceptable, 0 for rejected", where a JSON object is shown are its key's values)
  const word = wordChoice(text) ?? bareChoices(text) ?? colonAnsweredOptions(text) ?? translatedColonOptions(text) ?? (asksJson ? null : repliedOptionsIntl(text)) ?? rtlAndIndicOptions(text) ?? numberedCategories(text) ?? quotedOptionLine(text) ?? barredOptionsSlot(text) ?? outputCapitals(text) ?? listedCapitals(text) ?? categoriesListed(text) ?? (asksJson ? null : categoriesAbove(text)) ?? listedOptionsLine(text) ?? bulletedAnswers(text) ?? (asksJson ? null : listedInBrackets(text)) ?? parenthesizedVerdicts(text) ?? (asksJson && (SHOWN_OBJECT.test(text) || JSON_OBJECT_SHOWN.test(text)) ? null : numbersForVerdicts(text)) ?? offeredOutsideJson(text, asksJson) ?? (asksJson || SHOWN_OBJECT.test(text) || JSON_OBJECT_SHOWN.test(text) ? null : (listedOptions(text) ?? quotedWhenOptions(text)));
  // (a score whose values are named for verdicts, "1 for success, 0 for failure", on the slot the reply is told to end on
  // or the line a format shows for it)
  const slotted = word?.kind === 'score' && !word.written ? statedLines(text, word.scale) : null;
  if (word?.kind === 'score' && slotted?.kind === 'score' && (slotted.written || slotted.lines)) return { ...slotted, scale: word.scale };
  // (…not labels that a JSON object the text shows holds as a value, "is_correct": "CORRECT or WRONG": that object is the answer)
  const heldInShownJson = word?.kind === 'label_word' && asksJson && (SHOWN_OBJECT.test(text) || JSON_OBJECT_SHOWN.test(text)) && word.labels.every((label) => new RegExp(`:[ \\t]{0,4}(?:["'][^"'\\n]{0,40}["'][ \\t]{0,4}(?:or|\\||\\/)[ \\t]{0,4}){0,5}["'][^"'\\n]{0,40}\\b${escapeRegExp(label)}\\b[^"'\\n]{0,40}["']`).test(text.slice(-6000)));
  // (…nor true and false written as a quoted key's value, `"polite": true/false`: that key is a boolean of the object shown)
  if (word && !heldInShownJson && !isBooleanOfShownKey(word, text)) return word;
  const inBrackets = bracketedAnswers(text);
  if (inBrackets.length >= 2) return { kind: 'label_word', labels: inBrackets };
  // Options listed one per line in their brackets, each with when it applies ("- [Supported] if the STATEMENT is …"),
  // where the answer is to be one of them: the words, in their brackets
  const bracketLines = [...text.slice(-6000).matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?\[([A-Za-z][A-Za-z _-]{0,28})\][ \t]{0,4}(?:if|when|[:–—-])[ \t]/g)].map((m) => m[1]!);
  if (bracketLines.length >= 2 && bracketLines.length <= 8 && new Set(bracketLines).size === bracketLines.length && /\b(?:one of the following|(?:wrapped|enclosed|written|given)[ \t]+in[ \t]+(?:square[ \t]+)?brackets)\b/i.test(text)) return { kind: 'label_word', labels: bracketLines, wrap: 'brackets' };
  // "Your final answer should be either [Attributable] or [Not Attributable], or [Contradictory]": the words, in their brackets
  const shouldBe = /\b(?:should|must|shall|will|has to|needs to)[ \t]+be[ \t]+(?:either[ \t]+|one of[ \t]+)?\[([A-Za-z][A-Za-z _-]{0,28})\]((?:,?[ \t]+(?:or[ \t]+)?\[[A-Za-z][A-Za-z _-]{0,28}\]){1,5})/.exec(text.slice(-4000));
  if (shouldBe) {
    const labels = [shouldBe[1]!, ...[...shouldBe[2]!.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!)];
    if (new Set(labels).size === labels.length) return { kind: 'label_word', labels, wrap: 'brackets' };
  }
  // "Conclude … in the format: [factual] or [incorrect]. If the evidence is conflicting, conclude with [inconclusive].":
  // the words in their brackets, with any more named in brackets by a verb of answering in the lines after
  const bracketedAfterVerb = BRACKETED_AFTER_VERB.exec(text.slice(-4000));
  if (bracketedAfterVerb) {
    const after = text.slice(-4000).slice(bracketedAfterVerb.index + bracketedAfterVerb[0].length).slice(0, 400);
    const labels = unique([bracketedAfterVerb[1]!, ...[...bracketedAfterVerb[2]!.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!), ...[...after.matchAll(BRACKETED_MORE)].map((m) => m[1]!)]);
    if (labels.length >= 2 && labels.length <= 6) return { kind: 'label_word', labels, wrap: 'brackets' };
  }
  // "a single line containing only two values indicating the scores for Assistant 1 and 2"
  if (/\btwo (?:values|scores|numbers)\b[^.\n]{0,80}\bscores? for (?:assistant|response|answer|model)s? (?:1|a) and (?:2|b)\b/i.test(text)) {
    // …as a JSON object of one key per side (`{"a_score": <Assistant A score>, "b_score": <Assistant B score>}`)
    const sides = asksJson ? sideKeys(jsonKeys(text).keys) : null;
    // (…after the explanation, where the explanation is asked for first: "In the first line, please provide a comprehensive
    // explanation … In the subsequent line, please output a single line containing only two values")
    const last = !sides && EXPLANATION_FIRST.test(text.slice(-3000));
    return { kind: 'score_pair', scale, ...(sides ? { keys: sides } : {}), ...(last ? { last: true as const } : {}) };
  }
  const pairTags = scorePairTags(text);
  if (pairTags) return { kind: 'score_pair', scale, tags: pairTags };
  const pairLines = scorePairLines(text);
  if (pairLines) return { kind: 'score_pair', scale, lines: pairLines };
  const led = ledOptions(text);
  if (led) return led;
  const named = namedLetters(text) ?? recordIdentifiers(text);
  if (named) return named;
  const phrased = placeholderPhrase(text);
  if (phrased) return phrased;
  // "…in your final sentence like "Therefore, the final score is ..."": the score written in that sentence
  // (…or the line the format shows on its own, ending on the slot: "using the format:\n\nThe aspect score is: [SCORE]")
  const sentence = scoreSentence(text) ?? labelFollowedByScore(text) ?? quotedScoreSlot(text) ?? labelFormCjk(text) ?? formatLineSlot(text);
  if (sentence) return { kind: 'score', scale: rubricLevels(text) ?? scale, lines: false, written: sentence.written };
  // "SCORE: awarded_score/6": the number out of its total, on the label shown
  const outOf = scoreOutOfSlot(text);
  // (a scale stated elsewhere with another top is some other number's, "CERTITUDE (0-1)" beside "GRADE: <note>/2.0")
  if (outOf) return { kind: 'score', scale: scale !== null && scale.max === outOf.max ? scale : { min: 0, max: outOf.max }, lines: false, written: outOf.written };
  const tagged = taggedAnswer(text);
  if (tagged) return tagged;
  const sides = quotedSides(text);
  if (sides) return sides;
  const stated = statedLines(text, scale);
  if (stated) return stated;
  // a line shown with a placeholder letter and, elsewhere, with a number: "**NOTA_RETROALIMENTACION: [X]**" … "Ejemplo: **NOTA_RETROALIMENTACION: [7.5]**"
  const numberLine = demonstratedNumberLine(text);
  if (numberLine) return { kind: 'score', scale, lines: false, written: numberLine.written };
  // "End with an overall assessment and a final score from 1-10.": the reasoning, then that score on a line named for it
  const closingScore = scale ? /\b(?:end|finish|conclude|close)\b[^.\n]{0,60}?\b(final|overall)[ \t]+(score|rating|grade)\b/i.exec(text.slice(-4000)) : null;
  if (closingScore) return { kind: 'score', scale, lines: false, written: [`${closingScore[1]![0]!.toUpperCase()}${closingScore[1]!.slice(1).toLowerCase()} ${closingScore[2]!.toLowerCase()}: `, ''] };
  // a labelled line quoted in the sentence that asks for it, its slot naming the options: 'Conclude your response with
  // the phrase "WINNER: <1 or 2>"', 'End with "Verdict: [PASS/FAIL]"' (…opened with a closing quote, as ”Final Answer: <A|B>”)
  const quotedLine = QUOTED_SLOT_LINE.exec(text.slice(-8000));
  const quotedOptions = quotedLine && /^[A-Z]/.test(quotedLine[1]!) ? optionsIn(quotedLine[2]!) : [];
  if (quotedLine && quotedOptions.length >= 2) return verdictLineAfterReason(`${quotedLine[1]!}:`, quotedOptions);
  const lines = answerLines(text, scale) ?? slotListedBelow(text) ?? headingSlots(text) ?? labelBlockSlots(text);
  if (lines) return { kind: 'lines', ...lines };
  const otherwise = otherwiseOptions(text);
  if (otherwise.length === 2) return { kind: 'label_word', labels: otherwise };
  // (…or told in parentheses what the verdict must be: "4. Verdict (must be: LINT_PASS or LINT_FAIL)"; where JSON is asked,
  // those are a key's values, read with the object)
  const mustBe = /\bjson\b/i.test(text) ? [] : mustBeOptions(text);
  if (mustBe.length === 2) return { kind: 'label_word', labels: mustBe };
  // A score asked inside LaTeX's box ("\\boxed{...} // where ... should be the final overall score (0, 0.5, or 1)")
  if (scale && boxedSlot(text)) return { kind: 'score', scale, lines: false, written: ['\\boxed{', '}'] };
  // Options named "between X or Y", summarized on a line the format shows with a slot ("The answer is: ..."): that line
  const summarized = summarizedOptions(text);
  if (summarized) return { kind: 'label_word', labels: summarized.labels, phrase: [summarized.lead, ''] };
  // "Output the preferred passage index, i.e. A or B and followed by an explanation": those two
  const thatIs = optionsAfterThatIs(text);
  if (thatIs) return { kind: 'label_word', labels: thatIs };
  const afterNoun = optionsAfterNoun(text);
  if (afterNoun.length === 2) return { kind: 'label_word', labels: afterNoun };
  const boxed = boxedOptions(text);
  if (boxed.length >= 2) return { kind: 'label_word', labels: boxed, affix: ['\\boxed{', '}'] };
  const labelledAs = asksJson ? [] : asIfOptions(text);
  if (labelledAs.length === 2) return { kind: 'label_word', labels: labelledAs };
  // Options quoted where the judge is told what to answer ("Respond with only "Yes" or "No"").
  // Options separated by slashes after the verb that asks for them ("Conclude the judgement by correct/incorrect/partially correct.").
  // Fields named in words ("Output your preference of "A", "SAME" or "B" to the pairwise_choice field."): a JSON answer.
  const fields = asksJson ? null : namedFields(text);
  if (fields) return { kind: 'json', keys: fields.keys, scale, options: fields.options, optionKeys: fields.optionKeys };
  const slashed = slashedOptions(text);
  if (slashed.options.length >= 2) {
    if (slashed.options.every((o) => /^[A-H]$/.test(o))) return { kind: 'choice_letter', letters: slashed.options };
    const slashedLabels: AnswerFormat = { kind: 'label_word', labels: slashed.options, ...(slashed.lead ? { lead: slashed.lead } : {}) };
    if (!isBooleanOfShownKey(slashedLabels, text)) return slashedLabels;
  }
  // Two values each quoted "for yes" and "for no" ('answer with a simple "1" for yes or "0" for no'): those values, as written
  const forYesNo = /["'“‘]([^"'”’\n]{1,12})["'”’][ \t]{1,2}for[ \t]{1,2}["'“‘]?yes["'”’]?[ \t]{0,2},?[ \t]{0,2}(?:or|and)[ \t]{1,2}["'“‘]([^"'”’\n]{1,12})["'”’][ \t]{1,2}for[ \t]{1,2}["'“‘]?no\b/i.exec(text);
  if (forYesNo && forYesNo[1] !== forYesNo[2]) return { kind: 'label_word', labels: [forYesNo[1]!, forYesNo[2]!], polar: true };
  // …or each for what it stands for ("Provide a boolean value: 'true' for relevant, 'false' for not relevant"): those values,
  // the first the yes where the second stands for its negation
  const glossed = asksJson ? null : quotedForGloss(text.slice(-TAIL));
  if (glossed) return { kind: 'label_word', labels: glossed.labels, ...(glossed.polar ? { polar: true as const } : {}) };
  // Yes and no are left to the yes-or-no readings below.
  const responded = asksJson ? [] : respondedOptions(text);
  if (responded.length >= 2 && !responded.every((o) => /^(?:yes|no)$/i.test(o))) return responded.every((o) => /^[A-H]$/.test(o)) ? { kind: 'choice_letter', letters: responded } : { kind: 'label_word', labels: responded };
  // …but yes and no each quoted where the judge is told to output it ('output "Yes."; otherwise, output "No"') are asked
  const respondedYesNo = responded.length === 2 && responded.every((o) => /^(?:yes|no)$/i.test(o));
  const choices = lettersOf(text, /(?:^|\n)\s*\(([A-H])\)\s+\S/g);
  if (choices.length >= 2 && /\b(?:option|choice|select|choose|answer)\w*\b/i.test(text)) return { kind: 'choice_letter', letters: choices };
  // "A. The evidence supports the claim." lines, then "Pick the correct option A, B, C": the letter.
  const dotted = lettersOf(text, /(?:^|\n)[ \t]*([A-H])[.)][ \t]+\S/g);
  if (dotted.length >= 2 && !asksJson && /\b(?:pick|choose|select|answer with|respond with|reply with|return)\b[^.\n]{0,40}\b(?:options?|choices?|letters?)\b/i.test(text)) return { kind: 'choice_letter', letters: dotted };
  const indexed = text.match(/<[A-Za-z]+\s+index\s*=\s*["']\d+["']\s*>/g)?.length ?? null;
  // An index of the candidates; "a single integer between 1 to 5" with no candidates is a score.
  if (/\b(?:output|return|respond with|answer with)\s+(?:only\s+)?the\s+index\b|\blast line of your (?:response|answer|reply|output) (?:should|must) (?:be|contain|hold) the index\b/i.test(text) || (/\bsingle integer\b/i.test(text) && (indexed !== null || scale === null))) {
    return { kind: 'choice_index', count: indexed };
  }
  // JSON, or a Python dictionary string the framework reads back as one.
  // …or an object shown inline as the format ('Return the results in the following format: {"score": "x"}')
  if (/\bjson\b|\b(?:python\s+)?dict(?:ionary)?\b[^.\n]{0,40}\bkeys?\b/i.test(text) || SHOWN_OBJECT.test(text) || OBJECT_ALTERNATIVES.test(text) || OBJECT_ENDS_INSTRUCTION.test(text.slice(-OBJECT_ENDS_CHARS))) {
    // `{"verification": {"explanation": …, "result": …}}`: the fields nested under the one key that holds them.
    const { keys, wrapper, wrapperList } = jsonKeys(text);
    // no key shown, the items listed right above the ask named instead ("Give:\n1. Score (0–10)\n2. Strengths\n\nRespond in JSON format.")
    const itemKeys = keys.length === 0 ? keysListedBeforeJson(text) : null;
    if (itemKeys) return { kind: 'json', keys: itemKeys.keys, scale: itemKeys.scale ?? scale, ...(itemKeys.scoreKey ? { scoreKeys: [itemKeys.scoreKey] } : {}) };
    // …or the score and the reason a sentence names ("provide your score and a brief reason in the specified JSON format")
    const namedKeys = keys.length === 0 && scale !== null ? keysNamedInSentence(text) : null;
    if (namedKeys) return { kind: 'json', keys: namedKeys.keys, scale, scoreKeys: [namedKeys.scoreKey] };
    // Options listed as "A. …" / "(A) …" lines: a choice key in the JSON takes one of them.
    const letters = lettersOf(text, /(?:^|\n)[ \t]*\(?([A-H])[.):][ \t]+\S/g);
    const listed = letters.length >= 2 ? letters : valueOptions(text);
    const quoted = labelWords(text).filter((label) => text.includes(`"${label}"`) || text.includes(`'${label}'`));
    // `Set "selected_option" to exactly one of the following values: "Faithful", "Unfaithful".`
    // …or "select one category from the following list: ["Code", "Writing Ability", …]"
    // …or "Classify the following input into one of: ["benign", "prompt_injection"]"
    const values = /\b(?:one of the following (?:values|options|choices)|one (?:category|option|label|value|class) from the following list|(?:into|as) one of(?= ?:))\s*:?\s*\[?\s*((?:["“][^"”\n]{1,60}["”](?:[\s,.]|\bor\b|\band\b){0,12}){2,12})/i.exec(text);
    const valueList = values ? unique([...values[1]!.matchAll(/["“]([^"”\n]{1,60})["”]/g)].map((m) => m[1]!.trim())) : [];
    // …or a quoted pair after the word for what is given: "Give a binary score 'yes' or 'no'"
    const pair = SCORE_PAIR.exec(text);
    const paired = pair && pair[1]!.toLowerCase() !== pair[2]!.toLowerCase() ? [pair[1]!, pair[2]!] : [];
    // …or one per line under "into one of the following categories:" ("toxic" / "not toxic")
    const onLines = optionsOnLines(text);
    const lineOptions = onLines?.kind === 'label_word' ? onLines.labels : [];
    // …or two quoted after "decide between"
    const decided = DECIDED_BETWEEN.exec(text);
    const between = decided && decided[1]!.toLowerCase() !== decided[2]!.toLowerCase() ? [decided[1]!, decided[2]!] : [];
    const options = [listed, valueList, quotedIfOptions(text), saidOptions(text), quoted, paired, between, lineOptions].find((o) => o.length >= 2) ?? [];
    // `"factuality": True if the text is factual, False otherwise`: a key that takes the pass itself.
    // (keys come from the request: escaped, and only a template's handful of them are looked up)
    // …or glossed after its name in words: keys "toxic" (true/false) and "reason", "score" (0 or 1)
    const glossed = (key: string, gloss: string) => keys.length <= MAX_LOOKED_UP_KEYS && new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,2}\\([ \\t]*${gloss}[ \\t]*\\)`, 'i').test(text);
    const keyed = (key: string, value: string, flags = '') => keys.length <= MAX_LOOKED_UP_KEYS && new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{0,4}:[ \\t]{0,4}${value}`, flags).test(text);
    // …or shown with a boolean value in an example (`{"judgement_result": true} indicates…`).
    // …or typed boolean in a printed schema (`"equal": {"type": "boolean", …}`), or as Python types it (`"flag": bool (…)`).
    // (…or a rule says so: `"keep" must be a boolean: true or false`)
    const ruledBoolean = (key: string) => keys.length <= MAX_LOOKED_UP_KEYS && new RegExp(`["'\`]${escapeRegExp(key)}["'\`][ \\t]{1,4}(?:must|should|shall)[ \\t]{1,4}be[ \\t]{1,4}(?:an?[ \\t]{1,4})?bool(?:ean)?\\b`, 'i').test(text);
    // …or typed boolean on its bullet in a list of the keys ("- violation: boolean (true if …)", "- assessment: A boolean true or false")
    // (…or numbered, a dash after the key: "4. `verdict` - boolean `true` if …")
    const bulletTyped = (key: string, type: string) => keys.length <= MAX_LOOKED_UP_KEYS && new RegExp(`(?:^|\\n)[ \\t]{0,12}(?:[-*•]|\\d{1,2}[.)])[ \\t]{1,4}["'\`]?${escapeRegExp(key)}["'\`]?(?:[ \\t]{0,2}\\([ \\t]{0,2}${type}[ \\t]{0,2}\\)[ \\t]{0,2}:|[ \\t]{0,2}(?::|[ \\t][-–—])[ \\t]{0,4}(?:an?[ \\t]+)?${type})`, 'i').test(text);
    const booleanKeys = keys.filter((key) => ruledBoolean(key) || bulletTyped(key, 'bool(?:ean)?\\b') || keyed(key, `["']?true[ \\t]+${IF_WORD}[^\\n]{0,120}?\\bfalse\\b`, 'iu') || keyed(key, `(?:true|false)[ \\t]*[},]`, 'i') || keyed(key, `["']bool(?:ean)?\\b`, 'i') || keyed(key, `\\{[^{}]{0,400}?["']type["'][ \\t]{0,4}:[ \\t]{0,4}["']boolean["']`) || keyed(key, `bool(?:ean)?(?:[ \\t]*[(,}\\n]|$)`) || keyed(key, `<[ \\t]{0,2}(?:an?[ \\t]+)?bool(?:ean)?\\b`, 'i') || glossed(key, '(?:true|false)[ \\t]*(?:/|or)[ \\t]*(?:true|false)') || keyed(key, `<?(?:true|false)[ \\t]*(?:/|\\||or|${BOOLEAN_OR_INTL})[ \\t]*(?:true|false)\\b`, 'i') || keyed(key, '\\[[ \\t]*(?:an?[ \\t]+)?bool(?:ean)?\\b', 'i'));
    // One key shown with a number (`{"fluency": 1}`) is where the score goes, whatever its name.
    // …or one glossed with its range after its name, named for it, or shown with it as its placeholder (key-ranges.ts)
    const rangeGlossed = keyWithRange(text, keys);
    // …or the one key an example shows with a bare number beside keys that only explain (`{"scoring": 8, "comment": "…"}`)
    const onlyNumbered = keys.filter((key) => !EXPLAINING_KEY.test(key));
    // …or the one key beside keys that only explain shown with a range or a placeholder for a number (`"Factual Accuracy": <0-1>`)
    const shownScore = onlyNumbered.length === 1 && keys.length <= MAX_LOOKED_UP_KEYS ? scoredKey(text, onlyNumbered[0]!, scale) : null;
    // …or the one key a printed JSON Schema types as a number (`"grade": {"title": "Grade", "type": "number"}`)
    const schemaTyped = (type: string) => keys.filter((key) => keyed(key, `\\{[^{}]{0,400}?["']type["'][ \\t]{0,4}:[ \\t]{0,4}["']${type}["']`));
    const schemaNumbered = SCHEMA_SHAPE.test(text) ? schemaTyped('(?:number|integer)') : [];
    // …or the one key whose placeholder lists the numbers it takes (`"score": <1, 2, 3, or -1>`)
    const listedScales = keys.length <= MAX_LOOKED_UP_KEYS ? keys.flatMap((key) => { const listed = numbersListedFor(text, key); return listed ? [{ key, listed }] : []; }) : [];
    const listedNumbers = listedScales.map((l) => l.key);
    // …or the one key whose bracketed placeholder, unquoted, says it holds a number (`"severity": [Insert numerical score here]`,
    // `"voto": <numero da 1 a 10>`, `"points": <total-points>`; …quoted too where it names numbers or their type, `"output": "<classification score (0 or
    // 1)> (int datatype)"`, not `"SCORE": "<final score>"`, which PASS or FAIL fills)
    const placeholderNumbered = keys.length <= MAX_LOOKED_UP_KEYS ? keys.filter((key) => !EXPLAINING_KEY.test(key) && (keyed(key, QUOTED_NUMBER_PLACEHOLDER, 'iu') || keyed(key, '[\\[<][^\\]>\\n]{0,40}(?<![\\p{L}])(?:numerical|numeric|number|score|rating|integer|points?|marks|n[úu]mero|nombre|zahl|punteggio|puntuaci[óo]n|pontua[çc][ãa]o|voto|nota)(?![\\p{L}])[^\\]>\\n]{0,30}[\\]>]', 'iu'))) : [];
    const scoreKeys = keys.length === 1 && keyed(keys[0]!, '-?\\d') ? keys : listedNumbers.length === 1 ? listedNumbers : rangeGlossed ? [rangeGlossed.key] : schemaNumbered.length === 1 ? schemaNumbered : onlyNumbered.length === 1 && keys.length <= MAX_LOOKED_UP_KEYS && (keyed(onlyNumbered[0]!, '-?\\d+(?:\\.\\d+)?[ \\t]*[,}\\n]') || shownScore !== null) ? onlyNumbered : placeholderNumbered.length === 1 ? placeholderNumbered : [];
    const keyScale = scale ?? (rangeGlossed ? { min: rangeGlossed.min, max: rangeGlossed.max } : (shownScore?.scale ?? (listedScales.length === 1 ? listedScales[0]!.listed : null)));
    // Keys an example shows with a bare number (`"Verdict": 1`): an option that is a number is written as one there.
    // …or offered bare numbers as its value (`"winner": 1 | 2`)
    // …or set to numbers in words ("set is_bad=1, otherwise set is_bad=0")
    const numberKeys = keys.filter((key) => keyed(key, '-?\\d+(?:\\.\\d+)?[ \\t]*[,}\\n]') || keyed(key, `${BARE_NUMBER_ALTERNATIVES}(?![\\w.])`) || assignedNumbers(text, key) || numbersSaidAsValue(text, key) !== null);
    // …and those it shows with a decimal point (`{"score": 1.0}`): a whole number is written with its ".0" there
    const decimalKeys = numberKeys.filter((key) => keyed(key, '-?\\d+\\.\\d+[ \\t]*[,}\\n]'));
    // Keys an example shows with a quoted text ("next_round_user_speaks": "YOUR RESPONSE …"): written, with the reason, when nothing else goes there.
    // (…or typed as a string by a printed JSON Schema, beside the one key it types as a number, or shown with the type alone)
    const schemaText = schemaNumbered.length === 1 ? schemaTyped('string') : [];
    // Keys for the judge's confidence shown with a range up to 100 (`"confidence": 1-100`, `"confidence": <0-100>`): written in percent.
    // (…or shown with a whole number above 1 as its example value, `"confidence":85`; or typed by a printed JSON Schema whose
    // description gives that range, `"confidence": {"description": "An integer from 0 to 100 …", "type": "integer"}`)
    // (…and keys of other names a comment beside them glosses as the judge's certainty, `"metadata": 80 // … the certainty
    // of your evaluation, ranging from 0-100`: written with the confidence too)
    const confidenceKeys = keys.filter((key) => !CONFIDENCE_KEY.test(key) && !EXPLAINING_KEY.test(key) && keyed(key, CERTAINTY_GLOSS, 'i'));
    const percentKeys = keys.filter((key) => (CONFIDENCE_KEY.test(key) || confidenceKeys.includes(key)) && (keyed(key, '["<\\[]?[ \\t]{0,2}[01][ \\t]{0,2}(?:-|–|to)[ \\t]{0,2}100(?![\\d.])') || keyed(key, '(?:[2-9]\\d|100)[ \\t]*[,}\\n]') || keyed(key, `${CERTAINTY_GLOSS}[^\\n]{0,40}\\b100\\b`, 'i') || keyed(key, '\\{[^{}\\n]{0,160}?\\b[01][ \\t]{0,2}(?:-|–|to)[ \\t]{0,2}100(?![\\d.])')));
    // (a key typed only as text, `"summary": string,`, is one beside the verdict's keys; alone, it is the verdict's own)
    const typedText = (key: string) => keyed(key, '<?(?:str|string|text)>?[ \\t]*(?:[,}\\n]|$)', 'i');
    // (…single-quoted as a Python dict shows it too, `'thesis': '...'`; not a type described, `'array of strings - …'`)
    const textKeys = keys.filter((key) => !/reason|explanation|rationale|justification|feedback|analysis|critique|thought/i.test(key) && (keyed(key, '["“][^"”\\n]{3,200}["”]') || keyed(key, "['‘](?!(?:array|list|number|integer|int|float|bool|boolean|object|dict)\\b)[^'’\\n]{3,200}['’]", 'i') || (typedText(key) && onlyNumbered.length > 1) || schemaText.includes(key)));
    const valued = optionValuedKeys(text, keys);
    // Keys that each take options of their own (a triage's "category" and "severity"): each keeps its own, and only the
    // keys of the first list take a one-word verdict (a verdict of the keys' object fills them all).
    // (…a printed schema's enums among them, the verdict's key chosen from several: each key keeps its own enum)
    const optionSets = valued.keys.length >= 2 || /["']enum["']/.test(text) ? optionSetsOf(text, keys) : [];
    const sameList = (key: string) => optionSets.find((s) => s.key === key)?.options.join('\n') === valued.options.join('\n');
    const optionKeys = optionSets.length > 0 ? valued.keys.filter(sameList) : valued.keys;
    if (options.length < 2 && valued.options.length >= 2) options.push(...valued.options);
    // …or a key glossed with its options between slashes, in a list of keys ("status (ok/check/reject)")
    // (…which may be the options already read from elsewhere: the key they go in is then that one)
    const slashedAny = optionKeys.length === 0 ? slashGlossedKey(text, keys) : null;
    const sameOptions = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((o) => b.some((p) => p.toLowerCase() === o.toLowerCase()));
    const slashed = slashedAny && (options.length < 2 || sameOptions(options, slashedAny.options)) ? slashedAny : null;
    if (slashed) {
      options.splice(0, options.length, ...slashed.options);
      optionKeys.push(slashed.key);
    }
    // values a line names as the possible ones ('Possible stances: "favor", "against"'): the one key shown with a text takes them
    const optionCandidates = textKeys.filter((key) => !EXPLAINING_KEY.test(key));
    const possible = options.length < 2 && optionKeys.length === 0 && optionCandidates.length === 1 ? possibleValues(text) : [];
    if (possible.length >= 2) {
      options.splice(0, options.length, ...possible);
      optionKeys.push(optionCandidates[0]!);
    }
    // a Python dictionary shown with Python's literals as values (`"factuality": True if …`) is read back by eval
    const python = /\b(?:python\s+)?dict(?:ionary)?\b/i.test(text) && !asksJson && keys.some((key) => keyed(key, '(?:True|False|None)\\b'));
    // the object shown only inside a ```json fence, which "as follows" introduces: the answer goes in one too
    // (…or asked in words: "Write the final answer as a Markdown code block containing a single JSON object")
    // (…or any format named before it: "Please output your assessment in the json format:\n```json\n{…}\n```")
    // (…or JSON named alone before it: "Output in json:\n```json\n{…}\n```", in any language: "JSON으로만 응답:\n```json\n{…}")
    // (…or the fence left open, no other fence after it: "Return in JSON format.\n```json\n{"score": 1}")
    const fenced = /\b(?:as follows|format|such as the following|like the following|(?:in|as)[ \t]+json)\s*:?\s*\n```json[ \t]*\n[ \t]*\{[^`]{0,1200}\}[ \t]*\n```/i.test(text) || /\bjson\b[^\n`{]{1,30}:[ \t]*\n```json[ \t]*\n[ \t]*\{[^`]{0,1200}\}[ \t]*\n```/i.test(text) || /\b(?:as follows|format|such as the following|like the following|(?:in|as)[ \t]+json)[ \t]{0,2}[:.]?[ \t]*\n\s{0,120}```json[ \t]*\n[ \t]*\{[^`]{0,1200}\}[^`]{0,1600}$/i.test(text.slice(-3000)) || /\b(?:markdown\s+)?code[ \t]?block\s+(?:containing|with|holding)\s+(?:a|one|the)\s+(?:single\s+)?json\b/i.test(text) || /\bjson\b[^.\n]{0,30}\b(?:in|inside|within)\s+(?:a|one)\s+(?:fenced|markdown)\s+(?:json\s+)?code[ \t]?block\b/i.test(text) || /\bstarts?\s+with\s+["'“]?```json\b/i.test(text) || /\bjson\b[^.\n]{0,40}\b(?:inside|in|within|wrapped\s+in|enclosed\s+in)\s+(?:a|an|one)\s+(?:```json|json|markdown)\s+(?:code[ \t]?)?(?:fence|block)\b/i.test(text);
    // several keys shown with a score ({"helpfulness": 1-5, "accuracy": 1-5}): a verdict of several dimensions
    const dimensions = scoredDimensions(text, keys, keyScale);
    // The one key shown with a number when no key holds a pass, an option or a score (`"p": 0.0` beside arrays and notes):
    // the score goes there, on the range its values are glossed with ("p=0.0 means …", "p=1.0 means …").
    const numbered = scoreKeys.length === 0 && booleanKeys.length === 0 && optionKeys.length === 0 && options.length < 2 && numberKeys.length === 1 ? numberKeys[0]! : null;
    const glossedScale = numbered ? glossedRange(text, numbered) : null;
    // (a key for the judge's confidence beside a boolean verdict is no score: `"allowed": true/false, "confidence": <0.0-1.0>`
    // takes the level answered at)
    const confidenceOnly = booleanKeys.length > 0 && scoreKeys.length > 0 && scoreKeys.every((key) => CONFIDENCE_KEY.test(key));
    const finalScoreKeys = numbered && (glossedScale || keyScale) ? [numbered] : confidenceOnly ? [] : scoreKeys;
    const finalScale = keyScale ?? glossedScale;
    // Keys shown holding an object or a list that no verdict fills (`"scores": {"criterion_name": {…}}`, `"issues": […]`):
    // written empty, so the object still has every key the framework reads.
    const dimensionKeys = new Set(dimensions.map((d) => d.key));
    // (not where a JSON Schema is printed: a property's `{` opens its schema)
    const containerCandidates = keys.length <= MAX_LOOKED_UP_KEYS && !SCHEMA_SHAPE.test(text) ? keys : [];
    const containerKeys = (open: string) => containerCandidates.filter((key) => !dimensionKeys.has(key) && !booleanKeys.includes(key) && !finalScoreKeys.includes(key) && !optionKeys.includes(key) && keyed(key, open));
    // (an object or a list opens on a key, a quote, a new line or its close: `[Reasoning]` and `{score}` are placeholders)
    const shownObjects = containerKeys('\\{[ \\t]*(?:\\r?\\n|["\'{}])');
    // …one of them holding the scored dimensions themselves ("scores": {"tone": N, "accuracy": N}): written inside it
    // (…though two keys beside it are scored too: `"dimension_scores": {…}, "overall_score": 0.0-1.0, "confidence": 0.0-1.0`)
    const nestedAlone = nestedDimensions(text, shownObjects, finalScale);
    // (…and objects beside it keyed by the same dimensions, "justifications": {…}, "confidence_scores": {…}: filled too)
    const parallel = nestedAlone ? parallelObjects(text, shownObjects, nestedAlone) : [];
    const nested = nestedAlone && parallel.length > 0 ? { ...nestedAlone, parallel } : nestedAlone;
    const objectKeys = shownObjects.filter((key) => key !== nested?.key && !parallel.some((p) => p.key === key));
    // …and beside it, the keys shown with a score of their own ("overall_score": 0.85): dimensions too, one verdict of them all
    const topLevel = nested ? keys.filter((key) => key !== nested.key && !dimensionKeys.has(key) && !EXPLAINING_KEY.test(key)).flatMap((key) => { const score = scoredKey(text, key, finalScale); return score ? [{ ...score, key }] : []; }) : [];
    if (topLevel.length > 0) dimensions.push(...topLevel);
    // (…or a placeholder in brackets that names a list: `"strengths": [array of strengths]`, `"matched_skills": [<list of skills …>]`)
    // (…or a list's type written as TypeScript or Python types it: `"errors": string[]`, `"tags": list[str]`, `Array<string>`)
    const listKeys = containerKeys('(?:\\[[ \\t]*(?:\\r?\\n|["\'{\\]]|<?(?:an?[ \\t]+)?(?:array|list)[ \\t]+of\\b)|(?:string|str|number|int|float|object|any)[ \\t]*\\[\\]|(?:list|List|Array)[ \\t]*[[<])');
    // (…or said in words to hold one, no object shown: '- "gaps" with a JSON array of strings')
    for (const key of keysDescribedAsLists(text, containerCandidates)) if (!listKeys.includes(key) && !objectKeys.includes(key) && !dimensionKeys.has(key) && !finalScoreKeys.includes(key) && !booleanKeys.includes(key) && !optionKeys.includes(key)) listKeys.push(key);
    // (words read elsewhere in the text as options have no place where every key that is not an explanation holds a score:
    // `{"correctness": <score>, "justification": "<brief reason>"}` on a scale of 1 to 10)
    const scoresOnly = optionKeys.length === 0 && booleanKeys.length === 0 && finalScoreKeys.length > 0 && onlyNumbered.every((key) => finalScoreKeys.includes(key));
    if (scoresOnly && !options.every((o) => /^-?\d+(?:\.\d+)?$/.test(o))) options.length = 0;
    // (a key typed as text that takes options of its own is no free text: `"team": string` and '"team" — one of: …')
    // (…not a key that holds the score, its description quoted: `"PV": "Numeric intensity … (scored between 0 to 2)"`)
    const freeTextKeys = textKeys.filter((key) => !optionSets.some((set) => set.key === key) && !finalScoreKeys.includes(key));
    // (a printed schema's required free-text keys the verdict may leave out: written empty)
    const blankKeys = SCHEMA_SHAPE.test(text) ? requiredTextKeys(text, keys).filter((key) => !EXPLAINING_KEY.test(key) && !freeTextKeys.includes(key) && !optionKeys.includes(key) && !booleanKeys.includes(key) && !finalScoreKeys.includes(key)) : [];
    if (keys.length > 0) return { kind: 'json', keys, scale: finalScale, ...(blankKeys.length > 0 ? { blankKeys } : {}), ...(dimensions.length > 0 ? { dimensions } : {}), ...(fenced ? { fenced: true as const } : {}), ...(options.length >= 2 ? { options } : {}), ...(booleanKeys.length > 0 ? { booleanKeys } : {}), ...(finalScoreKeys.length > 0 ? { scoreKeys: finalScoreKeys } : {}), ...(optionKeys.length > 0 ? { optionKeys } : {}), ...(wrapper ? { wrapper } : {}), ...(wrapperList ? { wrapperList } : {}), ...(objectKeys.length > 0 ? { objectKeys } : {}), ...(listKeys.length > 0 ? { listKeys } : {}), ...(numberKeys.length > 0 ? { numberKeys } : {}), ...(decimalKeys.length > 0 ? { decimalKeys } : {}), ...(freeTextKeys.length > 0 ? { textKeys: freeTextKeys } : {}), ...(percentKeys.length > 0 ? { percentKeys } : {}), ...(confidenceKeys.length > 0 ? { confidenceKeys } : {}), ...(python ? { python: true as const } : {}), ...(nested ? { nested } : {}), ...(optionSets.length > 0 ? { optionSets } : {}) };
  }
  // "The final score is preceded by the [FINAL SCORE] token. For example [FINAL SCORE]: 40.": the score on that token's line
  const tokenScore = scale || /\bscore\b/i.test(text) ? /(\[[A-Z][A-Z _]{1,30}\])[ \t]?:[ \t]?\d{1,3}(?!\d|\.\d)/.exec(text.slice(-6000)) : null;
  if (tokenScore && /\b(?:preceded by|after|following|for example|e\.g\.)\b/i.test(text.slice(-6000))) return { kind: 'score', scale, lines: false, written: [`${tokenScore[1]!}: `, ''] };
  // "Score: 4\nExplanation: …" (shown filled in a demonstration, or as a form): the labels as the template writes them.
  const scoreThenReason = /(?:^|\n)\s*(score):\s*[^\n]*\n\s*(justification|reasoning|rationale|explanation):/i.exec(text);
  if (scoreThenReason) return { kind: 'score', scale, lines: true, ...(scoreThenReason[1] !== 'score' || scoreThenReason[2] !== 'justification' ? { labels: [scoreThenReason[1]!, scoreThenReason[2]!] as [string, string] } : {}) };
  // "- Rating: 6, very informative …" options down to "- Rating: 0, …": the rating written on its line.
  const ratingOptions = [...text.matchAll(/(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}(rating|score):[ \t]{0,4}(\d{1,3})[ \t]{0,4}[,.:-]/gi)];
  if (ratingOptions.length >= 2) {
    const values = ratingOptions.map((m) => Number(m[2]));
    const label = ratingOptions[0]![1]!;
    return { kind: 'score', scale: { min: Math.min(...values), max: Math.max(...values) }, lines: true, labels: [label[0]!.toUpperCase() + label.slice(1).toLowerCase(), 'Explanation'] };
  }
  // An empty slot for a score ("Score: " on its own line, where the prompt ends) on a stated scale: the number alone fills it.
  // …"Your rating (1-10):" too, its range in parentheses
  const emptySlot = /(?:^|\n)[ \t]*(?:your |final |overall )?(?:score|rating|grade)(?:[ \t]*\((-?\d{1,3})[ \t]*[-–][ \t]*(-?\d{1,3})\))?[ \t]*[:=][ \t]*(?:\n|$)/i.exec(text);
  const slotScale = emptySlot?.[1] !== undefined && Number(emptySlot[1]) < Number(emptySlot[2]) ? { min: Number(emptySlot[1]), max: Number(emptySlot[2]) } : null;
  if (emptySlot && (slotScale ?? scale)) return { kind: 'score', scale: slotScale ?? scale, lines: false };
  // G-Eval's "Evaluation Form (scores ONLY):" over "- Coherence:", the metric named with its range "Coherence (1-5)".
  if (/\b(?:scores?|ratings?|numbers?)\s+only\b/i.test(text)) {
    const range = /\b[A-Z][a-z]{2,30}\s*\((-?\d{1,3})\s*[-–]\s*(-?\d{1,3})\)/.exec(text);
    const named = range && Number(range[1]) < Number(range[2]) ? { min: Number(range[1]), max: Number(range[2]) } : null;
    if (named ?? scale) return { kind: 'score', scale: named ?? scale, lines: false };
  }
  // "Output the score and the explanation, separated by a comma": the score, then the reasoning after that mark.
  const separated = scale ? SCORE_THEN_REASON_SEPARATED.exec(text) : null;
  if (separated) return { kind: 'score', scale, lines: false, reasonLine: true, separator: SEPARATORS[separated[1]!.toLowerCase().replace(/\s+/g, ' ')] ?? '\n' };
  // "…in a line with only the score … On a separate line provide your reasoning" (LlamaIndex): the score, then the reasoning.
  if (scale && /\bline with only the score\b|\bscore on (?:the )?first line\b/i.test(text) && /\bseparate line\b[^.\n]{0,60}\breason/i.test(text)) return { kind: 'score', scale, lines: false, reasonLine: true };
  // A reply demonstrated as a number on its first line and the reason on the next ("Example Response:\n4.0\nThe answer…").
  if (/\b(?:example|sample)[ \t]+(?:response|output|answer|reply)[ \t]{0,2}[:：]?[ \t]*\r?\n[ \t]*-?\d{1,3}(?:\.\d{1,3})?[ \t]*\r?\n[ \t]*\S/i.test(text)) return { kind: 'score', scale, lines: false, reasonLine: true };
  // "Your response should be either 0 or 1": the number alone
  const either = /\b(?:response|reply|answer|output)[ \t]+(?:should|must|shall|has to|needs to)[ \t]+be[ \t]+(?:either[ \t]+)?(-?\d{1,3})[ \t]+or[ \t]+(-?\d{1,3})\b/i.exec(text);
  if (either && either[1] !== either[2]) return { kind: 'score', scale: { min: Math.min(+either[1]!, +either[2]!), max: Math.max(+either[1]!, +either[2]!) }, lines: false };
  // "Your response MUST start with either 0 or 1, followed by … an explanation": the score first, the reasoning after it.
  const startsWith = /\b(?:response|reply|answer|output)\s+(?:must|should|shall)\s+(?:start|begin)\s+with\s+(?:either\s+)?(?:an?\s+|the\s+)?(\d{1,2})\s+or\s+(\d{1,2})\b/i.exec(text);
  if (startsWith) {
    const [a, b] = [Number(startsWith[1]), Number(startsWith[2])];
    return { kind: 'score', scale: { min: Math.min(a, b), max: Math.max(a, b) }, lines: false, reasonLine: true };
  }
  // "output FINAL SCORE: # on its own line", "end with RATING: x": a label in capitals and a placeholder, after the reasoning.
  // (asked for in words just before it, or standing alone on a line as the reply's slot)
  let looked = 0;
  for (const capitalsLine of text.matchAll(/\b((?:FINAL |OVERALL |TOTAL )?(?:SCORE|RATING|GRADE))[ \t]*:[ \t]*(?:#|x|X|N|<[^>\n]{1,30}>|\[[^\]\n]{1,30}\])(?![\p{L}\p{N}])/gu)) {
    if (++looked > 8) break;
    const before = text.slice(Math.max(0, capitalsLine.index - 80), capitalsLine.index);
    const alone = /(?:^|\n)[ \t]*$/.test(before) && /^[ \t]*(?:\n|$)/.test(text.slice(capitalsLine.index + capitalsLine[0].length));
    if (alone || /\b(?:output|write|print|end|finish|conclude|give|provide|remember)\b[^\n]{0,80}$/i.test(before)) return { kind: 'score', scale, lines: false, written: [`${capitalsLine[1]}: `, ''] };
  }
  // "…then print the score on its own line … repeat just the selected score again by itself on a new line": the
  // reasoning, then the score alone on the last line
  if (/\b(?:score|rating|grade)\b[^.\n]{0,60}?\b(?:on (?:its|a) own line|by itself on (?:a|its own|the last|the final) (?:new )?line|alone on the (?:last|final) line)\b|\b(?:last|final) line\b[^.\n]{0,40}?\b(?:only|just)\b[^.\n]{0,20}?\b(?:the )?(?:score|rating|grade)\b/i.test(text)) {
    // a scale named after the criterion's name, "Suspense (1-5)", "Date Accuracy (0 or 1)"
    const either = /\b[A-Z][a-z]{2,30}(?: [A-Za-z]{2,30})?\s*\((-?\d{1,3})\s*(?:or|-|–|to)\s*(-?\d{1,3})\)/.exec(text);
    const named = either && Number(either[1]) < Number(either[2]) ? { min: Number(either[1]), max: Number(either[2]) } : null;
    return { kind: 'score', scale: scale ?? named, lines: false, written: ['', ''] };
  }
  // An answer template whose first line is "Score: 0 to 3, …" (TruLens): the score on the first line.
  const scoreLine = /(?:^|\n)[ \t]*score:[ \t]*(-?\d+(?:\.\d+)?)[ \t]*(?:to|-|–)[ \t]*(-?\d+(?:\.\d+)?)/i.exec(text);
  if (scoreLine && Number(scoreLine[1]) < Number(scoreLine[2])) return { kind: 'score', scale: { min: Number(scoreLine[1]), max: Number(scoreLine[2]) }, lines: true };
  // "Score the reply's empathy 1-5 and explain briefly": the judge told to score on a stated scale, in so many words
  if (scale && /(?:^|[.!?][ \t]+|\n)[ \t]*(?:please[ \t]+)?(?:score|rate|grade)[ \t]+(?:the|this|each|its|their|how)\b/i.test(text.slice(-4000))) return { kind: 'score', scale, lines: false };
  // "Output the rubric level.", "Give the level that applies": the level's number
  if (scale && /\b(?:output|give|return|respond with|reply with|answer with|state)[ \t]+the[ \t]+(?:rubric[ \t]+|matching[ \t]+|appropriate[ \t]+)?(?:level|score|rating|grade)\b/i.test(text.slice(-4000))) return { kind: 'score', scale, lines: false };
  if (scale && (/\b(?:respond|answer|reply|output|return|give|provide|assign|produce)\b[^.\n]{0,30}\b(?:(?:only\s+)?(?:as|with)\s+)?(?:a|an|one|the)\s+(?:(?:single|overall|final|numeric(?:al)?|integer)\s+){0,2}(?:(?<=numeric(?:al)?\s+)[A-Za-z-]{3,20}\s+)?(?:number|integer|score|rating|float(?:\s+value)?|decimal(?:\s+number)?|probability|percentage|digit|(?<=numeric(?:al)?\s+)(?:answer|response|output))\b/i.test(text) || END_WITH_NUMBER_ONLY.test(text) || ONLY_A_NUMBER.test(text) || /\bcomplete the (?:last|final) (?:space|cell|column|blank)\b/i.test(text))) return { kind: 'score', scale, lines: false };
  const labels = labelWords(text);
  const plain = labels.length === 0 && !asksJson;
  const listedWithMeaning = plain ? listedLabels(text) : [];
  const described = !plain ? [] : listedWithMeaning.length >= 2 ? listedWithMeaning : identifierLabels(text);
  // "Only return the number of points.", "Reply with only a number.": the number alone, on whatever scale the criterion was taught
  // (…its range in parentheses right after it: "Output ONLY a single number (0-15), nothing else.")
  const numberAlone = !asksJson && labels.length === 0 ? NUMBER_ALONE.exec(text.slice(-2000)) : null;
  if (numberAlone) return { kind: 'score', scale: numberAlone[1] !== undefined && Number(numberAlone[1]) < Number(numberAlone[2]) ? { min: Number(numberAlone[1]), max: Number(numberAlone[2]) } : scale, lines: false };
  // "state your choice inside [[ and ]]": the label between double brackets.
  const doubled = /\b(?:inside|in|within|between)\s+\[\[\s*and\s*\]\]|\bdouble (?:square )?brackets\b/i.test(text);
  if (described.length >= 2 && !labelsAreShownKeys({ kind: 'label_word', labels: described }, text)) return { kind: 'label_word', labels: described, ...(doubled ? { wrap: 'double_brackets' as const } : {}) };
  // "Wrap your final answer in square brackets": the label between brackets.
  const bracketed = /\bwrap (?:your |the )?(?:final )?(?:answer|label|verdict)[^.\n]{0,20}\bin (?:square )?brackets\b/i.test(text);
  if (labels.length >= 2 && (bracketed || !labels.every((l) => /^(?:yes|no)$/i.test(l)))) return { kind: 'label_word', labels, ...(bracketed ? { wrap: 'brackets' as const } : {}) };
  // Options told in Chinese with when each applies: 如果一致则回复“right”，不一致则回复“wrong”.
  // (…and those joined to one by 或 / 还是 / 、: 只需回答"正确"或"错误")
  const cjkOptions = [...new Set([...text.slice(-3000).matchAll(/(?:回复|回答|输出|返回)\s{0,2}[“"'‘]([A-Za-z][\w-]{0,15}|\p{Script=Han}{1,6})[”"'’]((?:\s{0,2}(?:或者?|还是|、|，|,)\s{0,2}[“"'‘](?:[A-Za-z][\w-]{0,15}|\p{Script=Han}{1,6})[”"'’]){0,5})/gu)].flatMap((m) => [m[1]!, ...[...m[2]!.matchAll(/[“"'‘]([^”"'’]{1,16})[”"'’]/gu)].map((o) => o[1]!)]))];
  if (cjkOptions.length >= 2 && cjkOptions.length <= 6 && !cjkOptions.every((o) => /^(?:yes|no)$/i.test(o))) return { kind: 'label_word', labels: cjkOptions };
  // (…the options bare after the verb and its colon, each in its own case: "如果回答质量足够好，请回复：SATISFIED" … "请回复：\nNEEDS_IMPROVEMENT")
  const cjkBare = [...new Set([...text.slice(-3000).matchAll(/(?:回复|回答|输出|返回)[ \t]{0,2}[:：][ \t]{0,2}\n?[ \t]{0,2}([A-Z][A-Z_]{2,30})(?![A-Za-z_])/g)].map((m) => m[1]!))];
  if (cjkBare.length >= 2 && cjkBare.length <= 6) return { kind: 'label_word', labels: cjkBare };
  // (…or two said to be the only answers: "只能回答是或否", "只回复正确或错误")
  const cjkOnlyTwo = /只能?(?:回答|回复|输出)[ \t]{0,2}([\p{Script=Han}A-Za-z]{1,6})或([\p{Script=Han}A-Za-z]{1,6})(?=[，。,.!！\s]|$)/u.exec(text.slice(-3000));
  // (…not the words closing the sentence after the second: "只需回答是或否即可" is "是" or "否")
  const onlyTwo = cjkOnlyTwo ? [cjkOnlyTwo[1]!, cjkOnlyTwo[2]!.replace(/(?:即可|就行|就好|就可以|便可|就够了)$/u, '')] : [];
  if (onlyTwo.length === 2 && onlyTwo[1] !== '' && onlyTwo[0] !== onlyTwo[1]) return { kind: 'label_word', labels: onlyTwo };
  const cjk = cjkChoices(text);
  if (cjk) return cjk;
  // "请只输出分数" on a scale stated in the template ("评分会得到1到3分的分数"): the number alone
  // (…or "直接返回分数": return the score directly)
  // …and in Korean and Japanese: "점수는 숫자만 반환하세요", "数字のみを出力してください"
  // (…with the scale between the verb and the number: "请只输出一个 0 到 1 之间的数字", "1점에서 5점 사이의 점수로만 평가", "1から5の整数で評価")
  // (…two adverbs before the verb: "仅直接输出数字")
  if (statedScale && /(?:只|仅|直接){1,2}(?:需要?)?(?:输出|回复|回答|给出|返回)(?:一个)?(?:[^。\n]{0,24}?(?:之间|范围内)的?)?(?:整数|小数)?(?:分数|数字|得分|总分|评分)|(?:숫자|점수|정수)(?:로)?만[^\n]{0,12}?(?:반환|출력|답|작성|응답|평가)|(?:数字|数値|点数|スコア)のみ|\d\s*(?:から|〜|～)\s*\d+\s*(?:まで)?の?(?:整数|数値|点数|スコア)で(?:評価|採点|回答|答え)/u.test(text.slice(-6000))) return { kind: 'score', scale: statedScale, lines: false };
  // Yes and no in the template's own language, joined by its "or" where it tells the judge to answer ("Antworte nur mit ja
  // oder nein", "Réponds par oui ou non"): those two words, as written
  const yesNoIntl = YES_OR_NO_INTL.exec(text.slice(-3000));
  if (yesNoIntl && (INSTRUCTING_VERB_INTL.test(text) || /\b(?:answer|respond|reply|output)\b/i.test(text))) return { kind: 'label_word', labels: [yesNoIntl[1]!, yesNoIntl[2]!] };
  // Yes and no named where the judge is told to answer, in any language ("回答“Yes”"), or closing its question ("…？Yes or No").
  // (…or where the reply is told to end on one: "End your response with YES or NO.")
  if (respondedYesNo) return { kind: 'yes_no' };
  // (yes and no both: "no formatting, no markdown" names no answer)
  if (/\byes\b[^.\n]{0,30}\bno\b|\bno\b[^.\n]{0,30}\byes\b/i.test(text) && (/\b(?:answer(?:ing)?|respond(?:ing)?|reply(?:ing)?|output|give|provide|binary score)\b|\b(?:end|finish|conclude|close)[ \t]+(?:your|the)[ \t]+(?:response|answer|reply|output)\b/i.test(text) || /回答|回复|输出|答え|답변|[?？][ \t]{0,4}yes[ \t]{0,2}(?:or|\/)[ \t]{0,2}no\b/i.test(text) || INSTRUCTING_VERB_INTL.test(text))) return { kind: 'yes_no' };
  // A closing yes/no question ("Does the submission meet the criterion?") asks for Yes or No.
  // (…its quoted words holding their own stops: 'Is "Der Hund läuft." a correct translation of "The dog runs."?')
  if (/(?:^|[.!?]\s+|\n)[ \t]{0,8}(?:question:[ \t]{0,4})?(?:does|do|is|are|did|was|can|should|has|have)\s(?:[^.?!\n"“]|"[^"\n]{0,200}"|“[^”\n]{0,200}”){5,200}\?/i.test(text.slice(-400))) return { kind: 'yes_no' };
  // …and so does an instruction to answer whether something holds ("Your job is to answer whether the specified constraint
  // is satisfied or not."), where no options but "or not" are named
  const answerWhether = ANSWER_WHETHER.exec(text.slice(-1500));
  if (answerWhether && !/\bor\b(?![ \t]+not\b)/i.test(answerWhether[1]!)) return { kind: 'yes_no' };
  // Last: a scale the template states for a score it names ("…formatted as an integer between 1 and 5", "a single
  // digit number for the score"), however the answer is asked for: the number alone.
  // (…named in Chinese, Japanese or Korean too, "语料得分", "评分", "スコア", "점수", where no JSON object is asked)
  // (…unless the options to answer with are enumerated after every scale the text states: "## Rating (1-10)" among the
  // sections of the reviews compared, then "provide your decision as either "Review A", "Review B", or "Tie"")
  if (statedScale && (/\b(?:scores?|ratings?|grades?|rate|grade)\b/i.test(text) || (!asksJson && /得分|分数|分數|评分|評分|打分|分值|スコア|点数|점수/u.test(text)))) {
    const enumerated = enumeratedOptions(text);
    const after = enumerated?.kind === 'label_word' && !enumerated.labels.every((l) => /^-?\d/.test(l)) ? Math.min(...enumerated.labels.map((l) => text.lastIndexOf(l))) : -1;
    if (after > 0 && scaleOf(text.slice(after)) === null && scaleOf(text.slice(0, after)) !== null) return enumerated;
    return { kind: 'score', scale: statedScale, lines: false };
  }
  // Options the instruction enumerates in its own words, when no layout above says more (numbers chained with
  // "or", quoted words after "either", one bullet per option under "one of these words:")
  return enumeratedOptions(text);
}
