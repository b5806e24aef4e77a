/**
 * Set 663: replicas of the reply readers of four PHP, Ruby and Elixir web apps that have an LLM grade, moderate or
 * verify user content: WordPress Review Bot's comment moderator (PHP json_decode + a keyword text fallback), QuizzIa's
 * quiz-answer grader (Ruby String#to_i), Inkfish's student-code line-comment prompt (Elixir Regex.run on a trailing
 * ```json block + Jason.decode) and fun-GPT's Laravel spam validation rule (PHP json_decode to stdClass, ->is_spam).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception, not a
 * warning-and-null, not a crash)?
 */
import { isObject, jsonNestingWithin, jsonRefusingLoneSurrogates, LONE_SURROGATE } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// PCRE's \s without the u flag (PCRE2 / PCRE >= 8.34): ASCII space, \t, \n, \v, \f, \r only.
const PCRE_WS = '[ \\t\\n\\x0b\\f\\r]';

// PHP json_decode: RFC 8259 JSON; fails (null) on invalid UTF-8 (a lone surrogate once encoded), on an unpaired \u
// surrogate escape (JSON_ERROR_UTF16) and past the default depth of 512 nested arrays/objects.
const phpJsonDecode = (text: string): unknown => {
  if (LONE_SURROGATE.test(text)) return undefined;
  if (!jsonNestingWithin(text, 512)) return undefined;
  return jsonRefusingLoneSurrogates(text);
};

// strlen(): bytes of the UTF-8 text.
const utf8Length = (s: string): number => {
  let n = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
};

// ---------------------------------------------------------------------------------------------------------------
// 1. WordPress Review Bot, plugin/includes/class-wrb-openai-client.php (martin2844/wordpress-comment-review-bot),
//    call_responses_endpoint (gpt-5 family, the default model gpt-5-mini):
//      $raw_content .= $content['text'];          // every output_text part of every output message
//      if (empty(trim($raw_content))) { return array('success' => false, ... 'invalid_response_format'); }
//      $ai_response = json_decode($raw_content, true);
//      if (!isset($ai_response['decision']) || !isset($ai_response['confidence'])) {
//          $fallback_response = $this->parse_text_response($raw_content);
//          if (isset($fallback_response['decision']) && isset($fallback_response['confidence'])) {
//              return array('success' => true, 'decision' => $fallback_response['decision'], ...);
//          }
//          ...
//      }
//      if (!in_array($ai_response['decision'], array('approve', 'reject', 'spam'))) {
//          return array('success' => false, ... 'code' => 'invalid_decision', ...);
//      }
//      if ($ai_response['confidence'] < 0 || $ai_response['confidence'] > 1) { $ai_response['confidence'] = 0.5; }
//      return array('success' => true, ...);
//    parse_text_response($text_response):
//      $decision = 'approve'; $confidence = 0.7;                          // the defaults
//      if (preg_match('/(?:decision|verdict|action|result):\s*(approve|reject|spam)/i', ...)) { ... }
//      elseif (preg_match('/"(decision|verdict|action|result)":\s*"(approve|reject|spam)"/i', ...)) { ... }
//      else {
//          if (preg_match('/\b(approve|accepted|good|legitimate|positive|helpful)\b/i', ...)) $decision = 'approve';
//          elseif (preg_match('/\b(reject|deny|inappropriate|offensive|negative|harmful|abusive)\b/i', ...)) 'reject';
//          elseif (preg_match('/\b(spam|promotional|advertisement|scam|marketing|commercial)\b/i', ...)) 'spam';
//          elseif (strlen($text_response) < 200) {
//              if (preg_match('/\b(good|great|excellent|helpful|useful)\b/i', ...)) 'approve';
//              elseif (preg_match('/\b(bad|terrible|useless|inappropriate|offensive)\b/i', ...)) 'reject';
//          } else {
//              if (preg_match('/(https?:\/\/|www\.|http:\/\/|[\d\-\.\(\)\s]{10,})/', ...)) 'spam';
//              elseif (preg_match('/(amazing|best deals|cheap|buy now|check out|marketing|bot)/i', ...)) 'spam';
//              elseif (preg_match('/(\!{2,}|\?{2,})/', ...)) 'spam';
//              else { if (stripos(..., 'marketing bot') !== false || stripos(..., 'spam-site.com') !== false) 'spam';
//                     else $decision = 'approve'; }
//          }
//      }
//    PHP's trim strips " \t\n\r\0\x0B" and empty("0") is true. isset() is false for a missing key, a null value or a
//    non-array decode (string/number/null). in_array is loose: in PHP 8 a string equals only the same string here
//    ('approve' is not numeric) and `true` equals any non-empty string, so decision true passes. A fallback that
//    matched nothing keeps the hard-coded default 'approve': counted as no verdict. PCRE in byte mode: \b, \d, \s
//    and /i are ASCII-only, as JS regexes without the u flag (\s written out).
const WRB_DECISIONS = ['approve', 'reject', 'spam'];
const PHP_TRIM = /^[ \t\n\r\0\x0b]+|[ \t\n\r\0\x0b]+$/g;
const WRB_FALLBACK_LABEL = new RegExp(`(?:decision|verdict|action|result):${PCRE_WS}*(approve|reject|spam)`, 'i');
const WRB_FALLBACK_JSON = new RegExp(`"(decision|verdict|action|result)":${PCRE_WS}*"(approve|reject|spam)"`, 'i');
// [\d\-\.\(\)\s]{10,}: ten or more of ASCII digits, - . ( ) and PCRE whitespace in a row
const WRB_LINK_OR_RUN = /https?:\/\/|www\.|http:\/\/|[0-9\-.() \t\n\x0b\f\r]{10,}/;
const wrbFallbackMatches = (text: string): boolean => {
  if (WRB_FALLBACK_LABEL.test(text)) return true;
  if (WRB_FALLBACK_JSON.test(text)) return true;
  if (/\b(approve|accepted|good|legitimate|positive|helpful)\b/i.test(text)) return true;
  if (/\b(reject|deny|inappropriate|offensive|negative|harmful|abusive)\b/i.test(text)) return true;
  if (/\b(spam|promotional|advertisement|scam|marketing|commercial)\b/i.test(text)) return true;
  if (utf8Length(text) < 200) {
    return /\b(good|great|excellent|helpful|useful)\b/i.test(text) || /\b(bad|terrible|useless|inappropriate|offensive)\b/i.test(text);
  }
  if (WRB_LINK_OR_RUN.test(text)) return true;
  if (/(amazing|best deals|cheap|buy now|check out|marketing|bot)/i.test(text)) return true;
  if (/(!{2,}|\?{2,})/.test(text)) return true;
  return /marketing bot/i.test(text) || /spam-site\.com/i.test(text); // stripos: ASCII case-insensitive
};
const wordpressReviewBot: FrameworkParser = (reply) => {
  const trimmed = reply.replace(PHP_TRIM, '');
  if (trimmed === '' || trimmed === '0') return false; // empty(trim($raw_content))
  const decoded = phpJsonDecode(reply);
  if (isObject(decoded) && decoded['decision'] != null && decoded['confidence'] != null) {
    const decision = decoded['decision'];
    return decision === true || (typeof decision === 'string' && WRB_DECISIONS.includes(decision));
  }
  return wrbFallbackMatches(reply);
};

