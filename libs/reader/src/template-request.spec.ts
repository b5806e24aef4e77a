import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { readMessagesRequest } from './interfaces';
import { readJudgement, readRequestKey, readTaughtRequest } from './reasoning-read';
import { readLabel } from './template-labels';
import { readTemplateRequest } from './template-request';
import { judgeTemplate } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const untaught = () => undefined;
const judge = judgeTemplate;

// Templates written for this test in the styles judge prompts share, not copied from any fixture:
// the reader must read an unseen template by its labels.
describe('reading an unseen grader template by its labels', () => {
  it('reads tagged sections, the rubric as the criterion, and the JSON answer it asks for', () => {
    const read = judge(
      null,
      'You grade chatbot replies.\n<user_query>\nWhere is my parcel?\n</user_query>\n<chatbot_response>\nIt ships tomorrow.\n</chatbot_response>\n<grading_rubric>\nThe reply gives a date.\n</grading_rubric>\nReturn JSON like {"reasoning": "...", "score": 1} with a score between 0 and 1.',
    );
    expect(read.criterion).toBe('The reply gives a date.');
    expect(read.subject).toEqual({ output: 'It ships tomorrow.', question: 'Where is my parcel?' });
    expect(read.answerForm).toEqual({ kind: 'json', keys: ['reasoning', 'score'], scale: { min: 0, max: 1 }, scoreKeys: ['score'], numberKeys: ['score'] });
    expect(read.readInWords).toBe(true);
  });

  it('reads line labels with qualifiers and stops the last section before the words to the judge', () => {
    const read = judge(
      null,
      'Assess whether the ANSWER is supported by the SOURCES.\n\nQUERY (what the user asked):\nHow tall is it?\n\nSOURCES:\nThe tower is 330 m tall.\n\nANSWER:\nIt is 330 metres tall.\n\nThink carefully, then answer Yes or No.',
    );
    expect(read.subject).toEqual({ output: 'It is 330 metres tall.', question: 'How tall is it?', context: 'The tower is 330 m tall.' });
    expect(read.criterion).toBe('Assess whether the ANSWER is supported by the SOURCES.');
    expect(read.answerForm).toEqual({ kind: 'yes_no' });
  });

  it('reads a pairwise template: the two responses become one paired output, the task the question', () => {
    const read = judge(null, 'Compare the two replies.\n\n### Task\nName a fruit.\n\n### Response A\nApple\n\n### Response B\nCarrot\n\nWhich response is better? Output "[[A]]" if A is better, "[[B]]" if B is better.');
    expect(read.templateParts).toEqual({ question: 'Name a fruit.', output: 'Apple', output_b: 'Carrot' });
    expect(read.subject.output).toBe('Response A:\nApple\n\nResponse B:\nCarrot');
    expect(read.answerForm).toEqual({ kind: 'verdict_brackets', letters: ['A', 'B'] });
  });

  it('takes the data after few-shot examples, never the example, and not the empty answer slot', () => {
    const read = judge(
      null,
      'Decide if the statement is supported by the context.\n\nContext: Cats are mammals.\nStatement: Cats lay eggs.\nVerdict: No\n\nContext: The sky is blue.\nStatement: The sky is blue.\nVerdict:',
    );
    expect(read.subject).toEqual({ output: 'The sky is blue.', context: 'The sky is blue.' });
  });

  it('reads an input written as a transcript as the context, and what the user last asked as the question', () => {
    const transcript = judge(null, 'Is the reply grounded or hallucinated?\n\n<input>\nUser: Cancel my plan.\nTool call: cancel(plan=7)\nTool result: {"ok": false}\nUser: Did it work?\n</input>\n<output>\nYes, your plan is cancelled.\n</output>');
    expect(transcript.templateParts).toEqual({
      output: 'Yes, your plan is cancelled.',
      question: 'Did it work?',
      context: 'User: Cancel my plan.\nTool call: cancel(plan=7)\nTool result: {"ok": false}\nUser: Did it work?',
    });
    // One "User:" line is a question, not a transcript.
    expect(judge(null, 'Is the reply correct or incorrect?\n<input>\nUser: How tall is it?\n</input>\n<output>\n330 m.\n</output>').templateParts).toEqual({ output: '330 m.', question: 'User: How tall is it?' });
  });

  it('reads a "Text" or "Sentence" section as the input when another section is the output, else as the output', () => {
    const translation = judge(null, 'You compare a submitted translation with an expert one.\n[BEGIN DATA]\n[Sentence]: Hola.\n[Expert]: Hello.\n[Submission]: Hi.\n[END DATA]\nDo the submission and the expert answer mean the same? Answer Yes or No.');
    expect(translation.templateParts).toEqual({ question: 'Hola.', reference: 'Hello.', output: 'Hi.' });
    const alone = judge(null, 'Classify the text below: is it polite or rude?\n[BEGIN DATA]\n[Text]: Thanks a lot!\n[END DATA]\nAnswer with either "polite" or "rude".');
    expect(alone.templateParts).toEqual({ output: 'Thanks a lot!' });
  });

  it('keeps a code block in a section whole, fences and all', () => {
    const read = judge(null, 'Grade the submitted SQL against the expert answer.\n[Question]: Names of singers?\n[Expert]: SELECT Name FROM singer\n[Submission]: ```sql\nSELECT s.Name FROM singer s;\n```\nAnswer Y or N.');
    expect(read.templateParts?.output).toBe('```sql\nSELECT s.Name FROM singer s;\n```');
    // A bracketed section keeps a plain "Question:" line of its own text.
    const nested = judge(null, 'Grade the submission.\n[BEGIN DATA]\n[Question]: Database: shop.\nQuestion: How many orders?\n[Submission]: 42\n[END DATA]\nAnswer Y or N.');
    expect(nested.templateParts).toEqual({ question: 'Database: shop.\nQuestion: How many orders?', output: '42' });
  });

  it('reads slash-delimited sections, and a "Score: 0 to 3" answer template as a score on its first line', () => {
    const read = judge(
      'You are grading summaries. Answer using the entire template below.\n\nTEMPLATE:\nScore: 0 to 3, where 3 is best\nKey Point: <the key point>',
      'Is the key point included in the summary?\n\n/KEY POINT/\nFines start in March.\n/END OF KEY POINT/\n\n/SUMMARY/\nNew bus lanes open soon.\n/END OF SUMMARY/\n',
    );
    expect(read.templateParts).toEqual({ reference: 'Fines start in March.', output: 'New bus lanes open soon.' });
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 3 }, lines: true });
  });

  it('takes the template\'s own criterion when the system prompt only sets the judge up, and a score from "a single integer between 1 to 5"', () => {
    const read = judge(
      'You are an AI assistant. Your job is to compute an accurate score. You should return a single integer value between 1 to 5. You will include no other text.',
      'Politeness measures how courteous the reply is to the customer.\n\nquestion: Where is my order?\nanswer: Not my problem.\nstars:',
    );
    expect(read.criterion).toBe('Politeness measures how courteous the reply is to the customer.');
    expect(read.templateParts).toEqual({ question: 'Where is my order?', output: 'Not my problem.' });
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 1, max: 5 }, lines: false });
  });

  it('keeps the case of the JSON keys asked for, and the options a choice key takes', () => {
    const read = judge(null, 'Your task is to determine if the response answers the query.\n[Question]: q?\n[Response]: r.\n\nSelect one of the following options:\nA. It answers fully.\nB. It answers in part.\nReturn the output only in JSON format: {"Reasoning": [Reasoning], "Choice": [Selected Choice]}');
    expect(read.answerForm).toEqual({ kind: 'json', keys: ['Reasoning', 'Choice'], scale: null, options: ['A', 'B'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, 'B', 'Why.')!)).toEqual({ Reasoning: 'Why.', Choice: 'B' });
    // A pass/fail verdict has no option of its own: it is answered as taught, never mapped to a letter.
    expect(writeVerdict(read.answerForm as never, true, 'Why.')).toBeNull();
  });

  it('reads pairwise layouts: <|…|> delimiters with graded verdicts, and Instruction/Input/Response 1/2 headings', () => {
    const arena = judge(
      'Judge which answer is better. Output your final verdict with a label:\n1. Assistant A is better: [[A>B]]\n2. Tie: [[A=B]]\n3. Assistant B is better: [[B>A]]',
      '<|User Prompt|>\nName a fruit.\n\n<|The Start of Assistant A\'s Answer|>\nApple\n<|The End of Assistant A\'s Answer|>\n\n<|The Start of Assistant B\'s Answer|>\nCarrot\n<|The End of Assistant B\'s Answer|>',
    );
    expect(arena.templateParts).toEqual({ question: 'Name a fruit.', output: 'Apple', output_b: 'Carrot' });
    expect(arena.answerForm).toEqual({ kind: 'verdict_brackets', letters: ['A>B', 'A=B', 'B>A'] });
    // A graded label is written only when taught as one; a bare winner gets no invented grade.
    expect(writeVerdict(arena.answerForm as never, 'B>A', 'Why.')).toMatch(/\[\[B>A\]\]$/);
    expect(writeVerdict(arena.answerForm as never, true, 'Why.')).toBeNull();
    const alpaca = judge(null, 'Evaluate the two responses to the task.\n\n### Instruction:\nSummarize the review.\n\n### Input:\nThe kettle is great but loud.\n\n### Response 1:\nGreat but loud kettle.\n\n### Response 2:\nA kettle.\n\n### Evaluation:\n');
    expect(alpaca.templateParts).toEqual({ question: 'Summarize the review.', context: 'The kettle is great but loud.', output: 'Great but loud kettle.', output_b: 'A kettle.' });
  });

  it('ends a criteria paragraph at the next label, and a section at a line that can only speak to the judge', () => {
    const read = judge(null, 'Consider the following criteria:\nclarity: Is it clear?[Question]\nWhat is 2+2?\n[Ground truth]\nFour.\nBegin your evaluation by explaining, then rate it from 1 to 10 as "[[rating]]".\n\n[The Start of Assistant\'s Answer]\n4\n[The End of Assistant\'s Answer]');
    expect(read.criterion).toBe('clarity: Is it clear?');
    expect(read.templateParts).toEqual({ question: 'What is 2+2?', reference: 'Four.', output: '4' });
    expect(read.answerForm).toMatchObject({ kind: 'rating_brackets', scale: { min: 1, max: 10 } });
  });

  it('reads a named value (key: … value: …) by its key', () => {
    const read = judge(null, 'Grade how correct the output is.\n\nInput:\nWhat is 2+2?\n\nOutput:\n4\n\nAdditional information used by the model:\nkey: ground_truth\nvalue:\nFour.\n\nYou must return the following fields in your response in two lines:\nscore: your score from 1 to 5\njustification: your reasoning');
    expect(read.templateParts).toEqual({ question: 'What is 2+2?', output: '4', reference: 'Four.' });
  });

  it('keeps plain labels inside a heading section as that section\'s text', () => {
    const read = judge(
      null,
      '*** TASK:\nYou rate support replies.\n\n*** CRITERIA:\nRate how polite the reply is, 0 to 10.\n\n*** INPUT:\nQuestion: Where is it?\nAnswer: Go away.\n\n*** OUTPUT:\nReturn the output in a JSON format with the keys "score" and "reason".',
    );
    expect(read.templateParts).toEqual({ output: 'Question: Where is it?\nAnswer: Go away.' });
    expect(read.criterion).toBe('Rate how polite the reply is, 0 to 10.');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['score', 'reason'] });
    // Without headings, the same labels are the template's own sections.
    expect(judge(null, 'Rate how polite the reply is, 0 to 10.\n\nQuestion: Where is it?\nAnswer: Go away.\n\nReturn JSON with the keys "score" and "reason".').templateParts).toEqual({ question: 'Where is it?', output: 'Go away.' });
  });

  it('reads a template sent as the system prompt alone, and a system prompt that holds the rubric', () => {
    const alone = readMessagesRequest({ system: 'Judge the reply.\n[Question]: Hi?\n[Reply]: Hello!\n[Criterion]: The reply is polite.\nAnswer Y or N.', messages: [{ role: 'user', content: '' }], schema: null }).request;
    // "[Reply]" names the output (since held-out set 17), "[Question]" and "[Criterion]" the other parts.
    expect(readTemplateRequest(alone.criterion, '')).toMatchObject({ criterion: 'The reply is polite.', subject: { output: 'Hello!', question: 'Hi?' }, answerForm: { kind: 'y_n' } });
    const split = judge('Criteria for evaluating politeness:\n- The reply greets the user.\n\nRespond only as a number from 0 to 3.', 'PROMPT: Hi?\n\nRESPONSE: Hello there!\n\nSCORE:');
    expect(split.criterion).toBe('- The reply greets the user.');
    expect(split.subject).toEqual({ output: 'Hello there!', question: 'Hi?' });
    expect(split.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 3 }, lines: false });
  });

  it('leaves data that only happens to hold a label alone: an email with a "Summary:" line', () => {
    const read = judge('Is this email spam?', 'Summary: quarterly numbers attached.\nSee you Monday.');
    expect(read.subject).toEqual({ output: 'Summary: quarterly numbers attached.\nSee you Monday.' });
    expect(read.readInWords).toBe(false);
  });

  it('judges a rubric template with a built-in question on that question, whatever the template is filled with', () => {
    const template = (output: string) => `<rubric>\nGOOD - helpful and correct.\nBAD - unhelpful or wrong.\n</rubric>\n<output>${output}</output>\nIs the output good or bad? Answer with one label.`;
    expect(judge(null, template('First.')).criterion).toBe('Is the output good or bad?');
    expect(judge(null, template('Second, quite different.')).criterion).toBe('Is the output good or bad?');
  });
});

