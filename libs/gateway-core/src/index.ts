export * from './json-intake';
export * from './http-timeouts';
