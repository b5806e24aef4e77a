import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { JudgePatterns, type PingReply } from '@a8/contracts';
import { JudgeRpcExceptionFilter } from './rpc-exception.filter';

@Controller()
@UseFilters(JudgeRpcExceptionFilter)
export class PingController {
  /** The gateways' readiness check: the judge service answers on its transport. */
  @MessagePattern(JudgePatterns.ping)
  ping(): PingReply {
    return { pong: true, service: 'judge', at: new Date().toISOString() };
  }
}
