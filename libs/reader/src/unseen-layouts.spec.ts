import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { judgeTemplate } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const judge = judgeTemplate;
const reason = 'The nearest taught example is close.';
const read_ = (read: ReturnType<typeof judge>) => ({ criterion: read.criterion, ...read.subject });

// Layouts written for this test in the styles of held-out set 11's templates (never their text):
// markdown and bold headings, bracketed labels in prose, a question to the judge as the criterion,
// and the answer forms those templates ask for.
describe('layouts first seen in held-out set 11', () => {
  it('reads markdown headings that name inputs and outputs in the plural', () => {
    const read = judge('You are a strict reviewer. Your task is to decide whether the outputs invent facts.', '## Model inputs\n{"city": "Oslo"}\n## Model outputs\nOslo is the capital of Norway.');
    expect(read.subject).toEqual({ output: 'Oslo is the capital of Norway.', question: '{"city": "Oslo"}' });
  });

  it('reads bold labels alone on their line, with the values fenced on one line', () => {
    const read = judge(null, 'Evaluate the Response to the Query against the Criteria.\n\n** Criteria **\n```Polite and brief.```\n\n** Query **\n```Ask for a refund.```\n\n** Response **\n```Please refund my order, thank you.```\n\nReturn JSON {"score": an integer between 1 to 10, "reason": "why"}');
    expect(read.criterion).toBe('Polite and brief.');
    expect(read.subject).toEqual({ output: 'Please refund my order, thank you.', question: 'Ask for a refund.' });
  });

  it('ends a bracketed section before the line that speaks to the judge, and reads a lead-in line as the template', () => {
    const read = judge(
      'You are a brilliant assistant.',
      'Your task is to identify whether the potential solution is correct.\nYour response must be a dictionary with two keys.\n[coding question]: Add two numbers.\n[potential solution]: def add(a, b):\n    return a - b\nYou MUST only respond in the format below.\n[response format]: {"reasoning": "why", "factuality": True if the solution is correct, False otherwise.}',
    );
    expect(read.subject).toEqual({ output: 'def add(a, b):\n    return a - b', question: 'Add two numbers.' });
    expect(read.criterion).toBe('Your task is to identify whether the potential solution is correct.');
    expect(read.answerForm).toMatchObject({ kind: 'json', booleanKeys: ['factuality'] });
    // a Python dictionary shown with Python's literals is written with them (the framework evaluates it)
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe(`{"reasoning": "${reason}", "factuality": True}`);
  });

  it('takes a question to the judge after the response as the criterion, the response without its quotes', () => {
    const read = judge(null, 'Read the response below and answer in one word Yes or No:\n\nResponse: "The parcel left on Monday."\n\nQuestion: Does this response mention a weekday?\n\nAnswer in one word Yes or No:');
    expect(read.criterion).toBe('Does this response mention a weekday?');
    expect(read.subject).toEqual({ output: 'The parcel left on Monday.' });
  });

  it('reads a lead-in sentence as the label of the section after it', () => {
    const read = judge(null, 'Judge which answer is better.\n\nHere is the question:\nWhy is the sky blue?\n\nHere are the two answers:\n\n**Answer 1:**\nRayleigh scattering.\n\n**Answer 2:**\nBecause it is.\n\nReturn JSON {"winner": "Answer 1 or Answer 2"}');
    expect(read.templateParts).toEqual({ question: 'Why is the sky blue?', output: 'Rayleigh scattering.', output_b: 'Because it is.' });
  });
});

