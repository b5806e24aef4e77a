import type { CanonicalRequest, JsonSchema, Subject } from '@a8/contracts';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { latestUserMessage } from './canonical-request';
import { readPlainWords } from './plain-words';
import { readSubject } from './subject';
import { readTemplate } from './template-sections';
import { precedentsRequest } from './words';

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
}

/** The verdict schema a criterion was taught with (null: bare), or undefined when untaught. */
export type TaughtSchemaLookup = (criterion: string) => JsonSchema | null | undefined;

// A system prompt that only sets the judge's persona says nothing of what to judge.
const PERSONA = /^\s*you are (?:a|an) (?:helpful|fair|impartial|expert|careful|strict)?\s*(?:assistant|judge|grader|evaluator)\.?\s*$/i;

const JUDGING = /\b(?:evaluat|assess|judg|grad|rat(?:e|ing)\b|compar|determin|decid|classif|check|verif|score)/i;

/**
 * The question a template asks of every output when it has no rubric of its own ("Is the output
 * correct or incorrect?"): its first question, else its first sentence that says what to judge,
 * else its first sentence. Sentences are bounded, so the search stays linear.
 */
function templateQuestion(instruction: string): string | null {
  const sentences = (instruction.slice(0, 5000).replace(/\s+/g, ' ').match(/[^.!?]{10,400}[.!?]/g) ?? []).map((t) => t.trim());
  return sentences.find((t) => t.endsWith('?') && t.length <= 200) ?? sentences.find((t) => JUDGING.test(t)) ?? sentences[0] ?? null;
}

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
  };
  if (!reasoning) return asWritten;

  const fromSubject = precedentsRequest(latest);
  const fromCriterion = request.criterion === null ? { asks: false, rest: '' } : precedentsRequest(request.criterion);
  const read: ReadJudgement = {
    ...asWritten,
    criterion: fromCriterion.rest === '' ? null : fromCriterion.rest,
    subject: readSubject(fromSubject.rest),
    subjectText: fromSubject.rest,
    wordsWantPrecedents: fromSubject.asks || fromCriterion.asks,
  };
  const adopt = (criterion: string | null) => read.schema ?? (criterion === null ? null : (taughtSchema(criterion) ?? null));

  const template = readTemplate(fromSubject.rest);
  const systemSays = read.criterion !== null && !PERSONA.test(read.criterion);
  if (template && (template.criterion !== null || read.criterion === null || !systemSays)) {
    const criterion = template.criterion ?? (systemSays ? read.criterion : templateQuestion(template.instruction));
    const { output, question, reference, context } = template.parts;
    const subject: Subject = { output: output ?? '' };
    if (question) subject.question = question;
    if (reference) subject.reference = reference;
    if (context) subject.context = context;
    return {
      ...read,
      criterion,
      schema: adopt(criterion),
      subject,
      subjectText: output ?? '',
      // The format may be asked for in the system prompt of a two-message template (promptfoo).
      answerForm: request.schema === null ? answerFormatOf(`${request.criterion ?? ''}\n${template.instruction}`) : null,
      readInWords: true,
    };
  }
  if (read.criterion === null && read.schema === null) {
    const words = readPlainWords(fromSubject.rest);
    if (words) {
      return { ...read, criterion: words.criterion, schema: adopt(words.criterion), subject: readSubject(words.subject), subjectText: words.subject, answerForm: words.answerForm ? { kind: 'word' } : null, readInWords: true };
    }
  }
  return read;
}
