import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_707 } from './framework-parsers-707';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llmodelscoring--generated-content-logic-syntax-output-0-100-json-three-scores-fenced-or-flat-object-fallback': {
    accept: [
      '{\n  "logic_score": 90,\n  "syntax_score": 95,\n  "output_score": 85,\n  "logic_feedback": "Strips non-alphanumerics and compares with strrev, which answers the prompt.",\n  "syntax_feedback": "Valid PHP 8 with a typed signature.",\n  "output_feedback": "Concise and readable.",\n  "overall_score": 90,\n  "strengths": ["Handles case", "Short"],\n  "weaknesses": ["No multibyte support"],\n  "suggestions": ["Use mb_strtolower for UTF-8 input"]\n}',
      '```json\n{"logic_score": 80, "syntax_score": 100, "output_score": 75, "strengths": ["clear"]}\n```',
      'Here is my evaluation:\n\n```json\n{\n  "logic_score": 70,\n  "syntax_score": 90,\n  "output_score": 65\n}\n```\n\nLet me know if you need more detail.',
      '{"logic_score": "85", "syntax_score": "90", "output_score": "70"}',
      'Evaluation: {"logic_score": 60, "syntax_score": 40, "output_score": 55, "logic_feedback": "Ignores punctuation handling"} Hope this helps.',
      'Result: {"scores": {"logic_score": 80, "syntax_score": 90, "output_score": 70}}',
      '```JSON\n{"logic_score": 88, "syntax_score": 92, "output_score": 81, "strengths": ["tidy"]}\n```',
      '  {"logic_score": 70, "syntax_score": 70, "output_score": 70}\n',
      '```php\n<?php echo strrev("abc");\n```\n\n```json\n{"logic_score": 50, "syntax_score": 90, "output_score": 60}\n```',
      '{"logic_score": 85.7, "syntax_score": 0, "output_score": 100}',
      '{"logic_score": 1, "syntax_score": 1, "output_score": 1, "x": ' + '['.repeat(510) + ']'.repeat(510) + '}',
    ],
    reject: [
      '',
      'Logic: 85/100\nSyntax: 90/100\nOutput: 80/100',
      '{"logic_score": 85, "syntax_score": 90, "overall_score": 87}',
      '{"scores": {"logic_score": 80, "syntax_score": 90, "output_score": 70}}',
      '```json\n{"logic_score": 80, "syntax_score": 90, "output_score": 70,}\n```',
      "{'logic_score': 80, 'syntax_score': 90, 'output_score': 70}",
      '{"logic_score": null, "syntax_score": 90, "output_score": 70}',
      '{"logic_score": 80, "syntax_score": 90, "output_score": 70, "logic_feedback": "cut emoji \\ud83d here"}',
      '[80, 90, 70]',
      '```json\n{\n  // scores\n  "logic_score": 80, "syntax_score": 90, "output_score": 70\n}\n```',
      '{"logic_score": 1, "syntax_score": 1, "output_score": 1, "x": ' + '['.repeat(511) + ']'.repeat(511) + '}',
    ],
  },
  '7easy--ielts-writing-task2-essay-overall-score-triple-dollar-line-erlang-float': {
    accept: [
      'Score: $$$6.5$$$\nGrammar: Several subject-verb agreement errors ("people says", "it reduce").\nVocabulary: Adequate range, but "government" is repeated many times.\nStructure: Clear introduction, two body paragraphs and a conclusion.\nOverall Feedback: The essay answers the question, but the examples need more development.\nAI Essay: ***In many cities, congestion has become a daily burden.***\n',
      'Score: $$$7.0$$$\nGrammar: Good control of complex sentences.\n',
      'Score: $$$ 6.5 $$$\nGrammar: Some errors.\n',
      'Here is the structured feedback:\nScore: $$$5.5$$$\nGrammar: Frequent errors.\n',
      'Score: $$$+6.0$$$\n',
      'Score: $$$6.5e0$$$\n',
      'Score: $$$06.50$$$\n',
      'Score: $$$\t7.5\t$$$\nGrammar: fine\n',
      'Score: $$$[Overall Score]$$$ \nScore: $$$6.0$$$\nGrammar: ok\n',
    ],
    reject: [
      '',
      'Score: $$$7$$$\nGrammar: Good.\n',
      'Score: $$$6.5$$$',
      '**Score:** $$$6.5$$$\nGrammar: ok\n',
      'score: $$$6.5$$$\n',
      'Score: $$$6.5$$$\r\nGrammar: fine\r\n',
      'Score: $$$Band 6.5$$$\n',
      'Score: $$$6.5/9$$$\n',
      'Score: 6.5\nGrammar: ok\n',
      'Score: $$$6.5$$$ (band $$$7.0$$$)\n',
      'Score: $$$.5$$$\n',
      'Score:  $$$6.5$$$\n',
      'Score: $$$６.５$$$\n',
    ],
  },
  'jido-ai--llm-outcome-verifier-answer-correctness-0-1-score-line-regex-list-default-0-5': {
    accept: [
      'Score: 1.0\nReasoning: 14:35 plus 2 h 50 min is 17:25; the answer and its working are correct.',
      'score: 0.5',
      'SCORE: 0.9',
      'Score: [0.8]\nReasoning: Correct but terse.',
      'Rating: 0.7',
      'Reasoning: The arithmetic is right.\nScore:\n1',
      'Score: 8/10',
      'Final score:0.95',
      'Score: -1',
      'Subscore: 3',
      'Score:\u000b0.6',
    ],
    reject: [
      '',
      'The answer deserves 0.9 out of 1.0.',
      '**Score:** 0.9',
      'Score: [ 0.9 ]',
      'Score: .9',
      'Score = 0.9',
      'Scoring: 0.9',
      'Score: N/A',
      'Score: ０.９',
      'Score:\u00a00.9',
      'Score - 0.9',
    ],
  },
  'my-trades--trade-override-reasoning-exception-justified-valid-yes-no-line': {
    accept: [
      'Valid: NO\nRisk Level: high\nReasoning: A surprise rate cut is priced in within minutes and the setup has only 1/3 EMA confluence against a bearish higher-timeframe bias; this is a reactive news trade, not an edge.',
      'Valid: YES\nRisk Level: medium\nReasoning: The policy surprise is a genuine catalyst and the 200 EMA bounce gives a clear invalidation level; size down.',
      'valid: yes',
      'VALID:NO',
      'Valid:\nNO\n\nRisk Level: high',
      'Invalid: NO',
      'Valid: Nope, this is revenge trading.',
      'After weighing it: Valid: YES (with reduced size)',
    ],
    reject: [
      '',
      '**Valid:** YES\n**Risk Level:** medium',
      'Valid - YES',
      'Valid: [YES]',
      'Valid: Y',
      'Approved: YES',
      'Valid: ✅ YES',
      'The exception is not justified. Risk Level: high',
      'Valid:\u00a0YES',
      'Valid: N/A',
    ],
  },
};

describe('set 707 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_707).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_707[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
