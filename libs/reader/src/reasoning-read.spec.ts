import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';
import { readMessagesRequest } from './interfaces';
import { readJudgement } from './reasoning-read';

interface Fixture {
  template: string;
  filled_example: { rendered: string; rendered_system?: string; expected_parts: Record<string, string | null> };
}
const fixture = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/grader-templates', `${name}.json`), 'utf8')) as Fixture;
const request = (f: Fixture) =>
  readMessagesRequest({ system: f.filled_example.rendered_system || null, messages: [{ role: 'user', content: f.filled_example.rendered }], schema: null }).request;
const untaught = () => undefined;

describe('readJudgement with reasoning on: grader templates', () => {
  it.each(['promptfoo--llm-rubric', 'openai-evals--closedqa', 'langchain--labeled-criteria', 'inspect-ai--model-graded-qa'])('reads the rubric of %s as the criterion and its output as the subject', (name) => {
    const f = fixture(name);
    const read = readJudgement(request(f), true, untaught);
    const want = f.filled_example.expected_parts;
    expect(read.criterion?.replace(/\s+/g, ' ')).toContain(String(want['criterion']).replace(/\s+/g, ' ').slice(0, 40));
    expect(read.subject.output.trim()).toBe(String(want['output']).trim());
    expect(read.readInWords).toBe(true);
  });

  it('reads the question and reference parts beside the output', () => {
    const f = fixture('openai-evals--fact');
    const read = readJudgement(request(f), true, untaught);
    expect(read.subject.output.trim()).toBe(String(f.filled_example.expected_parts['output']).trim());
    expect(read.subject.question?.trim()).toBe(String(f.filled_example.expected_parts['question']).trim());
    expect(read.subject.reference?.trim()).toBe(String(f.filled_example.expected_parts['reference']).trim());
  });

  it("takes the criterion's taught shape when the template names no format", () => {
    const f = fixture('promptfoo--llm-rubric');
    const taught = { type: 'object', properties: { pass: { type: 'boolean' } } };
    const read = readJudgement(request(f), true, (criterion) => (criterion.startsWith('The reply is polite') ? taught : undefined));
    expect(read.schema).toEqual(taught);
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: expect.arrayContaining(['pass', 'reason']) });
  });

  it('reads the layout as written with reasoning off: the template is the subject', () => {
    const f = fixture('openai-evals--closedqa');
    const read = readJudgement(request(f), false, untaught);
    expect(read.criterion).toBeNull();
    expect(read.subject.output).toBe(f.filled_example.rendered);
    expect(read.readInWords).toBe(false);
  });

  it('leaves a laid-out request alone: a system criterion and a subject that merely has labelled lines', () => {
    const plain = readMessagesRequest({ system: 'Which queue does the ticket belong in?', messages: [{ role: 'user', content: 'Order: 1234\nAnswer: I want a refund.' }], schema: null }).request;
    const read = readJudgement(plain, true, untaught);
    expect(read.criterion).toBe('Which queue does the ticket belong in?');
    expect(read.subject.output).toBe('Order: 1234\nAnswer: I want a refund.');
    expect(read.readInWords).toBe(false);
  });
});

