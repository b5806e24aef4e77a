/**
 * The words that only say how the judge should answer, said after a plain-words criterion on its line or on a line of
 * their own ("One word.", "Nur die Zahl.", "Choose politics, sports or business.", "emergency, urgent or routine — one
 * word", "Compliant or violation only."): never the criterion's, never the subject's.
 */

/** A closing line that only says the answer's size: "One word.", "Just the number.", "Yes/no only.", "Label only". */
export const ANSWER_SIZE_LINE = /^[ \t]*(?:(?:in[ \t]+)?(?:one|a[ \t]+single)[ \t]+word(?:[ \t]+(?:only|answer|please))?|just[ \t]+(?:the|one|a)[ \t]+(?:number|label|score|word|digit)|(?:the[ \t]+)?(?:number|label|score|verdict|digit)[ \t]+only|yes[ \t]*(?:\/|or)[ \t]*no(?:[ \t]+only)?|only[ \t]+(?:yes[ \t]+or[ \t]+no|the[ \t]+(?:number|label|score)|one[ \t]+word))[ \t]*[.!]?[ \t]*$/i;

/**
 * …the same said in another language ("Solo el número.", "Nur die Zahl.", "Seulement le nombre."), or told with what to
 * give alone ("Reply with the language name only.", "Bitte nur das Rechtsgebiet nennen."). One line, bounded.
 */
export const ANSWER_SIZE_LINE_MORE = /^[ \t]*(?:(?:solo|sólo|só|apenas|seulement|uniquement|nur|soltanto|solamente)[ \t]+(?:el|la|le|il|o|a|die|das|den|der)[ \t]+(?:n[úu]mero|numero|nombre|zahl|chiffre|etiqueta|etichetta|[ée]tiquette|palabra|parola|mot|wort|palavra|r[ée]sultat)|(?:please[ \t]+)?(?:reply|answer|respond|give|return)(?:[ \t]+with)?[ \t]+(?:only[ \t]+)?the[ \t]+[a-z]{2,20}(?:[ \t]+[a-z]{2,20}){0,2}[ \t]+(?:only|alone)|bitte[ \t]+nur[ \t]+(?:die|das|den|der)[ \t]+\p{L}{2,30}[ \t]+(?:nennen|angeben|ausgeben))[ \t]*[.!]?[ \t]*$/iu;

/** A line that only says the answer's size, in any of the languages above. */
export function closesAnswerSize(line: string): boolean {
  return ANSWER_SIZE_LINE.test(line) || ANSWER_SIZE_LINE_MORE.test(line);
}

/**
 * The scale said after a question, as the answer's form: "Rate 1-5.", "Score it from 1 to 10.", "1–5", "(1 = very hard, 5 = very
 * easy)", "on a scale of 1-5".
 */
export const SCALE_AFTER = /(?:(?:rate|score|grade)(?:\s+it)?\s+(?:from\s+|on\s+a\s+)?|on\s+a\s+scale\s+(?:of|from)\s+)?\(?\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\)?(?:\s*(?:point\s+)?scale)?\s*[.!]?$|\(\s*\d{1,2}\s*=[^()\n]{1,60}\)\s*[.!]?$/;
/** What may follow a question as an instruction on the answer ("Choose politics, sports …", "One word.", "Réponds par oui ou non."). */
export const AFTER_QUESTION =
  /^(?:(?:please\s+)?(?:choose|pick|select|answer|reply|respond|say|return|output|give)\b|(?:in\s+)?(?:one|a single)\s+(?:word|label|number|letter|category)\b|just\s+(?:the|one|a|give|say|answer)\b|only\s+(?:the|one|a)\b|yes\s+or\s+no\b|yes\/no\b|(?:réponds|répondez|choisis|choisissez|responde|responda|contesta|elige|antworte|antworten|wähle|rispondi)\b|(?:bitte|por\s+favor|per\s+favore|s'il\s+(?:te|vous)\s+pla[iî]t)\b[^.!?\n]{0,80}?\b(?:antworten|antworte|angeben|responde|responda|contesta|rispondi|réponds|répondez)\b|[^\n]{1,80}?(?:から(?:一つ|ひとつ|1つ)?選んで|から(?:一つ|ひとつ|1つ)?選択して|のいずれかで|のどれかで|で答えて|で回答して))/iu;
/** The options alone after a question, in any language: "Positive, negative or neutral?", "Positiv, negativ oder neutral?". */
export const OPTIONS_AFTER = /^(?:[\p{L}-]{1,20},[ \t]+){0,5}[\p{L}-]{1,20}[ \t]+(?:or|oder|ou|o|oppure|ou|или|of|lub|nebo)[ \t]+[\p{L}-]{1,20}[ \t]*[?？.]?$/u;
/** The options alone after a question, separated by slashes: "relevant / partially relevant / irrelevant". */
export const SLASHED_OPTIONS = /^[\p{L}][\p{L} -]{0,24}(?:[ \t]*\/[ \t]*[\p{L}][\p{L} -]{0,24}){1,5}[ \t]*[.?]?$/u;

/**
 * A qualifier closing a line of options: "— one word", ", nothing else", "only", "pls". Bounded, anchored at the end: the
 * options before it are read as options alone.
 */
const OPTIONS_QUALIFIER = /(?:[ \t]*[—–-]|[ \t]*,)?[ \t]+(?:(?:in[ \t]+)?one[ \t]+word|nothing[ \t]+else|only|pls|please)[ \t]*[.!]?$/iu;

/**
 * What to give alone, named by its kind: "One department name.", "A single category.", "One label only.", "Just the
 * number please."
 */
const ONE_OF_A_KIND = /^(?:just[ \t]+)?(?:one|a[ \t]+single|the)[ \t]+(?:[\p{L}-]{2,20}[ \t]+){0,2}(?:word|label|name|number|category|option|value|letter|digit|score|code)(?:[ \t]+(?:only|please|pls))?[ \t]*[.!]?$/iu;

/** Two options given alone, in a few languages: "Bitte nur ja oder nein.", "Solo sí o no.", "Seulement oui ou non." */
const ONLY_TWO = /^(?:bitte[ \t]+)?(?:nur|solo|sólo|seulement|uniquement|apenas|solamente|soltanto|only|just)[ \t]+[\p{L}-]{1,20}[ \t]+(?:oder|o|ou|or|oppure)[ \t]+[\p{L}-]{1,20}(?:[ \t]+bitte)?[ \t]*[.!]?$/iu;

/** An answer instruction in Chinese: "只回答安全或不安全。", "请回答是或否", "只输出分数". */
const CHINESE_ANSWER = /^(?:请|只|仅|只需|只要|请只)(?:回答|回复|输出|选择|给出)[^\n]{0,40}$/u;

/** Whether `after`, what follows a criterion on its line, only says how to answer. Bounded: one short line is read. */
export function answersForm(after: string): boolean {
  const text = after.trim();
  if (text === '' || text.length > 200 || text.includes('\n')) return false;
  if (AFTER_QUESTION.test(text) || SCALE_AFTER.test(text) || OPTIONS_AFTER.test(text) || SLASHED_OPTIONS.test(text) || closesAnswerSize(text)) return true;
  if (ONE_OF_A_KIND.test(text) || ONLY_TWO.test(text) || CHINESE_ANSWER.test(text)) return true;
  const options = text.replace(OPTIONS_QUALIFIER, '');
  return options !== text && (OPTIONS_AFTER.test(options) || SLASHED_OPTIONS.test(options));
}
