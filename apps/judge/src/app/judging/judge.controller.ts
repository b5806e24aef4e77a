import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JudgePatterns, type CommandOf, type JudgeContract, type JudgeMessage, type ReplyOf } from '@a8/contracts';
import { TeachingService } from '@a8/teaching';
import { ModelsService } from '../models/models.service';
import { requirePermission } from '../permissions';
import { JudgeRpcExceptionFilter } from '../rpc-exception.filter';
import { JudgingService } from './judging.service';
import { filteredTeach } from './harm-check';
import { ProposalService } from './proposal.service';

type Message<P extends keyof JudgeContract> = JudgeMessage<CommandOf<P>>;

/**
 * The judge service's messages, typed from the judge contract. Thin: permissions are checked
 * here (or, where they depend on what the request asks, in the service), the services do the work.
 */
@Controller()
@UseFilters(JudgeRpcExceptionFilter)
export class JudgeController {
  constructor(
    private readonly judging: JudgingService,
    private readonly teaching: TeachingService,
    private readonly proposals: ProposalService,
    private readonly models: ModelsService,
  ) {}

  @MessagePattern(JudgePatterns.propose)
  propose(@Payload() message: Message<typeof JudgePatterns.propose>): Promise<ReplyOf<typeof JudgePatterns.propose>> {
    requirePermission(message.payload.caller, 'models:train');
    const filtered = filteredTeach(message.payload.request);
    if (filtered) return Promise.resolve(filtered);
    return this.proposals.propose(message.payload);
  }

  /** Which permission a judgement needs depends on what it asks (recall, precedents): see JudgingService. */
  @MessagePattern(JudgePatterns.judge)
  judge(@Payload() message: Message<typeof JudgePatterns.judge>): Promise<ReplyOf<typeof JudgePatterns.judge>> {
    return this.judging.judge(message.payload);
  }

  @MessagePattern(JudgePatterns.teach)
  teach(@Payload() message: Message<typeof JudgePatterns.teach>): Promise<ReplyOf<typeof JudgePatterns.teach>> {
    const { caller, request, display, answer } = message.payload;
    requirePermission(caller, 'models:train');
    const filtered = filteredTeach(request);
    if (filtered) return Promise.resolve(filtered);
    return this.teaching.teach(caller.orgId, { request, wantsPrecedents: false }, display, answer);
  }

  @MessagePattern(JudgePatterns.retract)
  retract(@Payload() message: Message<typeof JudgePatterns.retract>): Promise<ReplyOf<typeof JudgePatterns.retract>> {
    const { caller, request } = message.payload;
    requirePermission(caller, 'models:train');
    return this.teaching.retract(caller.orgId, { request, wantsPrecedents: false });
  }

  @MessagePattern(JudgePatterns.model)
  retrieveModel(@Payload() message: Message<typeof JudgePatterns.model>): Promise<ReplyOf<typeof JudgePatterns.model>> {
    requirePermission(message.payload.caller, 'models:infer');
    return this.models.retrieve(message.payload);
  }

  @MessagePattern(JudgePatterns.models)
  listModels(@Payload() message: Message<typeof JudgePatterns.models>): Promise<ReplyOf<typeof JudgePatterns.models>> {
    requirePermission(message.payload.caller, 'models:infer');
    return this.models.list(message.payload);
  }
}
