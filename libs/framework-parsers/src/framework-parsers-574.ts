/**
 * Set 574: replicas of the reply readers of four company-built graders of customer-facing answers, prompts in
 * Portuguese, Spanish and Italian: Otimiza FarmaVet's WhatsApp-bot compliance judge (JSON "aprovado", greedy brace
 * span), VSM Store's Cesarin turn auditor (JSON relevance/tone/hallucination/escalation after fence stripping),
 * CONVERT-IA's sales/support roleplay grader ("Puntuación global: N" line) and Vetrality's review-reply judge
 * (JSON "voto" rendered by React). Each parser answers: would the project get a verdict out of this reply (not a
 * default, not an exception, not an error path)?
 *
 * All four projects run JavaScript/TypeScript (Node, Deno, the browser), so JSON.parse, String(), Number() and
 * relational comparisons are called here on the same parsed values and behave exactly as in the originals.
 */
import { isObject } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

/* eslint-disable @typescript-eslint/no-explicit-any */

// ---------------------------------------------------------------------------------------------------------------
// 1. Otimiza FarmaVet, 0-Central-SNC/test_qa_conversacional.js (Carmenjonathan2/Projeto-Otimiza):
//      async function avaliarComJuiz(resposta, cenario) {
//          ...
//          try {
//              const result = await judgeModel.generateContent(prompt);
//              const text = result.response.text().trim();
//              const jsonMatch = text.match(/\{[\s\S]*\}/);
//              if (jsonMatch) {
//                  return JSON.parse(jsonMatch[0]);
//              }
//              return { aprovado: false, violacoes: ['Juiz não retornou JSON válido'], nota: text.substring(0, 200) };
//          } catch (e) {
//              return { aprovado: false, violacoes: [`Erro no juiz: ${e.message}`], nota: '' };
//          }
//      }
//      rodarCenario (inside try { ... } catch (e) { return { ..., aprovado: false, erro: e.message }; }):
//          const avaliacao = await avaliarComJuiz(resposta, cenario);
//          if (avaliacao.aprovado) {
//              console.log('✅ APROVADO');
//              if (avaliacao.nota) { console.log(`       💬 ${avaliacao.nota}`); }
//          } else {
//              console.log('❌ REPROVADO');
//              (avaliacao.violacoes || []).forEach(v => console.log(`       ⚠️  ${v}`));
//              if (avaliacao.nota) console.log(`       💬 ${avaliacao.nota}`);
//              ...
//          }
//    The greedy span runs from the first '{' to the last '}', so it is a JSON object or nothing. The verdict is the
//    truthiness of its own 'aprovado' key; without that key the runner lands in the same REPROVADO branch as its
//    defaults (no verdict). A string/object violacoes (no forEach) or an interpolated object with an own 'toString'
//    key throws TypeError inside rodarCenario's try (scenario recorded as an error).
const FARMAVET_SPAN = /\{[\s\S]*\}/;
const otimizaFarmavet: FrameworkParser = (reply) => {
  const match = reply.trim().match(FARMAVET_SPAN);
  if (!match) return false;
  let value: unknown;
  try {
    value = JSON.parse(match[0]) as unknown;
  } catch {
    return false;
  }
  if (!isObject(value) || !Object.prototype.hasOwnProperty.call(value, 'aprovado')) return false;
  const avaliacao = value as any;
  try {
    if (avaliacao.aprovado) {
      if (avaliacao.nota) String(avaliacao.nota);
    } else {
      const violacoes = avaliacao.violacoes || [];
      if (!Array.isArray(violacoes)) return false; // (…).forEach is not a function
      violacoes.forEach((v) => String(v));
      if (avaliacao.nota) String(avaliacao.nota);
    }
  } catch {
    return false;
  }
  return true;
};

// 2. VSM Store, supabase/functions/cesarin-qa-judge/index.ts action 'evaluate_turn' (ventasdoodles/vsm-store):
//      const rawEvalText = geminiData.candidates?.[0]?.content?.parts?.[0]?.text || '{}';
//      const cleanJson = rawEvalText.replace(/```json/g, '').replace(/```/g, '').trim();
//      const evaluation = JSON.parse(cleanJson);
//      const relevanceNorm = Math.max(1, Math.min(10, evaluation.relevance_score || 5));
//      const scoreNorm = Math.ceil(relevanceNorm / 2); // 1-10 → 1-5
//      let severity = 'low';
//      if (evaluation.hallucination_detected) { severity = 'critical'; }
//      else if (relevanceNorm <= 4) { severity = 'high'; } else if (relevanceNorm <= 6) { severity = 'medium'; }
//      await supabase.from('ai_evaluations').insert({ analytics_id, score: scoreNorm, primary_tag: 'turn_quality_evaluation',
//          secondary_tags: Array.isArray(evaluation.issues) ? evaluation.issues : [], severity,
//          expected_outcome: evaluation.recommendation || null,
//          comment: `Intent: ${intent}. Hallucination: ${evaluation.hallucination_detected}. Escalation: ${evaluation.escalation_offered}. Tone: ${evaluation.tone_score}/10. Issues: ${Array.isArray(evaluation.issues) ? evaluation.issues.join('; ') : 'None'}`,
//          evaluator_id: null });
//      ... } catch (e: unknown) { ... return { status: 'error', ... } }
//    An empty reply text becomes the default '{}'; a falsy relevance_score falls back to the default 5 (score 3) and
//    a non-numeric one yields score NaN: neither is a verdict. JSON null makes `evaluation.relevance_score` throw.
const vsmStore: FrameworkParser = (reply) => {
  if (!reply) return false; // `|| '{}'`: the default, not the judge's answer
  try {
    const cleanJson = reply.replace(/```json/g, '').replace(/```/g, '').trim();
    const evaluation = JSON.parse(cleanJson) as any;
    const relevanceNorm = Math.max(1, Math.min(10, evaluation.relevance_score || 5));
    const scoreNorm = Math.ceil(relevanceNorm / 2);
    void (evaluation.hallucination_detected ? 'critical' : relevanceNorm <= 4 ? 'high' : relevanceNorm <= 6 ? 'medium' : 'low');
    void `Hallucination: ${evaluation.hallucination_detected}. Escalation: ${evaluation.escalation_offered}. Tone: ${evaluation.tone_score}/10. Issues: ${Array.isArray(evaluation.issues) ? evaluation.issues.join('; ') : 'None'}`;
    if (!evaluation.relevance_score) return false;
    return !Number.isNaN(scoreNorm);
  } catch {
    return false;
  }
};

