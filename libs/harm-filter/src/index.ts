import { HarmFilter } from './harm-filter';
import { TRAINING_SET } from './training-set.generated';

export * from './harm-filter';
export { featuresOf, FEATURE_NAMES } from './features';

let shared: HarmFilter | null = null;

/** The filter fitted on the labelled set kept in this library (fitted once per process, in milliseconds). */
export function harmFilter(): HarmFilter {
  shared ??= new HarmFilter(TRAINING_SET);
  return shared;
}
