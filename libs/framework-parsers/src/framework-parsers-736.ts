/**
 * Set 736: replicas of the reply readers of five judges of user-generated content (forum posts, game reviews, support
 * questions, messages, tweets): DFeed's OpenAI forum-post spam checker in D (a "VERDICT: spam|ham" substring with a
 * keyword fallback), steam-curator's Steam review fluff filter (LangChain StructuredOutputParser JSON in a fence),
 * Mozilla Kitsune's SUMO question spam classifier (PydanticOutputParser, lax pydantic), LLM_spam's Gemini message
 * classifier (json.loads + pydantic Literal/bounded float) and Artto's tweet spam screen (OpenAI structured outputs,
 * pydantic model_validate_json). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not a retry, not a None)?
 */
import {
  RUST_TRIM,
  hasUnpairedSurrogateEscape,
  isObject,
  langchainJsonMarkdown,
  pyStrip,
  pythonLoads,
  pythonLoadsNumbers,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. DFeed, src/dfeed/web/spam/openai.d OpenAI.check (CyberShadow/DFeed), D:
//      auto content = message["content"].str;
//      bool isSpam;
//      if (content.toLower().canFind("verdict: spam") || content.toLower().canFind("verdict:spam"))
//          isSpam = true;
//      else if (content.toLower().canFind("verdict: ham") || content.toLower().canFind("verdict:ham"))
//          isSpam = false;
//      else
//      {
//          // Fallback: check for spam/ham keywords in response
//          auto lowerContent = content.toLower();
//          if (lowerContent.canFind("spam") && !lowerContent.canFind("not spam"))
//              isSpam = true;
//          else if (lowerContent.canFind("ham") || lowerContent.canFind("legitimate"))
//              isSpam = false;
//          else
//          {
//              handler(errorSpam, format("OpenAI error: Could not parse verdict from response: %s", ...), null);
//              return;
//          }
//      }
//    std.uni.toLower on a string applies the full Unicode lowercase mapping, as toLowerCase does; canFind is a plain
//    substring search anywhere in the reply (no anchoring, no word boundaries: 'Hamburg' holds "ham").
const dfeed: FrameworkParser = (reply) => {
  const lower = reply.toLowerCase();
  if (lower.includes('verdict: spam') || lower.includes('verdict:spam')) return true;
  if (lower.includes('verdict: ham') || lower.includes('verdict:ham')) return true;
  if (lower.includes('spam') && !lower.includes('not spam')) return true;
  return lower.includes('ham') || lower.includes('legitimate');
};

// 2. steam-curator, chains/filter_chains.py LLMFilterChain._call (coderford/steam-curator-langchain):
//      filter_chain = prompt | self.llm | self.output_parser       # FILTER_CHAIN_PARSER, a StructuredOutputParser
//      filter_output = filter_chain.invoke({"review_text": ..., "format_instructions": format_instructions}, verbose=True)
//      if filter_output.get("keep_review", False):
//          filtered_reviews.append(review_data)
//    StructuredOutputParser.parse(text) = parse_and_check_json_markdown(text, ["keep_review", "explanation"]):
//      json_obj = parse_json_markdown(text)            # JSONDecodeError -> OutputParserException
//      if not isinstance(json_obj, dict): raise OutputParserException(...)
//      for key in expected_keys:
//          if key not in json_obj: raise OutputParserException(...)
//    No try/except: an exception aborts the run. Any value of keep_review is a decision (truthy keeps, else discards).
const hasOwn = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const steamCurator: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(reply);
  return isObject(value) && hasOwn(value, 'keep_review') && hasOwn(value, 'explanation');
};

// pydantic v2 lax coercions of json.loads values (Python mode, model_validate) and of JSON values (model_validate_json):
// bool takes true/false, the numbers 0 and 1 (0.0 and 1.0 too) and, case-insensitively and untrimmed, the strings below.
const PYDANTIC_BOOL_STRINGS = new Set(['0', 'off', 'f', 'false', 'n', 'no', '1', 'on', 't', 'true', 'y', 'yes']);
const laxBool = (v: unknown): boolean =>
  typeof v === 'boolean' || v === 0 || v === 1 || (typeof v === 'string' && PYDANTIC_BOOL_STRINGS.has(v.toLowerCase()));
// int takes bools, integral finite floats within i64, and strings of ASCII digits (sign, single underscores, a ".0..."
// tail) after Rust whitespace trimming.
const PYDANTIC_INT_STRING = /^[+-]?[0-9]+(?:_[0-9]+)*(?:\.0+)?$/;
const laxInt = (v: unknown): boolean =>
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isInteger(v) && Math.abs(v) < 2 ** 63) ||
  (typeof v === 'string' && PYDANTIC_INT_STRING.test(v.replace(RUST_TRIM, '')));
// float from a string: Rust-trimmed, ASCII digits with underscores between them, an optional exponent, or inf/nan words.
const PYDANTIC_FLOAT_STRING =
  /^[+-]?(?:(?:[0-9]+(?:_[0-9]+)*(?:\.(?:[0-9]+(?:_[0-9]+)*)?)?|\.[0-9]+(?:_[0-9]+)*)(?:[eE][+-]?[0-9]+)?|inf|infinity|nan)$/i;