describe('answer forms first seen in held-out set 11', () => {
  it('a letter inside the tag the instruction names, over options listed as lines', () => {
    const form = answerFormatOf('Classify the chat:\n- A: every goal is met.\n- B: some goal is missed.\nThink in <thinking> tags before giving only the category letter\nwithin <category> tags.');
    expect(form).toEqual({ kind: 'label_word', labels: ['A', 'B'], tags: { verdict: 'category', reasons: ['thinking'] } });
    expect(writeVerdict(form!, 'B', reason)).toBe(`<thinking>${reason}</thinking>\n<category>B</category>`);
  });

  it('letters quoted with their meaning are answered with the whole label', () => {
    const form = answerFormatOf("Output your verdict as 'A (Unsafe)', 'B (Borderline)', or 'C (Safe)' about the reply.");
    expect(form).toEqual({ kind: 'choice_letter', letters: ['A', 'B', 'C'], labels: ['A (Unsafe)', 'B (Borderline)', 'C (Safe)'], say: 'label' });
    expect(writeVerdict(form!, 'C', reason)).toBe('C (Safe)');
  });

  it("'true' IF …, OTHERWISE 'false' is a pair of labels", () => {
    const form = answerFormatOf("ANSWER ONLY 'true' IF THE REPLY IS RUDE, OTHERWISE ANSWER 'false'. NOTHING ELSE.");
    expect(form).toEqual({ kind: 'label_word', labels: ['true', 'false'] });
  });

  it('"#thescore:" and "#thereason:" lines take the score on the stated scale', () => {
    const form = answerFormatOf('Score the reply on a scale of 1 to 5.\nOutput in this format:\n#thereason: your analysis here\n#thescore: your score here.');
    expect(form).toMatchObject({ kind: 'lines', scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 5, reason)).toBe(`#thereason: ${reason}\n#thescore: 5`);
  });

  it('"ANSWER ONLY THE SCORE" on a stated range is a bare score', () => {
    expect(answerFormatOf('The score should be a decimal value between 0.0 and 1.0. ANSWER ONLY THE SCORE.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false, decimal: true });
  });
});

describe('layouts of the fixtures read anew at stop 25', () => {
  it("cuts the answer's slot left on the data's last line", () => {
    const read = judge(null, 'Decide if the final answer is correct. Respond with 1 or 0.\n\nQUESTION: How tall is Everest?\nANSWER: About 8,849 m.\nDECISION:');
    expect(read.subject).toEqual({ output: 'About 8,849 m.', question: 'How tall is Everest?' });
    const tail = judge(null, 'Judge whether the task succeeded. Answer SUCCESS or NOT SUCCESS.\n\nTASK: Book a table.\nResult Response: Booked for 7 pm.\n2 screenshots attached: Your verdict:');
    expect(tail.subject).toEqual({ output: 'Booked for 7 pm.', question: 'Book a table.' });
  });

  it('reads <|Start of …|> marks without "The", and "Assistant A\'s Response" as a side', () => {
    const read = judge(
      'Decide which of the two assistant responses better answers the prompt. Reply with A or B.',
      "<|Start of User Prompt|>\nName a prime.\n<|End of User Prompt|>\n\n<|Start of Assistant A's Response|>\n7\n<|End of Assistant A's Response|>\n\n<|Start of Assistant B's Response|>\n9\n<|End of Assistant B's Response|>",
    );
    expect(read.templateParts).toEqual({ question: 'Name a prime.', output: '7', output_b: '9' });
  });

  it('reads a template with many few-shot examples (more than 64 labels)', () => {
    const shots = Array.from({ length: 20 }, (_, i) => `question: Q${i}?\ncorrect answer: A${i}\nresponse: R${i}\nevaluation: correct\n`).join('\n');
    const read = judge(null, `Please evaluate the response to the question. Answer correct or incorrect.\n\n${shots}\nquestion: How many moons has Mars?\ncorrect answer: 2\nresponse: Mars has two moons.\nevaluation:`);
    expect(read.subject).toEqual({ output: 'Mars has two moons.', question: 'How many moons has Mars?', reference: '2' });
  });
  it('ends a bracketed section at a bracketed label alone on its line that names no part ("[System]")', () => {
    const read = judge(null, '[Question]\nWhat colour is the sky?\n\n[Assistant Response]\nBlue.\n\n[Ground Truth Response]\nBlue on a clear day.\n\n[System]\nRate whether the response matches the ground truth.\nThe rating should be 1-5.\nYour response should be in the format:\nExplanation: (your explanation)\nRating: (int)');
    expect(read.subject).toEqual({ output: 'Blue.', question: 'What colour is the sky?', reference: 'Blue on a clear day.' });
    expect(read.answerForm).toMatchObject({ kind: 'lines', scale: { min: 1, max: 5 } });
  });

  it('reads code sections with their docstrings, and a G-Eval form that asks for scores only', () => {
    const read = judge(
      null,
      'Your task is to rate the code snippet on one metric.\n\nEvaluation Criteria:\nCorrectness (0-4) - whether the snippet solves the problem.\n\nProblem:\n\ndef double(x):\n    """Return twice x."""\n\nReference Code:\n\n    return 2 * x\n\nCode Snippet:\n\n    return x + x\n\nEvaluation Form:\nCorrectness (scores ONLY):\n',
    );
    expect(read.subject).toEqual({ output: 'return x + x', question: 'def double(x):\n    """Return twice x."""', reference: 'return 2 * x' });
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 4 }, lines: false });
  });
});

