import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_523 } from './framework-parsers-523';

const HANGUL_80 = '가'.repeat(80);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rag-question-bank--gemini-generated-vs-ground-truth-answer-relevance-accuracy-similarity-0-10-json-loads-any-value': {
    accept: [
      '{"relevance": 9, "accuracy": 8, "similarity": 7, "summary": "The generated answer states that lists are mutable and tuples are immutable and names the brackets, but omits that tuples iterate faster."}',
      '{\n  "relevance": 9,\n  "accuracy": 8,\n  "similarity": 7,\n  "summary": "Câu trả lời đúng trọng tâm nhưng thiếu ý về tốc độ duyệt."\n}',
      '\n{"relevance": 10, "accuracy": 10, "similarity": 9, "summary": "Matches the ground truth."}\n',
      '{"relevance": 8, "accuracy": 9, "similarity": 7, "overall_score": 8, "summary": "Mostly correct."}',
      '{"relevance": NaN, "accuracy": 5, "similarity": 5, "summary": "Cannot judge."}',
      '[{"relevance": 5, "accuracy": 5, "similarity": 5, "summary": "ok"}]',
      '8',
      '{"summary": "emoji \\ud83d\\ude00 fine", "relevance": 7}',
    ],
    reject: [
      '```json\n{"relevance": 9, "accuracy": 8, "similarity": 7, "summary": "Good."}\n```',
      'Here is the evaluation: {"relevance": 9, "accuracy": 8, "similarity": 7, "summary": "Good."}',
      "{'relevance': 9, 'accuracy': 8, 'similarity': 7, 'summary': 'Good.'}",
      '{"relevance": 9, "accuracy": 8, "similarity": 7, "summary": "Good.",}',
      '',
      '{"relevance": 9} {"accuracy": 8}',
      '{"relevance": 9, "summary": "broken \\ud800 text"}',
      '{"relevance": 09, "accuracy": 8}',
      '\ufeff{"relevance": 9, "accuracy": 8, "similarity": 7, "summary": "Good."}',
      'relevance: 9\naccuracy: 8\nsimilarity: 7',
    ],
  },
  'politicianfinder--claude-news-item-responsiveness-rating-minus4-to-plus4-json-int-rating-format-d': {
    accept: [
      '{"rating": 2, "score": 2, "rating_text": "양호", "reasoning": "침수 피해 다음 날 현장을 직접 방문해 민원을 청취하고 복구 지원을 요청한 일반적인 긍정 대응 사례입니다."}',
      '{\n  "rating": -3,\n  "score": -3,\n  "rating_text": "불량",\n  "reasoning": "중요한 민원을 장기간 방치해 강한 비판을 받았습니다."\n}',
      '{"rating": 0}',
      '{"rating": true, "reasoning": "판단 근거가 약합니다."}',
      '{"rating": 4, "reasoning": ["법률 제정", "언론 인정"]}',
      '{"rating": 7, "score": 7, "rating_text": "탁월", "reasoning": "범위를 벗어난 값이지만 검사하지 않습니다."}',
      ' \n{"rating": -1, "score": -1, "rating_text": "경미한 부정", "reasoning": "대응이 늦었습니다."}\n',
      '{"rating": 2, "rating_text": null, "reasoning": "양호"}',
      `{"rating": 1, "reasoning": "${HANGUL_80}\\ud800"}`,
      '{"rating": "+2", "rating": 2, "reasoning": "마지막 키가 이깁니다."}',
    ],
    reject: [
      '{"rating": +2, "score": 2, "rating_text": "양호", "reasoning": "현장 방문"}',
      '{"rating": 2.0, "score": 2, "rating_text": "양호", "reasoning": "현장 방문"}',
      '{"rating": "+2", "score": 2, "rating_text": "양호", "reasoning": "현장 방문"}',
      '```json\n{"rating": 2, "score": 2, "rating_text": "양호", "reasoning": "현장 방문"}\n```',
      '{}',
      '[{"rating": 2, "reasoning": "현장 방문"}]',
      '{"score": 2, "rating_text": "양호", "reasoning": "rating 키 없음"}',
      '{"rating": 2, "reasoning": null}',
      '{"rating": 2, "reasoning": 5}',
      '{"rating": NaN, "reasoning": "판단 불가"}',
      '{"rating": 1e0, "reasoning": "지수 표기"}',
      '{"rating": 2, "reasoning": "\\udc80 깨진 문자"}',
      '{"rating": 2, "rating_text": "양호\\ud800", "reasoning": "x"}',
      'null',
      '평가 결과: {"rating": 2, "reasoning": "현장 방문"}',
    ],
  },
  'ai-interview-agent--judge-agent-interview-report-final-recommendation-section-strong-hire-hire-no-hire': {
    accept: [
      '[요약]\n김민수 지원자는 FastAPI 기반 비동기 설계 경험이 탄탄합니다.\n\n[강점]\n- 비동기 DB 세션 관리\n- 근거 기반 협업\n\n[약점]\n- 대규모 장애 대응 경험 부족\n\n[점수표]\n- 커뮤니케이션: 4/5\n- 문제해결: 4/5\n- 리더십: 3/5\n\n[최종 추천]\nHire - 결제 API 설계 역량이 JD 요구 수준에 부합합니다.',
      '[최종 추천]\nNo Hire',
      '[최종 추천]\n\n\nStrong Hire - 즉시 투입 가능',
      '  [최종 추천]  \r\n   Hire   ',
      '[최종 추천]\n**Hire** - 협업 능력 양호',
      '[최종 추천]:\nStrong Hire',
      '[최종 추천]\u2028Hire',
      '[최종 추천]\n[보류] 추가 면접 필요',
      '[최종 추천]\n\u200b',
    ],
    reject: [
      '[최종 추천] Strong Hire - 설계 역량 우수',
      '### [최종 추천]\nHire - 무난함',
      '**[최종 추천]**\nStrong Hire',
      '최종 추천: Strong Hire',
      '[요약]\n좋은 지원자입니다.\n\n[점수표]\n- 커뮤니케이션: 4/5',
      '[최종 추천]\n\n   \n',
      '[최종 추천]\n[요약]\n요약만 있습니다.',
      '',
      '[최종추천]\nHire',
      '5) 최종 추천: Hire',
    ],
  },
};

describe('set 523 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_523).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_523[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
