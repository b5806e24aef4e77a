import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { writeVerdict } from './write-verdict';

// Layouts first met at stop 52 (misses of blind sets and of the collection), each written here in new words.
describe('answer forms read at stop 52', () => {
  it('reads an object of per-criterion objects, each holding a score and its reason, as dimensions written inside it', () => {
    const text = 'Grade the essay on each criterion, 1 to 4.\nReturn only JSON:\n{\n  "ratings": {\n    "thesis": {\n      "points": N,\n      "rationale": "why"\n    },\n    "evidence": {"points": N, "rationale": "why"}\n  },\n  "summary": "one line"\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'ratings', dimensions: [{ key: 'thesis', within: { key: 'points', reasons: ['rationale'] } }, { key: 'evidence' }] } });
    const written = JSON.parse(writeVerdict(form!, { thesis: 3, evidence: 2 }, 'r')!);
    expect(written).toEqual({ ratings: { thesis: { points: 3, rationale: 'r' }, evidence: { points: 2, rationale: 'r' } }, summary: 'r' });
    // (one criterion is enough: it names the rubric's only one)
    const one = answerFormatOf('Score it from 1 to 5.\nJSON only:\n{"criteria": {"accuracy": {"value": X, "reason": "short"}}}');
    expect(one).toMatchObject({ nested: { key: 'criteria', dimensions: [{ key: 'accuracy', within: { key: 'value' } }] } });
    // (an inner object holding a text, not a score, is no dimension)
    expect(answerFormatOf('Return JSON:\n{"meta": {"author": {"name": "text", "note": "text"}}, "verdict": "yes or no"}')).not.toHaveProperty('nested');
  });

  it('reads dimensions nested in an object though scored keys stand beside it', () => {
    const text = 'Assess the headline on each axis from 0.0 to 1.0.\nRespond in JSON:\n{\n  "axis_scores": {\n    "clarity": 0.0-1.0,\n    "accuracy": 0.0-1.0\n  },\n  "overall": 0.0-1.0,\n  "certainty": 0.0-1.0,\n  "remarks": "text"\n}';
    const form = answerFormatOf(text);
    expect(form).toMatchObject({ kind: 'json', nested: { key: 'axis_scores', dimensions: [{ key: 'clarity' }, { key: 'accuracy' }] } });
    const written = JSON.parse(writeVerdict(form!, { clarity: 0.5, accuracy: 1, overall: 0.75, certainty: 1 }, 'r')!);
    expect(written).toMatchObject({ axis_scores: { clarity: 0.5, accuracy: 1 }, overall: 0.75 });
  });
});