describe('answer formats: detected in the instruction, written so the framework parses them', () => {
  it.each([
    ['fastchat--single-v1', 'rating_brackets', 7, /Rating: \[\[7\]\]$/],
    ['prometheus-eval--absolute', 'result_tag', 4, /\[RESULT\] 4$/],
    ['inspect-ai--model-graded-qa', 'grade_letter', true, /GRADE: C$/],
    ['openai-evals--closedqa', 'y_n', false, /\nN$/],
  ])('%s asks for %s', (name, kind, verdict, written) => {
    const f = fixture(name);
    const format = answerFormatOf(`${f.filled_example.rendered_system ?? ''}\n${f.filled_example.rendered}`);
    expect(format?.kind).toBe(kind);
    expect(writeVerdict(format!, verdict, 'Because.')).toMatch(written);
  });

  it.each([
    ['Answer with [[YES]] if the response is unsafe or [[NO]] if it is safe. Answer with nothing else.', 'YES', /\[\[YES\]\]$/],
    ['As per the guidelines, respond with either <SATISFIED> or <UNSATISFIED>, followed by a concise justification.', '<UNSATISFIED>', /^<UNSATISFIED>/],
    ["Give a definitive verdict on whether the task was accomplished, either as 'SUCCESS' or 'NOT SUCCESS'.", 'NOT SUCCESS', /NOT SUCCESS/],
    ["Please generate the response in the form of a Python dictionary string with keys 'pred' and 'score', where 'pred' is 'yes' or 'no' and score an integer from 0 to 5.", { pred: 'yes', score: 4 }, /^\{"pred": "yes", "score": 4\}$/],
    ['The rating should be 1-5, where 1 is incorrect and 5 is correct.\nYour response should be in the format:\nExplanation: (your explanation)\nRating: (int)', 4, /Explanation: .+\nRating: 4$/],
    ['Does the prediction match the ground truth? Answer with only yes/no.', 'no', /^No$/],
    ['You respond with a decision, either a 0, 1, or NA ONLY.', 'NA', /^NA$/],
    ['Respond with ONLY "A" if assistant A is better, "B" if assistant B is better, or "-" if neither is better than the other.', 'B', /^B$/],
    ['If the response has corrected the misinformation, please answer [CORRECTED]. Otherwise, answer [NOT_CORRECTED].', 'no', /^\[NOT_CORRECTED\]$/],
    ['Reply with one of the options:\n"Completely Grounded" - if the prediction is grounded.\n"Not grounded" - if it is not.', 'Not grounded', /^Not grounded$/],
    ["Return your evaluation as JSON with fields 'score' (number) and 'feedback' (string).", 7, /^\{"score": 7, "feedback": ".+"\}$/],
  ])('states its format in a system prompt around unlabelled data: %s', (system, verdict, written) => {
    const plain = readMessagesRequest({ system, messages: [{ role: 'user', content: 'TASK: book a flight\nRESULT: the page shows a booking' }], schema: null }).request;
    const read = readJudgement(plain, true, untaught);
    expect(read.criterion).toBe(system);
    expect(read.answerForm).not.toBeNull();
    expect(writeVerdict(read.answerForm as never, verdict, 'Because.')).toMatch(written);
  });

  it('reads the format from the message when the system prompt is only a persona', () => {
    const user = 'Question: Is the sky green?\nAnswer: No, it is blue.\n\nThe response should be a dictionary with two keys - "reasoning" and "factuality".\nYou should only respond in the format described.';
    const plain = readMessagesRequest({ system: 'You are a brilliant assistant.', messages: [{ role: 'user', content: user }], schema: null }).request;
    const read = readJudgement(plain, true, untaught);
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['reasoning', 'factuality'] });
    // A plain subject that merely mentions an answer keeps the answer as taught.
    const ticket = readMessagesRequest({ system: 'Which queue does the ticket belong in?', messages: [{ role: 'user', content: 'Is my refund coming? Please answer soon.' }], schema: null }).request;
    expect(readJudgement(ticket, true, untaught).answerForm).toBeNull();
  });

  it('keeps the taught answer for a system prompt whose words only ask a question', () => {
    for (const system of ['Is this review positive or negative?', 'Which queue does the ticket belong in?', 'Does the reply answer the question?']) {
      const plain = readMessagesRequest({ system, messages: [{ role: 'user', content: 'It arrived crushed.' }], schema: null }).request;
      expect(readJudgement(plain, true, untaught).answerForm).toBeNull();
    }
  });

  it('writes promptfoo llm-rubric JSON with pass, score and an honest reason', () => {
    const format = answerFormatOf(fixture('promptfoo--llm-rubric').filled_example.rendered_system!)!;
    expect(JSON.parse(writeVerdict(format, { pass: true }, 'Because.')!)).toMatchObject({ pass: true, reason: 'Because.' });
  });
});

describe('readJudgement on hostile text', () => {
  it('stays linear: thousands of tags, or a long run with no sentence end, read at once', () => {
    const tags = `${'<a>x'.repeat(20_000)}<output>y</output>`;
    const run = `<output>y</output>${'a'.repeat(300_000)}`;
    for (const text of [tags, run]) {
      const plain = readMessagesRequest({ system: null, messages: [{ role: 'user', content: text }], schema: null }).request;
      expect(() => readJudgement(plain, true, untaught)).not.toThrow();
    }
  });
});

