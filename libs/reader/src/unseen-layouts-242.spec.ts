import { describe, expect, it } from 'vitest';
import { answerFormatOf, statedAnswerFormat } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts first met in the blind sets 242-247 (stop 46) and in the plain layout beside them, each written here in new words.
describe('layouts of the blind sets 242-247', () => {
  it('reads true and false shown as a quoted key value as that key of a JSON answer, not as two labels', () => {
    const inline = 'Does the invoice total match the line items? Respond in JSON: {"matches": true/false, "reason": "..."}';
    expect(answerFormatOf(inline)).toMatchObject({ kind: 'json', keys: ['matches', 'reason'], booleanKeys: ['matches'] });
    expect(statedAnswerFormat(inline)).toMatchObject({ kind: 'json', booleanKeys: ['matches'] });
    expect(answerFormatOf('Is the citation real?\nReturn JSON: {"real": true|false, "why": "<one sentence>"}')).toMatchObject({ kind: 'json', keys: ['real', 'why'], booleanKeys: ['real'] });
    // true or false asked bare stays an answer in words
    expect(answerFormatOf('Is the citation real? Answer true/false.')).not.toMatchObject({ kind: 'json' });
  });

  it('reads an object with quoted keys that ends the instruction as the answer, though no word names JSON', () => {
    const fenced = 'Check whether the chart uses a sensible axis scale.\nWrite down what you find:\n```\n{\n  "Sensible": true/false,\n  "Why": "a sentence ..."\n}\n```';
    expect(answerFormatOf(fenced)).toMatchObject({ kind: 'json', keys: ['Sensible', 'Why'], booleanKeys: ['Sensible'] });
    const bare = 'Grade the essay for structure.\nYour reply:\n{"structure": "<1-4>", "comment": "..."}';
    expect(answerFormatOf(bare)).toMatchObject({ kind: 'json', keys: ['structure', 'comment'] });
    // an object inside the data, text after it, is no answer form
    expect(answerFormatOf('Payload:\n{"user": "ana", "age": 31}\nIs the payload valid for the signup form? Answer yes or no.')).not.toMatchObject({ kind: 'json' });
  });

  it('reads options listed with slashes on the line under the colon of the instruction', () => {
    expect(answerFormatOf('Does the log show the outage, rule it out, or say nothing of it?\n\nReply with a single word:\nshown / ruled-out / silent')).toEqual({ kind: 'label_word', labels: ['shown', 'ruled-out', 'silent'] });
  });

  it('reads levels a rubric lists as decimals, ranges of them too, as the scale of a numeric score', () => {
    const rubric = 'How well does the quote back the statement?\n- 1.0: fully backs it\n- 0.5-0.9: partly backs it\n- 0.0: does not back it\n\nReturn only the numeric score (e.g., 0.6).';
    expect(answerFormatOf(rubric)).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false, decimal: true });
    // whole numbers stay numberedLevels'
    expect(answerFormatOf('- 1: poor\n- 2: fair\n- 3: good\nReturn only the numeric score.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 3 } });
  });

  it('reads score lines labelled in lenticular brackets with a letter and a unit for the score, a reason line under each', () => {
    const layout = '对每个维度给出0-4分的整数评分。\n请严格按照以下格式输出：\n【准确性】得分：X分\n理由：...\n\n【完整性】得分：X分\n理由：...\n\n【清晰度】得分：X分\n理由：...';
    const form = answerFormatOf(layout);
    expect(form).toMatchObject({ kind: 'lines', dimensions: [{ key: '准确性' }, { key: '完整性' }, { key: '清晰度' }] });
    const written = writeVerdict(form!, { 准确性: 3, 完整性: 4, 清晰度: 2 }, '依据最近的示例。');
    expect(written).toContain('【准确性】得分：3分');
    expect(written).toContain('【清晰度】得分：2分');
    expect(written).toContain('理由：');
  });

  it('reads dimensions shown as objects opened on the line under their key', () => {
    const shown = 'Score the reply on each aspect from 1 to 3.\nAnswer in JSON format:\n{\n  "Tone":\n    {\n      "Score": integer\n      "Why": string\n    },\n  "Accuracy":\n    {\n      "Score": integer\n      "Why": string\n    }\n}';
    expect(answerFormatOf(shown)).toMatchObject({ kind: 'json', dimensions: [{ key: 'Tone', within: { key: 'Score', reasons: ['Why'] } }, { key: 'Accuracy', within: { key: 'Score' } }] });
  });

  it('reads two bare options joined by "or" in another language as the options of a JSON key', () => {
    expect(answerFormatOf('Devuelve un objeto JSON:\n{\n"estado": aprobado o rechazado,\n"motivo": texto breve\n}')).toMatchObject({ kind: 'json', optionKeys: ['estado'], options: ['aprobado', 'rechazado'] });
    expect(answerFormatOf('Antworte als JSON:\n{\n"urteil": korrekt oder falsch,\n"begruendung": kurzer Text\n}')).toMatchObject({ kind: 'json', optionKeys: ['urteil'], options: ['korrekt', 'falsch'] });
  });

  it('reads whole numbers listed in brackets as a dimension value, and a format named before a json fence, as a fenced answer', () => {
    const text = 'Rate each aspect.\n# Please output your assessment in the json format:\n```json\n{\n    "durability": {\n        "rating": [1/0/-1],\n        "rationale": [List key evidence]\n    },\n    "neutrality": {\n        "rating": [1/0/-1],\n        "rationale": [List key evidence]\n    }\n}\n```';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', fenced: true, dimensions: [{ key: 'durability', scale: { min: -1, max: 1 }, within: { key: 'rating', reasons: ['rationale'] } }, { key: 'neutrality', scale: { min: -1, max: 1 } }] });
  });

  it('reads a score named in Chinese with its range in parentheses, and a score a Chinese template names on a stated scale', () => {
    expect(answerFormatOf('请提供：\n- 相关性评分 (0-1)\n- 发现的问题')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(answerFormatOf('质量（0-5分）\n[格式要求]\n---\n最终得分：[最终得分（保留2位小数）]\n---')).toEqual({ kind: 'score', scale: { min: 0, max: 5 }, lines: false });
    // a JSON object asked in Japanese is not a bare score
    expect(answerFormatOf('0.0から1.0でスコア化してください。\n次の JSON 形式だけを返してください。\n{\n  "score": 数値\n}')).not.toMatchObject({ kind: 'score' });
  });

  it('reads two verdict words right after the verb as a stated format, a slash between them or "only" after them', () => {
    expect(statedAnswerFormat('Is the refund policy quoted correctly? Return PASS or FAIL.')).toEqual({ kind: 'label_word', labels: ['PASS', 'FAIL'] });
    expect(statedAnswerFormat('Is the date right? Answer true/false.')).toEqual({ kind: 'label_word', labels: ['true', 'false'] });
    expect(statedAnswerFormat('Is the claim supported by the memo? Output TRUE or FALSE only.')).toEqual({ kind: 'label_word', labels: ['TRUE', 'FALSE'] });
    // words a sentence goes on about are no stated format
    expect(statedAnswerFormat('Return true or false if the figure matches, and explain why.')).toBeNull();
  });

  it('writes the verdict on the line of its options, not on a score line beside it, and leaves out lines of other options', () => {
    const layout = 'Is the proposed step right?\nRespond in this exact format:\nDECISION: [APPROVE or REJECT]\nSCORE: [0.0-1.0]\nCERTAINTY: [high/medium/low]\nWHY: [one or two sentences]';
    const form = answerFormatOf(layout);
    expect(form).toMatchObject({ kind: 'lines', options: ['APPROVE', 'REJECT'] });
    // (the certainty line takes the level answered at, stop 48)
    expect(writeVerdict(form!, true, 'The nearest taught example approves a step like it.', 0.95)).toBe('DECISION: APPROVE\nCERTAINTY: high\nWHY: The nearest taught example approves a step like it.');
  });

  it('reads a letter standing for each score of a JSON answer on the scale the prompt states', () => {
    const text = 'Rate each 1-5.\nOutput JSON only:\n{"clarity": N, "accuracy": N, "notes": "brief explanation"}';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', dimensions: [{ key: 'clarity', scale: { min: 1, max: 5 } }, { key: 'accuracy', scale: { min: 1, max: 5 } }] });
  });

  it('writes the reasoning under its own label where the layout shows one beside the verdict line of options', () => {
    const before = answerFormatOf('Decide whether the refund was handled.\nOutput format:\nReasoning: <your reasoning>\nFinal answer: <resolved|unresolved>');
    expect(before).toEqual({ kind: 'lines', lines: [{ label: 'Reasoning:', role: 'reason' }, { label: 'Final answer:', role: 'verdict' }], options: ['resolved', 'unresolved'] });
    const after = answerFormatOf('Respond in this format:\nVERDICT: safe|unsafe\nREASON: <one sentence>');
    expect(after).toEqual({ kind: 'lines', lines: [{ label: 'VERDICT:', role: 'verdict' }, { label: 'REASON:', role: 'reason' }], options: ['safe', 'unsafe'] });
  });

  it('reads verdict words stated after "answer format:" or "answer as", and slashed options followed by more words', () => {
    expect(statedAnswerFormat('Judge if the invoice is forged.\nAnswer format: FORGED or GENUINE')).toEqual({ kind: 'label_word', labels: ['FORGED', 'GENUINE'] });
    expect(statedAnswerFormat('Does the reply keep to the policy? Give your answer as COMPLIANT/VIOLATION followed by one sentence.')).toEqual({ kind: 'label_word', labels: ['COMPLIANT', 'VIOLATION'] });
  });

  it('reads scales stated as a percentage, a probability, ends glossed with "=", or one range beside each listed aspect', () => {
    expect(answerFormatOf('Rate how complete the answer is as a percentage (0-100%). Output only the number.')).toEqual({ kind: 'score', scale: { min: 0, max: 100 }, lines: false });
    expect(answerFormatOf('How likely is the claim true? Reply with a probability between 0 and 1.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(answerFormatOf('Rate the clarity of the email (1 = unclear, 4 = crystal clear). Reply with the digit only.')).toEqual({ kind: 'score', scale: { min: 1, max: 4 }, lines: false });
    const aspects = 'Compare the output with the expected one.\n1. 准确性 (0-10)\n2. 完整性 (0-10)\n返回 JSON：\n{"overall": <综合评分>, "accuracy": <分数>, "completeness": <分数>, "reason": "<理由>"}';
    expect(answerFormatOf(aspects)).toMatchObject({ kind: 'json', scale: { min: 0, max: 10 }, dimensions: [{ key: 'overall' }, { key: 'accuracy' }, { key: 'completeness' }] });
  });

  it('reads lettered options inline in the closing question, written in their parentheses', () => {
    const form = answerFormatOf('You are given a proof and one of its steps. Is the step (A) Valid (B) Invalid?');
    expect(form).toEqual({ kind: 'choice_letter', letters: ['A', 'B'], labels: ['Valid', 'Invalid'], paren: true });
    expect(writeVerdict(form!, 'Invalid', 'reason')).toBe('(B)');
  });

  it('reads no options in a fraction quoted in an example', () => {
    const text = 'Your response MUST be a JSON object with two keys: "status" and "feedback".\nExample:\nUser Answer: "y = 0.25"\nCorrect Answer: "y = 1/4"\nYour Output: { "status": "correct", "feedback": "Well done." }';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', keys: ['status', 'feedback'] });
  });

  it('reads a kind of scale named between its range and the word, and labels listed after "one of the following labels" as stated', () => {
    expect(answerFormatOf('Judge the reply for warmth on a 1-5 Likert scale. Output the number followed by a short reason.')).toMatchObject({ kind: 'score', scale: { min: 1, max: 5 } });
    expect(statedAnswerFormat('Decide if the output leaks a secret. Reply with one of the following labels: LEAK, NO_LEAK')).toEqual({ kind: 'label_word', labels: ['LEAK', 'NO_LEAK'] });
  });

  it('reads a verdict tag block with its options quoted inside, written beside the reasoning blocks the layout shows', () => {
    const layout = 'Output Format:\n<analysis>\n[Compare the two statements step by step]\n</analysis>\n\n<verdict>\n[Output EXACTLY one of: "MATCH" or "MISMATCH"]\n</verdict>';
    const form = answerFormatOf(layout);
    expect(form).toEqual({ kind: 'label_word', labels: ['MATCH', 'MISMATCH'], tags: { verdict: 'verdict', reasons: ['analysis'] } });
    expect(writeVerdict(form!, 'MISMATCH', 'The units differ.')).toBe('<analysis>The units differ.</analysis>\n<verdict>MISMATCH</verdict>');
  });

  it('reads labels of several words a sentence tells the judge to state, and a range after what is evaluated', () => {
    expect(answerFormatOf('State if it is Accurate, Partly Accurate, Misleading, or Unverifiable based on the sources.')).toEqual({ kind: 'label_word', labels: ['Accurate', 'Partly Accurate', 'Misleading', 'Unverifiable'] });
    expect(answerFormatOf('Evaluate completeness of the summary against the notes (0–1).\n\nReturn only a number.')).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
  });

  it('gives each JSON key shown with an example number the range its own rubric line states', () => {
    const text = 'Scoring Criteria:\n1. fit: Fit with the role (0-30)\n2. tone: Tone of the letter (0-10)\n3. comments: Feedback\n\nReturn response strictly as a JSON object like this:\n{\n  "fit": 25,\n  "tone": 8,\n  "comments": "…"\n}';
    expect(answerFormatOf(text)).toMatchObject({ kind: 'json', dimensions: [{ key: 'fit', scale: { min: 0, max: 30 } }, { key: 'tone', scale: { min: 0, max: 10 } }] });
  });

  it('reads a Romance or German rating verb with its range, and yes and no in guillemets as a stated format', () => {
    expect(answerFormatOf('Avalie a resposta de 0 a 10. Responda apenas com o número.')).toMatchObject({ kind: 'score', scale: { min: 0, max: 10 } });
    expect(statedAnswerFormat('La traduction est-elle fidèle ? Réponds uniquement par « oui » ou « non ».')).toEqual({ kind: 'label_word', labels: ['oui', 'non'] });
  });
});
