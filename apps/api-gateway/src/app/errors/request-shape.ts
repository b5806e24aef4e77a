import { A8Error, ErrorCode } from '@a8/contracts';
import { RequestShapeError } from '@a8/reader';

/** Reads a request with the reader; content it cannot read (an image, a PDF, a role) is a 400 naming it. */
export function readOrRefuse<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RequestShapeError) throw new A8Error(ErrorCode.InvalidRequest, error.message);
    throw error;
  }
}
