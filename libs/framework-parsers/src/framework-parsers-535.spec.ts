import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_535 } from './framework-parsers-535';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ppllava-npu--video-qa-correctness-yes-no-and-0-5-score-python-dict-literal-eval': {
    accept: [
      "{'pred': 'yes', 'score': 4}",
      "{'pred': 'no', 'score': 1}",
      "{'pred': 'yes', 'score': 4.8}",
      "{\"pred\": \"yes\", \"score\": 5}",
      "  {'pred': 'no', 'score': 0}\n",
      "{'pred': 'Yes', 'score': '3'}",
      "[{'pred': 'yes', 'score': 5}]",
      "{'pred': 'not quite', 'score': 2}",
      "{\n    'pred': 'yes',\n    'score': 4,\n}",
      "{'pred': 'yes', 'score': True}",
      "{'pred': 'yes', 'score': 4}  # the man is indeed slicing onions",
      "{'pred': 'yes', 'score': 4}, {'pred': 'no', 'score': 0}",
      "\n\n{'pred': 'no', 'score': 2}\n\n",
      "{'pred': 'yes', 'score': 3, 'score': 5}",
      "({'pred': 'yes', 'score': -1})",
      "{'pred': 'y' 'es', 'score': 0x4}",
      "{'pred': 'yes', 'score': 4, 'reason': None}",
    ],
    reject: [
      "",
      "```python\n{'pred': 'yes', 'score': 4}\n```",
      "{'pred': 'yes', 'score': '4.8'}",
      "{'pred': 'yes'}",
      "{'score': 4}",
      "{\"pred\": \"yes\", \"score\": 4, \"confident\": true}",
      "Answer: {'pred': 'yes', 'score': 4}",
      "{'pred': 'maybe', 'score': 3}",
      "{'pred': 'yes', 'score': None}",
      "{'pred': 'yes', 'score': 4}\nThe predicted answer matches the correct one.",
      "\n  {'pred': 'yes', 'score': 4}",
      "{'pred': ['yes'], 'score': 4}",
      "{'pred': 'yes', 'score': 4, 'tags': {'cooking', 'kitchen'}}",
      "{'pred': 'yes', 'score': 1e999}",
      "{'pred': 'yes', 'score': 4}\n  ",
      "{pred: 'yes', score: 4}",
      "{'pred': 'yes', 'score': 04}",
      "{'pred': 'YES', 'score': 4j}",
      "[]",
      "{'pred': 'yes', 'score': 4}\u00a0",
      "{'pred': f'yes', 'score': 4}",
    ],
  },
  'vl-rlhf--mmhal-bench-lmm-answer-informativeness-hallucination-0-6-rating-colon-substring-exactly-one': {
    accept: [
      "The response correctly identifies the red double-decker bus and the rainy street, and every detail it adds is visible in the image contents or reasonably implied.\nRating: 5, very informative, no hallucination",
      "Rating: 6",
      "Explanation: The LMM claims there are three dogs, but the image contents list only one.\n\nRating: 1, somewhat informative, with hallucination",
      "rating: 0",
      "RATING: 3",
      "Rating: 4. The answer is short but correct.",
      "My rating: 2",
      "Rating: 10",
      "Rating: 5 (I considered rating: 5 at first as well)",
      "Rating: 3\nRating: 3",
    ],
    reject: [
      "",
      "Rating: 7",
      "Rating:5",
      "**Rating:** 5",
      "Rating: **5**",
      "Rating - 5",
      "Rating: 5, though one could argue for Rating: 4",
      "Score: 5",
      "Rating:\u00a05",
      "I would give it a five.",
      "Rating: [5]",
    ],
  },
  'internvl--llava-bench-image-qa-pairwise-two-scores-1-10-first-line-space-separated': {
    accept: [
      "8 7\nAssistant 1 describes the skateboarder, the ramp and the graffiti wall accurately. Assistant 2 also answers correctly but misses the helmet.",
      "9 6",
      "8,7\nBoth are fine.",
      "7.5 6.5\nExplanation follows.",
      "10 3",
      "8 7\r\nCarriage return line ending.",
      "\u0668 7",
      "1_0 9",
      "nan inf",
      "8\t 7",
    ],
    reject: [
      "",
      "8, 7\nThe comma and the space make three pieces.",
      "Assistant 1: 8\nAssistant 2: 7",
      "8 7 \nTrailing space on the first line.",
      "8/10 7/10",
      "\n8 7",
      "Scores: 8 7",
      "8 7 6",
      "8\t7",
      "eight seven",
      "(8, 7)",
      "**8 7**",
      " 8,7",
    ],
  },
  'multireflect--image-caption-factual-correctness-out-of-context-true-false-conclusion-tag': {
    accept: [
      "<SUMMARY>I will compare the image with the caption and check the claim against what I know.</SUMMARY>\n<CAPTION>The photo shows a flooded street with cars half under water.</CAPTION>\n<REASONING>The caption attributes the photo to the 2021 floods in Germany; the architecture and signs match that event.</REASONING>\n<CONCLUSION>[TRUE] Confidence score: 0.85</CONCLUSION>",
      "<CONCLUSION>[FALSE]</CONCLUSION>",
      "<CONCLUSION>\n[OUT-OF-CONTEXT]\nConfidence: 0.7\n</CONCLUSION>",
      "<CONCLUSION>TRUE, 0.9</CONCLUSION>",
      "<CONCLUSION>The caption is UNTRUE. Confidence 0.6</CONCLUSION>",
      "<CONCLUSION>[FALSE] 0.8</CONCLUSION><CONCLUSION>nothing</CONCLUSION>",
      "<REASONING>x</REASONING><CONCLUSION>OUT-OF-CONTEXT 0.55</CONCLUSION><|eot_id|>",
    ],
    reject: [
      "",
      "[TRUE] Confidence score: 0.9",
      "<CONCLUSION>[true] 0.9</CONCLUSION>",
      "<CONCLUSION>[True] 0.9</CONCLUSION>",
      "<CONCLUSION>[TRUE] 0.9",
      "<conclusion>[TRUE]</conclusion>",
      "<CONCLUSION>The image and caption are out of context. 0.7</CONCLUSION>",
      "<CONCLUSION>nothing to conclude</CONCLUSION> [TRUE]",
      "<CONCLUSION >[FALSE]</CONCLUSION>",
      "<CONCLUSION>[OUT OF CONTEXT] 0.6</CONCLUSION>",
    ],
  },
};

describe('set 535 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_535).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_535[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
