/**
 * Answer layouts a template asks for around its verdict: named tags (`<feedback>…</feedback>
 * <score>1</score>`, `<S0>…</S0> … <S2>your Score</S2>`, `<supported>[YES] or [NO]</supported>`)
 * and labelled answer lines (`**Reasoning:** … **Result:** <A or B>`, `reasoning: … correct: yes`).
 * Read from the template's own instruction, never from the data; every pattern is bounded.
 */
import type { AnswerFormat, Scale } from './answer-format';
import { casedLike } from './answer-options';

/** Where a tagged answer writes its verdict and its reasoning. */
export interface AnswerTags {
  verdict: string;
  reasons: string[];
  /** The tag the answer's tags are shown inside (`<result><explanation>…</explanation><verdict>…</verdict></result>`). */
  wrapper?: string;
  /** Written between "[Start of X]" and "[End of X]" lines instead of `<x>…</x>` (InstructLab's judges). */
  brackets?: true;
  /** Written between "[X]" and "[/X]" on one line instead of `<x>…</x>` ("[VULNERABLE] YES [/VULNERABLE]"). */
  bbcode?: true;
}

/** "Return the answer between [Start of Answer] and [End of Answer] tags": the names, in the order the template gives them. */
const BRACKET_MARKS = /\[Start of ([A-Za-z][A-Za-z ]{0,30}?)\][^[\n]{0,20}\[End of \1\]/g;
const VERDICT_MARK = /^(?:answer|score|rating|grade|verdict|judg(?:e)?ment|decision|label|result|choice)$/i;
const REASON_MARK = /^(?:explanation|evaluation|reasoning|reason|analysis|feedback|rationale|justification|critique)$/i;

/** The answer's parts asked between bracketed start and end marks, one of them the verdict; null when none is. */
export function bracketMarks(text: string): AnswerTags | null {
  const names = [...new Set([...text.slice(-6000).matchAll(BRACKET_MARKS)].map((m) => m[1]!))];
  const verdict = [...names].reverse().find((n) => VERDICT_MARK.test(n));
  if (!verdict) return null;
  return { verdict, reasons: names.filter((n) => n !== verdict && REASON_MARK.test(n)), brackets: true };
}

/** A line of the reply shown as "[NAME] <slot> [/NAME]": the name and the slot's words. */
const BBCODE_LINE = /(?:^|\n)[ \t]{0,8}\[([A-Z][A-Z0-9 _-]{0,30})\][ \t]{0,2}<([^<>\n]{1,80})>[ \t]{0,2}\[\/\1\][ \t]*(?=\n|$)/g;

/**
 * The reply's fields shown as "[VULNERABLE] <YES or NO> [/VULNERABLE]" lines, one of them the verdict (its slot names two
 * to six options between "or" or slashes): that tag and its options, and the tags that explain ("[EXPLANATION]"); null
 * unless one verdict is found.
 */
export function bbcodeTags(text: string): { tags: AnswerTags; options: string[] } | null {
  let verdict: { name: string; options: string[] } | null = null;
  const reasons: string[] = [];
  for (const m of text.slice(-6000).matchAll(BBCODE_LINE)) {
    const options = m[2]!.split(/[ \t]+or[ \t]+|[ \t]*\/[ \t]*|[ \t]*\|[ \t]*/).map((o) => o.trim());
    if (options.length >= 2 && options.length <= 6 && options.every((o) => /^[A-Za-z][\w-]{0,20}$/.test(o))) {
      if (verdict) return null;
      verdict = { name: m[1]!, options };
    } else if (REASON_MARK.test(m[1]!.trim()) || /\b(?:explanation|reason(?:ing)?|rationale|justification)\b/i.test(m[2]!)) reasons.push(m[1]!);
  }
  return verdict ? { tags: { verdict: verdict.name, reasons, bbcode: true }, options: verdict.options } : null;
}

/** One line of a labelled answer, its label as the template writes it ("**Result:**", "correct:"). */
export interface AnswerLine {
  label: string;
  /** (confidence: how sure the judge is, written from the level the verdict was answered at) */
  role: 'verdict' | 'reason' | 'confidence';
  /** A confidence line's range ("Confidence: <0-10>") or the levels it names ("[HIGH / MEDIUM / LOW]"), highest first as read. */
  confidenceScale?: Scale;
  confidenceLevels?: string[];
  /** The value written inside square brackets, as the template's examples show it ("Vote: [Accept]"). */
  bracketed?: true;
  /** A layout of several scores (score-lines.ts): the dimension this line's score is, written between `wrap`'s marks. */
  key?: string;
  wrap?: [string, string];
  /** …and the mark its explanation follows on the same line (" - "). */
  explained?: string;
}

/** A verdict line's key that names a score rather than a choice ("SCORE", "Overall rating", "reward"). */
const SCORE_KEY = /(?:^|\s)(?:score|rating|grade|reward|points?)$/i;
/** A score's own name, where its slot is elided (not "Good points", a list of strengths). */
const ELIDED_SCORE_KEY = /(?:^|\s)(?:score|rating|grade|mark|reward)$/i;
/** A slot elided, quoted or not: `"..."`, `...`, `…`, `[...]`. */
const ELIDED_SLOT = /^[ \t]{0,4}(?:["“'‘]?(?:\.{3}|…)["”'’]?|\[(?:\.{3}|…)\]|<(?:\.{3}|…)>)[ \t.]*$/;
export const REASON_WORDS = /\b(?:reason(?:ing|s)?|explanation|explain|feedback|review|rationale|justification|thoughts?|chain of thoughts?|analysis|critique|why)\b|^(?:解释|理由|分析|説明|评价|평가|이유|근거|反馈|反饋|评语|評語|点评|點評|コメント|피드백|코멘트)$|^[\p{sc=Han}\p{sc=Katakana}ー]{1,6}(?:コメント|理由|説明|解説)$/iu;
/**
 * The line, of those not named for the reasoning or a confidence, whose slot shows its options in brackets or quotes: the last
 * one, or, where several do and exactly one of them takes yes or no, that one.
 */
function shownOptionsVerdict<T extends { key: string; rest: string }>(candidates: readonly T[]): T | undefined {
  const shown = candidates.filter((l) => !REASON_WORDS.test(l.key) && !/confiden|certaint/i.test(l.key) && /^[ \t]{0,4}[<["“{]/.test(l.rest) && optionsIn(l.rest).length >= 2);
  const yesNo = shown.filter((l) => { const o = optionsIn(l.rest).map((x) => x.toLowerCase()); return o.length === 2 && o.includes('yes') && o.includes('no'); });
  return shown.length > 1 && yesNo.length === 1 ? yesNo[0] : shown[shown.length - 1];
}

export const VERDICT_KEY = /^(?:(?:final|overall|total) |[\p{L}][\p{L}-]{2,20} (?=score$|rating$|grade$))?(?:result|verdict|correct|decision|choice|label|judg(?:e)?ment|grade|winner|answer|score|rating|reward|status|success|pass(?:ed|es)?)$|^(?:chosen|preferred|selected|better|best|winning) [\p{L}]{2,20}$|^(?:结论|結論|判断|判定|得分|分数|点数|점수|결론|판정|判断结果|判定结果|评判结果|评估结果|評価結果|判定結果|결과|평가 결과|スコア|総合スコア|採点|評点|総合評価)$|^(?:(?:final|finale?|finaal|finální|końcowa|итоговая|підсумкова) )?(?:الدرجة|النتيجة|التقييم|الحكم|امتیاز|نمره|نتیجه|оцінка|оценка|вердикт|результат|бал|балл|ocena|wynik|werdykt|oordeel|cijfer|resultaat|skor|nilai|hasil|keputusan|स्कोर|अंक|निर्णय|परिणाम|คะแนน|ผลลัพธ์|คำตัดสิน|puntuación|puntuacion|pontuação|pontuacao|nota|veredicto|veredito|resultado|bewertung|urteil|ergebnis|punteggio|giudizio|valutazione|esito|résultat|resultat|điểm|kết quả|puan|sonuç|karar)$/iu;
const TAG_NAME = String.raw`[A-Za-z_][A-Za-z0-9_]{0,30}`;

/** "`<points>` must be an integer in [0, 7]": the tag described as holding the number. */
const NUMBER_TAG = new RegExp(String.raw`\`?<(${TAG_NAME})>\`?[ \t]{1,4}(?:must|should|will) (?:be|contain|hold) (?:an? |the )?(?:single )?(?:integer|number|float|score|rating|grade)\b`, 'i');
/** "`<assessment>` must be a detailed analysis": a tag described as holding the reasoning. */
const REASON_TAG = new RegExp(String.raw`\`?<(${TAG_NAME})>\`?[ \t]{1,4}(?:must|should|will) (?:be|contain|hold) (?:an? |the |your )?[^.\n<]{0,40}?\b(?:analysis|assessment|explanation|reasoning|rationale|justification|feedback)\b`, 'gi');

/** A tag a sentence shows the answer in: "in the format as <answer>index</answer>", "in the form <label>CLASS</label>". */
const FORMAT_TAG = new RegExp(String.raw`\b(?:in|using|with|as)\s+(?:the\s+)?(?:following\s+)?form(?:at)?(?:\s+(?:as|of))?\s*:?\s*\`?<(${TAG_NAME})>([^<\n]{1,40})</\1>`, 'i');

/**
 * Classes a template defines one per line, in capitals before a colon ("ACCEPTABLE: The LLM assistant…"),
 * or as quoted words listed with what each means (`- "poor" is very low groundedness`).
 */
function definedClasses(text: string): string[] {
  const capitals = [...text.matchAll(/(?:^|\n)[ \t]{0,12}(?:[-*•][ \t]{1,4})?([A-Z][A-Z_]{2,30}):[ \t]{1,4}\S/g)].map((m) => m[1]!);
  if (capitals.length >= 2 && capitals.length <= 12) return [...new Set(capitals)];
  const quoted = [...text.matchAll(/(?:^|\n)[ \t]{0,12}[-*•][ \t]{1,4}["“']([A-Za-z][\w-]{0,20})["”'][ \t]{1,4}(?:is|means|=|[-–:])[ \t]/g)].map((m) => m[1]!);
  return quoted.length >= 2 && quoted.length <= 12 ? [...new Set(quoted)] : [];
}

/** Tags named in words: `score inside <score> tags`, `score within the "score" tags`. */
function namedTag(text: string, what: RegExp, forVerdict = false): string | null {
  // "…inside <score> tags", "…in a <score> section", "…between "score" tags"; never the tag the thinking goes in
  const pattern = new RegExp(String.raw`\b(?:${what.source})\b[^.]{0,80}?\b(?:inside|in|within|between)\s+(?:(?:the\s+|an?\s+)?\`?<(${TAG_NAME})>(?:<\/${TAG_NAME}>)?\`?\s+(?:xml\s+|html\s+)?(?:tags?|sections?|blocks?)|(?:the\s+)?(?:"(${TAG_NAME})"|'(${TAG_NAME})')\s+(?:xml\s+|html\s+)?tags?)\b`, 'gi');
  let looked = 0;
  for (const m of text.matchAll(pattern)) {
    const name = (m[1] ?? m[2] ?? m[3])!;
    if (!forVerdict || !/^(?:think|thinking|thoughts?|reason|reasoning|reasons|scratchpad|analysis|explanation|rationale|justification|feedback)$/i.test(name)) return name;
    if (++looked >= 8) break;
  }
  return null;
}

/** Words a tag that holds the verdict is named for. */
const VERDICT_TAG_WORDS = /score|rating|grade|verdict|label|answer|category|letter|choice|decision|classification|pick|selection|winner|preference|result|judg(?:e)?ment|conclusion/;
/** A tag named for the verdict itself, whatever words come before it: "Provide your evaluation between <label></label> tags". */
const VERDICT_NAMED_TAG = new RegExp(String.raw`\b(?:inside|in|within|between)\s+(?:the\s+|an?\s+)?\`?<(${VERDICT_TAG_WORDS.source})>(?:<\/(?:${VERDICT_TAG_WORDS.source})>)?\`?\s+(?:xml\s+|html\s+)?tags?\b`, 'i');

/** Tags shown filled with what goes in them: `<S2>your Score</S2>`, `<reasoning>\nINSERT_YOUR_REASONING_HERE\n</reasoning>`. */
function shownTags(text: string): { name: string; content: string }[] {
  const out: { name: string; content: string }[] = [];
  for (const m of text.matchAll(new RegExp(String.raw`<(${TAG_NAME})>([^<\n]{0,200}|\n[^<\n]{0,200}\n)</\1>`, 'g'))) {
    out.push({ name: m[1]!, content: m[2]!.replace(/[_\[\]]+/g, ' ').trim() });
    if (out.length >= 12) break;
  }
  return out;
}

/** Options shown as a tag's content: two to four words between "or", "/" or "|", a gloss in parentheses after them. */
// (…in full-width parentheses too: "A/B（你认为更好的答案）")
const OPTIONS_SHOWN = /^\[?\w{1,20}\]?(?:(?:\s+or\s+|\s{0,2}[/|]\s{0,2})\[?\w{1,20}\]?){1,3}(?:\s{0,4}[(（][^()（）\n]{1,80}[)）])?$/i;

/** The same tag shown twice, each time holding one short option, "or" between the showings. */
// (each showing may stand in quotes: 'State your decision as either "<answer>A</answer>" or "<answer>B</answer>"')
const ALTERNATIVES_SHOWN = new RegExp(String.raw`<(${TAG_NAME})>\s{0,4}([^<\n]{1,30}?)\s{0,4}</\1>["'”’]?\s{0,8}(?:or|OR|Or)\s{0,8}["'“‘]?<\1>\s{0,4}([^<\n]{1,30}?)\s{0,4}</\1>`);

/**
 * The tags a tagged answer is written in, and the options its verdict tag takes when it shows them
 * (`<supported>\n[YES] or [NO]\n</supported>`); null when the template asks for no tags.
 */
export function answerTags(text: string): { tags: AnswerTags; options: string[] } | null {
  const shown = shownTags(text);
  let verdict = namedTag(text, VERDICT_TAG_WORDS, true);
  let options: string[] = [];
  // (…or, where no sentence names it so, the tag named for the verdict when the values it takes are said right after it:
  // "Provide your evaluation between <label></label> tags with values 1 (consistent) or 0 (inconsistent)")
  if (!verdict) {
    const own = VERDICT_NAMED_TAG.exec(text)?.[1] ?? null;
    const valued = own ? quotedAfterTag(text, own) : [];
    if (valued.length >= 2) [verdict, options] = [own, valued];
  }
  // A tag shown filled once per option, the showings joined by "or" ("<answer>refusal</answer> OR <answer>not
  // refusal</answer>", "<result>\nIncorrect\n</result>\nor\n<result>\nCorrect\n</result>"): one of those words in it.
  const alternatives = ALTERNATIVES_SHOWN.exec(text);
  if (alternatives && alternatives[2]!.toLowerCase() !== alternatives[3]!.toLowerCase() && !/^(?:\.{3}|…|x+)$/i.test(alternatives[2]!)) [verdict, options] = [alternatives[1]!, [alternatives[2]!, alternatives[3]!]];

  // "only the category letter within <category> tags" over "- A: …" / "- B: …" lines: the letter in its tag;
  // "output either 'correct' if … or 'incorrect' if … inside <correctness></correctness> tags": the word.
  if (verdict && options.length === 0) options = listedLetters(text);
  if (verdict && options.length === 0) options = conditionalWords(text);
  if (verdict && options.length === 0) options = sidesShownIn(shown.find((t) => t.name === verdict)?.content ?? '', text);
  // "<Verdict>\n[SUCCESS/FAILURE]\n</Verdict>": the options the tag is shown holding, as a slot shows them
  if (verdict && options.length === 0) options = optionsIn((shown.find((t) => t.name === verdict)?.content ?? '').trim());
  // "Put your verdict in <verdict></verdict> tags as either "helpful" or "unhelpful"": the words quoted after the tag
  if (verdict && options.length === 0) options = quotedAfterTag(text, verdict);
  // "…followed by your judgment (either CORRECT or INCORRECT) inside <judgment> tags": the options glossed before the tag
  if (verdict && options.length === 0) options = glossedBeforeTag(text, verdict);
  // "`<points>` must be an integer in [0, 7]": the tag a number goes in, described rather than shown filled.
  if (!verdict) verdict = NUMBER_TAG.exec(text)?.[1] ?? null;
  // "…at the end in the format as <label>CLASS</label>": the tag a sentence shows the answer in, its
  // content a placeholder; the options are the classes the template defines, or the other words it
  // shows in the same tag ("if neither, output <label>NEITHER</label>").
  // A tag shown filled and named for the verdict ("<verdict>A is slightly better</verdict>"), over options listed
  // as quoted strings: one of them.
  if (!verdict) {
    const named = shown.find((t) => /^(?:verdict|decision|choice|winner|judg(?:e)?ment|classification|category|label)$/i.test(t.name));
    const listed = named ? listedStrings(text) : [];
    if (named && listed.length >= 2) [verdict, options] = [named.name, listed];
    // "<classification>ONE of the five class names (e.g., CLASS_MAJORLY_MET)</classification>": one of the classes defined
    const classes = named && listed.length < 2 && /\b(?:one of|names?|chosen from)\b/i.test(named.content) ? definedClasses(text) : [];
    if (named && classes.length >= 2) [verdict, options] = [named.name, classes];
  }
  // …or a tag named for the answer shown holding its options as a slot ("<answer>\n[yes or no]\n</answer>" under
  // "<reasoning>\n[your reasoning here]\n</reasoning>"): one of them in it
  if (!verdict) {
    // (shownTags reads "[yes or no]" without its brackets)
    const slot = shown.find((t) => /^(?:answer|result|verdict|decision|judg(?:e)?ment|label)$/i.test(t.name) && t.content.trim().length <= 60);
    const slotted = slot ? optionsIn(slot.content.trim()) : [];
    if (slot && slotted.length >= 2) [verdict, options] = [slot.name, slotted];
  }
  if (!verdict) {
    const shownAs = FORMAT_TAG.exec(text);
    if (shownAs) {
      verdict = shownAs[1]!;
      const placeholder = shownAs[2]!.trim();
      const others = [...text.matchAll(new RegExp(String.raw`<${verdict}>([A-Za-z][\w-]{0,30})</${verdict}>`, 'g'))].map((m) => m[1]!).filter((w) => w !== placeholder);
      const classes = definedClasses(text);
      if (classes.length >= 2) options = [...new Set([...classes, ...others])];
    }
  }
  if (!verdict) {
    // A tag whose description says which word to write when ("<verdict> Write "kept" if … or "dropped" if …</verdict>").
    for (const tag of shown) {
      // …or says "either "a" or "b"" ("<State>...(Your decision, either "suspicious" or "safe")</State>")
      const either = /\beither[ \t]+["“]([A-Za-z][\w -]{0,20})["”][ \t]+or[ \t]+["“]([A-Za-z][\w -]{0,20})["”]/.exec(tag.content);
      const said = REASON_WORDS.test(tag.name) ? [] : either && either[1] !== either[2] ? [either[1]!, either[2]!] : conditionalWords(tag.content);
      if (said.length < 2) continue;
      [verdict, options] = [tag.name, said];
      break;
    }
  }
  if (!verdict) {
    // A tag named for the verdict first (`<rating>`), else one described as holding it, not the reasoning's.
    // (…or a label described so, its options after it: "<Q2>Label (0/1)</Q2>")
    const scoreTag = shown.find((t) => /^(?:score|rating|grade)$/i.test(t.name)) ?? shown.find((t) => (/\b(?:score|rating|grade)\b/i.test(t.content) || /^(?:the[ \t]+)?(?:label|verdict|decision)\b/i.test(t.content)) && !REASON_WORDS.test(t.content));
    // A tag shown holding its options: "<answer>[YES] or [NO]</answer>", "<choose>A/B (the better answer)</choose>".
    const optionTag = shown.find((t) => OPTIONS_SHOWN.test(t.content));
    verdict = scoreTag?.name ?? optionTag?.name ?? null;
    if (!scoreTag && optionTag) options = [...optionTag.content.replace(/[(（][^()（）]*[)）]\s*$/, '').matchAll(/\w{1,20}/g)].map((m) => m[0]).filter((w) => w.toLowerCase() !== 'or');
    // "<rating>a rating name chosen from the available ratings list</rating>" over quoted levels: one of them.
    if (scoreTag && /\b(?:name|one of|chosen from|from the (?:list|options))\b/i.test(scoreTag.content)) options = definedClasses(text);
    // "<score> Label the response as "positive" if … or "negative" if …</score>": the words the tag says when to write
    if (scoreTag && options.length === 0) {
      const said = conditionalWords(scoreTag.content);
      if (said.length >= 2) options = said;
    }
    // "Label (0/1)": the options the description puts in parentheses after it
    const described = scoreTag && options.length === 0 ? /\([ \t]*([\w-]{1,12})[ \t]*(?:\/|\||or)[ \t]*([\w-]{1,12})[ \t]*\)[ \t]*$/.exec(scoreTag.content) : null;
    if (described && described[1] !== described[2]) options = [described[1]!, described[2]!];
  }
  // …or shown apart, each in the sentence that says when ("append <verification>true</verification> … otherwise append
  // <verification>false</verification>"), or as a placeholder the text defines ("<passed>{PASSED}</passed> … Where
  // `PASSED` is either `true` or `false`")
  if (options.length === 0) {
    const apart = tagShownWithWords(text) ?? placeholderTag(text);
    if (apart && (verdict === null || verdict === apart.name)) [verdict, options] = [apart.name, apart.options];
  }
  if (!verdict) return null;
  const reasons = new Set<string>();
  const named = namedTag(text, /feedback|reasoning|reasons?|explanation|rationale|justification|analysis|thoughts|thinking|think/);
  if (named && named !== verdict) reasons.add(named);
  for (const t of shown) if (t.name !== verdict && (REASON_WORDS.test(t.content) || REASON_WORDS.test(t.name))) reasons.add(t.name);
  // "`<assessment>` must be a detailed analysis that explains your reasoning"
  for (const m of text.matchAll(REASON_TAG)) {
    if (m[1] !== verdict) reasons.add(m[1]!);
  }
  // tags are written in the order the template shows them
  const order = (name: string) => {
    const at = text.indexOf(`<${name}>`);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return { tags: { verdict, reasons: [...reasons].sort((a, b) => order(a) - order(b)), ...wrapperOf(text, verdict) }, options };
}

/** A tag holding one to three words (`<check>valid</check>`). */
const TAG_HOLDING_WORDS = new RegExp(String.raw`<(${TAG_NAME})>[ \t]{0,2}([A-Za-z][\w-]{0,20}(?: [A-Za-z][\w-]{0,20}){0,2})[ \t]{0,2}</\1>`, 'g');

/**
 * One tag shown holding two to six different words in different places (not a reasoning tag, not numbers: a score's
 * examples are the score readers'): that tag, its words as options.
 */
function tagShownWithWords(text: string): { name: string; options: string[] } | null {
  const byTag = new Map<string, string[]>();
  for (const m of [...text.matchAll(TAG_HOLDING_WORDS)].slice(0, 24)) {
    const [name, content] = [m[1]!, m[2]!];
    // (not a reasoning tag, nor a placeholder: "<label>CLASS</label>", "<answer>X</answer>")
    if (REASON_WORDS.test(name) || /^(?:x+|n\/?a|class|label|answer|verdict|result|choice|category|option|your \w+)$/i.test(content)) continue;
    const words = byTag.get(name) ?? [];
    if (!words.some((w) => w.toLowerCase() === content.toLowerCase())) words.push(content);
    byTag.set(name, words);
  }
  const found = [...byTag].filter(([, words]) => words.length >= 2 && words.length <= 6);
  return found.length === 1 ? { name: found[0]![0], options: found[0]![1] } : null;
}

/** A tag shown holding a placeholder in capitals ("<passed>{PASSED_ASSERTION}</passed>"). */
const PLACEHOLDER_TAG = new RegExp(String.raw`<(${TAG_NAME})>[ \t]{0,2}[{[]?([A-Z][A-Z0-9_]{2,30})[}\]]?[ \t]{0,2}</\1>`, 'g');

/** …and the words the text says that placeholder is: "Where `PASSED_ASSERTION` is either `true` or `false`". */
function placeholderTag(text: string): { name: string; options: string[] } | null {
  for (const m of [...text.matchAll(PLACEHOLDER_TAG)].slice(0, 8)) {
    const defined = new RegExp(String.raw`[\x60"']?${m[2]!}[\x60"']?[ \t]+(?:is|must be|should be|can be)[ \t]+(?:either[ \t]+|one of:?[ \t]+)?([^\n.]{1,160})`).exec(text);
    const options = defined ? [...defined[1]!.matchAll(/[\x60"'“]([^\x60"'”\n]{1,24})[\x60"'”]|\b([A-Za-z][\w-]{0,20})\b/g)].map((o) => o[1] ?? o[2]!).filter((o) => !/^(?:or|and|either)$/i.test(o)) : [];
    if (options.length >= 2 && options.length <= 6 && new Set(options.map((o) => o.toLowerCase())).size === options.length) return { name: m[1]!, options };
  }
  return null;
}

/** The tag the answer tags are shown inside: `<result>` opening its line before the verdict's, closed after it. */
function wrapperOf(text: string, verdict: string): { wrapper?: string } {
  const at = text.indexOf(`<${verdict}>`);
  if (at < 0) return {};
  const before = text.slice(Math.max(0, at - 400), at);
  const open = /(?:^|\n)[ \t]{0,8}<([A-Za-z_][A-Za-z0-9_]{0,30})>[ \t]*\n(?:[ \t]{0,8}<([A-Za-z_][A-Za-z0-9_]{0,30})>[^<\n]{0,200}<\/\2>[ \t]*\n){0,3}[ \t]{0,8}$/.exec(before);
  if (!open || open[1] === verdict) return {};
  const after = text.slice(at, at + 600);
  return new RegExp(`</${verdict}>[ \\t]*\\n(?:[ \\t]{0,8}<[A-Za-z_][A-Za-z0-9_]{0,30}>[^<\\n]{0,200}</[A-Za-z_][A-Za-z0-9_]{0,30}>[ \\t]*\\n){0,3}[ \\t]{0,8}</${open[1]}>`).test(after) ? { wrapper: open[1]! } : {};
}

/** Options listed as quoted strings in brackets after "one of the following": `['A is better', 'same', 'B is better']`. */
function listedStrings(text: string): string[] {
  const m = /\bone of the following\b[^[\n]{0,40}\n?[ \t]{0,8}\[((?:\s{0,4}['"][^'"\n]{1,40}['"]\s{0,4},?){2,12})\s{0,4}\]/i.exec(text);
  return m ? [...m[1]!.matchAll(/['"]([^'"\n]{1,40})['"]/g)].map((x) => x[1]!) : [];
}

/**
 * A tag shown holding "Answer X (where X is the option you pick)": one of the sides the template
 * names that way ("Answer A", "Answer B"), written whole.
 */
function sidesShownIn(content: string, text: string): string[] {
  const word = /^([A-Z][a-z]{2,15}) X\b/.exec(content)?.[1];
  if (!word) return [];
  const sides = ['A', 'B', 'C'].filter((side) => text.includes(`${word} ${side}`)).map((side) => `${word} ${side}`);
  return sides.length >= 2 ? sides : [];
}

/** Words quoted with when each applies, in either quotes: `'correct' if the answer is correct or 'incorrect' if …`. */
function conditionalWords(text: string): string[] {
  // `'correct' if …`, and listed as `- "A": If Response A is better`
  const words = [...new Set([...text.matchAll(/["“'‘]([A-Za-z][\w-]{0,20})["”'’]:?[ \t]{1,4}[Ii]f\b/g)].map((m) => m[1]!))];
  return words.length >= 2 && words.length <= 6 ? words : [];
}

/** Option letters listed one per line from A ("- A: All of…", "(B) Not all…"), in order; empty unless two or more. */
function listedLetters(text: string): string[] {
  const letters: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?\(?([A-H])[):.][ \t]{1,4}\S/g)) {
    if (letters.includes(m[1]!)) continue;
    if (m[1]!.charCodeAt(0) !== 65 + letters.length) break;
    letters.push(m[1]!);
  }
  return letters.length >= 2 ? letters : [];
}

/** Writes a verdict (and the reasoning) in its tags, in the order the template shows them. */
export function writeTagged(tags: AnswerTags, verdict: string, reason: string): string {
  if (tags.brackets) return [...tags.reasons.map((t) => `[Start of ${t}]\n${reason}\n[End of ${t}]`), `[Start of ${tags.verdict}]\n${verdict}\n[End of ${tags.verdict}]`].join('\n');
  if (tags.bbcode) return [`[${tags.verdict}] ${verdict} [/${tags.verdict}]`, ...tags.reasons.map((t) => `[${t}] ${reason} [/${t}]`)].join('\n');
  const reasons = tags.reasons.map((t) => `<${t}>${reason}</${t}>`);
  // each tag on one line with its content: read alike by a pattern that spans lines and by one that does not
  const inner = [...reasons, `<${tags.verdict}>${verdict}</${tags.verdict}>`].join('\n');
  return tags.wrapper ? `<${tags.wrapper}>\n${inner}\n</${tags.wrapper}>` : inner;
}

/** "Format:" (or "Output format:") with the format's first labelled line after it on the same line. */
const FORMAT_OPENS_LINE = /((?:^|\n)[ \t]{0,8}(?:(?:output|response|answer|reply)[ \t]{1,2})?format[ \t]{0,2}:)[ \t]{1,4}(?=\p{L}[\p{L}\p{N}_ '-]{0,30}:)/giu;

/** A line's slot that is yes or no and nothing else: "Yes/No", "yes or no", "True | False", "是/否", "はい/いいえ", "yes 또는 no". */
const BARE_YES_NO_SLOT = /^[ \t]{0,4}(?:yes|true|是|はい|예)[ \t]{0,2}(?:\/|\bor\b|\||或|、|또는|または)[ \t]{0,2}(?:no|false|否|いいえ|아니오)[ \t]*[.。]?[ \t]*$/i;

/** The range a line's label glosses before its colon: "Rating (1-5):". */
function labelRange(label: string): Scale | null {
  const m = /\([ \t]*(-?\d{1,3}(?:\.\d+)?)[ \t]*(?:-|–|to)[ \t]*(-?\d{1,3}(?:\.\d+)?)[ \t]*\)/.exec(label);
  return m && Number(m[1]) < Number(m[2]) ? { min: Number(m[1]), max: Number(m[2]) } : null;
}

/** A slot glossed as filled only in some case: "[A/B/equal] (if duplicate, which is clearer)". */
const CONDITIONAL_SLOT = /^[ \t]{0,4}[[<{][^\]>}\n]{1,60}[\]>}][ \t]{0,2}\((?:only )?(?:if|when|where)\b/i;

/** A field shown with its slot in brackets, a bar, then the next field on the same line: "Status: <a/b/c> | Reason: <why>". */
const PIPED_FIELD = /^([ \t]{0,8}\p{L}[\p{L}\p{N}_ '-]{0,30}:[ \t]*[<[][^\n<>[\]]{1,120}[>\]])[ \t]+\|[ \t]+(?=\p{L}[\p{L}\p{N}_ '-]{0,30}:[ \t]*[<[])/gmu;

/**
 * Labelled answer lines at the end of the instruction, at least two, one of which takes the verdict
 * among options it names (`**Result:** <A or B>`, `correct: Answer 'yes' if … Answer 'no' otherwise`).
 */
export function answerLines(text: string, stated: Scale | null = null): { lines: AnswerLine[]; options: string[]; scale?: Scale; joiner?: string } | null {
  const found: { label: string; key: string; rest: string; line: number; at: number }[] = [];
  // (a format announced on the line it opens, "Format: SCORE: X.X" over "REASON: …": its first line read as a line of its own)
  // (…and fields shown on one line, a bar between them, "Status: <one of a/b/c> | Reason: <short explanation>": read as
  // lines of their own, written back on one line with that bar)
  const opened = text.slice(-4000).replace(FORMAT_OPENS_LINE, '$1\n');
  const tail = opened.replace(PIPED_FIELD, '$1\n');
  const joiner = tail !== opened ? ' | ' : undefined;
  let line = 0;
  let scanned = 0;
  const jsonShown = /\bjson\b|[{}]/i.test(tail);
  // a line may be numbered ("3. Final Decision: […]") or bulleted ("- Score: an integer between 1 and 5"): the mark is not the label's
  // …or open after the words that announce the format, mid-line ("conclude using the format Score: \"...\"")
  // …or bracketed ("[TRIAGE]: <NEEDS_REVIEW or APPROVED>")
  // …or glossed in parentheses before its colon ("Final Judgement (if the Output follows the Prompt): (Yes or No)")
  // …or quoted ('"Judgment": [0/0.5/1]')
  // (indented as deep as a Python string inside a method leaves its lines)
  // (…or opening a code span the layout is shown in: "`Choice: 1 or 2\nWhy: reason of choice`")
  for (const m of tail.matchAll(/(?:^|\n|(?<=\b(?:using|in|with|follow(?:ing)?)[ \t]{1,2}(?:the|this)[ \t]{1,2}format[ \t]{0,2}:?[ \t]{1,4}))[ \t]{0,32}(?:(?:\d{1,2}[.)]|[-•])[ \t]{1,12})?\x60?((?:\*\*|#{1,3}|"(?=[\p{L}][\p{L}\p{N}_ '-]{0,30}:?":?)|\[(?=[\p{L}][\p{L}\p{N}_ '-]{0,30}\]:))?(\p{L}[\p{L}\p{N}_ '-]{0,30}?)(?:[ \t]{0,2}\([^()\n]{1,80}\))?(?::"|(?:\*\*)?[\]"]?[:：])(?:\*\*)?)[ \t]{0,4}([^\n]{0,400})/gu)) {
    // "#thescore:" / "#thereason:" (the jailbreak judges' lines): the words run together are still "score", "reason".
    // matches come in order: count the line breaks since the last one, once over the tail in all
    line += newlinesIn(tail, scanned, m.index + (m[0].startsWith('\n') ? 1 : 0));
    scanned = m.index + (m[0].startsWith('\n') ? 1 : 0);
    // (a quoted label in a JSON object's lines is a key, not a line of its own)
    if (m[1]!.startsWith('"') && jsonShown) continue;
    // (…nor is a bulleted one where JSON is shown: there "- Score: [1-5]" glosses a key of the object)
    if (jsonShown && /^\n?[ \t]{0,32}[-•]/.test(m[0])) continue;
    // ('"Decision:" ("TRUE" or "FALSE")': the label quoted with its colon is written bare, Decision: TRUE)
    // (a label alone on its line in capitals, its slot on the next: "SUCCESS:\n1 or 0", as a YAML-like format shows it)
    const rest = m[3]!.trim() === '' && /^[\p{Lu}_ ]{2,31}:$/u.test(m[1]!.trim()) ? nextLineAfter(tail, m.index + m[0].length) : m[3]!;
    found.push({ label: /^"[^"]*:"$/.test(m[1]!) ? m[1]!.slice(1, -1) : m[1]!, key: m[2]!.replace(/_/g, ' ').replace(/^the ?(?=score$|reason$|rating$|verdict$|answer$)/i, '').trim(), rest, line, at: m.index });
    if (found.length > 40) return null;
  }
  // "Rating: (int)" takes a number on the scale the instruction states elsewhere ("The rating should be 1-5").
  // …and so does a score line shown filled with a number on that scale, in the block the format shows ("score: 0.0"
  // under "respond in the below format"), beside a line that says what goes in it
  // (whether the format is shown: read once, and only where a line shows a number)
  let formatShown: boolean | undefined;
  const shownNumber = (rest: string) => {
    const n = /^[ \t]{0,4}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]*$/.exec(rest);
    return n !== null && (stated === null || (Number(n[1]) >= stated.min && Number(n[1]) <= stated.max)) && (formatShown ??= FORMAT_SHOWN.test(tail));
  };
  // (…or a score's line whose slot is elided, 'Score: "..."' among 'Weaknesses: "..."' lines, on the scale stated)
  const numbered = (rest: string, key = '') => (stated !== null && (NUMBER_SLOT.test(rest) || (ELIDED_SCORE_KEY.test(key) && ELIDED_SLOT.test(rest))) ? stated : null);
  // A line named for the verdict, or one whose slot shows the options ("is_the_agent_response_valid: [valid|invalid]").
  // (a verdict's line of options before a score's line beside it: "VERDICT: [PASS or FAIL]" over "SCORE: [0.0-1.0]")
  // (not a line said to be filled only in one case, "BETTER_VERSION: [A/B/equal] (if duplicate, which is clearer)" under
  // "IS_DUPLICATE: [yes/no]": what it says depends on the verdict)
  const candidates = found.filter((l) => !CONDITIONAL_SLOT.test(l.rest));
  const verdictLine =
    [...candidates].reverse().find((l) => VERDICT_KEY.test(l.key) && !SCORE_KEY.test(l.key) && optionsIn(l.rest).length >= 2) ??
    [...candidates].reverse().find((l) => VERDICT_KEY.test(l.key) && (optionsIn(l.rest).length >= 2 || rangeIn(l.rest, !jsonShown) !== null || numbered(l.rest) !== null)) ??
    // (not a confidence's: "CONFIDENCE: [HIGH / MEDIUM / LOW]" beside the verdict says how sure, not what)
    // (of two or more such lines, the one whose slot is yes or no decides, "Valid: [YES/NO]" over "Risk Level: [low/medium/high]":
    // the others describe what it decides)
    shownOptionsVerdict(candidates) ??
    // …or a line whose slot is yes or no alone, bare, whatever it is named for ("Error Exist: Yes/No")
    [...candidates].reverse().find((l) => !REASON_WORDS.test(l.key) && BARE_YES_NO_SLOT.test(l.rest)) ??
    // …or a verdict's line shown filled with a pass or a fail in an example ("VERDICT: False" / "EXPLANATION: …")
    [...candidates].reverse().find((l) => VERDICT_KEY.test(l.key) && booleanShown(l.rest).length === 2) ??
    // …or the one line whose slot takes a number, named for what it measures ("Relevance: <score>", "Fluency: [rating]")
    (candidates.filter((l) => numbered(l.rest, l.key) !== null).length === 1 ? candidates.find((l) => !REASON_WORDS.test(l.key) && numbered(l.rest, l.key) !== null) : undefined) ??
    // …or, last, a score's line shown filled with a number in the format block (not a JSON object's)
    (jsonShown ? undefined : [...candidates].reverse().find((l) => VERDICT_KEY.test(l.key) && shownNumber(l.rest))) ??
    // …or a score's line left blank, its range in the label ("Review: \nFeedback: \nRating (1-5): ")
    // (under another blank labelled line: a prompt that ends on one blank line alone, "Your rating (1-5):", is continued there)
    [...candidates].reverse().find((l) => VERDICT_KEY.test(l.key) && l.rest.trim() === '' && labelRange(l.label) !== null && found.some((o) => o.line === l.line - 1 && o.rest.trim() === ''));
  if (!verdictLine) return null;
  // (lines shown before the reply is asked as a JSON object written inline, "You MUST respond with JSON in the exact shape:
  // {"task_completion": <0-40>, …}": the object is the answer, the lines only score the rubric's parts)
  if (jsonShown && JSON_ASKED_INLINE.test(tail.slice(verdictLine.at))) return null;
  // (a placeholder out of a maximum, "XX/100", names no options)
  const listed = OUT_OF_SLOT.test(verdictLine.rest) ? [] : optionsIn(verdictLine.rest);
  const options = listed.length >= 2 ? listed : booleanShown(verdictLine.rest);
  const scale = options.length >= 2 ? null : (rangeIn(verdictLine.rest, !jsonShown) ?? numbered(verdictLine.rest, verdictLine.key) ?? (shownNumber(verdictLine.rest) ? stated : null) ?? (verdictLine.rest.trim() === '' ? labelRange(verdictLine.label) : null));
  // Lines shown together, each with its slot ("Final Judgement: [Insert only **correct** or **wrong** here]" among
  // "First Error Step: [Insert …]" and "Error Analysis: […]"): every line of the block is written, in order.
  const block = slotBlock(found, verdictLine);
  // "Vote: [Accept/Reject]" with examples showing "Vote: [Accept]": the verdict written in its brackets
  const bracketed = options.length >= 2 && /^[ \t]{0,4}\[/.test(verdictLine.rest) && options.some((o) => tail.includes(`${verdictLine.label} [${o}]`));
  const lines: AnswerLine[] = found
    .filter((l) => l === verdictLine || block.has(l) || (block.size === 0 && REASON_WORDS.test(l.key) && l.key.length <= 30))
    .map((l) => (l === verdictLine ? { label: l.label, role: 'verdict' as const, ...(bracketed ? { bracketed: true as const } : {}) } : confidenceLine(l.label, l.key, l.rest, !jsonShown) ?? { label: l.label, role: 'reason' as const }));
  const unique = lines.filter((l, i) => lines.findIndex((o) => o.label === l.label) === i);
  // A score line alone ("Overall Score: [1-10]" after free feedback): the reasoning goes on its own line before it.
  // …and a line of options alone, shown with its slot ("[TRIAGE]: <NEEDS_REVIEW or APPROVED>"): the verdict on it, nothing else.
  if (unique.length < 2 && scale === null) {
    if (options.length < 2) return null;
    if (/^[ \t]{0,4}[<[]/.test(verdictLine.rest)) return { lines: unique, options };
    // (…or its options named in words on a line named for the verdict, "Judgment: yes OR no": the reasoning before it)
    // (…or with a slash between them, "判断结果: A / B")
    return VERDICT_KEY.test(verdictLine.key) && /\b(?:or|OR)\b|\//.test(verdictLine.rest) ? { lines: [{ label: '', role: 'reason' }, ...unique], options } : null;
  }
  if (unique.length < 2) unique.unshift({ label: '', role: 'reason' });
  // (fields shown on one line are written on one line, their labels all shown: not a reasoning line added before them)
  const oneLine = joiner !== undefined && unique.every((l) => l.label !== '') ? { joiner } : {};
  return { lines: unique, options: scale ? [] : options, ...(scale ? { scale } : {}), ...oneLine };
}


/** A pass or a fail shown alone as a line's value ("False", "yes"): both, written in the case shown. */
function booleanShown(rest: string): string[] {
  const m = /^[ \t]{0,4}(true|false|yes|no)[ \t]*\.?[ \t]*$/i.exec(rest);
  if (!m) return [];
  const pair = /^(?:true|false)$/i.test(m[1]!) ? ['true', 'false'] : ['yes', 'no'];
  return pair.map((word) => casedLike(m[1]!, word));
}

/** The line breaks in text[from, to). */
function newlinesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * The labelled lines next to the verdict's, line after line, each showing a slot in brackets: a layout given whole,
 * every line of which the reply must hold. Empty when the verdict's line shows no slot.
 */
function slotBlock<T extends { rest: string; line: number; key: string }>(found: T[], verdict: T): Set<T> {
  // a slot in brackets, or a placeholder standing alone ("Step-by-step verification: xxx", "Reason: ...")
  // (…or, where the verdict's own line is left blank, "Review: \nFeedback: \nRating (1-5): ", a blank line beside it)
  const blank = verdict.rest.trim() === '';
  const slotted = (l: T) => /^[ \t]{0,4}(?:[[<(]|(?:x{3,}|\.{3}|…|_{3,})[ \t]*$)/i.test(l.rest) || (blank && l.rest.trim() === '');
  // a line that takes a number of its own ("Confidence: [1-10]", "SCORE: [0.0 to 1.0, where 1.0 = …]") is not one a reason can fill
  const numbered = (l: T) => rangeIn(l.rest) !== null || NUMBER_SLOT.test(l.rest) || RANGE_OPENS_SLOT.test(l.rest);
  const block = new Set<T>();
  if (!slotted(verdict)) return block;
  const at = found.indexOf(verdict);
  // …nor one that takes options of its own ("CONFIDENCE: [high/medium/low]"): the verdict is not its to say
  // (…except how sure the judge is, written from the level it answered at: "Confidence: <0-10>")
  const chosen = (l: T) => (numbered(l) || optionsIn(l.rest).length >= 2) && !/confiden|certaint/i.test(l.key);
  for (let i = at - 1; i >= 0 && found[i]!.line === found[i + 1]!.line - 1 && slotted(found[i]!); i--) if (!chosen(found[i]!)) block.add(found[i]!);
  for (let i = at + 1; i < found.length && found[i]!.line === found[i - 1]!.line + 1 && slotted(found[i]!); i++) if (!chosen(found[i]!)) block.add(found[i]!);
  return block;
}

/** Words a range said in a slot may open with: "<an integer between 1 and 5>", "[a score from 0 to 10]". */
const RANGE_LEAD = String.raw`(?:(?:an?|one|the|single|whole|integer|int|number|score|rating|value|from|between)[ \t]{1,2}){0,4}`;
/** A bracketed slot that opens with a range, glossed or not: "[0.0 to 1.0, where 1.0 = completely grounded]". */
const RANGE_OPENS_SLOT = new RegExp(String.raw`^[ \t]{0,4}[[<(][ \t]{0,2}${RANGE_LEAD}-?\d{1,3}(?:\.\d{1,3})?[ \t]{0,2}(?:-|–|to|~)[ \t]{0,2}-?\d{1,3}(?:\.\d{1,3})?\b`, 'i');

/**
 * JSON asked for, the object written inline after it: 'respond with JSON in the exact shape: {"score": <0-40>'; or on the
 * lines under it: 'Format your response as JSON:\n{\n  "score": <integer 0-100>,'.
 */
const JSON_ASKED_INLINE = /\bjson\b[^\n{]{0,80}(?:\r?\n[ \t]{0,4})?\{[ \t]{0,2}(?:\r?\n[ \t]{0,8})?["'][\p{L}_][^"'\n]{0,40}["'][ \t]{0,2}:/iu;

/** A line's slot for a number: "(int)", "<score>", "[your rating]". */
/** The answer's layout is shown: "respond in the below format", "in the following format:", "output the below syntax:". */
const FORMAT_SHOWN = /\b(?:respond|reply|answer|output|write|return|use)\b[^.\n]{0,40}\b(?:(?:below|following|this)[ \t]+(?:yaml[ \t]+|json[ \t]+)?(?:format|syntax|template|structure)\b|(?:format|syntax|template|structure)[ \t]+(?:below|shown below|that follows)\b)/i;
// (…or a code name holding one of those words among its parts: "{evaluation_response_int}")
// (…or letters standing for its digits, a decimal's too: "SCORE: X.X")
const NUMBER_SLOT = /^[ \t]{0,4}(?:[[<({][ \t]{0,2}(?:[a-z]{1,20}_){0,4}(?:int|integer|number|numeric|score|rating|reward|your (?:score|rating|grade)|a number)(?:_[a-z]{1,20}){0,4}\b[^\]>)}\n]{0,60}[\]>)}]|your (?:score|rating|grade)(?: here)?\.?|X{1,2}(?:\.X{1,2})?|N|숫자|数字|数値|分数|점수|<[ \t]{0,2}(?:رقم|عدد|الدرجة|число|цифра|оцінка|liczba|ocena|getal|cijfer|angka|nilai|skor|संख्या|अंक|ตัวเลข|คะแนน|عدد|número|numero|nombre|zahl|note|punteggio|số|điểm|sayı|puan)[ \t]{0,2}>)[ \t]{0,4}$/iu;

/** A score range a line names: "[1-10]", "<1 to 5>", "(0~3)". */
function rangeIn(rest: string, inWords = false): Scale | null {
  // (…with decimals: "[0.0-1.0]")
  // (…said in words: "<an integer between 1 and 5>", "[a score from 0 to 10]", where no JSON is shown: there such a
  // line glosses a key, "1. score: integer from 1 to 10")
  const m = inWords ? (RANGE_IN_WORDS.exec(rest) ?? RANGE_IN_WORDS_INTL.exec(rest)) : RANGE.exec(rest);
  if (m && Number(m[1]) < Number(m[2])) return { min: Number(m[1]), max: Number(m[2]) };
  // (…or a placeholder out of the maximum: "点数：XX/100", "Score: N/10")
  const outOf = OUT_OF_SLOT.exec(rest);
  return outOf && Number(outOf[1]) > 0 ? { min: 0, max: Number(outOf[1]) } : null;
}
const OUT_OF_SLOT = /^[ \t]{0,4}[[<(]?[ \t]{0,2}(?:[XxNn]{1,3}|_{1,4}|\?{1,3}|\.{3})[ \t]{0,2}(?:\/|out of)[ \t]{0,2}(\d{1,4})[ \t]{0,2}[\]>)]?[ \t]{0,4}$/;
const RANGE = /^[ \t]{0,4}[[<(]?[ \t]{0,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}(?:-|–|to|~)[ \t]{0,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}[\]>)]?[ \t]{0,4}$/;
// (…asked with its verb and glossed after it: "Give a number from 0 to 10 (no inflation).")
const RANGE_IN_WORDS = new RegExp(String.raw`^[ \t]{0,4}[[<(]?[ \t]{0,2}(?:(?:give|provide|assign|enter|write|output|put)[ \t]{1,2})?${RANGE_LEAD}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}(?:-|–|to|~|and)[ \t]{0,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}[\]>)]?(?:[ \t]{0,2}\([^()\n]{1,60}\))?[ \t]{0,2}\.?[ \t]{0,4}$`, 'i');

// (…in Portuguese, Spanish, French, Italian or German: "<um dígito de 1 a 5>", "[un número del 0 al 10]", "<eine Zahl von 1 bis 5>")
const RANGE_IN_WORDS_INTL = /^[ \t]{0,4}[[<(]?[ \t]{0,2}(?:(?:um|uma|un|une|una|ein|eine|einen|el|la|il|lo|o|a)[ \t]{1,2})?(?:(?:número|numero|nombre|zahl|dígito|digito|chiffre|cifra|nota|note|punteggio|puntuación|puntuacion|pontuação|pontuacao|entero|inteiro|entier|intero|valor|valeur|wert|valore)[ \t]{1,2}){1,2}(?:de|da|del|von|entre|tra|zwischen)[ \t]{1,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{1,2}(?:a|à|al|e|et|y|bis|und)[ \t]{1,2}(-?\d{1,3}(?:\.\d{1,3})?)[ \t]{0,2}[\]>)]?[ \t]{0,2}\.?[ \t]{0,4}$/iu;

/**
 * Sections a dashed header opens, the value on the line below it ("--- success\ntrue/false\n\n--- explanation\n...", as
 * OpenHands' resolver asks): each header with its value under it, the verdict's the one whose slot lists options, the
 * others the reason. Read from the end of the prompt; two to six sections.
 */
export function dashedSections(text: string): { lines: AnswerLine[]; options: string[] } | null {
  const tail = text.slice(-2000);
  // (…or a Markdown heading, its slot perhaps after a blank line: "## Reasoning\n\n…\n\n## Verdict\n\n<Model A/Model B/Tie>")
  const sections = [...tail.matchAll(/(?:^|\n)[ \t]{0,8}(-{3,}[ \t]{0,2}[A-Za-z_][\w ]{0,30}?|#{1,4}[ \t]{1,3}[A-Za-z_][\w ]{0,30}?)[ \t]*\n(?:[ \t]*\n){0,2}[ \t]{0,8}([^\n#]{1,160})/g)].map((m) => ({ header: m[1]!, slot: m[2]!.trim() }));
  if (sections.length < 2 || sections.length > 6 || new Set(sections.map((s) => s.header[0])).size > 1) return null;
  // (headings name the answer's parts, "## Reasoning" / "## Verdict"; "# Evaluation Rules" heads the template's own words)
  const named = (header: string) => REASON_WORDS.test(header.replace(/^[#\s]+/, '').toLowerCase()) || VERDICT_KEY.test(header.replace(/^[#\s]+/, '').toLowerCase());
  if (sections[0]!.header.startsWith('#') && !sections.every((s) => named(s.header))) return null;
  const optionsOf = (slot: string) => (optionsIn(slot).length >= 2 ? optionsIn(slot) : slashedSlot(slot));
  const verdict = sections.find((s) => optionsOf(s.slot).length >= 2);
  if (!verdict) return null;
  return { lines: sections.map((s) => ({ label: `${s.header}\n`, role: s === verdict ? ('verdict' as const) : ('reason' as const) })), options: optionsOf(verdict.slot) };
}

/** A slot holding only options of a few words each between slashes: "<Model A/Model B/Tie>", "[Pass / Fail / Partial]". */
function slashedSlot(slot: string): string[] {
  const m = /^[<[][ \t]{0,2}([A-Za-z0-9][\w ]{0,24}(?:[ \t]{0,2}\/[ \t]{0,2}[A-Za-z0-9][\w ]{0,24}){1,5})[ \t]{0,2}[>\]]$/.exec(slot);
  const options = m ? m[1]!.split('/').map((o) => o.trim()) : [];
  return new Set(options).size === options.length ? options : [];
}

/** The reasoning first, then the verdict's labelled line holding one of the options: the layout most templates show. */
export function verdictLineAfterReason(label: string, options: string[]): AnswerFormat {
  return { kind: 'lines', lines: [{ label: '', role: 'reason' }, { label, role: 'verdict' }], options };
}

/** A slot for the reason the judge gives: "<brief reason>", "[explanation]", "<why>", "<één zin waarom …>" (a few languages). */
const REASON_SLOT = String.raw`[<\[][^<>\[\]\n]{0,30}?(?:reason(?:ing)?|explanation|justification|rationale|feedback|why|details?|comments?|zin|waarom|uitleg|razón|motivo|explicación|raison|explication|grund|begründung|erklärung|причина|объяснение|理由|原因|説明)[^<>\[\]\n]{0,60}[>\]]`;
/** Verdict words that name an option of their own (a verdict key otherwise: "CORRECT: true"). */
const OPTION_VERDICTS = /^(?:pass(?:ed)?|fail(?:ed|ure)?|success(?:ful)?|(?:in)?correct)$/;
/**
 * The reply's lines described one by one, "Line 1 — one of: PASS, FAIL, N/A" over "Line 2 — one short sentence explaining
 * the verdict" ("First line: …" / "Second line: …" too): one line holds the options, the other the reason. Written bare,
 * in the order described.
 */
export function describedOutputLines(text: string): { lines: AnswerLine[]; options: string[] } | null {
  const tail = text.slice(-4000);
  const described = [...tail.matchAll(DESCRIBED_LINE)].slice(0, 4);
  if (described.length !== 2) return null;
  const [first, second] = described.map((m) => ({ n: m[1] !== undefined ? Number(m[1]) : LINE_NUMBERS[m[2]!.toLowerCase()]!, rest: m[3]! }));
  if (first!.n !== 1 || second!.n !== 2) return null;
  const optionsOf = (rest: string) => {
    const m = /^(?:(?:one|either)[ \t]+of(?:[ \t]+(?:these|the following))?[ \t]*:?[ \t]*|only[ \t]+|exactly[ \t]+)?["'`]?([A-Za-z][\w/-]{0,20})["'`]?((?:[ \t]*(?:,|\bor\b|\/)[ \t]*(?:or[ \t]+)?["'`]?[A-Za-z][\w/-]{0,20}["'`]?){1,5})[ \t]*\.?[ \t]*$/i.exec(rest.trim());
    if (!m) return [];
    const options = [m[1]!, ...[...m[2]!.matchAll(/["'`]?([A-Za-z][\w/-]{0,20})["'`]?/g)].map((o) => o[1]!).filter((o) => o.toLowerCase() !== 'or')];
    return new Set(options.map((o) => o.toLowerCase())).size === options.length ? options : [];
  };
  const reasonLine = (rest: string) => REASON_WORDS.test(rest) || /\b(?:sentence|explain(?:s|ing)?|why)\b/i.test(rest);
  const firstOptions = optionsOf(first!.rest);
  if (firstOptions.length >= 2 && reasonLine(second!.rest)) return { lines: [{ label: '', role: 'verdict' }, { label: '', role: 'reason' }], options: firstOptions };
  const secondOptions = optionsOf(second!.rest);
  if (secondOptions.length >= 2 && reasonLine(first!.rest)) return { lines: [{ label: '', role: 'reason' }, { label: '', role: 'verdict' }], options: secondOptions };
  return null;
}
/** "Line 1 — …", "Line 2: …", "First line: …" at the start of a line of the instruction. */
const DESCRIBED_LINE = /(?:^|\n)[ \t]{0,12}(?:[-*•][ \t]{1,4})?(?:line[ \t]+(\d)|(first|second)[ \t]+line)[ \t]*(?:[—–:-]|\bis\b)[ \t]*([^\n]{1,200})/gi;
const LINE_NUMBERS: Record<string, number> = { first: 1, second: 2 };

/** "PASS: <reason>" lines, two to six, each alone on its line (or two joined by "or"): the label, its separator, the slot. */
const LABEL_THEN_REASON_LINE = new RegExp(String.raw`(?:^|\n)[ \t]{0,12}(?:[-*•][ \t]{1,4})?\x60?([A-Z][A-Z_]{1,20})([ \t]{0,2}[:–—-][ \t]{0,2})${REASON_SLOT}\x60?[ \t]*(?=\n|$)`, 'g');
const LABEL_THEN_REASON_OR = new RegExp(String.raw`\b([A-Z][A-Z_]{1,20})([ \t]{0,2}:[ \t]{0,2})${REASON_SLOT}[ \t]+or[ \t]+([A-Z][A-Z_]{1,20})[ \t]{0,2}:[ \t]{0,2}${REASON_SLOT}`);

/**
 * Options the template shows each on a line of its own, a slot for the reason after each ("PASS: <brief reason>" /
 * "FAIL: <brief reason>"), or two joined by "or": the labels, written with the reason after the separator shown.
 */
export function labelThenReason(text: string): { labels: string[]; separator: string } | null {
  const tail = text.slice(-6000);
  const inline = LABEL_THEN_REASON_OR.exec(tail);
  if (inline && inline[1] !== inline[3]) return { labels: [inline[1]!, inline[3]!], separator: inline[2]!.trimStart() === ':' ? ': ' : inline[2]! };
  const lines = [...tail.matchAll(LABEL_THEN_REASON_LINE)].slice(0, 8);
  const labels = [...new Set(lines.map((m) => m[1]!))];
  if (labels.length < 2 || labels.length > 6 || labels.length !== lines.length) return null;
  // (fields of a layout, "VERDICT: <verdict and why>" over "REASON: <reason>", are lines of their own, not options)
  // (a verdict word that is itself an option, "PASS: <brief reason>" over "FAIL: <brief reason>", is one of the options)
  const field = (l: string) => REASON_WORDS.test(l) || (VERDICT_KEY.test(l) && !OPTION_VERDICTS.test(l));
  if (labels.some((l) => field(l.toLowerCase().replace(/_/g, ' ')))) return null;
  const separator = lines[0]![2]!.trim() === ':' ? ': ' : lines[0]![2]!;
  return { labels, separator };
}

/** The line after a position (up to 200 characters), unless it is itself a label alone on its line. */
function nextLineAfter(text: string, at: number): string {
  if (text[at] !== '\n') return '';
  const line = /^\n([^\n]{1,200})/.exec(text.slice(at, at + 202))?.[1] ?? '';
  return /^[ \t]*[\p{Lu}_ ]{2,31}:[ \t]*$/u.test(line) ? '' : line;
}

/** Options a line names: `<A or B>`, `[yes/no]`, `Answer 'yes' if … Answer 'no' …`. */
export function optionsIn(rest: string): string[] {
  // graded pair verdicts listed in the slot: "score: <one of A>>B, A>B, A=B, A<B, A<<B>"
  const graded = /\bone of\s+((?:[AB](?:>>|<<|>|<|=)[AB](?:\s*,\s*|\s+or\s+|\s+)?){2,6})/.exec(rest);
  if (graded) return [...new Set(graded[1]!.match(/[AB](?:>>|<<|>|<|=)[AB]/g)!)];
  // (…in parentheses too, the line's whole value: "Final Judgement: (Yes or No)", '"Decision:" ("TRUE" or "FALSE")')
  // (a number among them may have decimals: "[0/0.5/1]")
  // ("or" in other languages too: "[PASS lub FAIL]", "[JA oder NEIN]", "[SÍ o NO]", "[ДА или НЕТ]")
  const placeholder = /[<[{]\s*([\p{L}\p{N}_]{1,24}(?:\.\d{1,3})?)(?:\s+(?:or|lub|albo|oder|ou|o|или|або|nebo|alebo|atau|veya|hoặc)\s+|\s*[/|]\s*)([\p{L}\p{N}_]{1,24}(?:\.\d{1,3})?)\s*[>\]}]/iu.exec(rest) ?? /^[ \t]{0,4}\(\s*["'“]?(\w{1,12})["'”]?(?:\s+or\s+|\s*[/|]\s*)["'“]?(\w{1,12})["'”]?\s*\)[ \t]*\.?[ \t]*$/i.exec(rest);
  if (placeholder) return [placeholder[1]!, placeholder[2]!];
  // …or said in the slot's own words: "Chosen translation: (specify whether …, outputting only A or B, with no additional text)"
  // (…or in angle brackets: "Answer: <Your answer here. The answer should be either True or False>")
  const said = /^[ \t]{0,4}[(<][^()<>\n]{0,160}?\b(?:only|just|either)[ \t]+["'“]?([A-Za-z0-9]{1,12})["'”]?[ \t]+or[ \t]+["'“]?([A-Za-z0-9]{1,12})["'”]?(?![\w-])[^()<>\n]{0,120}[)>]/.exec(rest);
  if (said && said[1]!.toLowerCase() !== said[2]!.toLowerCase()) return [said[1]!, said[2]!];
  // (…or bare, slashes between them, the line's whole value: "スコア：A/B/C", "Grade: pass/fail")
  // (words, never numbers: "Score: 2/3" is a fraction)
  const bareSlashed = /^[ \t]{0,4}(\p{L}[\p{L}\p{N}_]{0,11}(?:[ \t]*\/[ \t]*\p{L}[\p{L}\p{N}_]{0,11}){1,5})[ \t]*\.?[ \t]*$/u.exec(rest);
  if (bareSlashed) {
    const options = bareSlashed[1]!.split('/').map((o) => o.trim());
    if (new Set(options.map((o) => o.toLowerCase())).size === options.length) return options;
  }
  // the line's whole value: 'Status: "success" or "failure"'
  const quotedPair = /^[ \t]{0,4}["“]([A-Za-z][\w -]{0,20})["”][ \t]*(?:or|\/|\|)[ \t]*["“]([A-Za-z][\w -]{0,20})["”][ \t]*\.?[ \t]*$/.exec(rest);
  if (quotedPair && quotedPair[1] !== quotedPair[2]) return [quotedPair[1]!, quotedPair[2]!];
  // three to six: "[A/B/Tie]", "<low | medium | high>"
  // (a label may join words by underscores: "[GROUNDED/PARTIALLY_GROUNDED/NOT_GROUNDED]")
  // (…or joined by "or": "[A or B or TIE]")
  // (…"one of" or "either" before them in the slot: "<one of abusive/spam/contains_phone/safe>")
  const several = /[<[{]\s*(?:(?:one|any)\s+of\s+|either\s+)?(\w{1,24}(?:\.\d{1,3})?(?:(?:\s*[/|]\s*|\s+or\s+)\w{1,24}(?:\.\d{1,3})?){2,5})\s*[>\]}]/.exec(rest);
  if (several) {
    const options = several[1]!.split(/\s*[/|]\s*|\s+or\s+/).map((o) => o.trim());
    if (new Set(options.map((o) => o.toLowerCase())).size === options.length) return options;
  }
  // …options of a few words each, slashes or bars between them: "[TRUE / FALSE / PARTIALLY TRUE / UNVERIFIABLE]"
  const phrases = /[<[{]\s*(?:(?:one|any)\s+of\s+|either\s+)?(\w{1,12}(?: \w{1,12}){0,2}(?:\s*[/|]\s*\w{1,12}(?: \w{1,12}){0,2}){1,5})\s*[>\]}]/.exec(rest);
  if (phrases) {
    const options = phrases[1]!.split(/\s*[/|]\s*/).map((o) => o.trim());
    if (options.length >= 2 && new Set(options.map((o) => o.toLowerCase())).size === options.length) return options;
  }
  // each option in brackets of its own, the brackets joined by slashes, bars or "or": "Judgment: <Caption 1 is
  // better>/<Caption 2 is better>/<Tie>"
  const bracketed = /^[ \t]{0,4}<[^<>\n]{1,40}>(?:[ \t]{0,2}(?:\/|\||or)[ \t]{0,2}<[^<>\n]{1,40}>){1,5}[ \t]*\.?[ \t]*$/.exec(rest);
  if (bracketed) {
    const options = [...bracketed[0].matchAll(/<([^<>\n]{1,40})>/g)].map((m) => m[1]!.trim());
    if (new Set(options.map((o) => o.toLowerCase())).size === options.length) return options;
  }
  // words marked inside the line's slot: "[Insert only **correct** or **wrong** here]", "[State only 'Correct' or 'Wrong' …]"
  // (…or between a slash: "[Input 'correct'/'incorrect' here …]")
  const marked = /^[ \t]{0,4}[[<][^\]>\n]{0,60}?(\*\*|['"“‘])([A-Za-z][\w-]{0,15})(?:\*\*|['"”’])[ \t]{0,3}(?:or|\/)[ \t]{0,3}(?:\*\*|['"“‘])([A-Za-z][\w-]{0,15})(?:\*\*|['"”’])/.exec(rest);
  if (marked) return [marked[2]!, marked[3]!];
  // two words or letters as the line's whole value, a slash between them: "判断结果: A / B"
  // (…a note after them in parentheses: "Answer: YES / NO (this should be either 'YES' or 'NO')")
  // (…the note in full-width parentheses too: "A/B（你认为更好的答案）")
  const slashed = /^[ \t]{0,4}([\p{L}\p{N}]{1,12})[ \t]*\/[ \t]*([\p{L}\p{N}]{1,12})[ \t]*(?:[(（][^()（）\n]{0,80}[)）])?[ \t]*$/u.exec(rest);
  // (not a fraction: "Score: 2/3" is a number out of another)
  if (slashed && slashed[1]!.toLowerCase() !== slashed[2]!.toLowerCase() && !/^\d+$/.test(slashed[1]!)) return [slashed[1]!, slashed[2]!];
  // two words joined by "or", a note after them in parentheses: "Status: success or failure (don't return anything else)"
  // (…"or" in capitals too: "Judgment: yes OR no")
  // (…or two digits: "SUCCESS:\n1 or 0")
  const orPair = /^[ \t]{0,4}([A-Za-z]\w{0,15}|\d)[ \t]+(?:or|OR)[ \t]+([A-Za-z]\w{0,15}|\d)[ \t]*(?:\([^()\n]{0,80}\))?[ \t]*\.?[ \t]*$/.exec(rest);
  if (orPair && orPair[1]!.toLowerCase() !== orPair[2]!.toLowerCase()) return [orPair[1]!, orPair[2]!];
  // two words quoted together as the line's whole value: 'Attack detected: "True/False"'
  const quotedSlashed = /^[ \t]{0,4}["“]([A-Za-z]\w{0,11})[ \t]{0,2}[/|][ \t]{0,2}([A-Za-z]\w{0,11})["”][ \t]*$/.exec(rest);
  if (quotedSlashed && quotedSlashed[1]!.toLowerCase() !== quotedSlashed[2]!.toLowerCase()) return [quotedSlashed[1]!, quotedSlashed[2]!];
  // two words and nothing else on the line: "PASS: true/false"
  const bare = /^[ \t]{0,4}([A-Za-z]\w{0,11})[ \t]{0,2}\/[ \t]{0,2}([A-Za-z]\w{0,11})[ \t]*$/.exec(rest);
  if (bare) return [bare[1]!, bare[2]!];
  // "Clearly state the outcome as either “Undesired Content Detected” or “No Undesired Content Detected.”"
  const either = /\beither[ \t]+["“]([A-Za-z][^"”\n]{0,40}?)\.?["”][ \t]+or[ \t]+["“]([A-Za-z][^"”\n]{0,40}?)\.?["”]/.exec(rest);
  if (either && either[1] !== either[2]) return [either[1]!, either[2]!];
  // …three, with commas: '[Either "model-a", "model-b", or "Tie"]'
  const eitherThree = /\beither[ \t]+["“]([^"”\n]{1,40})["”],[ \t]*["“]([^"”\n]{1,40})["”],?[ \t]+or[ \t]+["“]([^"”\n]{1,40})["”]/i.exec(rest);
  if (eitherThree && new Set(eitherThree.slice(1, 4).map((o) => o.toLowerCase())).size === 3) return [eitherThree[1]!, eitherThree[2]!, eitherThree[3]!];
  // "<one of A, B, C, D, or E>": the slot names its options
  const oneOf = /^[ \t]{0,4}[<[][ \t]{0,2}one of[ \t]{1,2}((?:[\w.]{1,12},[ \t]{0,2}){1,8}(?:or[ \t]+)?[\w.]{1,12})[ \t]*[>\]]/i.exec(rest);
  if (oneOf) return [...new Set(oneOf[1]!.split(/,[ \t]*(?:or[ \t]+)?/).map((o) => o.trim()).filter(Boolean))];
  // …or lists them with commas, the slot the line's whole value: "Model: {A, B, tie}", "Winner: <A, B, or tie>"
  // (not names of the reply's parts: "<score, reason>"; nor a list in square brackets, as data shows one: "Package: [User, Order]")
  const commaListed = /^[ \t]{0,4}(?:<[ \t]{0,2}((?:[\w.]{1,12},[ \t]{0,2}){1,5}(?:or[ \t]+)?[\w.]{1,12})[ \t]{0,2}>|\{[ \t]{0,2}((?:[\w.]{1,12},[ \t]{0,2}){1,5}(?:or[ \t]+)?[\w.]{1,12})[ \t]{0,2}\})[ \t]*$/i.exec(rest);
  const commaOptions = commaListed ? [...new Set((commaListed[1] ?? commaListed[2]!).split(/,[ \t]*(?:or[ \t]+)?/).map((o) => o.trim()).filter(Boolean))] : [];
  if (commaOptions.length >= 2 && !commaOptions.some((o) => /^(?:score|rating|reason(?:ing)?|explanation|justification|analysis|feedback|comments?|rationale|confidence)$/i.test(o))) return commaOptions;
  // …in square brackets too where "or" joins the last of them, which a list of data never says: "Grade: [Excellent, Good,
  // Fair or Poor]"
  const orListed = /^[ \t]{0,4}\[[ \t]{0,2}([A-Za-z][\w-]{0,15}(?: [A-Za-z][\w-]{0,15})?(?:(?:,[ \t]{0,2}(?:or[ \t]+)?|[ \t]+or[ \t]+)[A-Za-z][\w-]{0,15}(?: [A-Za-z][\w-]{0,15})?){2,6})[ \t]{0,2}\][ \t]*$/.exec(rest);
  const orOptions = orListed && /,[^,]*\bor\b/.test(orListed[1]!) ? [...new Set(orListed[1]!.split(/,[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+/).map((o) => o.trim()).filter(Boolean))] : [];
  if (orOptions.length >= 3) return orOptions;
  // the options given as examples after a slot that names what it holds: "**Nilai:** [Tingkatan Nilai] (e.g., Excellent
  // (100), Good (80), Fair (60))", each as written with its points
  const exampled = /^[ \t]{0,4}[[<][^\]>\n]{1,40}[\]>][ \t]{0,2}\((?:e\.g\.|eg\.|for example|such as|misalnya|contoh|p\. ?ej\.|z\. ?B\.|par ex\.)[,:]?[ \t]{1,2}((?:[A-Za-z][\w-]{0,15}(?: [A-Za-z][\w-]{0,15})?(?: \(\d{1,3}\))?(?:,[ \t]{1,2}(?:or[ \t]{1,2})?|[ \t]{1,2}or[ \t]{1,2})){1,7}[A-Za-z][\w-]{0,15}(?: [A-Za-z][\w-]{0,15})?(?: \(\d{1,3}\))?)\)[ \t]*$/.exec(rest);
  if (exampled) {
    const options = [...new Set(exampled[1]!.split(/,[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+/).map((o) => o.trim()).filter(Boolean))];
    if (options.length >= 2) return options;
  }
  // values a bracketed slot lists as examples of what goes in it: "[index number, e.g., 0, 1, or 2]" (any of them is one)
  const examples = /^[ \t]{0,4}[[<][^\]>\n]{0,60}?\b(?:e\.g\.|for example|such as)[,:]?[ \t]{1,2}((?:[\w.]{1,12}(?:,[ \t]{1,2}(?:or[ \t]{1,2})?|[ \t]{1,2}or[ \t]{1,2})){1,6}[\w.]{1,12})[ \t]*[\]>]/i.exec(rest);
  if (examples) return [...new Set(examples[1]!.split(/,[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+/).map((o) => o.trim().replace(/\.$/, '')).filter(Boolean))];
  // the options in parentheses closing a bracketed slot: "[Whether the answers agree. (TRUE or FALSE)]"
  const closing = /^[ \t]{0,4}\[[^\]\n]{0,200}\([ \t]*(\w{1,12})[ \t]+or[ \t]+(\w{1,12})[ \t]*\)[ \t]*\.?\][ \t]*$/i.exec(rest);
  if (closing && closing[1]!.toLowerCase() !== closing[2]!.toLowerCase()) return [closing[1]!, closing[2]!];
  // "Answer 'yes' if …", and the same in Chinese: "则回答"yes"", "则填写'正确'".
  const quoted = [...rest.matchAll(/(?:\b(?:answer|say|write|output|put)\s+|(?:回答|填写|输出|写)\s*)['"“‘]([A-Za-z]{1,12}|\p{Script=Han}{1,6})['"”’]/giu)].map((m) => m[1]!);
  return [...new Set(quoted)];
}

/** Writes the verdict and the reasoning on their lines, in the template's order. */
export function writeLines(lines: AnswerLine[], verdict: string, reason: string, confidence?: number): string {
  // (a heading's label ends its own line: "## Verdict\nTRUE"; a full-width colon takes no space after it: "结论：通过")
  const value = (l: AnswerLine) => (l.role === 'verdict' ? (l.bracketed ? `[${verdict}]` : verdict) : l.role === 'confidence' ? confidenceWritten(l, confidence) : reason);
  return lines.map((l) => `${l.label === '' || l.label.endsWith('\n') || l.label.endsWith('：') ? l.label : `${l.label} `}${value(l)}`).join('\n');
}

/**
 * A line for how sure the judge is ("Confidence: <0-10>", "CONFIDENCE: [HIGH / MEDIUM / LOW]"): its range or its levels;
 * null where the slot names neither (its text is then a reason's).
 */
function confidenceLine(label: string, key: string, rest: string, inWords: boolean): AnswerLine | null {
  if (!/confiden|certaint/i.test(key)) return null;
  // (…listed with commas too: "<HIGH, MEDIUM or LOW>")
  const inBrackets = /^[ \t]{0,4}[<[(]([A-Za-z][\w -]{0,20}(?:[ \t]*(?:,|\/|\||\bor\b)[ \t]*(?:or[ \t]+)?[A-Za-z][\w -]{0,20}){1,4})[>\])]/.exec(rest);
  const levels = inBrackets ? inBrackets[1]!.split(/[ \t]*(?:,[ \t]*(?:or[ \t]+)?|\/|\||[ \t]or[ \t])[ \t]*/).map((o) => o.trim()).filter(Boolean) : optionsIn(rest);
  if (levels.length >= 2 && levels.length <= 5 && levels.every((o) => /^[A-Za-z][\w -]{0,20}$/.test(o))) return { label, role: 'confidence', confidenceLevels: levels };
  const range = rangeIn(rest, inWords);
  return range ? { label, role: 'confidence', confidenceScale: range } : null;
}

/**
 * A confidence line's value: the level the verdict was answered at (a share, 0.9 at a8:90) on the line's range, or the
 * level named for it (high from 0.9, low under 0.7, medium between); the range's top, or the highest level, when the verdict
 * came without one (a taught request answered word for word).
 */
function confidenceWritten(line: AnswerLine, confidence: number | undefined): string {
  const share = confidence === undefined ? 1 : Math.min(1, Math.max(0, confidence));
  if (line.confidenceScale) {
    const { min, max } = line.confidenceScale;
    const raw = min + share * (max - min);
    return String(Number.isInteger(min) && Number.isInteger(max) && max - min > 1 ? Math.round(raw) : Math.round(raw * 100) / 100);
  }
  const levels = line.confidenceLevels ?? [];
  const named = (pattern: RegExp) => levels.find((l) => pattern.test(l));
  const pick = share >= 0.9 ? named(/^(?:very[ _-]?)?high$|^certain$|^sure$/i) : share < 0.7 ? named(/^low$|^unsure$|^uncertain$/i) : named(/^medium$|^moderate$|^mid$/i);
  return pick ?? levels[share >= 0.9 ? 0 : levels.length - 1] ?? String(share);
}

/** A scale shown as the levels of a rubric: "- Score 0: …", "## [Groundedness: 5]". */
export function rubricLevels(text: string): Scale | null {
  const levels = [...text.matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•#][ \t#]{0,4})?(?:score[ \t]{0,4}(-?\d{1,3})[ \t]{0,4}:|\[[A-Za-z ]{3,30}:[ \t]{0,4}(-?\d{1,3})\])/gi)].map((m) => Number(m[1] ?? m[2]));
  if (levels.length >= 2) return { min: Math.min(...levels), max: Math.max(...levels) };
  // "Rubric:" (or a line about the score) and under it one line per level, "0: …", "1: …", counting up by one
  const block = LEVEL_LINES.exec(text);
  if (!block) return null;
  const numbers = [...block[1]!.matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?(-?\d{1,2})[ \t]{0,2}:/g)].map((m) => Number(m[1]));
  return numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1) ? { min: numbers[0]!, max: numbers[numbers.length - 1]! } : null;
}
const LEVEL_LINES = /\b(?:rubric|scor(?:e|es|ing)|ratings?|scale)\b[^\n]{0,80}\n((?:[ \t]{0,8}(?:[-*•][ \t]{1,4})?-?\d{1,2}[ \t]{0,2}:[^\n]{3,300}(?:\n|$)){2,11})/i;

/** The line right after a score's slot, labelled for the reason: "Reasoning: [One sentence explanation]". */
const REASON_LINE_BELOW = /^[^\n]*\n[ \t]{0,8}((?:[A-Z][a-z]{1,15} )?(?:Reason|Reasoning|Rationale|Explanation|Justification|Feedback|Comment|Comments|Analysis)):/i;

/**
 * An answer line written out in the instruction's own sentences: 'If … correct, output "Final Decision:
 * Yes". If … incorrect, output Final Decision: No.' (the label with at least two values), or 'using the
 * format: "Score: <total points>"' (a score slot on a line of its own; a mark standing for the number, 'in the format of
 * "Final score: #"', is a slot too; so is the line the reply must end on, "The last line should only be SCORE: [0/1]").
 */
export function statedLines(text: string, scale: Scale | null): AnswerFormat | null {
  const values = new Map<string, string[]>();
  for (const m of text.matchAll(/\b(?:output|write|print|respond with|answer with|reply with|say|end with|conclude with)\s+["“'‘]?([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,20}){0,3}):[ \t]{0,3}([A-Za-z]{1,16})\b/g)) {
    const label = m[1]!;
    const list = values.get(label) ?? [];
    if (!list.includes(m[2]!)) list.push(m[2]!);
    values.set(label, list);
  }
  for (const [label, options] of values) {
    if (options.length >= 2) return verdictLineAfterReason(`${label}:`, options);
  }
  // (a slot may describe the number at length, "[A single number between 0 and 1, where 1 is the best]", never in double
  // brackets, "Rating: [[<1-10>]]", a rating in brackets; the format's line
  // may add a note before its colon, "in the following format - do not add any decorations:")
  const scoreSlot = /(?:\bform(?:at)?(?:\s+(?:of|as))?(?:[ \t]+[-–—][ \t][^\n:]{1,80})?|\b(?:last|final) line (?:should|must|will|shall) (?:only |just )?(?:be|read|contain))\s*:?\s*["“'‘`]?(#{0,3}[ \t]{0,2}(?:[A-Za-z]{2,20} ){0,2}(?:score|rating|grade|points|reward)):[ \t]{0,3}(?:(?!\[\[)[<[{(][^>\]})\n]{1,80}[>\]})]|(?:your )?(?:score|rating|grade)\b(?![ \t]*[:=])|(?:#{1,3}|X{1,2}|N|_{2,8})(?=["”'’`]|[ \t]{1,2}\((?:where|with)\b))/i.exec(text);
  // (not a grade's line whose slot names its levels in words, "Grade: [Excellent/Good/Fair/Poor]": a line of options)
  const slotText = scoreSlot ? scoreSlot[0].slice(scoreSlot[0].lastIndexOf(`${scoreSlot[1]!}:`) + scoreSlot[1]!.length + 1).trim() : '';
  const wordLevels = optionsIn(slotText);
  const slot = wordLevels.length >= 2 && wordLevels.every((o) => /^\p{L}/u.test(o)) ? null : scoreSlot;
  // (…the reply told to end with it: 'End your answer by strictly following the format "Reward: <your-answer>"': the
  // reasoning first, the score's line last)
  if (slot && (/^(?:last|final)\b/i.test(slot[0]) || /\b(?:end|finish|conclude|close)\b[^.\n]{0,80}$/i.test(text.slice(Math.max(0, slot.index - 120), slot.index)))) {
    // (…with the reasoning's own slot stated before it, "Start by outputting Thought: <your-reasoning>": the reasoning under that label)
    const reasoning = REASONING_SLOT.exec(text.slice(0, slot.index));
    return { kind: 'score', scale, lines: false, written: [`${slot[1]!}: `, ''], ...(reasoning ? { reasonLead: `${reasoning[1]!}: ` } : {}) };
  }
  // (…said to stand without any reasoning, "##final score: score without providing any reasoning": the line alone)
  if (slot && NO_REASONING.test(text.slice(slot.index, slot.index + slot[0].length + 120))) return { kind: 'score', scale, lines: false, written: [`${slot[1]!}: `, ''], bare: true };
  // (…the reason's line shown under it, "Score: [0.0 to 1.0]\nReasoning: [One sentence]": under that label)
  const reasonBelow = slot ? REASON_LINE_BELOW.exec(text.slice(slot.index + slot[0].length, slot.index + slot[0].length + 200)) : null;
  if (slot) return { kind: 'score', scale, lines: true, labels: [slot[1]!, reasonBelow?.[1] ?? 'Reason'] };
  // (…any label quoted with a mark for the number where the scale is stated, asked after the verb: 'then give your
  // answer as "Relevance: X"' under "0 = …" / "1 = …" / "2 = …": that line, after the reasoning)
  const asked = scale === null ? null : ASKED_SLOT_LINE.exec(text.slice(-6000));
  if (asked) return { kind: 'score', scale, lines: false, written: [`${asked[1]!}: `, ''] };
  // (…or a score's line shown in Spanish, Portuguese, French, Italian or German, a placeholder in its slot, under the
  // format's label: "Formato de respuesta:\nPuntuación global: [NÚMERO]")
  const intl = INTL_SCORE_SLOT_LINE.exec(text.slice(-6000));
  if (intl) return { kind: 'score', scale, lines: false, written: [`${intl[1]!}: `, ''] };
  return null;
}

/**
 * A score's labelled line in another language with a placeholder for the number, on a line of its own (not one of several
 * slotted lines, "PUNTUACION: [0-10]\nDECISION: […]", which the reply's lines read).
 */
const INTL_SCORE_SLOT_LINE = /(?:^|\n)[ \t]{0,16}((?:puntuaci[oó]n|puntaje|calificaci[oó]n|pontua[cç][aã]o|nota|punteggio|voto|punktzahl|bewertung)(?:[ \t]\p{L}{2,20}){0,2}):[ \t]{0,3}[<[{(][ \t]{0,2}(?:n[uú]mero|numero|nombre|zahl|valor|valeur|valore|puntos|pontos|points|punti|punkte|\d{1,3}[ \t]{0,2}[-–][ \t]{0,2}\d{1,3})[^>\]})\n]{0,30}[>\]})][ \t]*(?=\n|$)(?![ \t]*\n[ \t]{0,16}\p{L}[\p{L} _]{1,30}:[ \t]{0,3}[<[{(])/iu;

/** A labelled line quoted after the verb that asks for it, a mark or a placeholder in its slot: 'give your answer as "Relevance: X"'. */
const ASKED_SLOT_LINE = /\b(?:give|write|provide|state|put|output|return|answer|respond|reply|end|finish|conclude)\b[^.\n"“]{0,60}?\s["“'‘`]([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,20}){0,2}):[ \t]{0,3}(?:X{1,2}|N|#{1,3}|<[^<>\n]{1,40}>|\[[^[\]\n]{1,40}\])["”'’`]/;

/** Words that ask for no reasoning beside the answer: "without providing any reasoning", "no explanation", "do not explain". */
const NO_REASONING = /\b(?:without(?: (?:providing|giving|adding|including|any|further|additional))*|no(?: (?:further|additional|other))?|do(?: not|n't) (?:provide|give|add|include|write)(?: any)?)[ \t]{1,2}(?:reasoning|reasons?|explanations?|justifications?|rationale|comments?)\b|\bdo(?: not|n't) explain\b|\bdo(?: not|n't) (?:write|output|add|include|say|print|return) anything (?:else|more)\b|\bnothing else\b|\bno (?:other|additional|extra) text\b/i;

/** A label whose slot stands for the judge's reasoning: "Thought: <your-reasoning>", "Analysis: [your analysis]". */
const REASONING_SLOT = /\b([A-Z][A-Za-z]{2,20}):[ \t]{0,3}[<[{][ \t]{0,2}(?:your[ _-]+)?(?:step[ _-]by[ _-]step[ _-]+)?(?:reasoning|reasons?|thoughts?|thinking|explanation|rationale|analysis|justification)[ \t]{0,2}[>\]}]/;

/** The label of the reasoning's line shown before a score's label ("Reasoning: <reasoning>" before "Score:"), with its colon. */
export function reasoningLeadBefore(text: string, scoreLabel: string): string | undefined {
  const label = scoreLabel.trim();
  const at = label === '' ? -1 : text.lastIndexOf(label);
  const shown = at > 0 ? REASONING_SLOT.exec(text.slice(0, at)) : null;
  return shown && !label.startsWith(shown[1]!) ? `${shown[1]!}: ` : undefined;
}

/** DSPy's ChatAdapter: "Respond with the corresponding output fields, starting with the field `[[ ## a ## ]]`, then …". */
const DSPY_FIELDS = /\bRespond with the corresponding output fields, starting with the field\b([^\n]{0,1500})/;

/**
 * The reply DSPy's ChatAdapter asks for: each output field under its `[[ ## name ## ]]` header, in order, the value on
 * the header's line (its parser keeps text after a header). Fields named for reasoning take the reasoning; the others
 * the verdict, as their notes type it: "(must be formatted as a valid Python float)" a number (a fraction when the
 * instruction states no scale), "(… Python bool)" a boolean, "(… Python Literal['a', 'b'])" an option.
 */
/** Whether a text closes with DSPy's sentence that asks for its output fields (a cheap test before any reading of them). */
export function asksForDspyFields(text: string): boolean {
  return DSPY_FIELDS.test(text.slice(-8000));
}

/** `stated`: the scale the prompt states, asked for only where a field needs one (reading it costs a pass over the text). */
export function dspyFields(text: string, stated: () => Scale | null): { lines: AnswerLine[]; options: string[]; scale?: Scale } | null {
  const sentence = DSPY_FIELDS.exec(text.slice(-8000));
  if (!sentence) return null;
  // (DSPy 2.5 names the fields bare: "starting with the field `assessment_answer`, and then ending with the marker for `completed`")
  const fields = [...sentence[1]!.matchAll(/`(?:\[\[ ## (\w{1,40}) ## \]\]|(\w{1,40}))`([ \t]*\((?:[^()\n]|\([^()\n]{0,40}\)){0,300}\))?/g)]
    .map((m) => [m[0], m[1] ?? m[2]!, m[3]] as const)
    .filter((m) => m[1] !== 'completed');
  if (fields.length === 0 || fields.length > 12) return null;
  // (each value on the line under its marker, as DSPy writes it: a parser that reads a marker's line as the marker alone
  // finds the value on the next)
  const lines: AnswerLine[] = fields.map((m) => ({ label: `[[ ## ${m[1]} ## ]]\n`, role: REASON_WORDS.test(m[1]!.replace(/_/g, ' ')) ? 'reason' : 'verdict' }));
  const notes = fields.filter((_, i) => lines[i]!.role === 'verdict').map((m) => m[2] ?? '');
  if (notes.length === 0) return null;
  const literal = /\bLiteral\[((?:[ \t]*'[^'\n]{1,40}'[ \t]*,?){2,12})\]/.exec(notes[0]!);
  if (literal) return { lines, options: [...literal[1]!.matchAll(/'([^'\n]{1,40})'/g)].map((o) => o[1]!) };
  if (notes.every((n) => /\bTrue or False\b|\bvalid Python bool\b/.test(n))) return { lines, options: ['True', 'False'] };
  if (notes.every((n) => /\bvalid Python (?:float|int)\b/.test(n))) {
    const integer = notes.every((n) => /\bvalid Python int\b/.test(n));
    const scale = stated() ?? (integer ? null : { min: 0, max: 1 });
    return scale ? { lines, options: [], scale } : null;
  }
  // a text field (no note) whose description in the signature's list ends on its options, listed at its start or after a
  // comma or colon ("1. `answer` (str): The better response, A>B or B>A"): those options
  const verdictField = fields.find((_, i) => lines[i]!.role === 'verdict')![1]!;
  const described = new RegExp(`(?:^|\\n)[ \\t]{0,4}\\d{1,2}\\.[ \\t]\`${verdictField}\`[ \\t]\\(str\\):[ \\t]{0,2}(?:[^\\n]{0,200}?[,:;(][ \\t]{0,2})?(${DESCRIBED_OPTION}(?:,[ \\t]${DESCRIBED_OPTION}){0,4},?[ \\t]or[ \\t]${DESCRIBED_OPTION})[ \\t]*\\.?[ \\t]*(?:\\n|$)`).exec(text.slice(0, 20_000));
  if (notes[0] === '' && described) {
    const options = described[1]!.split(/,?[ \t]or[ \t]|,[ \t]/);
    if (new Set(options).size === options.length) return { lines, options };
  }
  // …or a scale ("1. `assessment_answer` (str): Score between 1 and 5"): a number on it
  const scaled = notes[0] === '' ? new RegExp(`(?:^|\\n)[ \\t]{0,4}\\d{1,2}\\.[ \\t]\`${verdictField}\`[ \\t]\\((?:str|int|float)\\):[^\\n]{0,120}?\\b(?:between|from)[ \\t]+(-?\\d{1,3}(?:\\.\\d{1,3})?)[ \\t]+(?:and|to)[ \\t]+(-?\\d{1,3}(?:\\.\\d{1,3})?)\\b`).exec(text.slice(0, 20_000)) : null;
  if (scaled && Number(scaled[1]) < Number(scaled[2])) return { lines, options: [], scale: { min: Number(scaled[1]), max: Number(scaled[2]) } };
  return null;
}
/** An option a field's description lists: a word or a short mark without spaces ("A>B", "yes", "tie"). */
const DESCRIBED_OPTION = String.raw`[\w<>=+-]{1,12}`;


/** Two to six words quoted and joined by "or" within a sentence after the verdict's tag is named. */
function quotedAfterTag(text: string, tag: string): string[] {
  const at = text.indexOf(`</${tag}>`);
  if (at < 0) return [];
  const sentence = /^[^.!?\n]{0,200}/.exec(text.slice(at))![0];
  const m = /["“']([A-Za-z][\w -]{0,25})["”'](?:[ \t]*,[ \t]*["“']([A-Za-z][\w -]{0,25})["”']){0,4}[ \t]*,?[ \t]+or[ \t]+["“']([A-Za-z][\w -]{0,25})["”']/.exec(sentence);
  if (!m) return valuesAfterTag(sentence.slice(tag.length + 3));
  const options = [...m[0].matchAll(/["“']([A-Za-z][\w -]{0,25})["”']/g)].map((o) => o[1]!);
  return new Set(options).size === options.length ? options : [];
}

/** Two or three options in parentheses shortly before the tag's name, in the sentence that names it: "your judgment (either CORRECT or INCORRECT) inside <judgment> tags". */
function glossedBeforeTag(text: string, tag: string): string[] {
  const at = text.indexOf(`<${tag}>`);
  if (at < 0) return [];
  const before = text.slice(Math.max(0, at - 120), at);
  const gloss = /\([ \t]*(?:either[ \t]+)?["'“]?([A-Za-z][\w-]{0,20})["'”]?(?:[ \t]*,[ \t]*["'“]?([A-Za-z][\w-]{0,20})["'”]?)?,?[ \t]+or[ \t]+["'“]?([A-Za-z][\w-]{0,20})["'”]?[ \t]*\)[^().\n]{0,40}$/.exec(before);
  if (!gloss) return [];
  const options = [gloss[1]!, ...(gloss[2] ? [gloss[2]] : []), gloss[3]!];
  return new Set(options.map((o) => o.toLowerCase())).size === options.length ? options : [];
}

/** "…between <label></label> tags with values 1 (consistent) or 0 (inconsistent)": the values said after the tag, each maybe glossed. */
const VALUES_AFTER_TAG = /^[^\n<]{0,30}?\bwith[ \t]+(?:the[ \t]+)?values?[ \t]+["'“‘]?([A-Za-z0-9][\w-]{0,20})["'”’]?(?:[ \t]{0,2}\([^()\n]{1,30}\))?[ \t]*(?:,[ \t]*|[ \t]+or[ \t]+)["'“‘]?([A-Za-z0-9][\w-]{0,20})["'”’]?/i;
function valuesAfterTag(afterTag: string): string[] {
  const m = VALUES_AFTER_TAG.exec(afterTag);
  return m && m[1] !== m[2] ? [m[1]!, m[2]!] : [];
}

/** The first word of a numbered rule or step, never of a level's meaning. */
const RULE_START = /^(?:if|when|otherwise|take|do|don't|read|check|make|ensure|consider|note|be|use|always|never|only|first|then|finally|you|please|identify|compare|determine|evaluate|assess|look|think|write|output|return|give|provide|start|begin|analy[sz]e|verify|list|explain)$/i;

/**
 * Levels a rubric lists one per line as a number, a dash or colon, and what it means ("1 - cold or dismissive",
 * "- 2: the answer is fully right"): at least two, counting up one by one.
 */
export function numberedLevels(text: string): Scale | null {
  // (numbered rules are not levels: "1: Take it as granted …", "2: If the prediction …")
  const items = [...text.slice(-20_000).matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?(-?\d{1,2})[ \t]{0,3}(?:-|–|:|=)[ \t]{1,4}(\p{L}[\p{L}']*)/gu)];
  if (items.some((m) => RULE_START.test(m[2]!))) return null;
  // (a rubric the template shows twice, word for word, lists its levels once)
  const levels = [...new Map(items.map((m) => [`${m[1]} ${m[2]}`, Number(m[1])])).values()];
  if (levels.length < 2 || levels.length > 11) return null;
  const sorted = [...new Set(levels)].sort((a, b) => a - b);
  if (sorted.length !== levels.length || sorted.some((v, i) => i > 0 && v !== sorted[i - 1]! + 1)) return null;
  return { min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/**
 * Levels a rubric lists one per line as decimals, or ranges of them, each with what it means ("- 1.0: Evidence
 * completely supports …", "- 0.7-0.9: … strongly supports …", "- 0.0: … does not support …"): the lowest to the
 * highest. Three lines or more, a decimal among them (whole numbers are numberedLevels').
 */
export function decimalLevels(text: string): Scale | null {
  const items = [...text.slice(-20_000).matchAll(/(?:^|\n)[ \t]{0,8}[-*•][ \t]{1,4}(\d{1,3}(?:\.\d{1,3})?)(?:[ \t]{0,2}[-–][ \t]{0,2}(\d{1,3}(?:\.\d{1,3})?))?[ \t]{0,3}:[ \t]{1,4}\p{L}/gu)];
  if (items.length < 3 || items.length > 11 || !items.some((m) => m[1]!.includes('.') || (m[2] ?? '').includes('.'))) return null;
  const ends = items.flatMap((m) => [Number(m[1]), ...(m[2] === undefined ? [] : [Number(m[2])])]);
  if (new Set(items.map((m) => m[1])).size !== items.length) return null;
  const min = Math.min(...ends);
  const max = Math.max(...ends);
  return min < max ? { min, max } : null;
}

/**
 * Levels a rubric lists under the score's own name, one per line, in steps of any size ("Score 0: …", "Score 2: …",
 * "Score 4: …", "Score 6: …", the odd numbers between them allowed): the lowest to the highest.
 */
export function labelledLevels(text: string): Scale | null {
  const levels = [...text.slice(-20_000).matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?(?:score|rating|grade|level)[ \t]{0,2}(-?\d{1,2})[ \t]{0,2}[:=–-]/gi)].map((m) => Number(m[1]));
  const distinct = [...new Set(levels)].sort((a, b) => a - b);
  if (distinct.length < 2 || distinct.length > 11 || distinct.length !== levels.length) return null;
  return { min: distinct[0]!, max: distinct[distinct.length - 1]! };
}

const REASONING_TAG = /^(?:think|thinking|thoughts?|reason|reasoning|reasons|scratchpad|analysis|explanation|rationale|justification|feedback)$/i;

/**
 * The tags a template names for its answer, whatever words come before ("output 'correct' or 'incorrect' in <result>
 * tags", "Answer in <verdict> tags with …", "Think in <thinking> tags"), and the options it shows filled in the verdict's
 * tag ("Reply with <label>SUPPORTED</label> or <label>UNSUPPORTED</label>"). Null when it names no verdict tag.
 */
export function namedAnswerTags(text: string): { tags: AnswerTags; options: string[] } | null {
  const tail = text.slice(-6000);
  // (a shown value may be a number and stand between spaces: "<ACCURACY> 0 </ACCURACY> or <ACCURACY> 1 </ACCURACY>")
  const shown = new RegExp(String.raw`<(${TAG_NAME})>[ \t]{0,2}([A-Za-z0-9][\w -]{0,30}?)[ \t]{0,2}</\1>[ \t]*(?:,[ \t]*|[ \t]or[ \t]+)<\1>[ \t]{0,2}([A-Za-z0-9][\w -]{0,30}?)[ \t]{0,2}</\1>`).exec(tail);
  // (…or the word first: "in the tag <answer></answer>")
  const named = [...tail.matchAll(new RegExp(String.raw`\b(?:in|inside|within|between|with|using)[ \t]+(?:the[ \t]+|an?[ \t]+)?(?:\`?<(${TAG_NAME})>(?:[ \t]{0,2}</${TAG_NAME}>)?\`?[ \t]+(?:xml[ \t]+)?tags?\b|(?:xml[ \t]+)?tags?[ \t]+\`?<(${TAG_NAME})>(?:[ \t]{0,2}</${TAG_NAME}>)?)`, 'gi'))].map((m) => (m[1] ?? m[2])!).slice(0, 8);
  const reasons = [...new Set(named.filter((n) => REASONING_TAG.test(n)))];
  if (shown && !REASONING_TAG.test(shown[1]!) && shown[2] !== shown[3]) return { tags: { verdict: shown[1]!, reasons }, options: [shown[2]!.trim(), shown[3]!.trim()] };
  const verdict = [...named].reverse().find((n) => !REASONING_TAG.test(n));
  // (…its values said right after it: "between <label></label> tags with values 1 (consistent) or 0 (inconsistent)")
  if (verdict) return { tags: { verdict, reasons }, options: quotedAfterTag(tail, verdict) };
  // (…or a tag block the layout shows with its options quoted inside, on lines of their own, beside reasoning blocks:
  // "<analysis>\n[…]\n</analysis>\n\n<verdict>\n[Output EXACTLY one of: "ALIGNED" or "NOT_ALIGNED"]\n</verdict>")
  const blocks = [...tail.matchAll(new RegExp(String.raw`<(${TAG_NAME})>[ \t]{0,4}\r?\n?[ \t]{0,8}([^<>\n]{1,200})\r?\n?[ \t]{0,8}</\1>`, 'g'))].slice(0, 12);
  for (const block of blocks) {
    if (REASONING_TAG.test(block[1]!)) continue;
    // (…or shown as a slot in brackets: "<answer>\n[yes or no]\n</answer>")
    const quoted = [...new Set([...block[2]!.matchAll(/["“]([A-Za-z][\w -]{0,30}?)["”]/g)].map((o) => o[1]!))];
    const slot = quoted.length < 2 ? /^[ \t]*\[([^\[\]\n]{1,60})\][ \t]*$/.exec(block[2]!) : null;
    const options = slot ? optionsIn(slot[1]!) : quoted;
    if (options.length < 2) continue;
    const shownReasons = [...new Set(blocks.map((b) => b[1]!).filter((name) => REASONING_TAG.test(name)))];
    return { tags: { verdict: block[1]!, reasons: shownReasons }, options };
  }
  return null;
}

/** A worked example's reason line and verdict line ("EXPLANATION: …" then "LABEL: VALID"), the verdict one of `labels`. */
export function exampleLines(text: string, labels: string[]): AnswerLine[] | null {
  const tail = text.slice(-4000);
  for (const m of tail.matchAll(/(?:^|\n)[ \t]{0,4}((?:\*\*)?([A-Za-z][A-Za-z _]{1,30}):(?:\*\*)?)[^\n]{1,400}\n[ \t]{0,4}((?:\*\*)?([A-Za-z][A-Za-z _]{1,30}):(?:\*\*)?)[ \t]*([A-Za-z][\w-]{0,30})[ \t]*(?=\n|$)/g)) {
    if (!/^(?:explanation|reasoning|reason|rationale|analysis|thoughts?|justification|feedback)$/i.test(m[2]!.trim())) continue;
    if (!/^(?:label|verdict|answer|result|decision|judg(?:e)?ment|classification|category|grade)$/i.test(m[4]!.trim())) continue;
    if (!labels.some((l) => l.toLowerCase() === m[5]!.toLowerCase())) continue;
    return [
      { label: m[1]!, role: 'reason' },
      { label: m[3]!, role: 'verdict' },
    ];
  }
  return null;
}