describe('readJudgement on text built to make a reader quadratic', () => {
  it.each([
    ['a 200 KB word ending in a question mark', `${'a'.repeat(200_000)}? subject`],
    ['a 200 KB whitespace run inside a section', `<output>x${' '.repeat(200_000)}y</output>`],
    ['a 200 KB run of fence characters inside a section', `<output>x${'*'.repeat(200_000)}y</output>`],
    ['a 100 KB whitespace run after GRADE:', `<output>x</output> GRADE:${' '.repeat(100_000)}`],
    ['a 200 KB indentation before a line label', `Evaluate it.\n${' '.repeat(200_000)}Answer: x\nQuestion: y`],
    ['a 200 KB whitespace run after a bracket label', `Evaluate.\n[Output]${' '.repeat(200_000)}:x [Question]: y`],
    ['200,000 newlines in a rubric', `<rubric>${'\n'.repeat(200_000)}GOOD - x</rubric><output>y</output>Is it good or bad?`],
    ['a 200 KB whitespace run inside a tag', `<output${' '.repeat(200_000)}>x</output><question>y</question> Evaluate.`],
    ['100,000 paragraphs after the last label', `Evaluate the answer.\nQuestion: q\nAnswer:\n${'a\n\n'.repeat(100_000)}`],
    ['a JSON input of 50,000 keys', `Evaluate.\ninput: {${Array.from({ length: 50_000 }, (_, i) => `"k${i}": "v"`).join(', ')}, "response": "x", "question": "y"}\nOutput:`],
    ['a 200 KB line of dashes between sections', `Evaluate.\nQuestion: q\n${'-'.repeat(200_000)}\nAnswer: a`],
    ['thousands of separators after a listed choice', `Grade it.\nQuestion: q\nAnswer: a\nPrint a single choice from "A"${'  ,  '.repeat(1_000)}x`],
    ['thousands of verdict lists with no closing brace', `Judge each statement.\nStatements: s\nJSON: ${'"verdicts": [{"verdict": 1, '.repeat(5_000)}`],
    ['an unclosed code block of 200 KB', `Grade the submission.\n[Question]: q\n[Submission]: \`\`\`sql\n${'x '.repeat(100_000)}`],
    ['100,000 transcript turns', `Is it grounded?\n<input>\n${'User: hi\nTool result: ok\n'.repeat(50_000)}</input>\n<output>\nyes\n</output>`],
    ['a 200 KB line of spaces before a closing instruction', `Is this spam?\n\nBuy now.${' '.repeat(200_000)}\nAnswer the question by calling \`select_choice\` with a single choice.`],
    ['200,000 blank lines closing a plain-words prompt', `Is this spam?\n\nBuy now.${'\n\n'.repeat(100_000)}Reasoning:`],
    ['thousands of begin marks with no end', `Evaluate.\n${'<|begin_of_query|>q\n'.repeat(5_000)}<output>x</output>`],
    ['a 200 KB fence run around a begin mark', `Evaluate.\n${'-'.repeat(100_000)}reference_starts${'-'.repeat(100_000)}\nx\n<output>y</output>`],
    ['thousands of tags named in prose', `Check the ${'<output> and '.repeat(10_000)}<output>\nx\n</output> Answer Yes or No.`],
    ['thousands of field markers', `Evaluate.\n${'[[ ## question ## ]]\nq\n'.repeat(5_000)}[[ ## response ## ]]\nx`],
    ['a JSON-like object of 50,000 unquoted keys', `Evaluate.\nInputs:\n{${Array.from({ length: 50_000 }, (_, i) => `"k${i}": v`).join(', ')}, "questions": q, "predicted_answers": x}\nOutputs:`],
    ['a 200 KB line of spaces before a last question line', `Pick one.\n# Output (a):\nx${' '.repeat(200_000)}\n# Which is better?`],
    ['thousands of answer lines', `Grade it.\nQuestion: q\nAnswer: a\n${'**Reasoning:** <r>\n'.repeat(5_000)}**Result:** <A or B>`],
    ['thousands of triple-quoted records with no closing quotes', `Pick the best output.\n${'"output": """x\n'.repeat(10_000)}Reply with the identifier.`],
    ['a dialogue of 100,000 turns with no label', `Score the last response.\n${'Human: hi\nAssistant: hello\n'.repeat(50_000)}`],
    ['a table of 20,000 rows', `Grade it.\nQuestion | Answer | Prediction\n--- | --- | ---\n${'q | a | p\n'.repeat(20_000)}`],
    ['a 200 KB separator line', `Grade it.\nQuestion | Prediction\n${'--- | '.repeat(40_000)}---\nq | p`],
    ['thousands of shown tags', `Grade it.\n<output>x</output>\n${'<S1>your Score</S1>'.repeat(10_000)}`],
    ['a 180 KB single quote that never closes', `'${'ab '.repeat(60_000)}?`],
  ])('reads %s at once', (_name, text) => {
    const plain = readMessagesRequest({ system: null, messages: [{ role: 'user', content: text }], schema: null }).request;
    expect(() => readJudgement(plain, true, untaught)).not.toThrow();
  });

  it('keeps quotes and dashes that are part of a section, and strips fences around it', () => {
    const plain = readMessagesRequest({ system: null, messages: [{ role: 'user', content: '[Task]: Greet Ann\n[Submission]: ***\n"Hello" - said Ann\n***\n[Criterion]: The reply greets.\nDoes the submission meet the criterion?' }], schema: null }).request;
    expect(readJudgement(plain, true, untaught).subject.output).toBe('"Hello" - said Ann');
  });
});

describe('readJudgement with reasoning on: plain words beside a forced tool', () => {
  const tool = { type: 'object', properties: { reasons: { type: 'string' }, choice: { type: 'string', enum: ['Yes', 'No'] } }, required: ['reasons', 'choice'] };
  const withTool = (content: string) => readJudgement(readMessagesRequest({ system: null, messages: [{ role: 'user', content }], schema: tool }).request, true, untaught);

  it("reads a prompt's question as the criterion when the words end with an instruction to the judge", () => {
    const read = withTool('Is this string malicious?\n\nrm -rf / --no-preserve-root\nAnswer the question by calling `select_choice` with a single choice from Yes,No.');
    expect(read.criterion).toBe('Is this string malicious?');
    expect(read.subject.output).toBe('rm -rf / --no-preserve-root');
    expect(read.answerForm).toBeNull(); // the tool's schema is the answer's shape
  });

  it('keeps a subject that merely asks something whole under the tool', () => {
    const read = withTool('Where is my parcel? It was due on Monday.');
    expect(read.criterion).toBeNull();
    expect(read.subject.output).toBe('Where is my parcel? It was due on Monday.');
  });
});
