import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { statedTogether } from './stated-together';
import { jsonKeys } from './json-answer-keys';
import { readMessagesRequest } from './interfaces';
import { readJudgement } from './reasoning-read';
import { writeVerdict } from './write-verdict';
import { quotedIfOptions } from './answer-options';

// Layouts first met at stop 52 (misses of blind sets and of the collection), each written here in new words.
describe('answer forms read at stop 52', () => {
  it('reads an object of per-criterion objects, each holding a score and its reason, as dimensions written inside it', () => {
    const text = 'Grade the essay on each criterion, 1 to 4.\nReturn only JSON:\n{\n  "ratings": {\n    "thesis": {\n      "points": N,\n      "rationale": "why"\n    },\n    "evidence": {"points": N, "rationale": "why"}\n  },\n  "summary": "one line"\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'ratings', dimensions: [{ key: 'thesis', within: { key: 'points', reasons: ['rationale'] } }, { key: 'evidence' }] } });
    const written = JSON.parse(writeVerdict(form!, { thesis: 3, evidence: 2 }, 'r')!);
    expect(written).toEqual({ ratings: { thesis: { points: 3, rationale: 'r' }, evidence: { points: 2, rationale: 'r' } }, summary: 'r' });
    // (one criterion is enough: it names the rubric's only one)
    const one = answerFormatOf('Score it from 1 to 5.\nJSON only:\n{"criteria": {"accuracy": {"value": X, "reason": "short"}}}');
    expect(one).toMatchObject({ nested: { key: 'criteria', dimensions: [{ key: 'accuracy', within: { key: 'value' } }] } });
    // (an inner object holding a text, not a score, is no dimension)
    expect(answerFormatOf('Return JSON:\n{"meta": {"author": {"name": "text", "note": "text"}}, "verdict": "yes or no"}')).not.toHaveProperty('nested');
  });

  it('reads dimensions nested in an object though scored keys stand beside it', () => {
    const text = 'Assess the headline on each axis from 0.0 to 1.0.\nRespond in JSON:\n{\n  "axis_scores": {\n    "clarity": 0.0-1.0,\n    "accuracy": 0.0-1.0\n  },\n  "overall": 0.0-1.0,\n  "certainty": 0.0-1.0,\n  "remarks": "text"\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'axis_scores', dimensions: [{ key: 'clarity' }, { key: 'accuracy' }] } });
    const written = JSON.parse(writeVerdict(form!, { clarity: 0.5, accuracy: 1, overall: 0.75, certainty: 1 }, 'r')!);
    expect(written).toMatchObject({ axis_scores: { clarity: 0.5, accuracy: 1 }, overall: 0.75 });
  });

  it('writes a score line alone where the template asks for no reasoning beside it', () => {
    const form = answerFormatOf('Rate the snippet from 0 to 3.\nGive the result in the format of:\n\n##relevance score: score without any explanation.');
    expect(form).toMatchObject({ kind: 'score', bare: true });
    expect(writeVerdict(form!, 2, 'r')).toBe('##relevance score: 2');
    // (a slot with no such words keeps its reason line)
    expect(writeVerdict(answerFormatOf('Rate the snippet from 0 to 3.\nUse the format of:\n\n##relevance score: score')!, 2, 'r')).toContain('r');
  });

  it('reads a range a Russian noun for a mark gives, from … to', () => {
    expect(answerFormatOf('Верни JSON {"comment": почему так, "score": оценка соответствия запросу от 0 до 100}.')).toMatchObject({ kind: 'json', scale: { min: 0, max: 100 } });
  });

  it('fills a comment key with the reason', () => {
    expect(JSON.parse(writeVerdict(answerFormatOf('Answer JSON in the format {"comments": why it fits, "score": fit from 1 to 10}.')!, 7, 'r')!)).toEqual({ comments: 'r', score: 7 });
  });

  it("reads options each single-quoted before 'if' on one line, told by answering", () => {
    expect(answerFormatOf("Finish by answering with only 'LEFT' if the first summary is better, 'RIGHT' if the second is, or 'EVEN' if neither.")).toEqual({ kind: 'label_word', labels: ['LEFT', 'RIGHT', 'EVEN'] });
    // (…not two fields' values on different lines)
    expect(quotedIfOptions("extracted: write 'None' if nothing was extracted.\nverdict: 'ok' if it matches.")).toEqual([]);
  });

  it('reads numbered backquoted keys, one typed boolean after a dash', () => {
    const text = 'Output JSON, keys in this order:\n1. `summary` - what the query does.\n2. `why` - the basis of the judgment.\n3. `accepted` - boolean `true` if the query answers the question; otherwise `false`.\nReturn only the JSON object.';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', keys: ['summary', 'why', 'accepted'], booleanKeys: ['accepted'] });
    expect(JSON.parse(writeVerdict(form!, false, 'r')!)).toMatchObject({ accepted: false });
  });

  it('reads backquoted keys under a JSON announcement though one offers two numbers', () => {
    const form = answerFormatOf('Reply in this json layout\n`explanation`: a short justification.\n`final_mark`: the verdict as a score of 1 or 0.');
    expect(form).toMatchObject({ kind: 'json', keys: ['explanation', 'final_mark'] });
  });

  it('reads numbers each said after its condition', () => {
    expect(answerFormatOf('Is the proof valid? If valid, output only the number 1; if invalid, output only the number 0.')).toEqual({ kind: 'label_word', labels: ['1', '0'] });
  });

  it('reads quoted keys named before the JSON they go in', () => {
    expect(answerFormatOf("Which side is the outlet on? You must return the 'side' and 'explanation' in JSON format.")).toMatchObject({ kind: 'json', keys: ['side', 'explanation'] });
  });

  it("reads bulleted keys under JSON and a word of another language, their values showing objects", () => {
    const form = answerFormatOf('Zwróć JSON z polami:\n- ocena: (liczba 0-100)\n- etykieta: ("dobry" | "zly")\n- sygnaly: {trafienia: [...], inne: {...}}\n- uwagi: "tekst"');
    expect(form).toMatchObject({ kind: 'json', keys: ['ocena', 'etykieta', 'sygnaly', 'uwagi'] });
  });

  it('reads options listed in capitals on a line headed by the key, and a confidence shown as a whole number in percent', () => {
    const form = answerFormatOf('OUTCOMES: PASSED, FAILED, CRASHED, TIMEOUT\n\nOutput ONLY this JSON:\n{"outcome":"OUTCOME_HERE","confidence":70}');
    expect(form).toMatchObject({ kind: 'json', options: ['PASSED', 'FAILED', 'CRASHED', 'TIMEOUT'], optionKeys: ['outcome'] });
    expect(JSON.parse(writeVerdict(form!, 'CRASHED', 'r', 0.9)!)).toEqual({ outcome: 'CRASHED', confidence: 90 });
  });

  it('reads a line shown with a placeholder letter and again, as an example, with a number', () => {
    const form = answerFormatOf('Al final, incluye siempre la línea:\n**PUNTAJE_FINAL: [X]**\nDonde X es la nota.\nEjemplo: **PUNTAJE_FINAL: [6]**');
    expect(form).toMatchObject({ kind: 'score', written: ['**PUNTAJE_FINAL: [', ']**'] });
    expect(writeVerdict(form!, 8, 'r')).toMatch(/\*\*PUNTAJE_FINAL: \[8\]\*\*$/);
    // (no example with a number: no such line)
    expect(answerFormatOf('Incluye la línea:\n**PUNTAJE_FINAL: [X]**')).not.toMatchObject({ written: ['**PUNTAJE_FINAL: [', ']**'] });
  });

  it('reads two values each quoted for yes and for no', () => {
    const form = answerFormatOf('Answer with a plain "Y1" for yes or "N0" for no, then explain on the next line.\nDid the bot reveal the password?');
    expect(form).toEqual({ kind: 'label_word', labels: ['Y1', 'N0'], polar: true });
    expect(writeVerdict(form!, false, 'r')).toContain('N0');
  });

  it('reads a key named as what to use for it, its numbers said as the value', () => {
    const form = answerFormatOf('Return your output as json: use the word eligible as the key and 1 or 0 as the value.');
    expect(form).toMatchObject({ kind: 'json', keys: ['eligible'], numberKeys: ['eligible'] });
    expect(writeVerdict(form!, true, 'r')).toBe('{"eligible": 1}');
  });

  it("reads letters in double brackets said to go in a key of the JSON asked for, and keys glossed with what they are for", () => {
    const form = answerFormatOf("Give your output as JSON with keys 'Analysis' for your comparison, and 'Pick' for the final choice only.\nWrite the decision in the key 'Pick', use \"[[A]]\" if the first wins, \"[[B]]\" if the second does, and \"[[C]]\" for a tie.");
    expect(form).toMatchObject({ kind: 'json', keys: ['Analysis', 'Pick'], options: ['[[A]]', '[[B]]', '[[C]]'], optionKeys: ['Pick'] });
    expect(JSON.parse(writeVerdict(form!, 'B', 'r')!)).toEqual({ Analysis: 'r', Pick: '[[B]]' });
  });

  it('reads quoted keys bulleted with a gloss in parentheses that ends the line', () => {
    expect(answerFormatOf('Return raw JSON only with keys (no fences):\n- "mark"        (integer 0–10)\n- "comments"    (string)')).toMatchObject({ kind: 'json', keys: ['mark', 'comments'] });
  });

  it('reads score lines shown out of a total, an explanation after a dash', () => {
    const form = answerFormatOf('Rate each from 1 to 4. Answer in this format:\n\nFocus & Scope: <score>/4 – <short reason>\nSources: <score>/4 – <short reason>');
    expect(form).toMatchObject({ kind: 'lines', keys: ['Focus & Scope', 'Sources'] });
    expect(writeVerdict(form!, { 'Focus & Scope': 3, Sources: 4 }, 'r')).toBe('Focus & Scope: 3/4 – r\nSources: 4/4 – r');
  });

  it('reads a closing yes-or-no question whose quoted words hold their own stops', () => {
    expect(answerFormatOf('Is "Il pleut." a faithful translation of "It is raining."?')).toEqual({ kind: 'yes_no' });
  });

  it('reads a JSON asked with these scores over a numbered list of them, and the explanation asked beside them', () => {
    const form = answerFormatOf('Rate from 1 to 5:\n1. Tone (how warm it is)\n2. Clarity\n3. Overall impression\n\nReturn only JSON with these scores and a short justification.');
    expect(form).toMatchObject({ kind: 'json', keys: ['Tone', 'Clarity', 'Overall impression', 'justification'] });
  });

  it('reads bulleted keys whose range in parentheses ends the line, under a JSON announced with a colon', () => {
    const form = answerFormatOf('Return a JSON object with:\n- tone_score (1-4)\n- detail_score (1-4): is it specific?\n- notes: a sentence');
    expect(form).toMatchObject({ kind: 'json', keys: ['tone_score', 'detail_score', 'notes'] });
  });

  it('does not take double brackets asked around corrections for a rating in them', () => {
    expect(answerFormatOf('Score the essay 0-5.\nWrap each corrected word in double brackets [[...]], for example "they [[go]] home".')).not.toMatchObject({ kind: 'rating_brackets' });
    expect(answerFormatOf('Score the essay 0-5 and put the score in double brackets.')).toMatchObject({ kind: 'rating_brackets' });
  });

  it('does not take a quoted question for a score sentence', () => {
    expect(answerFormatOf('Examples of ambiguous questions:\n- Q: "Total sales this year?"\n- Q: "Overall rank of the store?"\nReturn only the JSON object with the key `accepted` (true or false).')).not.toMatchObject({ kind: 'score' });
  });

  it('reads an object of a score and its reason as a dimension though its key is named for reasoning', () => {
    const form = answerFormatOf('Score both 0-5. Return only a JSON object with the following structure:\n{\n  "task_fit": {\n    "score": <integer 0-5>,\n    "justification": "<why>"\n  },\n  "grounded_reasoning": {\n    "score": <integer 0-5>,\n    "justification": "<why>"\n  }\n}');
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'task_fit', within: { key: 'score' } }, { key: 'grounded_reasoning', within: { key: 'score' } }] });
  });

  it('gives way from the keys a system prompt describes to the message JSON that holds them all and more', () => {
    const system: AnswerFormat = { kind: 'json', keys: ['why', 'why_simple'], scale: null };
    const message: AnswerFormat = { kind: 'json', keys: ['score', 'label', 'why', 'why_simple'], scale: { min: 0, max: 100 } };
    expect(statedTogether(system, () => message)).toBe(message);
    expect(statedTogether(system, () => ({ kind: 'json', keys: ['score', 'why'], scale: null }))).toBe(system);
  });

  it('reads the one key shown with a bare range as the score, beside keys of text', () => {
    const form = answerFormatOf('## RESPONSE FORMAT:\nRespond ONLY with valid JSON:\n{\n  "riskLevel": 0-3,\n  "service": "name of the service",\n  "summary": "one sentence"\n}');
    expect(form).toMatchObject({ kind: 'json', scale: { min: 0, max: 3 }, scoreKeys: ['riskLevel'] });
  });

  it("fills objects keyed by the nested dimensions with each one's reason and the confidence given, not objects of scores", () => {
    const text = 'Rate 1-5. Respond with a JSON object in the following format:\n{\n  "scores": {\n    "tone": <score 1-5>,\n    "accuracy": <score 1-5>\n  },\n  "reasons": {\n    "tone": "<why>",\n    "accuracy": "<why>"\n  },\n  "confidence": {\n    "tone": <confidence 0.0-1.0>,\n    "accuracy": <confidence 0.0-1.0>\n  }\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'scores', parallel: [{ key: 'reasons', confidence: false }, { key: 'confidence', confidence: true }] } });
    expect(JSON.parse(writeVerdict(form!, { tone: 4, accuracy: 2 }, 'r', 0.9)!)).toEqual({ scores: { tone: 4, accuracy: 2 }, reasons: { tone: 'r', accuracy: 'r' }, confidence: { tone: 0.9, accuracy: 0.9 } });
    // (a second object of scores on the same dimensions is no reasons' object)
    const scored = answerFormatOf('Rate 1-5. Respond with a JSON object in the following format:\n{\n  "code": {"tone": score, "accuracy": score},\n  "docs": {"tone": score, "accuracy": score}\n}');
    expect(scored).not.toMatchObject({ nested: { parallel: [{ key: 'docs' }] } });
  });

  it('reads an answer object with a key named like a schema word', () => {
    const form = answerFormatOf('## RESPONSE FORMAT:\nRespond ONLY with valid JSON:\n{\n  "riskLevel": 0-3,\n  "service": "name of the service",\n  "items": [\n    {\n      "kind": "LATE | LOST | OTHER",\n      "quote": "exact quote"\n    }\n  ]\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['riskLevel', 'service', 'items'] });
    // (a schema is still a schema: "type" beside "properties")
    expect(jsonKeys('Answer in JSON following this schema:\n{"type": "object", "properties": {"ok": {"type": "boolean"}}}').keys).toEqual(['ok']);
  });

  it("reads a score's line whose slot is elided among labelled lines, the first opening after the words that announce the format", () => {
    const lines = answerFormatOf('Grade the proof from 1 to 10. Finish using the format Mark: "..."\nProblems: "..."\nGood points: "..."');
    expect(lines).toMatchObject({ kind: 'lines', scale: { min: 1, max: 10 } });
    expect(writeVerdict(lines!, 7, 'r')).toMatch(/^Mark: 7$/m);
    const below = answerFormatOf('Grade the proof from 1 to 10. Reply in two lines.\nWHY: ...\nSCORE: ...');
    expect(writeVerdict(below!, 7, 'r')).toBe('WHY: r\nSCORE: 7');
  });

  it('reads the options listed in capitals under a JSON key\'s head though the line stands among the data sections', () => {
    const system = 'You are a code judge API. Output ONLY JSON. No explanations.';
    const user = 'Judge this code submission.\n\nPROBLEM:\nAdd two integers read from one line.\n\nCODE (python3):\nprint(sum(map(int, input().split())))\n\nOUTCOMES: PASSED, FAILED, CRASHED\n\nOutput ONLY this JSON (no other text):\n{"outcome":"OUTCOME_HERE","confidence":70}';
    const read = readJudgement(readMessagesRequest({ system, messages: [{ role: 'user', content: user }], schema: null }).request, true, () => undefined);
    expect(read.answerForm).toMatchObject({ kind: 'json', options: ['PASSED', 'FAILED', 'CRASHED'], optionKeys: ['outcome'] });
  });
});
