import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_522 } from './framework-parsers-522';

// Each case was checked against the project code: the Python readers (dxgpt-bench-lab, prd0010) were run on every
// reply with their original statements, the RevalidaFlow regex with Node.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'dxgpt-bench-lab--strict-diagnostic-equivalence-gold-vs-ddx-list-option-number-0-n-python-int': {
    accept: [
      "2",
      "0",
      "5",
      " 3\n",
      "+2",
      "02",
      "\u0662",
      "\uff13",
      "\u00a04",
      "0_2",
      "1\r\n",
    ],
    reject: [
      "",
      "6",
      "-1",
      "2.",
      "Option 2",
      "**2**",
      "2. Systemic lupus erythematosus with lupus nephritis (class IV)",
      "None",
      "two",
      "2/5",
      "1, 2",
      "\u200b2",
      "2_",
      "- 2",
      "1_0",
    ],
  },
  'revalidaflow--revalida-descriptive-clinical-case-verbal-answer-feynman-feedback-score-line-0-10-js-regex': {
    accept: [
      "Pontos Fortes e Precisão\nVocê identificou corretamente a dengue e lembrou de notificar o caso.\n\nPontos a Melhorar (Identificação de Gaps)\nA gestação é condição especial: isso muda o grupo de risco.\n\nO Desafio Feynman (Clareza e Simplicidade)\nExplique por que a gestante não pode ser tratada como grupo A.\n\nScore de Coerência e Estrutura (0 a 10): 6",
      "Score de Coerência e Estrutura (0 a 10): 8/10",
      "Score de Coerência e Estrutura (0 a 10):\n\n7",
      "### Score de Coerência e Estrutura (0 a 10): 9",
      "Score de Coerência e Estrutura (0 a 10):\u00a05",
      "Score de Coerência e Estrutura (0 a 10): 15",
      "Score de Coerência e Estrutura (0 a 10): 7.5 — boa organização",
      "- Score de Coerência e Estrutura (0 a 10): 4 (precisa estruturar melhor)",
    ],
    reject: [
      "",
      "**Score de Coerência e Estrutura (0 a 10):** 7",
      "### Score de Coerência e Estrutura (0 a 10)\n7/10",
      "Score de Coerência e Estrutura: 7",
      "score de coerência e estrutura (0 a 10): 7",
      "Score de Coerencia e Estrutura (0 a 10): 7",
      "Score de Coerência e Estrutura (0 a 10): **7**",
      "Score de Coerência e Estrutura (0 a 10): sete",
      "Score de Coerência e Estrutura (0 a 10): \uff17",
      "Score de Coere\u0302ncia e Estrutura (0 a 10): 7",
      "Score de Coerência e Estrutura (0 a 10) : 7",
      "Score de Coerência e Estrutura (0-10): 7",
    ],
  },
  'prd0010--ptbr-medical-answer-vs-reference-clinical-coherence-json-score-0-10-fence-strip-greedy-brace': {
    accept: [
      "{\"score\": 5, \"rationale\": \"Cita BRA e tiazídico corretamente, mas inclui betabloqueador como primeira linha, o que diverge da referência.\"}",
      "```json\n{\"score\": 9, \"rationale\": \"Clinicamente equivalente à referência.\"}\n```",
      "Aqui está a avaliação:\n{\"score\": 3, \"rationale\": \"Conduta com erro importante.\"}",
      "{\"score\": 0}",
      "{\"score\": 10.5, \"rationale\": \"x\"}",
      "{\"score\": 6.4}",
      "{\"score\": -0.5}",
      "```\n{\"score\": 7, \"rationale\": \"ok\"}\n```\nObservação: revisar a dose.",
      "{\"score\": \"7\", \"score\": 8}",
      "  {\"rationale\": \"usa {chaves} no texto\", \"score\": 7}  ",
      "{\"score\": 1e1}",
    ],
    reject: [
      "",
      "{\"score\": \"7\", \"rationale\": \"texto\"}",
      "{\"score\": true}",
      "{\"score\": 11}",
      "{\"score\": 10.6}",
      "{\"score\": NaN}",
      "{\"score\": Infinity}",
      "{\"score\": null}",
      "[{\"score\": 7}]",
      "7",
      "Nota: 7",
      "{\"nota\": 7}",
      "{'score': 7}",
      "{\"score\": 7,}",
      "{\"score\": 7} e depois {\"score\": 8}",
      "{\"score\": -1}",
      "{\"avaliacao\": {\"score\": 7}}",
    ],
  },
};

describe("set 522 framework parsers", () => {
  it("covers every parser", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_522).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_522[key]!;
      it.each(accept)("accepts %j", (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)("rejects %j", (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
