import {
  DEHUMANIZING,
  ELIMINATION_STEMS,
  ENCOURAGE_PHRASES,
  FIRST_PERSON,
  GROUPS,
  HARM_OUTCOMES,
  INTENT,
  SELF_HARM_MEANS,
  SELF_HARM_WORDS,
  SLURS,
  WEAPONS,
  WISH,
  METHOD_PHRASES,
  OBJECT_CONTEXT,
  PERSON_TARGETS,
  REPORTED_CONTEXT,
  SECOND_PERSON,
  SELF_HARM_PHRASES,
  THREAT_PHRASES,
  VIOLENT_STEMS,
} from './lexicon';

/**
 * The features of a text: counts of patterns of who does what to whom, computed in one pass over
 * its words with a window of a few words around each (linear in the text, whatever it holds).
 */
export const FEATURE_NAMES = [
  'violent_act_on_person',
  'speaker_violent_act_on_person',
  'intended_violent_act_on_person',
  'threat_phrase',
  'violent_act_on_thing',
  'negated_violent_act',
  'third_person_violent_act',
  'group_dehumanized',
  'group_eliminated',
  'group_generalized',
  'speaker_self_harm',
  'self_harm_phrase',
  'self_harm_method',
  'self_harm_encouraged',
  'weapon_near_person',
  'harm_outcome_near_person',
  'speaker_intends_violence',
  'speaker_self_harm_words',
  'incitement',
  'sentence_threat',
  'sentence_violence',
  'sentence_hate',
  'sentence_self_harm',
  'reported_context',
  'question',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

export const DIMENSIONS = FEATURE_NAMES.length;
const FEATURE_INDEX = new Map<FeatureName, number>(FEATURE_NAMES.map((name, i) => [name, i]));

/** A text's features: each pattern's count, log-scaled. */
export type Features = Float64Array;

const ENDINGS = new Set(['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'e', 'en', 'ings', 'ered', 'ering', 'ion', 'ions', 'ate', 'ated', 'ating']);
const NEGATIONS = new Set(['not', 'never', "don't", 'dont', "won't", 'wont', "wouldn't", 'wouldnt', 'no', "didn't", 'didnt', "can't", 'cant', 'nobody']);
const THIRD_PERSON = new Set(['he', 'she', 'they', 'police', 'officers', 'suspect', 'gunman', 'soldiers', 'troops', 'character', 'villain', 'killer', 'man', 'woman']);
const COPULA = new Set(['are', 'is', 'were', 'was', "they're", 'theyre', 'be', 'being', 'remain', 'like', 'as', 'just', 'nothing', 'all', 'literally']);
const COMPARISON = new Set(['like', 'as', 'those', 'these', 'of', 'the', 'dirty', 'filthy']);
/** Words of dehumanization with no everyday sense ("animals" and "dogs" have one: they need a copula). */
const UNAMBIGUOUS_DEHUMANIZING = new Set(['vermin', 'subhuman', 'subhumans', 'cockroaches', 'roaches', 'parasites', 'savages', 'scum', 'filth', 'infestation', 'mongrels', 'maggots', 'leeches', 'lice', 'degenerates', 'abominations']);
const OBLIGATION_OR_ALL = new Set(['should', 'must', 'need', 'needs', 'deserve', 'deserves', 'all', 'every', 'be', 'out', "let's", 'lets', 'time']);
/** Words of ending one's own life that mean nothing else ("die" and "dead" do: a battery, a die). */
const STRONG_SELF_HARM = new Set(['suicide', 'suicidal', 'overdose', 'noose', 'wrists', 'unalive', 'self-harm', 'selfharm']);
const INCITERS = new Set(['someone', 'somebody', 'we', "let's", 'lets', 'everyone', 'anyone', 'people', 'y\'all', 'yall', 'guys']);
const OBLIGATION = new Set(['should', 'needs', 'need', 'must', 'gotta', 'go', 'to', "let's", 'lets', 'will', 'gonna']);
const SPEAKER = new Set(['i', "i'm", 'im', "i'll", "i've", "i'd", 'me', 'my', 'myself']);
const QUANTIFIERS = new Set(['all', 'every', 'those', 'these', 'fucking', 'damn', 'filthy', 'dirty', 'bloody']);

/**
 * Each stem list's inflected forms (every stem with every ending), built once: a word is one set
 * lookup, with no prefix sliced off and no cache of answers to grow or clear.
 */
const STEM_FORMS = new WeakMap<readonly string[], Set<string>>();

/** Whether a word is an inflection of one of the stems ("killed" of "kill", not "skilled" or "breakfast"). */
function hasStem(word: string, stems: readonly string[]): boolean {
  let forms = STEM_FORMS.get(stems);
  if (!forms) STEM_FORMS.set(stems, (forms = new Set(stems.flatMap((stem) => [...ENDINGS].map((ending) => stem + ending)))));
  return forms.has(word);
}

/** Phrases indexed by their first word, so a scan tries only the phrases that can start at a word. */
function phraseIndex(phrases: readonly string[]): Map<string, string[][]> {
  const index = new Map<string, string[][]>();
  for (const phrase of phrases) {
    const words = phrase.split(' ');
    index.set(words[0]!, [...(index.get(words[0]!) ?? []), words]);
  }
  return index;
}

const SELF_HARM = phraseIndex(SELF_HARM_PHRASES);
const METHODS = phraseIndex(METHOD_PHRASES);
const ENCOURAGE = phraseIndex(ENCOURAGE_PHRASES);
const THREATS = phraseIndex(THREAT_PHRASES);
const ELIMINATION = ELIMINATION_STEMS.filter((s) => !s.includes(' '));

function phraseAt(words: string[], i: number, index: Map<string, string[][]>): boolean {
  for (const phrase of index.get(words[i]!) ?? []) {
    let j = 1;
    while (j < phrase.length && words[i + j] === phrase[j]) j++;
    if (j === phrase.length) return true;
  }
  return false;
}

const any = (words: string[], from: number, to: number, set: ReadonlySet<string>) => {
  for (let k = Math.max(0, from); k <= Math.min(words.length - 1, to); k++) if (set.has(words[k]!)) return true;
  return false;
};

/** Chat spellings read as the words they stand for, so the patterns see who does what. */
const SPELLINGS = new Map([
  ['ima', "i'm"],
  ['imma', "i'm"],
  ['finna', 'gonna'],
  ['boutta', 'gonna'],
  ['gon', 'gonna'],
  ['tryna', 'trying'],
  ['ya', 'you'],
  ['yall', "y'all"],
  ['cuz', 'because'],
  ['b4', 'before'],
]);
/** Words after which "ill" is "I'll" ("and ill break …"), not "ill" ("I'm ill"). */
const CLAUSE_START = new Set(['and', 'then', 'so', 'or', 'but', 'cause', 'because', 'now', 'ok', 'okay', 'lol', 'bro', 'trust']);

/**
 * Lower-cased words, apostrophes unified, contractions kept whole ("i'll", "don't"), a masked word
 * joined ("f*g" → "fg"), and chat spellings read as their words ("imma" → "i'm").
 */
export function wordsOf(text: string): string[] {
  const raw = text.toLowerCase().replace(/[’‘`]/g, "'").replace(/([a-z])[*#@]+(?=[a-z])/g, '$1').match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
  for (let i = 0; i < raw.length; i++) {
    const spelled = SPELLINGS.get(raw[i]!);
    if (spelled) raw[i] = spelled;
    else if (raw[i] === 'ill' && (i === 0 || CLAUSE_START.has(raw[i - 1]!))) raw[i] = "i'll";
  }
  return raw;
}

/** Words of ending life with no other everyday sense, read as a cue wherever they stand. */
const DEATH_WORDS = new Set(['die', 'dead', 'death', 'corpse', 'grave', 'funeral']);

/**
 * Whether a text names a group that hate can be aimed at: a protected group's name or a slur, or a
 * word masked with asterisks ("f*g", "n****r": a slur written so as not to be read). Dehumanizing hate
 * is hate against a group; an insult with none ("People like you are disgusting trash") is not
 * filtered as hate, however hateful its words.
 */
export function namesHateTarget(words: readonly string[], text: string): boolean {
  return words.some((w) => GROUPS.has(w) || SLURS.has(w)) || /[a-z][*#@]+[a-z]/i.test(text);
}

/** Which categories a text holds words of: the filter scores a category only for a text with its words. */
export interface HarmCues {
  violence: boolean;
  hate: boolean;
  self_harm: boolean;
}

/**
 * The words of harm a text holds, by category: a violent verb or a weapon with someone to do it to
 * (violence); a group named with a dehumanizing word or a word of removal, or a word of
 * dehumanization that means nothing else (hate); a phrase or word of ending one's own life, or of
 * telling someone to (self-harm). "Do I need shots before I travel?" and "jump start my car" hold
 * none: a category's model never sees them, whatever their words score.
 */
export function harmCues(words: readonly string[]): HarmCues {
  let violent = false;
  let target = false;
  let group = false;
  let removal = false;
  let dehumanizing = false;
  let unambiguous = false;
  let death = false;
  let speaker = false;
  let means = false;
  const list = words as string[];
  for (let i = 0; i < list.length; i++) {
    const word = list[i]!;
    if (SPEAKER.has(word) || FIRST_PERSON.has(word)) speaker = true;
    if (SELF_HARM_MEANS.has(word)) means = true;
    // "shots" are a traveller's vaccines far more often than gunfire.
    if ((hasStem(word, VIOLENT_STEMS) && word !== 'shots') || WEAPONS.has(word)) violent = true;
    if (PERSON_TARGETS.has(word) || SECOND_PERSON.has(word)) target = true;
    if (GROUPS.has(word)) group = true;
    if (DEHUMANIZING.has(word)) dehumanizing = true;
    if (UNAMBIGUOUS_DEHUMANIZING.has(word)) unambiguous = true;
    if (hasStem(word, ELIMINATION)) removal = true;
    if (STRONG_SELF_HARM.has(word)) death = true;
    // "I want to die", "you'd be better dead": a death word of a person, not of a battery or a roll of the dice.
    if (DEATH_WORDS.has(word) && (any(list, i - 4, i - 1, SPEAKER) || any(list, i - 4, i - 1, SECOND_PERSON)) && !any(list, i - 4, i + 3, OBJECT_CONTEXT)) death = true;
  }
  let selfHarmPhrase = false;
  let threat = false;
  for (let i = 0; i < list.length && !(selfHarmPhrase && threat); i++) {
    if (!selfHarmPhrase && (phraseAt(list, i, SELF_HARM) || phraseAt(list, i, ENCOURAGE) || phraseAt(list, i, METHODS))) selfHarmPhrase = true;
    if (!threat && phraseAt(list, i, THREATS)) threat = true;
  }
  return {
    violence: threat || (violent && (target || speaker)) || (death && target),
    hate: unambiguous || (group && (removal || dehumanizing)),
    self_harm: selfHarmPhrase || death || (means && (speaker || target)),
  };
}

/** A text's pattern features; `words`, when the caller has them, are the text's `wordsOf` (not read again). */
export function featuresOf(text: string, words: string[] = wordsOf(text)): Features {
  const f = new Float64Array(FEATURE_NAMES.length);

  const add = (name: FeatureName) => (f[FEATURE_INDEX.get(name)!]! += 1);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const violent = hasStem(word, VIOLENT_STEMS);
    if (WEAPONS.has(word) && any(words, i - 8, i - 1, FIRST_PERSON) && (any(words, i - 8, i + 6, PERSON_TARGETS) || any(words, i - 6, i - 1, INTENT))) add('weapon_near_person');
    if (violent && any(words, i - 4, i - 1, INCITERS) && any(words, i - 3, i - 1, OBLIGATION)) add('incitement');
    if (HARM_OUTCOMES.has(word) && (any(words, i - 6, i - 1, SECOND_PERSON) || any(words, i - 4, i + 4, PERSON_TARGETS)) && any(words, i - 8, i + 2, FIRST_PERSON)) add('harm_outcome_near_person');
    if (violent && any(words, i - 6, i - 1, FIRST_PERSON) && any(words, i - 6, i - 1, INTENT)) add('speaker_intends_violence');
    if (SELF_HARM_WORDS.has(word) && any(words, i - 6, i + 3, SPEAKER) && any(words, i - 6, i + 2, WISH)) add('speaker_self_harm_words');
    if (violent) {
      const onPerson = any(words, i + 1, i + 3, PERSON_TARGETS) || (word.startsWith('die') || word === 'dead' ? any(words, i - 3, i - 1, SECOND_PERSON) : false);
      const onThing = any(words, i + 1, i + 3, OBJECT_CONTEXT);
      if (onPerson) add('violent_act_on_person');
      if (onPerson && any(words, i - 4, i - 1, FIRST_PERSON)) add('speaker_violent_act_on_person');
      if (onPerson && any(words, i - 4, i - 1, INTENT)) add('intended_violent_act_on_person');
      if (onThing && !onPerson) add('violent_act_on_thing');
      if (any(words, i - 3, i - 1, NEGATIONS)) add('negated_violent_act');
      if (any(words, i - 4, i - 1, THIRD_PERSON)) add('third_person_violent_act');
    }
    if (GROUPS.has(word)) {
      // "<group> are vermin", "<group> are nothing but rats", "rats like <group>": a copula or a comparison between them.
      if ((any(words, i + 1, i + 6, DEHUMANIZING) && any(words, i + 1, i + 3, COPULA)) || (any(words, i - 4, i - 1, DEHUMANIZING) && any(words, i - 2, i - 1, COMPARISON))) add('group_dehumanized');
      for (let k = Math.max(0, i - 6); k <= Math.min(words.length - 1, i + 8); k++) {
        if (k !== i && hasStem(words[k]!, ELIMINATION)) {
          add('group_eliminated');
          break;
        }
      }
      if (i > 0 && QUANTIFIERS.has(words[i - 1]!)) add('group_generalized');
    }
    if (phraseAt(words, i, THREATS)) add('threat_phrase');
    if (phraseAt(words, i, SELF_HARM)) {
      add('self_harm_phrase');
      if (any(words, i - 6, i - 1, FIRST_PERSON) || words[i + 1] === 'myself' || words[i + 1] === 'my') add('speaker_self_harm');
    }
    if (phraseAt(words, i, METHODS)) add('self_harm_method');
    if (phraseAt(words, i, ENCOURAGE)) add('self_harm_encouraged');
    if (REPORTED_CONTEXT.has(word)) add('reported_context');
  }
  if (/\?\s*$/.test(text.slice(-20))) add('question');
  sentenceFeatures(text, add);
  // Counts beyond a few say no more than a few: clipped, so one long text is not many harms.
  for (let k = 0; k < f.length; k++) f[k] = Math.log1p(Math.min(f[k]!, 8));
  return f;
}

/**
 * Who does what to whom within one sentence, where the words are too far apart for the windows
 * above: the speaker (or an inciter) with an intent, a violent act or weapon, and a person; a group
 * with a dehumanizing or eliminating word; the speaker with a wish and a word of ending their life.
 */
function sentenceFeatures(text: string, add: (name: FeatureName) => void): void {
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const words = wordsOf(sentence);
    if (words.length === 0 || words.length > 80) continue;
    const has = (set: ReadonlySet<string>) => words.some((w) => set.has(w));
    const violent = words.some((w) => hasStem(w, VIOLENT_STEMS)) || has(WEAPONS);
    const speaker = has(FIRST_PERSON) || has(INCITERS);
    const person = has(PERSON_TARGETS) || has(SECOND_PERSON);
    const reported = has(REPORTED_CONTEXT) || has(OBJECT_CONTEXT);
    if (speaker && violent && person && has(INTENT) && !reported) add('sentence_threat');
    if (violent && (person || has(HARM_OUTCOMES)) && (speaker || has(SECOND_PERSON)) && !reported) add('sentence_violence');
    const eliminated = words.some((w) => hasStem(w, ELIMINATION)) && has(OBLIGATION_OR_ALL);
    if (has(GROUPS) && (has(UNAMBIGUOUS_DEHUMANIZING) || eliminated) && !has(REPORTED_CONTEXT)) add('sentence_hate');
    if (has(SPEAKER) && has(STRONG_SELF_HARM) && has(WISH) && !has(REPORTED_CONTEXT)) add('sentence_self_harm');
  }
}
