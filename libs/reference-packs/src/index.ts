export * from './lib/reference-packs';