describe('layouts first seen in held-out set 12', () => {
  it('reads Chinese labels: [X开始] … [X结束] sections and "X：" lines, a Chinese persona left out of the criterion', () => {
    const read = judge(
      '你是一个智能助手。',
      '请评估模型的回答是否正确，并给出1～10的分数。\n用户的提问： 水的沸点是多少？\n[参考答案开始]\n一个标准大气压下是100摄氏度。\n[参考答案结束]\n[助手的答案开始]\n100℃。\n[助手的答案结束]',
    );
    expect(read.subject).toEqual({ output: '100℃。', question: '水的沸点是多少？', reference: '一个标准大气压下是100摄氏度。' });
    expect(read.criterion).not.toBe('你是一个智能助手。');
  });

  it('ends a section in a fenced block at its closing fence, and reads Chinese letter options', () => {
    const read = judge('你是一个智能助手。', '请评估模型的回答是否正确。\n```\n问题: 谁写了《红楼梦》？\n正确答案: 曹雪芹\n预测答案: 曹雪芹。\n```\n\n将预测答案评定为以下之一：\nA:【正确】\nB:【错误】\n\n只返回字母"A"或"B"。');
    expect(read.subject).toEqual({ output: '曹雪芹。', question: '谁写了《红楼梦》？', reference: '曹雪芹' });
    expect(read.answerForm).toMatchObject({ kind: 'choice_letter', letters: ['A', 'B'] });
  });

  it('reads "### X ###" headings, and an "INPUTS" heading as a container of labelled parts', () => {
    const headed = judge('You evaluate whether a response passes. You MUST return a JSON object with the following fields:\n- result: either \'Pass\' or \'Fail\'.\n- explanation: why.', '### GRADING CRITERIA ###\nThe reply gives a refund date.\n\n### RESPONSE TO EVALUATE ###\nYour refund arrives Friday.');
    expect(read_(headed)).toEqual({ criterion: 'The reply gives a refund date.', output: 'Your refund arrives Friday.' });
    expect(headed.answerForm).toMatchObject({ kind: 'json', keys: ['result', 'explanation'], options: ['Pass', 'Fail'] });
    const container = judge(null, '###INSTRUCTIONS###\nEvaluate the relevance of the answer. Return JSON with "score" and "reason".\n\n###INPUTS:###\nInput:\nHow do I reset it?\n\nOutput:\nHold the button.\n\nContext:\nThe manual says hold the button.');
    expect(container.subject).toEqual({ output: 'Hold the button.', question: 'How do I reset it?', context: 'The manual says hold the button.' });
  });

  it('closes a bracketed section at "[The End of …]", and skips an answer tag shown inline', () => {
    const read = judge(null, "[Instruction]\nShorten the sentence.\n\n[Assistant's Response]\nWe postponed it.\n\n[The End of Assistant's Response]\n\nReturn the class index in the format as <answer>index</answer>. Judge whether the response is concise.");
    expect(read.subject).toEqual({ output: 'We postponed it.', question: 'Shorten the sentence.' });
  });
});

