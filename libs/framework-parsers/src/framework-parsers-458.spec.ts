import { describe, expect, it } from "vitest";
import { PARSERS_OF_SET_458 } from "./framework-parsers-458";

// Every case was also run through the projects' own reading code (Python json / re, pydantic 2.13) and agrees.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  "ai-assisted-support-triage--ticket-intent-priority-confidence-json-pydantic-kwargs": {
    accept: [
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}",
      "{\n  \"intent\": \"technical_issue\",\n  \"priority\": \"medium\",\n  \"confidence\": 0.7\n}",
      "  {\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}\n",
      "{\"intent\": \"account\", \"priority\": \"low\", \"confidence\": 1}",
      "{\"intent\": \"unknown\", \"priority\": \"low\", \"confidence\": \"0.4\"}",
      "{\"intent\": \"general_question\", \"priority\": \"low\", \"confidence\": 0.85, \"reasoning\": \"Asks how to export invoices.\"}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": true}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": \" .9 \"}",
      "{\"intent\": \"billing\", \"priority\": \"HIGH\", \"confidence\": 0.9, \"priority\": \"high\"}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.9, \"note\": NaN}",
    ],
    reject: [
      "",
      "```json\n{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}\n```",
      "Here is the classification: {\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}",
      "{\"intent\": \"Billing\", \"priority\": \"high\", \"confidence\": 0.92}",
      "{\"intent\": \"billing\", \"priority\": \"urgent\", \"confidence\": 0.92}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 92}",
      "{\"intent\": \"billing\", \"priority\": \"high\"}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": \"high\"}",
      "[{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}]",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": NaN}",
      "{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": \"0_9\"}",
      "{'intent': 'billing', 'priority': 'high', 'confidence': 0.92}",
      "{\"intent\": \"billing \", \"priority\": \"high\", \"confidence\": 0.92}",
      "\ufeff{\"intent\": \"billing\", \"priority\": \"high\", \"confidence\": 0.92}",
    ],
  },
  "customer-support-eval--satisfaction-reviewer-sentiment-outcome-label-json-structured-output": {
    accept: [
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"hidden_unsat_signals\": [\"polite_but_unresolved\", \"repeat_request\"], \"evidence_turns\": [2, 4]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\"}",
      "{\n  \"reviewer\": \"sentiment_outcome\",\n  \"satisfaction\": \"unsatisfied\",\n  \"reason\": \"The customer says it is the second broken promise and ends curtly.\",\n  \"hidden_unsat_signals\": [],\n  \"evidence_turns\": [2]\n}",
      "{\"reviewer\": \"friction_effort\", \"satisfaction\": \"satisfied\", \"reason\": \"Resolved in one turn.\", \"hidden_unsat_signals\": [], \"evidence_turns\": []}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [1, \"2\", 3.0, true]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [1e2], \"confidence\": NaN}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"satisfied\", \"reason\": \"" + "\u{1F600}".repeat(500) + "\"}",
      "\n{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\"}\n",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [\" 4 \", \"1_0\", \"3.00\"]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"unsatisfied\", \"reason\": \"ok\", \"satisfaction\": \"neutral\"}",
    ],
    reject: [
      "",
      "```json\n{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\"}\n```",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"Neutral\", \"reason\": \"Mixed.\"}",
      "{\"reviewer\": \"sentiment\", \"satisfaction\": \"neutral\", \"reason\": \"Mixed.\"}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\"}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"\"}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"hidden_unsat_signals\": [\"rude_agent\"]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"hidden_unsat_signals\": null}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [2.5]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [\"turn 2\"]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\", \"evidence_turns\": [1e300]}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\",}",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"bad \\udc00 char\"}",
      "[{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\"}]",
      "{\"reviewer\": \"sentiment_outcome\", \"satisfaction\": \"neutral\", \"reason\": \"The customer accepts the new delivery date but notes it is the second promise.\"}\nThe customer seems neutral.",
    ],
  },
  "ticket-triage-llm--ticket-category-severity-routing-escalation-json-fence-tolerant": {
    accept: [
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}",
      "{\n  \"category\": \"outage\",\n  \"severity\": \"critical\",\n  \"routingTeam\": \"infra\",\n  \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\",\n  \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\",\n  \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\",\n  \"confidence\": 0.93,\n  \"escalation\": true\n}",
      "```json\n{\n  \"category\": \"outage\",\n  \"severity\": \"critical\",\n  \"routingTeam\": \"infra\",\n  \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\",\n  \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\",\n  \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\",\n  \"confidence\": 0.93,\n  \"escalation\": true\n}\n```",
      "```\n{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\n```",
      "\n\n  ```json  \n{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\n   ```  \n",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"confidence\": 0.93, \"escalation\": true, \"routing_team\": \"infra\", \"business_impact\": \"None.\", \"draft_reply\": \"Hello.\"}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": \"0.9\", \"escalation\": \"Yes\"}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": 0}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true, \"routing_team\": \"nowhere\"}",
      "\u3000{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\u2029",
    ],
    reject: [
      "",
      "   \n",
      "Here is the triage:\n```json\n{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\n```",
      "```JSON\n{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\n```",
      "```json {\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true} ```",
      "```json\n{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}\n```\nLet me know if you need anything else.",
      "{\"category\": \"Outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}",
      "{\"category\": \"outage\", \"severity\": \"urgent\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"engineering\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true, \"routing_team\": \"infra\"}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": \"maybe\"}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": \" true\"}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 93, \"escalation\": true}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"confidence\": 0.93, \"escalation\": true}",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": null, \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}",
      "[{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true}]",
      "{\"category\": \"outage\", \"severity\": \"critical\", \"routingTeam\": \"infra\", \"summary\": \"The analytics dashboard returns 502 errors for every user since 09:40 UTC.\", \"businessImpact\": \"The customer's support team cannot see metrics ahead of a board review.\", \"draftReply\": \"Hi Priya, thanks for reporting this. We've routed your ticket to our infrastructure team, who are investigating the 502 errors now.\", \"confidence\": 0.93, \"escalation\": true,}",
    ],
  },
};

describe("set 458 framework parsers", () => {
  it("covers every parser", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_458).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_458[key]!;
      it.each(accept)("accepts %j", (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)("rejects %j", (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
