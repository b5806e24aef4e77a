import { describe, expect, it } from 'vitest';
import { GOSUDA_END_TOKEN as E, GOSUDA_START_TOKEN as S, PARSERS_OF_SET_475 } from './framework-parsers-475';

const QE_FULL =
  '{\n  "accuracy": 9,\n  "fluency": 8,\n  "terminology": 9,\n  "formatting": 10,\n  "issues": ["In \\"Market Equilibrium\\", \\"quantity supplied\\" should be 供给量 to mirror 需求量."],\n  "strengths": ["LaTeX equations intact", "Glossary term 均衡 used consistently"],\n  "summary": "Accurate and fluent translation of the changed section with one minor terminology inconsistency."\n}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'action-translation-sync--en-zh-cn-myst-translation-accuracy-fluency-terminology-formatting-1-10-json-greedy-brace': {
    accept: [
      QE_FULL,
      '```json\n' + QE_FULL + '\n```',
      'Here is my evaluation of the changed section:\n\n' + QE_FULL + '\n\nOverall this is a solid translation.',
      '{"accuracy": "9", "fluency": "8", "terminology": "9", "formatting": "10", "issues": [], "strengths": [], "summary": "Good."}',
      '{"accuracy": 9.5, "fluency": 8.5, "terminology": 9, "formatting": 10, "issues": ["Keep the {ref} role `eq-equilibrium` unchanged."], "strengths": [], "summary": "Fine."}',
      // missing keys: score NaN, still returned (no default, no throw)
      '{"accuracy": 9, "fluency": 8, "summary": "Terminology and formatting not assessed."}',
      // no braces at all: the whole reply goes to JSON.parse; a number has no keys -> NaN, returned
      '8',
    ],
    reject: [
      '',
      'null',
      '{"accuracy": 9, "fluency": 8}\n{"terminology": 9, "formatting": 10}',
      QE_FULL + '\nNote: I ignored the {heading-map} block as instructed.',
      '{"accuracy": 9, "fluency": 8, "terminology": 9, "formatting": 10,}',
      "{'accuracy': 9, 'fluency': 8, 'terminology': 9, 'formatting': 10}",
      '{"accuracy": NaN, "fluency": 8, "terminology": 9, "formatting": 10}',
      '{\n  // scores\n  "accuracy": 9, "fluency": 8, "terminology": 9, "formatting": 10\n}',
      'Accuracy: 9/10\nFluency: 8/10\nTerminology: 9/10\nFormatting: 10/10',
      '{"accuracy": {"toString": 1}, "fluency": 8, "terminology": 9, "formatting": 10}',
      '```json\n{"accuracy": 9, "fluency": 8\n```',
    ],
  },
  'translatr-ai-craft--glossary-aware-translation-quality-0-100-score-json-fence-stripped-default-75': {
    accept: [
      '{"score": 78, "terminology_violations": ["\\"Save\\" was translated as \\"Speichern\\" instead of the required \\"Sichern\\""], "suggestions": ["Use \\"Sichern\\" for the button label: Klicken Sie auf „Sichern“, ..."]}',
      '{\n  "score": 96,\n  "terminology_violations": [],\n  "suggestions": []\n}',
      '```json\n{"score": 78, "terminology_violations": ["Save -> Speichern"], "suggestions": []}\n```',
      '```\n{"score": 91, "terminology_violations": [], "suggestions": []}\n```',
      '  {"score": 88}\n',
      '{"score": "92"}',
      '{"score": 150}',
      '{"score": 75, "terminology_violations": [], "suggestions": ["Minor wording"]}',
      '\u00a0{"score": 90}',
      '{"score": true}',
    ],
    reject: [
      '',
      '{"score": 0, "terminology_violations": ["all terms wrong"], "suggestions": ["Retranslate"]}',
      '{"terminology_violations": [], "suggestions": []}',
      'null',
      '92',
      'Here is the evaluation: {"score": 92, "terminology_violations": [], "suggestions": []}',
      '```JSON\n{"score": 92}\n```',
      '{"score": null}',
      '{"score": 92,}',
      '{"score": {"toString": 1}}',
      "{'score': 92}",
      '[{"score": 92}]',
    ],
  },
  'gosuda-website--blog-post-translation-quality-0-10-float-between-random-hex-tokens': {
    accept: [
      `${S}\n8.50\n${E}\n<reason>The translation conveys the meaning accurately, keeps the code block and the Markdown headings intact, and reads naturally in English.</reason>`,
      `${S}9.2${E}`,
      `${S}\n0.1\n${E}\n<reason>The last paragraph was left untranslated (criterion 9).</reason>`,
      `Here is my evaluation.\n\n${S}\n 7.75 \n${E}\n<reason>Minor awkward phrasing.</reason>`,
      `${S}\n10\n${E}\n<reason>Perfect.</reason>`,
      `${S}\u00a08.5\u3000${E}`,
      `${S}\n+8.5e0\n${E}`,
      `${S}\n.95\n${E}`,
      `${S}\nInf\n${E}`,
      `${S}\n0x1p3\n${E}`,
    ],
    reject: [
      '',
      '8.5\n<reason>Good translation.</reason>',
      '[START_TOKEN]\n8.5\n[END_TOKEN]\n<reason>Good.</reason>',
      `${S}\n8.5/10\n${E}`,
      `${S}\n**8.5**\n${E}`,
      `${S}\nScore: 8.5\n${E}`,
      `${S}\n8,5\n${E}`,
      `${E}\n${S}\n8.5\n${E}`,
      `${S}\n8.5\n<reason>Good.</reason>`,
      `${S}\n\n${E}`,
      `${S}\n1e400\n${E}`,
      `${S}\ufeff8.5${E}`,
      `${S}\n+NaN\n${E}`,
      `${S}\n8.5 points\n${E}`,
      `${S}\n٨.٥\n${E}`,
    ],
  },
  '2000nl--dutch-word-card-translation-qa-0-100-score-pass-json-in-json-user-message': {
    accept: [
      '{"score": 92, "pass": true, "issues": [], "suggestedPromptTweaks": ""}',
      '{"score": 64, "pass": false, "issues": [{"severity": "high", "text": "Example 1 drops the negation: \'niet hoeven\' must be \'не нужно\'."}], "suggestedPromptTweaks": "Remind the model that hoeven is almost always negated."}',
      '\n{"score": 88, "pass": true, "issues": [{"severity": "low", "text": "Definition slightly verbose"}], "suggestedPromptTweaks": "none"}\n',
      '{"score": "88", "pass": true}',
      '{"score": 70}',
      '{"score": null, "pass": false}',
      '{"score": [90], "pass": true}',
      '0',
    ],
    reject: [
      '',
      '   \n',
      '```json\n{"score": 92, "pass": true, "issues": [], "suggestedPromptTweaks": ""}\n```',
      'null',
      '{"pass": true, "issues": []}',
      '{"score": "high", "pass": false}',
      'Score: 92\nPass: true',
      '\ufeff{"score": 92, "pass": true}',
      '{"score": 92, "pass": true,}',
      '{"score": 60, "pass": false, "issues": [{"severity": {"toString": "high"}, "text": "x"}]}',
      '{"score": NaN, "pass": false}',
      '{"score": 92, "pass": true} Looks good overall.',
    ],
  },
};

describe('set 475 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_475).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_475[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
