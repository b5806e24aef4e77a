/**
 * The answer a grader template asks its judge for, read from the template's own instruction, and
 * a verdict written back in it, so the framework's own parser accepts A8's answer.
 */
export type AnswerFormat =
  | { kind: 'rating_brackets' } // Rating: [[5]]        (MT-Bench)
  | { kind: 'result_tag' } // Feedback: … [RESULT] 4   (Prometheus)
  | { kind: 'grade_letter' } // GRADE: C | GRADE: I    (inspect, LangChain)
  | { kind: 'y_n' } // Y | N                           (OpenAI evals, autoevals, promptfoo closed QA)
  | { kind: 'yes_no' } // Yes | No
  | { kind: 'json'; keys: string[] }; // {"reason", "pass", "score"}  (promptfoo llm-rubric, DeepEval, Opik)

export function answerFormatOf(instruction: string): AnswerFormat | null {
  if (/\[\[\s*(?:rating|\d+)\s*\]\]/i.test(instruction)) return { kind: 'rating_brackets' };
  if (/\[RESULT\]/.test(instruction)) return { kind: 'result_tag' };
  if (/GRADE: ?(?:C|I|CORRECT|INCORRECT|\$?\{)/.test(instruction)) return { kind: 'grade_letter' };
  if (/["'“]Y["'”]\s+or\s+["'“]N["'”]|\bY\b\s+or\s+\bN\b/.test(instruction)) return { kind: 'y_n' };
  const json = /\{[^{}]{0,300}\}/.exec(instruction);
  if (json && /\bjson\b/i.test(instruction)) {
    const keys = [...json[0].matchAll(/["']?([a-z_]{3,20})["']?\s*:/gi)].map((m) => m[1]!.toLowerCase());
    if (keys.length > 0) return { kind: 'json', keys: [...new Set(keys)] };
  }
  if (/\b(?:yes|no)\b[^.\n]{0,30}\b(?:yes|no)\b/i.test(instruction) && /\b(?:answer|respond|reply|output)\b/i.test(instruction)) return { kind: 'yes_no' };
  return null;
}

/** The one value of a verdict: an object verdict of one property gives that property's value. */
function valueOf(verdict: unknown): unknown {
  if (verdict !== null && typeof verdict === 'object' && !Array.isArray(verdict)) {
    const values = Object.values(verdict);
    if (values.length === 1) return values[0];
  }
  return verdict;
}

/** Pass or fail, where the verdict says so: a boolean, or a label such as "pass"/"correct"/"yes". */
function passOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    if (/^(?:y|yes|pass|passed|true|correct|c|good|relevant|faithful|grounded|factual)$/i.test(value.trim())) return true;
    if (/^(?:n|no|fail|failed|false|incorrect|i|bad|irrelevant|unfaithful|hallucinated)$/i.test(value.trim())) return false;
  }
  return null;
}

/**
 * The verdict written in the template's format, or null when the verdict cannot be (a label the
 * format has no place for): the caller then answers with the verdict as taught.
 */
export function writeVerdict(format: AnswerFormat, verdict: unknown, reason: string): string | null {
  const value = valueOf(verdict);
  const pass = passOf(value);
  const score = typeof value === 'number' && Number.isFinite(value) ? value : null;
  switch (format.kind) {
    case 'rating_brackets':
      return score === null ? null : `${reason}\n\nRating: [[${score}]]`;
    case 'result_tag':
      return score === null ? null : `Feedback: ${reason} [RESULT] ${score}`;
    case 'grade_letter':
      return pass === null ? null : `${reason}\n\nGRADE: ${pass ? 'C' : 'I'}`;
    case 'y_n':
      return pass === null ? null : `${reason}\n${pass ? 'Y' : 'N'}`;
    case 'yes_no':
      return pass === null ? null : pass ? 'Yes' : 'No';
    case 'json': {
      const out: Record<string, unknown> = {};
      for (const key of format.keys) {
        if (key === 'reason' || key === 'reasoning' || key === 'explanation') out[key] = reason;
        else if ((key === 'pass' || key === 'passed' || key === 'verdict') && pass !== null) out[key] = key === 'verdict' ? (pass ? 'yes' : 'no') : pass;
        else if (key === 'score') out[key] = score ?? (pass === null ? null : pass ? 1 : 0);
      }
      if (!('pass' in out) && !('score' in out) && !('verdict' in out)) return null;
      return JSON.stringify(out);
    }
  }
}
