import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_702 } from './framework-parsers-702';

// Every case was also run through the original Python readers (copied verbatim) and gave the same answer.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'calvin-llm-assessment--robot-rollout-frames-progress-reset-keep-going-unsure-label-exclusive-substring-last-three-lines': {
    accept: [
      "Keep Going\nThe gripper has closed around the pink block and lifts it steadily out of the open drawer across the five frames.",
      "Reset\nThe robot grasped the blue block instead of the pink one, so it is completing a different task.",
      "Unsure\nThe arm barely moves between frames and the block is partly occluded by the drawer.",
      "**Keep Going**\n\nThe end-effector approaches the pink block and begins to lift it.",
      "Keep going\nThe arm is on its way to the drawer.",
      "Decision: Reset or Keep Going?\nThe robot pushed the drawer closed instead of lifting the block.\nConclusion: reset",
      "The first frames look fine, but the gripper misses the block.\nIt should reset and try again.",
      "Resetting is needed: the block fell back into the drawer.",
      "Keep Going. It does not need a Reset.",
      "Keep Going\r\nThe block is lifted.",
    ],
    reject: [
      "",
      "Continue\nThe robot is making correct progress.",
      "KEEP-GOING",
      "keep_going",
      "Restart from scratch.",
      "Decision: Keep Going or Reset, hard to say.\n\nThe gripper is near the drawer.\nThe block has moved.\nMore frames are needed.",
      "Yes, the robot is making correct progress.",
      "Keep  Going",
      "Proceed\nline two\nline three\nline four mentions nothing",
      "Abort and start over.",
    ],
  },
  'editscore--image-edit-prompt-consistency-0-5-vs-ideal-and-baseline-json-lowercase-score-key-or-fix-json': {
    accept: [
      "{\"score\": 4, \"reasoning\": \"The zebra is now purple and the background is preserved, close to the ideal edit.\"}",
      "```json\n{\n    \"score\": 3,\n    \"reasoning\": \"The edit is comparable to the baseline.\"\n}\n```",
      "{\"Score\": 4}",
      "{Score: 2, Reasoning: partial}",
      "4",
      " 5\n",
      "[4, 3]",
      "Scores: [5,2]",
      "{\"score\": null}",
      "١٠",
      "{\"Score\": 4, \"Reasoning\": true}",
      "{\"score\": \"4\", \"reasoning\": \"ok\"}",
    ],
    reject: [
      "",
      "{\"Score\": 4, \"Reasoning\": \"The zebra is purple.\"}",
      "{\n    \"Score\": 5,\n    \"Reasoning\": \"Matches the ideal image, without discernible differences.\"\n}",
      "Score: 4",
      "{'score': 4}",
      "{\"score\": 4",
      "[04, 3]",
      "[4, 3, 2]",
      "11",
      "rate_limit_exceeded",
      "{\"reasoning\": \"fine\"}",
      "[٤, 3]",
    ],
  },
  'minestudio-auto-eval--minecraft-agent-videos-a-vs-b-six-criteria-dash-key-colon-lines-startswith': {
    accept: [
      "- Task Progress: A\n- Action Control: A\n- Error Recognition and Correction: tie\n- Creative Attempts: tie\n- Task Completion Efficiency: A\n- Material Selection and Usage: B",
      "- Task Progress: B",
      "   - Action Control: A is smoother",
      "Comparison of videos A and B:\n- Creative Attempts: A\n\nOverall A is better.",
      "- Material Selection and Usage: B\r\n- Task Progress: A\r\n",
      "- Task Completion Efficiency: Video B finishes the shield faster: 40 frames fewer.",
      "- Task Progress:  tie ",
    ],
    reject: [
      "",
      "Task Progress: A",
      "- **Task Progress**: A",
      "**- Task Progress:** A",
      "- Task progress: A",
      "- Task Progress:A",
      "- Task Progress: \n- Action Control:",
      "Overall, video A shows better task progress.",
      "Intro\n  - Task Progress: A",
      "* Task Progress: A",
    ],
  },
};

describe('set 702 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_702).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_702[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
