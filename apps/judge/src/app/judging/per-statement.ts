import type { JudgeOutcome } from '@a8/model';
import type { JsonSchema, PrecedentsBody, Subject } from '@a8/contracts';
import { canonicalJson, passOfVerdict, readRequestKey, unitSubject, writeStatementVerdicts, type StatementFormat } from '@a8/reader';

/** What judging one statement needs: the version's judge, called once per statement. */
export interface StatementJudge {
  judge(request: { criterion: string | null; schema: JsonSchema | null; subject: Subject; level: number; requestKey: string; wantPrecedents: boolean }): JudgeOutcome;
}

/** Statements judged between two turns of the event loop: a long list never holds the judge. */
const BATCH = 8;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A template that asks for one verdict per statement (or per context): each is judged as its own
 * subject beside the template's other parts, at the asked level, under the template's criterion.
 * The answer is every verdict written in the asked layout; if any statement abstains, the request
 * abstains, naming which statement (never a grade made up for it). A verdict that is neither a
 * pass nor a fail is answered as taught, one per statement.
 */
export async function judgeEachStatement(
  version: StatementJudge,
  read: { criterion: string | null; schema: JsonSchema | null; subject: Subject },
  form: StatementFormat,
  units: string[],
  level: number,
  wantPrecedents: boolean,
  reason: string,
): Promise<JudgeOutcome> {
  const verdicts: unknown[] = [];
  const examples: PrecedentsBody['examples'] = [];
  const seen = new Set<string>();
  for (const [i, unit] of units.entries()) {
    if (i > 0 && i % BATCH === 0) await nextTurn();
    const subject = unitSubject(form, read.subject, unit);
    const outcome = version.judge({
      criterion: read.criterion,
      schema: read.schema,
      subject,
      level,
      requestKey: readRequestKey({ criterion: read.criterion, schema: read.schema, subjectText: canonicalJson(subject) }),
      wantPrecedents,
    });
    // Precedents shared by several statements are quoted once.
    for (const example of outcome.precedents?.examples ?? []) {
      const key = canonicalJson(example);
      if (seen.has(key)) continue;
      seen.add(key);
      examples.push(example);
    }
    if (outcome.kind === 'abstention') {
      const which = form.unit === 'context' ? 'Context' : 'Statement';
      return { ...outcome, explanation: `${which} ${i + 1} of ${units.length}: ${outcome.explanation}` };
    }
    verdicts.push(outcome.verdict);
  }
  const precedents = wantPrecedents ? { precedents: { criterion: read.criterion ?? '', examples } } : {};
  const passes = verdicts.map(passOfVerdict);
  const written = passes.every((p) => p !== null) ? writeStatementVerdicts(form, units, passes as boolean[], reason) : null;
  return { kind: 'verdict', verdict: written ?? verdicts, level, earned: level, ...precedents };
}
