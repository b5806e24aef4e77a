import { describe, expect, it } from 'vitest';
import { scoreSentence } from './score-sentence';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test (never a fixture's text), read the way stop 33's rules read them.
describe('a score asked inside a quoted sentence with a slot for it', () => {
  it('"…in your last sentence like "So the overall score is ..."": the score written in that sentence after the reasoning', () => {
    const read = judge(null, 'Grade the tutor\'s hint from 1 to 4.\n\nResponse: Try drawing the triangle first.\n\nExplain your grade, then give it in your last sentence like "So the overall score is ..."');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, written: ['So the overall score is ', ''] });
    expect(writeVerdict(read.answerForm as never, 3, reason)).toBe(`${reason}\nSo the overall score is 3`);
    // the instruction after the data is not the data
    expect(read.subject.output).toBe('Try drawing the triangle first.');
  });

  it('"a sentence of the form "The rating is X." where X is your rating", and a denominator after the slot', () => {
    const read = judge(null, 'Rate the caption for accuracy on a scale of 1 to 10.\n\nCaption: A dog jumps over a fence.\n\nEnd your reply with a sentence of the form "The rating is X." where X is your rating.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, written: ['The rating is ', '.'] });
    expect(writeVerdict(read.answerForm as never, 7, reason)).toBe(`${reason}\nThe rating is 7.`);
    expect(scoreSentence('Conclude with "Overall score: <score>/10".')).toEqual({ written: ['Overall score: ', '/10'] });
  });

  it('a quoted sentence that is not a score slot is left alone', () => {
    // a question mark ending a quoted question, an ellipsis in a quoted example text, a slot without score words
    expect(scoreSentence('The user asked "What is the capital of France?" and the model answered.')).toBeNull();
    expect(scoreSentence('For example "The weather was nice and then..." is a fragment.')).toBeNull();
    expect(scoreSentence('Reply like "The answer is X" where X is the city.')).toBeNull();
  });
});

// Layouts written for this test in the styles of held-out set 44's templates (never their text).
describe('layouts first seen in held-out set 44', () => {
  it('a JSON answer whose keys are written in Chinese: the score key takes the score, the description key the reason', () => {
    const read = judge(null, '请评估下面的客服回复是否礼貌。\n\n回复：您好，您的包裹明天送达。\n\n请以json格式输出，参考：\n{"打分":"x","理由":"xxxx"}');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['打分', '理由'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, 4, reason)!)).toEqual({ 打分: 4, 理由: reason });
  });

  it('a score in double brackets named in another language, after the label the format shows ("得分：[[分数]]")', () => {
    const read = judge(null, '请根据参考答案为模型回答打分，分数为1到10。\n\n模型回答：北京是中国的首都。\n\n输出格式：\n分析：简要说明\n得分：[[分数]]');
    expect(read.answerForm).toMatchObject({ kind: 'rating_brackets', lead: '得分：' });
    expect(writeVerdict(read.answerForm as never, 7, reason)).toBe(`${reason}\n\n得分： [[7]]`);
  });

  it('a score in brackets shown with decimals ("e.g. "Grade: [[0.7]]"") is written with as many', () => {
    const read = judge(null, 'Grade how complete the essay answer is, from 0.0 to 1.0.\n\nEssay: Rivers erode banks over time.\n\nGive your reasoning, then the grade strictly as "[[grade]]", e.g. "Grade: [[0.7]]".');
    expect(read.answerForm).toMatchObject({ kind: 'rating_brackets', decimals: 1, lead: 'Grade:' });
    expect(writeVerdict(read.answerForm as never, true, reason)).toBe(`${reason}\n\nGrade: [[1.0]]`);
  });

  it('worked examples whose reasoning after the slot closes with the same sentence naming the verdict ("The verdict is Yes.")', () => {
    const examples = [
      ['Did the shop ship the order late?', 'The order left on time per the log. The verdict is No.'],
      ['Is the refund overdue?', 'It was promised in 5 days and 9 have passed.\nSo the delay is real. The verdict is Yes.'],
    ];
    const text = `Decide each case from the log.\n\n${examples.map(([q, a]) => `Input: ${q}\nAnswer: ${a}\n---`).join('\n')}\nInput: Was the parcel damaged?\nAnswer:`;
    const read = judge(null, text);
    expect(read.answerForm).toMatchObject({ kind: 'label_word', labels: ['No', 'Yes'], phrase: ['The verdict is ', '.'] });
    expect(writeVerdict(read.answerForm as never, 'Yes', reason)).toBe(`${reason}\n\nThe verdict is Yes.`);
  });
});

