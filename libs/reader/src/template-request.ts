import type { Subject } from '@a8/contracts';
import { answerFormatOf, statedAnswerFormat, type AnswerFormat } from './answer-format';
import { demonstratedContinuation, demonstratedQuestion, demonstratedSlot } from './demonstrated-slot';
import { statementFormatOf } from './statement-format';
import { pairedOutput } from './subject';
import { templateCriterion } from './template-criterion';
import { markersIn } from './template-markers';
import { readTemplate, type TemplateRead } from './template-sections';
import { unwrappedTurn } from './transcript';
import { withHeadedOptions } from './json-answer-keys';

/** A grader template found in a request: what it judges, on which parts, answered how. */
export interface TemplateRequest {
  criterion: string | null;
  subject: Subject;
  /** The parts as the template labels them (the pair's second output kept apart), for reports. */
  parts: TemplateRead['parts'];
  answerForm: AnswerFormat | null;
  /** The text the template was read from. */
  searchedText: string;
}

/** Words a judge's instruction uses: a text without any is data that happens to hold labels. */
/** An instruction asking whether two answers say the same thing, and one asking which is better. */
const EQUIVALENCE = /\b(?:(?:mathematically |semantically )?equivalent|equivalence|the same (?:value|meaning|answer|result))\b/i;
const PREFERENCE = /\b(?:better|prefer\w*|which (?:one|response|answer|assistant|output)|winner|worse|the best (?:response|answer|output|one|assistant))\b/i;

const JUDGING_WORDS =
  /\b(?:evaluat\w*|assess\w*|judge|grad(?:e|er|ing)|rate|rating|score|compar\w+|determine|classif\w+|decide|verdict|criteri(?:on|a)|rubric|correct(?:ness)?|relevan\w+|faithful\w*|grounded|hallucinat\w*|factual\w*|toxic\w*|better|best|helpful\w*|accura\w+|supported|attributed|complies|compliant|violat\w+|entail\w*|check(?:s|ed)? (?:if|whether)|verif(?:y|ies|ied) (?:if|whether|that|each|every|all|the)|(?:un)?safe(?:ty)?|harmful|harmless|offensive|match(?:es)?|pass(?:es)? or fail|agrees?|consistent|contradict\w*|check\w*\b[^.\n]{0,60}\bagainst)\b/i;

/** The same in Chinese, Japanese and Korean ("评估…的回答是否正确", "評価", "평가"). */
const JUDGING_WORDS_ZH = /评估|评价|评判|评分|打分|判分|给分|批改|评阅|判断|评定|裁判|是否正确|哪个更好|評価|採点|判定|평가|채점|판단|점수|비교|검토|판정|比較|審査/u;

/**
 * …and in German, French, Spanish, Italian, Portuguese, Russian, Ukrainian, Turkish, Vietnamese, Indonesian, Dutch,
 * Swedish, Greek and Thai ("Bewerten Sie", "évaluer", "оцените", "beoordeel", "bedöm"), word starts.
 */
const JUDGING_WORDS_INTL =
  /(?<![\p{L}])(?:bewert|beurteil|vergleich|richter|évalu|evalú|evalu|juge[rz]?\b|jugez|juez|calific|puntú|valut|giudic|avali|pontu|оцен|оцін|сравн|порівн|судь|değerlendir|puanla|đánh giá|chấm điểm|nilai(?:lah|kan)?\b|correct[eao]s?\b|corrett[ao]\b|richtig|korrekt|верн|правильн|beoordee?l|bedöm|utvärder|juist\b|αξιολ|σωστ|ประเมิน|ให้คะแนน|ถูกต้อง|oce[nń]|porówn|sędzi|poprawn|trafn|relewan|hodno[tť]|posu[dď]|porovn|správn)/iu;

/**
 * …and in Arabic, Persian and Hindi, anywhere in a word (Arabic joins its article and prepositions to the word):
 * "قيّم", "تصنيف", "صحيحة", "ارزیابی", "طبقه‌بندی", "मूल्यांकन", "सही".
 */
const JUDGING_WORDS_RTL_INDIC = /قيّم|قيم الإجابة|تقييم|صنّف|صنف|تصنيف|احكم|حكم|صحيح|دقيق|مقارنة|ارزیابی|امتیاز|قضاوت|طبقه‌?بندی|درست|صحیح|مقایسه|मूल्यांकन|आकलन|रेटिंग|वर्गीकृत|वर्गीकरण|सही|तुलना|जाँच|जांच/u;

/**
 * A JSON answer whose keys the system prompt names, where the sections of the user message show another object (a
 * prompt under review that asks for its own JSON): the system's keys, since the user message's object is its data.
 */
function systemJsonOverData(form: AnswerFormat | null, system: string): AnswerFormat | null {
  if (form?.kind !== 'json' || form.keys.length === 0) return form;
  const own = answerFormatOf(system);
  if (own?.kind !== 'json' || own.keys.length === 0 || own.keys.some((key) => form.keys.includes(key))) return form;
  return form.keys.every((key) => !system.includes(`"${key}"`) && !system.includes(`'${key}'`)) ? own : form;
}

