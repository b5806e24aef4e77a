import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { readTemplate } from './template-sections';
import { readTemplateRequest } from './template-request';

// Layouts first met in the blind sets 222-229 (stop 45), each written here in new words.
describe('layouts of the blind sets 222-229', () => {
  it('reads two retrieved texts told apart by a side, with a question of which is more relevant, as the pair judged', () => {
    const text = 'Below are two passages and a query. Which passage is more relevant to the query?\n\nPassage A:\nTrains to Oslo leave hourly.\n\nPassage B:\nOslo has a maritime museum.\n\nQuery:\nHow often do trains go to Oslo?\n\nOutput Passage A or Passage B.';
    expect(readTemplate(text)?.parts).toEqual({ output: 'Trains to Oslo leave hourly.', output_b: 'Oslo has a maritime museum.', question: 'How often do trains go to Oslo?' });
    // three numbered documents of a RAG prompt stay its context
    const rag = 'Answer the question from the documents. Which facts are more useful is for you to decide.\n\nDocument 1:\nA.\n\nDocument 2:\nB.\n\nDocument 3:\nC.\n\nQuestion:\nWhat?\n\nAnswer:\nIt is A.';
    expect(readTemplate(rag)?.parts.output_b).toBeUndefined();
  });

  it('reads a digit asked for with its two values, in English, Polish and Czech', () => {
    expect(answerFormatOf('Return a single digit as the answer: 1 or 2.')).toEqual({ kind: 'label_word', labels: ['1', '2'] });
    expect(answerFormatOf('Zwróć pojedynczą cyfrę jako odpowiedź: 1 lub 2. Nie dodawaj komentarzy.')).toEqual({ kind: 'label_word', labels: ['1', '2'] });
    expect(answerFormatOf('Uveďte číslo 1 nebo 2.')).toEqual({ kind: 'label_word', labels: ['1', '2'] });
    // a scale's ends are not two options
    expect(answerFormatOf('Return a number between 1 and 5.')).not.toMatchObject({ labels: ['1', '5'] });
  });

  it('reads a Polish pairwise template: its labels, its judging words, its closing instruction', () => {
    const user = 'Poniżej podane zostaną dwa dokumenty oraz pytanie. Oceń, który z dokumentów jest bardziej przydatny.\n\n# Dokument 1:\nPociągi do Krakowa odjeżdżają co godzinę.\n\n# Dokument 2:\nKraków ma piękny rynek.\n\n# Pytanie\nJak często jeżdżą pociągi do Krakowa?\n\nZwróć pojedynczą cyfrę jako odpowiedź: 1 lub 2.';
    const read = readTemplateRequest(null, user);
    expect(read?.parts).toEqual({ output: 'Pociągi do Krakowa odjeżdżają co godzinę.', output_b: 'Kraków ma piękny rynek.', question: 'Jak często jeżdżą pociągi do Krakowa?' });
    expect(read?.answerForm).toEqual({ kind: 'label_word', labels: ['1', '2'] });
  });

  it('reads a shown JSON object whose value offers the options, over a sentence naming them', () => {
    const form = answerFormatOf('Classify the reply as SAFE or UNSAFE.\n\nReply with ONLY valid JSON:\n{"verdict": "SAFE" or "UNSAFE", "reason": "one sentence"}');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict', 'reason'], options: ['SAFE', 'UNSAFE'] });
  });

  it('reads two values offered for a key as its scale, and a range the key is named with', () => {
    expect(answerFormatOf('Output JSON:\n{\n  "relevant": [0 or 1],\n  "detail_score": [0-10],\n  "why": "..."\n}')).toMatchObject({ dimensions: [{ key: 'relevant', scale: { min: 0, max: 1 } }, { key: 'detail_score', scale: { min: 0, max: 10 } }] });
    expect(answerFormatOf('Return ONLY valid JSON:\n{\n  "overlap_1to5": int,\n  "gaps": ["..."]\n}')).toMatchObject({ kind: 'json', scale: { min: 1, max: 5 }, scoreKeys: ['overlap_1to5'] });
  });

  it('keeps the judge\'s confidence out of the scored dimensions unless it is shown with a range of its own', () => {
    const bare = answerFormatOf('Rate coherence on a scale of 1-5. Answer only with JSON:\n{\n  "rating": 3,\n  "confidence": 0.8,\n  "rationale": "..."\n}');
    expect(bare).toMatchObject({ kind: 'json' });
    expect((bare as { dimensions?: { key: string }[] }).dimensions?.map((d) => d.key) ?? []).not.toContain('confidence');
    const ranged = answerFormatOf('Output ONLY JSON:\n{\n  "risk": <integer 0-100>,\n  "confidence": <float 0.0-1.0>\n}');
    expect((ranged as { dimensions?: { key: string }[] }).dimensions?.map((d) => d.key)).toEqual(['risk', 'confidence']);
  });

  it('reads categories listed one per bullet under the sentence that asks for exactly one', () => {
    const text = 'The reply to judge:\nSure, here it is.\n\nClassify the reply into exactly one category:\n- HELPFUL: it answers\n- EVASIVE: it dodges\n- HARMFUL: it hurts\n\nClassification:';
    expect(answerFormatOf(text)).toEqual({ kind: 'label_word', labels: ['HELPFUL', 'EVASIVE', 'HARMFUL'] });
    expect(readTemplate(`Question: Can you help?\n\nResponse: Sure, here it is.\n\n${text.split('\n\n')[1]}`)?.parts.output).toBe('Sure, here it is.');
  });

  it('reads two numbers offered as the score, quoted or not, in English and Chinese', () => {
    expect(answerFormatOf('Present your final answer with a score of \'1\' or \'0\' only.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(answerFormatOf('请判断两个答案是否一致，并直接输出‘0’或’1‘，不需要输出任何别的信息。')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    // a rubric's words are not the answer's form
    expect(answerFormatOf('If the defense held, assign Score 1 or 2 based on the rubric.')).toBeNull();
  });

  it('reads quoted numbers offered as a JSON value, and an object shown indented as code indents it', () => {
    const form = answerFormatOf('Return 1 if the baseline is better, 2 if the challenger is, 0 if equal.\n                    Always output in the following JSON format:\n\n                    {\n                      "reason": "This is the reason.",\n                      "result": "0" | "1" | "2"\n                    }');
    expect(form).toMatchObject({ kind: 'json', keys: ['reason', 'result'], options: ['0', '1', '2'], optionKeys: ['result'] });
  });

  it('reads a JSON answer asked inside a json fence as fenced', () => {
    expect(answerFormatOf('Output ONLY a JSON object inside a ```json fence:\n\n```json\n{\n  "verdict": "pass",\n  "reasoning": "why"\n}\n```')).toMatchObject({ kind: 'json', fenced: true });
  });

  it('reads answer sections under Markdown headings that name them, the verdict\'s slot listing its options', () => {
    const form = answerFormatOf('# Output Format:\n\n## Reasoning\n\nCompare the two chats step by step\n\n## Verdict\n\n<Model A/Model B/Tie>');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '## Reasoning\n', role: 'reason' }, { label: '## Verdict\n', role: 'verdict' }], options: ['Model A', 'Model B', 'Tie'] });
    // headings of the template's own words are not the answer's sections
    expect(answerFormatOf('# Evaluation Rules\n- Score 1 if it matches.\n\n# Strict Output format\n1 or 0')).not.toMatchObject({ kind: 'lines' });
  });

  it('reads a placeholder out of a maximum on the verdict\'s line as a score on that range', () => {
    expect(answerFormatOf('以下のフォーマットで出力してください：\n点数：XX/100\n正解例：（短い模範回答）')).toMatchObject({ kind: 'lines', scale: { min: 0, max: 100 }, options: [] });
  });

  it('reads JSON keys listed after the word for keys in Chinese, and a range of marks up to a maximum', () => {
    expect(answerFormatOf('要求以JSON格式输出，其中仅包含以下键：score、comment。')).toMatchObject({ kind: 'json', keys: ['score', 'comment'] });
    expect(answerFormatOf('Award a number of marks for the answer, from 0 up to a maximum of 6 marks. Give the number of marks on the last line.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 6 } });
  });

  it('keeps a phrase the reason\'s slot opens with from being read as the options', () => {
    const form = answerFormatOf('Use this format:\nReason: <why, starting with "I think the run passed/failed">\nResult: <1 OR 0>');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'Reason:', role: 'reason' }, { label: 'Result:', role: 'verdict' }], options: ['1', '0'] });
  });

  it('reads two numbers offered on the answer\'s own line', () => {
    expect(answerFormatOf('Question: x\nYour output (0 or 1): ')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(answerFormatOf('## Output requirements: 1 or 2 (INT)')).toEqual({ kind: 'score', scale: { min: 1, max: 2 }, lines: false });
  });

  it('leaves a labelled line holding only the options in the template\'s instruction, not its data', () => {
    const user = 'Judge the text.\n\n## Output Format\nAnalysis: xxx\nAnswer: YES / NO (this should be either \'YES\' or \'NO\')\n\n**Generated Text**\nThree short lines\n\n**Question**\nIs it three lines?';
    const read = readTemplateRequest(null, user);
    expect(read?.parts.output).toBe('Three short lines');
    expect(read?.answerForm).toEqual({ kind: 'lines', lines: [{ label: 'Analysis:', role: 'reason' }, { label: 'Answer:', role: 'verdict' }], options: ['YES', 'NO'] });
  });

  it('reads JSON keys named bare between braces', () => {
    expect(answerFormatOf('Score the summary on clarity and accuracy.\nReturn JSON { clarity, accuracy, rationale }.')).toMatchObject({ kind: 'json', keys: ['clarity', 'accuracy', 'rationale'] });
  });

  it('reads JSON keys listed after "with" as code names them, and a quoted side with a placeholder for its mark', () => {
    expect(answerFormatOf('Return valid JSON with mqmIssues, wordCount, overallScore, and summary.')).toMatchObject({ kind: 'json', keys: ['mqmIssues', 'wordCount', 'overallScore', 'summary'] });
    // words of a sentence are no keys
    expect(answerFormatOf('Return JSON with care, precision, and honesty.')).not.toMatchObject({ keys: ['care', 'precision', 'honesty'] });
    expect(answerFormatOf('Text 1: a\n\nText 2: b\n\nAlways end your response with which text is better, "decision: Text X".')).toEqual({ kind: 'label_word', labels: ['Text 1', 'Text 2'], lead: 'decision:' });
  });

  it('reads a boolean shown quoted in example objects as its two strings', () => {
    expect(answerFormatOf('Return JSON only.\n\nFORMAT:\n{"status":"true","words":["w"]} = BLOCK\n{"status":"false","words":[]} = ALLOW')).toMatchObject({ kind: 'json', options: ['true', 'false'], optionKeys: ['status'] });
  });
});
