import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_432 } from './framework-parsers-432';

const FIVE = 'visual quality: 3\ntemporal consistency: 4\ndynamic degree: 2\ntext-to-video alignment: 4\nfactual consistency: 3';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'nano-banana-150k--geneval-plus-plus-t2i-image-vs-instruction-checklist-correct-0-1-json-greedy-brace': {
    accept: [
      '{\n  "correct": 0,\n  "reason": "Only two apples are visible and the cup is green, not blue."\n}',
      '{"correct": 1, "reason": "Three green apples sit left of a blue ceramic cup in a natural photo."}',
      '```json\n{"correct": 1, "reason": "All expectations are met."}\n```',
      'Here is my evaluation:\n{"correct": 0, "reason": "The image is a cartoon illustration."}\nLet me know if you need more.',
      '{"reason": "The cup is on the left, not the right.", "correct": 0}',
      '{"correct": true, "reason": "ok"}',
      '{"correct": "1"}',
      '{"correct": NaN}',
      '{"correct": 1, "reason": "the checklist item } is satisfied"} extra',
      '  \n{"correct": 0}\n  ',
    ],
    reject: [
      '',
      'correct: 1',
      '{"reason": "The apples are present but the count is wrong."}',
      '{"correct": 1} {"correct": 0}',
      '{"correct": 1,}',
      "{'correct': 1, 'reason': 'fine'}",
      '{"correct": 0, "reason": "The image shows only two apples and',
      '["correct", 1]',
      '{"correct": 1, "reason": "line one\nline two"}',
      '} {"correct": 1',
      '{"Correct": 1}',
    ],
  },
  'video-arena--t2v-sampled-frames-prompt-alignment-0-1-float-pydantic-structured-output': {
    accept: [
      '{"score": 0.85, "reason": "Rocket, lavender field and sunset are present; the smoke is white rather than purple.", "evidence": [{"frame": 0, "timestamp": 0.0, "finding": "Frame 0 (0.0s) shows a silver rocket on a lavender field"}, {"frame": 12, "timestamp": 4.0, "finding": "Frame 12 (4.0s) shows white smoke, prompt specified purple"}]}',
      '{"score": 1, "reason": "Perfect alignment.", "evidence": []}',
      '  {"score": 0.4, "reason": "Weak alignment.", "evidence": [{"frame": 3, "timestamp": 1.5, "finding": "No rocket visible"}]}\n',
      '{"score": "0.6", "reason": "Moderate alignment.", "evidence": []}',
      '{"score": 0.7, "reason": "ok", "evidence": [{"frame": 2.0, "timestamp": 1, "finding": "sunset sky"}]}',
      '{"score": 0.9, "reason": "ok", "evidence": [{"frame": "5", "timestamp": 2.5, "finding": "launch"}]}',
      '{"score": 0.5, "reason": "ok", "evidence": [], "confidence": "high"}',
    ],
    reject: [
      '',
      '```json\n{"score": 0.8, "reason": "ok", "evidence": []}\n```',
      'Score: 0.8',
      '{"score": 0.8, "reason": "ok"}',
      '{"score": 0.8, "reason": 5, "evidence": []}',
      '{"score": null, "reason": "ok", "evidence": []}',
      '{"score": "high", "reason": "ok", "evidence": []}',
      '{"score": 0.8, "reason": "ok", "evidence": {"frame": 0, "timestamp": 0.0, "finding": "x"}}',
      '{"score": 0.8, "reason": "ok", "evidence": [{"frame": 2.5, "timestamp": 1.0, "finding": "x"}]}',
      '{"score": 0.8, "reason": "ok", "evidence": [{"frame": 2, "timestamp": 1.0}]}',
      'Here is the evaluation: {"score": 0.8, "reason": "ok", "evidence": []}',
      '{"score": 0.8, "reason": "ok", "evidence": [],}',
    ],
  },
  'videoscore--gpt4o-t2v-frames-five-dimension-1-4-colon-space-score-findall-first-five': {
    accept: [
      FIVE,
      'visual quality: 4\ntemporal consistency: 4\ndynamic degree: 3\ntext-to-video alignment: 1\nfactual consistency: 2',
      'Here are my scores for this video:\n\nvisual quality: 3\ntemporal consistency: 3\ndynamic degree: 2\ntext-to-video alignment: 4\nfactual consistency: 3\n\nThe corgi and beach match the prompt well.',
      '- visual quality: 3\n- temporal consistency: 3\n- dynamic degree: 4\n- text-to-video alignment: 3\n- factual consistency: 3',
      'visual quality : 4\ntemporal consistency : 3\ndynamic degree : 3\ntext-to-video alignment : 4\nfactual consistency : 4',
      'visual quality: 3.5\ntemporal consistency: 3\ndynamic degree: 2\ntext-to-video alignment: 4/4\nfactual consistency: 03',
      'visual quality: ３\ntemporal consistency: 3\ndynamic degree: 2\ntext-to-video alignment: 4\nfactual consistency: 3',
      FIVE + '\nextra note: 9',
      'Note: 2 frames are blurry.\n' + FIVE,
    ],
    reject: [
      '',
      'visual quality:3\ntemporal consistency:4\ndynamic degree:2\ntext-to-video alignment:4\nfactual consistency:3',
      'visual quality: 3\ntemporal consistency: 4\ndynamic degree: 2\ntext-to-video alignment: 4',
      'visual quality: 5\ntemporal consistency: 4\ndynamic degree: 2\ntext-to-video alignment: 4\nfactual consistency: 3',
      'visual quality: 0\ntemporal consistency: 4\ndynamic degree: 2\ntext-to-video alignment: 4\nfactual consistency: 3',
      '**visual quality:** 3\n**temporal consistency:** 4\n**dynamic degree:** 2\n**text-to-video alignment:** 4\n**factual consistency:** 3',
      'visual quality: [3]\ntemporal consistency: [4]\ndynamic degree: [2]\ntext-to-video alignment: [4]\nfactual consistency: [3]',
      'visual quality:  3\ntemporal consistency:  4\ndynamic degree:  2\ntext-to-video alignment:  4\nfactual consistency:  3',
      'Frame count: 16\n' + FIVE,
      'visual quality - 3, temporal consistency - 4, dynamic degree - 2, text-to-video alignment - 4, factual consistency - 3',
      'visual quality: three\ntemporal consistency: four\ndynamic degree: two\ntext-to-video alignment: four\nfactual consistency: three',
    ],
  },
  'physvidbench--t2v-eight-captions-physical-commonsense-question-q1-yes-no-line-regex': {
    accept: [
      'Q1: Yes',
      'Q1: No',
      'q1: yes',
      'Q1:YES',
      'Q 1 - No.',
      'Q01: Yes',
      '- Q1: Yes',
      'Answer Q1: Yes, caption 4 says the water spreads toward the edge.',
      'Q1: No\nQ1: Yes',
      'Q1:\u00a0Yes',
      'Q١: Yes',
      'Q1: No-',
      'Sure.\r\nQ1: Yes\r\n',
    ],
    reject: [
      '',
      'Yes',
      'Q2: Yes',
      '**Q1:** Yes',
      'Q1: **Yes**',
      'Q1: Nope',
      'Q1: Yesterday the glass fell',
      'Q1: N/A',
      'Q1. Yes',
      'Q1 – Yes',
      'Q1:\nYes',
      'Q1:\u2028Yes',
      'Q1:\x1cYes',
      'FAQ1: Yes',
      'Q2: No, Q1: Yes',
      'Q1: No_',
    ],
  },
};

describe('set 432 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_432).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_432[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
