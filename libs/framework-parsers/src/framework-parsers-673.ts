/**
 * Set 673: replicas of the reply readers of three small non-English judges: Avaliador de Prompt IA's Portuguese prompt
 * grader (three labelled score lines read by IGNORECASE regexes), evaluador-presentaciones-ia's Spanish slide-deck
 * grader (first '{' to last '}' through JSON.parse), and auto-saiten's Japanese handwritten-answer grader (Gemini
 * response_schema, google-genai's pydantic model_validate_json). Each parser answers: would the project get a verdict
 * out of this reply (not a default, not an exception, not a None)?
 */
import {
  hasUnpairedSurrogateEscape,
  isObject,
  lastTopLevelRaw,
  PY_SPACE,
  pydanticLaxInt,
  pythonLoadsNumbers,
  RUST_TRIM,
} from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Avaliador de Prompt IA, backend/core/evaluator.py PromptEvaluator._parse_openai_response (Donotavio/Avaliador-de-Prompt-IA):
//      content = assistant_message.content[0].text.value
//      clarity_match = re.search(r"CLAREZA:?\s*(\d+)", content, re.IGNORECASE)
//      context_match = re.search(r"CONTEXTO:?\s*(\d+)", content, re.IGNORECASE)
//      effectiveness_match = re.search(r"EFIC[AÁ]CIA:?\s*(\d+)", content, re.IGNORECASE)
//      if not all([clarity_match, context_match, effectiveness_match]):
//          ...
//          return self._get_default_evaluation()          # all scores 0: no verdict
//      ... (suggestions / optimized prompt / improved versions: optional, with fallbacks)
//      clarity = int(clarity_match.group(1)); context = int(...); effectiveness = int(...)
//    Python's IGNORECASE on str: each letter matches its simple case partners, and 'i' also matches 'İ' (U+0130, lowers
//    to 'i') and 'ı' (U+0131, sre's i/ı equivalence); [AÁ] matches a/A/á/Á. \s is str.isspace() whitespace and \d any
//    Unicode decimal digit (int() reads them all). The classes are spelled out: JS /iu folding differs for ı and İ.
const PY_WS = `[${PY_SPACE}]`;
const PY_I = '[IiİıI]';
const avaliadorLabel = (letters: string) =>
  new RegExp(`${letters}:?${PY_WS}*\\p{Nd}+`, 'u');
const AVALIADOR_CLAREZA = avaliadorLabel('[Cc][Ll][Aa][Rr][Ee][Zz][Aa]');
const AVALIADOR_CONTEXTO = avaliadorLabel('[Cc][Oo][Nn][Tt][Ee][Xx][Tt][Oo]');
const AVALIADOR_EFICACIA = avaliadorLabel(`[Ee][Ff]${PY_I}[Cc][AaÁá][Cc]${PY_I}[Aa]`);
const avaliadorDePromptIa: FrameworkParser = (reply) =>
  AVALIADOR_CLAREZA.test(reply) && AVALIADOR_CONTEXTO.test(reply) && AVALIADOR_EFICACIA.test(reply);

// 2. evaluador-presentaciones-ia, src/lib/groq.ts evaluateWithGroq (cce087/evaluador-presentaciones-ia):
//      const rawContent = data.choices?.[0]?.message?.content;
//      if (!rawContent) { throw new Error('Groq no devolvió ningún contenido.'); }
//      const start = rawContent.indexOf('{');
//      const end = rawContent.lastIndexOf('}');
//      const cleanJson = rawContent.substring(start, end + 1);
//      const parsedResult = JSON.parse(cleanJson);
//      parsedResult.model = `Groq (${modelName})`;   // ES module (strict): TypeError on a primitive or null
//      return parsedResult as EvaluationResult;
//    Same language, so substring's clamping (-1 -> 0) and bound swapping are reproduced by calling it. No key is checked.
const evaluadorPresentacionesIa: FrameworkParser = (reply) => {
  if (!reply) return false;
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  const cleanJson = reply.substring(start, end + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(cleanJson);
  } catch {
    return false;
  }
  return parsed !== null && typeof parsed === 'object'; // objects and arrays take the .model assignment
};

// 3. auto-saiten, grade.py grade() (Yamadaj0pn/auto-saiten):
//      response = client.models.generate_content(model=model, contents=build_contents(...),
//          config=types.GenerateContentConfig(system_instruction=SYSTEM_PROMPT,
//              response_mime_type="application/json", response_schema=GradingResult))
//      parsed = response.parsed
//      if parsed is None: raise RuntimeError(f"採点結果のパースに失敗しました。レスポンス: {response.text!r}")
//      if isinstance(parsed, GradingResult): return parsed
//    google-genai (types.GenerateContentResponse._from_response), for a pydantic response_schema:
//      result_text = result._get_text()
//      if result_text is not None: result.parsed = response_schema.model_validate_json(result_text)
//      except pydantic.ValidationError: pass / except json.decoder.JSONDecodeError: pass
//    class ScoreBox(BaseModel): x: float; y: float
//    class GradingResult(BaseModel): student_answer: str; score: int; max_score: int; reasoning: str; comments: str;
//                                    score_box: ScoreBox
//    pydantic v2 lax JSON validation: the whole text one JSON document (JSON whitespace around it), str fields only JSON
//    strings, int fields through the lax int rules, float fields numbers (inf/nan allowed), bools or float strings.
const PYDANTIC_FLOAT_STRING = /^[+-]?(?:(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;
const pydanticLaxFloat = (v: unknown): boolean =>
  typeof v === 'number' ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && PYDANTIC_FLOAT_STRING.test(v.replace(RUST_TRIM, '')));
const autoSaiten: FrameworkParser = (reply) => {
  if (hasUnpairedSurrogateEscape(reply)) return false;
  const value = pythonLoadsNumbers(reply);
  if (!isObject(value)) return false;
  for (const key of ['student_answer', 'reasoning', 'comments']) if (typeof value[key] !== 'string') return false;
  for (const key of ['score', 'max_score']) {
    const raw = lastTopLevelRaw(reply, key);
    if (raw === undefined || !pydanticLaxInt(raw)) return false;
  }
  const box = value['score_box'];
  return isObject(box) && pydanticLaxFloat(box['x']) && pydanticLaxFloat(box['y']);
};

export const PARSERS_OF_SET_673: Record<string, FrameworkParser> = {
  'avaliador-de-prompt-ia--prompt-quality-clareza-contexto-eficacia-three-score-lines-regex': avaliadorDePromptIa,
  'evaluador-presentaciones-ia--slide-deck-presentation-quality-0-10-json-first-to-last-brace': evaluadorPresentacionesIa,
  'auto-saiten--handwritten-answer-grading-rubric-json-pydantic-response-schema': autoSaiten,
};
