import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 63 (misses of blind sets 657-662), each written here in new words.
describe('JSON keys listed one per bullet, a range opening a key\'s gloss', () => {
  it('reads the ranged key as the score, the other keys as text', () => {
    const prompt = 'Return a JSON object with:\n- mastery: 0-10 for how well the idea is understood\n- tip: one short sentence on what to practise next\n- model_answer: a full answer in plain words';
    const form = answerFormatOf(prompt);
    expect(form).toMatchObject({ kind: 'json', keys: ['mastery', 'tip', 'model_answer'], scale: { min: 0, max: 10 }, scoreKeys: ['mastery'], textKeys: ['tip', 'model_answer'] });
    expect(JSON.parse(writeVerdict(form!, 7, 'Close to the nearest taught example.')!)).toMatchObject({ mastery: 7 });
  });

  it('still needs a verdict\'s key among the bullets', () => {
    expect(answerFormatOf('Return a JSON object with:\n- tip: one short sentence\n- model_answer: a full answer')).not.toMatchObject({ scoreKeys: expect.anything() });
  });
});

describe('a printed JSON Schema, its enums one option per line', () => {
  it('gives each key with an enum its own options, the verdict\'s key the verdict', () => {
    const schema = JSON.stringify({ type: 'object', properties: { ruling: { type: 'string', enum: ['upheld', 'overturned'] }, severity: { type: 'string', enum: ['minor', 'major', 'critical'] }, notes: { type: 'string' } } }, null, 2);
    const form = answerFormatOf(`Reply with one JSON object matching this schema:\n${schema}`);
    expect(form).toMatchObject({ kind: 'json', optionSets: [{ key: 'ruling', options: ['upheld', 'overturned'] }, { key: 'severity', options: ['minor', 'major', 'critical'] }] });
  });
});

describe('options named in a comment after a key\'s empty value', () => {
  it('reads them in any script', () => {
    expect(answerFormatOf('只输出 JSON：\n{\n  "是否合格": "",  // 合格 或 不合格\n  "原因": ""\n}')).toMatchObject({ kind: 'json', options: ['合格', '不合格'], optionKeys: ['是否合格'] });
    expect(answerFormatOf('Output JSON only:\n{\n  "urgent": "",  # yes / no\n  "why": ""\n}')).toMatchObject({ kind: 'json', options: ['yes', 'no'], optionKeys: ['urgent'] });
  });

  it('reads no options from a comment of one word', () => {
    expect(answerFormatOf('Output JSON only:\n{\n  "summary": "",  // comment\n  "passed": true\n}')).not.toMatchObject({ optionKeys: ['summary'] });
  });
});

describe('a bare score stated with decimals', () => {
  it('writes the score with its decimal point where the scale\'s bounds or an example show one', () => {
    const stated = answerFormatOf('Give a relevance score from 0.0 to 5.0. Return only the number.');
    expect(stated).toMatchObject({ kind: 'score', scale: { min: 0, max: 5 }, decimal: true });
    expect(writeVerdict(stated!, 5, 'r')).toBe('5.0');
    expect(writeVerdict(answerFormatOf('Rate the match from 1 to 10. Return only the number, for example "6.5" is fine.')!, 7, 'r')).toBe('7.0');
  });

  it('keeps whole numbers where another range of the text has the decimals', () => {
    const form = answerFormatOf('Rate the step from 1 to 3. Return only the number.\nNote: click positions are given from 0.0 to 1.0 of the screen.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 3 } });
    expect(writeVerdict(form!, 3, 'r')).toBe('3');
  });
});

describe('a key whose unquoted placeholder names points', () => {
  it('is the score\'s key', () => {
    const form = answerFormatOf('Use this format:\n```json\n{\n  "points": <points-earned>,\n  "comment": "<why>"\n}\n```');
    expect(form).toMatchObject({ kind: 'json', scoreKeys: ['points'] });
  });
});

describe('a learner\'s text under a CamelCase label', () => {
  it('is the output judged, the question above it the question', () => {
    const read = judge(null, 'Judge understanding only.\nQuestion: "Why do leaves change colour?"\nLearnerText: Because chlorophyll breaks down and other pigments show.\nReturn JSON with keys: score, tip. score is 0-10.');
    expect(read.templateParts).toMatchObject({ output: 'Because chlorophyll breaks down and other pigments show.' });
  });
});

describe('options quoted with the marks of a tag around them', () => {
  it('reads "!!hide!!" and "[SHOW]" whole, as the answer is to start with them', () => {
    const prompt = 'Decide whether the post should be muted.\nRespond with "##mute##" if it matches the mute list.\nOtherwise respond with "##keep##".';
    const form = answerFormatOf(prompt);
    expect(form).toEqual({ kind: 'label_word', labels: ['##mute##', '##keep##'] });
    expect(writeVerdict(form!, '##mute##', 'r')).toBe('##mute##');
    expect(answerFormatOf('Reply with "[FLAG]" if the comment is abusive. Otherwise reply with "[OK]".')).toEqual({ kind: 'label_word', labels: ['[FLAG]', '[OK]'] });
  });

  it('reads no option from a quoted sentence that only ends on a mark', () => {
    expect(answerFormatOf('Rate the reply from 0 to 4.\n\nReply: "Thanks so much!"\nRating: 4\n\nReply: "Whatever."\nRating: 0')).not.toMatchObject({ kind: 'label_word' });
  });
});

describe('the verdict told in parentheses what it must be', () => {
  it('reads the two identifiers as the labels', () => {
    const prompt = 'Review the release note.\nUse this structure:\n1. Summary\n2. Verdict (must be: SHIP_IT or HOLD_IT)';
    expect(answerFormatOf(prompt)).toEqual({ kind: 'label_word', labels: ['SHIP_IT', 'HOLD_IT'] });
  });

  it('leaves them to the JSON object where one is asked', () => {
    expect(answerFormatOf('Return JSON: {"status": "PASS" or "FAIL"}\nThe "status" field must hold one word (either PASS or FAIL).')).toMatchObject({ kind: 'json' });
  });
});

describe('JSON keys whose colons are aligned in a column', () => {
  it('reads each key\'s options as if its colon followed it', () => {
    const prompt = 'Task: inspect the text.\nReturn ONLY valid JSON with these keys:\n  "risk"            : integer 0-100 (higher = riskier)\n  "tier"            : "low" | "medium" | "high"\n  "signals"         : array of short strings\n  "note"            : one sentence\n\nText:\n<<<hello>>>';
    expect(answerFormatOf(prompt)).toMatchObject({ kind: 'json', options: ['low', 'medium', 'high'], optionKeys: ['tier'] });
  });
});

describe('options named with bars between them after "one of:"', () => {
  it('reads each option, several words too', () => {
    expect(answerFormatOf('Classify the call. You only reply with one of: resolved | not resolved | escalate.')).toEqual({ kind: 'label_word', labels: ['resolved', 'not resolved', 'escalate'] });
  });
});
