/**
 * Set 558: replica of the reply reader of a game-NPC judge. In NPCs-MistarlAI-Hackathon, the NPC's "inner
 * consciousness" judges how a player's action changes the NPC's trust, and the code reads the direction from
 * the free-text reply with substring tests. The parser answers: would the project get a verdict out of this
 * reply (not the default 0, not an exception, not a retry)?
 */
import type { FrameworkParser } from './framework-parsers';

// ---------------------------------------------------------------------------------------------------------------
// 1. NPCs-MistarlAI-Hackathon, backend/npc/nodes.py NodeExecutor.node_evaluate_consciousness
//    (ABNmmd/NPCs-MistarlAI-Hackathon @ 5dc61dd6572b5ac1e781f7bf1fb7395769d669e2):
//        response = self.llm.invoke(prompt)
//        reasoning = response.content
//
//        lm_trust_delta = 0
//        if "trust" in reasoning.lower():
//            if "+1" in reasoning or "+2" in reasoning or "increase" in reasoning.lower():
//                lm_trust_delta = 1
//            elif "-1" in reasoning or "-2" in reasoning or "decrease" in reasoning.lower():
//                lm_trust_delta = -1
//    Python `in` is a plain substring test. str.lower() and String.prototype.toLowerCase() both use the full,
//    locale-independent Unicode lowercase mapping ('İ' -> 'i̇' in both), so toLowerCase() stands in for lower().
//    "+1"/"+2"/"-1"/"-2" are matched on the raw reply ('+10' and '2024-11' count). Without any marker the
//    delta stays at the default 0: no verdict.
const npcTrustDelta = (reply: string): number => {
  const lower = reply.toLowerCase();
  if (!lower.includes('trust')) return 0;
  if (reply.includes('+1') || reply.includes('+2') || lower.includes('increase')) return 1;
  if (reply.includes('-1') || reply.includes('-2') || lower.includes('decrease')) return -1;
  return 0;
};
const npcsMistarlaiTrust: FrameworkParser = (reply) => npcTrustDelta(reply) !== 0;

export const PARSERS_OF_SET_558: Record<string, FrameworkParser> = {
  'npcs-mistarlai-hackathon--npc-inner-consciousness-player-action-trust-delta-keyword-substrings': npcsMistarlaiTrust,
};
