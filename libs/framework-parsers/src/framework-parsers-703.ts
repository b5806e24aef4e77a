/**
 * Set 703 (LLM gateways, proxies, routers and guardrail middleware): replicas of the reply readers of four judges:
 * OpenAI Guardrails (TypeScript) NSFW tripwire (JSON {flagged, confidence} through an optional ```json fence and zod),
 * LLMRouter's AutoMix self-verification (a decision phrase anywhere in the reply), Guardrails AI's wiki_provenance
 * hub validator (exactly "yes" or "no" after strip().lower()) and Mozilla.ai any-guardrail's AnyLlm policy judge
 * (pydantic model_validate_json of {valid, explanation, risk_score}). Each parser answers: would the project get a
 * verdict out of this reply (not a default, not an exception, not a dropped sample)?
 */
import { isObject, jsonRefusingLoneSurrogates, pyStrip, RUST_TRIM, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. OpenAI Guardrails for TypeScript (openai/openai-guardrails-js), src/checks/llm-base.ts runLLM, used by the
//    'NSFW Text' check of src/checks/nsfw.ts (createLLMCheckFn(..., SYSTEM_PROMPT, undefined, LLMConfig)):
//      function stripJsonCodeFence(text: string): string {
//        const lines = text.trim().split('\n');
//        if (lines.length < 3) { return text; }
//        const [first, ...body] = lines;
//        const last = body.pop();
//        if (!first?.startsWith('```json') || last !== '```') { return text; }
//        const candidate = body.join('\n');
//        try { JSON.parse(candidate); } catch { return text; }
//        return candidate;
//      }
//      const result = response.choices[0]?.message?.content;
//      if (!result) { return [LLMErrorOutput.parse({ flagged: false, confidence: 0.0, info: { error_message: 'LLM returned no content' } }), tokenUsage]; }
//      const cleanedResult = stripJsonCodeFence(result);
//      return [outputModel.parse(JSON.parse(cleanedResult)), tokenUsage];
//      } catch (error) { ... SyntaxError / z.ZodError / other -> LLMErrorOutput { flagged: false, confidence: 0.0, info: { error_message } } }
//    createLLMCheckFn: if (isLLMErrorOutput(analysis)) return createErrorResult(...)   // executionFailed: true, no verdict
//    LLMOutput = z.object({ flagged: z.boolean(), confidence: z.number().min(0.0).max(1.0) })   // unknown keys stripped
//    The code is JavaScript already: JSON.parse, String.prototype.trim and zod behave here as they do there.
const stripJsonCodeFence = (text: string): string => {
  const lines = text.trim().split('\n');
  if (lines.length < 3) return text;
  const [first, ...body] = lines;
  const last = body.pop();
  if (!first?.startsWith('```json') || last !== '```') return text;
  const candidate = body.join('\n');
  if (wholeJson(candidate) === undefined) return text;
  return candidate;
};
const openaiGuardrailsNsfw: FrameworkParser = (reply) => {
  if (!reply) return false;
  const value = wholeJson(stripJsonCodeFence(reply));
  if (!isObject(value)) return false;
  const { flagged, confidence } = value;
  // z.number() refuses NaN; .min(0).max(1) are inclusive
  return typeof flagged === 'boolean' && typeof confidence === 'number' && !Number.isNaN(confidence) && confidence >= 0 && confidence <= 1;
};

// 2. LLMRouter AutoMix router, llmrouter/models/automix/data_pipeline.py (liangqiyuan/LLMRouter, a copy of
//    ulab-uiuc/LLMRouter), run_verification(..., n=2, stop="---") then, per query:
//      def compute_fraction_correct(lst):
//          valid_items = [item for item in lst if item is not None]
//          str_items = [str(item) if not isinstance(item, str) else item for item in valid_items]
//          total_valid = sum([1 for item in str_items if "the ai generated answer is" in item.lower()])
//          if total_valid == 0:
//              return 0.0
//          correct_count = sum([1 for item in str_items if "the ai generated answer is correct" in item.lower()])
//          return correct_count / total_valid
//    A reply is a vote (in the denominator) exactly when its lowercased text contains the phrase; otherwise it is
//    dropped. Python's str.lower() and JS toLowerCase() agree on every character that could lower to this ASCII phrase.
const AUTOMIX_PHRASE = 'the ai generated answer is';
const llmrouterAutomix: FrameworkParser = (reply) => reply.toLowerCase().includes(AUTOMIX_PHRASE);

// 3. Guardrails AI hub validator guardrails/wiki_provenance, validator/main.py WikiProvenance.get_evaluation:
//      try:
//          val_response = completion(model=self.llm_callable, messages=messages)
//          val_response = val_response.choices[0].message.content  # type: ignore
//          val_response = val_response.strip().lower()
//      except Exception as e:
//          raise RuntimeError(f"Error getting response from the LLM: {e}") from e
//      if val_response not in ["yes", "no"]:
//          raise ValueError("Received an invalid evaluation response from the LLM.")
//      return val_response
//    Python's str.strip() removes str.isspace() characters (NBSP, U+3000, U+2028 ... but not U+200B or a BOM).
const wikiProvenance: FrameworkParser = (reply) => {
  const value = pyStrip(reply).toLowerCase();
  return value === 'yes' || value === 'no';
};

// 4. Mozilla.ai any-guardrail, src/any_guardrail/guardrails/any_llm/any_llm.py AnyLlm.validate:
//      class GuardrailOutputAnyLLM(BaseModel):
//          valid: bool
//          explanation: str
//          risk_score: float
//      content = result.choices[0].message.content or ""
//      try:
//          parsed = GuardrailOutputAnyLLM.model_validate_json(content)
//      except ValidationError:
//          return GuardrailOutput(valid=False, explanation=content, extra={"parse_failure": True}, ...)   # fail closed
//    pydantic v2 (lax) over JSON: the whole text is one JSON document (jiter: JSON whitespace only, lone surrogate
//    escapes refused), a top-level object; extra keys ignored.
//      bool  <- true/false; int 0/1; a float that is exactly 0 or 1; a str that is "0"/"1" or, ASCII case-insensitively,
//               f/n/no/off/false/t/y/on/yes/true (pydantic-core str_as_bool)
//      str   <- JSON strings only (numbers are not coerced)
//      float <- any JSON number, a JSON bool (lax), or a str that Rust's f64::from_str reads after str::trim()
//               (pydantic-core str_as_float; underscores between digits are also stripped)
const PYDANTIC_BOOL_WORDS = new Set(['f', 'n', 'no', 'off', 'false', 't', 'y', 'on', 'yes', 'true']);
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const pydanticLaxBool = (v: unknown): boolean => {
  if (typeof v === 'boolean') return true;
  if (typeof v === 'number') return v === 0 || v === 1;
  if (typeof v === 'string') return v === '0' || v === '1' || PYDANTIC_BOOL_WORDS.has(asciiLower(v));
  return false;
};
// Rust's f64::from_str grammar: sign? (inf | infinity | nan | digits [. digits] | . digits) (e sign? digits)?
const RUST_F64 = /^[+-]?(?:inf|infinity|nan|(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)$/i;
const pydanticStrAsFloat = (s: string): boolean => {
  if (RUST_F64.test(s.replace(RUST_TRIM, ''))) return true;
  if (!s.includes('_') || s.startsWith('_') || s.endsWith('_') || s.includes('__')) return false;
  return RUST_F64.test(s.replace(/_/g, ''));
};
const pydanticLaxFloat = (v: unknown): boolean =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && pydanticStrAsFloat(v));
const anyGuardrailAnyLlm: FrameworkParser = (reply) => {
  const value = jsonRefusingLoneSurrogates(reply);
  if (!isObject(value)) return false;
  if (!('valid' in value) || !('explanation' in value) || !('risk_score' in value)) return false;
  return pydanticLaxBool(value['valid']) && typeof value['explanation'] === 'string' && pydanticLaxFloat(value['risk_score']);
};

export const PARSERS_OF_SET_703: Record<string, FrameworkParser> = {
  'openai-guardrails-js--nsfw-text-moderation-json-flagged-confidence-zod': openaiGuardrailsNsfw,
  'llmrouter--automix-slm-self-verification-few-shot-correct-incorrect-phrase-contains': llmrouterAutomix,
  'guardrails-wiki-provenance--wikipedia-context-supports-claim-yes-no-exact-after-strip-lower': wikiProvenance,
  'any-guardrail--anyllm-policy-compliance-json-valid-explanation-risk-score-pydantic': anyGuardrailAnyLlm,
};
