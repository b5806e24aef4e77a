import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { loggerFor } from './logger';
import { requestIdFrom, runWithRequestId } from './request-context';

const log = loggerFor('rpc');

/**
 * On the judge's microservice side: runs each message handler inside the request id the gateway
 * sent in the message envelope, so one id follows a request across services.
 */
@Injectable()
export class RpcRequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const data = context.switchToRpc().getData<{ requestId?: unknown } | undefined>();
    const requestId = requestIdFrom(data?.requestId);
    const pattern = context.getHandler().name;
    const started = process.hrtime.bigint();
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            runWithRequestId(requestId, () => log.info({ handler: pattern, ms: elapsed(started), error: (error as Error)?.message }, 'message failed'));
            subscriber.error(error);
          },
          complete: () => {
            runWithRequestId(requestId, () => log.info({ handler: pattern, ms: elapsed(started) }, 'message'));
            subscriber.complete();
          },
        }),
      ),
    );
  }
}

function elapsed(started: bigint): number {
  return Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
}
