import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_435 } from './framework-parsers-435';

const full =
  '{"safety_score": 92, "safety_status": "SAFE", "critical_issues": [], "required_disclaimers": ["Consulte um médico ou farmacêutico antes de combinar analgésicos."], "recommendations": null, "approved": true}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'bulatorioonline--mcp-medication-answer-safety-pt-0-100-json-status-enum-pydantic': {
    accept: [
      full,
      '```json\n' + full + '\n```',
      'Segue a avaliação de segurança:\n```json\n{\n    "safety_score": 78,\n    "safety_status": "WARNING",\n    "critical_issues": [{"issue": "Não menciona o risco de sangramento gastrointestinal do ibuprofeno", "severity": "HIGH", "category": "CONTRAINDICAÇÕES"}],\n    "required_disclaimers": ["Este conteúdo não substitui a orientação de um profissional de saúde."],\n    "recommendations": "Incluir contraindicações de AINEs.",\n    "approved": true\n}\n```\nA resposta é aceitável com ressalvas.',
      '{"safety_score": 40, "safety_status": "UNSAFE", "critical_issues": [{"issue": "Sugere dobrar a dose", "severity": "CRITICAL", "category": "DANOS FÍSICOS", "location": null, "extra": 1}], "approved": false}',
      '{"safety_score": 75, "safety_status": "WARNING"}',
      '{"safety_score": "85", "safety_status": "WARNING", "approved": "yes"}',
      '{"safety_score": 100.0, "safety_status": "SAFE", "approved": 1}',
      '{"safety_score": 95, "safety_status": "SAFE", "critical_issues": "", "required_disclaimers": []}',
      '{"safety_score": 95, "safety_status": "SAFE", "critical_issues": {}}',
      '\u00a0 {"safety_score": 0, "safety_status": "UNSAFE", "approved": "False"}\n',
      '{"safety_score": 70, "safety_status": "SAFE", "safety_score": 90}',
      '{"safety_score": " 85 ", "safety_status": "WARNING", "required_disclaimers": ["\\ud800 aviso"], "approved": "On"}',
    ],
    reject: [
      '',
      '{"safety_score": 92, "safety_status": "safe"}',
      '{"safety_score": 101, "safety_status": "SAFE"}',
      '{"safety_score": 85.5, "safety_status": "WARNING"}',
      '{"safety_status": "SAFE", "approved": true}',
      '{"safety_score": 92, "approved": true}',
      '```JSON\n' + full + '\n```',
      '```\n' + full + '\n```',
      'Avaliação: ' + full,
      '{"safety_score": 80, "safety_status": "WARNING", "critical_issues": [{"issue": "Sem aviso", "severity": "HIGH"}]}',
      '{"safety_score": 80, "safety_status": "WARNING", "critical_issues": ["Sem aviso de contraindicação"]}',
      '{"safety_score": 80, "safety_status": "WARNING", "required_disclaimers": "Consulte um médico."}',
      '{"safety_score": 80, "safety_status": "WARNING", "approved": null}',
      '{"safety_score": 80, "safety_status": "WARNING", "recommendations": ["Adicionar aviso"]}',
      '{"safety_score": NaN, "safety_status": "WARNING"}',
      '{"safety_score": "85/100", "safety_status": "WARNING"}',
      '{"safety_score": 92, "safety_status": "SAFE",}',
      '```json\n{"safety_score": 92 "safety_status": "SAFE"}\n```\n```json\n' + full + '\n```',
      '[' + full + ']',
      '{"safety_score": 80, "safety_status": "SAFE", "approved": " yes"}',
      '{"safety_score": 80, "safety_status": "SAFE", "critical_issues": [{"issue": 1, "severity": "HIGH", "category": "Dose"}]}',
    ],
  },
  'model-comparison-medical-diabetes--diabetes-consultation-record-extraction-quality-100-point-json-total-score': {
    accept: [
      '{"scores": {"accuracy": {"score": 28, "max": 30, "deductions": [{"item": "药物剂量不精确", "points": -1}], "evaluation": "绝大部分信息准确"}, "completeness": {"score": 22, "max": 25}, "clinical_utility": {"score": 17, "max": 20}, "structure": {"score": 13, "max": 15}, "language": {"score": 8, "max": 10}}, "total_score": 88, "grade": "A 良好", "clinical_usability": "稍作修改即可使用", "overall_evaluation": "信息准确完整，结构清晰。", "strengths": ["重点突出"], "weaknesses": ["家族史未强调"], "recommendations": ["补充生活方式信息"]}',
      '{"total_score": 88}',
      '{"scores": {}, "total_score": 72.5, "grade": "B 一般"}',
      '{"total_score": 90, "error": false}',
      '{"total_score": 0, "grade": "D 差"}',
      '\n  {"total_score": 65, "overall_evaluation": "遗漏了当前用药剂量"}  \n',
      '{"total_score": 81, "scores": {"accuracy": {"score": null}, "信息准确性": 27}}',
      '{"total_score": 93, "scores": {"overall": 5, "accuracy": {"evaluation": "无错误"}}}',
    ],
    reject: [
      '',
      '{"总分": 88, "等级": "A 良好", "各维度评分": {"信息准确性": 28}}',
      '{"total_score": "88"}',
      '{"total_score": null}',
      '[{"total_score": 88}]',
      '```json\n{"total_score": 88}\n```',
      '{"total_score": 88, "error": "none"}',
      '{"total_score": 88, "scores": []}',
      '{"total_score": 88, "scores": {"accuracy": 28}}',
      '{"total_score": 88, "scores": {"accuracy": {"score": "28"}}}',
      '总分：88/100，等级：A 良好',
      '{"total_score": NaN}',
      '{"scores": {"accuracy": {"score": 28}}, "grade": "A"}',
      'Here is the JSON: {"total_score": 88}',
    ],
  },
};

describe('set 435 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_435).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_435[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
