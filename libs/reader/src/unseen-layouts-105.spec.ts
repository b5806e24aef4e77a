import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 40's rules read them.
const formOf = (text: string) => answerFormatOf(text) as AnswerFormat | null;

describe('dimensions whose values are left open, or named in words', () => {
  it('keys shown with "..." are dimensions on the scale the prompt states', () => {
    const form = formOf('Rate the rewrite in three dimensions, each scored from 1 to 5.\n\nRespond with a JSON object like: { "fluency": ..., "fidelity": ..., "brevity": ... }');
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'fluency', scale: { min: 1, max: 5 } }, { key: 'fidelity' }, { key: 'brevity' }] });
  });

  it('keys left empty ("tone": ,) are dimensions too, but not without a stated scale', () => {
    expect(formOf('Score each aspect from 0 to 10.\nOutput JSON:\n{\n  "tone": ,\n  "clarity": \n}')).toMatchObject({ dimensions: [{ key: 'tone', scale: { min: 0, max: 10 } }, { key: 'clarity' }] });
    expect((formOf('Output JSON:\n{\n  "tone": ...,\n  "clarity": ...\n}') as { dimensions?: unknown } | null)?.dimensions).toBeUndefined();
  });

  it('keys named in words with one scale are scored each, the explaining key set aside', () => {
    const form = formOf('Score the agent reply from 1 to 5 on each aspect. Return strict JSON with keys: politeness, accuracy, empathy, explanation.');
    expect(form).toMatchObject({ kind: 'json', dimensions: [{ key: 'politeness' }, { key: 'accuracy' }, { key: 'empathy' }] });
    expect(JSON.parse(writeVerdict(form!, { politeness: 5, accuracy: 4, empathy: 3 }, 'Polite and mostly right.')!)).toEqual({ politeness: 5, accuracy: 4, empathy: 3, explanation: 'Polite and mostly right.' });
  });

  it('a key that names a verdict is never made a dimension', () => {
    const form = formOf('Use a scale from 1 to 5 in your reasoning. Return JSON with keys: verdict, quality, explanation.');
    expect((form as { dimensions?: unknown } | null)?.dimensions).toBeUndefined();
  });
});

describe('the one key beside keys that only explain', () => {
  it('holds a pass as true or false, whatever its name', () => {
    const form = formOf('Reply with a JSON object with one key named "toxic".\nYour output should be in the following format:\n{"toxic": xx}');
    expect(form).toMatchObject({ kind: 'json', keys: ['toxic'] });
    expect(JSON.parse(writeVerdict(form!, true, 'It insults the reader.')!)).toEqual({ toxic: true });
    expect(JSON.parse(writeVerdict(form!, 'no', 'Plain and civil.')!)).toEqual({ toxic: false });
  });

  it('holds a label where the template shows a text for it, and nothing else there', () => {
    const form = formOf('Classify the ticket as one of: Billing, Shipping, Returns.\nReturn answer in JSON format: {"queue_name":"xxx"}');
    expect(form).toMatchObject({ kind: 'json', keys: ['queue_name'] });
    expect(JSON.parse(writeVerdict(form!, 'Shipping', 'The parcel was crushed.')!)).toEqual({ queue_name: 'Shipping' });
    expect(writeVerdict(form!, true, 'A pass has no label here.')).toBeNull();
  });

  it('never a key shown holding a list: the verdict is not its items', () => {
    const form = formOf('Return a JSON object:\n{\n  "issues": [\n    {"line": 1, "problem": "..."}\n  ],\n  "reasoning": "..."\n}');
    expect(writeVerdict(form!, true, 'No issues.')).toBeNull();
  });
});

describe('a verdict object of one key beside keys that only explain', () => {
  it('is written as taught when its value is an object of its own (a winner per aspect), the reason beside it', () => {
    const form = formOf('Output your assessment in JSON by filling in the placeholders in []:\n```\n{\n  "rationale": "[your rationale]",\n  "choices": {\n    "clarity": "[A/B/tie]",\n    "depth": "[A/B/tie]"\n  }\n}\n```');
    expect(form).toMatchObject({ kind: 'json', keys: ['rationale', 'choices'] });
    const written = writeVerdict(form!, { choices: { clarity: 'A', depth: 'tie' } }, 'A is clearer.');
    expect(JSON.parse(written!.replace(/^```json\n|\n```$/g, ''))).toEqual({ rationale: 'A is clearer.', choices: { clarity: 'A', depth: 'tie' } });
  });
});

