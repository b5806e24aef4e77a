export { MODEL_FAMILY, headKey, exampleSetHash, explain } from './lib/version';
export { fitVersion } from './lib/fit';
export { BoundedHeadCache, headInputHash, type HeadCache } from './lib/head-cache';
export { serializeVersion, loadVersion } from './lib/serialize';
export { loadWordVectors, defaultVectorsPath, WordVectors } from './lib/vectors';
export { clopperPearsonUpper, calibrate, answerableAt, DELTA, CANDIDATES } from './lib/calibration';
export { normalizeCriterion, canonicalJson } from './lib/text';
export { verdictProperties } from './lib/schema';
export type {
  Subject,
  PartName,
  VerdictSchema,
  TaughtExample,
  JudgeRequest,
  JudgeOutcome,
  Abstention,
  AbstentionKind,
  Precedents,
  PrecedentExample,
  HeadSummary,
  FittedVersion,
  FitOptions,
} from './lib/types';
