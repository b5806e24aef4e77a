import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_530 } from './framework-parsers-530';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  's2translation--stage2-game-localization-translation-vs-rules-1-10-score-feedback-line-regex': {
    accept: [
      'Score: 7\nFeedback: NUM1 violated: use a non-breaking space in "20 %" and "2 s". CAP1: keep "Plague of Locusts" capitalized as in the source (OK).',
      'Score: 10\nFeedback: No feedback needed.',
      'score: 6\nfeedback: TONE2 respected, but "canalise" should be "canalise la" before the ability name.',
      'SCORE:8',
      'Score:\n9\nFeedback: Accurate and fluent.',
      '```\nScore: 5\nFeedback: Major NUM1 issues.\n```',
      'Overall score: 4 - several rule violations.',
      'Score: 15',
      'Score: 7.5\nFeedback: Minor awkwardness.',
      'Score: ９',
      'Score:\u00a08',
    ],
    reject: [
      '',
      '**Score:** 8\n**Feedback:** Good overall.',
      'Score: [8]\nFeedback: Good.',
      'Score - 8\nFeedback: Good.',
      'Score: eight\nFeedback: Good.',
      'Rating: 8/10\nFeedback: Good.',
      'Feedback: Use non-breaking spaces before %. Otherwise accurate.',
      '8\nThe translation is accurate.',
      'Score = 8',
      'Score : 8',
      'Note : 8/10',
    ],
  },
  'abrege--selfcheck-summary-sentence-deducible-from-retrieved-context-yes-no-startswith': {
    accept: [
      'Yes',
      'No',
      'yes.',
      'No, the context does not mention the budget.',
      '  YES  \n',
      'Nope',
      'Not deducible from the context.',
      'Non',
      '\u00a0Yes',
      'Yesterday the context said so',
      'None of the context supports it.',
    ],
    reject: [
      '',
      '**Yes**',
      '"Yes"',
      'Answer: Yes',
      'The answer is No.',
      'Oui',
      'Y',
      '- Yes',
      '\ufeffYes',
      'Sí',
      'N/A',
    ],
  },
  'langpont--three-way-translation-analysis-recommended-translation-label-chatgpt-enhanced-gemini-substring': {
    accept: [
      'Enhanced',
      'ChatGPT',
      'Gemini',
      'GEMINI',
      '推奨されている翻訳: Enhanced',
      'Enhanced訳',
      'ChatGPT翻訳',
      'geminiAIはGemini訳を推奨しています。',
      'The recommended translation is the Enhanced one.',
      'Chat',
      'unenhanced',
    ],
    reject: [
      '',
      '改善版',
      'ジェミニ',
      'どの翻訳も推奨されていません。',
      'Ｇｅｍｉｎｉ',
      'GPT-4',
      'enhance',
      'Claude',
      'Gem ini',
      'OpenAI',
      'Option 2',
    ],
  },
};

describe('set 530 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_530).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_530[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
