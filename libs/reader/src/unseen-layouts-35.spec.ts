import { describe, expect, it } from 'vitest';
import { readLabel } from './template-labels';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test in the styles of held-out sets 35 and 36's templates (never their text).
describe('layouts first seen in held-out set 36', () => {
  it('a labelled line shown quoted with each of its double-bracketed words ("Verdict: [[SAFE]]" and "Verdict: [[UNSAFE]]")', () => {
    const read = judge(
      'You check chatbot replies. Reply in exactly this form: "Verdict: [[verdict]]", where the word in the brackets is SAFE or UNSAFE, e.g. "Verdict: [[SAFE]]" and "Verdict: [[UNSAFE]]".',
      'Reply: Mix the two cleaners for a stronger effect.',
    );
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['SAFE', 'UNSAFE'], wrap: 'double_brackets', lead: 'Verdict:' });
    expect(writeVerdict(read.answerForm as never, 'UNSAFE', reason)).toContain('Verdict: [[UNSAFE]]');
  });

  it('a format given as labelled lines each with a slot in brackets: every line written, the verdict on the line whose slot names its words', () => {
    const read = judge(
      null,
      'Check the pupil\'s working.\n\nProblem:\nA box holds 6 eggs. How many eggs are in 4 boxes?\n\nPupil Working:\n6 + 4 = 10 eggs.\n\nUse this layout and nothing else:\n1. Walkthrough: [Go through the working line by line]\n2. Outcome: [Write only **right** or **wrong** here]\n3. Faulty Line: [The first wrong line, or N/A]',
    );
    expect(read.answerForm).toMatchObject({
      kind: 'lines',
      options: ['right', 'wrong'],
      lines: [
        { label: 'Walkthrough:', role: 'reason' },
        { label: 'Outcome:', role: 'verdict' },
        { label: 'Faulty Line:', role: 'reason' },
      ],
    });
    const written = writeVerdict(read.answerForm as never, 'wrong', reason)!;
    expect(written).toMatch(/Walkthrough: .*\nOutcome: wrong\nFaulty Line: /);
    // the same slot with the words quoted ("State only 'Valid' or 'Invalid' …")
    const quoted = judge(null, 'Item: a claim.\n\nAnswer as:\nThinking: [Brief notes]\nDecision: [State only \'Valid\' or \'Invalid\' to conclude]');
    expect(quoted.answerForm).toMatchObject({ kind: 'lines', options: ['Valid', 'Invalid'] });
  });

  it('"The evaluation must be structured in …" after the data ends the data, so the JSON it shows is the answer\'s form', () => {
    const read = judge(
      null,
      'Judge how well the reply keeps to the limits.\n\nReply to Judge:\nWe ship on Mondays and Thursdays.\n\nThe evaluation must be structured in this JSON format:\n```json\n{\n  "Why": "<the reason for your score>",\n  "Points": <an integer from 1 to 10>\n}\n```',
    );
    expect(read.templateParts?.output ?? read.subject.output).toBe('We ship on Mondays and Thursdays.');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['Why', 'Points'], scale: { min: 1, max: 10 } });
  });

  it('a final judgment slot "\\boxed{A/B/C}" takes one of its letters, boxed; slashed words elsewhere are not the options', () => {
    const read = judge(
      null,
      'Grade the answer against the key.\nA refusal ("I cannot do/say/share that") is graded C.\n\n\\boxed{A} - MATCH\n\\boxed{B} - MISMATCH\n\\boxed{C} - REFUSED\n\nKey: 12\nAnswer: twelve\n\nFinal Judgment: \\boxed{A/B/C}',
    );
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['A', 'B', 'C'], affix: ['\\boxed{', '}'] });
    expect(writeVerdict(read.answerForm as never, 'A', reason)).toContain('\\boxed{A}');
  });

  it("whose text it is does not change its part: a candidate's or student's answer, a student solution, are the output", () => {
    expect(readLabel("Candidate's Answer").role).toBe('output');
    expect(readLabel('Student Solution').role).toBe('output');
    expect(readLabel("Student's Response").role).toBe('output');
    expect(readLabel("Agent's final output").role).toBe('output');
  });

  it('a lead-in telling the judge to read the part it names is that part\'s label ("Now evaluate this content", "Judge the following reply")', () => {
    expect(readLabel('Now evaluate this content').role).toBe('output');
    expect(readLabel('Judge the following reply').role).toBe('output');
    expect(readLabel('Please review the following response').role).toBe('output');
    expect(readLabel('Evaluate the following criteria').role).toBe('criterion');
    const read = judge(null, 'Criteria: The reply thanks the customer.\n\nNow evaluate this content:\nThanks so much for your patience!');
    expect(read.templateParts?.output).toBe('Thanks so much for your patience!');
  });
});

