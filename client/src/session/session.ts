import type { SessionUserFragment } from '../../../generated/client';
import {
  RefreshUnavailableError,
  requestRefresh,
  requestSignOut,
  SessionEndedError,
  type SessionGrant,
} from './auth-api';
import { withTabLock } from './tab-lock';

export type SessionUser = SessionUserFragment;

/**
 * - `unknown`: the page just loaded and the refresh cookie has not been tried yet;
 * - `locked`: the screen was locked: the server session is over, the user is remembered (in
 *   memory only) so that the lock screen asks just for the password.
 */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  | { status: 'locked'; user: SessionUser };

/** What the session needs from outside; tests replace it. */
export interface SessionOptions {
  refresh?: () => Promise<SessionGrant>;
  signOut?: () => Promise<void>;
  tabLock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Tells the other tabs of this origin about sign-ins and sign-outs; null: none. */
  channel?: BroadcastChannel | null;
}

const LOCK_NAME = 'tsc-refresh';
const CHANNEL_NAME = 'tsc-session';

type Message = { type: 'signed-in' } | { type: 'signed-out' } | { type: 'user-changed' };

/**
 * The signed-in session of this tab. The access token lives only here, in memory; the refresh
 * token only in the HttpOnly cookie, which scripts cannot read. Refreshing is single-flight
 * (every request that finds its token expired waits for the same refresh) and, through a Web
 * Lock, one tab at a time: presenting a refresh token that another tab has just traded would
 * end the whole session on the server.
 */
export class Session {
  private state: SessionState = { status: 'unknown' };
  private accessToken: string | null = null;
  private readonly listeners = new Set<() => void>();
  private refreshing: Promise<string> | null = null;
  private restoring: Promise<void> | null = null;
  private readonly refreshRequest: () => Promise<SessionGrant>;
  private readonly signOutRequest: () => Promise<void>;
  private readonly tabLock: NonNullable<SessionOptions['tabLock']>;
  private readonly channel: BroadcastChannel | null;

  constructor(options: SessionOptions = {}) {
    this.refreshRequest = options.refresh ?? requestRefresh;
    this.signOutRequest = options.signOut ?? requestSignOut;
    this.tabLock = options.tabLock ?? withTabLock;
    this.channel =
      options.channel !== undefined
        ? options.channel
        : typeof BroadcastChannel === 'undefined'
          ? null
          : new BroadcastChannel(CHANNEL_NAME);
    if (this.channel) {
      this.channel.onmessage = (event: MessageEvent<Message>) => this.onMessage(event.data);
    }
  }

  /** For useSyncExternalStore: the same object until something changes. */
  readonly getState = (): SessionState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The token for `Authorization: Bearer`, or null when there is none. */
  get token(): string | null {
    return this.accessToken;
  }

  /**
   * On page load: tries the refresh cookie once to learn whether a session survives the reload.
   * Resolves (never rejects) once the state is known.
   */
  restore(): Promise<void> {
    this.restoring ??= this.refresh().then(
      () => undefined,
      () => {
        // Whatever went wrong, nothing can be shown as signed in without a token.
        if (this.state.status === 'unknown') this.set({ status: 'signed-out' });
      },
    );
    return this.restoring;
  }

  /** After a sign-in or unlock in this tab. */
  signedIn(grant: SessionGrant): void {
    this.accept(grant);
    this.post({ type: 'signed-in' });
  }

  /**
   * The server answered a new version of the signed-in user (its password was changed): shown
   * here at once; the other tabs fetch it with a refresh.
   */
  userChanged(user: SessionUser): void {
    if (this.state.status !== 'signed-in') return;
    this.set({ status: 'signed-in', user });
    this.post({ type: 'user-changed' });
  }

  /**
   * The server refused a request until the temporary password is changed (the state was older
   * than the account): the guards then send the user to change it.
   */
  passwordChangeRequired(): void {
    if (this.state.status !== 'signed-in' || this.state.user.mustChangePassword) return;
    this.set({ status: 'signed-in', user: { ...this.state.user, mustChangePassword: true } });
  }

