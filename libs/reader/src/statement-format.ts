import type { Subject } from '@a8/contracts';

/**
 * Templates that ask for one verdict per statement (Ragas and promptfoo faithfulness, promptfoo
 * context recall) or per context (DeepEval hallucination): A8 judges each statement as its own
 * subject, beside the template's other parts, and writes the verdicts in the layout asked.
 */
export type StatementStyle =
  | { style: 'final_verdicts' } // "1. … Verdict: Yes." then "Final verdict for each statement in order: Yes. No."
  | { style: 'tags'; pass: string; fail: string } // "1. … So [Attributed]" / "So [Not Attributed]", one line each
  | { style: 'json_list'; listKey: string; itemKeys: string[]; values: 'binary' | 'words' } // {"statements": [{statement, reason, verdict}]}
  | { style: 'json_parallel'; unitsKey: string; verdictsKey: string } // {"statements": [...], "statement_scores": [1, 0]}  (Haystack)
  | { style: 'lines'; pass: string; fail: string }; // "one verdict per line": `1` / `0`, nothing else  (embedchain groundedness)

export type StatementFormat = { kind: 'per_statement'; unit: 'statement' | 'context' } & StatementStyle;

/** The most statements judged one by one in a request: more is a document, judged whole. */
export const MAX_STATEMENTS = 50;

const VERDICT_KEY = /^(?:verdict|label|attributed|supported|result|decision)$/i;
const STATEMENT_KEY = /^(?:statement|sentence|claim|context|text|fact)$/i;
const REASON_KEY = /^(?:reason|reasoning|explanation|rationale|justification)$/i;

