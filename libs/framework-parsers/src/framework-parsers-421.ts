/**
 * Set 421: replicas of the reply readers of three judges in JVM and Ruby projects: AI Support Copilot's Spring AI
 * RAG evaluation judge (Java, "SCORE: <n>" line, first ASCII digit), CompletionKit's metric judge (Ruby, lenient
 * case-insensitive "Score: n" regex behind an "Error:" guard) and Octopus Mobile's constitution safety judge (Kotlin,
 * BLOCK / ESCALATE prefix after trim + uppercase, everything else fails open to ALLOW). Each parser answers: would the
 * project get a verdict out of this reply (not a default, not an exception, not a retry, not a skipped sample)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. AI Support Copilot, src/main/java/com/epam/aisupportcopilot/service/ai/RagEvaluationService.java
//    (edgarkirk/ai-support-copilot):
//      String judgment = chatClient.prompt().user(judgeInput).call().content();
//      int llmScore = parseScore(judgment);
//      ...
//      private int parseScore(String judgment) {
//          Matcher matcher = Pattern.compile("SCORE:\\s*(\\d)").matcher(judgment);
//          if (matcher.find()) {
//              return Integer.parseInt(matcher.group(1));
//          }
//          return 0;                                   // default: recorded as a FAIL
//      }
//    java.util.regex without flags: case-sensitive, \s = [ \t\n\x0B\f\r] (ASCII), \d = [0-9] (ASCII); find() scans
//    the whole reply; only one digit is captured ("SCORE: 10" reads 1).
const COPILOT_SCORE = /SCORE:[ \t\n\x0B\f\r]*[0-9]/;
const aiSupportCopilot: FrameworkParser = (reply) => COPILOT_SCORE.test(reply);

// 2. CompletionKit, app/services/completion_kit/judge_service.rb (homemade-software-inc/completion-kit):
//      response = @judge_client.generate_completion(judge_prompt, model: @judge_model, temperature: @judge_temperature)
//      raise CompletionKit::ProviderError.from_client_error(response) if response.start_with?("Error:")
//      parse_judge_response(response)
//      ...
//      def parse_judge_response(response)
//        score_match = response.match(/\*{0,2}Score:?\*{0,2}\s*(\d+(?:\.\d+)?)/i)
//        feedback_match = response.match(/\*{0,2}Feedback:?\*{0,2}\s*(.+)/mi)
//        unless score_match
//          raise CompletionKit::JudgeParseError, "Could not parse judge response: #{response.truncate(500)}"
//        end
//        score = [[score_match[1].to_f, 1].max, 5].min
//        feedback = feedback_match ? feedback_match[1].strip : "No feedback provided"
//        { score: score, feedback: feedback }
//      end
//    Onigmo: \s is [ \t\n\v\f\r] and \d is [0-9] (ASCII only); /i folds case Unicode-wise (the 'iu' flags here, with
//    the classes spelled out). start_with? is an exact, case-sensitive prefix test with no stripping.
const COMPLETION_KIT_SCORE = /\*{0,2}Score:?\*{0,2}[ \t\n\v\f\r]*([0-9]+(?:\.[0-9]+)?)/iu;
const completionKit: FrameworkParser = (reply) => !reply.startsWith('Error:') && COMPLETION_KIT_SCORE.test(reply);

// 3. Octopus Mobile, app/src/main/java/com/apk/claw/android/octopus_mobile/safety/SafetyGate.kt
//    (dengdenghua/octopus-mobile), LlmConstitutionJudge:
//      val reply = llmCall(prompt) ?: ""
//      parseVerdict(reply)                       // exceptions -> JudgeVerdict(ALLOW, "judge_unavailable")
//      ...
//      private fun parseVerdict(reply: String): ConstitutionJudge.JudgeVerdict {
//          val upper = reply.trim().uppercase()
//          return when {
//              upper.startsWith("BLOCK") -> ConstitutionJudge.JudgeVerdict(action = JudgeAction.BLOCK, ...)
//              upper.startsWith("ESCALATE") -> ConstitutionJudge.JudgeVerdict(action = JudgeAction.HUMAN_GATE, ...)
//              else -> ConstitutionJudge.JudgeVerdict(action = JudgeAction.ALLOW, reason = "")   // fail-open default
//          }
//      }
//    Kotlin's String.trim() drops Char.isWhitespace characters from both ends (Character.isWhitespace, i.e.
//    \t \n \x0B \f \r \x1C-\x1F and Zs/Zl/Zp spaces, or Character.isSpaceChar, so NBSP too; U+0085 is not one);
//    uppercase() is Locale.ROOT full case mapping, as JS toUpperCase. Only BLOCK / ESCALATE are read from the reply:
//    an "ALLOW: ..." reply lands in the same else branch as an empty or garbled one.
const KOTLIN_WS = '[\\t\\n\\x0B\\f\\r\\x1C-\\x1F\\p{Zs}\\u2028\\u2029]';
const KOTLIN_TRIM = new RegExp(`^${KOTLIN_WS}+|${KOTLIN_WS}+$`, 'gu');
const octopusMobile: FrameworkParser = (reply) => {
  const upper = reply.replace(KOTLIN_TRIM, '').toUpperCase();
  return upper.startsWith('BLOCK') || upper.startsWith('ESCALATE');
};

export const PARSERS_OF_SET_421: Record<string, FrameworkParser> = {
  'ai-support-copilot--rag-support-answer-vs-expected-coverage-1-5-score-line-first-digit': aiSupportCopilot,
  'completion-kit--metric-rubric-output-score-1-5-score-feedback-lines-lenient-regex': completionKit,
  'octopus-mobile--constitution-outbound-message-safety-allow-block-escalate-label-prefix': octopusMobile,
};
