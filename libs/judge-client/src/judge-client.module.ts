import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { JudgeClient, type JudgeClientOptions } from './judge-client';

const JUDGE_CLIENT_OPTIONS = Symbol('JUDGE_CLIENT_OPTIONS');

/** The Nest face of JudgeClient: one connection per process, closed at shutdown. */
@Injectable()
export class JudgeClientService extends JudgeClient implements OnApplicationShutdown {
  constructor(@Inject(JUDGE_CLIENT_OPTIONS) options: JudgeClientOptions) {
    super(options);
  }

  onApplicationShutdown(): void {
    this.close();
  }
}

@Global()
@Module({})
export class JudgeClientModule {
  static forRoot(options: JudgeClientOptions): DynamicModule {
    return {
      module: JudgeClientModule,
      providers: [{ provide: JUDGE_CLIENT_OPTIONS, useValue: options }, JudgeClientService],
      exports: [JudgeClientService],
    };
  }
}
