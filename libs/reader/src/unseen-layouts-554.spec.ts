import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { readLabel } from './template-labels';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 59 (misses of blind sets 554-562), each written here in new words.
describe('answer forms read at stop 59', () => {
  it('reads the labelled line shown with each of its values after a report whose own labelled lines show one value', () => {
    const prompt =
      'Build report:\n  Step: compile\n  Result: ok\n  Warnings: 3\n\nLook over the merge request. Close your answer with exactly one of:\n  DECISION: MERGE\n  DECISION: HOLD\nWhen HOLD, say what blocks it.';
    const form = answerFormatOf(prompt);
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '', role: 'reason' }, { label: 'DECISION:', role: 'verdict' }], options: ['MERGE', 'HOLD'] });
    expect(writeVerdict(form!, 'MERGE', 'r')).toBe('r\nDECISION: MERGE');
    // (a report alone, each label with one value, asks for no line)
    expect(answerFormatOf('Build report:\n  Step: compile\n  Result: ok\n\nReply with the report above.')).toBeNull();
  });

  it('reads the same labelled line bulleted with each of its values', () => {
    expect(answerFormatOf('Assess the pull request. Reply with one of the following lines:\n- Status: accepted\n- Status: rejected')).toEqual({
      kind: 'lines',
      lines: [{ label: '', role: 'reason' }, { label: 'Status:', role: 'verdict' }],
      options: ['accepted', 'rejected'],
    });
  });

  it("answers a rubric of yes/no questions in the JSON object the prompt's closing instruction shows", () => {
    const read = judge(
      null,
      'You grade a pull request.\n\nDIFF:\n+ const total = items.length;\n\nCHECKLIST (answer YES or NO for each):\n1. Does it build? (YES/NO)\n2. Are the names clear? (YES/NO)\n\nReturn ONLY valid JSON in this exact format:\n{\n  "decision": "merge|hold",\n  "why": "one sentence"\n}',
    );
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['decision', 'why'], options: ['merge', 'hold'] });
    // (a question closed by its hint alone is still answered yes or no)
    expect(judge(null, 'Is this review positive? (yes/no)\n\n"Loved every minute of it."').answerForm).toMatchObject({ kind: 'yes_no' });
  });

  it('reads a diff or a patch under review as the output judged', () => {
    const read = judge(null, 'Review the change for bugs.\n\n## Task\nCount the items in the basket.\n\n## Suggested Patch\n```\n+ const total = items.length;\n```\n\nEnd with DECISION: MERGE or DECISION: HOLD.');
    expect(read.templateParts).toEqual({ question: 'Count the items in the basket.', output: '+ const total = items.length;' });
    expect(read.criterion).toBe('Review the change for bugs.');
  });

  it("ends the data before the label of media sent beside the text ('2 screenshots at the end:')", () => {
    const read = judge('You check whether a web agent finished its task. Answer SUCCESS or NOT SUCCESS.', 'TASK: Find the opening hours of the museum.\nResult Response: It opens at 9 am.\n2 screenshots at the end: ');
    expect(read.templateParts).toMatchObject({ question: 'Find the opening hours of the museum.', output: 'It opens at 9 am.' });
  });

  it('reads a part shown as an example in the instructions as none of the data', () => {
    expect(readLabel('example query').role).toBeNull();
    expect(readLabel('Sample answer').role).toBeNull();
    expect(readLabel('Example of an output').role).toBeNull();
    // (the parts themselves keep their roles)
    expect(readLabel('User Query').role).toBe('question');
    expect(readLabel('Answer').role).toBe('output');
  });

  it('reads the object shown under a bare "Return:" line whole, a list of objects inside it', () => {
    const form = answerFormatOf('Check the headline against the article.\n\nReturn:\n{\n  "verdict":"TRUE|FALSE|UNCLEAR",\n  "sources":[{"name":"...","link":"..."}],\n  "note":"<=20 words"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'sources', 'note'], options: ['TRUE', 'FALSE', 'UNCLEAR'], optionKeys: ['verdict'] });
  });

  it('reads an aggregate placeholder that states its range as one of the nested scores', () => {
    const form = answerFormatOf('Rate the answer.\nGive your ratings in this JSON format:\n{\n  "ratings": {\n    "clarity": <score 0-10>,\n    "depth": <score 0-10>,\n    "overall": <mean score 0-10>\n  },\n  "notes": "what to improve"\n}');
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'ratings', dimensions: [{ key: 'clarity' }, { key: 'depth' }, { key: 'overall', integer: false }] } });
  });

  it('reads options written together between bars in one quoted or bracketed slot', () => {
    expect(answerFormatOf('Decide whether the two addresses name the same place.\n\n## Output\nOutput only your decision as "Same|Different", nothing else.')).toEqual({ kind: 'label_word', labels: ['Same', 'Different'] });
    expect(answerFormatOf('Decide whether the two addresses name the same place.\n\n## Reply format:\n[Same|Different]')).toEqual({ kind: 'label_word', labels: ['Same', 'Different'] });
    const read = judge(null, '# Task\nDecide whether the two addresses name the same place.\n\n# Output\nOutput only your decision as "Same|Different".\n\n[Address 1]\n10 Downing St, London\n\n[Address 2]\n10 Downing Street, Westminster');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['Same', 'Different'] });
  });

  it('reads a labelled line quoted with a mark for its number, asked after the verb, on the scale the levels state', () => {
    const form = answerFormatOf('Grade the match between the job and the CV:\n0 = unrelated\n1 = partly\n2 = strong\n\nThink briefly, then write your answer as "Match: X".');
    expect(form).toEqual({ kind: 'score', scale: { min: 0, max: 2 }, lines: false, written: ['Match: ', ''] });
    expect(writeVerdict(form!, 2, 'r')).toContain('Match: 2');
  });

  it('reads the words in capitals that open the line under each conditional answering verb', () => {
    const form = answerFormatOf('Compare the invoice with the order.\n\nIf the totals differ, respond with:\nMISMATCH|<amount>|<which line>\n\nIf they agree, respond with:\nMATCH');
    expect(form).toEqual({ kind: 'label_word', labels: ['MISMATCH', 'MATCH'] });
  });

  it('reads the keys of the object announced, not those of an inner object whose value says "JSON"', () => {
    const form = answerFormatOf('Grade the extraction.\n\nGive your evaluation in the following JSON format:\n\n```json\n{\n  "total": 8.5,\n  "parts": {\n    "layout": {\n      "score": 9.0,\n      "note": "Clean JSON with the fields nested."\n    },\n    "values": {\n      "score": 8.0,\n      "note": "One value misread."\n    }\n  },\n  "summary": "Usable."\n}\n```');
    expect(form).toMatchObject({ kind: 'json', keys: ['total', 'parts', 'summary'] });
  });

  it("answers an object of one number per side on the system prompt's scale", () => {
    const read = judge('You judge a pitch contest. Score X and Y from 0 to 1.', 'Product: a solar kettle\nX: It boils water with sunlight alone.\nY: It saves fuel on camping trips.\nReturn JSON {"x": number, "y": number}');
    expect(read.answerForm).toMatchObject({ kind: 'json', keys: ['x', 'y'], dimensions: [{ key: 'x', scale: { min: 0, max: 1 } }, { key: 'y', scale: { min: 0, max: 1 } }] });
  });

  it('reads the options listed in code after their label', () => {
    expect(answerFormatOf("Sort the message into a category. Put each prediction on a new line.\nMessage: Where is my order?\nCategories: ['Shipping', 'Billing', 'Other']")).toEqual({ kind: 'label_word', labels: ['Shipping', 'Billing', 'Other'] });
    // (where JSON is asked, such a list is the data's)
    expect(answerFormatOf('Check the exercise.\nOptions: [\'went\', \'gone\']\nReturn JSON {"correct": true/false}')).toMatchObject({ kind: 'json' });
  });

  it('reads the words in capitals after "one of these tokens:"', () => {
    expect(answerFormatOf('Check the draft against the style guide.\n\nOUTPUT FORMAT:\n- The first line must be exactly one of these tokens: SHIP or REWORK\n- No quotes, no punctuation on the first line')).toEqual({ kind: 'label_word', labels: ['SHIP', 'REWORK'] });
  });

  it('reads the options each quoted after the verb in a sentence opened by "For" and its case', () => {
    expect(answerFormatOf("You check how a word is used. For a good use, reply with 'GOOD'. For a poor use, reply with 'POOR: ' and a better sentence.")).toEqual({ kind: 'label_word', labels: ['GOOD', 'POOR:'] });
  });

  it("reads a score's line shown in another language with a placeholder for the number", () => {
    const form = answerFormatOf('Avalia a conversa.\nDeves dar uma pontuação entre 0 e 100.\n\nFormato da resposta:\nPontuação final: [NÚMERO]\n\nPontos fortes:\n[TEXTO]');
    expect(form).toMatchObject({ kind: 'score', written: ['Pontuação final: ', ''] });
    expect(writeVerdict(form!, 80, 'r')).toContain('Pontuação final: 80');
  });

  it('reads the key whose placeholder names a number in another language as the score', () => {
    const form = answerFormatOf('Valuta la risposta.\nDammi una valutazione in JSON con questo formato:\n{\n  "voto": <numero da 1 a 10>,\n  "punti_forza": ["punto1"],\n  "suggerimento": "una frase"\n}');
    expect(form).toMatchObject({ kind: 'json', scoreKeys: ['voto'], scale: { min: 1, max: 10 } });
  });

  it('reads the keys of an object written unquoted after the answering verb, not of code that returns one', () => {
    expect(answerFormatOf('Reply in JSON only.\nCompare the two sentences.\nReturn: {score: 0-10, feedback, tips: []}')).toMatchObject({ kind: 'json', keys: ['score', 'feedback', 'tips'] });
    expect(answerFormatOf('Review this code and answer in JSON {"ok": true/false}.\n\nfunction f() {\n  return { token, user };\n}')).toMatchObject({ kind: 'json', keys: ['ok'] });
  });

  it("reads a printed schema's options from a property's description, and writes its required text keys the verdict leaves out empty", () => {
    const prompt =
      'Judge whether the reply is on topic.\n\nThe output should be formatted as a JSON instance that conforms to the JSON schema below.\n\nAs an example, for the schema {"properties": {"foo": {"type": "array", "items": {"type": "string"}}}, "required": ["foo"]}\nthe object {"foo": ["bar"]} is a well-formatted instance of the schema.\n\nHere is the output schema:\n```\n{"properties": {"verdict": {"title": "Verdict", "description": "It must be one of [\'on topic\', \'off topic\']", "type": "string"}, "why": {"title": "Why", "description": "A short reason", "type": "string"}, "quote": {"title": "Quote", "description": "The sentence that decided it", "type": "string"}}, "required": ["verdict", "why", "quote"]}\n```';
    const form = answerFormatOf(prompt);
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'why', 'quote'], options: ['on topic', 'off topic'], optionKeys: ['verdict'] });
    expect(JSON.parse(writeVerdict(form!, 'off topic', 'r')!)).toEqual({ verdict: 'off topic', why: 'r', quote: '' });
  });

  it('reads an object announced by a format word in Chinese, its scores shown bare as 评分', () => {
    const form = answerFormatOf('请为翻译的各方面打分（1-5分）。\n请按以下格式输出结果：\n{\n    "fluency": 评分,\n    "accuracy": 评分\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['fluency', 'accuracy'], dimensions: [{ key: 'fluency', scale: { min: 1, max: 5 } }, { key: 'accuracy', scale: { min: 1, max: 5 } }] });
  });
});
