import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { JudgePatterns, type JudgeCommand, type JudgeMessage, type JudgeReply, type ProposeCommand, type Proposal, type RetractCommand, type TeachCommand } from '@a8/contracts';
import type { CanonicalRequest } from '@a8/reader';
import { TeachingService, type RetractResult, type TeachResult } from '@a8/teaching';
import { JudgeRpcExceptionFilter } from '../rpc-exception.filter';
import { JudgingService, requirePermission } from './judging.service';
import { ProposalService } from './proposal.service';

/** The judge service's messages: judge, teach, retract. Thin: the services do the work. */
@Controller()
@UseFilters(JudgeRpcExceptionFilter)
export class JudgeController {
  constructor(
    private readonly judging: JudgingService,
    private readonly teaching: TeachingService,
    private readonly proposals: ProposalService,
  ) {}

  @MessagePattern(JudgePatterns.propose)
  propose(@Payload() message: JudgeMessage<ProposeCommand>): Promise<Proposal> {
    requirePermission(message.payload.caller, 'models:train');
    return this.proposals.propose(message.payload);
  }

  @MessagePattern(JudgePatterns.judge)
  judge(@Payload() message: JudgeMessage<JudgeCommand>): Promise<JudgeReply> {
    return this.judging.judge(message.payload);
  }

  @MessagePattern(JudgePatterns.teach)
  teach(@Payload() message: JudgeMessage<TeachCommand>): Promise<TeachResult> {
    const { caller, request, display, answer } = message.payload;
    requirePermission(caller, 'models:train');
    return this.teaching.teach(caller.orgId, { request: request as CanonicalRequest, wantsPrecedents: false }, display, answer);
  }

  @MessagePattern(JudgePatterns.retract)
  retract(@Payload() message: JudgeMessage<RetractCommand>): Promise<RetractResult> {
    const { caller, request } = message.payload;
    requirePermission(caller, 'models:train');
    return this.teaching.retract(caller.orgId, { request: request as CanonicalRequest, wantsPrecedents: false });
  }
}
