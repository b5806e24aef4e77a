export * from './judge-client';
export * from './judge-endpoints';
export * from './judge-client.module';
export * from './rpc-signing';
export * from './authenticated-tcp-server';
