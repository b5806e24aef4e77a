import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_597 } from './framework-parsers-597';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'labor-law-rag-eval--korean-labor-law-answer-grounding-atomic-claims-supported-json-mode': {
    accept: [
      '{"claims": [{"claim": "1년간 80% 이상 출근한 근로자에게 15일의 연차 유급휴가가 발생한다", "supported": true, "source": "S1", "derived": false}, {"claim": "회사가 사용 촉진 조치를 했다면 미사용 연차에 대한 보상 의무가 없다", "supported": true, "source": "S2", "derived": false}, {"claim": "미사용 연차는 다음 해로 자동 이월된다", "supported": false, "source": "", "derived": false}]}',
      '{\n  "claims": [\n    {\n      "claim": "15일의 연차 유급휴가가 발생한다",\n      "supported": true,\n      "source": "S1",\n      "derived": true\n    }\n  ]\n}',
      '```json\n{"claims": [{"claim": "15일의 유급휴가가 주어진다", "supported": true, "source": "S1", "derived": false}]}\n```',
      '다음은 판정 결과입니다: {"claims": [{"claim": "미사용 연차는 자동 이월된다"}]} 이상입니다.',
      '  {"claims":[{"claim":"보상 의무가 없다","supported":false}]}  \n',
      '{"claims": [{"claim": "", "supported": true}, {"claim": "15일", "supported": true}]}',
      '{"claims": [{"claim": 15}]}',
      '{"claims": [{"claim": "15일", "supported": NaN}]}',
      '{"claims": [], "claims": [{"claim": "15일", "supported": true}]}',
      '{"claims": [{"claim": "15일의 유급휴가", "supported": "yes"}], "note": "S1 근거"}',
    ],
    reject: [
      '',
      '{"claims": []}',
      '[{"claim": "15일의 유급휴가가 발생한다", "supported": true}]',
      '{"claims": [{"claim": "15일의 유급휴가가 발생한다", "supported": true}',
      '{"claims": [{"statement": "15일의 유급휴가가 발생한다", "supported": true}]}',
      '{"claims": [{"claim": "15일", "supported": true}],}',
      "{'claims': [{'claim': '15일', 'supported': True}]}",
      '{"claims": null}',
      '{"claims": "근로기준법 제60조"}',
      '{"result": {"claims": [{"claim": "15일", "supported": true}]}}',
      '{"claims": [{"claim": "15일의\n유급휴가", "supported": true}]}',
      '{"claims": [{"claim": null, "supported": true}]}',
      '{} {"claims": [{"claim": "15일", "supported": true}]}',
      '모든 주장이 근거에 의해 지지됩니다.',
    ],
  },
};

describe('set 597 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_597).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_597[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
