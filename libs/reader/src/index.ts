export * from './canonical-json';
export * from './canonical-request';
export * from './interfaces';
export * from './subject';
export * from './validate-answer';
export * from './words';
export * from './format-limits';
export * from './plain-words';
