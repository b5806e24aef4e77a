import { translatedLabel } from './template-labels-intl';
import { isChineseLabel, readChineseLabel } from './template-labels-zh';

/**
 * What a grader template's section label names, by its words: the criterion, the output under
 * judgement, the question, the reference, the context, or the slot where the judge's answer goes.
 * Labels are read by what they say ("Student answer", "Ground truth", "SEARCH RESULT"), never by
 * knowing the template, so an unseen template written in a known style reads too.
 */
export type TemplatePart = 'criterion' | 'output' | 'output_b' | 'question' | 'reference' | 'context';

export type LabelRole = TemplatePart | 'answer_slot';

/** Order matters: the first rule whose words match wins. */
const ROLE_RULES: [TemplatePart, RegExp][] = [
  [
    'criterion',
    /^(?:(?:the |evaluation |grading |scoring |score |judging |(?!output |answer |response )[a-z]{3,20} )?(?:criteri(?:on|a)|rubrics?)(?: for evaluating [a-z ]+| to (?:use|apply))?|instructions for grading|assertion|metric definition|evaluation steps|requirements?|expectations?|expected (?:results|tasks?|behaviou?rs?|outcomes?)|guideline|policy|(?:marking|grading|scoring|mark) scheme)$/,
  ],
  [
    'reference',
    /^(?:(?:ground[ -]?truth|gold(?:en)?|reference|expected|correct|target) (?:sql|sql quer(?:y|ies)|quer(?:y|ies)|code|program|solutions?)|(?:actual|correct|official|model|ideal|expected|reference) solution code|original (?:captions?|descriptions?|titles?|headlines?)|(?:the |additional )?reference(?: answers?| responses?| outputs?| solutions?| code| trajector(?:y|ies)| summary| translation)?(?: \(score \d+\))?|(?:the )?official answers?|key points?|expert(?: answer)?|ground[ -]?truth(?: answers?| responses?)?|correct (?:answers?|repl(?:y|ies)|responses?)|(?:gold|golden)(?: answers?| responses?| standard| targets?)?|(?:example|reference|ground[ -]?truth|gold|human) (?:captions?|descriptions?)|ideal(?: answers?| responses?)?|expected(?: outputs?| answers?| responses?| repl(?:y|ies))?|true answers?|targets?(?: answers?)?|standard answers?|answer keys?|label(?:l)?ed answers?|(?:standard )?human(?:[ -]generated)? answers?)$/,
  ],
  [
    'context',
    /^(?:context(?:s| information| documents?)?|reference text|document(?: text)?|documents|retrieved (?:context|contexts|documents?|docs?)|docs|retrieval contexts?|passages?|knowledge(?: base)?|background|sources?|source text|search results?|evidences?|citations?|(?:known |supporting |retrieved )?facts?|(?:the )?set of (?:retrieved )?(?:facts|documents|passages)|(?:faq|kb|knowledge base|help center|documentation)(?: entry| entries| article| excerpt| text| page)?|(?:source |original |news )?articles?|additional context|document content|document text|passage text|retrieved (?:passages?|text)|conversation(?: history)?|(?:chat |conversation )?history|transcript|input data|source data|image (?:contents?|descriptions?|captions?)|(?:text )?chunks?|(?:a )?piece of text|text (?:piece|excerpt|passage|snippet)|(?:retrieved |search )?snippets?|(?:reference|retrieved|source|document) sections?|excerpts?|document (?:summary|excerpt|chunk))$/,
  ],
  [
    'question',
    /^(?:(?:the |original |current )?(?:user |[a-z]{3,20} )?(?:questions?|query|queries|request)|(?:question|query) (?:that (?:was|is) |being )?asked|(?:model )?inputs?(?: question)?|user (?:input|instruction)|(?:agent|assistant|ai|llm|chatbot|bot|task|customer)(?:'s)? inputs?|task|ask|prompt|(?:user|writing|essay|story|image|input|source|test) prompt|user message|the instruction to evaluate|instruction to evaluate|original (?:question|prompt|task|text|sentence|goal|objective)|(?:task|user|agent)(?:'s)? (?:goal|objective)s?|(?:[a-z]{3,20} )?problem(?: statement)?|problem (?:description|specification)|task (?:statement|specification)|source sentence|sentence to translate|(?:github |gitlab |jira |original |linked )?issue (?:title|description|body|text)|(?:github|gitlab|jira|original|linked) issue)$/,
  ],
  [
    'output',
    /^(?:(?:predicted|generated|candidate|model|submitted)(?:'s)? (?:sql|sql quer(?:y|ies)|quer(?:y|ies)|code|program|solutions?)|code|submission|submitted (?:answer|response|translation|summary|sql|code)|code snippet|(?:generated|candidate) code|responses?(?: to evaluate)?|answer|outputs?|completion|(?:llm |model |ai )?generation|generated (?:answer|text|output|response)|(?:ai )?model(?:'s)? (?:answers?|outputs?|responses?)|(?:potential |proposed |candidate |submitted |generated |ai |model(?:'s)? |assistant(?:'s)? )?solution(?: process| steps| attempt)?|proof(?: solution| attempt)?|actual output|(?:llm|lmm|mllm|vlm|lvlm) (?:outputs?|responses?)|ai (?:response|answer)|(?:assistant|agent)(?:'s)? (?:answer|response|output)|chatbot(?:'s)? (?:response|answer|reply|output|message)|sql(?: query| statement)?|(?:student|learner|pupil)(?:'s)? (?:answers?|solutions?|responses?|submissions?|code|programs?|explanations?(?: of the error)?|work|texts?|writing)|(?:student|generated|candidate|predicted|model)(?:'s)? (?:captions?|descriptions?)|model(?:'s)? predictions?|evaluated(?: content| text| response| output| answer)?|(?:generated |message |post |user )?content|(?:the |model(?:'s)? |ai |assistant(?:'s)? |agent(?:'s)? |bot(?:'s)? )?repl(?:y|ies)|(?:generated |candidate )articles?|(?:generated |candidate )?essays?|user(?:'s)? (?:answer|response)|predictions?|predicted answers?|(?:generated |predicted )?answers|(?:new|candidate|final|given|provided|proposed|possible|result|current|generated|predicted|submitted|actual) (?:answers?|responses?|outputs?|repl(?:y|ies)|summar(?:y|ies)|translations?)|(?:generated |research |final )?reports?|final results?|(?:response|candidate|model) texts|(?:piece of )?information|hypothesis|(?:bot|system) (?:messages?|responses?|answers?|outputs?)|(?:agent |actual )?trajector(?:y|ies)|(?:agent )?workflow(?: execution| run)?|actual|claims?|statements?|claim statements?|opinions?|text|sentence|summary|translation|(?:ai )?candidate(?: answer| response)?|the start of assistant'?s answer|(?:proposed |code |generated |candidate |submitted |suggested |git |unified |pr |pull request )?(?:diff|patch)(?:es)?|(?:proposed|suggested|code) changes?)$/,
  ],
];

/** Words that open the slot where the judge's answer goes ("GRADE:", "Score:", "JSON:"). */
const ANSWER_SLOT = /^(?:grade|score|rating|stars|verdict|verification|assessment|conclusion|decision|reasoning|explanation|feedback|comments?|evaluation form|json|result|relevance|evaluation|classification|your (?:answer|grade|evaluation|response|verdict|judg(?:e)?ment)|final (?:answer|verdict|grade)|justification|rationale|label)$/;

export interface LabelRead {
  role: LabelRole | null;
  /** "Instruction": the judge's instruction (criterion) or the task judged (question), by its content. */
  instruction?: true;
  /** 1 or 2 for the two sides of a pairwise template ("Response A", "[Response 2]"). */
  side: 1 | 2 | null;
  /** The number a label ends with ("Answer_0", "<text 3>", "CONTEXT 0"): which of several numbered sections. */
  index?: number;
  /** A candidate beyond the pair ("<text 3>"): its section is data, but not judged. */
  extra?: true;
  /** A value in a list of records (`"output": """…"""`): outputs listed in order are the pair's sides. */
  listed?: true;
}

/** Languages a translation judge's labels name ("English source", "German translation"). */
const LANGUAGES = 'english|german|french|spanish|italian|portuguese|dutch|russian|chinese|japanese|korean|arabic|hindi|turkish|polish|czech|swedish|ukrainian|romanian|greek|hebrew|vietnamese|indonesian|thai|finnish|danish|norwegian|hungarian|source|target';

const SIDE = /\s+(?:#\s*)?(1|2|a|b)$|^(?:the start of )?assistant (a|b|1|2)'?s? (?:answer|response|output)$/;

/**
 * Reads a label: lower-cased, qualifiers in parentheses and markup dropped, a trailing side
 * marker ("Response B", "[Instruction 1]") read as the pair side.
 */
export function readLabel(raw: string): LabelRead {
  const read = isChineseLabel(raw) ? readChineseLabel(raw) : readLabelWords(translatedLabel(raw) ?? raw);
  const numbered = /(\d{1,2})\W*$/.exec(raw.trim());
  // only candidates (outputs) are numbered into a pair's sides
  return numbered && (read.role === 'output' || read.role === 'output_b') ? { ...read, index: Number(numbered[1]) } : read;
}

/** "Plan to evaluate", "Text to be graded": the part the judge is given to judge, whatever its noun. */
const TO_BE_JUDGED = / to (?:be )?(?:evaluate|evaluated|grade|graded|judge|judged|assess|assessed|label|labell?ed|classify|classified|annotate|annotated|rate|rated|review|reviewed|score|scored|check|checked)$/;

function readLabelWords(raw: string): LabelRead {
  // (a label of a few words of the template's own naming what is to be judged: the output where no rule names its noun)
  const judgedNoun = /^(?:the )?[a-z][a-z' -]{1,40}$/.test(raw.replace(/[*_#`:]+/g, ' ').trim().toLowerCase().replace(/ to (?:be )?\w+$/, '')) && TO_BE_JUDGED.test(raw.replace(/[*_#`:]+/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase());
  let words = raw
    // CamelCase tags name their words: <ExpectedOutput> is "expected output"
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    // "Candidate's Answer" is the candidate answer: whose the text is, not another part
    .replace(/\b(candidate|student|examinee|learner|pupil)'s\b/g, '$1')
    // "Output (a)" names a side, not a qualifier
    .replace(/\s*\(([ab12])\)\s*$/, ' $1')
    .replace(/\([^)]{0,80}\)/g, ' ')
    // "The question, for reference only": the label before its comment
    .replace(/,[^,]{0,60}$/, '')
    .replace(/[*_#`]+/g, ' ')
    .replace(/[-–—]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(TO_BE_JUDGED, '')
    // "Pending scored answer", "Graded response", "Answer under evaluation": whose text is judged, said of the text itself
    .replace(/^(?:pending |the )?(?:scored|graded|evaluated|judged|assessed|rated|reviewed) (?=(?:answer|response|output|reply|submission|completion)$)/, '')
    .replace(/ (?:under|for|pending) (?:evaluation|review|assessment|grading|scoring)$/, '')
    // "The student's submission will be as follows", "The reply is shown below": the part named, then where it stands
    .replace(/ (?:will be|is|are) (?:as follows|(?:shown |given |provided |included )?below)$/, '')
    // "Answer to the question", "Response to the prompt": the answer judged
    .replace(/^(answer|response|reply) to (?:the |this |that |the user'?s? )?(?:question|query|prompt|request|task)$/, '$1')
    // "ANSWER_PROVIDED", "Response given": the participle after its noun says what it says before it ("provided answer")
    .replace(/^([a-z]+) (provided|given|generated|submitted|received|produced|returned|proposed)$/, '$2 $1')
    .trim();
  let side: 1 | 2 | null = null;
  // "CONTEXT 0", "Passage 3", "Answer_0": one of several numbered sections of the same part; the
  // template's markers decide together whether the numbers count from 0 (template-markers.ts).
  words = words.replace(/\s+(?:0|[3-9]|\d{2})$/, '');
  const sideMatch = SIDE.exec(words);
  if (sideMatch) {
    const mark = sideMatch[1] ?? sideMatch[2];
    side = mark === '1' || mark === 'a' ? 1 : 2;
    words = sideMatch[2] ? 'assistant answer' : words.slice(0, sideMatch.index).trim();
  }
  // "[The Start of the Assistant's Answer]": the article after "the start of" too
  if (words.startsWith('the start of ')) words = words.slice('the start of '.length);
  if (words.startsWith('the ')) words = words.slice('the '.length);
  // "English source", "German human reference", "German translation" (machine-translation judges): the language says which side, not what part.
  const translated = new RegExp(`^(?:${LANGUAGES}) (source(?: text| sentence| segment)?|(?:human )?reference|(?:machine |candidate )?translation)$`).exec(words);
  if (translated) words = translated[1]!.startsWith('source') ? 'source sentence' : translated[1]!.endsWith('reference') ? 'reference translation' : 'translation';
  // "Here is the question", "Below are the two answers": a lead-in sentence that names the section.
  words = words.replace(/^(?:here (?:is|are)|below (?:is|are)|the following (?:is|are)) (?:the |a |an |both |two |three )?(?:(?:given|provided|two|three) )?/, '');
  // "Now evaluate this content", "Judge the following reply": a lead-in that tells the judge to read the part it names.
  words = words.replace(/^(?:(?:now|please|kindly|next|then),? )*(?:evaluate|judge|rate|assess|score|grade|review|classify|analy[sz]e|examine|consider) (?:this|these|the following|the|following) (?:(?:given|provided) )?(?=\S)/, '');
  // "example query:", "Sample answer:": an illustration in the instructions of what a part may hold, not the part
  if (/^(?:example|sample|e\.g\.?|for example)(?: of (?:an? )?)? ?(?:input|output|query|question|answer|response|request|prompt|decoded|text|reply)s?$/.test(words)) return { role: null, side };
  // "Score 1: The output is…" is a rubric line, not the slot for the answer.
  if (ANSWER_SLOT.test(words)) return side === null ? { role: 'answer_slot', side: null } : { role: null, side };
  // "Instructions:" (plural) are the judge's; "Instruction:" may be the task judged (Alpaca), told apart by its content.
  if (side === null && /^(?:the )?instructions$/.test(words)) return { role: 'criterion', side };
  if (side === null && /^(?:the )?instruction$/.test(words)) return { role: 'criterion', side, instruction: true };
  if (side !== null && /^(?:instruction|question|prompt|input|task)$/.test(words)) return { role: 'question', side };
  // "Content:" labels the text judged; "content:" in lower case is a field of a message record (a trajectory's turns).
  if (words === 'content' && /^[ \t*#_]*c/.test(raw)) return { role: null, side };
  // "Article 1" / "Article 2", "Caption A" / "Caption B": a piece of written work told apart by a side is one of the pair judged
  // (…and so is a conversation: "--- Start of Interaction 1 ---", "Dialogue B")
  if (side !== null && /^(?:interactions?|conversations?|dialog(?:ue)?s?|transcripts?|sessions?|chats?|articles?|essays?|stor(?:y|ies)|poems?|summar(?:y|ies)|captions?|translations?|drafts?|versions?|paragraphs?|reports?|letters?|emails?|headlines?|titles?|descriptions?|rewrites?|paraphrases?)$/.test(words)) {
    return { role: side === 1 ? 'output' : 'output_b', side };
  }
  // "AI's actual output", "User's input": whose it is, then what it is, read without the owner when needed.
  const owned = /^(?:ai|model|assistant|agent|bot|llm|chatbot|system|user|customer)'s (.+)$/.exec(words);
  // "Context/Reference Information": two names for one section, each read in turn.
  const named = /^([a-z]+)\/([a-z][a-z ]*)$/.exec(words);
  // each name as written, and the second without its last word ("Reference Information" as "Reference")
  const alternatives = named ? [...new Set([named[1]!, named[2]!, named[2]!.replace(/ \w+$/, '')])] : [];
  for (const candidate of [words, ...(owned ? [owned[1]!] : []), ...alternatives]) {
    for (const [role, rule] of ROLE_RULES) {
      if (rule.test(candidate)) {
        if (side === 2 && role === 'output') return { role: 'output_b', side };
        return { role, side };
      }
    }
  }
  if (side !== null && /^(?:assistant|model|ai|chatbot|system|candidate|option|text)(?: answer| response| output)?$/.test(words)) {
    return { role: side === 1 ? 'output' : 'output_b', side };
  }
  if (judgedNoun && side === null) return { role: 'output', side };
  return { role: null, side };
}
