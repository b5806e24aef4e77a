import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JudgePatterns, type CommandOf, type JudgeContract, type JudgeMessage, type ReplyOf } from '@a8/contracts';
import { TeachingService } from '@a8/teaching';
import { OrganizationAccess } from '../access/organization-access.service';
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
    private readonly access: OrganizationAccess,
  ) {}

  @MessagePattern(JudgePatterns.propose)
  async propose(@Payload() message: Message<typeof JudgePatterns.propose>): Promise<ReplyOf<typeof JudgePatterns.propose>> {
    await this.access.require(message.payload.caller);
    requirePermission(message.payload.caller, 'models:train');
    return (await filteredTeach(message.payload.request)) ?? this.proposals.propose(message.payload);
  }

  /** Which permission a judgement needs depends on what it asks (recall, precedents): see JudgingService. */
  @MessagePattern(JudgePatterns.judge)
  async judge(@Payload() message: Message<typeof JudgePatterns.judge>): Promise<ReplyOf<typeof JudgePatterns.judge>> {
    await this.access.require(message.payload.caller);
    return this.judging.judge(message.payload);
  }

  @MessagePattern(JudgePatterns.teach)
  async teach(@Payload() message: Message<typeof JudgePatterns.teach>): Promise<ReplyOf<typeof JudgePatterns.teach>> {
    const { caller, request, display, answer } = message.payload;
    await this.access.require(caller);
    requirePermission(caller, 'models:train');
    return (await filteredTeach(request)) ?? this.teaching.teach(caller.orgId, { request, wantsPrecedents: false }, display, answer);
  }

  @MessagePattern(JudgePatterns.retract)
  async retract(@Payload() message: Message<typeof JudgePatterns.retract>): Promise<ReplyOf<typeof JudgePatterns.retract>> {
    const { caller, request } = message.payload;
    await this.access.require(caller);
    requirePermission(caller, 'models:train');
    return this.teaching.retract(caller.orgId, { request, wantsPrecedents: false });
  }

  @MessagePattern(JudgePatterns.model)
  async retrieveModel(@Payload() message: Message<typeof JudgePatterns.model>): Promise<ReplyOf<typeof JudgePatterns.model>> {
    await this.access.require(message.payload.caller);
    requirePermission(message.payload.caller, 'models:infer');
    return this.models.retrieve(message.payload);
  }

  @MessagePattern(JudgePatterns.models)
  async listModels(@Payload() message: Message<typeof JudgePatterns.models>): Promise<ReplyOf<typeof JudgePatterns.models>> {
    await this.access.require(message.payload.caller);
    requirePermission(message.payload.caller, 'models:infer');
    return this.models.list(message.payload);
  }
}
