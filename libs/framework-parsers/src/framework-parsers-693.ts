/**
 * Set 693 (SEO, marketing copy and ad review): replicas of the reply readers of three judges: the social-media ad script
 * evaluator's debrief judge (a "Score:" line read with float(), else the first free-standing number of the first line),
 * BartaNow's Genkit flow ranking a Bengali news headline for SEO/CTR (JSON checked against a zod output schema) and the
 * FDA medical-claim compliance checker (pydantic model_validate_json of a {"classification", "explanation"} object).
 * Each parser answers: would the project get a verdict out of this reply (not a default, not an exception)?
 */
import { genkitOutputObject } from './framework-parser-genkit';
import { isObject, pyFloatOf, pyStrip, pythonLoads } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. scripts_evaluator, social_media_ad_evaluator.py SocialMediaAdEvaluator._evaluate_criteria_with_debrief
//    (akashgomarble/scripts_evaluator):
//      content = response.choices[0].message.content
//      try:
//          if "Score:" in content:
//              parts = content.split("Score:", 1)
//              score_text = parts[1].split("\n")[0].strip()
//              score = float(score_text)
//              reasoning = parts[1].split("\n", 1)[1].strip() if len(parts[1].split("\n")) > 1 else parts[0].strip()
//              ...                                   # section scan of reasoning lines, cannot raise
//              return {"score": min(max(score, 0), 10), "reasoning": reasoning, "feedback_analysis": ...}
//          else:
//              first_line = content.split("\n")[0]
//              import re
//              score_match = re.search(r'\b(\d+(\.\d+)?)\b', first_line)
//              score = float(score_match.group(1)) if score_match else 7.0      # 7.0 = default, no verdict
//              reasoning = content.strip()
//          return {"score": min(max(score, 0), 10), "reasoning": reasoning}
//      except Exception as e:
//          return {"score": 7.0, "reasoning": content}                         # default, no verdict
//    'Score:' is case-sensitive and only its first occurrence counts. float() accepts str.strip()'d decimals, '8.',
//    exponents, underscores between digits, Unicode digits, inf/nan. Python's \d and \b are Unicode-aware: a digit run
//    counts when neither neighbour is a word character (letters, any numeric character, '_'); a fraction never
//    changes whether the integer run matches ('.' is not a word character).
const PY_FIRST_LINE_NUMBER = /(?<![\p{L}\p{N}_])\p{Nd}+(?![\p{L}\p{N}_])/u;
const scriptsEvaluatorDebrief: FrameworkParser = (reply) => {
  const at = reply.indexOf('Score:');
  if (at >= 0) {
    const scoreText = pyStrip(reply.slice(at + 'Score:'.length).split('\n')[0] ?? '');
    return pyFloatOf(scoreText) !== undefined;
  }
  return PY_FIRST_LINE_NUMBER.test(reply.split('\n')[0] ?? '');
};

// 2. BartaNow, src/ai/flows/rank-headline.ts (Mojib-Rsm/BartaNow):
//      const RankHeadlineOutputSchema = z.object({
//        score: z.number().min(0).max(100).describe('A score from 0 to 100 ...'),
//        feedback: z.string().describe('A short, actionable feedback (in Bengali) ...'),
//      });
//      const prompt = ai.definePrompt({ name: 'rankHeadlinePrompt', input: {...}, output: { schema: RankHeadlineOutputSchema }, prompt: `...` });
//      const rankHeadlineFlow = ai.defineFlow({ ..., outputSchema: RankHeadlineOutputSchema },
//        async (input) => { const { output } = await prompt(input); return output!; });
//    Genkit's json format: extractJson(text) (first JSON5 value, unclosed ones completed; null when none), then the
//    output is validated against the zod schema's JSON Schema (ajv; zod-to-json-schema emits
//    additionalProperties: false for a z.object) and the flow validates its result against outputSchema again. A
//    failed validation throws: no verdict.
const bartanowRankHeadline: FrameworkParser = (reply) => {
  const output = genkitOutputObject(reply);
  if (!output) return false;
  if (Object.keys(output).some((key) => key !== 'score' && key !== 'feedback')) return false;
  const score = output['score'];
  return typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 100 && typeof output['feedback'] === 'string';
};

// 3. Medical Claim Compliance Checker, app.py (utkarshx27/medical-compliance-checker):
//      class ComplianceResponse(BaseModel):
//          classification: str
//          explanation: Optional[str] = None
//      response = llm.invoke(messages)                         # ChatGroq, response.content is the reply text
//      try:
//          result = ComplianceResponse.model_validate_json(response.content)
//          classification = result.classification
//          explanation = result.explanation
//          color = "#28a745" if classification.lower() == "compliant" else "#dc3545"
//          ...                                                 # badge + optional explanation shown
//      except Exception:
//          st.error("Error parsing LLM response. Raw output below:")
//    pydantic v2 reads the whole text as one JSON document (JSON whitespace around it only; NaN / Infinity literals
//    allowed), a str field takes JSON strings only (no number/bool/null coercion), extra keys are ignored, and the
//    label is never checked against the two allowed words.
const medicalComplianceChecker: FrameworkParser = (reply) => {
  const value = pythonLoads(reply);
  if (!isObject(value)) return false;
  if (typeof value['classification'] !== 'string') return false;
  const explanation = value['explanation'];
  return explanation === undefined || explanation === null || typeof explanation === 'string';
};

export const PARSERS_OF_SET_693: Record<string, FrameworkParser> = {
  'scripts-evaluator--social-ad-script-debrief-feedback-implementation-0-10-score-colon-line-first-line-number-fallback':
    scriptsEvaluatorDebrief,
  'bartanow--bengali-news-headline-seo-ctr-rank-0-100-json-score-feedback-genkit-output-schema': bartanowRankHeadline,
  'medical-compliance-checker--fda-promotional-medical-claim-compliant-non-compliant-json-classification-pydantic-validate-json':
    medicalComplianceChecker,
};
