/**
 * Which words of a grader template are its criterion. A template that carries the user's rubric
 * (`[Criterion]: …`, `<rubric>…</rubric>`, `###Score Rubric:`) is judged on that rubric, so a
 * rubric taught in the plain layout answers it. A template whose criterion is built in ("Is the
 * output correct or incorrect?") is judged on the sentence that says what is judged: the same
 * sentence whatever the template is filled with, and never the template's boilerplate around it.
 */

// A system prompt that only sets the judge's persona says nothing of what to judge.
export const PERSONA =
  /^\s*(?:(?:in this task,?\s*)?(?:i want you to|please)\s+act as|you are)\s+(?:a|an)\s+(?:[a-z-]{2,20}\s+){0,2}(?:ai\s+)?(?:assistant|judge|grader|evaluator|rater|annotator)\.?\s*$/i;

/** The same in Chinese: "你是一个智能助手。" ("You are an intelligent assistant."). */
const PERSONA_ZH = /^\s*你是一(?:个|位|名)[^。，,\n]{0,20}(?:助手|评估者|评判者|裁判|专家|评审员?)[。.]?\s*$/u;

/** A question naming the answer's options: "Is the output above grounded or hallucinated?" */
const OPTION_QUESTION = /\b(?:is|are|does|do|did|was)\b[^?]{0,160}\b\w+(?:-\w+)?\s+or\s+(?:not\b|\w+(?:-\w+)?)\s*(?:[^?]{0,60})?\?/i;

