/**
 * The words that only say how the judge should answer, said after a plain-words criterion on its line or on a line of
 * their own ("One word.", "Nur die Zahl.", "Choose politics, sports or business.", "emergency, urgent or routine — one
 * word", "Compliant or violation only."): never the criterion's, never the subject's.
 */

/** A closing line that only says the answer's size: "One word.", "Just the number.", "Yes/no only.", "Label only". */
const ANSWER_SIZE_LINE = /^[ \t]*(?:(?:in[ \t]+)?(?:one|a[ \t]+single|single)[ \t]+word(?:[ \t]+(?:only|answer|please|pls|plz))?|(?:a[ \t]+)?short[ \t]+answer(?:[ \t]+(?:is[ \t]+fine|please|pls|only))?|just[ \t]+(?:the|one|a)[ \t]+(?:[a-z-]{2,20}[ \t]+)?(?:number|label|score|word|digit|grade|category|level|class|band|verdict|rating|decision|result|name)|(?:the[ \t]+)?(?:number|label|score|verdict|digit)[ \t]+only|yes[ \t]*(?:\/|or)[ \t]*no(?:[ \t]+answer)?(?:[ \t]+only)?|only[ \t]+(?:yes[ \t]+or[ \t]+no|the[ \t]+(?:number|label|score|result|grade|verdict|decision|category|level|code|colou?r|tag|rating)|one[ \t]+word))[ \t]*[.!]?[ \t]*$/i;

/**
 * …the same said in another language ("Solo el número.", "Nur die Zahl.", "Seulement le nombre.", "Antwort mit einem Wort.",
 * "Un seul mot", "Un seul label.", "Nur ein Wort.", "Apenas uma palavra.", "Podaj tylko liczbę.", "Sadece etiketi yaz."), or told with what to give alone ("Reply with the language name only.", "Bitte nur das Rechtsgebiet nennen."). One line, bounded.
 */
