/**
 * Word lists the filter's features are built from. Lists alone decide nothing: a feature is a
 * pattern of who does what to whom (a person + a violent act + a person target, a group + a
 * dehumanizing predicate, the speaker + a self-harm act), weighed by a model trained on the
 * labelled set in `data/labelled.jsonl`.
 */

/** Stems of verbs of violence against a body: "kill", "killed", "killing" all start with "kill". */
export const VIOLENT_STEMS = [
  'kill', 'murder', 'stab', 'shoot', 'shot', 'behead', 'slaughter', 'strangl', 'chok', 'rape', 'bomb', 'lynch', 'butcher', 'tortur', 'beat', 'hurt',
  'slit', 'execut', 'extermin', 'massacr', 'slay', 'slain', 'maim', 'poison', 'drown', 'assassinat', 'decapitat', 'mutilat', 'smash', 'bash', 'gut',
  'firebomb', 'hunt', 'attack', 'annihilat', 'eradicat', 'burn', 'hang', 'bleed', 'punch', 'cripple', 'curbstomp', 'torch', 'run over',
  // Injuries and assaults in everyday words (the patterns still need who does it to whom).
  'break', 'broke', 'snap', 'crack', 'stomp', 'kick', 'slap', 'suffocat', 'smother', 'kidnap', 'abduct', 'gouge', 'impale', 'dismember', 'whip',
  'pummel', 'ambush', 'assault', 'molest', 'batter', 'bury', 'shank', 'merk', 'gun', 'slash',
  'bludgeon', 'disembowel', 'castrat', 'lynch',
];

/** Who violence can be done to. */
export const PERSON_TARGETS = new Set([
  'you', 'ya', 'u', 'him', 'her', 'them', 'your', 'his', 'their', 'yourself', 'family', 'kids', 'children', 'child', 'wife', 'husband', 'mother', 'mom',
  'mum', 'dad', 'father', 'son', 'daughter', 'brother', 'sister', 'people', 'everyone', 'everybody', 'neighbor', 'neighbour', 'boss', 'teacher',
  'president', 'mayor', 'senator', 'cops', 'officers', 'coworkers', 'classmates', 'students', 'ex', 'girlfriend', 'boyfriend', 'baby',
  'anyone', 'somebody', 'someone', 'man', 'woman', 'guy', 'bitch', 'bastard', 'fucker', 'jew', 'muslim', 'judge', 'doctor', 'landlord',
  // People by role: whoever a threat names.
  'cop', 'officer', 'referee', 'ref', 'manager', 'driver', 'cashier', 'nurse', 'priest', 'pastor', 'imam', 'rabbi', 'journalist', 'journalists',
  'reporter', 'reporters', 'staff', 'employees', 'coworker', 'roommate', 'tenant', 'customer', 'clerk', 'guard', 'principal', 'classmate', 'kid',
  'neighbors', 'neighbours', 'politicians', 'politician', 'governor', 'lawyer', 'dude', 'bro', 'girl', 'boy', 'anybody', 'nobody', 'boss', 'teachers',
  'technician', 'owner', 'stepdad', 'stepmom', 'uncle', 'aunt', 'cousin', 'grandma', 'grandpa', 'friend', 'friends', 'wife', 'husband', 'fiance',
  'ceo', 'supervisor', 'landlady', 'babysitter', 'coach', 'player', 'fans', 'crowd', 'students', 'worshippers', 'congregation',
]);

export const FIRST_PERSON = new Set(['i', "i'm", 'im', "i'll", "i'd", "i've", 'we', "we'll", "we're", 'me', 'us', 'gonna', "let's", 'lets']);
export const SECOND_PERSON = new Set(['you', 'your', 'u', 'ya', "you're", 'youre', 'ur', "you'll", 'yourself']);
export const INTENT = new Set([
  'will', "'ll", 'gonna', 'going', 'want', 'wanna', 'plan', 'planning', 'intend', 'shall', 'must', 'should', 'deserve', 'deserves', 'gotta', 'need',
  'about', 'ready', 'promise', 'swear', 'tonight', 'tomorrow', 'soon',
  // A contraction of will, a time fixed for it, a condition that triggers it.
  "i'll", "we'll", "they'll", 'next', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'until', 'unless',
  'if', 'once', 'when', 'day', 'coming', 'bringing', 'waiting', 'planned',
]);