// 2. QuizzIa, app/controllers/questions_controller.rb (AxelDelor/QuizzIa), QuestionsController#update:
//      chat = RubyLLM.chat
//      @response = chat.ask("You are a teacher giving a quiz to a student. ... Only give an integer.")
//      @score = @response.content.to_i
//      @question.question_score = @score
//    Ruby's String#to_i never raises: leading ASCII whitespace (ISSPACE: space \t \n \v \f \r) is skipped, one
//    optional + or - sign, then ASCII digits; no leading digit gives the silent default 0 (no verdict read).
const QUIZZIA_LEADING_INT = /^[ \t\n\x0b\f\r]*[+-]?[0-9]/;
const quizzia: FrameworkParser = (reply) => QUIZZIA_LEADING_INT.test(reply);

// 3. Inkfish, scripts/local-grading-script.exs (NatTuck/inkfish), LocalGrading.request_llm_feedback:
//      {:ok, resp} = ExOpenAI.Chat.create_chat_completion(messages, "default")
//      {:ok, data} = hd(resp.choices)[:message][:content]
//      |> extract_json_response()
//      def extract_json_response(text) do
//        pat = ~r/```json\n(.*)```\s*$/s
//        [_, json] = Regex.run(pat, text)          # nil -> MatchError
//        Jason.decode(json)                         # {:error, _} -> MatchError
//      end
//    PCRE, dotall, greedy: from the first "```json\n" to the last "```" that only ASCII whitespace follows ($ also
//    matches before a final newline, which \s* already covers). Jason.decode: any RFC 8259 value, no NaN, no comments,
//    unpaired \u surrogate escapes refused.
const INKFISH_BLOCK = new RegExp(`\`\`\`json\\n([\\s\\S]*)\`\`\`${PCRE_WS}*$`);
const inkfish: FrameworkParser = (reply) => {
  const match = INKFISH_BLOCK.exec(reply);
  return match !== null && jsonRefusingLoneSurrogates(match[1] ?? '') !== undefined;
};

// 4. fun-GPT, app/Rules/SpamFree.php (arifhossen-dev/fun-GPT), SpamFree::validate:
//      $response = $assistant->send($message);
//      $response = json_decode($response);
//      if ($response->is_spam) {
//          $fail('Spam was detected.');
//      }
//    json_decode without assoc makes every JSON object a stdClass: a property name starting with "\0" fails the whole
//    decode (JSON_ERROR_INVALID_PROPERTY_NAME). ->is_spam on null, an array, a scalar, or an object without that
//    property is only a warning and reads null (the rule passes silently: no verdict). A present is_spam property
//    (any value, null included) is the verdict, read for PHP truthiness.
const hasNulLeadingKey = (v: unknown): boolean => {
  if (Array.isArray(v)) return v.some(hasNulLeadingKey);
  if (isObject(v)) return Object.entries(v).some(([k, x]) => k.startsWith('\u0000') || hasNulLeadingKey(x));
  return false;
};
const funGpt: FrameworkParser = (reply) => {
  const decoded = phpJsonDecode(reply);
  if (!isObject(decoded) || hasNulLeadingKey(decoded)) return false;
  return Object.prototype.hasOwnProperty.call(decoded, 'is_spam');
};

export const PARSERS_OF_SET_663: Record<string, FrameworkParser> = {
  'wordpress-review-bot--comment-approve-reject-spam-json-decision-confidence-with-keyword-text-fallback': wordpressReviewBot,
  'quizzia--quiz-answer-vs-correct-answer-grade-0-100-bare-integer-ruby-to-i': quizzia,
  'inkfish--student-code-main-method-location-line-comment-fenced-json-block-at-end': inkfish,
  'fun-gpt--forum-reply-spam-validation-rule-json-is-spam-object-property': funGpt,
};