  /**
   * The token to retry with after a request sent with `used` came back TOKEN_EXPIRED: the
   * refresh under way, or the current token when a refresh has happened since, else the
   * result of a new refresh. Requests that fail together thus cause one refresh, however
   * their answers are spread in time.
   */
  renewAfter(used: string | null | undefined): Promise<string> {
    if (this.refreshing) return this.refreshing;
    if (this.accessToken && this.accessToken !== used) return Promise.resolve(this.accessToken);
    if (used && !this.accessToken) {
      // The session ended (a failed refresh, a sign-out) after this request left.
      return Promise.reject(new SessionEndedError('Signed out meanwhile'));
    }
    return this.refresh();
  }

  /**
   * Trades the refresh cookie for a new access token. Concurrent callers share one request.
   * A refusal signs this tab out; an unreachable server leaves the state as it was (the
   * session may well be alive) and the error goes to the callers.
   */
  refresh(): Promise<string> {
    if (!this.refreshing) {
      this.refreshing = this.tabLock(LOCK_NAME, this.refreshRequest)
        .then(
          (grant) => {
            this.accept(grant);
            return grant.accessToken;
          },
          (error: unknown) => {
            if (!(error instanceof RefreshUnavailableError)) this.end();
            throw error;
          },
        )
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  /**
   * A protected request sent with `used` was refused as unauthenticated: when that is the
   * current token, the session has ended elsewhere (signed out in another tab, revoked).
   */
  rejected(used: string | null | undefined): void {
    if (used && used === this.accessToken) this.end();
  }

  /** Signs out: the server ends the session and clears the cookie, then this tab and the others forget it. */
  async signOut(): Promise<void> {
    await this.settleRefresh();
    await this.tabLock(LOCK_NAME, this.signOutRequest);
    this.end();
    this.post({ type: 'signed-out' });
  }

  /**
   * Locks the screen: the server session ends (a reload cannot skip the lock), and this tab
   * remembers who was signed in so that unlocking asks only for the password.
   */
  async lock(): Promise<void> {
    if (this.state.status !== 'signed-in') return;
    const { user } = this.state;
    await this.settleRefresh();
    await this.tabLock(LOCK_NAME, this.signOutRequest);
    this.accessToken = null;
    this.set({ status: 'locked', user });
    this.post({ type: 'signed-out' });
  }

  /** Forgets the session in this tab only. */
  private end(): void {
    this.accessToken = null;
    if (this.state.status !== 'signed-out') this.set({ status: 'signed-out' });
  }

  private accept(grant: SessionGrant): void {
    this.accessToken = grant.accessToken;
    this.set({ status: 'signed-in', user: grant.user });
  }

  private async settleRefresh(): Promise<void> {
    await this.refreshing?.catch(() => undefined);
  }

  private onMessage(message: Message): void {
    if (message?.type === 'signed-out') {
      if (this.state.status === 'signed-in') this.end();
    } else if (message?.type === 'user-changed') {
      if (this.state.status === 'signed-in') this.refresh().catch(() => undefined);
    } else if (message?.type === 'signed-in') {
      // Another tab signed in: pick the session up from the shared cookie.
      if (this.state.status === 'signed-out' || this.state.status === 'locked') {
        this.refresh().catch(() => undefined);
      }
    }
  }

  private post(message: Message): void {
    this.channel?.postMessage(message);
  }

  private set(state: SessionState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

/** What a role may do in an area, as the server's permission table names it. */
export type PermissionAction = 'read' | 'create' | 'update' | 'delete';

/**
 * Whether the user's role may take `action` in an area (`area:action` in the server's permission
 * table); by default whether it may open it (`read`).
 */
export function canRead(
  user: SessionUser | null | undefined,
  area: string | undefined,
  action: PermissionAction = 'read',
): boolean {
  if (!area) return true;
  return user?.permissions.includes(`${area}:${action}`) ?? false;
}
