import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, OperationTypeNode } from 'graphql';
import { from, of, switchMap, throwError } from 'rxjs';
import type { Session } from '../session/session';
import { errorCodes, errorReasons } from './errors';

/**
 * The mutations that sign in or act on the refresh token (the GraphQL side of the template's
 * /auth/login and /auth/refresh): they are sent without an Authorization header, and their
 * UNAUTHENTICATED answers mean wrong credentials, not an ended session.
 */
const SIGN_IN_FAMILY = new Set([
  'signIn',
  'unlockSession',
  'signUp',
  'forgotPassword',
  'resetPassword',
  'refreshToken',
  'signOut',
]);

/** Whether every root field of the operation belongs to the sign-in family. */
export function isSignInFamily(operation: ApolloLink.Operation): boolean {
  if (operation.operationType !== OperationTypeNode.MUTATION) return false;
  const fields = operation.query.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet.selections : [],
  );
  const named = fields.filter(
    (field) => !(field.kind === Kind.FIELD && field.name.value === '__typename'),
  );
  return (
    named.length > 0 &&
    named.every((field) => field.kind === Kind.FIELD && SIGN_IN_FAMILY.has(field.name.value))
  );
}

/** The token an operation was sent with, for deciding later whether it is still current. */
const SENT_TOKEN = 'sentAccessToken';

/**
 * Adds `Authorization: Bearer <access token>` to every operation outside the sign-in family.
 * HttpLink itself posts JSON (`Content-Type: application/json`); a future upload link would
 * send its multipart form with its own content type.
 */
export function authLink(session: Session): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (isSignInFamily(operation)) return forward(operation);
    const token = session.token;
    operation.setContext(({ headers }) => {
      const next: Record<string, string> = { ...headers };
      delete next.authorization;
      if (token) next.authorization = `Bearer ${token}`;
      return { headers: next, [SENT_TOKEN]: token };
    });
    return forward(operation);
  });
}

/**
 * On TOKEN_EXPIRED: waits for the session's one shared refresh, then sends the operation again
 * (through authLink, so with the new token). Only once: a second failure is passed on as it is.
 * When the refresh fails, the session signs itself out and the original answer is passed on.
 * An UNAUTHENTICATED answer to the current token means the session ended elsewhere; a
 * FORBIDDEN with the reason PASSWORD_CHANGE_REQUIRED, that the password must be changed first.
 */
export function refreshLink(session: Session): ApolloLink {
  return new ErrorLink(({ error, result, operation, forward }) => {
    if (isSignInFamily(operation)) return;
    const codes = errorCodes(error);
    const sent = operation.getContext()[SENT_TOKEN] as string | null | undefined;
    if (codes.includes('TOKEN_EXPIRED')) {
      const renewed = session.renewAfter(sent).then(
        () => true,
        () => false,
      );
      return from(renewed).pipe(
        switchMap((ok) => {
          if (ok) return forward(operation);
          return result ? of(result) : throwError(() => error);
        }),
      );
    }
    if (codes.includes('UNAUTHENTICATED')) session.rejected(sent);
    if (errorReasons(error).includes('PASSWORD_CHANGE_REQUIRED')) session.passwordChangeRequired();
    return;
  });
}
