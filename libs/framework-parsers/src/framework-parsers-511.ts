/**
 * Set 511: replicas of the reply readers of four code-review / pull-request judges (GitHub bots, CI actions):
 * GitBee's issue-comment validity judge (greedy-brace JSON, default "valid" otherwise), BasicChat's CI codebase-quality
 * judge (first "{" to last "}" JSON with an overall_score gate), PR Guard's agentic pre-merge reviewer (a
 * GitHubPRReview tool call validated by pydantic with extra="forbid") and openTiger's Japanese PR-diff judge (first
 * fenced block, else greedy braces, JSON.parse). Each parser answers: would the project get a verdict out of this reply
 * (not a default, not an exception, not a retry)?
 */
import { escapeControlsInStrings, isObject, hasLoneSurrogate, lastTopLevelRaw, pydanticLaxInt, pythonLoads, pythonLoadsNumbers, pyTruthy, topLevelItems } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. GitBee (stefanbinoj/gitbee), apps/bot/src/langgraph/commentGraph.ts checkCommentValidity:
//      try {
//        const llmResponse = await aiClient(MODELS.CHEAP, prompt, ValiditySystemPrompt);
//        const text = llmResponse.text.trim();
//        const jsonMatch = text.match(/\{[\s\S]*\}/);
//        if (!jsonMatch) {
//          return { history, validityResult: { is_valid: true, comment: undefined } };   // default
//        }
//        const result = JSON.parse(jsonMatch[0]) as CommentCheckResult;                   // unchecked cast
//        return { history, validityResult: result };
//      } catch (error) {
//        return { history, validityResult: { is_valid: true, comment: undefined } };     // default
//      }
//    JavaScript: the greedy span from the first "{" to the last "}" must be JSON.parse-able; no key is checked.
const GITBEE_BRACES = /\{[\s\S]*\}/;
const gitbee: FrameworkParser = (reply) => {
  const jsonMatch = reply.trim().match(GITBEE_BRACES);
  if (!jsonMatch) return false;
  try {
    JSON.parse(jsonMatch[0]);
    return true;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// 2. BasicChat (khaosans/basic-chat), basicchat/evaluation/evaluators/check_llm_judge_openai.py:
//      evaluate_with_openai:
//          content = result['choices'][0]['message']['content']
//          try:
//              start = content.find('{')
//              end = content.rfind('}') + 1
//              if start != -1 and end != 0:
//                  json_str = content[start:end]
//                  return json.loads(json_str)
//              else:
//                  raise ValueError("No JSON found in response")      # not caught here -> run() exits 1
//          except json.JSONDecodeError as e:
//              ... continue                                          # a new API call (retry)
//      run_evaluation:  self.results.update(evaluation)   # results pre-filled: scores={}, recommendations=[],
//                                                         # overall_score=0.0, estimated_cost=<estimate>
//      print_results:
//          scores = results.get('scores', {})
//          overall_score = results.get('overall_score', 0.0)
//          estimated_cost = results.get('estimated_cost', 0.0)
//          print(f"\n📊 OVERALL SCORE: {overall_score:.1f}/10")
//          print(f"💰 ESTIMATED COST: ${estimated_cost:.4f}")
//          for category, data in scores.items():
//              if isinstance(data, dict): score = data.get('score', 0); ... print(f"  {...}: {score}/10")
//          if overall_score >= self.threshold: status = "PASS" else: status = "FAIL"
//          recommendations = results.get('recommendations', [])
//          if recommendations:
//              for i, rec in enumerate(recommendations, 1): print(f"  {i}. {rec}")
//          json.dump(results, f, indent=2)
//      run(): except Exception as e: print(f"❌ Evaluation failed with error: {e}"); return 1
//    A verdict is the PASS/FAIL on the judge's own overall_score: the key must be there (else the 0.0 default) and
//    format with ".1f": int, float (NaN and Infinity too) or bool; an integer literal beyond float range raises
//    OverflowError. estimated_cost, when the reply sets it, must format with ".4f"; scores must be a dict;
//    a truthy recommendations must be iterable (list, str, dict).
const pyFormatsAsFloat = (value: unknown, raw: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value !== 'number') return false; // str, None, list, dict: ValueError / TypeError
  if (raw !== undefined && /^-?\d+$/.test(raw) && !Number.isFinite(Number(raw))) return false; // int too large for float
  return true;
};
const basicChat: FrameworkParser = (content) => {
  // Python's find/rfind and slicing index code points, JavaScript's UTF-16 units: both cut the same substring
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}') + 1;
  if (start === -1 || end === 0) return false; // ValueError: no verdict
  const jsonStr = content.slice(start, end); // start > end gives '' as in Python: JSONDecodeError, retry
  const evaluation = pythonLoadsNumbers(jsonStr);
  if (!isObject(evaluation)) return false;
  if (!Object.prototype.hasOwnProperty.call(evaluation, 'overall_score')) return false; // pre-filled 0.0 default
  if (!pyFormatsAsFloat(evaluation['overall_score'], lastTopLevelRaw(jsonStr, 'overall_score'))) return false;
  if (Object.prototype.hasOwnProperty.call(evaluation, 'estimated_cost') && !pyFormatsAsFloat(evaluation['estimated_cost'], lastTopLevelRaw(jsonStr, 'estimated_cost'))) return false;
  if (Object.prototype.hasOwnProperty.call(evaluation, 'scores') && !isObject(evaluation['scores'])) return false; // .items()
  if (Object.prototype.hasOwnProperty.call(evaluation, 'recommendations')) {
    const recs = evaluation['recommendations'];
    if (pyTruthy(recs) && !(Array.isArray(recs) || typeof recs === 'string' || isObject(recs))) return false; // enumerate(5)
  }
  return true;
};