const ANSWER_SIZE_LINE_MORE = /^[ \t]*(?:(?:solo|sólo|só|apenas|seulement|uniquement|nur|soltanto|solamente)[ \t]+(?:el|la|le|il|o|a|die|das|den|der)[ \t]+(?:n[úu]mero|numero|nombre|zahl|chiffre|etiqueta|etichetta|[ée]tiquette|palabra|parola|mot|wort|palavra|r[ée]sultat)|(?:please[ \t]+)?(?:reply|answer|respond|give|return)(?:[ \t]+with)?[ \t]+(?:only[ \t]+)?the[ \t]+[a-z]{2,20}(?:[ \t]+[a-z]{2,20}){0,2}[ \t]+(?:only|alone)|bitte[ \t]+nur[ \t]+(?:die|das|den|der)[ \t]+\p{L}{2,30}[ \t]+(?:nennen|angeben|ausgeben)|alleen[ \t]+(?:het|de)[ \t]+(?:cijfer|getal|nummer|label|woord|score)(?:[ \t]+(?:graag|alstublieft|aub))?|(?:antwort(?:e|en)?[ \t]+)?(?:nur[ \t]+)?mit[ \t]+(?:nur[ \t]+)?einem[ \t]+(?:einzigen[ \t]+)?wort|(?:en[ \t]+)?un[ \t]+(?:seul[ \t]+)?(?:mot|label|chiffre|nombre)(?:[ \t]+seulement)?|(?:juste|seulement)[ \t]+(?:le[ \t]+label|l'[ée]tiquette|le[ \t]+mot|le[ \t]+chiffre|la[ \t]+note)|nur[ \t]+(?:ein[ \t]+(?:wort|label)|das[ \t]+label)|(?:apenas[ \t]+)?(?:en[ \t]+|in[ \t]+|em[ \t]+)?(?:una|uma)[ \t]+(?:sola[ \t]+|só[ \t]+)?(?:palabra|parola|palavra)|(?:in[ \t]+)?(?:één|eén)[ \t]+woord|jednym[ \t]+słowem|(?:podaj|napisz|odpowiedz)[ \t]+(?:tylko|jedynie)[ \t]+(?:liczbę|cyfrę|etykietę|kategorię|jedno[ \t]+słowo)|sadece[ \t]+(?:etiketi|sayıyı|puanı|kategoriyi|tek[ \t]+kelime)(?:[ \t]+(?:yaz|ver|söyle))?|(?:bara|endast)[ \t]+(?:siffran|etiketten|ett[ \t]+ord)|(?:jen|pouze|stačí)[ \t]+(?:číslo|štítek|jedno[ \t]+slovo))[ \t]*[.!]?[ \t]*$/iu;

/** A line that only says the answer's size, in any of the languages above. */
export function closesAnswerSize(line: string): boolean {
  // (one short line: the patterns below are read on a bounded text)
  if (line.length > 200) return false;
  // (a courtesy after it changes nothing: "Un seul mot, s'il vous plaît.", "Tag only, please.")
  const plain = line.replace(COURTESY_AT_END, '');
  return ANSWER_SIZE_LINE.test(plain) || ANSWER_SIZE_LINE_MORE.test(plain) || KIND_ONLY.test(plain);
}

/** A courtesy closing an instruction, in a few languages. */
const COURTESY_AT_END = /[ \t]*,?[ \t]*(?:please|pls|thanks|s'il[ \t]+vous[ \t]+pla[iî]t|s'il[ \t]+te[ \t]+pla[iî]t|bitte|por[ \t]+favor|per[ \t]+favore|proszę|lütfen|tack)[ \t]*([.!]?)[ \t]*$/iu;

/** What to give named by its kind, then "only": "Bin name only.", "Tag only", "Category label only." */
const KIND_ONLY = /^[ \t]*(?:[\p{L}-]{2,20}[ \t]+){0,2}?(?:word|label|name|number|category|option|value|letter|digit|score|code|tag|grade|level|verdict|rating|bin|queue|team|severity|priority|class|tier|status|type|colou?r|result|decision)s?[ \t]+only[ \t]*[.!]?[ \t]*$/iu;

/**
 * The scale said after a question, as the answer's form: "Rate 1-5.", "Score it from 1 to 10.", "1–5", "(1 = very hard, 5 = very
 * easy)", "on a scale of 1-5".
 */
const SCALE_AFTER = /(?:(?:rate|score|grade)(?:\s+it)?\s+(?:from\s+|on\s+a\s+)?|on\s+a\s+scale\s+(?:of|from)\s+)?\(?\d{1,2}\s*(?:-|–|to)\s*\d{1,2}\)?(?:\s*(?:point\s+)?scale)?\s*[.!]?$|\(\s*\d{1,2}\s*=[^()\n]{1,60}\)\s*[.!]?$/;
/** What may follow a question as an instruction on the answer ("Choose politics, sports …", "One word.", "Réponds par oui ou non."). */
const AFTER_QUESTION =
  /^(?:(?:please\s+)?(?:choose|pick|select|answer|reply|respond|say|return|output|give)\b|use\s+one\s+of\b|(?:in\s+)?(?:one|a single)\s+(?:word|label|number|letter|category)\b|just\s+(?:the|one|a|give|say|answer)\b|only\s+(?:the|one|a)\b|yes\s+or\s+no\b|yes\/no\b|(?:réponds|répondez|choisis|choisissez|responde|responda|contesta|elige|antworte|antworten|wähle|rispondi|odpowiedz|wybierz|antwoord|kies|cevap[ \t]+ver|svara)\b|(?:απάντησε|απαντήστε|διάλεξε|επίλεξε)(?![\p{L}])|(?:bitte|por\s+favor|per\s+favore|s'il\s+(?:te|vous)\s+pla[iî]t)\b[^.!?\n]{0,80}?\b(?:antworten|antworte|angeben|responde|responda|contesta|rispondi|réponds|répondez)\b|[^\n]{1,80}?(?:から(?:一つ|ひとつ|1つ)?選んで|から(?:一つ|ひとつ|1つ)?選択して|のいずれかで|のどれかで|で答えて|で回答して))/iu;
/** The options alone after a question, in any language: "Positive, negative or neutral?", "Positiv, negativ oder neutral?". */
const OPTIONS_AFTER = /^(?:[\p{L}-]{1,20},[ \t]+){0,5}[\p{L}-]{1,20}[ \t]+(?:or|oder|ou|o|oppure|ou|или|of|lub|nebo)[ \t]+[\p{L}-]{1,20}[ \t]*[?？.]?$/u;
/** The options alone after a question, separated by slashes: "relevant / partially relevant / irrelevant". */
// (…or bars, as bots write them: "reviewable|split it")
const SLASHED_OPTIONS = /^[\p{L}][\p{L} -]{0,24}(?:[ \t]*[/|][ \t]*[\p{L}][\p{L} -]{0,24}){1,5}[ \t]*[.?]?$/u;

/** A scale said from the start of a text: "On a scale of 1 to 10.", "Score it from 0 to 3.", "(1 = poor, 5 = great)". */
const SCALE_OPENS = /^(?:please[ \t]+)?(?:(?:rate|score|grade)(?:[ \t]+it)?[ \t]+(?:from[ \t]+|on[ \t]+a[ \t]+)?|on[ \t]+a[ \t]+scale[ \t]+(?:of|from)[ \t]+|\()/i;

/**
 * A qualifier closing a line of options: "— one word", ", nothing else", "only", "pls". Bounded, anchored at the end: the
 * options before it are read as options alone.
 */
const OPTIONS_QUALIFIER = /(?:[ \t]*[—–-]|[ \t]*,)?[ \t]+(?:(?:in[ \t]+)?one[ \t]+word|nothing[ \t]+(?:else|more)|only|pls|please|that(?:'s|’s|[ \t]+is)[ \t]+all[ \t]+(?:I|we|she|he|they|you)[ \t]+needs?|(?:answer|reply|respond)[ \t]+with[ \t]+one|(?:pick|choose)[ \t]+one|just[ \t]+the[ \t]+(?:decision|verdict|label|call|answer|result))[ \t]*[.!]?$/iu;

/**
 * What to give alone, named by its kind: "One department name.", "A single category.", "One label only.", "Just the
 * number please.", "Single digit only."
 */
const ONE_OF_A_KIND = /^(?:just[ \t]+)?(?:one|a[ \t]+single|single|the)[ \t]+(?:[\p{L}-]{2,20}[ \t]+){0,2}(?:word|label|name|number|category|option|value|letter|digit|score|code)(?:[ \t]+(?:only|please|pls))?[ \t]*[.!]?$/iu;

/** Two options given alone, in a few languages: "Bitte nur ja oder nein.", "Solo sí o no.", "Seulement oui ou non." */
const ONLY_TWO = /^(?:bitte[ \t]+)?(?:nur|solo|sólo|seulement|uniquement|apenas|solamente|soltanto|only|just)[ \t]+[\p{L}-]{1,20}[ \t]+(?:oder|o|ou|or|oppure)[ \t]+[\p{L}-]{1,20}(?:[ \t]+bitte)?[ \t]*[.!]?$/iu;

/** Options of one to three words each, the last after "or": "No card, yellow card or red card.", "safe or needs review". */
const PHRASE = String.raw`[\p{L}][\p{L}-]{0,20}(?:[ \t][\p{L}][\p{L}-]{0,20}){0,2}`;
const PHRASE_OPTIONS = new RegExp(String.raw`^(?:${PHRASE},[ \t]+){0,5}${PHRASE},?[ \t]+(?:or|oder|ou|o|oppure|of|albo|lub|veya|eller)[ \t]+${PHRASE}[ \t]*[?？.]?$`, 'u');

/** The options under a label of their own: "Options: true positive, false positive, needs investigation." */
const OPTIONS_LABELLED = new RegExp(String.raw`^(?:options|choices|labels|categories|verdicts|answers|one[ \t]+of)[ \t]*:[ \t]*${PHRASE}(?:[ \t]*(?:,|/|\|)[ \t]*(?:or[ \t]+)?${PHRASE}){1,7}[ \t]*[.]?$`, 'iu');

/** Told what to say, its options after: "Just say specific or too vague.", "Say yes or no." */
const SAY_OPTIONS = new RegExp(String.raw`^(?:just[ \t]+|only[ \t]+|please[ \t]+)?(?:say|write|answer|reply)(?:[ \t]+with)?[ \t]+${PHRASE}(?:[ \t]*,[ \t]*${PHRASE}){0,5},?[ \t]+(?:or)[ \t]+${PHRASE}[ \t]*[.!]?$`, 'iu');

/** "only" said first, in a few languages: "Bitte nur", "Solo", "Seulement", "Alleen", "Tylko", "Sadece", "Only", "Just". */
const ONLY_FIRST = /^(?:bitte[ \t]+)?(?:nur|solo|sólo|seulement|uniquement|apenas|solamente|soltanto|alleen|enkel|tylko|sadece|only|just)[ \t]+/i;

/** An answer instruction in Korean, its verb last: "plausible, doubtful, implausible 중 하나로 답해 주세요.", "예 또는 아니오로 답하세요". */
const KOREAN_ANSWER = /^[^\n]{1,80}?(?:로|으로|만)[ \t]*(?:답해[ \t]*주세요|답하세요|답해|대답해[ \t]*주세요|응답해[ \t]*주세요)[.!]?$/u;

/** An answer instruction in Chinese: "只回答安全或不安全。", "请回答是或否", "只输出分数". */
const CHINESE_ANSWER = /^(?:请|只|仅|只需|只要|请只)(?:回答|回复|输出|选择|给出)[^\n]{0,40}$/u;

/** Whether `after`, what follows a criterion on its line, only says how to answer. Bounded: one short line is read. */
export function answersForm(after: string): boolean {
  // (a dash before it says nothing more: "— one word", "– one label")
  const raw = after.trim().replace(/^[—–-][ \t]*/, '');
  if (raw === '' || raw.length > 200 || raw.includes('\n')) return false;
  // (a scale closing a short text only: "1-5", "Rate 1-5."; not the page range ending a citation, "Ecology Today 12: 33-40.")
  if (SCALE_AFTER.test(raw) && (raw.length <= 40 || SCALE_OPENS.test(raw))) return true;
  // (…its size after it: "1-4, number only.", "1–5 — one digit")
  const scale = /^\(?\d{1,2}[ \t]*(?:-|–|to)[ \t]*\d{1,2}\)?[ \t]*[,;—–-]?[ \t]*/.exec(raw);
  if (scale && scale[0].length < raw.length && (closesAnswerSize(raw.slice(scale[0].length)) || ONE_OF_A_KIND.test(raw.slice(scale[0].length)))) return true;
  // (the options may stand in parentheses, or each in quotes: "(same person / different people)", "„plausible“ oder „suspicious“")
  const text = raw.replace(/^\(([^()\n]{1,200})\)[.!]?$/, '$1').replace(/[„“”"«»「」]/g, '');
  if (AFTER_QUESTION.test(text) || OPTIONS_AFTER.test(text) || SLASHED_OPTIONS.test(text) || closesAnswerSize(text)) return true;
  if (ONE_OF_A_KIND.test(text) || ONLY_TWO.test(text) || CHINESE_ANSWER.test(text) || KOREAN_ANSWER.test(text)) return true;
  if (PHRASE_OPTIONS.test(text) || OPTIONS_LABELLED.test(text) || SAY_OPTIONS.test(text)) return true;
  // (…the options given alone, said so first: "Bitte nur allowed, not allowed oder not mentioned.", "Solo sí, no o tal vez.")
  const only = ONLY_FIRST.exec(text);
  if (only && PHRASE_OPTIONS.test(text.slice(only[0].length))) return true;
  // (…a scale whose ends are glossed, its size after it perhaps: "Score 1 (negligible) to 5 (major), single digit only.")
  const glossed = GLOSSED_SCALE.exec(text);
  if (glossed) {
    const rest = text.slice(glossed[0].length).replace(/^[ \t]*[,;—–-][ \t]*/, '').trim();
    if (rest === '' || /^[.!]$/.test(rest) || closesAnswerSize(rest) || ONE_OF_A_KIND.test(rest)) return true;
  }
  // (…the options listed after the size: "Just the number (1, 2, or 3+).")
  const sized = /^([^()\n]{3,60}?)[ \t]*\([^()\n]{1,80}\)[ \t]*[.!]?$/.exec(text);
  if (sized && (closesAnswerSize(sized[1]!) || ONE_OF_A_KIND.test(sized[1]!))) return true;
  // (…options of several words closed by a qualifier: "Gap or no gap, please.")
  // (…what each answer means: "yes = entrapment, no = not.")
  if (DEFINED_ANSWERS.test(text)) return true;
  // (…two qualifiers perhaps: "Faulty or sound, please, nothing more.")
  const options = text.replace(OPTIONS_QUALIFIER, '').replace(OPTIONS_QUALIFIER, '');
  return options !== text && (OPTIONS_AFTER.test(options) || SLASHED_OPTIONS.test(options) || PHRASE_OPTIONS.test(options));
}

/** Two answers each given its meaning: "yes = entrapment, no = not", "1 = relevant; 0 = not relevant". */
const DEFINED_ANSWERS = /^(?:yes|no|y|n|true|false|[01])[ \t]*(?:=|:)[ \t]*[^,;=\n]{1,40}[,;][ \t]*(?:yes|no|y|n|true|false|[01])[ \t]*(?:=|:)[ \t]*[^,;=\n]{1,40}$/i;

/** A scale whose two ends are glossed in parentheses: "Score 1 (negligible) to 5 (major)", "Rate from 0 (none) to 3 (severe)". */
const GLOSSED_SCALE = /^(?:please[ \t]+)?(?:rate|score|grade)(?:[ \t]+it)?[ \t]+(?:from[ \t]+)?\d{1,3}[ \t]*\([^()\n]{1,40}\)[ \t]*(?:-|–|to)[ \t]*\d{1,3}[ \t]*\([^()\n]{1,40}\)/i;

/**
 * A closing line that only says how to answer, more than its size: told what to answer with ("Answer with the category
 * name.", "Give me just the level."), said to be enough ("Yes or no is fine."), the options after "Verdict only:", or a Japanese or Chinese line asking
 * for one word ("一言で答えてください。"). One short line, bounded.
 */
export function closesAnswerForm(line: string): boolean {
  if (line.length > 200) return false;
  const plain = line.trim();
  // (…the options listed in parentheses after it: "Alleen het label graag (daytime, evening, overnight of reject).")
  const listed = /^([^()\n]{3,80}?)[ \t]*\([^()\n]{1,120}\)[ \t]*[.!]?$/.exec(plain);
  if (listed && closesAnswerSize(listed[1]!)) return true;
  return closesAnswerSize(plain) || ANSWER_WITH_KIND.test(plain) || ANSWER_ENOUGH.test(plain) || ANSWER_IN_ONE_WORD_CJK.test(plain) || OPTIONS_ONLY_LABELLED.test(plain);
}
// (not "one word", which says the answer's size the reader keeps apart: "Answer with one word.")
const ANSWER_WITH_KIND = /^(?:please[ \t]+)?(?:(?:answer|reply|respond)[ \t]+with[ \t]+(?:(?:only[ \t]+)?the|(?:a|one)(?=[ \t]+(?:number|digit|score|label|letter|grade)\b))|(?:give|send|return|tell)(?:[ \t]+(?:me|us))?[ \t]+(?:just|only)[ \t]+the|(?:just|only)[ \t]+(?:give|send|return|tell|name|say)(?:[ \t]+(?:me|us))?[ \t]+the|(?:give|return|output|name)(?:[ \t]+(?:me|us))?[ \t]+the(?=[ \t]+[\p{L}-]{2,20}(?:[ \t]+[\p{L}-]{2,20})?[ \t]*,[ \t]*(?:no|without)[ \t]+(?:explanation|reasoning|comment|commentary)))[ \t]+[\p{L}-]{2,20}(?:[ \t]+[\p{L}-]{2,20})?(?:[ \t]*,[ \t]*(?:no|without)[ \t]+(?:explanation|reasoning|comment|commentary))?[ \t]*[.!]?$/iu;
const ANSWER_ENOUGH = /^(?:(?:a[ \t]+)?(?:(?:plain|simple|single|quick)[ \t]+)?(?:yes[ \t]*(?:or|\/)[ \t]*no|word|number|digit|label)|one[ \t]+word|the[ \t]+(?:label|number|score))(?:[ \t]+answer)?[ \t]+(?:is[ \t]+(?:fine|enough|ok|okay|all[ \t]+(?:I|we|she|he|they)[ \t]+needs?)|will[ \t]+do|needed|please)[ \t]*[.!]?$/i;
const ANSWER_IN_ONE_WORD_CJK = /^(?:一言|一語|単語|数字|ラベル|カテゴリ)(?:だけ|のみ)?で(?:(?:答え|回答)て(?:ください|下さい))?[。.!！]?$|^(?:答え|回答)は(?:一言|一語|単語|数字|ラベル|カテゴリ)(?:だけ|のみ)で(?:お願いします|お願い|ください)?[。.!！]?$|^(?:请)?(?:只|仅)?用?(?:一个词|一个字|一个数字|数字)(?:回答|作答)[。.!！]?$/u;
const OPTIONS_ONLY_LABELLED = new RegExp(String.raw`^(?:verdict|label|answer|category|rating|decision)[ \t]+only[ \t]*:[ \t]*${PHRASE}(?:(?:[ \t]*(?:,|/|\|)[ \t]*(?:or[ \t]+)?|[ \t]+or[ \t]+)${PHRASE}){1,7}[ \t]*[.]?$`, 'iu');
