import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Observable, Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from '../../../client/src/shell/loading-bar/LoadingBar';
import { loadingLink } from '../../../client/src/shell/loading-bar/loadingLink';
import {
  LoadingState,
  loading,
  trackFetch,
} from '../../../client/src/shell/loading-bar/loadingState';
import { initShellI18n } from '../../support/staff-i18n';

await initShellI18n();

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  errors.mockRestore();
  loading.reset();
});

const bar = () => screen.queryByRole('progressbar', { name: 'Cargando…' });

describe('loading bar', () => {
  it('shows while any request runs and hides when none remain', () => {
    const state = new LoadingState();
    render(<LoadingBar state={state} />);
    expect(bar()).toBeNull();

    act(() => {
      state.setLoadingStatus(true, '/graphql#Navigation');
      state.setLoadingStatus(true, '/api/common/user');
    });
    expect(bar()).not.toBeNull();
    expect(state.getSnapshot().inFlight).toBe(2);

    act(() => state.setLoadingStatus(false, '/graphql#Navigation'));
    expect(bar()).not.toBeNull();
    act(() => state.setLoadingStatus(false, '/api/common/user'));
    expect(bar()).toBeNull();
  });

  it('counts the same URL twice while both requests run', () => {
    const state = new LoadingState();
    state.setLoadingStatus(true, '/graphql#Me');
    state.setLoadingStatus(true, '/graphql#Me');
    state.setLoadingStatus(false, '/graphql#Me');
    expect(state.getSnapshot().show).toBe(true);
    state.setLoadingStatus(false, '/graphql#Me');
    expect(state.getSnapshot().show).toBe(false);
  });

  it('refuses an update without a request URL, saying so', () => {
    const state = new LoadingState();
    state.setLoadingStatus(true, '');
    state.setLoadingStatus(true);
    expect(errors).toHaveBeenCalledWith('The request URL must be provided!');
    expect(errors).toHaveBeenCalledTimes(2);
    expect(state.getSnapshot().show).toBe(false);
  });

  it('refuses a progress outside 0-100, saying so', () => {
    const state = new LoadingState();
    state.setProgress(42);
    for (const value of [-1, 101, Number.NaN]) state.setProgress(value);
    expect(errors).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledWith('Progress value must be between 0 and 100!');
    expect(state.getSnapshot().progress).toBe(42);
    state.setProgress(0);
    state.setProgress(100);
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it('draws the four modes; determinate and buffer report their progress', () => {
    const state = new LoadingState();
    render(<LoadingBar state={state} />);
    act(() => {
      state.show();
      state.setMode('determinate');
      state.setProgress(30);
    });
    expect(bar()?.getAttribute('aria-valuenow')).toBe('30');
    for (const mode of ['indeterminate', 'buffer', 'query'] as const) {
      act(() => state.setMode(mode));
      expect(bar()?.getAttribute('data-mode')).toBe(mode);
    }
    expect(bar()?.getAttribute('aria-valuenow')).toBeNull();
    act(() => state.hide());
    expect(bar()).toBeNull();
  });

  it('leaves showing and hiding to the caller when auto mode is off', () => {
    const state = new LoadingState();
    state.setAutoMode(false);
    state.setLoadingStatus(true, '/graphql#Navigation');
    expect(state.getSnapshot().show).toBe(false);
  });
});

describe('reporting requests', () => {
  const query = gql`
    query Navigation {
      navigation {
        compact {
          id
        }
      }
    }
  `;

  it('loadingLink reports an operation as /graphql#Name from start to end', async () => {
    const answer = new Subject<ApolloLink.Result>();
    const spy = vi.spyOn(loading, 'setLoadingStatus');
    const server = new ApolloLink(() => new Observable((observer) => answer.subscribe(observer)));
    const client = new ApolloClient({
      link: ApolloLink.from([loadingLink, server]),
      cache: new InMemoryCache(),
    });

    const result = client.query({ query });
    await vi.waitFor(() => expect(loading.getSnapshot().show).toBe(true));
    expect(spy.mock.calls).toEqual([[true, '/graphql#Navigation']]);

    answer.next({ data: { navigation: { __typename: 'Navigation', compact: [] } } });
    answer.complete();
    await result;
    expect(spy).toHaveBeenLastCalledWith(false, '/graphql#Navigation');
    expect(loading.getSnapshot().show).toBe(false);
  });

  it('trackFetch shows the bar until the promise settles, passing its outcome on', async () => {
    let resolve: (value: string) => void = () => undefined;
    const pending = new Promise<string>((done) => {
      resolve = done;
    });
    const tracked = trackFetch('/api/common/user', pending);
    expect(loading.getSnapshot().show).toBe(true);
    resolve('ok');
    await expect(tracked).resolves.toBe('ok');
    expect(loading.getSnapshot().show).toBe(false);

    await expect(trackFetch('/api/x', Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(loading.getSnapshot().show).toBe(false);
  });
});
