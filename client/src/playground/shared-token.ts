type Headers = Record<string, unknown>;

const AUTHORIZATION = 'authorization';

/** The mutations whose answer carries a new access token (AuthPayload.accessToken). */
const SIGN_IN_FIELDS = ['signIn', 'signInWithToken', 'refreshToken'] as const;

/**
 * One access token for every tab of the playground, so it is given once: the Authorization a
 * tab's Headers send, or the accessToken a SignIn answers, is added to the other tabs' requests
 * unless their own Headers name one. It lives in memory only (SECURITY 11): a reload or a new
 * window starts without it.
 */
export function createSharedToken() {
  let authorization: string | null = null;
  return {
    /** The headers to send for a tab: its own, plus the shared token when it names none. */
    headersFor(tabHeaders: Headers | undefined): Headers {
      const own = Object.entries(tabHeaders ?? {}).find(
        ([name]) => name.toLowerCase() === AUTHORIZATION,
      );
      if (own) {
        // An empty value runs that tab signed out, on purpose: not something to share.
        if (typeof own[1] === 'string' && own[1].trim() !== '') authorization = own[1];
        return { ...tabHeaders };
      }
      return authorization ? { ...tabHeaders, Authorization: authorization } : { ...tabHeaders };
    },
    /** Learns the token of a sign-in's answer; a sign-out forgets it. */
    learnFrom(result: unknown) {
      const data = (result as { data?: Record<string, unknown> | null } | null)?.data;
      if (!data) return;
      for (const field of SIGN_IN_FIELDS) {
        const token = (data[field] as { accessToken?: unknown } | null | undefined)?.accessToken;
        if (typeof token === 'string' && token) authorization = `Bearer ${token}`;
      }
      if (data.signOut === true) authorization = null;
    },
    get current() {
      return authorization;
    },
  };
}
