import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_531 } from './framework-parsers-531';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'wenshu--rag-answer-faithfulness-citation-support-json-faithful-bool-zh': {
    accept: [
      '{"faithful": true, "unsupported": [], "citations": [{"n": 1, "supports": true}, {"n": 2, "supports": true}]}',
      '{"faithful": false, "unsupported": ["超出上限的部分可以折算工资"], "citations": [{"n": 2, "supports": false}]}',
      '\n  {"faithful":true,"unsupported":[],"citations":[]}',
      '{"faithful": true, "unsupported": [], "citations": []}\n以上是评审结果。',
      '{"faithful": "true"}',
      '{"faithful": " false\\t"}',
      '{"faithful": 1}',
      '{"faithful": 0, "citations": [{"n": 1, "supports": false}]}',
      '{"faithful": "yes", "faithful": false}',
      '{"faithful": true}}',
    ],
    reject: [
      '',
      '```json\n{"faithful": true, "unsupported": [], "citations": []}\n```',
      '评审结果：{"faithful": true}',
      '{"unsupported": [], "citations": [{"n": 1, "supports": true}]}',
      '{"faithful": "yes"}',
      '{"faithful": 1.0}',
      '{"faithful": null}',
      '[{"faithful": true}]',
      '{"faithful": true,}',
      "{'faithful': true}",
      '\u00a0{"faithful": true}',
      '{"verdict": {"faithful": true}}',
    ],
  },
  'kzoneworkspace--agent-benchmark-semantic-match-vs-expected-json-score-0-100-success-ko': {
    accept: [
      '{"score": 95, "success": true, "rationale": "기대 답변의 Kotlin과 Spring Boot가 실제 답변에 모두 포함되어 있습니다."}',
      '{\n  "score": 40,\n  "success": false,\n  "rationale": "핵심 의미가 빗나갔습니다."\n}',
      '```json\n{"score": 80, "success": true, "rationale": "표현에 부차적인 차이만 있습니다."}\n```',
      '{"success": true, "score": "85"}',
      '{"score": 70.5, "success": "true"}',
      '{"score": 0, "success": 0}',
      '{"score": 100, "success": true} 추가 설명: 완벽히 일치합니다.',
      '\u00a0{"score": 60, "success": false}',
      '{"score": "1e2", "success": true}',
      '{"score": true, "success": true}',
    ],
    reject: [
      '',
      '점수: 95, 성공: true',
      '{"score": 95, "rationale": "success 필드 누락"}',
      '{"success": true, "rationale": "score 필드 누락"}',
      '{"score": "높음", "success": true}',
      '{"score": 90, "success": "yes"}',
      '{"score": null, "success": true}',
      '{"score": 90, "success": 1.0}',
      '[{"score": 90, "success": true}]',
      '평가 결과: {"score": 90, "success": true}',
      '{"score": 90, "success": true,}',
      '\u0085{"score": 90, "success": true}',
    ],
  },
  'herikaserver--npc-dialogue-topic-coverage-yes-prefix-or-json-score-1-10-hint': {
    accept: [
      '{"score": 8, "hint": "Aye, the amulet sits in the Black-Briar warehouse by the docks. Keep that between us."}',
      '{"score":3,"hint":"Brand-Shei: You want the amulet? Look where the Black-Briars keep their crates."}',
      '  {"score": 6, "hint": ""}\n',
      '{"score": "7", "hint": "The warehouse, friend. That is all I will say."}',
      '{"hint": "", "score": 0}',
      'Yes, Brand-Shei told the player exactly where the amulet is hidden.',
      'yes',
      'YES.',
      'Mostly yes, the warehouse was mentioned but not the docks.',
      'Partially covered. Score: 5/10. Hint: "Ask around the Riften docks."',
      'Yesterday the NPC only talked about the weather.',
    ],
    reject: [
      '',
      ' Yes, it was covered.',
      '\nYes',
      '```json\n{"score": 8, "hint": "The warehouse by the docks."}\n```',
      'Here is my answer: {"score": 8, "hint": "The warehouse."}',
      '{"hint": "Ask Brand-Shei about the amulet."}',
      '{"score": null, "hint": ""}',
      '[{"score": 8, "hint": "The warehouse."}]',
      'No, the topic was not covered.',
      'Score: 4 out of 10',
      'The topic is partially covered. Score: 5 /10',
      '{"score": 8, "hint": "\\ud800"}',
      'Sure - yes, it is covered.',
    ],
  },
  'veritheia--llassist-paper-relevance-to-research-question-score-line-0-1': {
    accept: [
      'Score: 0.9\nReasoning: The paper introduces an LLM tool that assesses relevance of abstracts to research questions, which is exactly title-and-abstract screening.',
      'Score: 0.35\nReasoning: It mentions literature reviews only in passing.',
      'Score: 0\nReasoning: Unrelated topic.',
      'Score:1.0',
      'Score: .7\nReasoning: Related concepts.',
      'After reading the abstract:\n\nScore: 0.65\nReasoning: Partially related.',
      'Relevance Score: 0.8\nReasoning: Directly discusses screening.',
      'Score: 7\nReasoning: (out of range, clamped to 1.0)',
      'Score:\u00a00.4\nReasoning: Some overlap.',
      'Score: N/A at first; final Score: 0.5',
    ],
    reject: [
      '',
      '**Score:** 0.8\n**Reasoning:** Directly relevant.',
      'score: 0.8\nreasoning: relevant',
      'SCORE: 0.8',
      'Score: [0.8]\nReasoning: relevant',
      'Score = 0.8',
      'Relevance: 0.8\nReasoning: Directly relevant.',
      'Score: high\nReasoning: Directly relevant.',
      'Score: ０.８',
      'Score:\u001f0.5',
    ],
  },
  'interview-bot--backend-interview-answer-vs-model-solution-score-0-10-out-of-10-line': {
    accept: [
      'SCORE: 5 out of 10\nCRITIQUE: A request id in Redis helps, but the check-then-charge is racy under concurrent retries and the payload is never compared.',
      'SCORE: 0 out of 10\nCRITIQUE: The answer is empty.',
      'SCORE: 10 out of 10\nCRITIQUE: Complete and correct.',
      'Score - 8\nCritique: Good use of idempotency keys.',
      'score 9',
      'I would rate this 6/10.\nCRITIQUE: Misses the unique constraint.',
      'SCORE: 7 / 10',
      'SCORE:\u00a05 out of 10\nCRITIQUE: Partial.',
      'Final score: 100',
      '  SCORE: 4 out of 10  ',
    ],
    reject: [
      '',
      '   \n',
      '**SCORE:** 6 out of 10\nCRITIQUE: Missing the concurrency discussion.',
      'SCORE: seven out of 10',
      'Rating: 7 out of 10',
      'SCORE: ٧ out of 10',
      'SCORE: ٧ out of 10, i.e. 7/10',
      'The candidate gets 7 of 10.',
      'SCORE = 7',
      'SCORE: X out of 10\nCRITIQUE: one or two sentences',
      'Scored 8 out of 10',
    ],
  },
};

describe('set 531 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_531).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_531[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
