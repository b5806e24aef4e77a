/**
 * Numbers the reply must be one of, listed after the words that allow them ("Allowed scores are exactly:\n  1.0, 1.5,
 * 2.0, … 5.0", "Valid ratings: 1, 2, 3, 4, 5"). Listed with a decimal point, they are written as listed (a reader
 * comparing strings takes "4.0", never "4"); whole numbers are a scale from the least to the greatest.
 */
const ALLOWED_VALUES = /\b(?:allowed|valid|possible|permitted|acceptable|permissible)[ \t]+(?:scores?|ratings?|values?|grades?|marks|outputs?|answers?)\b(?:[ \t]+(?:are|is))?(?:[ \t]+(?:exactly|only|strictly))?[ \t]*:?[ \t]*\n?[ \t]*(-?\d{1,3}(?:\.\d{1,2})?(?:[ \t]*,[ \t]*-?\d{1,3}(?:\.\d{1,2})?){2,20})(?!\d|[.,]\d)/i;

export type AllowedValues = { kind: 'labels'; labels: string[] } | { kind: 'scale'; min: number; max: number };

export function allowedValues(text: string): AllowedValues | null {
  const m = ALLOWED_VALUES.exec(text.slice(-6000));
  if (!m) return null;
  const values = m[1]!.split(/[ \t]*,[ \t]*/);
  if (new Set(values).size !== values.length) return null;
  if (values.some((v) => v.includes('.'))) return { kind: 'labels', labels: values };
  const numbers = values.map(Number);
  return { kind: 'scale', min: Math.min(...numbers), max: Math.max(...numbers) };
}
