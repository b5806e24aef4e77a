export * from './health';
export * from './logger';
export * from './request-context';
export * from './request-id.middleware';
export * from './rpc-request-id.interceptor';
export * from './graceful-shutdown';
export * from './metrics';
export * from './idle-memory';
