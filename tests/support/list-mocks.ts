import type { MockLink } from '@apollo/client/testing';
import type { DocumentNode } from 'graphql';

/** A registry's list query, as its page sends it, and how many times one answer may serve. */
export interface ListQuery {
  /** The generated document (`GuidesListDocument`). */
  query: DocumentNode;
  /** The field the answer sits under (`guides`) and the page's type name (`GuidePage`). */
  field: string;
  typename: string;
  /** Left out: Apollo's default, one use per answer. */
  maxUsageCount?: number;
}

/**
 * A mocked-answer builder for a registry page's list: `listed(input, items)` answers the query
 * sent with `input` with `items`, all on one page of ten.
 */
export function listMocks<TInput, TItem>({ query, field, typename, maxUsageCount }: ListQuery) {
  return (input: TInput, items: TItem[]): MockLink.MockedResponse => ({
    request: { query, variables: { input } },
    result: {
      data: {
        [field]: {
          __typename: typename,
          items,
          pageInfo: { __typename: 'PageInfo', page: 1, size: 10, total: items.length, lastPage: 1 },
        },
      },
    },
    ...(maxUsageCount === undefined ? {} : { maxUsageCount }),
  });
}
