import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { A8Error, ErrorCode } from '@a8/contracts';
import { currentRequestId, loggerFor } from '@a8/observability';
import { throwError, type Observable } from 'rxjs';

const log = loggerFor('JudgeRpcExceptionFilter');

/**
 * Every failure leaves the judge as an ErrorPayload the gateways understand. Domain errors keep
 * their message; anything unexpected is logged with its stack and sent as a generic internal error.
 */
@Catch()
export class JudgeRpcExceptionFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    if (exception instanceof A8Error) return throwError(() => exception.toPayload());
    if (exception instanceof RpcException && A8Error.isPayload(exception.getError())) return throwError(() => exception.getError());
    log.error({ err: exception }, 'unexpected error in the judge service');
    return throwError(() => new A8Error(ErrorCode.Internal, `The judge service failed (request ${currentRequestId() ?? 'unknown'}).`).toPayload());
  }
}
