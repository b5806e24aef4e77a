import type { JudgeCommand } from '@a8/contracts';
import type { FittedVersion } from '@a8/model';
import { latestUserMessage, quotedCriterion, readByLearnedTemplate, statedAnswerFormat, type ReadJudgement } from '@a8/reader';

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
}

/**
 * A request whose criterion, as the reader found it, this version was not taught, but which fills
 * a template the version learned from taught fills: read by that template's slots, under the
 * criterion its fills were taught (libs/reader's learned-template.ts).
 */
function readAsLearnedFill(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): boolean {
  const fill = readByLearnedTemplate(fitted.learnedTemplates(), request);
  if (!fill) return false;
  const criterion = fill.template.criterion;
  Object.assign(read, {
    criterion,
    subject: fill.subject,
    subjectText: fill.subjectText,
    schema: request.schema ?? fitted.taughtSchema(criterion) ?? null,
    // The format the template states, where the reader found none (a template no rule reads).
    answerForm: read.answerForm ?? (request.schema === null ? statedAnswerFormat(latestUserMessage(request) ?? '') : null),
    readInWords: true,
    searchedText: read.searchedText === '' ? (latestUserMessage(request) ?? '') : read.searchedText,
  });
  return true;
}

/**
 * A request that quotes a taught criterion (a rubric taught in the plain layout, sent inside a
 * framework's template): judged under it, in the shape it was taught, on the parts the reader found;
 * a subject the reader could not part keeps the whole message, the rubric taken out of it.
 */
function readAsQuotingCriterion(read: ReadJudgement, request: JudgeCommand['request'], fitted: FittedVersion): void {
  const latest = latestUserMessage(request) ?? '';
  const criterion = quotedCriterion(`${request.criterion ?? ''}\n${latest}`, fitted.taughtCriteria());
  if (criterion === null) return;
  const subject = read.templateParts === undefined && read.subject.output.includes(criterion) ? { ...read.subject, output: read.subject.output.split(criterion).join(' ').trim() } : read.subject;
  Object.assign(read, {
    criterion,
    subject,
    subjectText: subject === read.subject ? read.subjectText : subject.output,
    schema: request.schema ?? fitted.taughtSchema(criterion) ?? null,
    readInWords: true,
    searchedText: read.searchedText === '' ? latest : read.searchedText,
  });
}
