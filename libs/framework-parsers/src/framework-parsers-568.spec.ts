import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_568 } from './framework-parsers-568';

const fullLearnthon = JSON.stringify(
  {
    verdict: 'FAKE',
    confidence_score: 0.92,
    summary: 'No credible outlet reports that the WHO declared coffee a carcinogen in 2024; the claim recycles a 2016 IARC review that actually downgraded coffee.',
    verified_facts: ['In 2016 IARC moved coffee out of Group 2B.'],
    incorrect_or_misleading_parts: ['The WHO did not classify coffee as a carcinogen in 2024.'],
    trusted_sources: [
      { title: 'IARC Monographs evaluate drinking coffee', url: 'https://www.iarc.who.int/news-events/coffee', publisher: 'IARC' },
      { title: 'Fact check: WHO did not call coffee carcinogenic', url: 'https://www.reuters.com/fact-check/coffee', publisher: 'Reuters' },
      { title: 'Is coffee linked to cancer?', url: 'https://www.bbc.com/news/health-coffee', publisher: 'BBC' },
      { title: 'Coffee and cancer risk', url: 'https://apnews.com/article/coffee-cancer', publisher: 'AP News' },
      { title: 'Coffee FAQ', url: 'https://www.cancer.gov/coffee', publisher: 'National Cancer Institute' },
    ],
  },
  null,
  2,
);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'fake-news-detection-ai--claim-vs-article-stance-support-contradict-neither-keyword-substring': {
    accept: [
      'support',
      'Support',
      '  SUPPORT\n',
      '"support"',
      'supports',
      'refuted',
      'The source text is neutral toward the statement.',
      'unclear',
      'The source text does not support the statement.',
      'unsupported',
    ],
    reject: [
      '',
      'contradict',
      'Contradict',
      'neither',
      'Neither.',
      '"contradict"',
      'refuting',
      'ＳＵＰＰＯＲＴ',
      'sup port',
      'opposes',
    ],
  },
  'test-data-api--biography-vs-reference-factual-errors-pipe-line-error-found-or-no-errors-found': {
    accept: [
      'NO_ERRORS_FOUND',
      '  NO_ERRORS_FOUND\n',
      '\ufeffNO_ERRORS_FOUND',
      'ERROR_FOUND|high|Bio states she was born in 1958 but the reference gives 1957|"born in 1958"',
      'ERROR_FOUND|medium|Wrong award year',
      'NO_ERRORS_FOUND.',
      'no_errors_found',
      'NO ERRORS FOUND',
      'The bio is incorrect about the year of the award.',
      'There is a contradiction between the bio and the source regarding her university.',
    ],
    reject: [
      '',
      'No issues found.',
      'The biography is consistent with the reference source.',
      'All facts check out.',
      'The bio contradicts the reference on the birth year.',
      'Inaccurate birth year.',
      'ＥＲＲＯＲ_FOUND|high|x|y',
      'İNCORRECT birth year',
      'Mistake: the award was in 1994.',
      'ERR|high|wrong year|"1958"',
    ],
  },
  'wikipedia-fact-checker--claim-vs-wikipedia-evidence-verdict-json-true-false-mixed-insufficient': {
    accept: [
      '{"verdict": "FALSE", "explanation": "Einstein received the 1921 Nobel Prize in Physics for the photoelectric effect, not for general relativity.", "confidence": 92, "citations": ["for his discovery of the law of the photoelectric effect"]}',
      '```json\n{"verdict": "TRUE", "explanation": "The evidence states it directly.", "confidence": 95, "citations": []}\n```',
      '{"verdict": "mixed", "confidence": 60}',
      '{"verdict": "INSUFFICIENT_EVIDENCE"}',
      '{"verdict": true}',
      '{"verdict": "FALSE", "confidence": null}',
      '{"verdict": "FALSE", "confidence": "85"}',
      '{"verdict": "FALSE", "confidence": 85.7}',
      'Here is my answer: {"verdict": "TRUE", "confidence": 95} Hope this helps.',
      '{"verdict": "FALSE", "confidence": [90]}',
    ],
    reject: [
      '',
      'FALSE',
      '{"verdict": "PARTLY TRUE", "confidence": 70}',
      '{"verdict": "FALSE ", "confidence": 80}',
      '{"explanation": "The evidence contradicts it.", "confidence": 50}',
      '{"verdict": "FALSE", "confidence": "high"}',
      '{"verdict": "FALSE", "confidence": "85%"}',
      '{"verdict": "FALSE", "confidence": NaN}',
      '{"verdict": "FALSE", "confidence": Infinity}',
      '{"verdict": "TRUE"} and also {"note": 1}',
      '{"verdict": null}',
      '{"verdict": "FALSE", "confidence": "85.5"}',
    ],
  },
  'learnthon-fake-news-verify--news-claim-vs-search-results-real-fake-json-pydantic-response': {
    accept: [
      fullLearnthon,
      '{"verdict": "FAKE"}',
      '```json\n{"verdict": "PARTIALLY TRUE", "confidence_score": 0.6, "summary": "Partly accurate."}\n```',
      '{"verdict": "REAL", "confidence_score": "0.9"}',
      '{"verdict": "MOSTLY FALSE", "confidence_score": 1.5}',
      '{"verdict": "REAL", "confidence_score": NaN}',
      '{"verdict": "UNVERIFIED", "trusted_sources": [{"title": "a", "url": "b", "publisher": "c"}, {"title": "a", "url": "b", "publisher": "c"}, {"title": "a", "url": "b", "publisher": "c"}, {"title": "a", "url": "b", "publisher": "c"}, {"title": "a", "url": "b", "publisher": "c"}, "sixth"]}',
      'Here is the analysis:\n{"verdict": "FAKE", "confidence_score": true}',
    ],
    reject: [
      '',
      'Verdict: FAKE',
      '{"confidence_score": 0.9, "summary": "Looks fabricated."}',
      '{"verdict": null}',
      '{"verdict": 0}',
      '{"verdict": "FAKE", "confidence_score": "high"}',
      '{"verdict": "FAKE", "confidence_score": null}',
      '{"verdict": "FAKE", "verified_facts": "none"}',
      '{"verdict": "FAKE", "verified_facts": [1, 2]}',
      '{"verdict": "FAKE", "trusted_sources": [{"title": "Fact check", "url": "https://www.reuters.com/fact-check/x"}]}',
      'Checked {claim} first. {"verdict": "FAKE"}',
      '{"verdict": "FAKE",}',
      '{"verdict": "FAKE", "summary": "bad \\ud800 char"}',
    ],
  },
  'research-evaluator-agent--article-factuality-1-5-structured-output-tool-args-int-score': {
    accept: [
      '{"score": 4, "comment": "Mostly accurate; the 2023 market-size figure could not be confirmed."}',
      '{"score": 5}',
      '{"metric_name": "factuality", "score": 3, "comment": "Two minor date errors."}',
      '{"score": "4"}',
      '{"score": 4.0}',
      ' {"score": 2} ',
      '{"score": 1, "comment": "Many claims are wrong.", "confidence": "low"}',
      '{"score": 10}',
      '{"score": 4, "comment": "line one\nline two"}',
      '{"score": 3, "comment": "odd \\ud800 char"}',
    ],
    reject: [
      '',
      '{}',
      '{"comment": "Accurate overall."}',
      '{"score": 4.5}',
      '{"score": "four"}',
      '{"score": null}',
      '[{"score": 4}]',
      '```json\n{"score": 4}\n```',
      'Score: 4',
      '{"score": 4, "comment": 5}',
      '{"score": NaN}',
      '{"score": 4,}',
    ],
  },
};

describe('set 568 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_568).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_568[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
