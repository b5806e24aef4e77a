import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_544 } from './framework-parsers-544';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'tiny-chatbot-agents--korean-customer-service-faithfulness-hallucination-vs-golden-1-5-json-score-reasoning': {
    accept: [
      '{"score": 4, "reasoning": "해외 결제 설정 방법과 1% 수수료는 모범 답변과 일치하지만, ATM 출금 수수료 면제는 근거가 없는 정보입니다."}',
      '```json\n{"score": 5, "reasoning": "모든 정보가 모범 답변에 근거하며 환각이 없습니다."}\n```',
      '```\n{"score": 2, "reasoning": "상당 부분이 지어낸 정보입니다."}\n```',
      '평가 결과는 다음과 같습니다.\n{"score": 3, "reasoning": "일부 정보가 컨텍스트 외 출처에서 온 것으로 보입니다."}\n감사합니다.',
      '{"score": 4.5, "reasoning": "대부분 충실"}',
      '{"score": true}',
      '{"score": NaN}',
      '[{"score": 4}]',
      '```json\n{"score": 4, "reasoning": "닫는 펜스 없음"}',
      '{"reasoning": "a {nested} note", "score": 5}',
      '  {"score": 1, "reasoning": "대부분 환각"}\u3000',
    ],
    reject: [
      '',
      '점수: 4\n근거: 대부분 충실합니다.',
      '{"score": "4", "reasoning": "문자열 점수"}',
      '{"score": null, "reasoning": "판단 불가"}',
      '{"reasoning": "점수 누락"}',
      '{"score": 4, "reasoning": "uses } brace"}',
      "{'score': 4, 'reasoning': '작은따옴표'}",
      '{"score": 4,}',
      'My verdict: {"score": 4} and also ``` code ```',
      '{"score": [4]}',
      '```json```',
    ],
  },
  'ai-eval-testing-framework--chatbot-rag-context-recall-key-facts-completeness-0-1-bare-float': {
    accept: [
      '0.8',
      '1.0',
      '0',
      ' 0.75\n',
      '0.5 ',
      '.9',
      '1e-1',
      '0.9_5',
      'nan',
      '2.5',
      '１.０',
      '\u00a00.6\u2003',
    ],
    reject: [
      '',
      'Score: 0.8',
      '0.8/1.0',
      '**0.8**',
      '0.8 - most key facts are included',
      '80%',
      '0,8',
      '`0.8`',
      '0.8.',
      'eighty percent',
      '0.8\n\nThe response omits the 5-7 business day refund window.',
    ],
  },
  'zarmaks-rag-judge--binary-grounding-no-contradiction-with-fragments-json-pass-true-false': {
    accept: [
      '{"pass": true, "reason": "Consistent with fragments on portal request, manager approval and MFA"}',
      '```json\n{"pass": false, "reason": "States two days; fragments say one business day"}\n```',
      '```JSON\n{"pass": true, "reason": "No contradiction"}\n```',
      'Here is my evaluation: {"pass": true, "reason": "consistent"} Hope this helps.',
      '{"reason": "Nothing contradicts the fragments", "pass": true}',
      '{"pass": "yes", "reason": "ok"}',
      '{"pass": null}',
      '{"result": {"pass": true, "reason": "nested"}}',
      '[{"pass": false, "reason": "in a list"}]',
      '```json\n{"pass": true, "reason": "see {fragment 2}"}\n```',
    ],
    reject: [
      '',
      'PASS',
      'pass: true',
      '{"pass": true, "reason": "unclosed"',
      '{"verdict": "pass"}',
      '{"pass": true, "error": "none"}',
      "{'pass': True, 'reason': 'ok'}",
      '{"pass": True, "reason": "ok"}',
      '{"score": 2, "reasoning": "grounded"}',
      '{"pass": true, "reason": "He said "ok""}',
      'true',
    ],
  },
  'ai-kbase--knowledge-base-answer-completeness-high-medium-low-strict-json-missing-info': {
    accept: [
      '{"completeness": "MEDIUM", "missing_info": ["The Data Privacy training requirement", "Access expires after 90 days unless renewed"]}',
      '{\n  "completeness": "HIGH",\n  "missing_info": []\n}',
      '  {"completeness": "LOW", "missing_info": ["Provisioning time"]}\n\n',
      '{"missing_info": [], "completeness": "HIGH", "notes": "fully answered"}',
      '{"completeness": "PARTIAL", "missing_info": []}',
      '{"completeness": "LOW", "missing_info": NaN}',
      '\u3000{"completeness": "HIGH", "missing_info": []}',
      '{"completeness": "HIGH", "missing_info": null}',
    ],
    reject: [
      '',
      'HIGH',
      '```json\n{"completeness": "HIGH", "missing_info": []}\n```',
      'Here is the evaluation:\n{"completeness": "HIGH", "missing_info": []}',
      '{"completeness": "HIGH"}',
      '{"missing_info": ["training requirement"]}',
      "{'completeness': 'HIGH', 'missing_info': []}",
      '[{"completeness": "HIGH", "missing_info": []}]',
      '{"completeness": "HIGH", "missing_info": [],}',
      '{"Completeness": "HIGH", "missing_info": []}',
    ],
  },
};

describe('set 544 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_544).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_544[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