/** The item keys and verdict values of a JSON Schema answer whose list items carry a verdict (Ragas). */
function fromSchema(text: string): StatementStyle | null {
  const list = /"properties"\s*:\s*\{\s*"([A-Za-z_]\w{0,40})"\s*:\s*\{[^{}]{0,400}?"items"\s*:\s*\{\s*"\$ref"\s*:\s*"#\/\$defs\/(\w{1,60})"/.exec(text);
  if (!list) return null;
  const def = new RegExp(`"${list[2]}"\\s*:\\s*\\{[^]{0,200}?"properties"\\s*:\\s*\\{`).exec(text);
  if (!def) return null;
  const body = text.slice(def.index + def[0].length, def.index + def[0].length + 3000);
  const keys = [...body.matchAll(/"([A-Za-z_]\w{0,40})"\s*:\s*\{[^{}]{0,400}\}/g)].map((m) => ({ key: m[1]!, type: /"type"\s*:\s*"(\w+)"/.exec(m[0])?.[1] }));
  const verdict = keys.find((k) => VERDICT_KEY.test(k.key));
  if (!verdict) return null;
  return { style: 'json_list', listKey: list[1]!, itemKeys: keys.map((k) => k.key), values: verdict.type === 'integer' || verdict.type === 'number' ? 'binary' : 'words' };
}

/** The same from an example answer: `{"verdicts": [{"reason": "…", "verdict": "yes"}, …]}` (DeepEval). */
function fromExample(text: string): StatementStyle | null {
  const list = /["']([A-Za-z_]\w{0,40})["']\s*:\s*\[\s*\{([^{}]{0,2000})\}/.exec(text);
  if (!list) return null;
  const keys = [...list[2]!.matchAll(/["']([A-Za-z_]\w{0,40})["']\s*:/g)].map((m) => m[1]!);
  const verdict = keys.find((k) => VERDICT_KEY.test(k));
  if (!verdict) return null;
  const value = new RegExp(`["']${verdict}["']\\s*:\\s*(["']?)(\\w+)`).exec(list[2]!);
  return { style: 'json_list', listKey: list[1]!, itemKeys: keys, values: value && value[1] === '' && /^\d+$/.test(value[2]!) ? 'binary' : 'words' };
}

/**
 * A request's own format that is a list of verdicts (DeepEval's structured `Verdicts`:
 * `{"verdicts": [{"verdict": "yes"|"no", "reason"}]}`): one verdict per statement, or per context
 * when the prompt says "each context". Null for any other schema.
 */
export function statementFormatOfSchema(schema: Record<string, unknown> | null, text: string): StatementFormat | null {
  const properties = schema?.['properties'];
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return null;
  const lists = Object.entries(properties as Record<string, Record<string, unknown>>).filter(([, p]) => p !== null && typeof p === 'object' && p['type'] === 'array');
  if (lists.length !== 1) return null;
  const [listKey, list] = lists[0]!;
  let items = list['items'] as Record<string, unknown> | undefined;
  const ref = typeof items?.['$ref'] === 'string' ? /^#\/(?:\$defs|definitions)\/([^/]{1,80})$/.exec(items['$ref'] as string) : null;
  if (ref) items = ((schema!['$defs'] ?? schema!['definitions']) as Record<string, Record<string, unknown>> | undefined)?.[ref[1]!];
  const itemProperties = items?.['properties'];
  if (!itemProperties || typeof itemProperties !== 'object' || Array.isArray(itemProperties)) return null;
  const entries = Object.entries(itemProperties as Record<string, Record<string, unknown>>);
  const verdict = entries.find(([key]) => VERDICT_KEY.test(key));
  if (!verdict) return null;
  const numeric = verdict[1]?.['type'] === 'integer' || verdict[1]?.['type'] === 'number';
  const unit = /\b(?:each|every)\s+context\b/i.test(text) ? ('context' as const) : ('statement' as const);
  return { kind: 'per_statement', unit, style: 'json_list', listKey, itemKeys: entries.map(([key]) => key), values: numeric ? 'binary' : 'words' };
}

/** A request for one verdict per statement (or per context), read from the template's instruction; null otherwise. */
export function statementFormatOf(text: string): StatementFormat | null {
  if (!/\b(?:each|every|all)\s+(?:of\s+the\s+)?(?:statements?|sentences?|claims?|contexts?)\b|\bseries of statements\b|"statements"/i.test(text)) return null;
  const unit = /\b(?:each|every)\s+context\b/i.test(text) ? ('context' as const) : ('statement' as const);
  if (/final verdict for each statement/i.test(text)) return { kind: 'per_statement', unit, style: 'final_verdicts' };
  const tag = /\[Not ([A-Z][A-Za-z]{2,30}(?: [A-Za-z]{2,30})?)\]/.exec(text);
  if (tag && text.includes(`[${tag[1]}]`)) return { kind: 'per_statement', unit, style: 'tags', pass: `[${tag[1]}]`, fail: `[Not ${tag[1]}]` };
  // Two lists side by side: the statements and a score for each ("statements", "statement_scores").
  const parallel = /["']([A-Za-z_]{0,30}(?:statements|sentences|claims))["'][ \t]{0,4}[,:][^\n]{0,200}?["']([A-Za-z_]{0,30}_(?:scores|verdicts|labels))["']/.exec(text);
  if (parallel && /\bjson\b/i.test(text)) return { kind: 'per_statement', unit, style: 'json_parallel', unitsKey: parallel[1]!, verdictsKey: parallel[2]! };
  const json = /\bjson\b/i.test(text) ? (fromSchema(text) ?? fromExample(text)) : null;
  if (json) return { kind: 'per_statement', unit, ...json };
  const lines = bareLines(text);
  return lines ? { kind: 'per_statement', unit, ...lines } : null;
}

/**
 * "one verdict per line, ONLY WITH "1", "0" or "-1"", the values glossed `"1" (yes), "0" (no)`: each
 * statement's verdict alone on its line, in order.
 */
function bareLines(text: string): StatementStyle | null {
  if (!/\bone (?:verdict|answer|label|value) (?:per|on each|for each) line\b/i.test(text)) return null;
  const glossed = (meaning: string) => new RegExp(`["'“]([^"'”\\s]{1,8})["'”]\\s*\\((?:${meaning})\\)`, 'i').exec(text)?.[1];
  const pass = glossed('yes|true|pass|supported|faithful');
  const fail = glossed('no|false|fail|unsupported|unfaithful');
  return pass && fail && pass !== fail ? { style: 'lines', pass, fail } : null;
}

/** Quoted strings of a JSON or Python list (`["a", "b"]`, `['a', "b's"]`), read in one pass; null when it is not one. */
export function listItems(text: string): string[] | null {
  const t = text.trim();
  if (!t.startsWith('[') || !t.endsWith(']')) return null;
  const items: string[] = [];
  let i = 1;
  for (;;) {
    while (i < t.length && /[\s,]/.test(t[i]!)) i++;
    if (t[i] === ']') return i === t.length - 1 ? items : null;
    const quote = t[i];
    if (quote !== '"' && quote !== "'") return null;
    let item = '';
    for (i++; i < t.length && t[i] !== quote; i++) {
      if (t[i] === '\\' && i + 1 < t.length) {
        const next = t[++i]!;
        item += next === 'n' ? '\n' : next === 't' ? '\t' : next;
      } else item += t[i];
    }
    if (i >= t.length) return null;
    items.push(item);
    i++;
  }
}

/** Sentences of a paragraph: cut after ".", "!" or "?" followed by a space and a capital or a digit. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * What is judged one by one: the statements of the output (or of the reference when nothing else
 * is judged) — a list, one per line, else its sentences — or the contexts (a list, else the context whole). Empty when there are none or too many.
 */
/** Where a template's statements stand: the output, or the reference when it judges no output (DeepEval contextual recall). */
function statementPart(form: StatementFormat, subject: Subject): 'output' | 'reference' | 'context' {
  if (form.unit === 'context') return 'context';
  return subject.output.trim() === '' && subject.reference ? 'reference' : 'output';
}

export function unitsOf(form: StatementFormat, subject: Subject): string[] {
  const text = subject[statementPart(form, subject)] ?? '';
  const listed = listItems(text);
  let units: string[];
  if (listed) units = listed;
  else if (form.unit === 'context') units = [text];
  else {
    const lines = text.split('\n').map((l) => l.replace(/^\s*(?:\d{1,3}[.)]|[-*•])\s+/, '').trim()).filter((l) => l !== '');
    units = lines.length >= 2 ? lines : sentencesOf(text);
  }
  units = units.map((u) => u.trim()).filter((u) => u !== '');
  return units.length > MAX_STATEMENTS ? [] : units;
}

/** The subject of one unit: the statement as the output, or the context as the context, beside the other parts. */
export function unitSubject(form: StatementFormat, subject: Subject, unit: string): Subject {
  return { ...subject, [statementPart(form, subject)]: unit };
}

/**
 * The verdicts written in the asked layout, one per unit in order, each with the same honest
 * reason (what answered); null when a verdict is not a pass or a fail.
 */
export function writeStatementVerdicts(form: StatementFormat, units: string[], passes: boolean[], reason: string): string | null {
  if (units.length === 0 || units.length !== passes.length) return null;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  switch (form.style) {
    case 'final_verdicts': {
      const words = passes.map((p) => (p ? 'Yes' : 'No'));
      const each = units.map((u, i) => `${i + 1}. ${oneLine(u)}\nExplanation: ${reason} Verdict: ${words[i]}.`);
      return `${each.join('\n')}\nFinal verdict for each statement in order: ${words.map((w) => `${w}.`).join(' ')}`;
    }
    case 'tags':
      // One line per unit: the framework counts the lines holding the pass tag.
      return units.map((u, i) => `${i + 1}. ${oneLine(u)} ${reason} So ${passes[i] ? form.pass : form.fail}`).join('\n');
    case 'json_list': {
      const items = units.map((unit, i) => {
        // Keys come from the request's words: a null-prototype object, so none reaches a prototype.
        const item: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
        for (const key of form.itemKeys) {
          if (VERDICT_KEY.test(key)) item[key] = form.values === 'binary' ? (passes[i] ? 1 : 0) : passes[i] ? 'yes' : 'no';
          else if (REASON_KEY.test(key)) item[key] = reason;
          else if (STATEMENT_KEY.test(key)) item[key] = unit;
        }
        return item;
      });
      return JSON.stringify({ [form.listKey]: items });
    }
    case 'json_parallel':
      return JSON.stringify({ [form.unitsKey]: units, [form.verdictsKey]: passes.map((p) => (p ? 1 : 0)) });
    case 'lines':
      return passes.map((p) => (p ? form.pass : form.fail)).join('\n');
  }
}