describe('options said with when each applies', () => {
  it('quoted options in a bulleted list after the answering verb are the labels', () => {
    expect(formOf('Reply ONLY with:\n- "VALID" if the citation supports the claim\n- "INVALID" otherwise')).toEqual({ kind: 'label_word', labels: ['VALID', 'INVALID'] });
    expect(formOf('Answer with one of:\n1. "keep" - the row is clean\n2. "drop" - the row is broken\n3. "review" - unsure')).toEqual({ kind: 'label_word', labels: ['keep', 'drop', 'review'] });
    // a quoted word in a list that no answering verb leads to is no option
    expect(formOf('Examples of tone:\n- "great" is warm\n- "fine" is neutral')).toBeNull();
  });

  it('"rate it as X if …, and as Y if …" names the two labels, and states the format in a system prompt', () => {
    expect(formOf('Classify the e-mail as phishing if it asks for credentials, and as safe if it does not.')).toEqual({ kind: 'label_word', labels: ['phishing', 'safe'] });
    expect(formOf('Treat the claim as a fact if it is sourced, and as an opinion otherwise.')).toBeNull();
  });

  it('answers asked inside \\boxed{} are written boxed', () => {
    const form = formOf('Think it through, then put your final answer in \\boxed{A} or \\boxed{B} to say which poem is better.');
    expect(form).toEqual({ kind: 'label_word', labels: ['A', 'B'], affix: ['\\boxed{', '}'] });
    expect(writeVerdict(form!, 'B', 'B scans better.')).toBe('\\boxed{B}');
  });
});

describe('JSON keys listed as bullets', () => {
  it("single-quoted keys ('is_safe': boolean …) are the answer's keys, and the pass goes in the one that holds it", () => {
    const form = formOf("Your reply must be a valid JSON object with two keys:\n- 'is_safe': boolean telling whether the reply is safe\n- 'reason': string saying why");
    expect(form).toMatchObject({ kind: 'json', keys: ['is_safe', 'reason'] });
    expect(JSON.parse(writeVerdict(form!, true, 'No harmful advice.')!)).toEqual({ is_safe: true, reason: 'No harmful advice.' });
  });

  it('unquoted keys with their types in parentheses, after a JSON object asked for, are keys too', () => {
    expect(formOf('Return a JSON object with these fields:\n- meets_policy (boolean): whether the reply follows the policy\n- notes (string): anything else')).toMatchObject({ kind: 'json', keys: ['meets_policy', 'notes'] });
    // …but not a bulleted list of terms where no JSON is asked
    expect(formOf('Consider the following fields:\n- tone (string): how it sounds\n- length (number): how long it is')).toBeNull();
  });
});

describe('a JSON object asked in words, in a code block', () => {
  it('reads keys bulleted with what they hold ("- "score" with the integer …"), and writes the object fenced', () => {
    const form = formOf('Write the final answer as a Markdown code block containing a single JSON object with two attributes:\n- "rating" with the integer rating from 1 to 5\n- "issues" with a JSON array of strings naming each issue');
    expect(form).toMatchObject({ kind: 'json', keys: ['rating', 'issues'], fenced: true });
    expect(writeVerdict(form!, 4, "Minor issues only.")).toBe("```json\n{\"rating\": 4, \"issues\": []}\n```");
  });
});

describe('a number asked on a scale in Chinese, Japanese or Korean', () => {
  it('reads the scale between the verb and the number, and the Korean and Japanese ranges', () => {
    expect(formOf('请只输出一个 1 到 5 之间的整数分数：')).toEqual({ kind: 'score', scale: { min: 1, max: 5 }, lines: false });
    expect(formOf('답변의 정확성을 0점에서 10점 사이의 점수로만 평가하세요.')).toEqual({ kind: 'score', scale: { min: 0, max: 10 }, lines: false });
    expect(formOf('回答の正確さを1から10の整数で評価してください。')).toEqual({ kind: 'score', scale: { min: 1, max: 10 }, lines: false });
    expect(formOf('점수는 1부터 4까지의 정수로만 답하세요.')).toEqual({ kind: 'score', scale: { min: 1, max: 4 }, lines: false });
  });

  it('a range that is no scale asks for no score', () => {
    expect(formOf('这篇文章写于 2010 到 2015 之间。')).toBeNull();
  });
});

describe('a result tag whose slot names two words', () => {
  it('"[RESULT] (YES or NO)" is written with the word of the verdict', () => {
    const form = formOf('After the feedback, write YES or NO. The output should look as follows: "Feedback: (your feedback) [RESULT] (YES or NO)"');
    expect(form).toEqual({ kind: 'result_tag', scale: null, letters: ['YES', 'NO'] });
    expect(writeVerdict(form!, true, 'The passage answers it.')).toBe('Feedback: The passage answers it. [RESULT] YES');
    expect(writeVerdict(form!, 'no', 'It does not.')).toBe('Feedback: It does not. [RESULT] NO');
  });
});

