/**
 * Set 710: replicas of the reply readers of three fact-checking and peer-review judges: a persona-conditioned
 * PolitiFact claim rater (whole-reply JSON, five-label verdict normalised), the ClaimFighter (factoback) Gemini
 * arbiter over a DeepSeek fact-check and a LLaMA critique (whole-reply JSON object, 'conclusion' read), and
 * Kgp_pathway's CVPR venue-fit scorer (first <tool_call> tag pair holding {"arguments": {"score", "reason"}}).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * retry)?
 */
import { isObject, pyStrip, pythonLoads, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------------------------------------------------------
// 1. persona fact-check (anonymsubmission67/submission), api_calls/api_call_personas.py:
//      ALLOWED_VERDICTS = {"false", "mostly-false", "half-true", "mostly-true", "true"}
//      def normalize_verdict(raw_verdict):
//          if not isinstance(raw_verdict, str):
//              return None
//          verdict = raw_verdict.strip().lower()
//          verdict = verdict.replace("_", "-").replace(" ", "-")
//          return verdict if verdict in ALLOWED_VERDICTS else None
//      ...
//          raw_answer = response.choices[0].message.content
//          model_answer = json.loads(raw_answer)
//          verdict_value = normalize_verdict(model_answer.get("verdict"))   # non-dict -> AttributeError -> retry
//          if verdict_value is None:
//              raise ValueError("response missing valid verdict")          # -> retry
//          ...
//          model_answer["verdict"] = verdict_value
//          break
//    json.loads: the whole text, JSON whitespace around it, NaN/Infinity allowed, last duplicate key wins.
//    str.strip() peels Unicode whitespace; only '_' and the ASCII space become '-'.
const PERSONA_VERDICTS = new Set(['false', 'mostly-false', 'half-true', 'mostly-true', 'true']);
const personaFactcheck: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  const raw = hasOwn(value, 'verdict') ? value['verdict'] : undefined;
  if (typeof raw !== 'string') return false;
  const verdict = pyStrip(raw).toLowerCase().replace(/_/g, '-').replace(/ /g, '-');
  return PERSONA_VERDICTS.has(verdict);
};

// 2. factoback / ClaimFighter (YogeshSoni2305/factoback):
//    news_verification/models/GeminiIntermediate.py send_message:
//      response = self.chat.send_message(prompt, config=self.config)
//      try:
//          return json.loads(response.text)
//      except json.JSONDecodeError:
//          print("Could not convert to JSON, returning raw string.")
//          return response.text
//    news_verification/fighter.py ClaimFighter.fight:
//      conclusion = gemini_response.get("conclusion", "No conclusion generated.") if isinstance(gemini_response, dict) else "No conclusion generated."
//      markdown_content += f"**Final Verdict:**\n\n{conclusion}\n\n"
//    The conclusion paragraph is the final verdict the project shows; without the key it is the default text.
const factobackArbiter: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  return isObject(value) && hasOwn(value, 'conclusion');
};

// 3. Kgp_pathway (Sirin-890/Kgp_pathway), src/conference_selection.py:
//      def parse_tool_call_str(tool_call_str: str):
//          pattern = r'</?tool_call>'
//          clean_tags = re.sub(pattern, '', tool_call_str)
//          try:
//              tool_call_json = json.loads(clean_tags)
//              return tool_call_json
//          except json.JSONDecodeError:
//              return clean_tags
//      def cvpr_suggestion(research_paper: str) -> dict:
//          ...
//          tool_call_pattern = r'<tool_call>(.*?)</tool_call>'
//          tool_calls = re.findall(tool_call_pattern, output, re.DOTALL)
//          tool_call_json = parse_tool_call_str(tool_calls[0])          # IndexError when no tag pair
//          if isinstance(tool_call_json, dict) and "arguments" in tool_call_json:
//              args = tool_call_json["arguments"]
//          return args                                                   # UnboundLocalError otherwise
//      def final_conference(research_paper: str) -> str:
//          ... logger.info(f"Reason: {dict_cvpr['reason']}")
//          max_name, max_dict = max(all_dicts.items(), key=lambda x: x[1]["score"])
//          output = [max_name, max_dict["reason"]]
//    args must be a dict with 'reason' and 'score'; a None or dict score can never be ordered by max() (TypeError).
const KGP_TOOL_CALL = /<tool_call>([\s\S]*?)<\/tool_call>/;
const kgpPathwayCvpr: FrameworkParser = (reply) => {
  const match = KGP_TOOL_CALL.exec(reply);
  if (!match) return false;
  const clean = (match[1] ?? '').replace(/<\/?tool_call>/g, '');
  const call = pythonLoadsNumbers(clean);
  if (!isObject(call) || !hasOwn(call, 'arguments')) return false;
  const args = call['arguments'];
  if (!isObject(args) || !hasOwn(args, 'reason') || !hasOwn(args, 'score')) return false;
  const score = args['score'];
  return score !== null && !isObject(score);
};

export const PARSERS_OF_SET_710: Record<string, FrameworkParser> = {
  'persona-factcheck--politifact-claim-persona-interview-cot-five-label-json-verdict-normalized': personaFactcheck,
  'factoback--news-claim-final-arbiter-deepseek-vs-llama-critique-json-verdict-conclusion': factobackArbiter,
  'kgp-pathway--cvpr-venue-fit-acceptance-likelihood-0-100-tool-call-tag-json-score-reason': kgpPathwayCvpr,
};
