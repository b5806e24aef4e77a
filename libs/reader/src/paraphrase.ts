import { REPORTED_BY, REPORTED_QUESTION_WORD } from './reported-question';

/**
 * Paraphrased criteria (reasoning on, DESIGN §5): a criterion that rewords one taught criterion
 * is judged as that criterion, only when the rewording cannot change what is asked. Two wordings
 * match when, once the words that never change a question are set aside (articles and
 * demonstratives, politeness, "tell me whether"), the same content words remain, with the same
 * negations, tense and numbers, in the same order ("is the question relevant to the answer" is not
 * "is the answer relevant to the question"); and exactly one taught criterion matches. Everything
 * else (another verb, another part, a negation, a scale) is a different criterion: precision over
 * recall, measured on `fixtures/paraphrases.jsonl` by bench/reader.
 */

/** Words that never change what a criterion asks. */
const NEUTRAL = new Set([
  'a', 'an', 'the', 'this', 'that', 'these', 'those', 'its', 'it', 'please', 'kindly', 'tell', 'me', 'us', 'say', 'let', 'know', 'whether', 'if',
  'can', 'could', 'would', 'you', 'i', 'we', 'want', 'wanted', "i'd", 'like', 'to', 'judge', 'decide', 'determine', 'check', 'given', 'following',
  'here', 'below', 'above', 'now', 'of', 'for', 'on', 'about', 'do', 'does', 'is', 'are', 'am', 'be',
]);

/** Contractions and spellings read as their words, so "doesn't" and "does not" are one wording. */
const EXPANSIONS: [RegExp, string][] = [
  [/\bcan't\b|\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/n't\b/g, ' not'],
  [/'s\b/g, ' is'],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/'d\b/g, ' would'],
];

/** Words read as one: spellings, and synonyms that cannot change what a criterion asks. */
const SAME_WORD = new Map([
  ['each', 'all'], ['every', 'all'], ['kind', 'type'], ['sort', 'type'], ['sufficient', 'enough'], ['talk', 'speak'], ['which', 'what'],
  ['numeric', 'numerical'], ['bulleted', 'bullet'], ['include', 'contain'], ['includes', 'contains'], ['suitable', 'appropriate'], ['remain', 'stay'], ['remains', 'stays'], ['children', 'child'],
  ['give', 'provide'], ['gives', 'provides'], ['entirely', 'fully'], ['adhere', 'follow'], ['adheres', 'follows'],
  ['reply', 'response'], ['replies', 'responses'], ['info', 'information'], ['identical', 'same'], ['decline', 'refuse'], ['declines', 'refuses'],
  ['issue', 'problem'], ['issues', 'problems'], ['courteous', 'polite'], ['promote', 'encourage'], ['promotes', 'encourages'],
  ['disclose', 'reveal'], ['discloses', 'reveals'], ['gold', 'reference'],
  // (…and words an evaluation's criteria use for one another: "useful" for "helpful", "query" for "question", "client" for
  // "customer", "mistakes" for "errors", a short form for its word)
  ['impolite', 'rude'], ['useful', 'helpful'], ['succinct', 'concise'], ['pertinent', 'relevant'], ['mistake', 'error'], ['mistakes', 'errors'],
  ['query', 'question'], ['queries', 'questions'], ['client', 'customer'], ['clients', 'customers'], ['e-mail', 'email'], ['e-mails', 'emails'],
  ['doc', 'document'], ['docs', 'documents'], ['purchase', 'buy'], ['purchases', 'buys'], ['begin', 'start'], ['begins', 'starts'],
]);

/** Who a question is reported for, and the verb that reports it, before the question's own word. */
const REPORTED_LEAD = new RegExp(String.raw`^\s*${REPORTED_BY}(?=${REPORTED_QUESTION_WORD})`);

/** Verbs of seeming, read as "is" before the quality they name. */
const SEEMING = new Set(['seem', 'seems', 'appear', 'appears', 'sound', 'sounds', 'look', 'looks', 'feel', 'feels']);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'its', 'their', 'his', 'her', 'my', 'your', 'our', 'good', 'bad']);

/**
 * Articles and demonstratives of German, French, Spanish, Portuguese and Italian, which say no more than "the" or "this"
 * does ("Enthält die Nachricht …" / "Enthält diese Nachricht …"); those that are also English words ("die", "la") only
 * where the wording is in that language.
 */
const ARTICLES_INTL = new Set([
  'der', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'diese', 'dieser', 'dieses', 'diesen', 'diesem',
  'le', 'les', 'une', 'du', 'ce', 'cet', 'cette', 'ces', 'el', 'los', 'las', 'una', 'unos', 'unas', 'este', 'esta', 'estos', 'estas',
  'esse', 'essa', 'os', 'um', 'uma', 'il', 'gli', 'questo', 'questa',
]);
/** Articles and copulas that are English words too ("die", "la", "son"): neutral only in a wording of their language. */
const GERMAN_TOO = new Set(['die', 'ist', 'sind']);
const ROMANCE_TOO = new Set(['la', 'lo', 'un', 'o', 'est', 'es', 'está', 'é', 'è', 'son', 'sont', 'são']);
const GERMAN_WORDING = /\b(?:der|das|den|dem|ein|eine|ist|sind|und|nicht|enthält|diese[rsnm]?|wird|hat)\b/i;
const ROMANCE_WORDING = /(?<![\p{L}])(?:est|es|está|é|è|ce|cet|cette|une|el|los|las|del|il|della|que|qui|pour|para|por|este|esta|questo|questa)(?![\p{L}])/iu;

