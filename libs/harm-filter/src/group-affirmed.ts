/**
 * A short statement that names a group only to affirm it ("Black lives matter.", "Gay rights are human rights.",
 * "Immigrants make this country stronger."): the hate model, a bag of words, scores such a sentence like the short
 * attacks it was fitted on ("X are …", "X should …"), since the group and the frame are all they share with it. What
 * tells them apart is what is said of the group, read here as words: an affirming word, and none that attacks,
 * removes, threatens, negates or qualifies. Only hate gives way to it; a threat or self-harm is read as before.
 *
 * The word lists were written for this purpose, from what such statements and attacks say in general (not from the
 * filter's held-out sets, which are counted only), beside the lexicon's words of violence, removal, slurs and
 * dehumanizing (lexicon.ts).
 */
import { DEHUMANIZING, ELIMINATION_STEMS, SLURS, VIOLENT_STEMS } from './lexicon';

/** Words that affirm what they are said of: praise, worth, rights, welcome. */
const AFFIRMING = new Set([
  'love', 'loved', 'loving', 'lovely', 'admire', 'admired', 'respect', 'respected', 'proud', 'wonderful', 'brilliant', 'amazing',
  'great', 'beautiful', 'happy', 'hopeful', 'grateful', 'thankful', 'kind', 'talented', 'smart', 'strong', 'stronger', 'brave',
  'valid', 'matter', 'matters', 'worth', 'worthy', 'welcome', 'welcomed', 'equal', 'equally', 'equality', 'rights', 'dignity',
  'justice', 'protect', 'protecting', 'support', 'supporting', 'celebrate', 'celebrating', 'inclusion', 'included', 'honour',
  'honor', 'honoured', 'honored', 'valued', 'cherish', 'thrive', 'excellent', 'inspiring', 'gifted', 'capable', 'deserve', 'deserves',
  'neighbours', 'neighbors', 'friends',
]);

/**
 * Words that attack, remove, threaten, negate, compare or qualify: with any of them the statement is not read as
 * affirming ("Muslims deserve to die", "Women are wonderful as long as they stay quiet", "Migrants are not criminals"
 * is left to the model, which was fitted on such counter-speech).
 */
const NOT_AFFIRMING = new Set([
  // negation and qualification
  'not', 'no', 'never', 'nothing', 'none', 'nobody', 'without', 'but', 'only', 'unless', 'except', 'just', 'too', 'than',
  'if', 'until', 'long', 'stay', 'quiet', 'shut', 'kitchen', 'obey', 'serve', 'servants', 'slaves', 'property',
  // removal and exclusion
  'deport', 'deported', 'deportation', 'ban', 'banned', 'remove', 'removed', 'expel', 'kick', 'out', 'back', 'leave', 'rid', 'gone',
  'away', 'exterminate', 'extermination', 'eliminate', 'wipe', 'purge', 'cleanse', 'segregate', 'lock', 'locked', 'jail', 'prison',
  'camp', 'camps', 'sterilize', 'sterilise', 'invasion', 'invade', 'invaders', 'replace', 'replacement', 'border', 'borders',
  // violence and death
  'kill', 'killed', 'die', 'dead', 'death', 'shoot', 'shot', 'burn', 'burned', 'hang', 'hanged', 'lynch', 'beat', 'beaten', 'attack',
  'hurt', 'punish', 'punished', 'suffer', 'bomb', 'gas', 'murder', 'slaughter', 'rape', 'stab', 'drown', 'starve', 'hit', 'crush',
  'destroy', 'war', 'weapon', 'guns', 'gun',
  // dehumanizing and contempt
  'vermin', 'rat', 'rats', 'parasite', 'parasites', 'animal', 'animals', 'ape', 'apes', 'monkey', 'monkeys', 'pig', 'pigs', 'dog',
  'dogs', 'cockroach', 'cockroaches', 'insects', 'disease', 'diseased', 'plague', 'virus', 'cancer', 'filth', 'filthy', 'trash',
  'garbage', 'scum', 'subhuman', 'savage', 'savages', 'creature', 'creatures', 'hate', 'hated', 'despise', 'disgusting', 'gross',
  'worthless', 'useless', 'stupid', 'dumb', 'inferior', 'superior', 'evil', 'dangerous', 'criminal', 'criminals', 'terrorist',
  'terrorists', 'thieves', 'thief', 'lazy', 'dirty', 'ugly', 'sick', 'pathetic', 'burden', 'threat', 'enemy', 'enemies',
  'abomination', 'unnatural', 'pervert', 'perverts', 'groomer', 'groomers', 'freak', 'freaks', 'degenerate', 'degenerates',
  'crazy', 'idiot', 'idiots', 'moron', 'morons', 'liar', 'liars', 'lie', 'lies', 'steal', 'stealing', 'smell', 'stink', 'stinks',
  'breed', 'breeding', 'infest', 'swarm', 'horde', 'flood', 'control', 'controlling', 'greedy', 'money', 'mistake', 'problem',
  'joke', 'sarcasm', 'lol', 'lmao',
  // veiled threats and sarcasm ("X deserve what's coming", "great, more immigrants")
  'coming', 'lesson', 'pay', 'payback', 'whatever', 'happens', 'get', 'gets', 'more', 'another',
  // anger, contempt and othering ("… fill me with so much rage", "the worst kind", "normal people", "barely people")
  'rage', 'angry', 'anger', 'furious', 'worst', 'worse', 'bad', 'awful', 'terrible', 'horrible', 'soulless', 'incapable',
  'barely', 'brainwashed', 'normal', 'real', 'less', 'lesser', 'unfit', 'dont', 'cant', 'wont', 'shouldnt', 'arent', 'isnt', 'doesnt', 'aint',
]);

/** Beginnings of words of violence, removal and abuse: a word that starts so is never affirming ("slaughtered", "motherfuckers"). */
// (not the removal words that are hostile only beside a negation, which is not affirming already: "shouldn't live",
// "no rights", "can't vote"; affirming statements use them: "Black lives matter", "Gay rights are human rights")
const IN_CONTEXT_ONLY = new Set(['live', 'exist', 'rights', 'vote', 'stop', 'round', 'drive', 'driven', 'send', 'finish', 'throw', 'bred']);
const NOT_AFFIRMING_STEMS = [...new Set([...VIOLENT_STEMS, ...ELIMINATION_STEMS].filter((stem) => !stem.includes(' ') && !IN_CONTEXT_ONLY.has(stem))), 'fuck', 'motherfuck', 'shit', 'damn', 'bastard', 'crap'];

/** Words before "pay" that make it the wage. */
const WAGE_BEFORE = new Set(['equal', 'fair', 'same', 'decent', 'better', 'higher', 'living']);

/** Statements longer than this are read by the model alone: the affirming reading is for one or two short sentences. */
const MAX_WORDS = 25;

/** Whether `words` (a text's `wordsOf`) affirm the group they name and say nothing against it. */
export function affirmsGroup(words: readonly string[]): boolean {
  if (words.length === 0 || words.length > MAX_WORDS) return false;
  let affirming = false;
  for (const [at, word] of words.entries()) {
    // ("pay" as the wage, "equal pay", not the threat, "they will pay")
    if (word === 'pay' && WAGE_BEFORE.has(words[at - 1] ?? '')) continue;
    if (NOT_AFFIRMING.has(word) || word.endsWith("n't") || SLURS.has(word) || DEHUMANIZING.has(word) || NOT_AFFIRMING_STEMS.some((stem) => word.startsWith(stem))) return false;
    if (AFFIRMING.has(word)) affirming = true;
  }
  return affirming;
}
