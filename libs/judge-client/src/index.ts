export * from './judge-client';
export * from './judge-client.module';