/** A wording in Spanish, Italian or Portuguese, languages that drop the pronoun for the subject ("¿Es spam?", "È urgente?"). */
const PRO_DROP = /[¿¡]|(?<![\p{L}])(?:qué|cuál|cuáles|está|è|é|qual|quale|pertenece|appartiene|pertence)(?![\p{L}])/iu;

/** Possessive pronouns and fillers that do not change what is asked ("cancel their subscription", "is being sarcastic"). */
const NEUTRAL_TOO = new Set(['their', 'his', 'her', 'any', 'being', 'both']);

/** Manner adverbs, whose place in the sentence does not change what is asked ("correctly answer" / "answer correctly"). */
const MANNER = new Set(['correctly', 'incorrectly', 'accurately', 'properly', 'fully', 'clearly', 'completely', 'directly', 'politely', 'briefly', 'concisely', 'explicitly', 'consistently', 'factually']);

/**
 * A scale written anywhere in the criterion ("from 1 to 5", "on a scale of 0-10", "between 1 and 7"): one mark at the end.
 * (…in parentheses alone, "(1-5)"; or its ends glossed, "from 1 (harmless) to 5 (extremely offensive)", the glosses kept
 * in the mark, since "1 (best) to 5 (worst)" rates the other way)
 */
const END_GLOSS = String.raw`(?:\s*\(([^()\n]{1,30})\))?`;
const SCALE = new RegExp(
  String.raw`\b(?:on\s+)?(?:an?\s+)?(?:scale\s+)?(?:of|from|between)\s+(-?\d+(?:\.\d+)?)${END_GLOSS}\s*(?:to|and|-|–)\s*(-?\d+(?:\.\d+)?)\b${END_GLOSS}|\b(?:on\s+)?(?:an?\s+)?(-?\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(-?\d+(?:\.\d+)?)[ -]?(?:point\s+)?scale\b|\(\s*(-?\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(-?\d+(?:\.\d+)?)\s*\)`,
  'g',
);

/** A text with each scale it writes taken out (a space in its place), and the scales as marks ("1..5", "1(worst)..5(best)"). */
function scalesApart(text: string): { text: string; scales: string[] } {
  const scales: string[] = [];
  const gloss = (g: string | undefined) => (g === undefined ? '' : `(${g.trim().replace(/\s+/g, '_')})`);
  const rest = text.replace(SCALE, (...m: (string | undefined)[]) => {
    const [, low, lowGloss, high, highGloss, shortLow, shortHigh, bareLow, bareHigh] = m;
    scales.push(`${low ?? shortLow ?? bareLow}${gloss(lowGloss)}..${high ?? shortHigh ?? bareHigh}${gloss(highGloss)}`);
    return ' ';
  });
  return { text: rest, scales };
}

/** "the sentiment of the review" is "the review's sentiment": one noun of another, written in the possessive's order. */
const OF_PHRASE = /\b([a-z]{3,30}) of (?:the |a |an |this |that |these |those )?([a-z]{3,30})\b/g;

/** Stems of the words that ask for a rating, where a scale says it is one. */
const RATING_WORDS = new Set(['rat', 'how', 'scor', 'grad', 'evaluat', 'assess']);

/** Words of the past: "did the ticket come from" asks about another time than "does it belong". */
const PAST = new Set(['was', 'were', 'did', 'had', 'been']);
const NEGATIONS = new Set(['not', 'no', 'never', 'none', 'nothing', 'neither', 'nor', 'without']);

/**
 * A British spelling as the American one, so both wordings meet: "-ise" as "-ize" ("summarise"), "-our" as "-or"
 * ("favourable", "behaviour"), a doubled "l" before an ending as one ("cancelled", "labelling"), "-tre" as "-ter"
 * ("centre"). Applied to both wordings alike, a rare word it misspells ("detour" -> "detor") still meets itself.
 */
function americanSpelling(word: string): string {
  return word
    .replace(/^(\p{L}{3,})is(e|ed|es|ing|ation|ations)$/u, '$1iz$2')
    .replace(/^(\p{L}{3,})our(s|ed|ing|able|ably|ite|ites)?$/u, '$1or$2')
    .replace(/^(\p{L}{3,}[aeiou])ll(ed|ing|er|ers)$/u, '$1l$2')
    .replace(/^(\p{L}{2,})tre(s)?$/u, '$1ter$2');
}

/** A word without a silent final "e" ("make" -> "mak"), so it meets its "-ing" form. */
function withoutFinalE(word: string): string {
  return word.length >= 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word;
}

/**
 * A quality named as a noun is named by its adjective ("the fluency of …" / "how fluent …", "readability" / "readable"):
 * the nouns a rating criterion names its quality with, each read as its adjective.
 */
