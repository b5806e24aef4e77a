/**
 * Set 555: replicas of the reply readers of four essay / open-answer grading judges from German, Scandinavian, Polish
 * and Turkish school settings: a Turkish open-ended exam grader (json.loads + float of `toplam_puan`), AssessAI's
 * Swedish Skolverket grader (greedy first-brace-to-last-brace JSON.parse, else a fallback grade), KI-Klausuren's German
 * Klausur grader (JSON.parse of a json_schema reply, cast unchecked), MaturaGradeNext's guardrail in front of its
 * Polish Matura essay grader (AI SDK generateObject with z.object({ pass: z.boolean() })) and VurderingsHjelp's Norwegian
 * answer-sheet assessment against a rettemanual (cleanJson first-bracket span + JSON.parse). Each parser answers: would
 * the project get a verdict out of this reply (not a default, not an exception, not a retry, not a fallback)?
 */
import { isObject, lastTopLevelRaw, PY_FLOAT_STR, pythonLoadsNumbers, secureJsonParse, wholeJson } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. open-ended-exam-assessment, backend/app/services/scoring.py analyze_with_openai (menesscelik/open-ended-exam-assessment):
//      response = client.chat.completions.create(model="gpt-4o-mini", ..., response_format={"type": "json_object"}, temperature=0.0)
//      result_text = response.choices[0].message.content
//      result = json.loads(result_text)
//      llm_skoru = float(result.get('toplam_puan', 0))
//      max_puan = float(result.get('soru_max_puan', 0))
//      genel_yorum = result.get('genel_yorum', '')
//      kriterler = result.get('kriterler', [])
//      if max_puan == 0:
//           max_puan = 100
//      return {'llm_skoru': llm_skoru, 'max_puan': max_puan, 'yorum': genel_yorum}
//    except Exception as e:
//      if "500" in error_msg or "internal" in error_msg.lower(): ... time.sleep(wait_time); continue      # a new call
//      elif "429" in error_msg or "rate limit" in error_msg.lower(): ... continue                        # a new call
//      else: return {'llm_skoru': 0.0, 'max_puan': 100, 'yorum': f"Analiz hatası (GPT-4o-mini): {str(e)}"}  # default
//    json.loads takes one JSON document with JSON whitespace around it plus NaN / Infinity / -Infinity; a non-dict has no
//    .get (AttributeError); a missing toplam_puan is the silent default 0 (no verdict). float() takes numbers, bools and
//    str that Python's float() reads (Unicode digits, underscores, whitespace, inf/nan); None, lists and dicts raise
//    TypeError; an integer literal beyond the double range stays a Python int and float() raises OverflowError.
//    soru_max_puan may be absent, but when present must pass float() as well.
const hasOwn = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const pythonFloatOfJson = (value: unknown, raw: string | undefined): boolean => {
  if (typeof value === 'boolean') return true;
  if (typeof value === 'number') return !(raw !== undefined && /^-?\d+$/.test(raw) && !Number.isFinite(Number(raw)));
  if (typeof value === 'string') return PY_FLOAT_STR.test(value);
  return false; // None, list, dict
};
const openEndedExamAssessment: FrameworkParser = (reply) => {
  const result = pythonLoadsNumbers(reply);
  if (!isObject(result) || !hasOwn(result, 'toplam_puan')) return false;
  if (!pythonFloatOfJson(result['toplam_puan'], lastTopLevelRaw(reply, 'toplam_puan'))) return false;
  return !hasOwn(result, 'soru_max_puan') || pythonFloatOfJson(result['soru_max_puan'], lastTopLevelRaw(reply, 'soru_max_puan'));
};

// 2. AssessAI, app/api/analyze/route.ts POST (ERIK2192/AssessAI):
//      const data = await response.json();
//      const analysisText = data.content[0].text;
//      let analysis;
//      try {
//        const jsonMatch = analysisText.match(/\{[\s\S]*\}/);
//        if (jsonMatch) {
//          analysis = JSON.parse(jsonMatch[0]);
//        } else {
//          analysis = JSON.parse(analysisText);
//        }
//      } catch (parseError) {
//        analysis = { highlights: [], assessment: analysisText, feedback: 'Se bedömningen ovan för mer detaljer.', suggestedGrade: 'E' };
//      }
//      return NextResponse.json({ success: true, analysis, provider: 'Anthropic Claude 4.5 Sonnet' });
//    The span runs greedily from the first '{' to the last '}'; no shape check follows, so any parsed value is passed on.
//    The fallback (default suggestedGrade 'E') is no verdict.
const ASSESSAI_SPAN = /\{[\s\S]*\}/;
const assessai: FrameworkParser = (reply) => {
  const match = ASSESSAI_SPAN.exec(reply);
  return wholeJson(match ? match[0] : reply) !== undefined;
};