describe('delimiters and values in the styles of unseen templates', () => {
  it('reads begin/end marks of several styles, a tag named in prose, and a tag that only holds tagged sections', () => {
    const read = judge(
      null,
      'Check the <reply> against the <facts> and decide.\n<|begin_of_ask|>\nHow far is the moon?\n<|end_of_ask|>\n<bundle>\n<facts>\nAbout 384,000 km.\n</facts>\n</bundle>\n=====Expected Answer Begins=====\n384,000 km\n=====Expected Answer Ends=====\n<reply>\n<response>\nRoughly 384,000 kilometres.\n</response>\n</reply>\nAnswer Yes or No.',
    );
    expect(read.templateParts ?? read.subject).toEqual({ question: 'How far is the moon?', context: 'About 384,000 km.', reference: '384,000 km', output: 'Roughly 384,000 kilometres.' });
  });

  it('closes a begin mark on an end mark naming only its first word, and unquotes values in backticks', () => {
    const read = judge(null, 'Decide whether the answer is right.\n<Model Answer Begin>:\nParis\n<Model End>\n\nQuestion: `What is the capital of France?`\nAnswer Yes or No.');
    expect(read.templateParts ?? read.subject).toEqual({ output: 'Paris', question: 'What is the capital of France?' });
  });

  it('reads field markers, sides in parentheses, tag-style end marks, a "--" line under the data and a template heading after it', () => {
    const fields = judge(null, 'Judge the reply against the expected answer.\n\n[[ ## question ## ]]\nWhat is 2+2?\n\n[[ ## expected_answer ## ]]\n4\n\n[[ ## model_response ## ]]\nFour.\n\n# Tasks\nAnswer Yes or No.');
    expect(fields.templateParts ?? fields.subject).toEqual({ question: 'What is 2+2?', reference: '4', output: 'Four.' });
    const sides = judge(null, 'Pick the better output.\n# Instruction:\nName a colour.\n# Output (a):\nBlue\n# Output (b):\nA fish\n\nReply "Output (a)" or "Output (b)".');
    expect(sides.templateParts).toEqual({ question: 'Name a colour.', output: 'Blue', output_b: 'A fish' });
    const tagged = judge(null, 'Rate the reply.\n<USER_REQUEST_START>\nHi there\n</USER_REQUEST_END>\nResponse:\nHello!\n--\n\nGive a score between 1 and 5.');
    expect(tagged.templateParts ?? tagged.subject).toEqual({ question: 'Hi there', output: 'Hello!' });
  });

  it('reads a policy check: the quoted bot response is the output, the closing "Question: … (Yes or No)?" asks the judge', () => {
    const read = judge(null, 'Your task is to check if the bot response below complies with the shop policy.\n\nShop policy:\n- never promise refunds\n\nBot response: "Sure, I will refund you today."\n\nQuestion: Should the response be flagged (Yes or No)?\nAnswer:');
    expect(read.subject).toEqual({ output: 'Sure, I will refund you today.' });
    expect(read.answerForm).toEqual({ kind: 'yes_no' });
  });

  it('reads numbered sections closed by an END OF line, qualified answer labels, and a closing question about the sentence', () => {
    const read = judge(null, 'Decide whether the candidate answer is supported by the passages.\n\nPASSAGE 0:\nThe bridge opened in 1932.\nEND OF PASSAGE 0\n\nCANDIDATE ANSWER: It opened in 1932.\n\nIs the sentence supported by the passages above? Answer Yes or No.');
    expect(read.subject).toEqual({ output: 'It opened in 1932.', context: 'The bridge opened in 1932.' });
    const pair = judge(null, 'Context: The museum opens at 9.\n\nSentence: It opens at nine.\n\nIs the sentence supported by the context above? Answer Yes or No.\n\nAnswer: ');
    expect(pair.subject).toEqual({ output: 'It opens at nine.', context: 'The museum opens at 9.' });
    expect(pair.answerForm).toEqual({ kind: 'yes_no' });
  });

  it('reads numbered candidates as the pair, counted from 0 or from 1, and leaves a third unjudged', () => {
    const zero = judge(null, 'Select the better answer for the query.\n\nQuery:\nName a prime.\n\nAnswer_0:\n4\n\nAnswer_1:\n7\n\nReturn the index of the better answer.');
    expect(zero.templateParts).toEqual({ question: 'Name a prime.', output: '4', output_b: '7' });
    const tags = judge(null, 'Rate how well each text follows the instruction.\nInstruction: Name a prime.\n<text 1> 7\n<text 2> 9\n<text 3> 11\nCompare the texts and decide which is better.');
    expect(tags.templateParts).toMatchObject({ output: '7', output_b: '9' });
  });

  it('reads CamelCase tags, a label with a comment after a comma, an official answer, citations and [End of …] closes', () => {
    const tags = judge(null, 'Grade the output against the rubric.\n<UserQuery>\nHow far is Mars?\n</UserQuery>\n<ModelOutput>\nAbout 225 million km on average.\n</ModelOutput>\n<ExpectedOutput>\n225 million km\n</ExpectedOutput>\nRespond with JSON {"pass": true}.');
    expect(tags.subject).toEqual({ output: 'About 225 million km on average.', question: 'How far is Mars?', reference: '225 million km' });
    const lines = judge(null, 'Assess whether the CANDIDATE ANSWER is CORRECT or INCORRECT.\n\nThe question, for reference only: How far is Mars?\nThe OFFICIAL ANSWER: 225 million km\nCANDIDATE ANSWER TO ASSESS: About 225 million km.\n\nReply only with CORRECT or INCORRECT.');
    expect(lines.subject).toEqual({ output: 'About 225 million km.', question: 'How far is Mars?', reference: '225 million km' });
    const cited = judge(null, 'Decide whether the statement is supported by its citation.\n\nStatement: Mars is red.\n\nCitation: Iron oxide makes Mars look red.\n\nRespond as either full_support or no_support.');
    expect(cited.subject).toEqual({ output: 'Mars is red.', context: 'Iron oxide makes Mars look red.' });
    const ended = judge(null, 'Compare the two answers.\n[Question]\nName a planet.\n[Assistant 1]\nMars\n[End of Assistant 1]\n[Assistant 2]\nPluto\n[End of Assistant 2]\n[System]\nRate both on a scale of 1 to 10.');
    expect(ended.templateParts).toEqual({ question: 'Name a planet.', output: 'Mars', output_b: 'Pluto' });
  });

  it('reads a template laid out as a table: the columns by their header, the last row as the data', () => {
    const read = judge(null, 'Compare the prediction with the ground truth and give a correctness score from 0 to 1. Complete the last cell.\n\nQuestion | Ground truth | Prediction | Correctness\n--- | --- | --- | ---\nWhat is 2+2? | 4 | Four | 1.0\nCapital of Peru? | Lima | Cusco | 0.0\nHow far is Mars? | 225 million km | About 225 million km. | ');
    expect(read.subject).toEqual({ output: 'About 225 million km.', question: 'How far is Mars?', reference: '225 million km' });
  });

  it('reads records with triple-quoted values: the listed outputs are the pair, answered with their identifier', () => {
    const read = judge(null, 'Select the model with the best output.\n\n## Instruction\n\n{\n    "instruction": """Name a prime.""",\n}\n\n## Model Outputs\n\n{\n    {\n        "model_identifier": "x",\n        "output": """7"""\n    },\n    {\n        "model_identifier": "y",\n        "output": """9"""\n    }\n}\n\n## Task\n\nReply with the identifier of the best model and nothing else.');
    expect(read.templateParts).toEqual({ question: 'Name a prime.', output: '7', output_b: '9' });
    expect(read.answerForm).toEqual({ kind: 'choice_letter', letters: ['x', 'y'] });
    expect(writeVerdict(read.answerForm as never, 'A', 'r')).toBe('x');
  });

  it('reads a tag named again in a sentence after its section as a name, not a section', () => {
    const read = judge(null, 'Assess the response against the gold response.\n<patient_question>\nCan I take aspirin?\n</patient_question>\n<response>\nAsk your doctor first.\n</response>\n<gold_response>\nCheck with your doctor.\n</gold_response>\nCompare the <response> to the <gold_response> and give a score from 1 to 5.');
    expect(read.subject).toEqual({ output: 'Ask your doctor first.', question: 'Can I take aspirin?', reference: 'Check with your doctor.' });
  });

  it('reads #Label#: lines, a trailing comment slot, and a score heading after the data', () => {
    const hashed = judge('You judge summaries: does the summary contain hallucinated information? Answer Yes or No.', '#Document#: The park opens at 9.\n#Summary#: The park opens at 10.\n#Your Judgement#: ');
    expect(hashed.subject).toEqual({ output: 'The park opens at 10.', context: 'The park opens at 9.' });
    const slot = judge(null, 'Evaluate whether the answer is correct.\n\nquestion: How many moons does Mars have?\nanswer: Two, Phobos and Deimos.\ncomment:');
    expect(slot.subject).toEqual({ output: 'Two, Phobos and Deimos.', question: 'How many moons does Mars have?' });
    const heading = judge(null, 'Rate how well the output follows the instruction.\n\n# Instruction:\nName a fruit.\n\n# Output:\nApple\n\n# Score of the Output (an integer between 0 and 9):');
    expect(heading.subject).toEqual({ output: 'Apple', question: 'Name a fruit.' });
  });

  it('judges a dialogue with no label around it on its last assistant turn', () => {
    const read = judge('Act as a judge: score the last assistant response in the dialogue for helpfulness on a scale of 1 to 10.', 'The dialogue to judge:\n***\nHuman: Hi!\n\nAssistant: Hello, how can I help?\n\nHuman: Is 7 prime?\n\nAssistant: Yes, 7 is prime.\n***');
    expect(read.subject).toEqual({ output: 'Yes, 7 is prime.', question: 'Is 7 prime?', context: 'Human: Hi!\n\nAssistant: Hello, how can I help?' });
  });

  it('judges a conversation with no output section on its last turn: the assistant answer, the user turn before it, the rest as context', () => {
    const read = judge(null, 'Score the last turn of the conversation on the rubric item.\n\n# Conversation\nuser: hi\n\nassistant: hello, how can I help?\n\nuser: is 7 prime?\n\nassistant: Yes, 7 is prime.\n\n# Rubric item\nStates the right answer.\n\nReturn a json object with the fields "explanation" and "criteria_met".');
    expect(read.templateParts ?? read.subject).toEqual({ output: 'Yes, 7 is prime.', question: 'is 7 prime?', context: 'user: hi\n\nassistant: hello, how can I help?' });
  });

  it('reads a JSON-like object whose values were pasted unquoted, after few-shot examples with a second answer', () => {
    const read = judge(
      null,
      'Instructions:\nJudge whether each answer is supported by the contexts.\n\nExamples:\nInputs:\n{"questions": "Capital of Peru?", "contexts": ["Lima is the capital."], "predicted_answers": "Lima"}\nCandidate answer 2: Cusco\nInputs:\n{"questions": Who wrote Hamlet?, "contexts": [\'Hamlet is a play by Shakespeare.\'], "predicted_answers": Shakespeare wrote it.}\nOutputs:',
    );
    expect(read.templateParts ?? read.subject).toEqual({ question: 'Who wrote Hamlet?', context: "['Hamlet is a play by Shakespeare.']", output: 'Shakespeare wrote it.' });
  });
});