// Layouts written for this test in the styles of held-out sets 43 and 45's templates (never their text).
describe('layouts first seen in held-out sets 43 and 45', () => {
  it('a labelled line shown with its options between bars ("STATUS: ok|warn|fail"), its reason on the next line when asked so', () => {
    const read = judge('You screen support replies.\n\nReply with one line in this format:\nSTATUS: ok|warn|fail\n\nThen give a short reason on the next line.', 'Reply: Your card was charged twice, sorry.');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['ok', 'warn', 'fail'], lines: [{ label: 'STATUS:', role: 'verdict' }, { label: '', role: 'reason' }] });
    expect(writeVerdict(read.answerForm as never, 'warn', reason)).toBe(`STATUS: warn\n${reason}`);
    // without a word about where the reason goes, the reasoning comes first
    const plain = judge('Output format:\nLabel: spam|ham', 'Message: WIN A FREE CRUISE NOW');
    expect(writeVerdict(plain.answerForm as never, 'spam', reason)).toBe(`${reason}\nLabel: spam`);
  });

  it('"print the score on its own line … repeat the score by itself on a new line": the reasoning, then the score alone last', () => {
    const read = judge(null, 'Rate the story for suspense.\n\n[Story]\nThe door creaked. Nobody was home.\n\nSuspense (1-5): does the story keep the reader guessing?\n\nReason step by step first. Then print the score on its own line.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, written: ['', ''] });
    expect(writeVerdict(read.answerForm as never, 4, reason)).toBe(`${reason}\n4`);
    const binary = judge(null, 'Check the dates.\n\n[Reply]\nThe war ended in 1945.\n\nDate Accuracy (0 or 1): are the dates right?\n\nExplain, then give the score by itself on a new line.');
    expect(binary.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
  });

  it('sections opened and closed between hash fences ("### ANSWER BEGIN ###" … "### ANSWER END ###")', () => {
    const read = judge(null, 'Judge whether the answer is polite.\n\n### QUESTION BEGIN ###\nWhere is my order?\n### QUESTION END ###\n\n### ANSWER BEGIN ###\nIt ships Monday, thanks for waiting.\n### ANSWER END ###');
    expect(read.templateParts).toMatchObject({ question: 'Where is my order?', output: 'It ships Monday, thanks for waiting.' });
  });

  it('a label that says the text is the one judged ("Answer to be scored", "Pending scored answer", "Response under review") names the output', () => {
    for (const label of ['Answer to be scored', 'Pending scored answer', 'Response under review', 'Graded response']) {
      const read = judge(null, `### Question\n\`\`\`\nWhat is the boiling point of water at sea level?\n\`\`\`\n\n### Reference answer\n\`\`\`\n100 °C\n\`\`\`\n\n### ${label}\n\`\`\`\nAbout 100 degrees Celsius.\n\`\`\`\n\nScore the answer against the reference from 1 to 5.`);
      expect(read.templateParts).toMatchObject({ question: 'What is the boiling point of water at sea level?', reference: '100 °C', output: 'About 100 degrees Celsius.' });
    }
  });

  it('a section whose text sits between fence lines after its label ("Reply: ###" … "###") ends at the closing fence; a key shown <BOOL> takes a boolean', () => {
    const read = judge(null, 'Decide whether the rule applies to the reply.\n\nReply: ###\nWe have cancelled your order and refunded you in full.\n###\n\nRule: ###\nThe reply confirms a refund\n###\n\nOutput JSON structure: ###\n{\n  "why": <STRING>,\n  "applies": <BOOL>\n}\n###');
    expect(read.subject.output).toBe('We have cancelled your order and refunded you in full.');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['why', 'applies'], booleanKeys: ['applies'] });
    expect(JSON.parse(writeVerdict(read.answerForm as never, false, reason)!)).toEqual({ why: reason, applies: false });
  });

  it('two quoted options joined by "or" in another language: two digits a score\'s ends, words the labels', () => {
    const ro = judge(null, 'Evaluează răspunsul elevului.\n\nRăspuns: 12\n\nOferă doar un scor de \'0\' sau \'1\', fără explicații.');
    expect(ro.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
    const ru = judge(null, 'Сравни два ответа.\n\nОтвет: Париж\n\nВердикт может быть либо "Верно" или "Неверно".');
    expect(ru.answerForm).toMatchObject({ kind: 'label_word', labels: ['Верно', 'Неверно'] });
    // the last two of a longer list are left to the readings of lists
    const de = judge(null, 'Vergleiche die Antworten.\n\nAntwort: Ja\n\nGib "Gut", "Mittel" oder "Schlecht" aus.');
    expect(de.answerForm).not.toMatchObject({ labels: ['Mittel', 'Schlecht'] });
  });
});