// ---------------------------------------------------------------------------------------------------------------
// 3. PR Guard (fahim-muntasir-niloy/pr_guard):
//      agent.py:   create_agent(tools=TOOLS, model=llm, system_prompt=review_prompt, ..., response_format=ToolStrategy(GitHubPRReview))
//      review_generator.py:  res = await agent.ainvoke({...}); review_data = res["structured_response"]
//                            review_dict = review_data.model_dump(); ... "event": review_dict["event"]
//      langchain-openai parse_tool_call: function_args = json.loads(arguments, strict=False)   # else invalid_tool_call
//      ToolStrategy: TypeAdapter(GitHubPRReview).validate_python(args); ValidationError -> tool error, model retries
//      schema/response.py:
//          ReviewEvent = Literal["APPROVE", "REQUEST_CHANGES", "COMMENT"]
//          Severity = Literal["blocker", "major", "minor", "nit"]
//          class InlineComment(BaseModel):  model_config = ConfigDict(extra="forbid")
//              path: str; position: int; line: Optional[int]; side: Literal["LEFT", "RIGHT"] = "RIGHT"
//              body: str; severity: Severity; suggestion: Optional[str] = None
//          class GitHubPRReview(BaseModel):  model_config = ConfigDict(extra="forbid", ...)
//              event: ReviewEvent; body: str; comments: List[InlineComment]
//    The reply is the tool call's arguments text. pydantic v2 lax (python) mode: str fields take only str, Literals
//    only the exact strings, int takes ints, integral floats below 2**63, numeric strings and bools (checked on the
//    raw JSON token, pydanticLaxInt), Optional fields take null; extra keys are refused.
const PR_GUARD_TOP = ['event', 'body', 'comments'];
const PR_GUARD_COMMENT = ['path', 'position', 'line', 'side', 'body', 'severity', 'suggestion'];
const PR_GUARD_EVENTS = ['APPROVE', 'REQUEST_CHANGES', 'COMMENT'];
const PR_GUARD_SEVERITIES = ['blocker', 'major', 'minor', 'nit'];
// NaN / Infinity (floats for Python) read as an object nobody's field accepts as str, int, Literal, list or None
const PY_SPECIAL_MARK = '{"\\u0000py-special-float": 0}';
const prGuardComment = (comment: unknown, raw: string | undefined): boolean => {
  if (!isObject(comment) || raw === undefined) return false;
  if (Object.keys(comment).some((k) => !PR_GUARD_COMMENT.includes(k))) return false; // extra="forbid"
  if (typeof comment['path'] !== 'string' || typeof comment['body'] !== 'string') return false;
  if (!('position' in comment) || !('line' in comment)) return false; // both required
  const position = lastTopLevelRaw(raw, 'position');
  if (position === undefined || !pydanticLaxInt(position)) return false;
  const line = lastTopLevelRaw(raw, 'line');
  if (line === undefined || (line !== 'null' && !pydanticLaxInt(line))) return false;
  if ('side' in comment && comment['side'] !== 'LEFT' && comment['side'] !== 'RIGHT') return false;
  if (!PR_GUARD_SEVERITIES.includes(comment['severity'] as string) || typeof comment['severity'] !== 'string') return false;
  if ('suggestion' in comment && comment['suggestion'] !== null && typeof comment['suggestion'] !== 'string') return false;
  return true;
};
const prGuard: FrameworkParser = (args) => {
  const review = pythonLoads(args, false, PY_SPECIAL_MARK);
  if (!isObject(review)) return false;
  if (hasLoneSurrogate(review)) return false; // pydantic-core cannot read a str holding a lone surrogate
  if (Object.keys(review).some((k) => !PR_GUARD_TOP.includes(k))) return false;
  if (typeof review['event'] !== 'string' || !PR_GUARD_EVENTS.includes(review['event'])) return false;
  if (typeof review['body'] !== 'string') return false;
  const comments = review['comments'];
  if (!Array.isArray(comments)) return false;
  const rawComments = lastTopLevelRaw(escapeControlsInStrings(args.trim()), 'comments');
  const rawItems = rawComments === undefined ? [] : topLevelItems(rawComments);
  return comments.every((comment, i) => prGuardComment(comment, rawItems[i]));
};