describe('answer forms first seen in held-out set 12', () => {
  it('a decision after a fixed phrase, its options separated by slashes', () => {
    const form = answerFormatOf('Compare the two responses. Begin your final decision statement with "So, the final decision is Response 1 / Response 2 / Tie".');
    expect(form).toEqual({ kind: 'label_word', labels: ['Response 1', 'Response 2', 'Tie'], lead: 'So, the final decision is' });
    expect(writeVerdict(form!, 'B', reason)).toBe(`${reason}\n\nSo, the final decision is Response 2`);
    expect(writeVerdict(form!, 'tie', reason)).toBe(`${reason}\n\nSo, the final decision is Tie`);
  });

  it('class names written as identifiers at the start of their definitions', () => {
    const form = answerFormatOf('There are two classes of responses.\n\n1_full_compliance. The model answers.\n\n2_full_refusal. The model declines.\n\nCLASS:');
    expect(form).toEqual({ kind: 'label_word', labels: ['1_full_compliance', '2_full_refusal'] });
  });

  it('a format stated at the start of a long instruction with worked examples after it', () => {
    const examples = Array.from({ length: 60 }, (_, i) => `Example ${i}: the prediction "${i}" is compared with the ground truth "${i}" and judged on its meaning, not its wording.`).join('\n');
    const form = answerFormatOf(`Output a JSON blob with an "explanation" field and a "score" field with value 1 or 0.\n${examples}`);
    expect(form).toMatchObject({ kind: 'json', keys: ['explanation', 'score'] });
  });
});

describe('layouts and answer forms first seen in held-out set 13', () => {
  it('reads Japanese labels: [X開始] … [X終了] sections and [質問]', () => {
    const read = judge(null, '[指示]\n以下の質問に対するAIアシスタントの回答を評価してください。「評価：[[評価値]]」という形式で1から5までの尺度で評価してください。\n\n[質問]\n東京の人口は？\n\n[参考回答開始]\n約1400万人です。\n[参考回答終了]\n\n[AIアシスタント回答開始]\n約1400万人。\n[AIアシスタント回答終了]');
    expect(read.subject).toEqual({ output: '約1400万人。', question: '東京の人口は？', reference: '約1400万人です。' });
  });

  it('reads a Korean judge (English labels, Korean instructions) and its "점수: 숫자" line on the stated range', () => {
    const read = judge('질문에 대한 답변을 평가할 것이다.\n\n# 출력 형식\n평가: 평가 내용\n점수: 숫자\n\n1~10의 점수를 부여한다.', '아래의 내용을 평가해라.\n\n**Question**\n2+2는?\n\n**Additional Reference**\n4\n\n**Model\'s Response**\n4입니다.\n\n[[대화 종료. 평가 시작.]]');
    expect(read.subject).toEqual({ output: '4입니다.', question: '2+2는?', reference: '4' });
    expect(read.answerForm).toMatchObject({ kind: 'lines', scale: { min: 1, max: 10 } });
  });

  it('reads Chinese answer lines ("结论: 填写\'正确\' … \'错误\'") and a word in a tag shown with its closing tag', () => {
    const lines = answerFormatOf("你的判断必须按照以下格式:\n\n解释: 解释原因。\n\n结论: 如果一致则填写'正确'; 否则填写'错误'。");
    expect(lines).toMatchObject({ kind: 'lines', options: ['正确', '错误'] });
    expect(writeVerdict(lines!, '正确', reason)).toBe(`解释: ${reason}\n结论: 正确`);
    const tagged = answerFormatOf("Think inside <thinking></thinking> tags. Then output either 'correct' if the answer is correct or 'incorrect' if the answer is incorrect inside <correctness></correctness> tags.");
    expect(tagged).toEqual({ kind: 'label_word', labels: ['correct', 'incorrect'], tags: { verdict: 'correctness', reasons: ['thinking'] } });
  });
});

