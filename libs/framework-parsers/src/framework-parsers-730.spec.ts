import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_730 } from './framework-parsers-730';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'drivelm--gpt-score-driving-qa-answer-vs-correct-answer-0-100-bare-number-float': {
    accept: [
      '62',
      '78\n',
      ' 41 ',
      '85.5',
      '<think>The predicted answer says stop, the correct answer says keep going slowly; partially aligned.</think>\n\n45',
      '<think>a</think>30<think>b</think>',
      '１００',
      '1e2',
      '+70',
      '7_0',
      'nan',
      '150',
      '\u00a055\u2003',
    ],
    reject: [
      '',
      'Score: 62',
      '62/100',
      '62%',
      'I would rate your answer 62.',
      '**62**',
      'sixty-two',
      '62 points',
      '62\n\nThe answer misses the pedestrian.',
      '<think>unclosed 62',
      '7__0',
      '"62"',
    ],
  },
  'omni-epic--vision-success-detector-robot-solved-task-yes-no-line-with-reasoning': {
    accept: [
      'Description of the image:\nThe ant robot starts on the near platform, walks along the narrow bridge over the lava and ends on the far platform.\n\nReasoning for task success/failure:\nThe final snapshot shows the torso within one meter of the far platform and the robot never touched the lava.\n\nDid the robot solve the task?:\nYes',
      'Description of the image:\nThe robot falls off the bridge.\n\nReasoning for task success/failure:\nIt ends in the lava.\n\nDid the robot solve the task?:\nNo',
      'Reasoning for task success/failure: it stays still.\nDid the robot solve the task?: No, it never moves.',
      'reasoning for task success/failure:\nok\n\ndid the robot solve the task?:\n**Yes**',
      'Reasoning for task success/failure:\nUnclear.\n\nDid the robot solve the task?:',
      'Reasoning for task success/failure: fine\nDid the robot solve the task?: Maybe',
      'REASONING FOR TASK SUCCESS/FAILURE:\nGood.\nDID THE ROBOT SOLVE THE TASK?:\nYES',
      'Reaſoning for taſk ſucceſs/failure: ok\nDid the robot ſolve the taſk?: Yes',
      'Reasoning for task success/failure: ok\nDıd the robot solve the tas\u212a?: Yes',
    ],
    reject: [
      '',
      'Description of the image:\nThe robot crosses the bridge.\n\nDid the robot solve the task?:\nYes',
      'Reasoning for task success/failure:\nIt crossed.\n\nDid the robot solve the task? Yes',
      'Reasoning for task success/failure:\nIt crossed.\n\n**Did the robot solve the task?**: Yes',
      'Reasoning for task success/failure:\nIt crossed.\n\nDid the robot solve the task:\nYes',
      'Did the robot solve the task?:\nYes\n\nReasoning for task success/failure:\nIt crossed.',
      'Reasoning for task success or failure:\nIt crossed.\n\nDid the robot solve the task?:\nYes',
      'Yes',
      'Reasoning: the robot crossed.\nAnswer: Yes',
    ],
  },
  'eccv2024-coda-track1--driving-suggestion-prediction-vs-reference-1-10-rating-double-brackets-split-fallbacks': {
    accept: [
      'The prediction correctly advises slowing down near the construction truck and the cones, but it omits the option of changing to the left lane. Rating: [[7]]',
      'Rating: [[10]]',
      'Rating: [[ 8 ]]',
      'The suggestion is vague. My rating is: [[3]]',
      '**Rating:** [[8]]',
      '[[5]]',
      'Rating: [[6',
      'Rating: [[-2]]',
      'Rating: [[٧]]',
      'Rating: [[1_0]]',
      'Rating: [[7]] out of [[10]]',
      'Rating: [[11]]',
      'Following the format "[[rating]]": Rating: [[8]]',
    ],
    reject: [
      '',
      'Rating: 7',
      'Rating: [7]',
      'Rating: [[7.5]]',
      'Rating: [[7/10]]',
      'Rating: [[seven]]',
      'Rating: [[rating]]. After reflection, Rating: [[8]]',
      'Rating: [[[8]]]',
      'Rating: [[]]',
      'The prediction is reasonable, I give it 8 out of 10.',
    ],
  },
  'rescoact--alfworld-candidate-action-path-reliability-0-10-score-bracket-label-regex': {
    accept: [
      '[reasoning]: The robot already holds mug 1 and the path goes straight to coffeemachine 1 and puts the mug there, which completes the task.\n\n[score]: 10',
      '[score]: 8',
      '[score]:7',
      '[reasoning]:\nThe path never opens the fridge.\n\n[score]:\n\n3',
      '[score]: 0',
      '[score]: 8.5',
      '[score]: 12',
      '[score]: ８',
      '[score]: high\n[score]: 9',
      '[score]:\u00a06',
    ],
    reject: [
      '',
      '[Score]: 8',
      'score: 8',
      '[score] 8',
      '[score]: **8**',
      '**[score]:** 8',
      '[score]: eight',
      '[score]: -3',
      'Score: 8/10',
      '[reasoning]: The path is reliable.\n\n[score]:',
    ],
  },
  'driver-scene--bdd100k-scene-description-vs-ground-truth-four-criteria-1-5-json-overall': {
    accept: [
      '{\n  "accuracy": 4,\n  "completeness": 3,\n  "safety_relevance": 4,\n  "actionability": 4,\n  "overall": 3.8,\n  "reasoning": "Weather, lighting, the bus and the red light are right; the car count is off by one and the traffic signs are missing."\n}',
      '{"overall": 4}',
      '  {"overall": 5}\n',
      '{"overall": NaN}',
      '{"overall": "4"}',
      '{"overall": null}',
      '{"accuracy": 2, "overall": 2, "extra": [1, 2]}',
      '{"overall": 3, "overall": 4}',
    ],
    reject: [
      '',
      '   ',
      '```json\n{"overall": 4}\n```',
      '[{"overall": 4}]',
      '{"accuracy": 4, "completeness": 3}',
      'Overall: 4',
      "{'overall': 4}",
      '{"overall": 4,}',
      '{"Overall": 4}',
      '{"scores": {"overall": 4}}',
      'Here is my evaluation: {"overall": 4}',
    ],
  },
};

describe('set 730 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_730).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_730[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