// 3. KI-Klausuren, lib/grade-klausur.ts gradeKlausur (8melc/KI-Klausuren):
//      response_format: { type: 'json_schema', json_schema: { name: 'klausur_bewertung', schema: gradingSchema, strict: true } },
//      const parsedContent = response.choices[0]?.message?.content ?? '{}';
//      const result = JSON.parse(parsedContent) as GradingResult;
//      console.log('Bewertung abgeschlossen:', result.totalPoints, '/', result.maxPoints);
//      return result;
//    } catch (err) {
//      throw new Error(`Bewertung fehlgeschlagen: ${err instanceof Error ? err.message : String(err)}`);
//    The cast checks nothing: every JSON value is returned except null, whose .totalPoints throws a TypeError in the try.
const kiKlausuren: FrameworkParser = (reply) => {
  const result = wholeJson(reply);
  return result !== undefined && result !== null;
};

// 4. MaturaGradeNext, app/actions/helpers/grade-matura.ts gradeMatura (lgandecki/MaturaGradeNext):
//      const { object: check } = await generateObject({
//        model: google("gemini-2.5-flash-lite"),
//        schema: z.object({ pass: z.boolean() }),
//        system: guardialSystemPrompt,
//        prompt: text,
//      });
//      if (check.pass) { ... second generateObject call grading the essay ...; return object; }
//      throw new Error("Invalid input");
//    AI SDK generateObject (JSON output): safeParseJSON of the whole reply text (secure-json-parse: JSON.parse, then a
//    throw on an own "__proto__" key or a "constructor" whose value owns "prototype"), then zod validation; a failure is
//    NoObjectGeneratedError, no repair and no retry. pass must be a JSON boolean (z.boolean() does not coerce); extra keys
//    are stripped. Both booleans are verdicts (true -> graded, false -> "Invalid input").
const maturaGradeNextGuard: FrameworkParser = (reply) => {
  const object = secureJsonParse(reply);
  return isObject(object) && typeof object['pass'] === 'boolean';
};

// 5. VurderingsHjelp, services/geminiService.ts evaluateCandidate (lyngner/VurderingsHjelp):
//      const response = await ai.models.generateContent({ model: 'gemini-3-pro-preview',
//        contents: `Vurder besvarelsen mot manualen:\n${JSON.stringify(rubric)}\n\nELEV:\n${content}`,
//        config: { thinkingConfig: { thinkingBudget: 24000 }, responseMimeType: "application/json" } });
//      return JSON.parse(cleanJson(response.text));
//    const cleanJson = (text: string | undefined): string => {
//      if (!text) return "[]";
//      let cleaned = text.trim();
//      if (cleaned.startsWith("```")) {
//        cleaned = cleaned.replace(/^```(?:json)?\n?/, "").replace(/```$/, "").trim();
//      }
//      const start = Math.min(cleaned.indexOf('{') === -1 ? 9999 : cleaned.indexOf('{'), cleaned.indexOf('[') === -1 ? 9999 : cleaned.indexOf('['));
//      const end = Math.max(cleaned.lastIndexOf('}'), cleaned.lastIndexOf(']'));
//      if (start !== 9999 && end !== -1) return cleaned.substring(start, end + 1);
//      return cleaned;
//    };
//    Copied as is (it is JavaScript already: trim, indexOf and substring, which swaps reversed bounds). An empty reply is
//    the default "[]" (no verdict); JSON.parse throwing propagates to the caller; any parsed value is returned unchecked.
const vurderingsCleanJson = (text: string): string => {
  if (!text) return '[]';
  let cleaned = text.trim();
  if (cleaned.startsWith('```')) {
    cleaned = cleaned.replace(/^```(?:json)?\n?/, '').replace(/```$/, '').trim();
  }
  const start = Math.min(cleaned.indexOf('{') === -1 ? 9999 : cleaned.indexOf('{'), cleaned.indexOf('[') === -1 ? 9999 : cleaned.indexOf('['));
  const end = Math.max(cleaned.lastIndexOf('}'), cleaned.lastIndexOf(']'));
  if (start !== 9999 && end !== -1) return cleaned.substring(start, end + 1);
  return cleaned;
};
const vurderingshjelp: FrameworkParser = (reply) => reply !== '' && wholeJson(vurderingsCleanJson(reply)) !== undefined;

export const PARSERS_OF_SET_555: Record<string, FrameworkParser> = {
  'open-ended-exam-assessment--turkish-rubric-weighted-open-answer-points-json-object-toplam-puan-float': openEndedExamAssessment,
  'assessai--swedish-skolverket-kunskapskrav-student-text-e-c-a-f-json-suggested-grade-greedy-brace': assessai,
  'ki-klausuren--german-klausur-erwartungshorizont-task-points-total-grade-json-schema-json-parse': kiKlausuren,
  'maturagradenext--polish-matura-essay-input-guardrail-pass-boolean-generateobject-zod': maturaGradeNextGuard,
  'vurderingshjelp--norwegian-rettemanual-candidate-answers-open-json-mime-cleanjson-first-bracket-parse': vurderingshjelp,
};