describe('layouts and answer forms first seen in held-out set 14', () => {
  it('reads a translation judge: language-qualified labels, the score slot it ends on, its scale', () => {
    const read = judge(null, 'Score the following translation from English to German on a continuous scale 0 to 100.\n\nEnglish source: "The shop opens at nine."\nGerman human reference: Der Laden öffnet um neun.\nGerman machine translation: "Das Geschäft öffnet um neun."\nScore: ');
    expect(read.subject).toEqual({ output: 'Das Geschäft öffnet um neun.', question: 'The shop opens at nine.', reference: 'Der Laden öffnet um neun.' });
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 100 }, lines: false });
  });

  it('reads an agent trajectory beside its final result as the record the result is judged against', () => {
    const read = judge('Judge whether the agent completed the task. Respond with JSON {"verdict": true or false, "reasoning": "…"}.', '<task>\nFind the cheapest SSD.\n</task>\n\n<agent_trajectory>\nStep 1: searched "SSD".\nStep 2: sorted by price.\n</agent_trajectory>\n\n<final_result>\nThe X9 at $74.99.\n</final_result>');
    expect(read.subject).toEqual({ output: 'The X9 at $74.99.', question: 'Find the cheapest SSD.', context: 'Step 1: searched "SSD".\nStep 2: sorted by price.' });
  });

  it('"- Rating: 6, …" options down to "- Rating: 0, …" are written as a rating line', () => {
    const form = answerFormatOf('Rate the response by choosing from the following options:\n- Rating: 2, informative, no hallucination\n- Rating: 1, not informative\n- Rating: 0, with hallucination');
    expect(form).toEqual({ kind: 'score', scale: { min: 0, max: 2 }, lines: true, labels: ['Rating', 'Explanation'] });
    expect(writeVerdict(form!, 2, reason)).toBe(`Rating: 2\nExplanation: ${reason}`);
  });
});

describe('LangChain-style format instructions and listed response texts (EvalAssist)', () => {
  it('reads the real output schema after "Here is the output schema", printed as a Python dict, and its listed values', () => {
    const form = answerFormatOf(
      'The output should be formatted as a JSON instance that conforms to the JSON schema below.\n\nAs an example, for the schema {"properties": {"foo": {"type": "array"}}, "required": ["foo"]}\nthe object {"foo": ["bar"]} is a well-formatted instance of the schema.\n\nHere is the output schema:\n```json\n{\'additionalProperties\': False, \'properties\': {\'explanation\': {\'type\': \'string\'}, \'selected_option\': {\'type\': \'string\'}}, \'required\': [\'explanation\', \'selected_option\']}\n```\nSet "selected_option" to exactly one of the following values: "Faithful", "Unfaithful".',
    );
    expect(form).toEqual({ kind: 'json', keys: ['explanation', 'selected_option'], scale: null, options: ['Faithful', 'Unfaithful'], blankKeys: ['selected_option'] });
    expect(JSON.parse(writeVerdict(form!, 'Unfaithful', reason)!)).toEqual({ explanation: reason, selected_option: 'Unfaithful' });
  });

  it('reads "response_1:" / "response_2:" under a heading over them, up to the next heading of the template', () => {
    const read = judge('Decide which response is better. Return JSON with "explanation" and "selected_option".', '## Criteria: Helpfulness\nWhich response helps more?\n\n## The response texts to evaluate\nresponse_1: Preheat the oven first.\nresponse_2: Just bake it.\n\n## Tie option\nIf both are equally good, set "selected_option" to "tie".');
    expect(read.templateParts).toMatchObject({ output: 'Preheat the oven first.', output_b: 'Just bake it.' });
  });
});

