/**
 * Set 417 (game, roleplay and persona consistency judges): replica of the reply reader of the Unity in-game LLM
 * conversation tool's judge of a multi-NPC group conversation (five comma-separated "Metric:score" pairs on one line).
 * The parser answers: would the project get a verdict out of this reply (every metric read from this reply, not a
 * default or a stale value left from an earlier evaluation)?
 */
import type { FrameworkParser } from './framework-parsers';

// C# string.Trim(): char.IsWhiteSpace (Zs, Zl, Zp, U+0009-U+000D, U+0085); U+FEFF and U+001C-U+001F are not trimmed.
const CS_WS = '\\t\\n\\x0b\\x0c\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const CS_TRIM = new RegExp(`^[${CS_WS}]+|[${CS_WS}]+$`, 'g');
const csTrim = (s: string) => s.replace(CS_TRIM, '');

// float.TryParse(s, out v): NumberStyles.Float | AllowThousands, culture assumed invariant / en-US (.NET Framework /
// Mono rules): optional leading sign, ASCII digits, one '.', optional exponent; the invariant Infinity / NaN symbols
// matched exactly; a value beyond float's range fails. (Group separators ',' cannot occur: the reply was split on ','.)
const CS_FLOAT = /^[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;
const csFloatTryParse = (s: string): boolean => {
  if (s === 'Infinity' || s === '-Infinity' || s === 'NaN') return true;
  if (!CS_FLOAT.test(s)) return false;
  return Number.isFinite(Math.fround(Number(s)));
};

// 1. Unity-In-Game-LLM-Conversation-Tool, Assets/Scripts/Agents/NPCLLMTester.cs GeminiScoring
//    (safwanpaleri/Unity-In-Game-LLM-Conversation-Tool; ChatGptScoring / DeepSeekScoring read the same way):
//      var str1 = geminiAgent.responseMessage;
//      var strs = str1.Split(',');
//      foreach (var st in strs)
//      {
//          var str2 = st.Split(':');
//          if (str2.Length < 2) { Debug.LogWarning("Invalid format (missing value): " + st); continue; }
//          string key = str2[0].Trim();
//          string valueStr = str2[1].Trim();
//          if (!float.TryParse(valueStr, out float value)) { Debug.LogWarning(...); value = 0.0f; continue; }
//          if (key.Contains("Coherence")) geminiCoherence = value;
//          else if (key.Contains("Relevance")) geminiRelevance = value;
//          else if (key.Contains("Naturalness")) geminiNaturalness = value;
//          else if (key.Contains("Engagement")) geminiEngagement = value;
//          else if (key.Contains("Contextual-Accuracy")) geminiCA = value;
//      }
//      ... SaveScore(geminiCoherence, geminiRelevance, geminiEngagement, geminiNaturalness, geminiCA, ...);
//    Nothing throws: a metric no segment sets keeps 0.0f (or the previous evaluation's value) and is saved as is, so
//    a verdict needs all five metrics read from this reply. string.Contains is ordinal and case-sensitive.
const METRICS = ['Coherence', 'Relevance', 'Naturalness', 'Engagement', 'Contextual-Accuracy'];
const unityNpcConversation: FrameworkParser = (reply) => {
  const read = new Set<string>();
  for (const st of reply.split(',')) {
    const parts = st.split(':');
    if (parts.length < 2) continue;
    const key = csTrim(parts[0]!);
    const valueStr = csTrim(parts[1]!);
    if (!csFloatTryParse(valueStr)) continue;
    const metric = METRICS.find((m) => key.includes(m));
    if (metric) read.add(metric);
  }
  return read.size === METRICS.length;
};

export const PARSERS_OF_SET_417: Record<string, FrameworkParser> = {
  'unity-ingame-llm-conversation--npc-group-conversation-five-metrics-1-5-comma-separated-key-colon-float-line': unityNpcConversation,
};
