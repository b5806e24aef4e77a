export * from './env-schema';
export * from './load-config';