// 3. CONVERT-IA, supabase/functions/training-chat/index.ts (Harols34/reclutamientoconvertia):
//      const evaluationText = data.choices[0].message.content;
//      // Extraer puntuación de la evaluación
//      const scoreMatch = evaluationText.match(/Puntuación global: (\d+)/);
//      const score = scoreMatch ? parseFloat(scoreMatch[1]) : 70; // Valor por defecto si no se puede extraer
//    JS regex without flags: case-sensitive, precomposed 'ó', one ASCII space, ASCII \d, first match anywhere.
const CONVERTIA_SCORE = /Puntuación global: (\d+)/;
const convertiaReclutamiento: FrameworkParser = (reply) => CONVERTIA_SCORE.test(reply);

// 4. Vetrality, vetrality.jsx genReview (hopestudiosbusiness/vetrality-backend):
//      const evalRaw = await askClaude("Sei un esperto di customer care e reputazione online per attività locali italiane.", evalPrompt, 400);
//      try {
//        const clean = evalRaw.replace(/```json|```/g, "").trim();
//        setReviewEval(JSON.parse(clean));
//      } catch { setReviewEval(null); }
//    rendered by
//      {reviewEval && ( ... background: reviewEval.voto >= 8 ? C.greenL : reviewEval.voto >= 6 ? C.yellowL : C.redL ...
//          }}>{reviewEval.voto}/10</div> ... {reviewEval.voto >= 8 ? "Ottima risposta! 🎉" : reviewEval.voto >= 6 ? "Buona, ma si può migliorare" : "Necessita miglioramenti"}
//          {reviewEval.punti_forza?.length > 0 && ( ... reviewEval.punti_forza.map((p, i) => ( ... {p} ... )) )}
//          {reviewEval.criticita?.length > 0 && ( ... reviewEval.criticita.map((c, i) => ( ... {c} ... )) )}
//          {reviewEval.suggerimento && ( ... {reviewEval.suggerimento} ... )} )}
//    A falsy value hides the panel; React throws on a plain object rendered as a child; .map on a non-array with
//    length > 0 throws. The verdict is the voto badge and band, which needs a voto Number() reads (a missing or
//    non-numeric voto shows "/10" with the lowest band).
const reactChild = (node: unknown): void => {
  if (Array.isArray(node)) {
    node.forEach(reactChild);
    return;
  }
  if (node !== null && typeof node === 'object') throw new Error('Objects are not valid as a React child');
};
const vetrality: FrameworkParser = (reply) => {
  let reviewEval: any;
  try {
    const clean = reply.replace(/```json|```/g, '').trim();
    reviewEval = JSON.parse(clean);
  } catch {
    return false;
  }
  if (!reviewEval) return false;
  try {
    const voto = reviewEval.voto;
    void (voto >= 8 ? 'green' : voto >= 6 ? 'yellow' : 'red');
    reactChild(voto);
    for (const list of [reviewEval.punti_forza, reviewEval.criticita]) {
      if (list?.length > 0) {
        if (typeof list.map !== 'function') return false; // TypeError: ….map is not a function
        (list as unknown[]).map((item) => reactChild(item));
      }
    }
    if (reviewEval.suggerimento) reactChild(reviewEval.suggerimento);
    if (voto === null || voto === undefined || typeof voto === 'boolean') return false;
    if (String(voto).trim() === '') return false;
    return !Number.isNaN(Number(voto));
  } catch {
    return false;
  }
};

export const PARSERS_OF_SET_574: Record<string, FrameworkParser> = {
  'otimiza-farmavet--whatsapp-vet-pharmacy-bot-reply-compliance-rules-json-aprovado-greedy-brace': otimizaFarmavet,
  'vsm-store--cesarin-vape-shop-assistant-turn-relevance-tone-hallucination-escalation-json-fence-strip': vsmStore,
  'convertia-reclutamiento--sales-support-roleplay-conversation-0-100-puntuacion-global-line': convertiaReclutamiento,
  'vetrality--local-business-review-reply-quality-1-10-voto-json-fence-strip': vetrality,
};
