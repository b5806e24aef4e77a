import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_596 } from './framework-parsers-596';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'english-app--learner-english-text-correction-rating-1-10-score-slash-10-regex': {
    accept: [
      'Corrected text:\nYesterday I went to Shibuya with my friend, and we ate ramen. It was very delicious, and I want to go there again next week.\n\nScore: 6/10',
      'Score: 7/10',
      'Here is the corrected version:\n"Yesterday I went to Shibuya with my friend and we ate ramen."\n\n: Score: 6/10 ',
      'Score: 10/10 - excellent, only one article was wrong.',
      'Score: 10/100',
      'Score: 85/10',
      'Final Score: 8/10',
      'Score: 5/10 at first, but after the fixes Score: 6/10',
    ],
    reject: [
      '',
      'Score: 8 / 10',
      'score: 8/10',
      'Score:8/10',
      '**Score:** 8/10',
      'Score: 7.5/10',
      'Rating: 8/10',
      'Score: ８/10',
      'Score: null/10',
      'Score:  8/10',
      'Score: 8 out of 10',
    ],
  },
  'ai-judge--configurable-judge-answer-pass-fail-inconclusive-json-verdict-reasoning': {
    accept: [
      '{"verdict": "pass", "reasoning": "The answer correctly states that purchases within 30 days are refundable and gives a clear, polite next step."}',
      '```json\n{"verdict": "fail", "reasoning": "The answer quotes a 14-day policy, which is wrong."}\n```',
      'Here is my evaluation:\n{"verdict": "inconclusive", "reasoning": "The refund policy is not stated in the question."}',
      '{"reasoning": "Accurate and polite.", "verdict": "pass", "confidence": 0.9}',
      '{"verdict": "pass", "reasoning": ["correct policy", "polite tone"]}',
      '{"verdict": "pass", "reasoning": 1}',
      '  {"verdict":"fail","reasoning":"Rude tone."}\n',
      '{"verdict": "pass", "reasoning": {"summary": "ok"}}',
    ],
    reject: [
      '',
      '{"verdict": "Pass", "reasoning": "ok"}',
      '{"verdict": "pass ", "reasoning": "ok"}',
      '{"verdict": "pass", "reasoning": ""}',
      '{"verdict": "pass"}',
      '{"verdict": "approved", "reasoning": "ok"}',
      '[{"verdict": "pass", "reasoning": "ok"}]',
      'null',
      '{"verdict": "pass", "reasoning": "ok"} Note: I kept {braces} out of the JSON.',
      '{"verdict": "pass", "reasoning": "ok"}\n{"verdict": "fail", "reasoning": "no"}',
      'verdict: pass\nreasoning: fine',
      "{'verdict': 'pass', 'reasoning': 'ok'}",
      '{"verdict": "pass", "reasoning": 0}',
      '"pass"',
    ],
  },
  'ielts-writing--ielts-task2-essay-four-criteria-band-lines-overall-band-vietnamese-comments': {
    accept: [
      'Task Achievement (TA): 6.0 - Bài viết trả lời đúng đề nhưng ý còn chung chung; nên thêm ví dụ cụ thể về ngành khoa học.\n' +
        "Coherence and Cohesion (CC): 6.0 - Bố cục rõ ràng nhưng từ nối còn lặp lại, ví dụ dùng 'However' thay vì lặp 'On the other hand'.\n" +
        "Lexical Resource (LR): 5.5 - Từ vựng còn đơn giản, nên dùng 'pursue' thay cho 'study'.\n" +
        "Grammatical Range and Accuracy (GRA): 5.5 - Còn lỗi chia động từ như 'make' -> 'makes'.\n" +
        'Overall Band: 6.0\n' +
        'Nhận xét tổng thể: Bài viết có cấu trúc ổn, cần mở rộng ý và sửa lỗi ngữ pháp.\n\n' +
        '(Error Start)\n- "studying subjects you like make students more motivated" -> "studying subjects you like makes students more motivated": Chủ ngữ là danh động từ nên động từ chia số ít.\n(Error End)',
      'Overall Band: 6.5',
      'Overall Band: 7.0 \r\n',
      '**Task Achievement (TA):** 6.5 - Tốt.\n**Overall Band:** 6.5',
      'Overall Band: 6.5\nOverall Band: 7.0',
      'Task Achievement (TA): 6.0 - Ý ổn: cần thêm chi tiết\nOverall Band: 6.0',
      'Overall Band: 6.5\nNhận xét tổng thể: Bài viết khá tốt.',
      'Overall Band: six point five',
    ],
    reject: [
      '',
      'Task Achievement (TA): 6.0 – Bài viết ổn.\nOverall Band: 6.0',
      'Task Achievement (TA) 6.0 - Bài viết ổn.\nOverall Band: 6.0',
      'Task Achievement (TA): 6.0 - Bài viết ổn.\nCoherence and Cohesion (CC): 6.0 - Ổn.',
      'Overall Band 6.5',
      'Overall Band:   ',
      'Overall Band: 6.5\nNhận xét tổng thể - Bài viết tốt.',
      'Overall Band: 6.5\nNhận xét tổng thể: Phần Task Achievement còn yếu.',
      'Task Achievement (TA): Band: 6.0 - ổn\nOverall Band: 6.0',
      'Overall band: 6.5',
      'Task Achievement (TA): 6.0-Bài viết ổn.\nOverall Band: 6.0',
    ],
  },
  'exa--belarus-history-ticket-answer-0-100-leading-integer-first-line-russian': {
    accept: [
      '72\nОтвет в целом верный: указана дата нападения 22 июня 1941 года и длительность обороны. Однако не названы руководители обороны (Зубачёв, Фомин, Гаврилов) и численность гарнизона.',
      '85',
      '0\nОтвет не соответствует билету.',
      '100',
      '85/100\nХорошо, но не хватает деталей.',
      '85 баллов\nПояснение: не указаны командиры.',
      '850\nОшибка в формате оценки.',
      '7\n\n\nПояснение',
    ],
    reject: [
      '',
      'Оценка: 85\nПояснение',
      '**85**\nПояснение',
      '\n85\nПояснение',
      ' 85',
      '٨٥\nПояснение',
      '８５\nПояснение',
      '+85',
      'Восемьдесят пять',
    ],
  },
  'thequizguys--quiz-open-answer-correct-boolean-zod-structured-output-spanish': {
    accept: [
      '{"correct":true}',
      '{"correct": false}',
      ' {"correct": true} \n',
      '{"correct": true, "reason": "Mismo año"}',
      '{"correct": "yes", "correct": true}',
      '{\n  "correct": false\n}',
    ],
    reject: [
      '',
      '{"correct": "true"}',
      '{"correct": 1}',
      '{"correct": null}',
      '{}',
      '[{"correct": true}]',
      '```json\n{"correct": true}\n```',
      'true',
      '{"Correct": true}',
      "{'correct': True}",
      '{"correct": true} Correcto.',
    ],
  },
};

describe('set 596 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_596).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_596[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