const NAMED_GROUPS = [
  'immigrants', 'immigrant', 'migrants', 'migrant', 'refugees', 'refugee', 'muslims', 'muslim', 'islam', 'jews', 'jew', 'jewish', 'christians', 'christian',
  'hindus', 'hindu', 'sikhs', 'blacks', 'asians', 'asian', 'mexicans', 'mexican', 'arabs', 'arab', 'africans', 'african', 'latinos', 'latino',
  'hispanics', 'gays', 'gay', 'lesbians', 'lesbian', 'homosexuals', 'homosexual', 'trans', 'transgender', 'transgenders', 'queers', 'queer', 'lgbt',
  'lgbtq', 'women', 'woman', 'females', 'disabled', 'cripples', 'gypsies', 'roma', 'chinese', 'indians', 'pakistanis', 'catholics', 'atheists',
  'foreigners', 'whites', 'palestinians', 'israelis', 'russians', 'ukrainians', 'somalis', 'syrians', 'bisexuals', 'autistic', 'retarded',
  // Peoples, faiths and identities by name, plural and adjective: who dehumanizing hate is aimed at.
  'black', 'white', 'brown', 'jewish', 'buddhists', 'buddhist', 'mormons', 'hindus', 'sikh', 'nigerians', 'nigerian', 'koreans', 'korean', 'kurds',
  'kurdish', 'turks', 'turkish', 'irish', 'italians', 'poles', 'polish', 'germans', 'french', 'japanese', 'vietnamese', 'filipinos', 'haitians',
  'haitian', 'jamaicans', 'ethiopians', 'afghans', 'afghan', 'iranians', 'iraqis', 'pakistani', 'bangladeshis', 'indian', 'gypsy', 'romani',
  'albanians', 'romanians', 'serbs', 'bosnians', 'chechens', 'uyghurs', 'rohingya', 'natives', 'aboriginals', 'aborigines', 'indigenous',
  'hispanic', 'puerto', 'ricans', 'cubans', 'venezuelans', 'colombians', 'guatemalans', 'hondurans', 'salvadorans', 'chinese', 'deaf', 'blind',
  'nonbinary', 'non-binary', 'asexual', 'asexuals', 'intersex', 'bi', 'dykes', 'homos', 'trannies', 'transwomen', 'transmen', 'gays', 'girls',
  'feminists', 'wheelchair', 'handicapped', 'down', 'syndrome', 'mentally', 'elderly', 'immigration', 'asylum', 'seekers', 'illegals', 'aliens',
];

/**
 * More peoples, faiths and identities by name, each read in the singular and the plural: a hate
 * message names its target, and the filter scores hate only where one is named (features.ts).
 */
const MORE_GROUP_NAMES = [
  'american', 'brit', 'canadian', 'australian', 'swede', 'norwegian', 'dane', 'finn', 'spaniard', 'greek', 'hungarian', 'czech',
  'slovak', 'croat', 'bulgarian', 'romanian', 'moroccan', 'algerian', 'tunisian', 'egyptian', 'libyan', 'eritrean', 'kenyan',
  'ghanaian', 'zimbabwean', 'brazilian', 'argentinian', 'peruvian', 'chilean', 'dominican', 'nicaraguan', 'sri lankan', 'tamil',
  'bengali', 'thai', 'cambodian', 'burmese', 'malaysian', 'indonesian', 'tibetan', 'mongolian', 'kazakh', 'uzbek', 'armenian',
  'azerbaijani', 'georgian', 'lebanese', 'jordanian', 'saudi', 'yemeni', 'persian', 'zionist', 'jain', 'bahai', 'wiccan', 'pagan',
  'protestant', 'evangelical', 'muslima', 'shia', 'sunni', 'bisexual', 'pansexual', 'genderqueer', 'transsexual', 'transvestite',
  'autist', 'dwarf', 'midget', 'schizophrenic', 'paraplegic', 'amputee', 'inuit', 'eskimo', 'maori', 'caucasian', 'negro',
  'colored', 'mulatto', 'latina', 'latinx', 'chicano', 'gringo', 'cuban', 'venezuelan', 'colombian', 'somali', 'sudanese',
  'congolese', 'ethiopian', 'nigerien', 'senegalese', 'ukrainian', 'russian', 'chechen', 'bosnian', 'serbian', 'albanian',
  'kosovar', 'turk', 'kurd', 'arab', 'berber', 'bedouin', 'hindu', 'sikh', 'catholic', 'mormon', 'jehovah', 'atheist', 'buddhist',
  'immigrant', 'migrant', 'refugee', 'foreigner', 'alien', 'illegal', 'asylum seeker', 'woman', 'female', 'girl', 'lesbian', 'gay',
  'homosexual', 'transgender', 'queer', 'feminist', 'disabled', 'handicapped', 'retarded', 'deaf', 'blind', 'native', 'aboriginal',
];
export const GROUPS = new Set([...NAMED_GROUPS, ...MORE_GROUP_NAMES.flatMap((name) => (name.includes(' ') ? name.split(' ') : [name, `${name}s`, `${name}es`]))]);


