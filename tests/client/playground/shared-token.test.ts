import { describe, expect, it } from 'vitest';
import { createSharedToken } from '../../../client/src/playground/shared-token';

describe('the playground’s one token for every tab', () => {
  it('adds the Authorization one tab set to the tabs that name none', () => {
    const token = createSharedToken();
    expect(token.headersFor({ 'X-Other': '1' })).toEqual({ 'X-Other': '1' });
    expect(token.headersFor({ authorization: 'Bearer t1' })).toEqual({
      authorization: 'Bearer t1',
    });
    expect(token.headersFor(undefined)).toEqual({ Authorization: 'Bearer t1' });
    expect(token.headersFor({ 'X-Other': '1' })).toEqual({
      'X-Other': '1',
      Authorization: 'Bearer t1',
    });
  });

  it('lets a tab run signed out with an empty Authorization, without forgetting the token', () => {
    const token = createSharedToken();
    token.headersFor({ Authorization: 'Bearer t1' });
    expect(token.headersFor({ Authorization: '' })).toEqual({ Authorization: '' });
    expect(token.headersFor({})).toEqual({ Authorization: 'Bearer t1' });
  });

  it('takes the token a sign-in answers, and forgets it on sign-out', () => {
    const token = createSharedToken();
    token.learnFrom({ data: { signIn: { accessToken: 'a1', refreshToken: 'r1' } } });
    expect(token.headersFor({})).toEqual({ Authorization: 'Bearer a1' });
    token.learnFrom({ data: { guides: { items: [] } } });
    expect(token.current).toBe('Bearer a1');
    token.learnFrom({ data: { signOut: true } });
    expect(token.headersFor({})).toEqual({});
    token.learnFrom({ errors: [{ message: 'Invalid credentials' }], data: null });
    expect(token.current).toBeNull();
  });
});
