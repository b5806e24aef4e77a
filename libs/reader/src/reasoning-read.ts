import { withHeadedOptions } from './json-answer-keys';
import type { CanonicalRequest, JsonSchema, SlotRole, Subject } from '@a8/contracts';
import { answerFormatOf, dspyFormat, scaleOf, statedAnswerFormat, type AnswerFormat } from './answer-format';
import { withoutCommonIndent } from './common-indent';
import { payloadOutputFormat } from './payload-output-format';
import { demonstratedQuestion } from './demonstrated-slot';
import { asksForDspyFields } from './answer-layouts';
import { latestUserMessage, subjectKey } from './canonical-request';
import { askedAbout, firstUserTurn, followUpOf, isFollowUp } from './follow-ups';
import { readPlainWords } from './plain-words';
import { statementFormatOfSchema } from './statement-format';
import { readSubject, subjectTextOf } from './subject';
import { readTemplateRequest, type TemplateRequest } from './template-request';
import { precedentsRequest } from './words';
import { dimensionsForm, learnedVerdict } from './json-dimensions';
import { statedTogether } from './stated-together';

/** What a judge request asks, once read: the parts the model judges, and how to answer. */
export interface ReadJudgement {
  criterion: string | null;
  schema: JsonSchema | null;
  subject: Subject;
  /** The subject as one text, for "the same request" (a taught request gets its taught answer). */
  subjectText: string;
  /** Precedents were asked for in words ("quote precedents"). */
  wordsWantPrecedents: boolean;
  /** The answer's form the request asks for: one word, or a grader template's format. */
  answerForm: { kind: 'word' } | AnswerFormat | null;
  /** The parts were found in the words (reasoning tokens are reported); false: the layout said. */
  readInWords: boolean;
  /** The text the reader searched for the parts (its tokens are the reasoning tokens); '' when the layout said. */
  searchedText: string;
  /** A grader template's parts as it labels them, when the request was one. */
  templateParts?: TemplateRequest['parts'];
}

/** The verdict schema a criterion was taught with (null: bare), or undefined when untaught. */
export type TaughtSchemaLookup = (criterion: string) => JsonSchema | null | undefined;

/**
 * Reads a judge request (DESIGN §5). Reasoning off, the layout is read as written. Reasoning on,
 * the same, and then: "quote precedents" is taken out wherever it stands; a grader template in the
 * latest user message gives its parts (output, question, reference, context), its criterion (its
 * rubric, else the system prompt, else the template's own question) and its answer format; a
 * request in plain words gives its criterion and subject. Without a format, the answer takes the
 * shape the criterion was taught in.
 */
