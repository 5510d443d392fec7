/** The four modes of the loading bar (spec §4), as Material's progress bar names them. */
export const LOADING_MODES = ['determinate', 'indeterminate', 'buffer', 'query'] as const;
export type LoadingMode = (typeof LOADING_MODES)[number];

export interface LoadingSnapshot {
  /** Whether the bar is visible. */
  show: boolean;
  mode: LoadingMode;
  /** 0-100, used by the determinate and buffer modes. */
  progress: number;
  /** When on, requests show and hide the bar by themselves. */
  auto: boolean;
  /** Requests still running, for the visible count and tests. */
  inFlight: number;
}

/**
 * The loading bar's state, outside React so that Apollo links and plain fetches can report to it.
 * Requests are counted per URL: the same URL requested twice at once stays tracked until both end.
 */
export class LoadingState {
  private readonly requests = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  private snapshot: LoadingSnapshot = {
    show: false,
    mode: 'indeterminate',
    progress: 0,
    auto: true,
    inFlight: 0,
  };

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  readonly getSnapshot = () => this.snapshot;

  show() {
    this.update({ show: true });
  }

  hide() {
    this.update({ show: false });
  }

  setMode(mode: LoadingMode) {
    this.update({ mode });
  }

  setAutoMode(auto: boolean) {
    this.update({ auto });
  }

  /** Spec §5: a value outside 0-100 is refused and logged. */
  setProgress(value: number) {
    if (!(value >= 0 && value <= 100)) {
      console.error('Progress value must be between 0 and 100!');
      return;
    }
    this.update({ progress: value });
  }

  /**
   * A request started (`true`) or ended (`false`). Spec §5: without its URL the update is refused
   * and logged. In auto mode the bar shows while any request runs and hides when none remain.
   */
  setLoadingStatus(status: boolean, url?: string | null) {
    if (!url) {
      console.error('The request URL must be provided!');
      return;
    }
    const running = this.requests.get(url) ?? 0;
    if (status) this.requests.set(url, running + 1);
    else if (running > 1) this.requests.set(url, running - 1);
    else this.requests.delete(url);

    const inFlight = [...this.requests.values()].reduce((sum, count) => sum + count, 0);
    if (!this.snapshot.auto) this.update({ inFlight });
    else this.update({ inFlight, show: inFlight > 0 });
  }

  /** Forgets every request and goes back to the defaults (tests, sign-out). */
  reset() {
    this.requests.clear();
    this.update({ show: false, mode: 'indeterminate', progress: 0, auto: true, inFlight: 0 });
  }

  private update(change: Partial<LoadingSnapshot>) {
    const next = { ...this.snapshot, ...change };
    const keys = Object.keys(change) as (keyof LoadingSnapshot)[];
    if (keys.every((key) => next[key] === this.snapshot[key])) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** The one loading state of the staff application. */
export const loading = new LoadingState();

/**
 * Shows the bar while a request that does not go through Apollo runs; resolves or rejects like
 * the promise it wraps.
 */
export function trackFetch<T>(url: string, promise: Promise<T>): Promise<T> {
  if (!loading.getSnapshot().auto) return promise;
  loading.setLoadingStatus(true, url);
  return promise.finally(() => loading.setLoadingStatus(false, url));
}