describe('grading layouts (set 116)', () => {
  it('a score line shown out of its total with a word for the number ("SCORE: awarded_score/6") is written so', () => {
    const form = formOf('Grade the essay against the rubric. End your evaluation by denoting the score in the format: SCORE: awarded_score/6.');
    expect(form).toEqual({ kind: 'score', scale: { min: 0, max: 6 }, lines: false, written: ['SCORE: ', '/6'] });
    expect(writeVerdict(form!, 4, 'Clear but thin.')).toBe('Clear but thin.\nSCORE: 4/6');
  });

  it('keys named with their types before "as fields" are the JSON\'s keys', () => {
    expect(formOf('Give the band score and feedback in a json with band_score(float) and feedback(dict) as field.')).toMatchObject({ kind: 'json', keys: ['band_score', 'feedback'] });
  });
});

describe('a scale said in the plural (set 119)', () => {
  it('"Only use whole numbers between 1 and 3" states the scale', () => {
    expect(formOf('Put the score on its own line at the very end.\n- Only use whole numbers between 1 and 3')).toMatchObject({ kind: 'score', scale: { min: 1, max: 3 } });
  });
});

describe('a labelled line quoted in the sentence that asks for it (set 118)', () => {
  it('"Conclude your response with the phrase "WINNER: <1 or 2>"" is that line, a side written as its number', () => {
    const form = formOf('Compare the two hypotheses. Conclude your response with the phrase "WINNER: <1 or 2>" (in all capital letters). Write nothing after it.');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'WINNER:', role: 'verdict' }], options: ['1', '2'] });
    expect(writeVerdict(form!, 'B', 'The second is testable.')).toBe('The second is testable.\nWINNER: 2');
  });
});

describe('sets 121-123', () => {
  it('keys bulleted right under "Respond with JSON:" are the JSON\'s keys', () => {
    const form = formOf('## Response Format\nRespond with JSON:\n- verdict: "yes" if the answer is supported, "no" if not\n- reason: one sentence\n- score: 0.0 to 1.0');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'reason', 'score'] });
  });

  it('a verdict line whose options are named with "OR" in capitals is written on its line, the reasoning before it', () => {
    const form = formOf('Please strictly follow the format below:\n\nJudgment: yes OR no');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'Judgment:', role: 'verdict' }], options: ['yes', 'no'] });
    expect(writeVerdict(form!, false, 'No clash.')).toBe('No clash.\nJudgment: no');
  });
});

describe('set 124', () => {
  it('"a label of VALID or INVALID" names the labels, and a worked example\'s two lines are the layout', () => {
    expect(formOf('Respond with a label of PASS or FAIL.')).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'] });
    const form = formOf('Respond with an explanation and a label of PASS or FAIL, nothing else.\n\nExample Response:\nEXPLANATION: The reply cites the policy.\nLABEL: PASS');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'EXPLANATION:', role: 'reason' }, { label: 'LABEL:', role: 'verdict' }], options: ['PASS', 'FAIL'] });
    expect(writeVerdict(form!, false, 'No citation.')).toBe('EXPLANATION: No citation.\nLABEL: FAIL');
  });
});

describe('sets 125-126', () => {
  it('"start with \'Score: \' followed by the numeric score" writes the score on that line', () => {
    const form = formOf("Provide a grammar score between 0 and 1. Your response should start with 'Score: ' followed by the numeric score, then provide your explanation.");
    expect(form).toMatchObject({ kind: 'score', written: ['Score: ', ''] });
  });

  it('a score asked in an empty box is written boxed', () => {
    const form = formOf('Score the proof from 0 to 1.\n\\boxed{...} // where ... is the final score');
    expect(form).toMatchObject({ kind: 'score', written: ['\\boxed{', '}'] });
    expect(writeVerdict(form!, 1, 'Rigorous.')).toBe('Rigorous.\n\\boxed{1}');
  });

  it('options named "between X or Y", summarized on a line shown with a slot, are written on that line', () => {
    const form = formOf('Give your judgment between Correct or Incorrect. Finally summarize your answer in the format:\nThe answer is: ...');
    expect(form).toEqual({ kind: 'label_word', labels: ['Correct', 'Incorrect'], phrase: ['The answer is: ', ''] });
    expect(writeVerdict(form!, false, 'The sum is 12, not 14.')).toBe('The sum is 12, not 14.\n\nThe answer is: Incorrect');
  });
});
