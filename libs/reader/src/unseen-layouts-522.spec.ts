import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { demonstratedContinuation } from './demonstrated-slot';
import { judgeTemplate as judge } from './testing/judge-template';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 58 (misses of blind sets 522-529 and of the collection), each written here in new words.
describe('answer forms read at stop 58', () => {
  it('reads labelled lines that are bulleted, not numbered, but not bullets glossing the keys of a JSON object shown', () => {
    const form = answerFormatOf('Judge the pull request description.\n\nYour reply must contain:\n- Rating: an integer between 1 and 5\n- Reason: what the author should add');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'Rating:', role: 'verdict' }, { label: 'Reason:', role: 'reason' }], options: [], scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 4, 'r')).toBe('Rating: 4\nReason: r');
    // (where an object is shown, the bullets say what its keys hold)
    expect(answerFormatOf('Judge the description.\n- Rating: [1-5]\n- Notes: [what to add]\n\nAnswer with valid JSON shaped like this:\n{\n  "rating": 3,\n  "notes": "..."\n}')).toMatchObject({ kind: 'json' });
  });

  it('reads a numbered section asked with its verb and glossed after its range as the score line', () => {
    const form = answerFormatOf('Review the cover letter.\n\nWrite these sections:\n1. Fit Score: Give a number from 1 to 5 (be harsh).\n2. Summary: One sentence on the overall fit.');
    expect(form).toMatchObject({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'Fit Score:', role: 'verdict' }], scale: { min: 1, max: 5 } });
    expect(writeVerdict(form!, 2, 'r')).toBe('r\nFit Score: 2');
  });

  it('names the JSON keys after the words that ask for the score and its reason when no key is shown', () => {
    const form = answerFormatOf('Rate how readable the paragraph is, from 1 to 5.\nReturn only a JSON object.\n\nGive your rating and a short explanation as JSON.\n\nParagraph:\nThe meeting is moved to Friday.');
    expect(form).toEqual({ kind: 'json', keys: ['rating', 'explanation'], scale: { min: 1, max: 5 }, scoreKeys: ['rating'] });
    expect(writeVerdict(form!, 3, 'r')).toBe('{"rating": 3, "explanation": "r"}');
  });

  it('writes a score asked with a justification in words as a labelled line out of the top of the scale, the justification under it', () => {
    const form = answerFormatOf('Compare the translation with the source. Assign a grade between 0 and 20 for faithfulness, and include a short justification of the deductions.');
    expect(form).toMatchObject({ kind: 'score', lines: true, labels: ['Grade', 'Justification'], outOf: true });
    expect(writeVerdict(form!, 14, 'r')).toBe('Grade: 14/20\nJustification: r');
    // (a number asked alone stays bare, whatever else is said)
    expect(answerFormatOf('Assign a grade between 0 and 20 for faithfulness; give a justification only if asked. Output only the number.')).toMatchObject({ kind: 'score', lines: false });
  });

  it('reads a format announced on the line its first labelled line opens, a decimal slot written as letters', () => {
    const form = answerFormatOf('Rate the summary from 0.0 to 1.0 for coverage.\nOutput format: COVERAGE: X.XX\nWHY: one sentence');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'COVERAGE:', role: 'verdict' }, { label: 'WHY:', role: 'reason' }], options: [], scale: { min: 0, max: 1 } });
    expect(writeVerdict(form!, 0.5, 'r')).toBe('COVERAGE: 0.5\nWHY: r');
  });

  it('reads a numerical answer between two numbers as the score asked', () => {
    expect(answerFormatOf('You mark homework; all you will output is a numerical answer between 0 and 4 depending on how complete the working is.')).toEqual({ kind: 'score', scale: { min: 0, max: 4 }, lines: false });
  });

  it("writes the score under the quoted name of the reply's section that carries its range, after the reasoning", () => {
    const form = answerFormatOf("Give feedback on the student's spoken answer, organised in three sections: 'What went well', 'What to revise' and 'Clarity Score (1-5)'.");
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 }, written: ['Clarity Score (1-5): ', ''] });
    expect(writeVerdict(form!, 4, 'r')).toBe('r\nClarity Score (1-5): 4');
    // (two sections with ranges are two scores, another layout)
    expect(answerFormatOf("Organise it in three sections: 'Notes', 'Clarity (1-5)' and 'Accuracy (1-5)'.")).not.toMatchObject({ written: ['Clarity (1-5): ', ''] });
  });

  it('reads the sentences worked examples write on the line after their data as the options, written whole', () => {
    const form = demonstratedContinuation(
      'Tell whether the reply stays on topic.\nExamples:\nTopic: cooking\nReply: Salt the pasta water well.\nYes, the reply is about the topic.\n\nTopic: cooking\nReply: The match ended two all.\nNo, the reply is about something else.\n\nTopic: travel\nReply: Book the night train early.\nYes, the reply is about the topic.\n\nNow judge:\nTopic: music\nReply: Tune the guitar before the show.',
    );
    expect(form).toEqual({ kind: 'label_word', labels: ['Yes, the reply is about the topic.', 'No, the reply is about something else.'] });
    expect(writeVerdict(form!, 'No, the reply is about something else.', 'r')).toBe('No, the reply is about something else.');
  });

  it('takes a JSON key of true or false as the verdict where the options the prose names are no key\'s', () => {
    const form = answerFormatOf('Decide whether the e-mail is a sales pitch: label it either "pitch" or "not-pitch".\nAnswer in JSON exactly like this:\n{\n"summary": "what the e-mail asks for",\n"pitch": true or false\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['summary', 'pitch'], booleanKeys: ['pitch'] });
    expect(form).not.toHaveProperty('options');
    expect(writeVerdict(form!, true, 'r')).toBe('{"summary": "r", "pitch": true}');
  });

  it('reads a score line whose slot is a placeholder "out of" the top of the scale', () => {
    const form = answerFormatOf('Grade the SQL query against the task. Reply in exactly two lines:\nGRADE: N out of 5\nWHY: one sentence');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'GRADE:', role: 'verdict' }, { label: 'WHY:', role: 'reason' }], options: [], scale: { min: 0, max: 5 } });
    expect(writeVerdict(form!, 3, 'r')).toBe('GRADE: 3\nWHY: r');
  });

  it('reads options between slashes or bars on a line of their own under its label, in any language', () => {
    expect(answerFormatOf('Which summary does the reviewer prefer?\nChoices: Short | Long | Neither\nGive the name only.')).toEqual({ kind: 'label_word', labels: ['Short', 'Long', 'Neither'] });
    expect(answerFormatOf('どちらの要約が良いですか。\n選択肢: 要約A / 要約B\n選んだ名前のみを答えてください。')).toEqual({ kind: 'label_word', labels: ['要約A', '要約B'] });
    // (not a line of prose with a slash in it)
    expect(answerFormatOf('Which summary is better?\nOptions: read both, then pick one / explain nothing else at all\nGive the name only.')).not.toMatchObject({ kind: 'label_word', labels: ['read both, then pick one', 'explain nothing else at all'] });
  });

  it('reads options written bare after a label they share, and an option quoted after "the word"', () => {
    const form = answerFormatOf('Decide whether the patch compiles; reason it out, then close with either RESULT:OK or RESULT:BROKEN');
    expect(form).toEqual({ kind: 'label_word', labels: ['OK', 'BROKEN'], affix: ['RESULT:', ''] });
    expect(writeVerdict(form!, 'BROKEN', 'r')).toBe('RESULT:BROKEN');
    expect(answerFormatOf('Reply with the word "spam" or the word "ham", nothing more.')).toEqual({ kind: 'label_word', labels: ['spam', 'ham'] });
  });

  it('writes an empty list for a key glossed as a parsable list, and the score in the one number key an object shows', () => {
    const listed = answerFormatOf('Output JSON format:\n{\n    "flagged": true or false,\n    "tags": parsable list of the tags that apply, e.g. [\'a\', \'b\']\n}');
    expect(writeVerdict(listed!, true, 'r')).toBe('{"flagged": true, "tags": []}');
    const scored = answerFormatOf('Rate how urgent the ticket is. Example:\nInput: "server down"\nOutput:\n{\n  "urgency": 9.0,\n  "teams": ["ops"]\n}\nNow rate the ticket.');
    expect(scored).toMatchObject({ kind: 'json', scoreKeys: ['urgency'] });
    expect(writeVerdict(scored!, 4.5, 'r')).toBe('{"urgency": 4.5, "teams": []}');
  });

  it('reads bracketed section labels glossed in parentheses, and a rubric or format line in Korean that ends the data', () => {
    const korean = judge(null, '[정확성 평가]\n생성된 요약이 원문에 충실한지 평가하세요.\n\n[원문]\n회의는 금요일 오후 3시로 옮겨졌다.\n\n[생성된 요약 (Generated Summary)]\n회의가 금요일로 바뀌었다.\n\n평가 기준:\n- 5점: 완전히 충실함\n- 1점: 사실과 다름\n\nJSON 형식으로 응답:\n{"score": <1-5>, "reasoning": "<근거>"}');
    expect(korean.templateParts).toMatchObject({ output: '회의가 금요일로 바뀌었다.' });
    const english = judge(null, 'Check the summary against the source.\n\n[Question]\nWhen is the meeting?\n\n[Reference Answer (gold)]\nFriday at 3 pm.\n\n[Model Answer (candidate)]\nFriday.\n\nRespond in JSON: {"score": <1-5>}');
    expect(english.templateParts).toEqual({ question: 'When is the meeting?', reference: 'Friday at 3 pm.', output: 'Friday.' });
  });

  it('reads Romance labels that qualify the answer or the question, and a label of two names between a slash', () => {
    expect(readLabel('RESPOSTA DO MODELO A JULGAR').role).toBe('output');
    expect(readLabel('Réponse fournie').role).toBe('output');
    expect(readLabel('Respuesta escrita del alumno (transcrita)').role).toBe('output');
    expect(readLabel('Pregunta original presentada al alumno').role).toBe('question');
    expect(readLabel('Gabarito / pontos-chave esperados').role).toBe('reference');
    // (a bare answer stays an answer, read as the English "Answer" is)
    expect(readLabel('Resposta')).toEqual(readLabel('Answer'));
    const read = judge(null, 'Avalie se a resposta é coerente com a referência.\n\nPERGUNTA:\nQual a dose inicial?\n\nRESPOSTA DE REFERÊNCIA:\n50 mg ao dia.\n\nRESPOSTA DO MODELO A JULGAR:\n50 mg uma vez por dia.\n\nResponda apenas com o JSON {"score": <0-10>}.');
    expect(read.templateParts).toEqual({ question: 'Qual a dose inicial?', reference: '50 mg ao dia.', output: '50 mg uma vez por dia.' });
  });

  it('reads "### …###" headings of two names or glossed, the heading the prompt ends on, and instructions said to be for the AI', () => {
    const read = judge(null, '### INSTRUÇÕES PARA A IA ###\nVocê avalia a resposta de um aluno com base no gabarito.\n\n### PERGUNTA ###\nQual a capital da Austrália?\n\n### GABARITO / PONTOS-CHAVE ###\nCanberra.\n\n### RESPOSTA DO ALUNO (TRANSCRITA) ###\nacho que é Sydney\n\n### GERE O FEEDBACK AGORA ###');
    expect(read.templateParts).toEqual({ question: 'Qual a capital da Austrália?', reference: 'Canberra.', output: 'acho que é Sydney' });
    expect(read.criterion).toContain('Você avalia a resposta de um aluno');
    expect(readLabel('Instructions for the AI').role).toBe('criterion');
  });

  it('reads Korean labels of the expected answer, the input and the actual answer, and a closing request in Chinese that ends the data', () => {
    expect(readLabel('기대하는 올바른 답변').role).toBe('reference');
    expect(readLabel('AI 에이전트의 실제 답변').role).toBe('output');
    const zh = judge(null, '请判断学生的回答是否忠实于资料。\n\n问题：\n年假可以累积几天？\n\n学生的回答：\n最多10天。\n\n请评审。\n\n输出JSON：{"faithful": true 或 false}');
    expect(zh.templateParts).toMatchObject({ output: '最多10天。' });
  });
});
