import type { JudgeCommand, Subject } from '@a8/contracts';
import type { FittedVersion } from '@a8/model';
import { criterionByLabels, leadingCriterion, latestUserMessage, quotedCriterion, readByLearnedTemplate, readSubject, statedAnswerFormat, type ReadJudgement, type TaughtLabels } from '@a8/reader';

/**
 * With reasoning on, a request whose criterion, as the reader found it, this version was not taught is
 * read again by what the version was taught: as a fill of a template it learned from taught fills, else
 * by a taught criterion its text quotes word for word. Changes `read` in place; a read whose criterion
 * was taught, or that asks a verdict per statement, is left as it is.
 */
export function readByWhatWasTaught(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): void {
  if (read.answerForm?.kind === 'per_statement') return;
  if (read.criterion !== null && fitted.taughtSchema(read.criterion) !== undefined) return;
  if (readAsLearnedFill(read, request, fitted)) return;
  readAsQuotingCriterion(read, request, fitted);
  if (read.criterion === null) readAsLeadingCriterion(read, request, fitted);
}

/**
 * A message in plain words typed without punctuation, opening with a taught criterion's words ("is this
 * email phishing hi its the ceo …"): judged under that criterion, the rest of the message its subject. Only
 * where the reader found no criterion at all, in a message with no criterion of its own in \`system\`.
 */
function readAsLeadingCriterion(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): void {
  if (request.criterion !== null || read.templateParts !== undefined) return;
  const found = leadingCriterion(latestUserMessage(request) ?? '', fitted.taughtCriteria());
  if (found) readUnder(read, request, fitted, found.criterion, readSubject(found.subject), found.subject, read.answerForm);
}

/**
 * A request that fills a template the version learned from taught fills: read by that template's
 * slots, under the criterion its fills were taught (libs/reader's learned-template.ts), and answered
 * in the format its message states where the reader found none.
 */
function readAsLearnedFill(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): boolean {
  const fill = readByLearnedTemplate(fitted.learnedTemplates(), request);
  if (!fill) return false;
  const answerForm = read.answerForm ?? (request.schema === null ? statedAnswerFormat(latestUserMessage(request) ?? '') : null);
  readUnder(read, request, fitted, fill.template.criterion, fill.subject, fill.subjectText, answerForm);
  return true;
}

/**
 * A request that quotes a taught criterion (a rubric taught in the plain layout, sent inside a
 * framework's template): judged under it on the parts the reader found; a subject the reader could
 * not part keeps the whole message, the rubric taken out of it.
 */
function readAsQuotingCriterion(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): void {
  const latest = latestUserMessage(request) ?? '';
  const criterion = quotedCriterion(`${request.criterion ?? ''}\n${latest}`, fitted.taughtCriteria());
  if (criterion === null) return;
  const unparted = read.templateParts === undefined && read.subject.output.includes(criterion);
  const subject = unparted ? { ...read.subject, output: read.subject.output.split(criterion).join(' ').trim() } : read.subject;
  readUnder(read, request, fitted, criterion, subject, unparted ? subject.output : read.subjectText, read.answerForm);
}

/** The read, under a taught criterion: its subject, the shape the criterion was taught in (unless the request gives one), read in words. */
function readUnder(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion, criterion: string, subject: Subject, subjectText: string, answerForm: ReadJudgement['answerForm']): void {
  Object.assign(read, {
    criterion,
    subject,
    subjectText,
    schema: request.schema ?? fitted.taughtSchema(criterion) ?? null,
    answerForm,
    readInWords: true,
    searchedText: read.searchedText === '' ? (latestUserMessage(request) ?? '') : read.searchedText,
  });
}

/** Each taught criterion with one head of labels, and those labels: built once per loaded version. */
const labelsByVersion = new WeakMap<FittedVersion, TaughtLabels[]>();

function taughtLabels(fitted: FittedVersion): TaughtLabels[] {
  let list = labelsByVersion.get(fitted);
  if (!list) {
    const heads = new Map<string, { criterion: string; labels: unknown[] | undefined; count: number }>();
    for (const head of fitted.heads) {
      const seen = heads.get(head.criterion);
      heads.set(head.criterion, { criterion: head.criterion, labels: head.labels, count: (seen?.count ?? 0) + 1 });
    }
    list = [...heads.values()]
      .filter((h) => h.count === 1 && Array.isArray(h.labels) && h.labels.every((l) => typeof l === 'string'))
      .map((h) => ({ criterion: h.criterion, labels: h.labels as string[] }));
    labelsByVersion.set(fitted, list);
  }
  return list;
}

/**
 * With reasoning on, a criterion neither taught nor a paraphrase of one, whose words (never its subject's) name every
 * verdict of exactly one taught criterion ("Classify the sentiment (positive, negative or neutral) of this review"):
 * that criterion (libs/reader labelled-criterion.ts); null otherwise.
 */
export function criterionNamedByLabels(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): string | null {
  if (read.criterion === null || read.answerForm?.kind === 'per_statement') return null;
  const latest = latestUserMessage(request) ?? '';
  const asked = read.subjectText !== '' && latest.includes(read.subjectText) ? latest.split(read.subjectText).join('\n') : '';
  return criterionByLabels(`${read.criterion}\n${asked}`, taughtLabels(fitted));
}
