export * from './canonical-json';
export * from './errors';
export * from './jobs';
export * from './message-patterns';
export * from './permissions';
export * from './model-id';
export * from './judge-messages';
export * from './judge-contract';