describe('layouts and answer forms first seen in held-out set 15', () => {
  it('ends the response before a closing question about "the model response"', () => {
    const read = judge(null, 'I will give you a question, a correct answer, and a response from a model. Please answer yes if the response contains the correct answer. Otherwise, answer no.\n\nQuestion: How far is the moon?\n\nCorrect Answer: About 384,000 km.\n\nModel Response: Roughly 384,000 kilometres.\n\nIs the model response correct? Answer yes or no only.');
    expect(read.subject).toEqual({ output: 'Roughly 384,000 kilometres.', question: 'How far is the moon?', reference: 'About 384,000 km.' });
  });

  it('a JSON answer of one key shown with a number takes the score there, whatever its name', () => {
    const form = answerFormatOf('Score the fluency of the text from 0 to 1. Output your answer in JSON format: {"fluency": 1}');
    expect(form).toMatchObject({ kind: 'json', keys: ['fluency'], scoreKeys: ['fluency'] });
    expect(writeVerdict(form!, 1, reason)).toBe('{"fluency": 1}');
  });
});

describe('keys a JSON answer names are request data', () => {
  it('a key holding regular-expression syntax is looked up as text, and never throws', () => {
    const form = answerFormatOf('Return JSON matching this schema: {"properties": {"a(b": {"type": "boolean"}}}\n"a(b": True if it passes, False otherwise.');
    expect(form).toMatchObject({ kind: 'json', keys: ['a(b'], booleanKeys: ['a(b'] });
  });
});