export function readJudgement(request: CanonicalRequest, reasoning: boolean, taughtSchema: TaughtSchemaLookup): ReadJudgement {
  const latest = latestUserMessage(request) ?? '';
  const asWritten: ReadJudgement = {
    criterion: request.criterion,
    schema: request.schema,
    subject: readSubject(latest),
    subjectText: latest,
    wordsWantPrecedents: false,
    answerForm: null,
    readInWords: false,
    searchedText: '',
  };
  if (!reasoning) return asWritten;

  // (a prompt sent with its source's indentation on every line is read without it)
  const unindented = withoutCommonIndent(latest);
  let fromSubject = precedentsRequest(unindented);
  const followUp = isFollowUp(request) ? followUpOf(unindented, fromSubject.asks, fromSubject.rest) : null;
  if (followUp?.kind === 'why') {
    // "Why?": the precedents of the verdict given to the message before.
    // Walked back without recursion: a conversation of many "Why?"s is read once.
    const earlier = readJudgement(askedAbout(request), true, taughtSchema);
    return { ...earlier, wordsWantPrecedents: true, readInWords: true, searchedText: `${earlier.searchedText}\n${latest}`.trim() };
  }
  if (followUp?.kind === 'subject') fromSubject = { ...fromSubject, rest: followUp.text };
  const fromCriterion = request.criterion === null ? { asks: false, rest: '' } : precedentsRequest(withoutCommonIndent(request.criterion));
  const read: ReadJudgement = {
    ...asWritten,
    criterion: fromCriterion.rest === '' ? null : fromCriterion.rest,
    subject: readSubject(fromSubject.rest),
    subjectText: fromSubject.rest,
    wordsWantPrecedents: fromSubject.asks || fromCriterion.asks,
  };
  /** The request's own format, else the shape the criterion was taught in (only that with `ownFormat` false). */
  const adopt = (criterion: string | null, ownFormat = true) => (ownFormat ? read.schema : null) ?? (criterion === null ? null : (taughtSchema(criterion) ?? null));

  // (a prompt sent as one JSON object shows its reply's layout under a key that says so: "output_format": {…})
  const payloadForm = read.schema === null ? payloadOutputFormat(fromSubject.rest) : null;
  const template = readTemplateRequest(read.criterion, fromSubject.rest);
  if (template) {
    // A format that is a list of verdicts (one per statement) asks for each statement to be judged on
    // its own, in the shape the criterion was taught; any other format in the request (output_config,
    // a forced tool) is the answer's shape; else the template's.
    const perStatement = request.schema ? statementFormatOfSchema(request.schema, template.searchedText) : null;
    return {
      ...read,
      criterion: template.criterion,
      schema: perStatement ? adopt(template.criterion, false) : adopt(template.criterion),
      subject: template.subject,
      subjectText: subjectTextOf(template.subject),
      // (a template whose sections state no form: the form the system prompt or the message states, as for any prompt)
      answerForm: perStatement ?? (request.schema === null ? (payloadForm ?? template.answerForm ?? statedTogether(read.criterion === null ? null : statedAnswerFormat(read.criterion), () => statedAnswerFormat(fromSubject.rest))) : null),
      readInWords: true,
      searchedText: template.searchedText,
      templateParts: template.parts,
    };
  }
  if (read.criterion === null) {
    const words = readPlainWords(fromSubject.rest);
    // Beside a format (a forced tool), a question in the message is its criterion only when the words
    // are a prompt (they end with an instruction to the judge): a subject that merely asks something
    // ("Where is my parcel?") stays the subject of the format's criterion. Not what this version was
    // taught: a teach and a judge of the same words read the same way.
    const asPrompt = words !== null && (read.schema === null || words.instructed);
    if (words && asPrompt) {
      // The form the closing instruction states (a score from 1 to 5, a label), else one word when asked.
      // A prompt whose closing instruction names no form may state it earlier ("Only a single floating point number.").
      // (…or, first, the answers worked examples give the question the message ends on: "Is it classification? Yes")
      // (a JSON answer's verdict key given the options the message names for it elsewhere, as a template's is)
      const said = read.schema !== null ? null : withHeadedOptions(demonstratedQuestion(fromSubject.rest) ?? (words.instruction !== '' ? answerFormatOf(words.instruction) : null) ?? statedAnswerFormat(fromSubject.rest), fromSubject.rest);
      // a score whose scale the question states ("Rate … on a scale of 1 to 10.", the form asked at the end)
      const stated = said?.kind === 'score' && said.scale === null ? { ...said, scale: scaleOf(words.criterion) } : said;
      const answerForm = read.schema !== null ? null : (stated ?? (words.answerForm ? ({ kind: 'word' } as const) : null));
      return { ...read, criterion: words.criterion, schema: adopt(words.criterion), subject: readSubject(words.subject), subjectText: words.subject, answerForm, readInWords: true, searchedText: fromSubject.rest };
    }
  }
  if (read.criterion === null && read.schema === null) {
    if (isFollowUp(request)) {
      // A new subject for the criterion the conversation opened with (its first message, read in words).
      const opening = readJudgement(firstUserTurn(request), true, taughtSchema);
      if (opening.criterion !== null) {
        return {
          ...read,
          criterion: opening.criterion,
          schema: opening.schema,
          answerForm: opening.answerForm,
          readInWords: true,
          searchedText: `${opening.searchedText}\n${latest}`.trim(),
        };
      }
    }
  }
  if (followUp?.kind === 'subject') return { ...read, readInWords: true, searchedText: latest };
  // A judge's system prompt around a message no template section labels: the answer in the format it
  // states, or the message states (a persona in `system`, the grader's instructions and data below it).
  // A prompt sent as one user message whose data no section labels (simple-evals' equality checker,
  // "Expression 1: … Respond with only Yes or No"): its stated format too. Its criterion stays
  // unread (no_question) unless the version was taught it: a template learned from taught fills, or
  // a taught rubric the message quotes, is then answered in that format (the judge's taught readings).
  if (read.schema === null) {
    // (…or the two together: "Answer ONLY in valid JSON" in the system prompt, the object it means below the data;
    // read again only where the system prompt names JSON, so a long message is not read a third time for nothing)
    const together = read.criterion !== null && /\bjson\b/i.test(read.criterion) ? `${read.criterion}\n\n${fromSubject.rest}` : null;
    // (DSPy's closing sentence in the message, "Respond with the corresponding output fields, starting with the field
    // `[[ ## reasoning ## ]]`, then …", fixes the reply's layout whatever the signature's instruction says of the score)
    // (read only where the message holds that sentence: most requests are not DSPy's)
    const signature = read.criterion === null || !asksForDspyFields(fromSubject.rest) ? null : dspyFormat(`${read.criterion}\n\n${fromSubject.rest}`);
    // (…or a question the message ends on that three or more worked examples answer on its line, "Is it classification? Yes",
    // whatever formats the examples' own data states)
    const stated = signature ?? payloadForm ?? demonstratedQuestion(fromSubject.rest) ?? statedTogether(read.criterion === null ? null : statedAnswerFormat(read.criterion), () => statedAnswerFormat(fromSubject.rest)) ?? (together === null ? null : statedAnswerFormat(together));
    if (stated) return { ...read, answerForm: stated };
  }
  return read;
}

