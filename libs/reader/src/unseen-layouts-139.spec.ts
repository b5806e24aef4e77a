import { describe, expect, it } from 'vitest';
import { answerFormatOf, type AnswerFormat } from './answer-format';
import { readTemplateRequest } from './template-request';
import { readTemplate } from './template-sections';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 42's rules read them.
const formOf = (text: string) => answerFormatOf(text) as AnswerFormat | null;

describe('a score slot on the line the reply must end on', () => {
  it('"the last line should only be SCORE: [0/1]" is written as that line, after the reasoning', () => {
    const form = formOf('Decide whether the agent finished the job. (The last line should only be SCORE: [0/1], no other text)');
    expect(form).toMatchObject({ kind: 'score', written: ['SCORE: ', ''] });
    expect(writeVerdict(form!, 1, 'The file was saved.')).toBe('The file was saved.\nSCORE: 1');
  });

  it('…with the scale the values named for verdicts give ("1 for success, 0 for failure")', () => {
    const form = formOf('Judge the final state (1 for success, 0 for failure). The final line must be Score: <0 or 1>.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 }, written: ['Score: ', ''] });
  });

  it('a reasoning slot stated before a closing score slot labels the reasoning ("Thought: <your-reasoning>")', () => {
    const form = formOf('Begin with Thought: <your-reasoning>. Rate the summary from 1 to 5. End your reply with the format "Rating: <your-answer>"');
    expect(form).toMatchObject({ kind: 'score', written: ['Rating: ', ''], reasonLead: 'Thought: ' });
    expect(writeVerdict(form!, 4, 'Mostly faithful.')).toBe('Thought: Mostly faithful.\nRating: 4');
  });
});

describe('parts described in the system prompt, then given in the user message', () => {
  it('the system prompt\'s description of a part is not where its guidelines end: they are the template\'s own again', () => {
    const system = [
      'You grade how well a support bot handled a customer. You are given:',
      '',
      'Request: What the customer asked for.',
      'Reply: What the bot answered.',
      '',
      'Here are some guidelines for grading:',
      '1. A grade of 3 when the request was resolved.',
      '2. A grade of 1 or 2 when it was partly resolved or not at all.',
      '',
      'To do well, follow these rules:',
      '1. Start by writing Analysis: <your analysis>.',
      '2. End your answer by strictly following the format "Grade: <your-grade>"',
    ].join('\n');
    const user = 'Request:\nCancel my order 1182.\n\nReply:\nYour order 1182 is cancelled and refunded.';
    const read = readTemplateRequest(system, user);
    expect(read?.parts).toMatchObject({ question: 'Cancel my order 1182.', output: 'Your order 1182 is cancelled and refunded.' });
    expect(read?.answerForm).toMatchObject({ kind: 'score', written: ['Grade: ', ''], reasonLead: 'Analysis: ' });
    const text = `${system}\n\n${user}`;
    expect(readTemplate(text, text.lastIndexOf(user))?.instruction).toContain('End your answer by strictly following the format "Grade: <your-grade>"');
    // (the same sections in one message: the first "Reply:" section is not replaced by another message's, and keeps what it ran on over)
    expect(readTemplate(text)?.instruction).not.toContain('Grade: <your-grade>');
  });
});

describe('a JSON answer asked in a fenced code block', () => {
  it('"provide scores as JSON in a fenced code block" is written in a ```json fence', () => {
    const form = formOf('You will provide scores as JSON in a fenced code block:\n\n```json\n{\n  "accuracy": float,\n  "clarity": float\n}\n```\n\n- `accuracy`: how accurate the answer is, from 0.0 to 1.0.');
    expect(form).toMatchObject({ kind: 'json', keys: ['accuracy', 'clarity'], fenced: true });
  });

  it('options listed inside an example, closed by its parenthesis and code span, are no answer\'s options', () => {
    expect(formOf('For instance the agent picks `[id: 4] "small" (size select from: small, medium, large)`:')).toBeNull();
    expect(formOf('Choose one of: low, medium or high.')).toMatchObject({ kind: 'label_word', labels: ['low', 'medium', 'high'] });
  });
});

describe('a heading glued to the words it heads', () => {
  it('"##Provide a JSON response:" after the data ends the data and asks for the JSON', () => {
    const text = 'Score the reply from 1 to 5 for politeness.\n\nCustomer: Where is my parcel?\nReply: It left our depot this morning.\n\n##Provide a JSON response:\n{\n  "score": <1-5>,\n  "reasoning": "<explanation>"\n}';
    expect(readTemplate(text)?.parts.output).toBe('It left our depot this morning.');
  });
});

describe('a score line shown filled with a number in the format block', () => {
  it('"score: 0.0" under "respond in the format below" is the score\'s line, the line above it the reasoning\'s', () => {
    const form = formOf('Rate the reply from 0.0 to 1.0.\n\nRespond in the format below:\nthoughts: your concise thoughts on the reply\nscore: 0.0\n');
    expect(form).toMatchObject({ kind: 'lines', lines: [{ label: 'thoughts:', role: 'reason' }, { label: 'score:', role: 'verdict' }], scale: { min: 0, max: 1 } });
    expect(writeVerdict(form!, 0.8, 'Clear and correct.')).toBe('thoughts: Clear and correct.\nscore: 0.8');
  });

  it('…in a fenced block with no scale stated: the score is written as taught', () => {
    const form = formOf('Judge the tool use against the rubric above.\n\nYou will respond in the below yaml format:\n```yaml\nthoughts: "Your concise thoughts."\nscore: 0.0\n```\n');
    expect(form).toMatchObject({ kind: 'lines', lines: [{ label: 'thoughts:', role: 'reason' }, { label: 'score:', role: 'verdict' }], options: [] });
    expect(writeVerdict(form!, 0.4, 'The call was nested needlessly.')).toBe('thoughts: The call was nested needlessly.\nscore: 0.4');
    expect(writeVerdict(form!, 'pass', 'x')).toBeNull();
  });

  it('a number in a worked example with no format shown is no slot', () => {
    expect(formOf('Example:\nthoughts: fine\nscore: 0.0\n\nNow judge this one.')).not.toMatchObject({ kind: 'lines' });
  });
});

describe('options glossed one per line, then shown as a JSON key\'s value', () => {
  const text = [
    'Compare Reply A and Reply B for the request below. Pick one outcome:',
    '- reply_a: Reply A is more helpful.',
    '- reply_b: Reply B is more helpful.',
    '- tie: neither is more helpful.',
    '',
    'Respond with one JSON object:',
    '{"better": "reply_a", "why": "one sentence"}',
    '',
    'Request:',
    'How do I reset my router?',
    '',
    'Reply A:',
    'Hold the reset button for ten seconds.',
    '',
    'Reply B:',
    'Routers are networking devices.',
  ].join('\n');

  it('the key shown with one of the glossed names takes those names as its options', () => {
    const form = formOf(text);
    expect(form).toMatchObject({ kind: 'json', options: ['reply_a', 'reply_b', 'tie'], optionKeys: ['better'] });
  });

  it('a bulleted gloss of a part\'s label is the template\'s words, not the part: the later section is', () => {
    const read = readTemplate(text);
    expect(read?.parts).toMatchObject({ output: 'Hold the reset button for ten seconds.', output_b: 'Routers are networking devices.' });
    expect(read?.instruction).toContain('- reply_a: Reply A is more helpful.');
  });
});

describe('Korean section labels', () => {
  it('the rubric, the user\'s input and the agent\'s response under Korean headings, the response-format heading ending the data', () => {
    const text = '당신은 챗봇 응답을 평가하는 평가자입니다.\n\n## 평가 기준\n- 질문에 정확히 답했는가\n\n## 사용자 입력\n환불은 며칠 걸리나요?\n\n## 에이전트 응답\n보통 3~5 영업일이 걸립니다.\n\n## 응답 형식\n반드시 JSON으로만 응답하세요: {"score": 0.0~1.0, "reasoning": "근거"}';
    const read = readTemplate(text);
    expect(read?.criterion).toBe('- 질문에 정확히 답했는가');
    expect(read?.parts).toMatchObject({ question: '환불은 며칠 걸리나요?', output: '보통 3~5 영업일이 걸립니다.' });
  });
});

describe('options listed one per line in their brackets', () => {
  it('"- [Supported] if …" lines, the answer to be one of them: the words, written in their brackets', () => {
    const form = formOf('Your final answer must be one of the following, wrapped in square brackets:\n- [Grounded] if every claim is in the notes.\n- [Ungrounded] if a claim is not.\n- [Unclear] if the notes do not say.');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['Grounded', 'Ungrounded', 'Unclear'], wrap: 'brackets' });
    expect(writeVerdict(form!, 'Ungrounded', 'x')).toBe('[Ungrounded]');
  });

  it('…not a bracketed list that is no set of answers', () => {
    expect(formOf('Placeholders:\n- [NAME]: the customer name\n- [DATE]: the order date')).toBeNull();
  });
});

