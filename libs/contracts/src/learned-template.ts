/** The part of a subject a learned template's slot fills (the pair's second output kept apart). */
export type SlotRole = 'output' | 'output_b' | 'question' | 'reference' | 'context';

/**
 * A grader template A8 learned from the fills an organization taught (`libs/reader/src/learned-template.ts`):
 * the text every fill shares, and the slots where fills differ. A version keeps the templates its
 * examples were learned under, so a judged fill of the same template meets the same head.
 */
export interface LearnedTemplate {
  /** The criterion its fills are judged under: the system prompt, then the template's shared text with its slots marked. */
  criterion: string;
  /** The system prompt every fill was taught with (null: none). */
  system: string | null;
  /** The shared texts: a fill reads constants[0], slot 0, constants[1], …, slot n−1, constants[n]. */
  constants: string[];
  /** Which part of the subject each slot fills (null: no part the reader could name). */
  roles: (SlotRole | null)[];
}