/**
 * Slurs for protected groups (HateCheck's slur functionality, Röttger et al. 2021, and their plurals):
 * a word that names its target as it attacks it.
 */
export const SLURS = new Set([
  'nigger', 'niggers', 'nigga', 'niggas', 'coon', 'coons', 'faggot', 'faggots', 'fag', 'fags', 'dyke', 'dykes', 'tranny', 'trannies',
  'shemale', 'shemales', 'retard', 'retards', 'mong', 'mongs', 'spastic', 'spastics', 'muzzie', 'muzzies', 'jihadi', 'jihadis',
  'raghead', 'ragheads', 'towelhead', 'towelheads', 'wetback', 'wetbacks', 'beaner', 'beaners', 'spic', 'spics', 'kike', 'kikes',
  'chink', 'chinks', 'gook', 'gooks', 'rapefugee', 'rapefugees', 'gypo', 'gyppo', 'pikey', 'paki', 'pakis', 'slut', 'sluts',
  'whore', 'whores', 'bitch', 'bitches', 'homo', 'homos', 'queers', 'cripple', 'cripples',
]);

export const DEHUMANIZING = new Set([
  'vermin', 'animals', 'animal', 'rats', 'rat', 'cockroaches', 'roaches', 'parasites', 'parasite', 'subhuman', 'subhumans', 'savages', 'savage', 'filth',
  'filthy', 'diseased', 'disease', 'plague', 'scum', 'apes', 'monkeys', 'insects', 'pests', 'pest', 'trash', 'garbage', 'cancer', 'infestation',
  'mongrels', 'beasts', 'swine', 'pigs', 'dogs', 'leeches', 'maggots', 'lice', 'germs', 'virus', 'inferior', 'degenerates', 'degenerate', 'freaks',
  'abominations', 'abomination', 'invaders', 'cockroach', 'creatures',
  // Less than human, in other words: defective things, stock, demons, a disease of a people.
  'livestock', 'cattle', 'demons', 'demon', 'defective', 'worthless', 'useless', 'mistakes', 'strays', 'stray', 'vermins',
  'locusts', 'termites', 'weeds', 'tumor', 'tumour', 'poison', 'rot', 'rotten', 'scourge', 'mutts', 'hyenas', 'baboons', 'gorillas', 'primitive',
  'barbarians', 'barbaric', 'subspecies', 'nonhuman', 'inhuman', 'untermenschen', 'monsters', 'filthy', 'dirty', 'disgusting', 'sick',
]);

/** Words of removing people: "should be exterminated", "wiped out", "deported", "gassed". */
export const ELIMINATION_STEMS = ['extermin', 'eradicat', 'wipe', 'gas', 'deport', 'eliminat', 'purg', 'cleans', 'annihilat', 'kill', 'die', 'shot', 'shoot', 'hang', 'burn', 'remov', 'ban', 'expel', 'lock', 'sterili', 'genocid', 'slaughter', 'massacr', 'destroy', 'get rid', 'drown', 'lynch', 'exist', 'live', 'euthaniz', 'euthanis', 'erase', 'eras', 'segregat', 'cage', 'enslav', 'castrat', 'bred', 'breed', 'finish', 'drive', 'driven', 'send', 'kick', 'throw', 'round', 'camp', 'camps', 'rights', 'vote', 'stop'];

