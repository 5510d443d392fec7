import { expect } from 'vitest';
import { BadRequestError } from '../../server/errors';

/** The error an attempt ends in; an attempt that succeeds fails the test. */
export async function rejection(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error,
  );
}

/** The fields named by the 400 (`BadRequestError`) an attempt must end in. */
export async function refusal(attempt: Promise<unknown>): Promise<Record<string, string>> {
  const error = await rejection(attempt);
  expect(error).toBeInstanceOf(BadRequestError);
  return (error as BadRequestError).fields ?? {};
}

/**
 * The fields named by the 400 an attempt must end in, after checking that it changed nothing of
 * what `snapshot` reads (a refused change touches nothing).
 */
export async function refusalChangingNothing(
  snapshot: () => Promise<unknown>,
  attempt: () => Promise<unknown>,
): Promise<Record<string, string>> {
  const before = await snapshot();
  const fields = await refusal(attempt());
  expect(await snapshot()).toEqual(before);
  return fields;
}