describe('a score whose values are glossed with what each denotes', () => {
  it('"a binary label 0 or 1, where 0 denotes wrong and 1 denotes correct" is a score from 0 to 1', () => {
    expect(formOf('Score the answer with a binary label 0 or 1, where 0 denotes wrong and 1 denotes correct.\n\nEvaluation Form (score ONLY):\n- Correctness: ')).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
  });

  it('…on the line a format shows for it ("Reward: <score>")', () => {
    expect(formOf('Assign a reward between 0 and 1, where 0 indicates incorrect and 1 indicates correct. Use the format: Reward: <score>')).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 }, lines: true, labels: ['Reward', 'Reason'] });
  });
});

describe('set 149 (reward functions in RL training code)', () => {
  it('a reply told to start with "```json" is written in a ```json fence', () => {
    expect(formOf('Start your response with a valid JSON object that starts with "```json" and ends with "```". The JSON object should contain a single key "rating" and the value should be an integer between 1 and 10.\nExample response:\n```json\n{\n"rating": 7\n}```')).toMatchObject({ kind: 'json', keys: ['rating'], fenced: true });
  });

  it('options bulleted one per line under the sentence that tells the reply to be one of them', () => {
    const form = formOf('Are the two answers equivalent?\n\nYou must respond with exactly one token on a single line:\n- SAME\n- DIFFERENT\n');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['SAME', 'DIFFERENT'] });
    expect(formOf('Things to check:\n- units\n- rounding\n')).toBeNull();
  });

  it('a whole number is written with its decimal point where the template shows the key so ({"score": 1.0})', () => {
    const form = formOf('If they are equivalent, output 1.0. If not, output 0.0.\n\nOutput the result in the following JSON format:\n{"score": 1.0} or {"score": 0.0}');
    expect(form).toMatchObject({ kind: 'json', keys: ['score'], decimalKeys: ['score'] });
    expect(writeVerdict(form!, 1, 'x')).toBe('{"score": 1.0}');
  });

  it('an all-caps format heading with a remark ("OUTPUT FORMAT (must follow exactly)") ends the data before it', () => {
    const text = 'Rate how similar the two solutions are, between 0 and 1.\n\n- Reference solution:\nx = 2\n\n- Candidate solution:\nx = 3\n\nOUTPUT FORMAT (must follow exactly)\nOutput ONLY one line:\nREWARD: <number between 0 and 1>';
    expect(readTemplate(text)?.parts).toMatchObject({ reference: 'x = 2', output: 'x = 3' });
  });
});