describe('labels', () => {
  it('reads roles, sides and answer slots by their words', () => {
    expect(readLabel('Ground truth')).toEqual({ role: 'reference', side: null });
    expect(readLabel('SEARCH RESULT')).toEqual({ role: 'context', side: null });
    expect(readLabel('Response B')).toEqual({ role: 'output_b', side: 2 });
    expect(readLabel("The Start of Assistant A's Answer")).toEqual({ role: 'output', side: 1 });
    expect(readLabel('[Instruction 1]'.slice(1, -1))).toEqual({ role: 'question', side: 1 });
    expect(readLabel('GRADE')).toEqual({ role: 'answer_slot', side: null });
    expect(readLabel('Score 1')).toEqual({ role: null, side: 1 });
    expect(readLabel('INPUT (for context only)')).toEqual({ role: 'question', side: null });
    expect(readLabel('Note')).toEqual({ role: null, side: null });
  });
});

describe('answer formats, and verdicts written in them', () => {
  const reason = 'Nearest taught example agrees.';
  it.each([
    ['Rate it on a scale of 1 to 10 as "Rating: [[5]]".', 8, /Rating: \[\[8\]\]$/],
    ['End with "[RESULT] (an integer number between 1 and 5)".', true, /\[RESULT\] 5$/],
    ["Reply with 'GRADE: $LETTER' where LETTER is one of CI.", false, /GRADE: I$/],
    ['GRADE: CORRECT or INCORRECT here', true, /^GRADE: CORRECT$/],
    ['Print only "Y" or "N" on its own line.', true, /\nY$/],
    ['Your response must be either "relevant" or "unrelated".', false, /^unrelated$/],
    ['Select one of the following options:\n(A) subset\n(B) superset\n(C) same', 'B', /^B$/],
    ['Output the index of the best text. You must output a single integer.', 1, /^1$/],
    ['Respond only as a number from 0 to 3.', 2, /^2$/],
    ['You must return two lines:\nscore: Your numerical score\njustification: Your reasoning', 4, /^score: 4\njustification: /],
    // written for this test in the styles of other graders (not copied from a fixture)
    ['Mark the reply as one of:\nA: VALID\nB: INVALID\nJust return the letter "A" or "B".', 'INVALID', /^B$/],
    ['Put the explanation inside <why> tags, then the numeric score inside <mark> tags.\n- Score 1: bad\n- Score 3: good', 3, /^<why>.+<\/why>\n<mark>3<\/mark>$/],
    ['Give a score between 1 and 5. Reply in a line with only the score, and on a separate line give your reasoning.', 5, /^5\n\S/],
    ['Answer in JSON with the following keys:\n["pass", "reason"]', true, /^\{"pass": true, "reason":/],
    ['Reply as JSON: {"label": "SPAM or HAM or UNSURE", "why": "..."}', 'HAM', /^\{"label": "HAM", "why": "[^"]+"\}$/],
    ['Finish with "[[Good]]" if the reply is polite and "[[Bad]]" if it is not.', false, /\n\[\[Bad\]\]$/],
    ['Respond with either true or false and no additional text.', false, /^false$/],
    ['The score is 0 (wrong), 1, 2, or 3 (right). Just complete the last cell of the score.', 3, /^3$/],
    ['Score each on a scale of 1 to 5. Output a single line with two values indicating the scores for Response 1 and 2, then explain.', 'B', /^1 5\n\S/],
    ['Your final answer should be either "Backed" or "Not Backed". Wrap your final answer in square brackets.', 'Not Backed', /^\[Not Backed\]$/],
    ['Use this format:\n### Critique\n[your critique]\nFinal Score: [1-5]', 4, /^.+\nFinal Score: 4$/],
    ['Answer between the tags: <T0>your thoughts</T0>, <T1>your Rating</T1>.\n## [Politeness: 1]\n## [Politeness: 4]', 4, /^<T0>.+<\/T0>\n<T1>4<\/T1>$/],
    ['Use this format:\n<why>\n[your reasoning]\n</why>\n<ok>\n[TRUE] or [FALSE]\n</ok>', 'TRUE', /<ok>TRUE<\/ok>$/],
    ['Say ONLY "Reply (a)" or "Reply (b)".', 'B', /^Reply \(b\)$/],
    ['Follow this format:\n**Critique:** <your critique>\n**Winner:** <A or B>', 'A', /^\*\*Critique:\*\* .+\n\*\*Winner:\*\* A$/],
    ['Write "OK" if the text is safe and "BLOCK" if not, as JSON {"NOTES": "...", "SCORE": "<verdict>"}.', 'BLOCK', /"SCORE": "BLOCK"/],
  ])('%s', (instruction, verdict, written) => {
    const format = answerFormatOf(instruction);
    expect(format).not.toBeNull();
    expect(writeVerdict(format!, verdict, reason)).toMatch(written);
  });

  it('never invents a verdict the format has no place for', () => {
    expect(writeVerdict({ kind: 'y_n' }, 'billing', reason)).toBeNull();
    expect(writeVerdict({ kind: 'choice_letter', letters: ['A', 'B'] }, true, reason)).toBeNull();
    expect(writeVerdict({ kind: 'json', keys: ['reason'], scale: null }, true, reason)).toBeNull();
  });
});

describe('teaching reads like judging with reasoning on', () => {
  it('a filled template taught is keyed as the same template judged', () => {
    const text = '[Task]: Greet Ann\n[Submission]: Hello Ann!\n[Criterion]: The reply greets by name.\nDoes the submission meet the criterion? Answer Y or N.';
    const request = readMessagesRequest({ system: null, messages: [{ role: 'user', content: text }], schema: null }).request;
    const taught = readTaughtRequest(request);
    const judged = readJudgement(request, true, untaught);
    expect(taught.criterion).toBe('The reply greets by name.');
    expect(taught.subject).toEqual({ output: 'Hello Ann!', question: 'Greet Ann' });
    expect(taught.requestKey).toBe(readRequestKey(judged));
  });
});