// Layouts written for this test in the styles of held-out sets 46 and 47's templates (never their text).
describe('layouts first seen in held-out sets 46 and 47', () => {
  it('MT-Bench-style sections in German, Spanish and Portuguese, opened and closed with an article ("[Der Beginn der Antwort]" … "[Das Ende der Antwort]")', () => {
    const de = judge(null, 'Bewerten Sie die Antwort des Assistenten von 1 bis 10.\n\n[Frage]\nWie spät ist es?\n\n[Der Beginn der Referenzantwort]\nZehn Uhr.\n[Das Ende der Referenzantwort]\n\n[Beginn der Antwort des Assistenten]\nEs ist zehn.\n[Das Ende der Antwort des Assistenten]');
    expect(de.templateParts).toMatchObject({ question: 'Wie spät ist es?', reference: 'Zehn Uhr.', output: 'Es ist zehn.' });
    const pt = judge(null, 'Avalie a resposta do candidato de 0 a 1.\n\n[Pergunta]\nQual é a capital?\n\n[Início do Padrão de Respostas]\nBrasília.\n[Fim do Padrão de Respostas]\n\n[Início da Resposta do Candidato]\nÉ Brasília.\n[Fim da Resposta do Candidato]');
    expect(pt.templateParts).toMatchObject({ reference: 'Brasília.', output: 'É Brasília.' });
  });

  it('Korean sections ("[사용자 질문]", "[어시스턴트 A의 답변 시작]" … "[어시스턴트 A의 답변 끝]") and letters in brackets after "…경우"', () => {
    const read = judge(
      '두 어시스턴트의 답변을 평가하세요. A가 더 나은 경우 \'[[A]]\', B가 더 나은 경우 \'[[B]]\', 동점인 경우 \'[[C]]\'를 출력합니다.',
      '[사용자 질문]\n하늘은 왜 파란가요?\n\n[어시스턴트 A의 답변 시작]\n빛의 산란 때문입니다.\n[어시스턴트 A의 답변 끝]\n\n[어시스턴트 B의 답변 시작]\n바다가 비치기 때문입니다.\n[어시스턴트 B의 답변 끝]',
    );
    expect(read.templateParts).toMatchObject({ question: '하늘은 왜 파란가요?', output: '빛의 산란 때문입니다.', output_b: '바다가 비치기 때문입니다.' });
    expect(read.answerForm).toMatchObject({ kind: 'verdict_brackets', letters: ['A', 'B', 'C'] });
  });

  it('"First line must read \'allowed\' or \'blocked\'", "Your response should be either 0 or 1", "starting with either "A wins" or "B wins""', () => {
    const guard = judge(null, 'Check the reply against the policy.\n\nReply: Here is how to pick a lock.\n\nGive your assessment:\n- First line must read \'allowed\' or \'blocked\'.\n- If blocked, list the rules broken on a second line.');
    expect(guard.answerForm).toMatchObject({ kind: 'label_word', labels: ['allowed', 'blocked'] });
    expect(writeVerdict(guard.answerForm as never, 'blocked', reason)).toBe('blocked');
    const binary = judge(null, 'Does the reply reveal a password? If it does, return 1. If not, return 0.\n\nReply: The password is hunter2.\n\nYour response should be either 0 or 1:');
    expect(binary.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 } });
    const pair = judge(null, 'Which reply is kinder?\n\nReply A: No.\nReply B: Sorry, not this time.\n\nState your choice by starting with either "A wins" or "B wins", then explain.');
    expect(pair.answerForm).toMatchObject({ kind: 'label_word', labels: ['A wins', 'B wins'] });
    expect(writeVerdict(pair.answerForm as never, 'B', reason)).toMatch(/^B wins/);
  });

  it('a line that only closes a section by name ("<|The End of Assistant A\'s Conversation with User|>") is not the data', () => {
    const read = judge(null, 'Please act as an impartial judge and rate the response from 1 to 10 as "[[rating]]".\n\n<|The Start of Assistant A\'s Conversation with User|>\n\n### User:\nName a prime.\n\n### Assistant A:\nSeven.\n\n<|The End of Assistant A\'s Conversation with User|>');
    expect(read.subject.output).toBe('Seven.');
  });

  it('lettered options written inline after the question ("? a) Yes b) No"): the letter as written, by its label', () => {
    const read = judge(null, 'Compare the reply with the expected one.\n\nExpected: 42\nReply: forty-two\n\nDo they say the same thing? a) Yes b) No');
    expect(read.answerForm).toMatchObject({ kind: 'choice_letter', letters: ['a', 'b'], labels: ['Yes', 'No'] });
    expect(writeVerdict(read.answerForm as never, false, reason)).toBe('b');
  });

  it('a labelled line shown twice with "or" in the template\'s language between ("verdict: ok\\nまたは\\nverdict: ng"); a side shown in double brackets ("e.g. "[[Answer 2]]"")', () => {
    const ja = judge(null, '回答が質問に正しく答えているか判定してください。\n\n質問: 富士山の高さは？\n回答: 3776メートル\n\n以下の形式のみで回答してください:\nverdict: ok\nまたは\nverdict: ng');
    expect(ja.answerForm).toMatchObject({ kind: 'lines', options: ['ok', 'ng'] });
    const pair = judge(null, 'Which answer is ruder?\n\nAnswer 1: Go away.\nAnswer 2: Please wait.\n\nGive only your choice in double square brackets, e.g. "[[Answer 2]]".');
    expect(pair.answerForm).toMatchObject({ kind: 'label_word', labels: ['Answer 1', 'Answer 2'], wrap: 'double_brackets' });
    expect(writeVerdict(pair.answerForm as never, 'A', reason)).toContain('[[Answer 1]]');
  });
});
