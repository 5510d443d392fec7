import { graphQLErrorsOf } from '../../apollo/errors';
import { type AuthProblem, problemOf } from './problems';

/** Reads a failed Apollo operation of the sign-in family (problems.ts explains the kinds). */
export function authProblem(error: unknown): AuthProblem {
  return problemOf(graphQLErrorsOf(error));
}
