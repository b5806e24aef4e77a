import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_732 } from './framework-parsers-732';

const natural = `{
  "overall_score": 6.0,
  "criteria_scores": {
    "task_response": 6.0,
    "coherence_cohesion": 6.5,
    "lexical_resource": 6.0,
    "grammatical_accuracy": 5.5
  },
  "criteria_feedback": {
    "task_response": "Bài viết trả lời được cả hai quan điểm và có nêu ý kiến cá nhân, nhưng phần phát triển ý còn ngắn.",
    "coherence_cohesion": "Bố cục rõ ràng với mở bài, hai đoạn thân bài và kết luận; từ nối 'On the one hand', 'On the other hand' dùng đúng.",
    "lexical_resource": "Vốn từ tương đối đa dạng (motivated, scholarships, merits) nhưng còn lặp 'useful'.",
    "grammatical_accuracy": "Chủ yếu là câu đơn và câu ghép, ít câu phức."
  },
  "strengths": ["Có quan điểm rõ ràng", "Bố cục hợp lý", "Có ví dụ cá nhân"],
  "weaknesses": ["Ý tưởng chưa được phát triển sâu", "Bài viết dưới 250 từ", "Ít cấu trúc câu phức"],
  "detailed_feedback": "Bài viết đạt yêu cầu cơ bản của Task 2 nhưng cần dài hơn và phát triển lập luận sâu hơn.",
  "suggestions": ["Viết đủ 250 từ", "Thêm ví dụ cụ thể cho mỗi quan điểm", "Dùng thêm mệnh đề quan hệ"],
  "band_justification": "Trung bình cộng 4 tiêu chí là 6.0."
}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'do-an-ielts--ielts-writing-task2-vietnamese-band-descriptors-json-overall-criteria-scores-brace-slice': {
    accept: [
      natural,
      '```json\n' + natural + '\n```',
      'Đây là kết quả chấm bài của bạn:\n' + natural + '\nChúc bạn học tốt!',
      '{"overall_score": 6.5}',
      '{"overall_score": 6.5, "overall_score": 7.0}',
      '{"overall_score": NaN, "detailed_feedback": "Không thể chấm"}',
      '{}',
      '[{"overall_score": 6.5}]',
      '{"detailed_feedback": "Bài viết tốt\\nnhưng cần dài hơn", "overall_score": 6.0}',
      '{"overall_score": "6.5"}',
    ],
    reject: [
      '',
      'Overall band: 6.5',
      '{"overall_score": 6.5,}',
      "{'overall_score': 6.5}",
      '{"overall_score": 6.5} Note: the criteria {TR, CC, LR, GRA} were weighted equally.',
      '{"detailed_feedback": "Bài viết tốt\nnhưng cần dài hơn", "overall_score": 6.0}',
      '} Overall band 6.5 {',
      '{"overall_score": 6.5, "criteria_scores": {"task_response": 6.0',
      'Scores: {overall_score: 6.5}',
      '{"overall_score": 6.5}\n{"overall_score": 7.0}',
    ],
  },
};

describe('set 732 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_732).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_732[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
