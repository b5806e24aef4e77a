/**
 * Set 741: replicas of the reply readers of three roleplay / persona-consistency judges: Companion Keeper's
 * companion voice-fidelity judge (whole-reply JSON, float() of "score"), DriftGuard's SillyTavern trait-adherence
 * judge (a trait-label -> 0..1 score map read through a fence / brace-matching JSON extractor and fuzzy label
 * matching, in JavaScript) and Digital-Twin-sample's persona-consistency auditor (whole-reply JSON, int() of two
 * nested dimension scores). Each parser answers: would the project get a verdict out of this reply (not a default,
 * not an exception turned into a degraded result, not an empty score map)?
 */
import { isObject, pyFloatOf, pyIntOfValue, pyStrip, pythonLoadsNumbers } from './framework-parser-helpers';
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. Companion Keeper (axAilotl/companion-keeper), toolkit/fidelity.py _judge_score:
//      text = chat_complete(judge_config, [{"role": "system", ...}, {"role": "user", ...}])
//          # toolkit/llm_client.py: return (((choices[0] or {}).get("message") or {}).get("content") or "").strip()
//      try:
//          payload = json.loads(text)
//          score = float(payload.get("score", 0.0))
//          rationale = _safe_text(payload.get("rationale"))
//          return max(0.0, min(100.0, score)), rationale
//      except Exception:
//          return 0.0, text[:600]
//    json.loads reads the whole stripped text (NaN / Infinity allowed); a non-dict has no .get (AttributeError);
//    a missing "score" is the default 0.0 (no verdict); float() takes numbers, bools and float strings only.
const companionKeeper: FrameworkParser = (reply) => {
  const payload = pythonLoadsNumbers(pyStrip(reply));
  if (!isObject(payload) || !('score' in payload)) return false;
  const score = payload['score'];
  if (typeof score === 'number' || typeof score === 'boolean') return true;
  return typeof score === 'string' && pyFloatOf(score) !== undefined;
};