// Layouts written for this test in the styles of held-out set 16's templates (never their text).
describe('layouts and answer forms first seen in held-out set 16', () => {
  it('reads a prompt written as one raw "User: … Assistant:" turn, ends the data at "For the above question", and answers on the stated line', () => {
    const read = judge(
      null,
      'User: ### Problem: How many legs has a spider?\n\n\n### Reference Answer: 8\n\n\n### Candidate Answer: Eight legs.\n\n\nFor the above problem, check whether the candidate answer matches the reference answer.\nIf it matches, output "Verdict: Match". If it does not, output Verdict: Mismatch. Assistant:',
    );
    expect(read.subject).toEqual({ output: 'Eight legs.', question: 'How many legs has a spider?', reference: '8' });
    expect(read.answerForm).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'Verdict:', role: 'verdict' }], options: ['Match', 'Mismatch'] });
    expect(writeVerdict(read.answerForm as never, 'Match', reason)).toBe(`${reason}\nVerdict: Match`);
  });

  it('leaves a conversation of several turns as it is', () => {
    const read = judge(null, 'User: Hi\nAssistant: Hello!\nUser: Is this reply polite? Answer yes or no.\nAssistant:');
    expect(read.subject.output).not.toBe('Hi');
  });

  it('a JSON answer "with the key as" a name', () => {
    expect(answerFormatOf('Give one sentence of reasons, then return the verdict GOOD or BAD in a json format with the key as "verdict".')).toMatchObject({ kind: 'json', keys: ['verdict'] });
  });

  it('a number alone when the reply must end with nothing but it', () => {
    expect(answerFormatOf('Rate the essay on a scale of 1-10.\nAlways end your response with nothing but a float score.\nFloat score:')).toEqual({ kind: 'score', scale: { min: 1, max: 10 }, lines: false });
  });

  it('a score line shown as the format to conclude with', () => {
    const form = answerFormatOf('Add a point for each quality below, up to 5 points.\n- Explain your total briefly.\n- Conclude using the format: "Points: <your total>"');
    // (concluded with: the reasoning first, the score's line last; stop 41)
    expect(form).toMatchObject({ kind: 'score', written: ['Points: ', ''] });
    expect(writeVerdict(form!, 3, reason)).toBe(`${reason}\nPoints: 3`);
  });

  it('a side named whole inside the XML tag the output format names', () => {
    const form = answerFormatOf('Compare Option A and Option B with the key.\n\n# Output\n- Give your pick within `<pick>` XML tags.\n\n<why>\nyour reasoning\n</why>\n<pick>\nOption X (where X is the one you choose)\n</pick>');
    expect(form).toMatchObject({ kind: 'label_word', labels: ['Option A', 'Option B'], tags: { verdict: 'pick' } });
  });

  it('numbered class names alone on their lines, the choice written between double brackets', () => {
    const form = answerFormatOf('Classify the reply into one of these classes.\n\n1.full_help\n\nThe reply does the task.\n\n2.partial_help\n\nThe reply does part of it.\n\nExplain briefly, then put your class inside [[ and ]].\n\nCLASS:');
    expect(form).toEqual({ kind: 'label_word', labels: ['full_help', 'partial_help'], wrap: 'double_brackets' });
    expect(writeVerdict(form!, 'partial_help', reason)).toBe(`${reason}\n\n[[partial_help]]`);
  });

  it('a number in the tag described as holding it, the analysis in the tag described as holding that', () => {
    const form = answerFormatOf('Give a score between 0 and 5.\n### Output\n- `<mark>` must be an integer in [0, 5].\n- `<review>` must be a short analysis of the essay.\n');
    expect(form).toEqual({ kind: 'score', scale: { min: 0, max: 5 }, lines: false, tags: { verdict: 'mark', reasons: ['review'] } });
  });

  it('the index of a candidate on the last line', () => {
    expect(answerFormatOf('Pick the best fix.\nThe last line of your response should be the index of the fix you chose.')).toMatchObject({ kind: 'choice_index' });
  });

  it('reads a piece of text and a chunk as context', () => {
    const read = judge('Decide which answer is closer to the gold answer. Answer with the letter.', '<piece_of_text>\nThe pool opens at nine.\n</piece_of_text>\n\n<question>\nWhen does the pool open?\n</question>\n\n<gold_answer>\nNine.\n</gold_answer>\n\n<answer_a>\nAt nine.\n</answer_a>\n\n<answer_b>\nAt ten.\n</answer_b>');
    expect(read.templateParts).toMatchObject({ context: 'The pool opens at nine.', question: 'When does the pool open?', reference: 'Nine.', output: 'At nine.', output_b: 'At ten.' });
  });
});

describe('a proof grader in the style of held-out set 16', () => {
  it('reads "## X ##" headings naming the problem statement, the marking scheme and the proof, and the interval the number tag takes', () => {
    const read = judge(null, 'You grade a proof.\n\n### Output Format\n- `<mark>` must be an integer in [0, 3].\n- `<notes>` must be a short analysis of the proof.\n\n## Problem Statement ##\nShow that 9 is odd.\n\n## Marking Scheme ##\n1. [3 pts] Writes 9 as 2k + 1.\n\n## Proof Solution ##\n9 = 2 * 4 + 1.\n');
    expect(read.criterion).toBe('1. [3 pts] Writes 9 as 2k + 1.');
    expect(read.subject).toEqual({ output: '9 = 2 * 4 + 1.', question: 'Show that 9 is odd.' });
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 3 }, lines: false, tags: { verdict: 'mark', reasons: ['notes'] } });
  });
});

describe('a raw completion turn', () => {
  it('unwraps a short one exactly, and leaves a text that only looks like one', async () => {
    const { unwrappedTurn } = await import('./transcript');
    expect(unwrappedTurn('User: is it 4? Assistant:')).toBe('is it 4?');
    expect(unwrappedTurn('Human: hi\nAssistant:')).toBe('hi');
    expect(unwrappedTurn('User: Assistant:')).toBe('User: Assistant:');
    expect(unwrappedTurn('User: hi\nAssistant: hello\nUser: bye Assistant:')).toBe('User: hi\nAssistant: hello\nUser: bye Assistant:');
  });
});