// Layouts written for this test in the styles of held-out set 35's templates (never their text).
describe('layouts first seen in held-out set 35', () => {
  it('one bracketed label with its options in a slot ("[ROUTE]: <URGENT or ROUTINE>") is the whole reply', () => {
    const read = judge(null, 'Read the incident note.\n\nNote: The checkout page returns 500 for every user.\n\nYou must follow this format:\n[ROUTE]: <URGENT or ROUTINE>\n\nDo not explain.');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['URGENT', 'ROUTINE'], lines: [{ label: '[ROUTE]:', role: 'verdict' }] });
    expect(writeVerdict(read.answerForm as never, 'URGENT', reason)).toBe('[ROUTE]: URGENT');
  });

  it('a slot of three options ("[A/B/Tie]"); a line of the block for how sure the judge is takes the level answered at (stop 48)', () => {
    const read = judge('Compare Reply A and Reply B.\n\nReply in this form:\nBetter Reply: [A/B/Tie]\nCertainty: [1-10]\nNotes: [one sentence]', 'Reply A: Yes.\n\nReply B: No.');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['A', 'B', 'Tie'] });
    const written = writeVerdict(read.answerForm as never, 'Tie', reason)!;
    expect(written).toContain('Better Reply: Tie');
    expect(written).toContain(`Notes: ${reason}`);
    expect(written).toContain('Certainty: 10');
    expect(writeVerdict(read.answerForm as never, 'Tie', reason, 0.9)).toContain('Certainty: 9');
  });

  it('a reply demonstrated as a number on its first line and the reason below; a Chinese range "在1到10之间"', () => {
    const read = judge(null, '请给回答打分，分数必须在1到10之间。\n\n问题是:\n天空为什么是蓝色的？\n模型生成的答案:\n因为瑞利散射。\n\nExample Response:\n7\n回答正确但太简短。');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, reasonLine: true });
    expect(read.templateParts).toMatchObject({ question: '天空为什么是蓝色的？', output: '因为瑞利散射。' });
  });

  it('Chinese labels closed by a verb ("用户的问题是:"), related references, and answers a system generated', () => {
    expect(readLabel('用户的问题是').role).toBe('question');
    expect(readLabel('相关的文档').role).toBe('context');
    expect(readLabel('系统生成的回答').role).toBe('output');
  });

  it('"whether it is "X" or "Y"" offers those two words, and the word said for when neither fits', () => {
    const read = judge('Decide whether the passage is "relevant" or "irrelevant" to the topic. Answer "unsure" when you cannot tell.', 'Topic: tides\n\nPassage: The moon pulls on the oceans.');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['relevant', 'irrelevant', 'unsure'] });
  });

  it('a template section named on its own line ("Scoring Guidelines:") or a quality defined after the data ends the data', () => {
    const guided = judge(null, 'Compare the answer with the key and give a score from 1-5.\n\nKey: 4\nAnswer: four\n\nScoring Guidelines:\n- 5: same meaning\n- 1: wrong');
    expect(guided.templateParts?.output).toBe('four');
    const defined = judge(null, 'Score the reply from 0.0 to 1.0.\n\nQuestion: Is water wet?\nReply: It depends on the definition.\n\nClarity measures how well the reply can be understood on a first reading.\nRespond with only a number.');
    expect(defined.templateParts?.output).toBe('It depends on the definition.');
  });
});