/** Phrases of harming oneself (read after the speaker's "I"/"my" or as a request for a method). */
export const SELF_HARM_PHRASES = [
  'kill myself', 'killing myself', 'end my life', 'ending my life', 'end it all', 'take my own life', 'take my life', 'hang myself', 'cut myself',
  'cutting myself', 'hurt myself', 'hurting myself', 'harm myself', 'harming myself', 'slit my wrists', 'slit my wrist', 'overdose', 'od on',
  'jump off', 'want to die', 'wanna die', 'want to be dead', "don't want to live", 'dont want to live', "don't want to be alive", 'dont want to be alive',
  'better off dead', 'suicide', 'suicidal', 'self harm', 'self-harm', 'selfharm', 'not be here anymore', 'no reason to live', 'disappear forever',
  'starve myself', 'burn myself', 'shoot myself', 'drown myself', 'poison myself', 'die tonight', 'end myself', 'unalive',
  // Ideation in everyday words: ending it, not waking up, others better off, goodbyes.
  'end it', 'end it tonight', 'ending it', "don't want to wake up", 'dont want to wake up', 'never wake up', 'not wake up', 'better off without me',
  "can't go on", 'cant go on', "can't do this anymore", 'cant do this anymore', 'goodbye letter', 'goodbye letters', 'suicide note', 'final goodbye',
  'no point living', 'no point in living', 'not worth living', 'wish i was dead', 'wish i were dead', "wish i wasn't born", 'wish i was never born',
  'take all my pills', 'take all the pills', 'swallow all', 'cut again', 'cutting again', 'cut deeper', 'bleed out', 'stop existing',
  'stop breathing', 'want to disappear', 'tired of living', 'tired of being alive', 'done with life', 'done living', 'last night alive',
];

/** Asking for a way to harm oneself. */
export const METHOD_PHRASES = [
  'how to kill yourself', 'how do i kill myself', 'how can i kill myself', 'best way to die', 'easiest way to die', 'painless way', 'quickest way to die',
  'how many pills', 'lethal dose', 'ways to commit suicide', 'how to commit suicide', 'how to cut', 'how deep', 'which pills', 'how to hang',
  'how to overdose', 'most painless', 'fastest way to end', 'how to end my life', 'way to kill myself', 'method to kill myself',
];

/** Telling someone else to harm themselves. */
export const ENCOURAGE_PHRASES = [
  'kill yourself', 'kys', 'go die', 'hope you die', 'you should die', 'drink bleach', 'end yourself', 'nobody would miss you', 'hang yourself',
  'slit your wrists', 'jump off a bridge', 'do us all a favor and die', 'the world would be better without you', 'unalive yourself', 'neck yourself',
  'end yourself', 'off yourself', 'kill urself', 'nobody would care if you died', 'no one would miss you', 'go kill yourself', 'just die',
  'starve yourself', 'cut yourself', 'hurt yourself', 'the world is better without you', 'everyone would be happier if you',
];

/** Threats in so many words. */
export const THREAT_PHRASES = [
  'i know where you live', 'watch your back', "you're dead", 'youre dead', 'you are dead', 'you will die', "you'll die", "you'll pay", 'you will pay',
  "i'll find you", 'i will find you', "i'm coming for you", 'im coming for you', 'sleep with one eye open', "you won't see tomorrow", 'death to',
  'kill all', 'kill every', 'shoot up', 'bomb the', 'blow up the', 'put a bullet', 'someone should shoot', 'someone should kill', 'we should kill',
  "let's kill", 'lets kill', 'deserve to die', 'deserves to die', 'should be shot', 'should be killed', 'should be hanged', 'should be executed',
];

