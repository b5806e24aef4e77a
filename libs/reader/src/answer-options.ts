/**
 * Options a grader template names for its verdict, read from its instruction: quoted labels, options
 * told with when each applies, labels listed with their meanings, class identifiers. Every pattern is
 * bounded; `answer-format.ts` decides which reading a template's wording makes.
 */

/** The values without repeats, in their first order. */
export const unique = (values: string[]) => [...new Set(values)];

/** A word written in the case an example shows another in: PASS -> FAIL, Pass -> Fail, pass -> fail. */
export function casedLike(shown: string, word: string): string {
  if (shown === shown.toUpperCase()) return word.toUpperCase();
  return shown[0] === shown[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** Options named in the instruction: `either "relevant" or "unrelated"`, "correct or incorrect?". */
export function labelWords(text: string): string[] {
  // Quoted labels keep the case the template writes them in ("Supported" or "Not Supported").
  const quoted = /\b(?:either|be|word|label|one of|with)\s*:?\s*(?:(?:as|with)\s+)?(?:(?:exactly|only|just|and)\b[\s:]{0,3}){0,3}["'“‘]([A-Za-z][\w-]{1,30}(?: [\w-]{1,30}){0,2})["'”’],?\s+or\s+["'“‘]([A-Za-z][\w-]{1,30}(?: [\w-]{1,30}){0,2})["'”’]/i.exec(text);
  if (quoted) return [quoted[1]!, quoted[2]!];
  // A pair in parentheses: "a Python LIST with 1 element ('YES' or 'NO')".
  const paired = /\(\s*["'“‘]([A-Za-z][\w-]{0,30})["'”’]\s+or\s+["'“‘]([A-Za-z][\w-]{0,30})["'”’]\s*\)/.exec(text);
  if (paired) return [paired[1]!, paired[2]!];
  // Short options listed after "either": "respond with a decision, either a 0, 1, or NA ONLY".
  const listed = /\beither\s+(?:an?\s+)?([A-Za-z0-9]{1,12}),\s*([A-Za-z0-9]{1,12}),?\s+or\s+([A-Za-z0-9]{1,12})\b/.exec(text);
  if (listed) return [listed[1]!, listed[2]!, listed[3]!];
  // Labels written as tags: "respond with either <SATISFIED> or <UNSATISFIED>", the brackets part of the label.
  const tagged = /\b(?:either|with|one of)\s*:?\s*(<[A-Za-z][\w-]{1,30}>),?\s+or\s+(<[A-Za-z][\w-]{1,30}>)/i.exec(text);
  if (tagged) return [tagged[1]!, tagged[2]!];
  // "Respond with either true or false", "…? True or False?"
  const unquoted = /\b(?:respond|answer|reply|output)(?:\s+only)?\s+with\s+(?:either\s+)?([a-z]{2,12})\s+or\s+([a-z]{2,12})\b/i.exec(text) ?? /\b(true|yes|correct)\s+or\s+(false|no|incorrect)\?[ \t]*(?:\n|$)/i.exec(text);
  const verdictWord = (word: string) => /^(?:true|false|yes|no|correct|incorrect|pass|fail)$/i.test(word);
  // written in capitals ("Reply only with CORRECT or INCORRECT"), they are answered in capitals: a parser may compare them exactly
  const asWritten = (word: string) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase());
  if (unquoted && verdictWord(unquoted[1]!) && verdictWord(unquoted[2]!)) return [asWritten(unquoted[1]!), asWritten(unquoted[2]!)];
  const asked = /\b(?:is|are|was)\s+(?:the\s+)?[\w\s]{0,60}?\b([a-z][\w-]{2,30})\s+or\s+([a-z][\w-]{2,30})(?:\s+[^?.\n]{0,60})?\?/i.exec(text);
  if (asked && !/^(?:not|no)$/i.test(asked[2]!)) return [asked[1]!.toLowerCase(), asked[2]!.toLowerCase()];
  return [];
}

/**
 * The options a JSON example's value lists: `"category": "INCORRECT or CORRECT or UNKNOWN"`,
 * `"choice": "[A++ or A+ or A=B or B+ or B++]"`.
 */
export function valueOptions(text: string): string[] {
  // (…in brackets or angle brackets: `"[yes or no]"`, `"<pass or fail>"`)
  const m = /"[A-Za-z_][A-Za-z0-9_ ]{0,40}"[ \t]{0,4}:[ \t]{0,4}"[[<]?((?:[^"\n\]<>[ ]{1,20} or ){1,8}[^"\n\]<>[ ]{1,20})[\]>]?"/.exec(text);
  return m ? unique(m[1]!.split(' or ').map((o) => o.trim())) : [];
}

/** Options the instruction tells the judge to say: `say exactly "True", otherwise say "False"`. */
export function saidOptions(text: string): string[] {
  return unique([...text.matchAll(/\b(?:say|write|output|return|answer)\s+(?:exactly\s+|only\s+|just\s+)?["“]([A-Za-z][A-Za-z_-]{0,15})["”]/gi)].map((m) => m[1]!));
}

const VERDICT_WORD = /^(?:true|false|yes|no|pass|fail|correct|incorrect)$/;

/** Options quoted with when each applies: `"PASS" if the answer is faithful … and "FAIL" if …`. */
export function quotedIfOptions(text: string): string[] {
  // `"A" if …`, `"Completely Grounded" - if …`, `"-" if neither …`
  // …or in backticks, the option perhaps shown with the reason it carries (`- \`PASS\` if …`, `- \`FAIL: <reason>\` if …`)
  const quoted = [...text.matchAll(/["“]([A-Za-z0-9](?:[A-Za-z0-9_ -]{0,28}[A-Za-z0-9_])?|-)["”][ \t]{0,4}(?:[-–—:][ \t]{0,4})?if\b/gi)].map((m) => m[1]!);
  // (…or in single quotes, on one line: "answering with ONLY 'A' if Response A is better, 'B' if …, or 'TIE' if …"; a line
  // apart, two fields' values: "'None' if there is no final answer" above "'yes' if it matches")
  const singleQuoted = [...text.matchAll(/(?<![\p{L}\p{N}'])['‘]([A-Za-z0-9](?:[A-Za-z0-9_ -]{0,28}[A-Za-z0-9_])?)['’][ \t]{0,4}(?:[-–—:][ \t]{0,4})?if\b/giu)];
  const lineOf = (at: number) => text.lastIndexOf('\n', at);
  const single = singleQuoted.filter((m) => singleQuoted.some((o) => o !== m && lineOf(o.index) === lineOf(m.index))).map((m) => m[1]!);
  // …and "if" in other languages, the options in single quotes too ("Напиши '1' если ответ правильный, '0' если неправильный")
  const translated = [...text.matchAll(/(?:["“]([A-Za-z0-9](?:[A-Za-z0-9_ -]{0,28}[A-Za-z0-9_])?)["”]|(?<![\p{L}\p{N}])['‘]([A-Za-z0-9](?:[A-Za-z0-9_ -]{0,28}[A-Za-z0-9_])?)['’])[ \t]{0,4}(?:[-–—:][ \t]{0,4})?(?:если|si|wenn|falls|se|jika|nếu|eğer)(?![\p{L}])/giu)].map((m) => m[1] ?? m[2]!);
  const ticked = [...text.matchAll(/`([A-Za-z0-9](?:[A-Za-z0-9_ -]{0,28}[A-Za-z0-9_])?)(?::[ \t]{0,2}<[^<>`\n]{1,30}>)?`[ \t]{0,4}(?:[-–—:][ \t]{0,4})?if\b/gi)].map((m) => m[1]!);
  return unique([...quoted, ...(single.length >= 2 ? single : []), ...ticked, ...translated]);
}

/**
 * Two options named unquoted with when each applies: "Say True if yes, False if no.", "You must output 1
 * for fully correct answers and 0 for any other case." Capitalized words or small numbers only, so a
 * sentence's ordinary words are not taken for options. ("Respond only with 1 if …, otherwise respond with 0.")
 */
export function unquotedIfOptions(text: string): string[] {
  const m =
    // (…or on the answer's labelled line: "Output: 1 if paraphrase, 0 otherwise")
    // (…a capital letter each too: "Output Y if the response is a quiz, output N if it is not.")
    /\b(?:say|output|answer|(?:respond|reply)(?:[ \t]+(?:only|just|simply))?[ \t]+with|return|write)(?:[ \t]+(?:only|just|simply))?(?:[ \t]{0,2}:)?\s+([A-Za-z]{2,15}|[A-Z]|\d{1,2})\s+(?:if|for|when)\b[^.;\n]{1,100}?(?:,|;|\band\b|\bor\b)\s*(?:(?:say|output|answer|return|write)\s+)?([A-Za-z]{2,15}|[A-Z]|\d{1,2})\s+(?:if|for|when|otherwise)\b/i.exec(text) ??
    // "If …, return True. If not, return False.", "Return True if …. Else return False."
    /\b(?:say|output|answer|(?:respond|reply)(?:[ \t]+(?:only|just|simply))?[ \t]+with|return|write)(?:[ \t]+(?:only|just|simply))?\s+([A-Za-z]{2,15}|\d{1,2})(?:\s+if\b[^.;\n]{1,150})?[ \t]{0,2}[.;,][ \t]{0,4}(?:else|otherwise|if not)[ \t]{0,2},?[ \t]{1,4}(?:(?:say|output|answer|respond with|reply with|return|write)\s+)?([A-Za-z]{2,15}|\d{1,2})\b/i.exec(text);
  // lower-case words are options only when both are verdict words ("return true if …, false otherwise")
  const option = (word: string) => /^[A-Z0-9]/.test(word) || VERDICT_WORD.test(word);
  if (!m || !option(m[1]!) || !option(m[2]!) || m[1]!.toLowerCase() === m[2]!.toLowerCase()) return [];
  return [m[1]!, m[2]!];
}

/** `ANSWER ONLY 'true' IF the output contains …, OTHERWISE ANSWER 'false'`: a single-quoted option, and the one "otherwise" gives. */
export function otherwiseOptions(text: string): string[] {
  const m = /\b(?:answer|say|respond|reply|output|return)\s+(?:only\s+)?'([A-Za-z0-9][A-Za-z0-9_-]{0,20})'[ \t]{1,4}if\b[^\n]{0,200}?\botherwise,?\s+(?:answer|say|respond|reply|output|return)\s+'([A-Za-z0-9][A-Za-z0-9_-]{0,20})'/i.exec(text);
  return m && m[1]!.toLowerCase() !== m[2]!.toLowerCase() ? [m[1]!, m[2]!] : [];
}

/** Options each given as a bracketed word to answer: `please answer [CORRECTED]. Otherwise, answer [NOT_CORRECTED]`. */
export function bracketedAnswers(text: string): string[] {
  return unique([...text.matchAll(/\b(?:answer|respond|reply|output|say)(?:\s+with)?\s+(\[[A-Za-z][A-Za-z_ -]{0,28}\])/gi)].map((m) => m[1]!));
}

/** Labels listed one per line, each quoted and followed by what it means: "`Correct` - The answer …". */
export function listedLabels(text: string): string[] {
  const labels = [...text.matchAll(/(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,4})?[`"“]([A-Za-z][A-Za-z _-]{0,28}[A-Za-z])[`"”][ \t]{0,4}[-–—:][ \t]{0,4}\S/g)].map((m) => m[1]!);
  return labels.length >= 2 && labels.length <= 8 ? unique(labels) : [];
}

/** Class names written as identifiers at the start of the lines that define them: "1_full_compliance. This includes…". */
export function identifierLabels(text: string): string[] {
  if (!/\b(?:class(?:es)?|categor(?:y|ies)|labels?)\b/i.test(text)) return [];
  // "1_full_compliance. This includes…", or numbered with the name alone on its line ("1.direct_answer")
  const labels = [...text.matchAll(/(?:^|\n)[ \t]{0,12}(?:\d{1,2}[.)][ \t]{0,2})?([A-Za-z0-9]{1,20}(?:_[A-Za-z0-9]{1,20}){1,4})(?:[.:][ \t]+\S|[ \t]*\n)/g)].map((m) => m[1]!);
  return labels.length >= 2 && labels.length <= 8 ? unique(labels) : [];
}

/** A verb telling the judge what to answer, then the words before the quoted option ("respond with only"). */
// (…or after what it names: 'output your choice ("A" or "B" or "tie")')
/**
 * Marks an option may be wrapped in, before and after it, as a tag the answer starts with: "!!hide!!", "[SHOW]", "##PASS##"
 * (never "<…>", a placeholder; never after it alone, as a quoted sentence ends: "Thanks so much!").
 */
const OPTION_MARKS = String.raw`[!#*[=~]{1,3}`;
const OPTION_MARKS_CLOSE = String.raw`[!#*\]=~]{1,3}`;
const RESPOND_THEN_QUOTE = new RegExp(String.raw`\b(?:respond|answer|reply|output|return|say|write|print|generate)(?:[ \t]+(?:with|only|exactly|just|either|simply|one[ \t]+of|the[ \t]+(?:word|label|string)))*(?:[ \t]+your[ \t]+(?:choice|answer|verdict|judg(?:e)?ment|decision|label|preference|selection|classification|vote)[ \t]*\(?)?(?:[ \t]+(?:as|in[ \t]+the[ \t]+form(?:at)?[ \t]+of|in[ \t]+terms[ \t]+of)(?:[ \t]+(?:an?|the|one|either))?(?:[ \t]+(?:boolean|binary|single|categorical|string|text|word|label|value|category|class|verdict)){0,3})?[ \t]*:?[ \t]*(\n[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]{1,4})?["'“‘](${OPTION_MARKS}[A-Za-z0-9][\w-]{0,20}(?: [\w-]{1,20}){0,2}${OPTION_MARKS_CLOSE}|[A-Za-z0-9][\w-]{0,20}(?: [\w-]{1,20}){0,2})\.?["'”’]`, 'gi');
/** After an option: another quoted one, joined by "or", a comma or a slash (`"Yes" or "No"`, `'true' if …, 'false' if not`). */
// (an option may say more after a colon: 'unable to decide: situation one')
const NEXT_QUOTED = new RegExp(String.raw`^[ \t]*(?:,|\/|\bor\b|,[ \t]*or\b)[ \t]*["'“‘](${OPTION_MARKS}[A-Za-z0-9][\w-]{0,20}${OPTION_MARKS_CLOSE}|[A-Za-z0-9][\w-]{0,20}(?::?[ \t][\w-]{1,20}){0,4})["'”’]`, 'i');
/** After a bulleted option ("Reply ONLY with:\n- "CORRECT" if …"), the next bullet's quoted option, said with when it applies. */
const NEXT_BULLETED = /^[^\n]{0,200}\n[ \t]{0,8}(?:[-*•]|\d{1,2}[.)])[ \t]{1,4}["'“‘]([A-Za-z0-9][\w-]{0,20}(?: [\w-]{1,20}){0,2})["'”’][ \t]*(?:[-–—:][ \t]|if\b|when\b|otherwise\b|for\b|$)/im;
const NEXT_CONDITIONED = /^[ \t]+(?:if|when)\b[^.;\n"'“‘]{1,150}?,[ \t]*(?:and[ \t]+|or[ \t]+)?["'“‘]([A-Za-z0-9][\w-]{0,20}(?: [\w-]{1,20}){0,2})["'”’][ \t]+(?:if|when|otherwise)\b/i;

/**
 * Options the instruction quotes where it tells the judge what to answer, in either kind of quotes:
 * `Respond with only "Yes" or "No"`, `please answer 'True', otherwise answer 'False'`, `respond with
 * 'same'. Otherwise, respond with 'different'`, `Respond with 'true' if …, 'false' if not.` Two to six
 * distinct options; the verb must come right before the first quote, so quoted words elsewhere (an
 * example's text, an apostrophe) are not taken for options. Bounded: each match reads at most a
 * sentence after it.
 */
export function respondedOptions(text: string): string[] {
  const options: string[] = [];
  const add = (option: string) => {
    if (!options.some((o) => o.toLowerCase() === option.toLowerCase())) options.push(option);
  };
  for (const m of text.matchAll(RESPOND_THEN_QUOTE)) {
    add(m[2]!);
    const bulleted = m[1] !== undefined;
    let rest = text.slice(m.index + m[0].length, m.index + m[0].length + 240);
    for (let i = 0; i < 5; i++) {
      const next = bulleted ? NEXT_BULLETED.exec(rest) : (NEXT_QUOTED.exec(rest) ?? NEXT_CONDITIONED.exec(rest));
      if (!next) break;
      add(next[1]!);
      rest = rest.slice(next[0].length);
    }
    if (options.length > 6) return [];
  }
  return options.length >= 2 ? options : [];
}

/**
 * Options separated by slashes right after the words that ask for them: "Conclude the judgement by
 * correct/incorrect/partially correct.", "Answer with A/B/tie". The verb and a preposition (or a colon)
 * must come first, so a slashed pair in the data ("input/output devices") is not taken for options;
 * yes/no is left to the yes-or-no reading.
 */
export function slashedOptions(text: string): { options: string[]; lead?: string } {
  // (…or on the line under the instruction's colon: "Answer with exactly one word:\nsupport / contradict / neutral")
  const m =
    /\b(?:conclude|finish|end|answer|respond|reply|output|return|say|state|write|label|classify)\w{0,3}\b[^.\n/]{0,40}?(?:\b(?:by|with|as|using|either)[ \t]+|:[ \t]*(?:\r?\n[ \t]*)?)(?:(?:the|only|just|exactly|one of)[ \t]+){0,3}([A-Za-z][\w-]{0,20})((?:[ \t]{0,2}[\/|][ \t]{0,2}[A-Za-z][\w-]{0,20}(?:[ \t][A-Za-z][\w-]{0,20}){0,2}){1,5})(?=[ \t]*(?:[.,;:)]|\n|$)|[ \t]+(?:followed|then|plus)\b)/i.exec(text) ??
    // "ONLY ANSWER LGTM/LBTM.": right after the verb when "only" or "just" says the options are the whole answer
    /\b(?:only|just)[ \t]+(?:answer|respond|reply|output|return|say|write)(?:[ \t]+with)?[ \t]+([A-Za-z][\w-]{0,20})((?:[ \t]{0,2}\/[ \t]{0,2}[A-Za-z][\w-]{0,20}){1,5})(?=[ \t]*(?:[.,;:)]|\n|$))/i.exec(text);
  if (!m) return { options: [] };
  // (…or bars between them: "You only reply with one of: positive | negative | manual check.")
  const options = [m[1]!, ...m[2]!.split(/[/|]/).map((o) => o.trim()).filter(Boolean)];
  if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) return { options: [] };
  if (options.every((o) => /^(?:yes|no)$/i.test(o))) return { options: [] };
  // Asked under a Markdown heading that names the answer ("## Code Review Result: str. … ONLY ANSWER LGTM/LBTM."):
  // the answer goes under that heading, as the template's own reply layout has it.
  const lineStart = text.lastIndexOf('\n', m.index) + 1;
  const heading = /^(#{1,4}[ \t]{1,2}[^:#\n]{1,40}):/.exec(text.slice(lineStart, m.index + 1));
  return heading ? { options, lead: `${heading[1]!.trim()}:` } : { options };
}

/** The verb a condition leads to, then the option it quotes: ", answer: 'Yes'", ", respond with "PASS"". */
const ANSWERED_QUOTED = String.raw`(?:answer|respond|reply|output|say|write|return|print)(?:[ \t]+with)?[ \t]{0,2}:?[ \t]{0,2}(?:["“]([^"”\n]{1,40})["”]|(?<![\p{L}\p{N}])['‘]([^'’\n]{1,40})['’])`;
const IF_ANSWERED_QUOTED = new RegExp(String.raw`\bif\b[^\n]{0,300}?,[ \t]{0,3}(?:then[ \t]+)?${ANSWERED_QUOTED}`, 'giu');
const FOR_ANSWERED_QUOTED = new RegExp(String.raw`(?:^|[.!?:][ \t]{1,3}|\n[ \t]{0,8})For\b[^.\n]{1,120}?,[ \t]{0,3}${ANSWERED_QUOTED}`, 'gu');

/**
 * Options each quoted after the answering verb a condition leads to: "If yes, answer: 'Yes' and add a
 * reason. If no, answer: 'No'", "If the table …, answer “Relevant (1)”". Two or more, told apart.
 */
export function ifAnsweredOptions(text: string): string[] {
  const found = [
    ...text.matchAll(IF_ANSWERED_QUOTED),
    // (…or the case named after "For" opening the sentence: "For correct usage, respond with 'CORRECT'. For incorrect usage,
    // respond with 'INCORRECT: ' followed by …")
    ...text.matchAll(FOR_ANSWERED_QUOTED),
  ].map((m) => (m[1] ?? m[2])!.trim());
  // (…or on the line under the verb, a word in capitals that opens it: "If no errors are found, respond with:\n
  // NO_ERRORS_FOUND", "If you find errors, respond with:\nERROR_FOUND|<confidence>|<description>")
  const below = [...text.matchAll(/\b[Ii]f\b[^\n]{0,300}?,[ \t]{0,3}(?:then[ \t]+)?(?:[Aa]nswer|[Rr]espond|[Rr]eply|[Oo]utput|[Ss]ay|[Ww]rite|[Rr]eturn|[Pp]rint)(?:[ \t]+with)?[ \t]{0,2}:[ \t]*\r?\n[ \t]{0,8}([A-Z][A-Z0-9_]{1,30})(?=[ \t]*(?:\||\r?\n|$))/g)].map((m) => m[1]!);
  const options = unique([...found, ...below].filter((o) => o !== ''));
  return options.length >= 2 ? options : [];
}

/**
 * A labelled line quoted whole with when each value applies: `Conclude with "Verdict: select" if …,
 * or "Verdict: skip" if it doesn't.` The label leads the answer, the values are its options.
 */
export function labelledIfOptions(text: string): { lead: string; labels: string[] } | null {
  const byLead = new Map<string, string[]>();
  for (const m of text.matchAll(/["“]([A-Z][A-Za-z]{1,20}(?: [A-Za-z]{1,20}){0,2}):[ \t]{0,2}([A-Za-z0-9][A-Za-z0-9_ -]{0,28}?)[ \t]*["”][ \t]{0,4}(?:[-–—][ \t]{0,4})?if\b/g)) {
    const values = byLead.get(m[1]!) ?? [];
    if (!values.includes(m[2]!)) values.push(m[2]!);
    byLead.set(m[1]!, values);
  }
  const found = [...byLead.entries()].filter(([, values]) => values.length >= 2);
  return found.length === 1 ? { lead: `${found[0]![0]}:`, labels: found[0]![1] } : null;
}

/**
 * Options each said with when it applies after a verb that labels ("rate the review as true if it …, and as false if
 * it …", "classify it as spam when …, as ham otherwise"): the two words that follow "as". One sentence, bounded.
 */
export function asIfOptions(text: string): string[] {
  const m =
    /\b(?:rate|label|classify|mark|tag|grade|flag|answer|respond|reply|return|output|judge|evaluate|categori[sz]e)\b[^.\n]{0,60}?\bas[ \t]+["'“‘]?([A-Za-z][\w-]{0,20})["'”’]?[ \t]+(?:if|when)\b[^.\n]{1,200}?\bas[ \t]+["'“‘]?([A-Za-z][\w-]{0,20})["'”’]?[ \t]+(?:if|when|otherwise)\b/i.exec(text.slice(-8000));
  if (!m || m[1]!.toLowerCase() === m[2]!.toLowerCase()) return [];
  // "as a" / "as the": an article, not an option
  return [m[1]!, m[2]!].some((o) => /^(?:a|an|the|it|such|well|much|long|soon|far)$/i.test(o)) ? [] : [m[1]!, m[2]!];
}

/**
 * Answers asked inside LaTeX's box (`put your final answer in \boxed{1} or \boxed{2}`): the boxed values are the
 * options, written boxed.
 */
export function boxedOptions(text: string): string[] {
  const m = /\\boxed\{([^{}\n]{1,30})\}((?:[ \t]*(?:,|\bor\b|,[ \t]*or\b)[ \t]*\\boxed\{[^{}\n]{1,30}\}){1,5})/i.exec(text.slice(-8000));
  if (!m) return [];
  const options = unique([m[1]!, ...[...m[2]!.matchAll(/\\boxed\{([^{}\n]{1,30})\}/g)].map((x) => x[1]!)].map((o) => o.trim()));
  return options.length >= 2 ? options : [];
}

/** An empty or placeholder box for the answer: `\boxed{...}`, `\boxed{}`, `\boxed{<score>}`. */
const BOXED_SLOT = /\\boxed\{[ \t]{0,2}(?:\.{3}|…|<[a-z _]{1,20}>|score|)[ \t]{0,2}\}/i;
/** Two capitalized options named after "between": "Give your judgment between Correct or Incorrect". */
const BETWEEN_OPTIONS = /\bbetween[ \t]+["'“]?([A-Z][\w-]{1,20})["'”]?[ \t]+(?:or|and)[ \t]+["'“]?([A-Z][\w-]{1,20})["'”]?(?![\w-])/;
/** A line the format shows with a slot after its colon, right after "in the format:": "The answer is: ...". */
const SUMMARY_SLOT = /\b(?:in|with|using)[ \t]+(?:the|this)[ \t]+(?:following[ \t]+)?format[ \t]*:[ \t]*\n?[ \t]*["“]?([A-Z][^\n:"“”]{1,40}:)[ \t]*(?:\.{3}|…|\[[^\]\n]{1,30}\]|<[^>\n]{1,30}>)["”]?[ \t]*(?:\n|$)/;

/** Options named after the noun of what is asked: "a label of VALID or INVALID", "the verdict as PASS or FAIL". */
const NAMED_AFTER_NOUN = /\b(?:label|verdict|classification|category|grade)[ \t]+(?:of|as|being)[ \t]+["'“]?([A-Z][A-Za-z_-]{1,20})["'”]?,?[ \t]+or[ \t]+["'“]?([A-Z][A-Za-z_-]{1,20})["'”]?(?![\w-])/;

/** A score asked in an empty box (`\boxed{...} // where ... is the final score`). */
export function boxedSlot(text: string): boolean {
  return BOXED_SLOT.test(text.slice(-8000));
}

/** Options named "between X or Y", summarized on a line the format shows with a slot ("The answer is: ..."): the two, and the line's lead. */
export function summarizedOptions(text: string): { labels: string[]; lead: string } | null {
  const tail = text.slice(-8000);
  const between = BETWEEN_OPTIONS.exec(tail);
  const summary = between ? SUMMARY_SLOT.exec(tail) : null;
  return between && summary && between[1] !== between[2] ? { labels: [between[1]!, between[2]!], lead: `${summary[1]!.trim()} ` } : null;
}

/** The two options named after the noun of what is asked ("a label of VALID or INVALID"), or none. */
export function optionsAfterNoun(text: string): string[] {
  const m = NAMED_AFTER_NOUN.exec(text.slice(-8000));
  return m && m[1] !== m[2] ? [m[1]!, m[2]!] : [];
}

/**
 * Two options a part of the answer is told it must be, in parentheses: "4. Verdict (must be: LINT_PASS or LINT_FAIL)",
 * "Decision (either APPROVE or REJECT)". Identifiers or words of capitals, so the parenthesis names options, not prose.
 */
export function mustBeOptions(text: string): string[] {
  const m = /\((?:must[ \t]+be|one[ \t]+of|either)[ \t]*:?[ \t]*["'`]?([A-Z][A-Z0-9_]{1,24}|[A-Za-z]+_[A-Za-z0-9_]{1,24})["'`]?[ \t]+or[ \t]+["'`]?([A-Z][A-Z0-9_]{1,24}|[A-Za-z]+_[A-Za-z0-9_]{1,24})["'`]?[ \t]*\)/.exec(text.slice(-20_000));
  return m && m[1] !== m[2] ? [m[1]!, m[2]!] : [];
}
