import { readPlainWords } from '../plain-words';

/** A plain-words message as the reader splits it: its criterion and subject, or null where it finds none. */
export const splitPlainWords = (text: string) => {
  const read = readPlainWords(text);
  return read ? { criterion: read.criterion, subject: read.subject } : null;
};
