import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_543 } from './framework-parsers-543';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  "ray0907-commit-critic--git-log-commit-messages-1-10-batch-json-commits-array-pydantic-retry-once": {
    "accept": [
      "{\n    \"commits\": [\n        {\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2, \"issue\": \"A single word gives no context about what was fixed.\", \"suggestion\": \"fix(queue): handle empty payload in dequeue\", \"praise\": null},\n        {\"hash\": \"b7d04e11\", \"message\": \"feat(worker): retry failed jobs with exponential backoff\", \"score\": 9, \"issue\": null, \"suggestion\": null, \"praise\": \"Conventional prefix, clear scope and a body explaining the backoff policy.\"},\n        {\"hash\": \"90c2aa5d\", \"message\": \"update readme\", \"score\": 4, \"issue\": \"Does not say what changed in the README.\", \"suggestion\": \"docs(readme): document retry configuration options\", \"praise\": null}\n    ]\n}",
      "{\"commits\": []}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": \"3\"}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2.0}]}",
      "{\"commits\": [{\"hash\": \"b7d04e11\", \"message\": \"feat(worker): retry\", \"score\": true}]}",
      "  {\"commits\": [{\"hash\": \"b7d04e11\", \"message\": \"feat(worker): retry\", \"score\": 8, \"confidence\": \"high\"}], \"summary\": \"mostly fine\"}\n",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}], \"average_score\": 2.0, \"count_vague\": 1, \"count_one_word\": 1}",
      "{\"commits\": [{\"hash\": \"a\", \"message\": \"a\", \"score\": 8}, {\"hash\": \"b\", \"message\": \"b\", \"score\": 8}, {\"hash\": \"c\", \"message\": \"c\", \"score\": 9}, {\"hash\": \"d\", \"message\": \"d\", \"score\": 7}]}"
    ],
    "reject": [
      "",
      "```json\n{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}]}\n```",
      "Here is the analysis: {\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\"}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 6.5}]}",
      "{\"commits\": [{\"hash\": 3, \"message\": \"fix\", \"score\": 2}]}",
      "[{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}]",
      "{\"results\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": null}]}",
      "{\"commits\": [{\"hash\": \"a\", \"message\": \"a\", \"score\": 8}, {\"hash\": \"b\", \"message\": \"b\", \"score\": 8}, {\"hash\": \"c\", \"message\": \"c\", \"score\": 8}, {\"hash\": \"d\", \"message\": \"wip\", \"score\": 1}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2}], \"average_score\": \"low\"}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": 2, \"issue\": 5}]}",
      "{\"commits\": [{\"hash\": \"3f9a1c2e\", \"message\": \"fix\", \"score\": \"two\"}]}"
    ]
  },
  "ai-commit-critic--commit-message-and-diff-honest-review-score-vague-structured-output-pydantic-json": {
    "accept": [
      "{\"message\":\"fixed stuff\",\"score\":3,\"issue\":\"\\\"fixed stuff\\\" does not say what was fixed; the diff adds a None check on session.expires_at in refresh_token.\",\"suggestion\":\"fix(auth): reject sessions without expiry when refreshing tokens\",\"praise\":null,\"vague\":true}",
      "{\n  \"message\": \"feat(worker): retry failed jobs with exponential backoff\",\n  \"score\": 9,\n  \"issue\": null,\n  \"suggestion\": null,\n  \"praise\": \"Clear type, scope and intent that match the diff.\",\n  \"vague\": false\n}",
      "{\"message\": \"fixed stuff\", \"score\": 2, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": \"3\", \"issue\": \"Too vague.\", \"suggestion\": \"fix(auth): guard missing expiry\", \"praise\": null, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": 3.0, \"issue\": null, \"suggestion\": null, \"praise\": null, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": true, \"confidence\": 0.9}",
      "\n  {\"message\": \"fixed stuff\", \"score\": 3, \"issue\": null, \"suggestion\": null, \"praise\": null, \"vague\": true}  \n",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": 1}",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": true, \"self_confidence\": NaN}"
    ],
    "reject": [
      "",
      "```json\n{\"message\": \"fixed stuff\", \"score\": 3, \"issue\": null, \"suggestion\": null, \"praise\": null, \"vague\": true}\n```",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"issue\": null, \"suggestion\": null, \"praise\": null}",
      "{\"message\": \"fixed stuff\", \"score\": 3.5, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": null}",
      "{\"message\": null, \"score\": 3, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": true} Hope this helps!",
      "{\"message\": \"fixed \\ud800 stuff\", \"score\": 3, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": 3, \"vague\": true, \"issue\": [\"too vague\"]}",
      "{\"message\": 42, \"score\": 3, \"vague\": true}",
      "{\"message\": \"fixed stuff\", \"score\": \"three\", \"vague\": true}",
      "Score: 3/10. The message is vague."
    ]
  },
  "luminary--review-comment-validity-relevance-usefulness-nonredundancy-json-threshold-with-text-fallback": {
    "accept": [
      "{\n    \"valid\": true,\n    \"reason\": \"Points out a real SQL injection in the f-string query and gives a concrete parameterized fix.\",\n    \"scores\": {\n        \"relevance\": 0.95,\n        \"usefulness\": 0.9,\n        \"non_redundancy\": 0.85\n    }\n}",
      "```json\n{\"valid\": false, \"reason\": \"Pure style nit.\", \"scores\": {\"relevance\": 0.6, \"usefulness\": 0.3, \"non_redundancy\": 0.5}}\n```",
      "Here is my evaluation:\n{\"valid\": true, \"reason\": \"Actionable and correct.\", \"scores\": {\"relevance\": 0.8, \"usefulness\": 0.8, \"non_redundancy\": 0.8}}",
      "{\"valid\": true, \"reason\": \"ok\", \"scores\": {\"relevance\": 0.9, \"usefulness\": 0.9, \"non_redundancy\": 0.9,},}",
      "```\n{'valid': true, 'reason': \"ok\", 'scores': {'relevance': 0.9, 'usefulness': 0.8, 'non_redundancy': 0.7}}\n```",
      "valid: true — the comment flags a real injection risk and is actionable.",
      "{\"valid\": false, \"reason\": \"nit\", \"scores\": {\"relevance\": \"low\"}}",
      "{\"valid\": true, \"reason\": \"fine\", \"scores\": {}}",
      "Invalid: true",
      "You are a validator for code review comments. Evaluate whether a comment should be sent to the developer.\n\nCode context:\nFile: src/api/users.py\n\nRelevant code:\n```\ndef get_user(user_id):\n    query = f\"SELECT * FROM users WHERE id = {user_id}\"\n    return db.execute(query).fetchone()\n```\n\nProposed comment:\nThis f-string builds the SQL query from user input, which allows SQL injection. Use a parameterized query instead: db.execute(\"SELECT * FROM users WHERE id = ?\", (user_id,)).\n\nEvaluate the comment based on:\n1. **Relevance**: Does the comment relate to the specific code?\n2. **Usefulness**: Is the comment constructive and helpful?\n3. **Non-redundancy**: Does the comment add value, not just state the obvious?\n\nIMPORTANT: Respond ONLY with valid JSON, nothing else. No explanations, no markdown, just the JSON object.\n\n{\n    \"valid\": true/false,\n    \"reason\": \"brief explanation\",\n    \"scores\": {\n        \"relevance\": 0.0-1.0,\n        \"usefulness\": 0.0-1.0,\n        \"non_redundancy\": 0.0-1.0\n    }\n}\n\nThreshold: Comment is valid if all scores are >= 0.7\n\n{\"valid\": false, \"reason\": \"Style nit only.\", \"scores\": {\"relevance\": 0.2, \"usefulness\": 0.1, \"non_redundancy\": 0.3}}"
    ],
    "reject": [
      "",
      "   \n",
      "The comment is useful and should be sent.",
      "{\"valid\": true, \"reason\": \"ok\", \"scores\": {\"relevance\": \"high\", \"usefulness\": 0.9, \"non_redundancy\": 0.9}}",
      "{\"valid\": true, \"reason\": \"ok\", \"scores\": null}",
      "{\"valid\": true, \"scores\": [0.9, 0.9, 0.9]}",
      "{}",
      "valid = yes",
      "{\"valid\": true, \"reason\": \"ok\", \"scores\": {\"relevance\": null, \"usefulness\": 0.9, \"non_redundancy\": 0.9}}",
      "{\"is_valid\": true, \"score\": 0.9}",
      "```json\n{}\n```"
    ]
  },
  "prr--review-comment-issue-still-present-yes-no-stale-prefix": {
    "accept": [
      "NO: Lines 2-5 now call db.query('SELECT * FROM users WHERE id = $1', [userId]), a parameterized query, so userId is no longer interpolated into the SQL string.",
      "YES: The query is still built as `SELECT * FROM users WHERE id = ${userId}`, interpolating userId directly.",
      "STALE: getUserById no longer builds SQL itself; the module now delegates to UserRepository.findById.",
      "yes - still interpolated",
      "\n  NO: fixed at line 14 by the $1 placeholder.  ",
      "Yes, the issue is still present: the query string is built with a template literal.",
      "No.",
      "Stale: the function was removed."
    ],
    "reject": [
      "",
      "**YES**: still interpolated",
      "Answer: YES",
      "\"YES: still interpolated\"",
      "The issue is still present. YES",
      "- NO: fixed",
      "`NO`: fixed by the parameterized query",
      "Verdict: NO",
      "## YES"
    ]
  }
};

describe('set 543 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_543).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_543[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