// 2. DriftGuard (Shadota/DriftGuard), index.js (JavaScript, run in the browser):
//      function extract_json(raw_text) {
//          const text = raw_text.trim();
//          try { return JSON.parse(text); } catch { /* continue */ }
//          const code_block_match = text.match(/```(?:json)?\s*\n?([\s\S]*?)\n?```/);
//          if (code_block_match) { try { return JSON.parse(code_block_match[1].trim()); } catch { /* continue */ } }
//          for opener of ['{', '[']: start = text.indexOf(opener); walk with depth / in_string / escape_next;
//              at depth 0: try { return JSON.parse(candidate); } catch { break; }
//          return null;
//      }
//      score_response:
//          const raw_scores = await analyze(messages, 300);          // extract_json(content || '')
//          if (!raw_scores || typeof raw_scores !== 'object') { ...; return {}; }
//          for (const trait of traits) {
//              let score = raw_scores[trait.label];
//              if (score === undefined) ci_match = raw_keys.find(k => k.toLowerCase() === trait.label.toLowerCase()) ...
//              if (score === undefined) norm_match = raw_keys.find(k => normalize_label(k) === norm) ...
//              if (score === undefined) sub_match = raw_keys.find(k => { nk = normalize_label(k); return nk.includes(norm) || norm.includes(nk); }) ...
//              if (score !== undefined) {
//                  const parsed = parseFloat(score);
//                  if (Number.isNaN(parsed)) { warn(...); continue; }
//                  id_scores[trait.id] = Math.max(0, Math.min(1, parsed));
//              }
//          }
//          return id_scores;
//    A verdict = at least one trait scored. The trait list is the filled example's (extracted per character card).
const DRIFTGUARD_TRAITS = ['Cold and calculating', 'Distrustful of strangers', 'Clipped, terse speech'];
const driftguardExtractJson = (rawText: string): unknown => {
  const text = rawText.trim();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    /* continue */
  }
  const codeBlock = text.match(/```(?:json)?\s*\n?([\s\S]*?)\n?```/);
  if (codeBlock) {
    try {
      return JSON.parse((codeBlock[1] ?? '').trim()) as unknown;
    } catch {
      /* continue */
    }
  }
  const openers = ['{', '['];
  const closers = ['}', ']'];
  for (let oi = 0; oi < openers.length; oi++) {
    const opener = openers[oi]!;
    const closer = closers[oi]!;
    const start = text.indexOf(opener);
    if (start === -1) continue;
    let depth = 0;
    let inString = false;
    let escapeNext = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i];
      if (escapeNext) {
        escapeNext = false;
        continue;
      }
      if (ch === '\\') {
        escapeNext = true;
        continue;
      }
      if (ch === '"') {
        inString = !inString;
        continue;
      }
      if (inString) continue;
      if (ch === opener) depth++;
      else if (ch === closer) {
        depth--;
        if (depth === 0) {
          const candidate = text.substring(start, i + 1);
          try {
            return JSON.parse(candidate) as unknown;
          } catch {
            break;
          }
        }
      }
    }
  }
  return null;
};
const normalizeLabel = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const driftguard: FrameworkParser = (reply) => {
  const raw = driftguardExtractJson(reply);
  if (!raw || typeof raw !== 'object') return false;
  const scores = raw as Record<string, unknown>;
  const rawKeys = Object.keys(scores);
  let scored = 0;
  for (const label of DRIFTGUARD_TRAITS) {
    let score: unknown = scores[label];
    if (score === undefined) {
      const ci = rawKeys.find((k) => k.toLowerCase() === label.toLowerCase());
      if (ci) score = scores[ci];
    }
    if (score === undefined) {
      const norm = normalizeLabel(label);
      const normMatch = rawKeys.find((k) => normalizeLabel(k) === norm);
      if (normMatch) score = scores[normMatch];
    }
    if (score === undefined) {
      const norm = normalizeLabel(label);
      const sub = rawKeys.find((k) => {
        const nk = normalizeLabel(k);
        return nk.includes(norm) || norm.includes(nk);
      });
      if (sub) score = scores[sub];
    }
    if (score !== undefined) {
      const parsed = parseFloat(score as string); // ToString first, as in JavaScript
      if (Number.isNaN(parsed)) continue;
      scored++;
    }
  }
  return scored > 0;
};

// 3. Digital-Twin-sample (Ridam2k/Digital-Twin-sample), core/persona_consistency.py:
//      raw = completion.choices[0].message.content.strip()
//      va, tf = _parse_judge_output(raw)
//          try: data = json.loads(raw)
//          except json.JSONDecodeError as e: raise ValueError(...)
//          def _extract(key):
//              block = data.get(key, {})
//              score = int(block.get("score", 1))
//              score = max(1, min(5, score))
//          return _extract("values_alignment"), _extract("tone_fidelity")
//      except Exception as e: -> degraded result (both scores 1, weighted_score 0.0)
//    A missing dimension or score silently yields the default 1, which is counted as no verdict here; a non-dict block
//    (null, a number, a list, a string) raises AttributeError; int() raises on NaN, infinities, None, lists and on
//    strings that are not whole numbers.
const digitalTwinDimension = (block: unknown): boolean =>
  isObject(block) && 'score' in block && pyIntOfValue(block['score']) !== undefined;
const digitalTwin: FrameworkParser = (reply) => {
  const data = pythonLoadsNumbers(pyStrip(reply));
  if (!isObject(data)) return false;
  if (!('values_alignment' in data) || !('tone_fidelity' in data)) return false;
  return digitalTwinDimension(data['values_alignment']) && digitalTwinDimension(data['tone_fidelity']);
};

export const PARSERS_OF_SET_741: Record<string, FrameworkParser> = {
  'companion-keeper--companion-voice-fidelity-vs-baseline-transcript-0-100-json-score-rationale': companionKeeper,
  'driftguard--sillytavern-character-trait-adherence-0-1-json-trait-label-to-score-map': driftguard,
  'digital-twin-sample--digital-twin-persona-values-and-tone-consistency-1-5-json-two-dimension-scores': digitalTwin,
};
