import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_470 } from './framework-parsers-470';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'skotzko-recipe-chatbot--hw3-dietary-adherence-json-answer-pass-fail-with-bare-token-fallback': {
    accept: [
      '{"reasoning": "Parmigiano-Reggiano is made with animal rennet, so the pasta is not vegetarian.", "answer": "Fail"}',
      '```json\n{"reasoning": "Only chickpeas, tomatoes, cream and vegetable-rennet cheese are used.", "answer": "Pass"}\n```',
      '{"reasoning": "ok", "answer": " pass "}',
      '{"answer": "\\u0050ASS"}',
      '<reasoning>Parmesan uses animal rennet.</reasoning>\n<answer>FAIL</answer>',
      'The recipe is fully vegetarian. PASS',
      'Verdict: fail.',
      '{"reasoning": "Cheese made with animal rennet means FAIL here.", "answer": "Non-compliant"}',
      '{"reasoning": "x", "answer": "Pass",}',
    ],
    reject: [
      '',
      'The recipe is not compliant with the restriction.',
      '{"reasoning": "The dish passes every check.", "answer": "Compliant"}',
      '{"reasoning": "x", "answer": "FAILED"}',
      'FAILURE: the recipe contains parmesan.',
      '{"reasoning": "x", "answer": "PASSÉ"}',
      'PASS_FAIL',
      '{"answer": null}',
      '{"answer": "PASS2"}',
      'Bypassed',
    ],
  },
  'fitness-assistant--rag-answer-relevance-json-three-labels-whole-reply-json-loads': {
    accept: [
      '{\n  "Relevance": "RELEVANT",\n  "Explanation": "The answer names the quadriceps, glutes and stabilizing muscles, which is exactly what the question asks."\n}',
      '{"Relevance": "PARTLY_RELEVANT", "Explanation": "It lists the muscles but spends half the answer on technique."}',
      '  {"Relevance": "NON_RELEVANT"}  \n',
      '{"Explanation": "Directly answers the question.", "Relevance": "RELEVANT"}',
      '{"Relevance": "relevant", "Explanation": "lowercase label is still stored"}',
      '{"Relevance": "RELEVANT", "Explanation": "ok", "Confidence": NaN}',
      '{"Relevance": NaN}',
    ],
    reject: [
      '',
      '```json\n{"Relevance": "RELEVANT", "Explanation": "ok"}\n```',
      'Relevance: RELEVANT\nExplanation: the answer covers the muscles.',
      '{"relevance": "RELEVANT", "explanation": "ok"}',
      '{"Relevance": null, "Explanation": "unsure"}',
      '[{"Relevance": "RELEVANT"}]',
      '{"Relevance": "RELEVANT", "Explanation": "ok",}',
      'Here is my evaluation: {"Relevance": "RELEVANT", "Explanation": "ok"}',
      "{'Relevance': 'RELEVANT', 'Explanation': 'ok'}",
    ],
  },
  'agent-assignment-nd--rag-answer-relevance-gemini-forced-tool-call-explanation-bool': {
    accept: [
      '{"explanation": "The question asks for the current weather in Hyderabad; the answer gives temperature, sky and humidity concisely, so it is relevant.", "relevant": true}',
      '{"explanation": "The answer talks about Mumbai instead of Hyderabad.", "relevant": false}',
      '{"relevant": true, "explanation": ""}',
      '{"explanation": "Relevant and concise.", "relevant": "yes"}',
      '{"explanation": "Off topic.", "relevant": "False"}',
      '{"explanation": "Gemini sends numbers as floats.", "relevant": 1.0}',
      '{"explanation": "x", "relevant": 0}',
      '{"explanation": "x", "relevant": true, "score": 5}',
    ],
    reject: [
      '',
      '{"relevant": true}',
      '{"explanation": "The answer is relevant."}',
      '{"explanation": "x", "relevant": "maybe"}',
      '{"explanation": "x", "relevant": 2}',
      '{"explanation": "x", "relevant": 0.5}',
      '{"explanation": "x", "relevant": null}',
      '{"explanation": 42, "relevant": true}',
      '{"explanation": "x", "relevant": "Relevant"}',
      '[{"explanation": "x", "relevant": true}]',
      'true',
    ],
  },
  'd-gangz-recipe-chatbot--hw3-dietary-adherence-few-shot-json-label-fence-or-brace-extract': {
    accept: [
      '{\n    "reasoning": "The sauce is cashews, oat milk and nutritional yeast; no milk, butter or cheese appears, so the recipe is dairy-free.",\n    "label": "PASS"\n}',
      '```json\n{"reasoning": "Butter is a dairy product.", "label": "FAIL"}\n```',
      'Here is my evaluation:\n{"reasoning": "No dairy ingredients.", "label": "PASS"}\nLet me know if you need more.',
      '```\n{"reasoning": "x", "label": "PASS"}\n```',
      '{"label": "FAIL"}',
      '\u00a0 {"reasoning": "x", "label": "FAIL"} \u00a0',
      '```json\n{"reasoning": "x", "label": "PASS"}\n``` That is my final answer.',
      '[{"label": "PASS"}]',
    ],
    reject: [
      '',
      'PASS',
      '{"reasoning": "x", "label": "Pass"}',
      '{"reasoning": "x", "label": "PASS "}',
      '```json\n{"reasoning": "x", "label": "PASS"}',
      '{"reasoning": "x", "verdict": "PASS"}',
      '{"reasoning": "uses {butter}", "label": "FAIL"} Note: see {above}',
      '{"reasoning": "x", "label": "PASS",}',
      '```json\nPASS\n```',
      '{"reasoning": "x", "label": null}',
    ],
  },
};

describe('set 470 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_470).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_470[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
