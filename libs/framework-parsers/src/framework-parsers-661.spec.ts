import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_661 } from './framework-parsers-661';

// Replies checked against the projects' code (and, for this set, against reference runs of that code: the Java
// cleanResult + Jackson 2.17 readTree path, Python re/json.loads, pydantic v2 model_validate with the defaults fallback).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-customer-service--telecom-agent-answer-resolved-customer-problem-shi-fou-json-array-jackson-first-element': {
    accept: [
      "[\n  {\n    \"针对的问题\": \"为什么我这个月的话费比上个月多了三十块？\",\n    \"问题大类编号\": \"03\",\n    \"问题大类名称\": \"资费争议\",\n    \"问题小类编号\": \"03-02\",\n    \"问题小类名称\": \"费用异常\",\n    \"客服回答\": \"您好，经查询您本月开通了10元/月的视频会员和一个20元的流量加油包，我这边马上帮您退订视频会员。\",\n    \"判断回答是否有效\": \"是\",\n    \"判断原因\": \"客服明确说明了费用增加的原因并给出了退订方案\",\n    \"判断是否解决问题\": \"是\",\n    \"解决问题的判断原因\": \"客服解释了多出的费用来源并当场办理退订，客户的疑问得到解决\",\n    \"原文摘要\": \"客户：我这个月话费怎么多了三十块？\",\n    \"解释\": \"客户对账单金额变化不理解，属于费用异常类异议\"\n  }\n]",
      "[{\"针对的问题\": \"宽带为什么一直断线？\", \"判断是否解决问题\": \"否\", \"解决问题的判断原因\": \"客服只让客户重启光猫，没有给出后续报修方案\"}]",
      "```json\n[{\"针对的问题\": \"宽带为什么一直断线？\", \"判断是否解决问题\": \"否\", \"解决问题的判断原因\": \"客服只让客户重启光猫，没有给出后续报修方案\"}]\n```",
      "{\"判断是否解决问题\": \"是\", \"解决问题的判断原因\": \"客服给出了明确的退订方案\"}",
      "以下是判断结果：\n[{\"针对的问题\": \"宽带为什么一直断线？\", \"判断是否解决问题\": \"否\", \"解决问题的判断原因\": \"客服只让客户重启光猫，没有给出后续报修方案\"}]",
      "[{\"针对的问题\": \"宽带为什么一直断线？\", \"判断是否解决问题\": \"否\", \"解决问题的判断原因\": \"客服只让客户重启光猫，没有给出后续报修方案\"}]\n以上为最终结果。",
      "<think>客服已经办理退订，应判断为是</think>\n[{\"判断是否解决问题\": \"是\", \"解决问题的判断原因\": \"已退订\"}]",
      "[{\"判断是否解决问题\": \"否\"}, {\"判断是否解决问题\": \"\"}]",
      "[{\"判断是否解决问题\": \"未解决\", \"解决问题的判断原因\": \"客户仍不满意\"}]",
      "[{\"判断是否解决问题\": 1}]",
      "[{\"判断是否解决问题\": \"否\", \"判断是否解决问题\": \"是\"}]",
      " ```json\n[{\"针对的问题\": \"宽带为什么一直断线？\", \"判断是否解决问题\": \"否\", \"解决问题的判断原因\": \"客服只让客户重启光猫，没有给出后续报修方案\"}]\n```",
    ],
    reject: [
      "",
      "是",
      "[\n  {\n    \"针对的问题\": \"宽带为什么一直断线？\",\n    \"判断回答是否有效\": \"是\",  // 从 RAG 输入复制\n    \"判断是否解决问题\": \"否\",  // 是 或 否\n    \"解决问题的判断原因\": \"只让客户重启光猫\"\n  }\n]",
      "[]",
      "[{\"针对的问题\": \"宽带为什么一直断线？\", \"解决问题的判断原因\": \"没有给出方案\"}]",
      "[{\"判断是否解决问题\": \"\", \"解决问题的判断原因\": \"无法判断\"}]",
      "[{\"判断是否解决问题\": null}]",
      "[{\"判断是否解决问题\": \"是\",}]",
      "[{'判断是否解决问题': '是'}]",
      "[\"是\"]",
      "{\"result\": [{\"判断是否解决问题\": \"是\"}]}",
      "<think>我先看一下 {客户问题}</think>\n[{\"判断是否解决问题\": \"是\"}]",
      "[{\"判断是否解决问题\": \"是\", \"解决问题的判断原因\": \"客服说：\n已退订\"}]",
      "[{\"判断是否解决问题\": \"是\"",
      "[[{\"判断是否解决问题\": \"是\"}]]",
    ],
  },
  'callcenter-quality-score--csr-call-transcript-five-categories-high-medium-low-json-in-output-tags': {
    accept: [
      "<output>\n{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}\n</output>",
      "Here is the evaluation.\n\n<output>\n{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}\n</output>\nLet me know if you need more detail.",
      "<output>\n{\"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Clear.\"}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": \"Excellent\", \"score_explanation\": \"Clear.\"}, \"Professionalism\": {\"score\": 5, \"score_explanation\": \"Polite.\"}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Clear.\", \"confidence\": 0.9}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": NaN, \"score_explanation\": \"n/a\"}}\n</output>",
      "<output>\n{\"Problem_Resolution\": {\"score\": \"Low\", \"score_explanation\": \"old\"}, \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"new\"}}\n</output>",
    ],
    reject: [
      "",
      "{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}",
      "<output>{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}</output>",
      "<output>\n```json\n{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}\n```\n</output>",
      "<output>\r\n{\n  \"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Priya is clear, listens and apologises for the disruption.\"},\n  \"Problem_Resolution\": {\"score\": \"High\", \"score_explanation\": \"Firmware update, line reset and a technician fallback within one call.\"},\n  \"Product_Knowledge\": {\"score\": \"Medium\", \"score_explanation\": \"Reads the modem logs correctly but does not explain the cause.\"},\n  \"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"Courteous and professional throughout.\"},\n  \"Problem_Escalation\": {\"score\": \"Medium\", \"score_explanation\": \"Offers a technician visit if the issue recurs; no live escalation needed.\"}\n}\r\n</output>",
      "<output>\n{}\n</output>",
      "<output>\n{\"Communication_Skills\": \"High\"}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": \"High\"}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"rating\": \"High\", \"score_explanation\": \"Clear.\"}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Clear.\",}}\n</output>",
      "<output>\n{'Communication_Skills': {'score': 'High', 'score_explanation': 'Clear.'}}\n</output>",
      "<output>\n{\"Communication_Skills\": {\"score\": \"High\", \"score_explanation\": \"Line one\nline two\"}}\n</output>",
      "<output>\n{\"Communication_Skills\": [{\"score\": \"High\", \"score_explanation\": \"Clear.\"}]}\n</output>",
      "<output>\n{}\n</output>\n<output>\n{\"Professionalism\": {\"score\": \"High\", \"score_explanation\": \"ok\"}}\n</output>",
    ],
  },
  'onsitereview--servicenow-ticket-incident-handling-0-or-15-json-object-pydantic-with-defaults': {
    accept: [
      "{\n    \"criterion_id\": \"incident_handling\",\n    \"score\": 15,\n    \"max_score\": 15,\n    \"routed_correctly\": true,\n    \"resolved_appropriately\": true,\n    \"fcr_opportunity_missed\": false,\n    \"evidence\": [\"Fuser unit appears worn; assigning to EUC Hardware Field Services for replacement.\"],\n    \"reasoning\": \"Basic troubleshooting was done before routing a hardware fault to the correct field services group.\",\n    \"coaching\": \"Add the asset tag of the replacement fuser to the work notes.\"\n}",
      "{\"criterion_id\": \"incident_handling\", \"score\": 0, \"max_score\": 15, \"routed_correctly\": false, \"resolved_appropriately\": false, \"fcr_opportunity_missed\": true, \"evidence\": [], \"reasoning\": \"A password reset was escalated instead of resolved at first contact.\", \"coaching\": \"Resolve account unlocks at first contact.\"}",
      "{\"score\": 15, \"max_score\": 15}",
      "{\"score\": \"15\", \"max_score\": 15, \"reasoning\": \"ok\"}",
      "{\"score\": 15.0, \"max_score\": 15.0, \"routed_correctly\": \"yes\", \"resolved_appropriately\": \"no\"}",
      "{\"score\": 15, \"max_score\": 15, \"routed_correctly\": 1, \"overall\": \"pass\"}",
      "  \n{\n    \"criterion_id\": \"incident_handling\",\n    \"score\": 15,\n    \"max_score\": 15,\n    \"routed_correctly\": true,\n    \"resolved_appropriately\": true,\n    \"fcr_opportunity_missed\": false,\n    \"evidence\": [\"Fuser unit appears worn; assigning to EUC Hardware Field Services for replacement.\"],\n    \"reasoning\": \"Basic troubleshooting was done before routing a hardware fault to the correct field services group.\",\n    \"coaching\": \"Add the asset tag of the replacement fuser to the work notes.\"\n}\n",
      "{\"score\": 7, \"max_score\": 15, \"reasoning\": \"Partially correct handling.\"}",
      "{\"score\": true, \"max_score\": 15}",
    ],
    reject: [
      "",
      "```json\n{\n    \"criterion_id\": \"incident_handling\",\n    \"score\": 15,\n    \"max_score\": 15,\n    \"routed_correctly\": true,\n    \"resolved_appropriately\": true,\n    \"fcr_opportunity_missed\": false,\n    \"evidence\": [\"Fuser unit appears worn; assigning to EUC Hardware Field Services for replacement.\"],\n    \"reasoning\": \"Basic troubleshooting was done before routing a hardware fault to the correct field services group.\",\n    \"coaching\": \"Add the asset tag of the replacement fuser to the work notes.\"\n}\n```",
      "{\"criterion_id\": \"incident_handling\", \"score\": 15, \"routed_correctly\": true, \"resolved_appropriately\": true, \"reasoning\": \"Correct routing.\"}",
      "{\"criterion_id\": \"incident_handling\", \"max_score\": 15, \"routed_correctly\": true, \"resolved_appropriately\": true, \"reasoning\": \"No score given.\"}",
      "{\"score\": -5, \"max_score\": 15}",
      "{\"score\": 7.5, \"max_score\": 15}",
      "{\"score\": 15, \"max_score\": 0}",
      "{\"score\": 15, \"max_score\": 15, \"coaching\": null}",
      "{\"score\": 15, \"max_score\": 15, \"evidence\": \"Fuser unit appears worn\"}",
      "{\"score\": 15, \"max_score\": 15, \"routed_correctly\": \"correct\"}",
      "[{\n    \"criterion_id\": \"incident_handling\",\n    \"score\": 15,\n    \"max_score\": 15,\n    \"routed_correctly\": true,\n    \"resolved_appropriately\": true,\n    \"fcr_opportunity_missed\": false,\n    \"evidence\": [\"Fuser unit appears worn; assigning to EUC Hardware Field Services for replacement.\"],\n    \"reasoning\": \"Basic troubleshooting was done before routing a hardware fault to the correct field services group.\",\n    \"coaching\": \"Add the asset tag of the replacement fuser to the work notes.\"\n}]",
      "{\"score\": NaN, \"max_score\": 15}",
      "{\"score\": \"fifteen\", \"max_score\": 15}",
      "{\"score\": 15, \"max_score\": 15, \"criterion_id\": 3}",
      "Score: 15/15 - the incident was routed correctly.",
    ],
  },
};

describe('set 661 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_661).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_661[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