// ---------------------------------------------------------------------------------------------------------------
// 4. openTiger (Andyyyy64/openTiger), apps/judge/src/evaluators/llm.ts:
//      function extractJsonFromResponse(response: string): unknown {
//        const codeBlockMatch = response.match(/```(?:json)?\s*([\s\S]*?)```/);
//        const content = codeBlockMatch?.[1];
//        if (content) { return JSON.parse(content.trim()); }
//        const jsonMatch = response.match(/\{[\s\S]*\}/);
//        const jsonContent = jsonMatch?.[0];
//        if (jsonContent) { return JSON.parse(jsonContent); }
//        throw new Error("No valid JSON found in response");
//      }
//      evaluateLLM (inside try { ... } catch -> { pass: true, confidence: 0, ... } default):
//        const parsed = extractJsonFromResponse(result.stdout) as {...};
//        const codeIssues = (parsed.issues ?? []).map((issue) => ({
//          severity: (issue.severity as ...) ?? "warning", category: (issue.category as ...) ?? "maintainability",
//          message: issue.message, file: issue.file, line: issue.line, suggestion: issue.suggestion }));
//        if (!parsed.pass) { reasons.push(parsed.summary ?? "Code review found issues"); }
//        const criticalIssues = codeIssues.filter((i) => i.severity === "error");
//        for (const issue of criticalIssues) { reasons.push(`${issue.category}: ${issue.message}`); ... }
//        return { pass: parsed.pass, confidence: parsed.confidence, reasons, suggestions, codeIssues };
//    The same JavaScript runs here: whatever throws is the default (no verdict).
const OPENTIGER_FENCE = /```(?:json)?\s*([\s\S]*?)```/;
const OPENTIGER_BRACES = /\{[\s\S]*\}/;
type OpenTigerIssue = { severity?: unknown; category?: unknown; message?: unknown; file?: unknown; line?: unknown; suggestion?: unknown };
type OpenTigerParsed = { pass?: unknown; confidence?: unknown; issues?: OpenTigerIssue[] | null; summary?: unknown };
const openTigerExtract = (response: string): unknown => {
  const content = response.match(OPENTIGER_FENCE)?.[1];
  if (content) return JSON.parse(content.trim());
  const jsonContent = response.match(OPENTIGER_BRACES)?.[0];
  if (jsonContent) return JSON.parse(jsonContent);
  throw new Error('No valid JSON found in response');
};
const openTiger: FrameworkParser = (reply) => {
  try {
    const parsed = openTigerExtract(reply) as OpenTigerParsed;
    const codeIssues = (parsed.issues ?? []).map((issue) => ({
      severity: issue.severity ?? 'warning',
      category: issue.category ?? 'maintainability',
      message: issue.message,
    }));
    const reasons: unknown[] = [];
    if (!parsed.pass) reasons.push(parsed.summary ?? 'Code review found issues');
    for (const issue of codeIssues.filter((i) => i.severity === 'error')) reasons.push(`${issue.category as string}: ${issue.message as string}`);
    return true;
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_511: Record<string, FrameworkParser> = {
  'gitbee--github-issue-comment-validity-is-valid-json-greedy-brace-default-valid': gitbee,
  'basic-chat--ci-codebase-quality-six-categories-1-10-overall-score-json-first-last-brace-threshold': basicChat,
  'pr-guard--agentic-pre-merge-pr-review-event-approve-request-changes-comment-tool-call-pydantic-forbid': prGuard,
  'opentiger--japanese-pr-diff-review-pass-confidence-issues-json-fence-then-greedy-brace': openTiger,
};