const QUALITY_NOUNS = new Map([
  ['relevance', 'relevant'], ['relevancy', 'relevant'], ['coherence', 'coherent'], ['fluency', 'fluent'], ['urgency', 'urgent'], ['consistency', 'consistent'],
  ['severity', 'severe'], ['toxicity', 'toxic'], ['readability', 'readable'], ['clarity', 'clear'], ['accuracy', 'accurate'], ['positivity', 'positive'],
  ['negativity', 'negative'], ['creativity', 'creative'], ['specificity', 'specific'], ['safety', 'safe'], ['formality', 'formal'], ['politeness', 'polite'],
  ['correctness', 'correct'], ['helpfulness', 'helpful'], ['faithfulness', 'faithful'], ['completeness', 'complete'], ['conciseness', 'concise'],
  ['harmfulness', 'harmful'], ['usefulness', 'useful'], ['friendliness', 'friendly'], ['rudeness', 'rude'], ['professionalism', 'professional'],
]);

const QUALITY_STEMS = new Set([...QUALITY_NOUNS.values()].map(withoutFinalE));

/** A word without its plural or third-person "s" ("tickets", "belongs"), so number does not split a wording. */
function stem(word: string): string {
  const quality = QUALITY_NOUNS.get(word);
  if (quality) return withoutFinalE(quality);
  // "asking" is "ask", "making" and "make" are one word: the progressive asks what the simple present does
  if (word.length >= 6 && word.endsWith('ing')) return withoutFinalE(word.slice(0, -3));
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return withoutFinalE(word.slice(0, -1));
  return withoutFinalE(word);
}

/**
 * The key two wordings share when they ask the same thing: the content words in order, with a mark for
 * the past and each negation kept. Bounded: criteria longer than 600 characters are not reworded.
 */
