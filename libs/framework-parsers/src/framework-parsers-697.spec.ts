import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_697 } from './framework-parsers-697';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'docagent--docstring-summary-helpfulness-1-5-score-tags-regex-fallbacks': {
    accept: [
      "The summary \"Loads a config from a path.\" merely restates the signature: it says nothing about validation or why overrides exist.\n\n<suggestions>Say that it merges overrides into the YAML settings and validates the result before the app starts.</suggestions>\n\n<score>2</score>",
      '<score>5</score>',
      '<SCORE>4</SCORE>',
      'Reasoning: adds a little context.\nFinal score: 3',
      'This summary sits between the good and very good levels; I would rate it 4/5.',
      'Comparing with the reference example, it is closest to Level 2.',
      '<score>٤</score>',
      'score = 5',
      '<score>9</score> was a typo. Score: 4',
      'Score:\n\n1',
    ],
    reject: [
      '',
      '<score>0</score>',
      '<score>4.5</score>',
      '<score>10</score>',
      '<score> 4 </score>',
      'Score: 7',
      'I rate it 3 out of 5.',
      'Score 3/10',
      'Score - 4',
      'Rating: four out of five',
    ],
  },
  'gonogo--accessibility-lens-axe-core-findings-json-object-fence-strip': {
    accept: [
      '{\n  "findings": [\n    {\n      "id": "A11Y-001",\n      "lens": "accessibility",\n      "severity": "high",\n      "effort": "quick_fix",\n      "confidence": 0.95,\n      "title": "Form elements must have labels",\n      "description": "axe-core flagged input#client-email as having no accessible label. Impact: critical.",\n      "evidence": {"page_url": "/clients/new", "screenshot_ref": null, "dom_selector": "input#client-email", "console_errors": null, "network_evidence": null, "lighthouse_metric": null, "axe_violation": "label", "raw_data": {"impact": "critical"}},\n      "recommendation": {"human_readable": "Screen reader users cannot tell what this field is for.", "ai_actionable": "Add aria-label=\\"Client email\\" to input#client-email."}\n    }\n  ]\n}',
      '{"findings": []}',
      '```json\n{\n  "findings": []\n}\n```',
      '```\n{"findings": []}\n```',
      '  \n{"findings": [{"id": "A11Y-001"}]}\n',
      '{"findings": [], "summary": "axe-core reported no violations"}',
      '{"findings": null, "findings": []}',
      '{"findings": [{"confidence": NaN}]}',
    ],
    reject: [
      '',
      '{}',
      '[]',
      '{"findings": null}',
      '{"findings": 0}',
      '{"findings": NaN}',
      'Here are the findings: {"findings": []}',
      '```JSON\n{"findings": []}\n```',
      "{'findings': []}",
      '{"findings": [],}',
      '```json\n{"findings": []}\n```\nLet me know if you need anything else.',
      '{"findings": [{"title": "tab\there"}]}',
    ],
  },
};

describe('set 697 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_697).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_697[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
