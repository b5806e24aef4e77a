/**
 * Set 692: replicas of the reply readers of three chat products that grade their own replies: Kingston's
 * (Bastilon) French quality gate for its Telegram assistant replies (JSON score 1-5 with issues, code fences
 * stripped, JSON.parse), FDS Analytics' Claude-Haiku validator of its restaurant-analytics chatbot replies (a bash
 * grep/sed extraction read by jq '.valid // true') and the aishux/ss commentary self-check (json.loads, "Status"
 * pass/fail plus "Comment"). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception, not a retry, not a None)?
 */
import { isObject, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Bastilon / Kingston, src/memory/qualityGate.ts llmCheck (mrmagnifique666/bastilon):
//      const result = await runGroq(prompt, "", { temperature: 0, maxTokens: 100 });
//        // src/llm/groqClient.ts runGroq: const content = data.choices?.[0]?.message?.content;
//        //                                if (!content) throw new Error("No content in Groq response");
//      const trimmed = result.trim().replace(/```json?\n?/g, "").replace(/```/g, "").trim();
//      const parsed = JSON.parse(trimmed);
//      if (parsed?.score && parsed.score >= 1 && parsed.score <= 5) {
//        return { score: parsed.score, issues: parsed.issues || [] };
//      }
//    } catch (err) { log.debug(...) }
//    return null;                                            // heuristic score kept: no LLM verdict
//    evaluateResponseQuality (no try around it):
//      issues: [...new Set([...heuristic.issues, ...llm.issues])]   // non-iterable issues -> TypeError, rejected promise
//    Same language, so the JS coercions (score "4", true, [3]) are reproduced by running the same expressions.
const bastilonKingston: FrameworkParser = (reply) => {
  if (!reply) return false;
  const trimmed = reply.trim().replace(/```json?\n?/g, '').replace(/```/g, '').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return false;
  }
  const p = parsed as { score?: unknown; issues?: unknown } | null;
  const score = p?.score as number | undefined;
  if (!(score && score >= 1 && score <= 5)) return false;
  const issues = p?.issues || [];
  // spreading a JSON value works only for arrays and strings (numbers, true and objects are not iterable)
  return Array.isArray(issues) || typeof issues === 'string';
};

// 2. FDS Analytics, scripts/testing/lib/validate-response.sh (fdsouvenir/fdsanalytics):
//      VALIDATION=$(cat <<PROMPT | claude --print --model haiku 2>&1 ... PROMPT)
//      if echo "$VALIDATION" | grep -q '```json'; then
//          echo "$VALIDATION" | sed -n '/^```json/,/^```/p' | sed '1d;$d'
//      else
//          echo "$VALIDATION" | grep -o '{.*}' | head -1
//      fi
//    scripts/testing/test-all-intent-functions.sh:
//      local is_valid="true"
//      local validation=$("$SCRIPT_DIR/lib/validate-response.sh" "$query" "$response_text" 2>/dev/null)
//      if [ -n "$validation" ]; then
//          is_valid=$(echo "$validation" | jq -r '.valid // true' 2>/dev/null)
//      fi
//      if [ "$is_valid" = "true" ]; then ... SUCCESS ... else ... failure
//    $(...) strips trailing newlines; grep works per line, greedy from the first '{' to the last '}' of the first line
//    that has one; sed's range end is looked for from the line after the ```json line and '1d;$d' drops the first and
//    last lines of all printed ranges together. jq's `//` turns false and null into the default "true": only a
//    .valid that is neither null nor false is the judge's own value. An extraction jq cannot read as one value is
//    treated as no verdict (jq's partial output for a stream of several values is not modelled).
const fdsExtract = (reply: string): string => {
  const captured = reply.replace(/\n+$/, '');
  const lines = captured.split('\n');
  if (captured.includes('```json')) {
    const printed: string[] = [];
    let inRange = false;
    for (const line of lines) {
      if (!inRange) {
        if (line.startsWith('```json')) {
          printed.push(line);
          inRange = true;
        }
      } else {
        printed.push(line);
        if (line.startsWith('```')) inRange = false;
      }
    }
    return printed.slice(1, -1).join('\n');
  }
  for (const line of lines) {
    const match = /\{[\s\S]*\}/.exec(line); // one line: grep's '.' takes any character but the newline
    if (match) return match[0];
  }
  return '';
};
const fdsanalytics: FrameworkParser = (reply) => {
  const validation = fdsExtract(reply).replace(/\n+$/, '');
  if (validation === '') return false; // [ -n "$validation" ] fails: is_valid keeps its default "true"
  let value: unknown;
  try {
    value = JSON.parse(validation);
  } catch {
    return false; // jq error: is_valid is empty, a parse failure rather than the judge's verdict
  }
  if (!isObject(value)) return false; // null -> default "true"; arrays, strings, numbers -> jq error
  const valid = value['valid'];
  return valid !== undefined && valid !== null && valid !== false;
};

// 3. aishux/ss, nik_content_evaluator.py content_validator (aishux/ss):
//      result = await evaluate(ai_response_content)        # evaluation.content
//      try:
//          result_json = json.loads(result)
//      except:
//          result_json = {"Status": "fail", "Comment": "Invalid evaluation response"}   # canned default
//      if result_json["Status"].lower() == "pass":
//          return ai_response_content
//      failed_comment = result_json['Comment']             # KeyError when a fail verdict has no Comment
//    Python json.loads (NaN/Infinity allowed, JSON whitespace only around the value); KeyError, TypeError and
//    AttributeError escape the function.
const aishuxSs: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (value === undefined) return false; // the canned {"Status": "fail", ...}
  if (!isObject(value)) return false; // list / str / number / None subscripted: TypeError
  if (!('Status' in value)) return false; // KeyError
  const status = value['Status'];
  if (typeof status !== 'string') return false; // .lower() on a non-str: AttributeError
  if (status.toLowerCase() === 'pass') return true;
  return 'Comment' in value;
};

export const PARSERS_OF_SET_692: Record<string, FrameworkParser> = {
  'bastilon--kingston-telegram-assistant-reply-quality-gate-1-5-french-json-score-issues-fence-strip': bastilonKingston,
  'fdsanalytics--restaurant-analytics-chatbot-reply-validity-json-valid-boolean-grep-sed-extract-jq-valid-or-true': fdsanalytics,
  'aishux-ss--ai-commentary-formatting-self-check-json-status-pass-fail-comment-retry-loop': aishuxSs,
};
