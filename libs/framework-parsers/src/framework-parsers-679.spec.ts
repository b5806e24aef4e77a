import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_679 } from './framework-parsers-679';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mental-health-multiagent--psychiatric-diagnosis-vs-expected-profile-match-json-matches-profile-greedy-brace': {
    accept: [
      '{\n  "matches_profile": true,\n  "confidence": 5,\n  "explanation": "The diagnosis explicitly names Major Depressive Disorder, which is the depression profile.",\n  "classification": "depression"\n}',
      '```json\n{"matches_profile": false, "confidence": 4, "explanation": "The diagnosis describes Bipolar II disorder, not depression.", "classification": "bipolar"}\n```',
      'Here is my evaluation:\n{"matches_profile": true, "confidence": 4, "explanation": "Generalized anxiety is named.", "classification": "anxiety"}\nLet me know if you need more detail.',
      '{"matches_profile": false}',
      '{"matches_profile": "yes", "confidence": 3}',
      '{"matches_profile": true, "confidence": NaN, "classification": "depression"}',
      '{"matches_profile": true, "classification": "major depressive disorder"}',
      '{"matches_profile": true, "explanation": "the patient said {maybe} twice"}',
      '{"details": {"dsm": "F32.1"}, "matches_profile": true}',
    ],
    reject: [
      '',
      'The diagnosis matches the depression profile. matches_profile: true',
      '{"confidence": 4, "explanation": "Depression is named.", "classification": "depression"}',
      "{'matches_profile': True, 'confidence': 4}",
      '{"matches_profile": true}\n{"matches_profile": false}',
      '{"matches_profile": true} (see {note})',
      '{"matches_profile": true, "confidence": 5,}',
      '{"matches_profile": true, "confidence": 5',
      '{\n  "matches_profile": true/false,\n  "confidence": 3\n}',
      '{"Matches_Profile": true}',
      '<think>I will answer with {json}</think>\n{"matches_profile": true}',
    ],
  },
  'docsloader--ru-clinical-verdict-vs-guideline-chunks-4-label-json-pydantic-structured-output': {
    accept: [
      '{"verdict": "partially_correct", "explanation": "Амлодипин допустим, но при АГ 2 степени рекомендуется стартовая комбинированная терапия; контроль АД через 4 недели соответствует рекомендациям.", "citations": [{"chunk_id": "I10_0042", "section_path": "Лечение > Медикаментозная терапия", "pages": "27-28"}, {"chunk_id": "I10_0057", "section_path": "Лечение > Контроль эффективности", "pages": "33-33"}], "missing_info": [], "recommended_action": "Рассмотреть комбинацию иАПФ/БРА с амлодипином в одной таблетке."}',
      '{"verdict": "insufficient_info", "explanation": "Во фрагментах нет данных о дозировании у пациентов с ХБП."}',
      '```json\n{"verdict": "incorrect", "explanation": "Монотерапия не соответствует рекомендациям для АГ 2 степени.", "citations": [], "missing_info": ["СКФ"], "recommended_action": null}\n```',
      'Вот результат проверки:\n```json\n{"verdict": "correct", "explanation": "Назначение соответствует фрагменту I10_0042."}\n```',
      '{"verdict": "partially_correct", "explanation": "Доза верна, но не указан контроль калия',
      '{"verdict": "correct", "explanation": "ok", "confidence": 0.92, "notes": NaN}',
      '{"verdict": "correct", "explanation": "строка 1\nстрока 2"}',
      '  {"verdict": "incorrect", "explanation": "Противопоказано при беременности.", "recommended_action": "Отменить иАПФ."}\n',
    ],
    reject: [
      '',
      'Вердикт: correct. Назначение соответствует рекомендациям.',
      '{"verdict": "Correct", "explanation": "ok"}',
      '{"verdict": "correct|partially_correct|incorrect|insufficient_info", "explanation": "краткое объяснение"}',
      '{"verdict": "correct"}',
      '{"verdict": "correct", "expl',
      '{"verdict": "correct", "explanation": 5}',
      '{"verdict": "correct", "explanation": "ok", "citations": [{"chunk_id": "I10_0042"}]}',
      '{"verdict": "correct", "explanation": "ok", "citations": [{"chunk_id": 42, "section_path": "Лечение", "pages": "27-28"}]}',
      '{"verdict": "correct", "explanation": "ok", "missing_info": "нет"}',
      '{"verdict": "correct", "explanation": "ok", "recommended_action": NaN}',
      '[{"verdict": "correct", "explanation": "ok"}]',
      '{"verdict": "correct", "explanation": "ok"]',
      '{"verdict": "correct", "explanation": "\\ud800"}',
    ],
  },
  'healthic--health-coach-response-four-criteria-0-1-json-score-fence-split-float': {
    accept: [
      '{"score": 0.85, "reason": "Acknowledges the pressure first, gives a concrete 7-day breakfast plan, flags the safety risk and suggests a dietitian."}',
      '```json\n{"score": 0.6, "reason": "Validating tone but the advice is generic."}\n```',
      '```\n{"score": 0.9, "reason": "Specific and safe."}\n```',
      '```json\n{"score": 0.4, "reason": "Endorses skipping meals."}\n```\nThe response missed the safety concern.',
      '```json {"score": 0.8, "reason": "ok"}```',
      '```json\n{"score": 0.7}',
      '{"score": "0.7", "reason": "string score"}',
      '{"score": 1, "reason": "Perfect"}',
      '{"score": 85, "reason": "out of range, clamped to 1.0"}',
      '  {"score": 0.3}  \n',
      '{"score": NaN}',
      '{"score": true}',
      '{"score": 1e400}',
    ],
    reject: [
      '',
      'Score: 0.8',
      '{"reason": "Empathetic and specific."}',
      'Here is my evaluation: {"score": 0.8, "reason": "good"}',
      '```JSON\n{"score": 0.8}\n```',
      'json\n{"score": 0.8}',
      '```\n```\n{"score": 0.8}',
      '{"score": "high", "reason": "very good"}',
      '{"score": null}',
      '[{"score": 0.8}]',
      '{"score": 0.8,}',
      "{'score': 0.8}",
      '{"score": [0.8]}',
      '{"score": 1' + '0'.repeat(400) + '}',
    ],
  },
};

describe('set 679 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_679).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_679[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
