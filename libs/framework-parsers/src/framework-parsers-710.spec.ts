import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_710 } from './framework-parsers-710';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'persona-factcheck--politifact-claim-persona-interview-cot-five-label-json-verdict-normalized': {
    accept: [
      '{"reasoning": "The Bureau of Labor Statistics reported a record-low Black unemployment rate in 2019. The figure cited matches the published series. The wording slightly overstates how long records have been kept.", "verdict": "mostly-true"}',
      '{"reasoning": "Record lows were reached in 2019.", "verdict": "Mostly True"}',
      '{"verdict": "FALSE"}',
      '{"reasoning": "Partly accurate.", "verdict": " half_true "}',
      '\n  {"reasoning": "Accurate.", "verdict": "true"}\n',
      '{"reasoning": ["a", "b"], "verdict": "false"}',
      '{"verdict": "Mostly_False", "confidence": NaN}',
      '{"verdict": "pants-fire", "verdict": "true"}',
      '{"verdict": "true\\t"}',
      '{"verdict": "Half-True", "extra": {"note": null}}',
    ],
    reject: [
      '',
      '```json\n{"reasoning": "Accurate.", "verdict": "true"}\n```',
      '{"reasoning": "Completely fabricated.", "verdict": "pants-fire"}',
      '{"reasoning": "Close.", "verdict": "mostly  true"}',
      '{"verdict": "mostly\\ttrue"}',
      '{"verdict": true}',
      '[{"verdict": "true"}]',
      '{"Verdict": "true"}',
      'Verdict: mostly-true',
      '{"verdict": "half true."}',
      '{"verdict": "mostly-true"} Hope this helps.',
      "{'reasoning': 'ok', 'verdict': 'true'}",
      '{"reasoning": "line one\nline two", "verdict": "true"}',
    ],
  },
  'factoback--news-claim-final-arbiter-deepseek-vs-llama-critique-json-verdict-conclusion': {
    accept: [
      '{"verdict": "True", "confidence": 0.86, "conclusion": "True. The 100% Section 301 tariff on Chinese EVs was announced in May 2024 and took effect in September 2024; the critique only asks for a document number.", "evidence_summary": "White House fact sheet and USTR final modification notice, September 2024."}',
      '{"verdict":"Unverifiable","confidence":0.35,"conclusion":"DeepSeek cites no primary source and the critique points to gaps.","evidence_summary":"No primary document cited."}',
      '{"conclusion": "False: the claim misstates the rate."}',
      '  \n{"verdict": "False", "confidence": NaN, "conclusion": "False."}\n',
      '{"verdict": "True", "confidence": 1, "conclusion": ""}',
      '{"conclusion": null, "verdict": "True"}',
      '{"verdict": "True", "conclusion": "True", "evidence_summary": "USTR notice", "reasoning": "extra key"}',
    ],
    reject: [
      '',
      '```json\n{"verdict": "True", "confidence": 0.9, "conclusion": "True."}\n```',
      '{"verdict": "True", "confidence": 0.9, "evidence_summary": "USTR notice"}',
      '[{"conclusion": "True."}]',
      'Verdict: True\nConclusion: the tariff was raised to 100%.',
      '{"Conclusion": "True."}',
      '{"verdict": "True", "conclusion": "True.",}',
      "{'verdict': 'True', 'conclusion': 'True.'}",
      '{"conclusion": "True.\nThe tariff took effect in September."}',
      '"conclusion"',
      'The final verdict is True. {"verdict": "True", "conclusion": "True."}',
    ],
  },
  'kgp-pathway--cvpr-venue-fit-acceptance-likelihood-0-100-tool-call-tag-json-score-reason': {
    accept: [
      '<tool_call>\n{"name": "evaluate_cvpr_paper", "arguments": {"score": "82", "reason": "Dynamic scene reconstruction with 3D Gaussians is squarely within CVPR topics (3D vision, novel-view synthesis) and the real-time results are strong."}}\n</tool_call>',
      'Here is my evaluation.\n<tool_call>{"name": "evaluate_cvpr_paper","arguments": {"score": 45, "reason": "Relevant, but the evaluation is thin."}}</tool_call>\nLet me know if you need more.',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "82%", "reason": "Strong fit."}}</tool_call>',
      '<tool_call>{"arguments": {"reason": "Fits 3D vision.", "score": "70"}}</tool_call>',
      '```xml\n<tool_call>\n{"name": "evaluate_cvpr_paper", "arguments": {"score": "90", "reason": "Excellent fit."}}\n</tool_call>\n```',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "60", "reason": "ok"}}</tool_call>\n<tool_call>not json</tool_call>',
      '<tool_call><tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "60", "reason": "ok"}}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": NaN, "reason": "Unclear."}}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "75", "reason": null}}</tool_call>',
    ],
    reject: [
      '',
      '{"name": "evaluate_cvpr_paper", "arguments": {"score": "82", "reason": "Strong fit."}}',
      "{'score': 82, 'reason': 'Strong fit for CVPR.'}",
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": "{\\"score\\": \\"82\\", \\"reason\\": \\"Strong fit.\\"}"}</tool_call>',
      '<tool_call>{"score": "82", "reason": "Strong fit."}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "82"}}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"reason": "Strong fit."}}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": null, "reason": "No score."}}</tool_call>',
      "<tool_call>{'name': 'evaluate_cvpr_paper', 'arguments': {'score': '82', 'reason': 'Strong fit.'}}</tool_call>",
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "82", "reason": "Strong fit."}}',
      '<TOOL_CALL>{"name": "evaluate_cvpr_paper", "arguments": {"score": "82", "reason": "Strong fit."}}</TOOL_CALL>',
      '<tool_call>not json</tool_call>\n<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "60", "reason": "ok"}}</tool_call>',
      '<tool_call>{"name": "evaluate_cvpr_paper", "arguments": {"score": "82", "reason": "Strong\nfit."}}</tool_call>',
    ],
  },
};

describe('set 710 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_710).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_710[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
