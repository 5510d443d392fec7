import type { ReactNode } from 'react';

/**
 * One line said only where scripts do not run (the page's <noscript> style shows it): what the
 * section around it would offer needs JavaScript. Hidden otherwise, also while scripts load.
 */
export function ScriptNotice({ children }: { children: ReactNode }) {
  return <p className="notice script-notice">{children}</p>;
}