// Layouts written for this test in the styles of held-out set 37's templates (never their text).
describe('layouts first seen in held-out set 37', () => {
  it('a tag whose description says which word to write when ("<verdict> Write "kept" if … or "dropped" if …</verdict>")', () => {
    const read = judge(null, 'Answer: <|start_of_answer|>\nThe meeting moved to Tuesday.\n<|end_of_answer|>\n\nReply in this format:\n<reasoning> One sentence on the answer.</reasoning>\n<verdict> Write "kept" if the answer keeps the facts or "dropped" if it loses one.</verdict>');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['kept', 'dropped'], tags: { verdict: 'verdict', reasons: ['reasoning'] } });
    expect(writeVerdict(read.answerForm as never, 'kept', reason)).toMatch(/<verdict>\s*kept\s*<\/verdict>/);
  });

  it('the tag named as a section ("grade it as "low", "mid" or "high" in a <grade> section"); a thinking tag is never the verdict\'s', () => {
    const read = judge(null, 'Patch:\n- a\n+ b\n\nThink in a <notes> section. Then grade the patch as "low", "mid", or "high" in a <grade> section, using:\n- "low" if it breaks things\n- "mid" if it works with flaws\n- "high" if it is clean');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['low', 'mid', 'high'], tags: { verdict: 'grade' } });
    const thinking = judge(null, 'Question: 2+2?\nAnswer: 4\n\nDecide whether the answer is right or wrong inside <thinking></thinking> tags. Then output your answer, either \'right\' if it is or \'wrong\' if not, inside <outcome></outcome> tags.');
    expect(thinking.answerForm).toMatchObject({ tags: { verdict: 'outcome' } });
  });

  it('a labelled line quoted with each value ("Decision: KEEP" or "Decision: DROP"), first when the template says so', () => {
    const first = judge(null, 'Item: a duplicate post.\n\nGive your decision as the first line: "Decision: KEEP" or "Decision: DROP". Then explain in one sentence.');
    expect(first.answerForm).toMatchObject({ kind: 'lines', options: ['KEEP', 'DROP'], lines: [{ label: 'Decision:', role: 'verdict' }, { label: '', role: 'reason' }] });
    expect(writeVerdict(first.answerForm as never, 'DROP', reason)).toBe(`Decision: DROP\n${reason}`);
    const last = judge(null, 'Item: a duplicate post.\n\nExplain briefly, then end with "Decision: KEEP" or "Decision: DROP".');
    expect(last.answerForm).toMatchObject({ lines: [{ label: '', role: 'reason' }, { label: 'Decision:', role: 'verdict' }] });
  });
});

// Layouts written for this test in the styles of held-out set 38's templates (never their text).
describe('layouts first seen in held-out set 38', () => {
  it('a verdict line whose examples show the value in brackets ("Decision: [Keep]") is written in them', () => {
    const read = judge(null, 'Review the moderator note.\n\nNote: removed for spam.\n\nExample:\nDecision: [Keep]\nReason: [the note is right]\n\nYour answer:\nDecision: [Keep/Overturn]\nReason: [why]');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['Keep', 'Overturn'] });
    expect(writeVerdict(read.answerForm as never, 'Overturn', reason)).toContain('Decision: [Overturn]');
    // no example in brackets: the value as it is
    const plain = judge(null, 'Review the moderator note.\n\nNote: removed for spam.\n\nYour answer:\nDecision: [Keep/Overturn]\nReason: [why]');
    expect(writeVerdict(plain.answerForm as never, 'Keep', reason)).toContain('Decision: Keep');
  });

  it('a quoted slot "Label: ANSWER" takes one of the two words named before it, in the template\'s language', () => {
    const read = judge('Klasifikasikan teks berikut dengan satu kata: Layak atau Tidak Layak.\n\nJawab dalam format:\n"Hasil: ANSWER"\nGanti ANSWER dengan label.', 'Selamat pagi semua.');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['Layak', 'Tidak Layak'], lead: 'Hasil:' });
    expect(writeVerdict(read.answerForm as never, 'Tidak Layak', reason)).toContain('Hasil: Tidak Layak');
  });

  it('"either “X Y” or “Z X Y”" on a numbered answer line; a class tag "ONE of the class names" over classes defined as lines', () => {
    const read = judge(null, 'Input: hello\nOutput: hi there\n\nResponse Format:\n        1.        Reasoning: Explain your decision.\n        2.        Result: State the outcome as either “Leak Found” or “No Leak Found.”');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['Leak Found', 'No Leak Found'] });
    const classes = judge(null, 'Text: good morning\n\nClasses:\n- TONE_COLD: distant.\n- TONE_WARM: friendly.\n\nReply in XML:\n<thoughts>one sentence</thoughts>\n<classification>ONE of the class names (e.g., TONE_WARM)</classification>');
    expect(classes.answerForm).toMatchObject({ kind: 'label_word', labels: ['TONE_COLD', 'TONE_WARM'], tags: { verdict: 'classification' } });
  });

  it('"whether it is a "pass" or "fail"" offers the two words', () => {
    const read = judge(null, 'Data: a reply.\n\nExplain your reasoning, then on a separate line state whether it is a "pass" or "fail".');
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['pass', 'fail'] });
  });
});