/** The key of "the same request" as read: a judged request gets the answer taught under the same key. */
export function readRequestKey(read: Pick<ReadJudgement, 'criterion' | 'schema' | 'subjectText'>): string {
  return subjectKey({ criterion: read.criterion, schema: read.schema, conversation: [{ role: 'user', content: read.subjectText }] });
}

/**
 * A taught request, read the way a judge request is read with reasoning on (MCP has no switch):
 * a filled grader template or a question in plain words taught is learned under the criterion and
 * parts a judge call of the same text finds, and its format stays the one it was taught with.
 * Given the taught answer, a verdict object for a template's JSON answer gives the schema it is
 * learned in (json-dimensions.ts `taughtAnswerSchema`).
 */
export function readTaughtRequest(
  request: CanonicalRequest,
  answer?: unknown,
): {
  criterion: string | null;
  schema: JsonSchema | null;
  subject: Subject;
  requestKey: string;
  /** The parts as the reader named them (a template's pair kept apart), for learning the template from its fills. */
  parts: Partial<Record<SlotRole, string>>;
  /** The answer as it is learned: a template's verdict object key by key (its reasons set aside), else as given. */
  answer: unknown;
} {
  const read = readJudgement(request, true, () => undefined);
  const parts = read.templateParts ?? read.subject;
  // A verdict object taught for a template's JSON answer is learned key by key, its reasons set aside.
  const form = dimensionsForm(read.answerForm);
  const learned = request.schema === null && form ? learnedVerdict(form, answer) : null;
  const schema = request.schema ?? learned?.schema ?? null;
  return { criterion: read.criterion, schema, subject: read.subject, requestKey: readRequestKey({ ...read, schema }), parts, answer: learned ? learned.verdict : answer };
}

/**
 * A verdict object taught for a grader template's JSON answer (no format given), as it is checked
 * and learned: the schema its keys give (json-dimensions.ts `taughtAnswerSchema`) and the part of
 * it that schema holds (its reasons set aside). Null when the answer is learned as it is.
 */
export function templateVerdict(request: CanonicalRequest, answer: unknown): { schema: JsonSchema; verdict: Record<string, unknown> } | null {
  if (request.schema !== null || answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const read = readJudgement(request, true, () => undefined);
  const form = dimensionsForm(read.answerForm);
  return form ? learnedVerdict(form, answer) : null;
}

/**
 * The texts A8 reads in a request (criterion and subject parts, follow-ups included, never the
 * JSON around them): what the harmful-content filter is run on.
 */
export function textsRead(read: { criterion: string | null; subject: Subject }): string[] {
  const { output, question, reference, context } = read.subject;
  return [read.criterion ?? '', output, question ?? '', reference ?? '', context ?? ''].filter((t) => t !== '');
}
