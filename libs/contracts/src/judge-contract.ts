import type { FilteredOutcome, JudgeCommand, JudgeReply, ModelCommand, ModelInfo, ModelsCommand, ModelsReply, ProposeCommand, Proposal, RetractCommand, RetractReply, TeachCommand, TeachReply } from './judge-messages';
import { JudgePatterns, type PingReply } from './message-patterns';

/**
 * The judge service's whole contract: each message pattern with the command it takes and the
 * reply it gives. The gateways' client and the judge's handlers are both typed from it, so a
 * command or reply that drifts from its pattern fails to compile on both sides.
 */
export interface JudgeContract {
  [JudgePatterns.ping]: { command: Record<string, never>; reply: PingReply };
  [JudgePatterns.judge]: { command: JudgeCommand; reply: JudgeReply };
  [JudgePatterns.teach]: { command: TeachCommand; reply: TeachReply | FilteredOutcome };
  [JudgePatterns.retract]: { command: RetractCommand; reply: RetractReply };
  [JudgePatterns.propose]: { command: ProposeCommand; reply: Proposal | FilteredOutcome };
  [JudgePatterns.models]: { command: ModelsCommand; reply: ModelsReply };
  [JudgePatterns.model]: { command: ModelCommand; reply: ModelInfo };
}

export type CommandOf<P extends keyof JudgeContract> = JudgeContract[P]['command'];
export type ReplyOf<P extends keyof JudgeContract> = JudgeContract[P]['reply'];