describe('set 148 (data-platform cookbooks)', () => {
  it('labels a shown JSON object holds as a value are that key\'s options, the object the answer', () => {
    const form = formOf('Label the generated answer as CORRECT or WRONG.\n\nQuestion: When?\nGold answer: May\nGenerated answer: in May\n\nRespond with JSON only:\n{"is_correct":"CORRECT or WRONG","reasoning":"one short sentence"}');
    expect(form).toMatchObject({ kind: 'json', options: ['CORRECT', 'WRONG'], optionKeys: ['is_correct'] });
    expect(formOf('Label the generated answer as CORRECT or WRONG. Reply with the label only.')).toMatchObject({ kind: 'label_word', labels: ['CORRECT', 'WRONG'] });
  });
});

describe('set 151 (games, education and creative apps)', () => {
  it('a JSON object asked "with fields: a, b, c" in words has those keys', () => {
    const form = formOf('Return ONLY a JSON object with fields: scores, overall, tips. scores is an object with keys: pacing, clarity. overall is 1-5. tips is an array of short strings.');
    expect(form).toMatchObject({ kind: 'json', keys: ['scores', 'overall', 'tips'], listKeys: ['tips'] });
  });
});

describe('set 152 (multi-judge panels and meta-evaluation)', () => {
  it('a labelled line shown bold whole for each option ("**DECISION: Team A** or **DECISION: Team B**") is written so', () => {
    const form = formOf('Deliver your decision in the following format:\n\n**WINNER: Model 1** or **WINNER: Model 2**\n\n**WHY:**\n[two sentences]');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['Model 1', 'Model 2'], affix: ['**WINNER: ', '**'] });
    expect(writeVerdict(form!, 'Model 2', 'x')).toBe('**WINNER: Model 2**');
  });
});

describe('set 150 (no-code workflow tools)', () => {
  it('categories listed after "one of the following categories to the text:" with commas alone are the labels', () => {
    expect(formOf('Assign one of the following categories to the provided text: Billing, Technical, Sales, Other. Respond with only the category as a single word.')).toMatchObject({ kind: 'label_word', labels: ['Billing', 'Technical', 'Sales', 'Other'] });
  });

  it('fields bulleted under "JSON with these exact fields:" are the keys', () => {
    const form = formOf('Provide your evaluation as JSON with these exact fields:\n- score: Integer 1-5\n- opinion: a short reaction\n- confidence: Float 0.0-1.0\n\nReturn ONLY a valid JSON object with these exact fields.');
    expect(form).toMatchObject({ kind: 'json', keys: ['score', 'opinion', 'confidence'] });
  });
});

describe('set 154 (structured extraction and data quality)', () => {
  it('a JSON object shown in a ```json fence "such as the following" is written in one', () => {
    expect(formOf('Output a JSON object such as the following:\n\n```json\n{\n  "content_similarity": ...,\n  "structural_similarity": ...\n}\n```\n\nThink carefully, and then output the scores.')).toMatchObject({ kind: 'json', fenced: true });
  });
});

describe('set 146 (critics inside agent frameworks)', () => {
  it('"End with … a final score from 1-10" writes the reasoning, then the score on a line named for it', () => {
    const form = formOf('Evaluate the answer on accuracy and depth. End with an overall assessment and a final score from 1-10.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, written: ['Final score: ', ''] });
    expect(writeVerdict(form!, 7, 'Accurate but shallow.')).toBe('Accurate but shallow.\nFinal score: 7');
  });
});