function hasSections(text: string): boolean {
  return (markersIn(text) ?? []).some((m) => m.label.role !== null && m.label.role !== 'answer_slot');
}

/**
 * Reads a grader template from a request (reasoning on): the latest user message, with the system
 * prompt when it holds the template's own sections (TruLens, promptfoo llm-rubric) or the whole
 * template when the user message is empty (promptfoo's one-system-message prompts). Null when the
 * text is not a template: it must label an output (or the context judged) and either a second
 * part or a rubric, and say what to judge in a judge's words.
 */
export function readTemplateRequest(system: string | null, user: string): TemplateRequest | null {
  const systemText = system?.trim() ? system : null;
  let text = user;
  let systemCriterion: string | null = null;
  let merged = false;
  if (user.trim() === '' && systemText !== null) text = systemText;
  else if (systemText !== null && hasSections(systemText)) [text, merged] = [`${systemText}\n\n${user}`, true];
  else systemCriterion = systemText;

  text = unwrappedTurn(text);
  const template = readTemplate(text, merged ? text.lastIndexOf(user) : 0, systemCriterion ?? '');
  if (!template) return null;
  const roles = Object.keys(template.parts).length + (template.criterion ? 1 : 0);
  const instruction = `${systemCriterion ?? ''}\n${template.instruction}`;
  // The format may be stated inside the judge's instruction section (MT-Bench's "[Instruction]").
  const formatText = `${instruction}\n${template.criterion ?? ''}`;
  const judging = template.criterion !== null || [JUDGING_WORDS, JUDGING_WORDS_ZH, JUDGING_WORDS_INTL, JUDGING_WORDS_RTL_INDIC].some((words) => words.test(instruction.slice(0, 20_000)));
  // A per-statement layout may be shown only by the template's worked example ("… So [Attributed]").
  // Without judging words, labelled parts and an answer format stated in so many words ("Say Right if it
  // does, Wrong if not.") are a judge's request too; a loose reading (a closing question) is not enough.
  const stated = !judging && roles >= 2 ? statedAnswerFormat(formatText) : null;
  // A format stated outside the instruction the sections leave (under an "Output" heading the reader took for a part) still counts when stated in so many words.
  // A format shown only by worked examples that fill the slot the prompt ends with ("Judgement: 0" … "Judgement:"),
  // or that go on past where the data stops ("Assessment: …" / "Result: true" after each example's data).
  // (…first, a question the prompt ends on that three or more examples answer on its line, "Is it classification? Yes": the
  // examples' data may state answer formats of its own, "Output yes or no.")
  const formRead = judging ? (demonstratedQuestion(text) ?? answerFormatOf(formatText) ?? statementFormatOf(text.slice(0, 50_000)) ?? statedAnswerFormat(text) ?? demonstratedSlot(text) ?? demonstratedContinuation(text)) : stated;
  // (a JSON key's options listed in capitals under its head may stand among the data sections: read over the whole text)
  const labelled = withShownLabels(formRead, text);
  const answerForm = withHeadedOptions(merged && systemText !== null ? systemJsonOverData(labelled, systemText) : labelled, text);
  // One labelled part is a template only when a judge's instruction also says how to answer
  // (DeepEval's "Opinions: […]" then "JSON:"); an e-mail with a "Summary:" line stays data.
  if ((!judging && stated === null) || (roles < 2 && answerForm === null)) return null;

  // Two answers the judge is asked to tell equivalent or not (not which is better): the second is what the first is held to.
  const comparedForEquivalence = template.parts.output_b !== undefined && template.parts.reference === undefined && EQUIVALENCE.test(instruction.slice(0, 20_000)) && !PREFERENCE.test(instruction.slice(0, 20_000));
  const { output_b: second, ...unpaired } = template.parts;
  const read = comparedForEquivalence ? { ...unpaired, reference: second } : template.parts;
  const { output, output_b, question, reference, context } = read;
  // A relevance template judges its context against the question: the context is what is judged.
  const judged = output ?? '';
  const subject: Subject = { output: output_b !== undefined ? pairedOutput(judged, output_b) : judged };
  if (question) subject.question = question;
  if (reference) subject.reference = reference;
  if (context) subject.context = context;
  return {
    criterion: templateCriterion(template.criterion, template.instruction, systemCriterion),
    subject,
    parts: read,
    answerForm,
    searchedText: systemCriterion === null ? text : `${systemCriterion}\n\n${text}`,
  };
}

/** A key named for a label the reply picks. */
const LABEL_KEY = /^(?:label|answer|verdict|prediction|predicted_label|classification|class|category|decision|result|stance)$/i;

/**
 * An object of one label key whose values only worked examples show ("The answer should be a json with a key named
 * label", the examples ending "Answer: refute." / "Answer: support" and the prompt on "Answer:"): those values.
 */
function withShownLabels(form: AnswerFormat | null, text: string): AnswerFormat | null {
  if (form?.kind !== 'json' || form.keys.length !== 1 || form.options || form.scoreKeys || form.booleanKeys || !LABEL_KEY.test(form.keys[0]!)) return form;
  const shown = demonstratedSlot(text);
  return shown?.kind === 'label_word' && !shown.affix ? { ...form, options: shown.labels } : form;
}
