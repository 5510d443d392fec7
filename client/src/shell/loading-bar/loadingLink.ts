import { ApolloLink } from '@apollo/client';
import { defer, finalize } from 'rxjs';
import { loading } from './loadingState';

/**
 * Reports each GraphQL operation to the loading bar as `/graphql#OperationName`, from the moment
 * it is sent until it completes, fails or is cancelled. Place it before the terminating HTTP link.
 */
export const loadingLink = new ApolloLink((operation, forward) =>
  defer(() => {
    if (!loading.getSnapshot().auto) return forward(operation);
    const url = `/graphql#${operation.operationName ?? 'anonymous'}`;
    loading.setLoadingStatus(true, url);
    return forward(operation).pipe(finalize(() => loading.setLoadingStatus(false, url)));
  }),
);
