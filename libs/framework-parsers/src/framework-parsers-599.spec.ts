import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_599 } from './framework-parsers-599';

// Every case was also run through a Python copy of the project's own reply-reading code (same verdicts).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'agentlaboratory--neurips-form-paper-review-json-nine-int-ratings-fenced-or-lazy-brace': {
    accept: [
      "THOUGHT:\nThe research plan asks for three orderings with five seeds each; the LaTeX reports only easy-to-hard versus random, and the difficulty estimator is never described.\n\nREVIEW JSON:\n```json\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Strengths\": [\n    \"Clear research question\",\n    \"Five seeds with confidence intervals\"\n  ],\n  \"Weaknesses\": [\n    \"Single dataset\",\n    \"No analysis of why ordering helps\"\n  ],\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Questions\": [\n    \"How is difficulty estimated?\"\n  ],\n  \"Limitations\": [\n    \"Only one 7B model\"\n  ],\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Confidence\": 4,\n  \"Decision\": \"Reject\"\n}\n```",
      "{\"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}",
      "```json\n{\"Overall\": \"6\", \"Soundness\": \" 3 \", \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": 6.5, \"Soundness\": 3, \"Confidence\": 4.0, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": true, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Summary\": \"Line one\nline two\", \"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Strengths\": [\n    {\n      \"point\": \"clear question\"\n    }\n  ],\n  \"Weaknesses\": [\n    \"Single dataset\",\n    \"No analysis of why ordering helps\"\n  ],\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Questions\": [\n    \"How is difficulty estimated?\"\n  ],\n  \"Limitations\": [\n    \"Only one 7B model\"\n  ],\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Confidence\": 4,\n  \"Decision\": \"Reject\"\n}\n```",
      "```json\n{\"Overall\": 6,,}\n```\nCorrected:\n```json\n{\"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "REVIEW JSON:\n```JSON\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Confidence\": 4,\n  \"Decision\": \"Reject\"\n}\n```",
      "REVIEW JSON:\n```JSON\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Strengths\": [\n    \"Clear research question\",\n    \"Five seeds with confidence intervals\"\n  ],\n  \"Weaknesses\": [\n    \"Single dataset\",\n    \"No analysis of why ordering helps\"\n  ],\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Questions\": [\n    \"How is difficulty estimated?\"\n  ],\n  \"Limitations\": [\n    \"Only one 7B model\"\n  ],\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Confidence\": 4,\n  \"Decision\": \"Reject\"\n}\n```",
      "```json\n{\"Summary\": NaN, \"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": \"\\uff16\", \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
    ],
    reject: [
      "",
      "```json\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Strengths\": [\n    \"Clear research question\",\n    \"Five seeds with confidence intervals\"\n  ],\n  \"Weaknesses\": [\n    \"Single dataset\",\n    \"No analysis of why ordering helps\"\n  ],\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Questions\": [\n    \"How is difficulty estimated?\"\n  ],\n  \"Limitations\": [\n    \"Only one 7B model\"\n  ],\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Decision\": \"Reject\"\n}\n```",
      "```json\n{\"Overall\": \"6/10\", \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": null, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": \"6.0\", \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n{\"Overall\": NaN, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "```json\n[{\"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}]\n```",
      "```json\n{\"Overall\": [6], \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "Example format:\n```json\n{\"Overall\": 5}\n```\nMy review:\n```json\n{\"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3}\n```",
      "REVIEW JSON:\n```JSON\n{\n  \"Summary\": \"The paper studies difficulty-ordered in-context demonstrations for MedQA.\",\n  \"Strengths\": [\n    {\n      \"point\": \"clear question\"\n    }\n  ],\n  \"Weaknesses\": [\n    \"Single dataset\",\n    \"No analysis of why ordering helps\"\n  ],\n  \"Originality\": 2,\n  \"Quality\": 3,\n  \"Clarity\": 3,\n  \"Significance\": 2,\n  \"Questions\": [\n    \"How is difficulty estimated?\"\n  ],\n  \"Limitations\": [\n    \"Only one 7B model\"\n  ],\n  \"Ethical Concerns\": false,\n  \"Soundness\": 3,\n  \"Presentation\": 3,\n  \"Contribution\": 2,\n  \"Overall\": 5,\n  \"Confidence\": 4,\n  \"Decision\": \"Reject\"\n}\n```",
      "{'Overall': 6, 'Soundness': 3, 'Confidence': 4, 'Contribution': 3, 'Presentation': 3, 'Clarity': 3, 'Originality': 3, 'Quality': 3, 'Significance': 3}",
      "```json\n{\"Overall\": 6, \"Soundness\": 3, \"Confidence\": 4, \"Contribution\": 3, \"Presentation\": 3, \"Clarity\": 3, \"Originality\": 3, \"Quality\": 3, \"Significance\": 3,}\n```",
      "Overall: 6\nSoundness: 3\nConfidence: 4\nContribution: 3\nPresentation: 3\nClarity: 3\nOriginality: 3\nQuality: 3\nSignificance: 3",
    ],
  },
  'idea-novelty-checker--relaxed-idea-novelty-class-review-lines-novel-not-novel': {
    accept: [
      "Class: Not Novel\n\nReview: The idea is not novel because it closely replicates [2], which already adapts dense retrievers to biomedical questions with synthetic queries generated from unlabeled passages; [5] reports the same zero-label setting and BEIR evaluation.",
      "- Class: novel\n- Review: The idea is novel because none of the related papers [0]-[7] combine query generation with hard-negative mining for legal retrieval.",
      "**Class:** Novel\n**Review:** The idea is novel different because [3] only studies in-domain training.",
      "Class: [novel]\nReview: The idea is novel because ...",
      "Class: Not Novel\nReview:",
      "The idea is novel.\nReview: It differs from [1].",
      "Class: novel Review: one-line answer citing [4].",
      "Class: Novel\nReview: first pass.\nReview: second pass.",
    ],
    reject: [
      "",
      "Class: Novel\nreview: The idea is novel because [1] ...",
      "Class: Novel\nThe idea is novel because it differs from [1].",
      "Review: The idea is novel because it differs from [1].",
      "Class:\nReview: The idea is novel because ...",
      "Class: **\nReview: The idea is novel because ...",
      "Class: \u00a0\nReview: The idea is novel because ...",
      "Class: ---\nReview: The idea is not novel because ...",
      "Class: [ ]\nReview: The idea is novel because ...",
      "CLASS: NOVEL\nREVIEW: The idea is novel because ...",
      "Class: Novel\nReview\uff1a The idea is novel because ...",
      "Class: Novel\n**Review**: The idea is novel because ...",
    ],
  },
  'researchagent--research-problem-originality-likert-1-5-review-feedback-rating-regex': {
    accept: [
      "Review: The problem targets zero-label domain adaptation of dense retrievers, which the target paper leaves open; related paper #2 relies on costly pre-training, so the framing is reasonably distinct.\nFeedback: Narrow the scope to one or two domains and state what signal replaces labeled question-passage pairs.\nRating (1-5): 4",
      "Review: Mostly incremental over DPR.\nFeedback: Clarify the novelty.\nRating: 2",
      "review: incremental.\nfeedback: sharpen it.\nrating (1-5): 2",
      "Review:\nThe problem is well motivated.\n\nFeedback:\nAdd a baseline.\n\nRating (1-5):\n3",
      "**Review:** Solid framing.\nFeedback: Fine.\nRating (1-5): 4",
      "Review: ok\nFeedback: ok\nRating (1-5): 4/5",
      "Review: ok\nFeedback: ok\nRating (1-5): 10",
      "Review: ok\r\nFeedback: ok\r\nRating (1-5): 3",
      "Rev\u0131ew: ok\nFeedbac\u212a: ok\nRat\u0130ng: 5",
      "Review: ok\nFeedback: ok\nRating  (1-5):\u00a05",
    ],
    reject: [
      "",
      "**Review:** Solid framing.\n**Feedback:** Fine.\n**Rating (1-5):** 4",
      "Review: ok\nFeedback: ok\nRating (1-5): 0",
      "Review: ok\nFeedback: ok\nScore: 4",
      "Review: ok\nFeedback: ok\nRating (1-5): four",
      "Review: ok Feedback: ok Rating: 4",
      "Review: ok\nFeedback: ok\nRating (1 to 5): 4",
      "Review: ok\nFeedback: ok\n- Rating (1-5): 4",
      "Review: ok\n- Feedback: ok\nRating: 4",
      "Review: ok\nFeedback: ok\nRating (1-5) : 4",
      "Review: ok\nFeedback: ok\nRating (1-5): \uff13",
      "Feedback: ok\nReview: ok\nRating (1-5): 4",
    ],
  },
  'cyclereviewer--four-review-opinions-markdown-sections-paper-decision-accept-reject': {
    accept: [
      "## Summary\n\nThe paper proposes sparse mixture-of-adapters for continual instruction tuning.\n\n## Soundness\n\n3 good\n\n## Presentation\n\n3 good\n\n## Contribution\n\n2 fair\n\n## Strengths\n\n- Simple routing scheme\n\n## Weaknesses\n\n- Only two task orders are evaluated\n\n## Questions\n\n- How are adapters pruned?\n\n## Flag For Ethics Review\n\nNo ethics review needed.\n\n## Rating\n\n5: marginally below the acceptance threshold\n\n## Confidence\n\n4\n**********\n## Summary\n\nA routing method for adapters.\n\n## Soundness\n\n2 fair\n\n## Presentation\n\n3 good\n\n## Rating\n\n6: marginally above the acceptance threshold\n\n## Confidence\n\n3\n**********\n## Meta Review\n\nReviewers agree the idea is simple but the evaluation is thin.\n**********\n## Paper Decision\n\nReject\n",
      "## Summary\n\nx\n## Soundness\n\n3\n## Presentation\n\n3\n**********\n## Paper Decision\n\nAccept (poster)",
      "## Reviewer\n### Summary\n\nThe paper studies adapter routing.\n\n### Soundness\n\n3\n\n### Rating\n\n6\n\n### Confidence\n\n4\n## Reviewer\n### Summary\n\nRouting for continual tuning.\n\n### Rating\n\n5\n\n### Confidence\n\n3\n\n## Meta Review\n\nBorderline.\n\n## Paper Decision\n\nReject",
      "## Reviewer\n### Rating\n\n8\n## Reviewer\n### Rating\n\n8\n## Paper Decision\n\nAccept: oral",
      "## Paper Decision\n\nAccept",
      "## Paper Decision\n\n\nAccept",
      "## Summary\n\nx\n## Soundness\n\n3\n## Presentation\n\n3\n## Rating\n\n\u0666\n**********\n## Paper Decision\n\nReject",
      "## Summary\n\nx\n## Soundness\n\n3\n## Presentation\n\n3\n## Rating\n\n**6**\n**********\n## Paper Decision\n\nAccept",
    ],
    reject: [
      "",
      "## Summary\n\nx\n## Soundness\n\n3\n## Presentation\n\n3\n## Rating\n\n6\n**********\n## Meta Review\n\nBorderline.",
      "## Paper Decision\nAccept",
      "## Paper decision\n\nAccept",
      "# Paper Decision\n\nAccept",
      "**Paper Decision**: Accept",
      "## Reviewer\n### Summary\n\nx\n### Rating\n\n**6**\n## Paper Decision\n\nAccept",
      "## Reviewer\n### Rating\n\n### Confidence\n\n4\n## Paper Decision\n\nAccept",
      "## Reviewer\n### Summary\n\nx\n### Soundness\n\n3\n### Presentation\n\n3\n### Rating\n\n 6\n## Paper Decision\n\nReject",
      "Decision: Accept",
      "## Reviewer\n### Rating\n\nsix\n## Paper Decision\n\nAccept",
    ],
  },
};

describe('set 599 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_599).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_599[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
