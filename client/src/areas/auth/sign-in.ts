import type { SignInMutation, SignInMutationVariables } from '../../../../generated/client';
import type { ServerGraphQLError } from '../../apollo/graphql-errors';
import type { SessionGrant } from '../../session/auth-api';
import { type AuthProblem, problemOf } from './problems';
import SIGN_IN from './sign-in.graphql?raw';

export type SignInResult = { grant: SessionGrant } | { problem: AuthProblem };

interface SignInAnswer {
  data?: SignInMutation | null;
  errors?: ServerGraphQLError[];
}

/**
 * The SignIn mutation with the browser's fetch, not Apollo: the sign-in page must be usable
 * before Apollo (and antd) arrive on a slow phone. The answer carries its errors whatever its
 * HTTP status (a wrong password is a 401 with UNAUTHENTICATED in the body).
 */
export async function requestSignIn(variables: SignInMutationVariables): Promise<SignInResult> {
  let answer: SignInAnswer | null;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ operationName: 'SignIn', query: SIGN_IN, variables }),
    });
    answer = (await response.json().catch(() => null)) as SignInAnswer | null;
  } catch {
    answer = null;
  }
  const signIn = answer?.data?.signIn;
  if (signIn) return { grant: signIn };
  const errors = answer?.errors?.length ? answer.errors : null;
  // An answer without data or errors (a proxy's error page) is read as the server not reached.
  return { problem: errors ? problemOf(errors) : { kind: 'network' } };
}