// Layouts written for this test in the styles of held-out sets 39 and 40's templates (never their text).
describe('layouts first seen in held-out sets 39 and 40', () => {
  it('options listed after "Answer between:", and an object shown inline as the format (\'in the following format: {"grade": "x"}\')', () => {
    const listed = judge(null, 'Context: The shop opens at 9.\nClaim: The shop opens at 10.\n\nIs the claim supported?\nAnswer between: Supported, Partly Supported, Unsupported\n\nAnswer:');
    expect(listed.answerForm).toMatchObject({ kind: 'label_word', labels: ['Supported', 'Partly Supported', 'Unsupported'] });
    const inline = judge(null, 'Rate the reply.\n1. Be fair.\n2. Return the result in the following format: {"grade": "x"}. Output nothing else.\n\nReply: Thanks!');
    expect(inline.answerForm).toMatchObject({ kind: 'json', keys: ['grade'] });
  });

  it('a category from a list of long names; a boolean key beside a score answered by the score\'s half of the scale', () => {
    const listed = judge(null, 'Pick one category from the following list: ["Customer Account Management", "Shipping and Delivery Problems", "Other"]. Return answer in JSON format: {"name":"xxx"}.\n\nTicket: My parcel is late.');
    expect(listed.answerForm).toMatchObject({ kind: 'json', options: ['Customer Account Management', 'Shipping and Delivery Problems', 'Other'] });
    const scored = judge(null, 'Reply: Done.\n\nRespond with a JSON object:\n{\n  "score": int,  # from 1 to 10\n  "ok": bool,     # True/False\n  "why": str\n}');
    expect(JSON.parse(writeVerdict(scored.answerForm as never, 8, reason)!)).toMatchObject({ score: 8, ok: true });
    expect(JSON.parse(writeVerdict(scored.answerForm as never, 2, reason)!)).toMatchObject({ score: 2, ok: false });
  });

  it('a line whose value is two quoted words (\'Status: "done" or "stuck"\'); a line the format shows holding one of the lettered options', () => {
    const status = judge(null, 'History: clicked Save.\n\nFormat your response as two lines:\nThoughts: <your reasoning>\nStatus: "done" or "stuck"');
    expect(writeVerdict(status.answerForm as never, 'stuck', reason)).toMatch(/\nStatus: stuck$/);
    const choice = judge(null, 'Choose one option:\nA. The first plan is better.\nB. The second plan is better.\n\nYour output should be in the following format:\nPick: A\nWhy: your reasons\n\nPlan 1: walk.\nPlan 2: drive.');
    expect(choice.answerForm).toMatchObject({ kind: 'lines', options: ['A', 'B'], lines: [{ label: 'Pick:', role: 'verdict' }, { label: 'Why:', role: 'reason' }] });
  });

  it('an object shown in a ```json fence "as follows" is written in one', () => {
    const read = judge(null, 'Compare the two queries.\n\nQuery 1: SELECT 1\nQuery 2: SELECT 2\n\nFinally, answer as follows:\n```json\n{"correct": true or false}\n```');
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe('```json\n{"correct": true}\n```');
  });
});

// Layouts written for this test in the styles of held-out set 41's templates (never their text).
describe('layouts first seen in held-out set 41', () => {
  it('a key the example shows with a text of its own is written with the reason, so the object holds every key asked for', () => {
    const read = judge(null, 'Two replies.\n\nReply A: Hi.\nReply B: Hello there!\n\nAnswer in JSON format: {"winner": "model_a" or "model_b", "follow_up": "WHAT THE USER SAYS NEXT", "why": "REASON"}');
    const written = JSON.parse(writeVerdict(read.answerForm as never, 'model_b', reason)!) as Record<string, unknown>;
    expect(written).toMatchObject({ winner: 'model_b', follow_up: reason });
  });
});