/** Words that place violence in fiction, news, history, games, support or prevention. */
export const REPORTED_CONTEXT = new Set([
  'movie', 'film', 'novel', 'book', 'character', 'characters', 'episode', 'season', 'series', 'game', 'games', 'story', 'plot', 'scene', 'villain', 'hero',
  'police', 'reported', 'reports', 'according', 'suspect', 'sentenced', 'convicted', 'charged', 'trial', 'court', 'victim', 'victims', 'war', 'history',
  'historical', 'documentary', 'lyrics', 'song', 'fiction', 'protagonist', 'prevention', 'hotline', 'crisis', 'helpline', 'therapist', 'therapy',
  'awareness', 'support', 'article', 'study', 'studies', 'research', 'wrong', 'condemn', 'condemned', 'squad', 'sequel', 'trailer', 'actor', 'author',
  'chapter', 'anime', 'comic', 'level', 'player', 'quest', 'headline', 'news', 'journalist', 'museum', 'symptoms', 'cats', 'pet',
]);

/** What violent verbs are done to that is not a person: "kill the process", "kill time". */
export const OBJECT_CONTEXT = new Set([
  'process', 'processes', 'thread', 'server', 'task', 'job', 'pid', 'app', 'tab', 'program', 'engine', 'switch', 'time', 'battery', 'lights', 'music',
  'buzz', 'mood', 'genre', 'competition', 'coffee', 'heat', 'eggs', 'cream', 'script', 'query', 'container', 'pod', 'worker', 'session', 'exam', 'test',
  'record', 'ice', 'bread', 'deal', 'bug', 'bugs', 'weeds', 'germs', 'bacteria', 'mosquitoes', 'level', 'zombies', 'enemies', 'dragon', 'it',
  'phone', 'laptop', 'screen', 'code', 'build', 'network', 'connection', 'signal', 'fire', 'candle', 'calories', 'fat', 'leg', 'feet', 'legs', 'crowd',
  'car', 'cars', 'truck', 'engine', 'motor', 'batteries', 'plant', 'plants', 'dice', 'die', 'conversation', 'joke', 'link', 'account', 'line',
]);

/** Weapons and means of harm. */
export const WEAPONS = new Set([
  'gun', 'guns', 'rifle', 'rifles', 'pistol', 'shotgun', 'knife', 'knives', 'blade', 'machete', 'axe', 'bat', 'bullet', 'bullets', 'bomb', 'bombs',
  'hammer', 'rope', 'acid', 'firebomb', 'molotov', 'explosives', 'grenade', 'ar15', 'ammo', 'crowbar', 'noose', 'gasoline',
  'firearm', 'glock', 'handgun', 'revolver', 'ak47', 'ak', 'sniper', 'knuckles', 'switchblade', 'dagger', 'sword', 'chainsaw', 'explosive',
  'ied', 'detonator', 'pipebomb', 'cyanide', 'arsenic', 'antifreeze', 'petrol', 'shiv', 'taser',
]);

/** What becomes of a victim: "won't survive", "stops breathing", "in the ground". */
export const HARM_OUTCOMES = new Set([
  'die', 'dies', 'died', 'dying', 'dead', 'death', 'bleed', 'bleeding', 'blood', 'survive', 'breathing', 'ground', 'grave', 'coffin', 'hospital',
  'regret', 'suffer', 'pay', 'scream', 'bones', 'skull', 'throat', 'face', 'jaw', 'legs', 'walk', 'alive', 'funeral', 'body', 'bodies', 'corpse',
]);

/** Words of ending one's own life, read with the speaker's "I"/"my" and a wish or plan. */
export const SELF_HARM_WORDS = new Set([
  'die', 'dying', 'dead', 'death', 'suicide', 'suicidal', 'overdose', 'pills', 'noose', 'wrists', 'wrist', 'razor', 'cutting', 'bleed', 'disappear',
  'alive', 'goodbye', 'burden', 'exist', 'existing',
]);
/** Words of a self-harm act or means: a text holding one beside the speaker or a second person is scored for self-harm. */
export const SELF_HARM_MEANS = new Set(['pills', 'rope', 'cut', 'cuts', 'cutting', 'starve', 'starving', 'purge', 'purging', 'od', 'hanging', 'noose', 'razor', 'blade', 'fumes', 'meds', 'overdose', 'thinspo', 'bleed', 'wrists']);
export const WISH = new Set(['want', 'wanna', 'wish', 'hope', 'ready', 'planning', 'plan', 'decided', 'deserve', 'tired', 'better', 'stop', 'anymore', 'tonight', "don't", 'dont', 'no', 'reason']);