/** A rubric that only defines the labels ("CORRECT - The response…", "TOXIC - …"). */
const LABEL_DEFINITION = /(?:^|\n)[ \t]{0,8}(?:[-*][ \t]{0,4})?["']?[A-Z][A-Z_-]{2,30}["']?[ \t]{0,4}(?:-|–|—|:)[ \t]{1,4}\S/g;

// Sentences that state the task: a question about what is judged, or an imperative to judge it, after a clause
// naming what it is judged on where one leads ("Given the query and answers above, select …").
const ABOUT_THE_JUDGED = /\b(?:output|response|answer|submission|text|claim|statement|summary|document|context|reply|completion|translation|string|message|first|second|assistant|passage|agent|chatbot|bot|conversation|transcript|email|ticket|code|query)\b/i;
const TASK =
  /^(?:(?:given|considering|based on|using|looking at|after reading|in light of)\b[^,.?!]{0,160},\s*)?(?:(?:please\s+)?(?:compare|determine|evaluate|grade|judge|assess|rate|score|classify|analy[sz]e|check|decide|identify|verify|label|review)\s+(?:the|whether|if|how|each|this|these|a|an|all|its|their|which|to what)\b|consider [^.]{0,120}\bthen (?:determine|decide|evaluate)\b)|\b(?:your (?:task|job) is to|you must determine|you are asked to|you need to (?:determine|decide|evaluate)|please (?:determine|decide|evaluate)|you should choose|you will (?:evaluate|determine|judge|grade))\b/i;
/** A sentence that names the task outright: "Your task is to…", "You must determine whether…". */
const STATED_TASK = /\b(?:your (?:task|job|goal) is to|you must determine|you are asked to|you need to (?:determine|decide|evaluate))\b/i;
const PERSONA_SENTENCE =
  /^(?:you are (?:a|an|the)\b|act as\b|you're (?:a|an)\b|(?:du bist|sie sind) (?:ein|eine|der|die)\b|(?:tu es|vous êtes) (?:un|une|le|la|l')|(?:eres|usted es|sois) (?:un|una|el|la)\b|(?:sei|lei è|siete) (?:un|una|uno|il|la|l')|(?:você é|tu és|és) (?:um|uma|o|a)\b|du är (?:en|ett)\b|(?:je bent|u bent|jij bent) (?:een|de)\b|(?:anda|kamu) adalah\b|bạn là\s|(?:sen|siz) bir\b|(?:ти|ви) (?:—|–|-|є)\s|είσαι (?:ένας|μία|μια|ένα)\s|당신은\s|너는\s)/i;
/**
 * A sentence that sets the task in German, French, Spanish, Italian, Portuguese, Swedish, Dutch, Indonesian, Vietnamese,
 * Turkish, Ukrainian or Greek: an imperative to judge
 * ("Beurteile …, ob …", "Évaluez si …", "Evalúa si …", "Valuta se …", "Avalie se …"), as TASK is in English.
 */
const TASK_INTL =
  /^(?:bitte |veuillez |por favor,? |per favore,? )?(?:beurteile|beurteilen sie|bewerte|bewerten sie|prüfe|prüfen sie|entscheide|entscheiden sie|vergleiche|vergleichen sie|évalue|évaluez|détermine|déterminez|juge|jugez|vérifie|vérifiez|compare|comparez|evalúa|evalúe|evaluar|determina|determine|juzga|juzgue|califica|califique|verifica|verifique|compara|valuta|valutate|giudica|giudicate|determinate|avalie|avalia|julgue|julga|verifique|determine|bedöm|avgör|utvärdera|beoordeel|bepaal|evalueer|evaluasi|nilailah|tentukan|periksa|đánh giá|xác định|değerlendir|belirle|оціни|оцініть|визнач|αξιολόγησε|αξιολογήστε)(?![\p{L}\p{N}])/iu;
/**
 * The same in Korean and Japanese, whose verb ends the sentence: "두 답변을 비교해 주세요", "정확성을 평가하세요",
 * "回答を評価してください".
 */
const TASK_VERB_LAST = /(?:평가|비교|판단|판정|채점|검토|분류|확인|점검)[ \t]?(?:해[ \t]?주세요|하세요|하십시오|해[ \t]?주십시오|해라|하라)|(?:評価|比較|判断|判定|採点|分類|確認|審査)(?:して(?:ください|下さい)|せよ|しなさい)/u;
/** A metric's definition: "Relevance measures how well the answer addresses…". */
const DEFINITION = /^[A-Z][a-z]+(?: [a-z]+){0,2} (?:measures|assesses|evaluates|refers to|is defined as|captures)\b/;

/**
 * A system prompt that only sets the judge up ("You are an AI assistant. … You should return a
 * single integer …"): every sentence speaks to the judge about its role or its answer, none names
 * what is judged; the template's own criterion then stands.
 */
export function onlySetsUpTheJudge(system: string): boolean {
  const sentences = sentencesOf(system);
  // ("Just answer by Yes or No." speaks to the judge about its answer too.)
  return sentences.length > 0 && sentences.length <= 12 && sentences.every((t) => (/^(?:you|your)\b/i.test(t) || /^(?:just |only |simply |please )?(?:answer|respond|reply|output|return)\b/i.test(t)) && !/\b(?:whether|if)\b/i.test(t));
}

/** A judging act named in a persona: "…for rating", "…evaluating model outputs for conciseness". */
const JUDGING_ACT = /\b(?:evaluat(?:e|es|ing)|assess(?:es|ing)?|rat(?:e|es|ing)|grad(?:e|es|ing)|judg(?:e|es|ing)|label(?:s|ing|ling)?|scor(?:e|es|ing)|classify(?:ing)?)\b/i;

const ABBREVIATION = /\b(?:i\.e|e\.g|etc|vs|cf)\./gi;
const DOT_HELD = '\u2024';
const DOTS_HELD = /\u2024/g;

/** Sentences of an instruction, each bounded, so the search stays linear. */
function sentencesOf(instruction: string): string[] {
  // Tags and fences are layout; blank lines end sentences (a heading or a list item has no period).
  const text = instruction.slice(0, 8000).replace(/<\/?[A-Za-z][^<>\n]{0,60}>/g, ' ').replace(/[*=_#~-]{3,}/g, '\n\n');
  const sentences: string[] = [];
  // A line that ends without punctuation before a capitalised line is a heading ("Prompt: Natural
  // language inference"), and "context.Provide" is two sentences run together.
  // A colon that ends its line introduces a list ("…with the following meanings:\n0 = …"): the sentence ends there.
  const chunks = text.split(/\n[ \t]*\n|(?<=[^,;:\s])[ \t]*\n(?=[ \t]*[A-Z])|(?<=:)[ \t]*\n/);
  for (const chunk of chunks) {
    // (the periods of "i.e.", "e.g.", "etc.", "vs.", "cf." end no sentence: held as one-dot leaders while splitting)
    const flat = chunk.replace(/\s+/g, ' ').replace(/([a-z]{2})\.([A-Z][a-z])/g, '$1. $2').replace(ABBREVIATION, (a) => a.replace(/\./g, DOT_HELD));
    for (const m of flat.match(/[^.!?]{8,400}(?:[.!?](?=\s|$)|$)/g) ?? []) if (m.trim().length >= 8) sentences.push(m.trim().replace(DOTS_HELD, '.'));
  }
  return sentences;
}

/**
 * The sentence a template judges every output on when its criterion is built in: a question
 * about what is judged, else a sentence that sets the task, else its first sentence that is not a
 * persona.
 */
export function builtInCriterion(instruction: string): string | null {
  const sentences = sentencesOf(instruction);
  // (a question inside an example answer, `"reasoning": "Why is the text factual?`, is the answer's, not the task)
  // (nor a list item's question: "- Is the answer concise?" is one check among several)
  const question = sentences.find((t) => t.endsWith('?') && t.length <= 240 && ABOUT_THE_JUDGED.test(t) && !/^(?:what|how|why|when|where|who)\b/i.test(t) && !/[{}"]/.test(t) && !/^(?:\d{1,2}[.)]|[-*•])\s/.test(t));
  if (question) return question;
  // A task that says what decides the verdict ("determine whether…") before one that only sets the scene.
  const task =
    sentences.find((t) => STATED_TASK.test(t)) ??
    sentences.find((t) => DEFINITION.test(t)) ??
    sentences.find((t) => TASK.test(t) && /\b(?:whether|if)\b/i.test(t)) ??
    sentences.find((t) => TASK.test(t)) ??
    sentences.find((t) => TASK_INTL.test(t) || TASK_VERB_LAST.test(t));
  if (task) return task;
  // "You are a … assistant for rating a User Answer given a Question": the persona names the task.
  const judgingPersona = sentences.find((t) => PERSONA_SENTENCE.test(t) && JUDGING_ACT.test(t));
  if (judgingPersona) return judgingPersona;
  return sentences.find((t) => !PERSONA_SENTENCE.test(t)) ?? sentences[0] ?? null;
}

/**
 * The criterion of a template: its rubric section (unless the rubric only defines the labels a
 * question in the instruction asks between), else the user's own system prompt, else the sentence
 * built into the template.
 */
export function templateCriterion(section: string | null, instruction: string, systemCriterion: string | null): string | null {
  if (section !== null) {
    const definitions = section.slice(0, 20_000).match(LABEL_DEFINITION)?.length ?? 0;
    if (definitions < 2) return section;
    // A rubric that only defines the labels: the question that asks between them, else the sentence that states the task.
    const sentences = sentencesOf(instruction);
    return sentences.find((t) => t.endsWith('?') && OPTION_QUESTION.test(t)) ?? sentences.find((t) => STATED_TASK.test(t)) ?? section;
  }
  if (systemCriterion !== null && systemCriterion.trim() !== '' && !PERSONA.test(systemCriterion) && !PERSONA_ZH.test(systemCriterion) && !onlySetsUpTheJudge(systemCriterion)) return systemCriterion;
  return builtInCriterion(instruction);
}