export function paraphraseKey(criterion: string): string | null {
  if (criterion.length > 600) return null;
  let text = criterion.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'");
  for (const [pattern, replacement] of EXPANSIONS) text = text.replace(pattern, replacement);
  text = text.replace(/\be-mail/g, 'email');
  // A question reported for someone asks what it reports: "the user wants to know which queue this ticket belongs in" is
  // "which queue this ticket belongs in", as "tell me whether" is nothing ("the recruiter i'm helping wants to know …")
  text = text.replace(REPORTED_LEAD, '');
  // "come across as" is "seem": the customer "comes across as annoyed" is "annoyed"
  text = text.replace(/\b(?:come|comes|coming) across as\b/g, 'seems').replace(/\bcame across as\b/g, 'was');
  const apart = scalesApart(text);
  text = apart.text;
  const scales = apart.scales;
  // "Is the answer correct or not?": the alternative a yes-or-no question always has.
  text = text.replace(/\bor not\s*([?.!]*)\s*$/, '$1');
  text = text.replace(OF_PHRASE, (_, head: string, of: string) => `${of} ${head}`);
  text = activeVoice(text);
  const words = text.match(/[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu) ?? [];
  // (the articles that are English words too, only in a wording of their language; and the copulas, as "is" is: "Ce
  // message est-il urgent ?" / "est-ce urgent ?")
  const german = GERMAN_WORDING.test(text);
  const romance = ROMANCE_WORDING.test(text);
  const article = (word: string) => ARTICLES_INTL.has(word) || (german && GERMAN_TOO.has(word)) || (romance && ROMANCE_TOO.has(word));
  const content: string[] = [];
  const manner: string[] = [];
  let past = false;
  for (const [at, raw] of words.entries()) {
    // "Does the customer sound frustrated?" asks what "Is the customer frustrated?" does: a verb of seeming before the
    // quality is a copula (not the noun "sound", after an article or a possessive, nor a verb closing the question)
    if (SEEMING.has(raw) && at + 1 < words.length && !DETERMINERS.has(words[at - 1] ?? '')) continue;
    // "PEP8" is "PEP 8"; British "-ise" spellings are the "-ize" ones.
    const split = /^(\p{L}+)(\p{N}+)$/u.exec(raw);
    for (const spelled of split ? [split[1]!, split[2]!] : [raw]) {
      const word = americanSpelling(SAME_WORD.get(spelled) ?? spelled);
      if (PAST.has(word)) past = true;
      if (NEGATIONS.has(word)) content.push('not');
      else if (MANNER.has(word)) manner.push(word);
      else if (!NEUTRAL.has(word) && !NEUTRAL_TOO.has(word) && !PAST.has(word) && !article(word)) content.push(stem(word));
    }
  }
  // With a scale, the words that only ask for a rating on it ("Rate …", "How … is", "Score …") say nothing more.
  if (scales.length > 0) for (let i = content.length - 1; i >= 0; i--) if (RATING_WORDS.has(content[i]!)) content.splice(i, 1);
  // …and the quality rated leads, wherever the sentence put it ("the severity of the threat" / "how severe the threat is")
  if (scales.length > 0) content.sort((a, b) => Number(QUALITY_STEMS.has(b)) - Number(QUALITY_STEMS.has(a)));
  if (content.length === 0) return null;
  const marks = [...manner.sort(), ...scales.map((range) => `scale:${range}`)];
  return `${past ? 'past:' : ''}${content.join(' ')}${marks.length ? ` | ${marks.join(' ')}` : ''}`;
}

/**
 * The taught criterion a wording paraphrases, or null: none matches, or more than one does (an
 * ambiguous rewording is no match). An exact criterion is the caller's to find first.
 */
export function paraphrasedCriterion(criterion: string, taught: readonly string[]): string | null {
  const key = paraphraseKey(criterion);
  if (key === null) return null;
  const candidates = indexOf(taught).get(key);
  if (candidates) return candidates.size === 1 ? [...candidates.values()][0]! : null;
  // "Is it sarcastic?" asked of what was taught as "Is the tweet sarcastic?": the pronoun stands for the subject's kind
  // "spam?" or "toxic?" typed in a hurry: a bare fragment asks of the subject what the taught question asks
  // …or asked without naming it where the language drops the pronoun ("¿A qué cola pertenece?": which queue does it belong in)
  if ((POINTS_AT_SUBJECT.test(criterion) || isFragment(criterion) || PRO_DROP.test(criterion)) && !SUBJECT_KINDS_IN.test(criterion)) {
    const elliptical = indexOf(taught, true).get(key);
    if (elliptical) return elliptical.size === 1 ? [...elliptical.values()][0]! : null;
  }
  // "queue?" or "sentiment?": the one word names what a taught question asks for ("Which queue does the ticket belong in?")
  if (isFragment(criterion) && !key.includes(' ')) {
    const asking = attributesOf(taught).any.get(key);
    if (asking) return asking.size === 1 ? [...asking][0]! : null;
  }
  // "urgency?" or "toxicity level?" asked of "How urgent is the request?": a fragment's words each one word of one
  // taught criterion, in its own form or another of the same stem, and no other taught criterion holding them all
  // …or, with a scale, typed without its mark ("fluency 1-5", "helpfulness 1 to 5") for "Rate the fluency … on a 1-5 scale"
  const scaled = scaleFragment(criterion);
  if (isFragment(criterion) || scaled !== null) {
    const found = fragmentOf(scaled?.words ?? criterion, taught, scaled?.scale ?? null);
    if (found !== null) return found;
  }
  // "Which queue should it go to?" asked of "Which queue does the ticket belong in?": both ask for the same thing of
  // the subject, in words that say nothing more (a verb of where it goes, the subject's kind)
  const asked = bareAttribute(criterion, key);
  if (asked !== null) {
    const asking = attributesOf(taught).bare.get(asked);
    if (asking) return asking.size === 1 ? [...asking][0]! : null;
  }
  // "Is the response from the support agent empathetic?" asked of "Is the support agent's response empathetic?":
  // the same content words, one block moved across a joining word, the parts in the same order
  const reordered = new Set<string>();
  // sides named by a letter or a number ("Is A better than B?"), read before the key drops "a" as an article, in order
  const sides = sidesOf(criterion);
  const index = indexOf(taught);
  for (const theirs of reorderingsOf(taught).get(signatureOf(key)) ?? []) {
    if (!blockSwapped(key, theirs)) continue;
    for (const candidate of index.get(theirs)!.values()) if (sidesOf(candidate) === sides) reordered.add(candidate);
    if (reordered.size > 1) return null;
  }
  if (reordered.size === 1) return [...reordered][0]!;
  // "How polite is this reply to the customer?" asked of what was taught with its scale ("… to the customer? (1-5)"): the
  // quality asked about without a scale is the one rated on it, where one taught criterion rates it and none asks it bare
  const unscaled = ratedWithoutScale(key);
  if (unscaled !== null && !index.has(unscaled)) {
    const rated = scaledIndexOf(taught).get(unscaled);
    if (rated) return rated.size === 1 ? [...rated][0]! : null;
  }
  return null;
}

/** A key asking how much of a quality without a scale ("how polit repli custom"), as a scaled key reads it; else null. */
function ratedWithoutScale(key: string): string | null {
  if (key.includes('scale:') || key.includes(' | ')) return null;
  const words = key.replace(/^past:/, '').split(' ');
  if (words[0] !== 'how' || words.length < 2) return null;
  const content = words.filter((word) => !RATING_WORDS.has(word));
  content.sort((a, b) => Number(QUALITY_STEMS.has(b)) - Number(QUALITY_STEMS.has(a)));
  return `${key.startsWith('past:') ? 'past:' : ''}${content.join(' ')}`;
}

/** Taught criteria that rate a quality on a scale, by their key without the scale (built once per list). */
const scaledIndexes = new WeakMap<readonly string[], Map<string, Set<string>>>();
function scaledIndexOf(taught: readonly string[]): Map<string, Set<string>> {
  let index = scaledIndexes.get(taught);
  if (!index) {
    index = new Map();
    for (const [key, candidates] of indexOf(taught)) {
      const m = /^(.*) \| ((?:[a-z]+ )*)((?:scale:\S+ ?)+)$/.exec(key);
      if (!m || m[2] !== '') continue;
      const same = index.get(m[1]!) ?? new Set<string>();
      for (const candidate of candidates.values()) same.add(candidate);
      index.set(m[1]!, same);
    }
    scaledIndexes.set(taught, index);
  }
  return index;
}

/** A key's content words as a multiset, with its marks: the keys a reordering could meet share it. */
function signatureOf(key: string): string {
  const { words, marks } = sequenceOf(key);
  return `${[...words].sort().join(' ')} | ${marks}`;
}

/** Taught keys by signature, built once per list: a request compares its key with those of its signature only. */
const reorderingIndexes = new WeakMap<readonly string[], Map<string, string[]>>();
function reorderingsOf(taught: readonly string[]): Map<string, string[]> {
  let index = reorderingIndexes.get(taught);
  if (!index) {
    index = new Map();
    for (const key of indexOf(taught).keys()) {
      const signature = signatureOf(key);
      const same = index.get(signature);
      if (same) same.push(key);
      else index.set(signature, [key]);
    }
    reorderingIndexes.set(taught, index);
  }
  return index;
}

/** The sides a criterion names by a capital letter or a digit standing alone ("A or B", "response 1"), in order. */
function sidesOf(criterion: string): string {
  return (criterion.slice(0, 600).match(/\b[A-D1-4]\b/g) ?? []).join(' ');
}

/** Words that only join a criterion's words, whose place moves with its order ("the clause in the contract"). */
const JOINING = new Set(['in', 'from', 'by', 'with', 'between', 'as', 'into', 'at', 'or', 'and', 'what', 'than']);
/**
 * Words naming a part or a side, whose order says which is which ("the question relevant to the answer" is not "the
 * answer relevant to the question", "A better than B" not "B better than A").
 */
const PART_WORDS = new Set(['question', 'answer', 'respons', 'context', 'referenc', 'sourc', 'summary', 'document', 'passag', 'query', 'output', 'input', 'claim', 'sentenc', 'text', 'translation', 'first', 'second', 'a', 'b', 'premis', 'hypothes', 'evidenc', 'expected', 'original']);

/** A key's content words, each marked when a joining word stood before it, and its marks (tense, negations, scale). */
function sequenceOf(key: string): { words: string[]; joined: boolean[]; marks: string } {
  const [head, marks = ''] = key.split(' | ');
  const words: string[] = [];
  const joined: boolean[] = [];
  let join = false;
  for (const word of head!.split(' ')) {
    if (JOINING.has(word)) join = true;
    else {
      words.push(word);
      joined.push(join);
      join = false;
    }
  }
  return { words, joined, marks };
}

/**
 * Whether two keys are one wording with a block of words moved across a joining word: past the shared start and end,
 * one is X Y and the other Y X, and a joining word stands at the seam in one of them ("support agent response" /
 * "response from support agent", "politics, sports, business or technology" / "sports, business, technology or
 * politics"); the part words keep their order. Anything else (a role that changes sides, "the tutor gives the
 * student" / "the student gives the tutor") is another criterion.
 */
function blockSwapped(a: string, b: string): boolean {
  if (a === b) return false;
  const x = sequenceOf(a);
  const y = sequenceOf(b);
  if (x.marks !== y.marks || x.words.length !== y.words.length || x.words.length < 2 || x.words.length > 40) return false;
  if ([...x.words].sort().join(' ') !== [...y.words].sort().join(' ')) return false;
  const parts = (w: string[]) => w.filter((word) => PART_WORDS.has(word)).join(' ');
  if (parts(x.words) !== parts(y.words)) return false;
  let start = 0;
  while (start < x.words.length && x.words[start] === y.words[start]) start++;
  let end = x.words.length;
  while (end > start && x.words[end - 1] === y.words[end - 1]) end--;
  for (let cut = start + 1; cut < end; cut++) {
    // x = P X Y S and y = P Y X S, with X = x[start, cut)
    const moved = cut - start;
    const swapped = x.words.slice(start, cut).join(' ') === y.words.slice(end - moved, end).join(' ') && x.words.slice(cut, end).join(' ') === y.words.slice(start, end - moved).join(' ');
    if (swapped && (x.joined[cut] || y.joined[end - moved])) return true;
  }
  return false;
}

/** The kinds of text a criterion names its subject by ("the tweet", "this email"): a pronoun may stand for one. */
const SUBJECT_KINDS = ['tweet', 'review', 'email', 'e-mail', 'message', 'ticket', 'comment', 'text', 'reply', 'post', 'headline', 'article', 'snippet', 'code', 'sentence', 'statement', 'mensaje', 'mensagem', 'messaggio', 'commentaire', 'nachricht', 'avis'];
const SUBJECT_KINDS_IN = new RegExp(`\\b(?:${SUBJECT_KINDS.join('|')})s?\\b`, 'i');
/** The kinds as a key writes them ("message" -> "messag"). */
const KIND_STEMS = new Set(SUBJECT_KINDS.map((kind) => stem(kind.replace('-', ''))));
/** A pronoun for the subject: "Is it sarcastic?", "Is this spam?", "¿Es spam?" has none. */
const POINTS_AT_SUBJECT = /\b(?:it|this|that)\b/i;

/**
 * A question typed as a bare fragment: one to three words and a question mark ("spam?", "toxic or not?"),
 * no verb of its own, so it can only ask what a taught question asks of its subject.
 */
function isFragment(criterion: string): boolean {
  const trimmed = criterion.trim();
  if (!trimmed.endsWith('?') || trimmed.length > 40) return false;
  const words = trimmed.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length >= 1 && words.length <= 3 && !words.some((w) => /^(?:is|are|was|were|do|does|did|has|have|can|should|will|would|what|which|who|how|why|when|where)$/i.test(w));
}

/**
 * A fragment that names a scale, typed with or without a question mark ("fluency 1-5", "helpfulness 1 to 5?",
 * "conciseness score 1-5."): its words and the scale's mark, or null. One to three words beside the scale.
 */
function scaleFragment(criterion: string): { words: string; scale: string } | null {
  const m = /^\s*([\p{L}][\p{L}' -]{1,40}?)\s+(?:on\s+a\s+)?(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})(?:\s*(?:point\s+)?scale)?\s*[.?]?\s*$/u.exec(criterion.normalize('NFKC').toLowerCase());
  if (!m || Number(m[2]) >= Number(m[3])) return null;
  const words = m[1]!.trim();
  const count = words.split(/\s+/).length;
  return count >= 1 && count <= 3 && !/^(?:is|are|was|were|do|does|did|rate|score|grade|what|which|how)\b/.test(words) ? { words, scale: `${m[2]}..${m[3]}` } : null;
}

/** Words a fragment may add that ask nothing of their own ("toxicity level?", "sentiment score?", "spam check?"). */
const FRAGMENT_FILLER = new Set(['level', 'levels', 'score', 'scores', 'rating', 'check', 'status', 'grade', 'label', 'verdict', 'result', 'value', 'degree', 'or', 'not']);
/** Negations a fragment may hold: one of them and it asks another thing than a taught question without it. */
const FRAGMENT_NEGATION = /\b(?:no|non|not|never|without|un\w+|in\w+ness)\b/i;

/**
 * Two spellings of one word, or two words of one stem: the same, one an inflection of the other, or a common start of five letters or more
 * that is most of the shorter ("urgency" / "urgent", "toxicity" / "toxic", "politeness" / "polite"; not "positive" / "position").
 */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  // an inflection of a short word ("leak" / "leaked", "spam" / "spams")
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 3 && long.startsWith(short) && /^(?:s|es|d|ed|ing)$/.test(long.slice(short.length))) return true;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n >= 5 && n >= 0.8 * Math.min(a.length, b.length);
}

/**
 * What a taught question asks of its subject, as words a fragment must name (`core`): the adjective of "How urgent is
 * the request?", the head of the noun phrase of "Which product category does the listing belong to?" / "What is the
 * sentiment of the review?", the last words of "Is the privacy policy GDPR-compliant?", the verb and its object of
 * "Does the code introduce a memory leak?"; and every other word of it a fragment may also name (`rest`). Null for a
 * question of another shape. Hyphenated words count as their parts.
 */
function askedOf(criterion: string): Asked | null {
  const whole = criterion.normalize('NFKC').toLowerCase().trim().replace(/['’]s\b/g, '');
  if (whole.length > 200) return null;
  // the scale apart (one mark, as paraphraseKey writes it), the question without it
  const { text: unscaled, scales } = scalesApart(whole);
  const text = unscaled.replace(/\s+/g, ' ').replace(/ ([.?!])/g, '$1').trim();
  const scale = scales.length === 1 ? scales[0]! : null;
  if (scales.length > 1) return null;
  // "Rate the fluency of the translation …", "Score the summary conciseness …": what is rated
  const rate = /^(?:please\s+)?(?:rate|score|grade|assess|evaluate|judge)\s+(?:the\s+|this\s+)?(?:([a-z-]{3,30})\s+)?([a-z-]{3,30})(?:\s+(?:of|in|for)\b[^?.]{0,120})?[.?]?$/.exec(text);
  if (rate) {
    const core = rate[2]!.split('-').filter((w) => w !== '' && !NEUTRAL.has(w));
    return core.length ? { core, rest: [...(rate[1] ? [rate[1]] : []), ...text.split(/[^\p{L}\p{N}-]+/u).filter((w) => w !== '' && !NEUTRAL.has(w) && !core.includes(w))], scale } : null;
  }
  if (!text.endsWith('?')) return null;
  const parts = (words: string) => words.split(/[\s-]+/).filter((w) => w !== '' && !NEUTRAL.has(w) && !FRAGMENT_FILLER.has(w));
  const all = parts(text.replace(/[^\p{L}\p{N}\s-]/gu, ' '));
  const of = (core: string[]) => (core.length ? { core, rest: all.filter((w) => !core.includes(w)), scale } : null);
  const how = /^how\s+([a-z]{3,30})\s+(?:is|are|was|were)\s+(?:the|this|that|these|it)\b/.exec(text);
  if (how) return of([how[1]!]);
  const which = /^(?:which|what)\s+(?:(?:is|are)\s+the\s+)?((?:[a-z-]{3,30}\s+){0,2}[a-z-]{3,30})\s+(?:of|does|do|is|are|should|would|best|for|in)\b/.exec(text);
  if (which) {
    const phrase = parts(which[1]!);
    return of(phrase.length ? [phrase[phrase.length - 1]!] : []);
  }
  const is = /^(?:is|are)\s+(?:the|this|that|it)\s+(?:[a-z-]{2,30}\s+){0,2}([a-z-]{3,30})\s*\?$/.exec(text);
  if (is) return of(parts(is[1]!));
  const holding = HOLDING.exec(text);
  if (holding) {
    const object = parts(holding[1]!);
    return of(object.length ? [object[object.length - 1]!] : []);
  }
  const does = /^(?:does|do)\s+(?:the|this|that|it)\s+(?:[a-z-]{2,30}\s+){0,2}?([a-z]{3,30})\s+(?:(?:a|an|the|any)\s+)?((?:[a-z-]{2,30}\s+){0,2}[a-z-]{3,30})\s*\?$/.exec(text);
  if (does) {
    const object = parts(does[2]!);
    return of(object.length ? [does[1]!, object[object.length - 1]!] : []);
  }
  return null;
}

/**
 * "Does the message contain hate speech?": a verb that only says the subject holds its object ("contain", "include",
 * "mention") asks for the object alone (its last word the core, as a fragment names it).
 */
const HOLDING = /^(?:does|do)\s+(?:the|this|that|it)\s+(?:[a-z-]{2,30}\s+){0,2}?(?:contain|include|mention|have|use)\s+(?:(?:a|an|the|any)\s+)?((?:[a-z-]{2,30}\s+){0,2}[a-z-]{3,30})\s*\?$/;

/**
 * The one taught criterion whose question a fragment asks ("category?" of "Which product category does the listing
 * belong to?", "urgency?" of "How urgent is the request?", "memory leak introduced?" of "Does the code introduce a memory
 * leak?"): the fragment names every word of what it asks and no word it does not hold. Null for a fragment of filler
 * only, one with a negation, or one that more than one (or no) taught criterion asks. Bounded: a fragment has at most
 * three words, and only taught criteria of 200 characters or fewer are read.
 */
function fragmentOf(fragment: string, taught: readonly string[], scale: string | null = null): string | null {
  const words = (fragment.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !FRAGMENT_FILLER.has(w) && !NEUTRAL.has(w));
  if (words.length === 0 || FRAGMENT_NEGATION.test(fragment.replace(/\bor not\b/i, ''))) return null;
  const found = new Set<string>();
  for (const [candidate, asked] of askedIndexOf(taught)) {
    // a scale named is the taught one's, and a taught scale is named
    if (scale !== asked.scale) continue;
    const held = [...asked.core, ...asked.rest];
    if (asked.core.every((a) => words.some((w) => sameStem(w, a))) && words.every((w) => held.some((a) => sameStem(w, a)))) found.add(candidate);
    if (found.size > 1) return null;
  }
  return found.size === 1 ? [...found][0]! : null;
}
type Asked = { core: string[]; rest: string[]; scale: string | null };
const askedIndexes = new WeakMap<readonly string[], [string, Asked][]>();
/** What each taught question asks (askedOf), built once per list: a version's list is reused, a fragment reads no criterion again. */
function askedIndexOf(taught: readonly string[]): [string, Asked][] {
  let index = askedIndexes.get(taught);
  if (!index) {
    index = [];
    for (const candidate of taught) {
      const asked = NEGATIONS_IN.test(candidate) ? null : askedOf(candidate);
      if (asked !== null) index.push([candidate, asked]);
    }
    askedIndexes.set(taught, index);
  }
  return index;
}

/** A negation in a taught criterion: a fragment never asks it. */
const NEGATIONS_IN = /\b(?:not|no|never|none|without)\b|n't\b/i;

/** What a taught question asks for: "Which queue …", "What is the sentiment of …", "What intent …" (the noun, as a key writes it). */
const ASKS_FOR = /^\s*(?:which|what)\s+(?:(?:is|are)\s+the\s+)?([a-z]{3,30})\b(?:\s+(?:of|does|do|is|are|should|would|best|for|in)\b|\s*\?)/i;

/** Verbs that only say where the subject goes or what it shows, as a key writes them: "go to", "belong in", "express". */
const PLACING = new Set(['go', 'goe', 'belong', 'fit', 'rout', 'send', 'sent', 'assign', 'put', 'fil', 'sort', 'fall', 'land', 'best', 'should', 'would', 'express', 'show', 'convey', 'carry', 'hav', 'has', 'in', 'into', 'under', 'to', 'here', 'what']);

/**
 * The noun a question asks for of its subject and nothing more ("Which queue should it go to?" -> "queu"), or null:
 * a question asking for none, one with a negation or in the past, or one naming anything beside its noun.
 */
function bareAttribute(criterion: string, key: string): string | null {
  const m = ASKS_FOR.exec(criterion);
  if (!m || key.startsWith('past:') || key.includes(' | ')) return null;
  const noun = stem(m[1]!.toLowerCase());
  const words = key.split(' ');
  if (words.includes('not') || !words.includes(noun)) return null;
  return words.every((w) => w === noun || PLACING.has(w) || KIND_STEMS.has(w)) ? noun : null;
}

/**
 * Taught questions by the noun they ask for (`any`), and those that ask for it and nothing more (`bare`, as
 * `bareAttribute` reads them), built once per list: a request looks its noun up, it keys no taught criterion again.
 */
interface AttributeIndex {
  any: Map<string, Set<string>>;
  bare: Map<string, Set<string>>;
}
const attributeIndexes = new WeakMap<readonly string[], AttributeIndex>();

function attributesOf(taught: readonly string[]): AttributeIndex {
  let index = attributeIndexes.get(taught);
  if (!index) {
    index = { any: new Map(), bare: new Map() };
    const add = (map: Map<string, Set<string>>, noun: string, criterion: string) => map.set(noun, (map.get(noun) ?? new Set<string>()).add(criterion));
    for (const criterion of taught) {
      const m = criterion.length <= 200 ? ASKS_FOR.exec(criterion) : null;
      if (!m || NEUTRAL.has(m[1]!.toLowerCase())) continue;
      add(index.any, stem(m[1]!.toLowerCase()), criterion);
      const key = paraphraseKey(criterion);
      const bare = key === null ? null : bareAttribute(criterion, key);
      if (bare !== null) add(index.bare, bare, criterion);
    }
    attributeIndexes.set(taught, index);
  }
  return index;
}

/** A key without the subject's kind: "tweet sarcastic" -> "sarcastic"; null when the key names no kind, once. */
function withoutSubjectKind(key: string): string | null {
  const [words, marks] = key.split(' | ');
  const kept = words!.split(' ').filter((w) => !KIND_STEMS.has(w));
  if (kept.length === words!.split(' ').length - 1 && kept.length > 0) return `${kept.join(' ')}${marks ? ` | ${marks}` : ''}`;
  return null;
}

/** Taught criteria by key (each distinct criterion once, as first written), built once per list: a version's list is reused. */
const indexes = new WeakMap<readonly string[], Map<string, Map<string, string>>>();
/** The same, by key without the subject's kind ("Is the tweet sarcastic?" under "sarcastic"). */
const ellipticalIndexes = new WeakMap<readonly string[], Map<string, Map<string, string>>>();

function indexOf(taught: readonly string[], elliptical = false): Map<string, Map<string, string>> {
  const cache = elliptical ? ellipticalIndexes : indexes;
  let index = cache.get(taught);
  if (!index) {
    index = new Map();
    for (const candidate of taught) {
      const full = paraphraseKey(candidate);
      const key = full === null ? null : elliptical ? withoutSubjectKind(full) : full;
      if (key === null) continue;
      const same = index.get(key) ?? new Map<string, string>();
      const normalized = candidate.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
      if (!same.has(normalized)) same.set(normalized, candidate);
      index.set(key, same);
    }
    cache.set(taught, index);
  }
  return index;
}

/** Verbs of what a text holds, whose passive "in" names the text ("mentioned in the review"). */
const TEXT_VERBS = new Set(['mention', 'explain', 'describe', 'include', 'state', 'cite', 'disclose', 'reveal', 'address', 'cover', 'discuss', 'contain', 'express', 'list', 'specify', 'acknowledge', 'convey', 'quote', 'name', 'define', 'summarize', 'summarise']);

/** A participle and the verb it is of: "introduced" -> "introduce", "mentioned" -> "mention", "written" stays. */
function verbOf(participle: string): string {
  if (/(?:at|iz|bl|ur|uc|ud|us|os|ag|ar|iv|ov|lv|rv|ng)ed$/.test(participle)) return participle.slice(0, -1); // introduced, refused, captured, preserved
  if (/([b-df-hj-np-tv-z])\1ed$/.test(participle)) return participle.slice(0, -3); // omitted, flagged
  if (/ied$/.test(participle)) return `${participle.slice(0, -3)}y`; // satisfied
  if (/ed$/.test(participle)) return participle.slice(0, -2); // mentioned, explained
  return participle;
}

/**
 * A question in the passive with its agent, read in the active: "Is the vulnerability introduced by the
 * change?" is "Does the change introduce the vulnerability?", and "Is there hate speech in the message?" is
 * "Does the message contain hate speech?". Only the whole question is turned (its agent named by "by", the
 * place by "in"), so a clause inside a longer criterion keeps its words.
 */
function activeVoice(text: string): string {
  const question = text.trim().replace(/[?.!]+$/, '');
  const passive = /^(is|are|was|were|has|have|had)\s+(?:been\s+)?((?:[a-z0-9'-]+\s+){0,8}?)([a-z]{3,30}ed)\s+by\s+([a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,7})$/.exec(question);
  if (passive) {
    const tense = /^(?:was|were|had)$/.test(passive[1]!) ? 'did' : 'does';
    return `${tense} ${passive[4]!.trim()} ${verbOf(passive[3]!)} ${passive[2]!.trim()}`;
  }
  // "Is the price mentioned in the review?" is "Does the review mention the price?": only for verbs of what a text holds.
  const held = /^(is|are|was|were)\s+((?:[a-z0-9'-]+\s+){0,8}?)([a-z]{3,30}ed)\s+in\s+([a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,7})$/.exec(question);
  const verb = held ? [verbOf(held[3]!), `${verbOf(held[3]!)}e`].find((v) => TEXT_VERBS.has(v)) : undefined;
  if (held && verb) {
    const tense = /^(?:was|were)$/.test(held[1]!) ? 'did' : 'does';
    return `${tense} ${held[4]!.trim()} ${verb} ${held[2]!.trim()}`;
  }
  const there = /^(is|are|was|were)\s+there\s+((?:[a-z0-9'-]+\s+){1,8}?)in\s+([a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,5})$/.exec(question);
  if (there) return `${/^(?:was|were)$/.test(there[1]!) ? 'did' : 'does'} ${there[3]!.trim()} contain ${there[2]!.trim()}`;
  return text;
}