const laxFloat = (v: unknown): number | undefined => {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    const s = v.replace(RUST_TRIM, '');
    if (!PYDANTIC_FLOAT_STRING.test(s)) return undefined;
    const t = s.replace(/_/g, '').toLowerCase();
    if (/nan$/.test(t)) return Number.NaN;
    if (/inf(inity)?$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
    return Number(t);
  }
  return undefined;
};

// 3. Kitsune, kitsune/llm/spam/classifier.py classify_spam (mozilla/kitsune):
//      spam_detection_chain = build_chain_with_retry(spam_prompt, llm, spam_parser, default_result=DEFAULT_SPAM_RESULT)
//      result = spam_detection_chain.invoke(payload)
//    kitsune/llm/spam/prompt.py: spam_parser = PydanticOutputParser(pydantic_object=SpamResult) | model_to_dict
//      class SpamResult(BaseModel):
//          is_spam: bool; confidence: int; reason: str; maybe_misclassified: bool
//    kitsune/llm/utils.py build_chain_with_retry.chain_with_retry:
//      try: return chain.invoke(payload)
//      except OutputParserException:
//          if retry < max_retries: return chain_with_retry(payload, retry=retry + 1)    # a new LLM call
//          return default_result                                                      # DEFAULT_SPAM_RESULT
//    PydanticOutputParser.parse_result: text = result[0].text.strip(); parse_json_markdown(text) (JSONDecodeError ->
//    OutputParserException); self.pydantic_object.model_validate(obj) (ValidationError -> OutputParserException).
//    parse_partial_json reads with json.loads(strict=False): NaN stays a float (fails bool/int), so it is marked here.
const NAN_MARK = '\u0000py-float:';
const nonStrictLoadsMarked = (text: string): unknown => pythonLoads(text, false, (literal) => JSON.stringify(NAN_MARK + literal));
const isMarkedFloat = (v: unknown) => typeof v === 'string' && v.startsWith(NAN_MARK);
const kitsune: FrameworkParser = (reply) => {
  const value = langchainJsonMarkdown(pyStrip(reply), nonStrictLoadsMarked);
  if (!isObject(value)) return false;
  const fields = ['is_spam', 'confidence', 'reason', 'maybe_misclassified'].map((k) => value[k]);
  if (fields.some(isMarkedFloat)) return false; // NaN / Infinity floats: no bool, int or str takes them
  const [isSpam, confidence, reason, maybe] = fields;
  return laxBool(isSpam) && laxInt(confidence) && typeof reason === 'string' && laxBool(maybe);
};

// 4. LLM_spam, src/app/services/spam_classification.py classify_spam (Jan-Dyndor/LLM_spam):
//      raw_output = generate_llm_response(text, PROMPT)          # Gemini response.text
//      json_output = json.loads(raw_output)                      # JSONDecodeError -> request fails
//      validated_output = LLM_Response.model_validate(json_output)   # ValidationError -> request fails
//    src/app/schemas/pydantic_schemas.py:
//      class LLM_Response(BaseModel):
//          label: Literal["spam", "ham"]
//          confidence: float = Field(ge=0, le=1)
//          reason: str = Field(min_length=1)
//    json.loads is strict JSON plus NaN/Infinity (read as floats here, which then fail the bounds).
const llmSpam: FrameworkParser = (reply) => {
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  if (value['label'] !== 'spam' && value['label'] !== 'ham') return false;
  const confidence = laxFloat(value['confidence']);
  if (confidence === undefined || !(confidence >= 0 && confidence <= 1)) return false;
  const reason = value['reason'];
  return typeof reason === 'string' && reason.length >= 1;
};

// 5. Artto, identify_spam (mlaimail77/artem):
//      response = client.beta.chat.completions.parse(model="gpt-4o-mini",
//          messages=[{"role": "system", "content": system_prompt}], response_format=SpamTweet)
//      return response.choices[0].message.parsed
//    caller:  spam_result = identify_spam(tweet['text'])
//             if spam_result.is_spam: ... set_post_to_ignore(tweet['id'], "spam"); continue
//    class SpamTweet(BaseModel): is_spam: bool = Field(description="Whether the tweet is spam")
//    The openai SDK: parsed = SpamTweet.model_validate_json(content) when content is non-empty (else None, and
//    .is_spam raises). pydantic's JSON parser: strict JSON, JSON whitespace around, NaN/Infinity accepted, lone
//    surrogate escapes refused, duplicate keys: the last wins (as in JSON.parse).
const artem: FrameworkParser = (reply) => {
  if (reply === '' || hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  return laxBool(value['is_spam']);
};

export const PARSERS_OF_SET_736: Record<string, FrameworkParser> = {
  'dfeed--forum-post-spam-or-ham-verdict-line-with-keyword-fallback': dfeed,
  'steam-curator--steam-review-genuine-vs-fluff-keep-review-json-markdown': steamCurator,
  'kitsune--support-forum-question-spam-pydantic-json-is-spam-confidence': kitsune,
  'llm-spam--message-spam-or-ham-strict-json-label-confidence-reason': llmSpam,
  'artem--nft-bot-mention-tweet-spam-structured-output-is-spam-bool': artem,
};
