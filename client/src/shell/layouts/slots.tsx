import { Component, lazy, type ReactNode, Suspense } from 'react';

// The toolbar, the quick chat and the live updates are built beside the layouts; loading them
// lazily keeps the layouts independent of their code, and the build fails if a file goes missing.
const Toolbar = lazy(async () => ({ default: (await import('../toolbar/Toolbar')).Toolbar }));
const QuickChat = lazy(async () => ({
  default: (await import('../quick-chat/QuickChat')).QuickChat,
}));
const LiveUpdates = lazy(async () => ({
  default: (await import('../live/LiveUpdates')).LiveUpdates,
}));

/** A part that fails to load or render leaves its place empty instead of taking the shell down. */
class SlotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The shared toolbar (languages, fullscreen, search, shortcuts, messages, notifications, user). */
export function ToolbarSlot() {
  return (
    <SlotBoundary>
      <Suspense fallback={null}>
        <Toolbar />
      </Suspense>
    </SlotBoundary>
  );
}

/** The quick-chat drawer. */
export function QuickChatSlot() {
  return (
    <SlotBoundary>
      <Suspense fallback={null}>
        <QuickChat />
      </Suspense>
    </SlotBoundary>
  );
}

/** The live updates: the event stream, the refetches and the announcement of new cases. */
export function LiveUpdatesSlot() {
  return (
    <SlotBoundary>
      <Suspense fallback={null}>
        <LiveUpdates />
      </Suspense>
    </SlotBoundary>
  );
}
