// Test helper: the RestError a function throws (fails the test if it throws anything else).
import { RestError } from './rest-errors';

export function errorOf(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError, but nothing was thrown');
}
