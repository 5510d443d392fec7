import type { ReactNode } from 'react';
import type { NavItem } from '../navigation/types';
import type { ShellUser } from './parts';

/** What every layout receives from AdminShell. */
export interface LayoutProps {
  /** The role-filtered menu (undefined while it loads). */
  items: readonly NavItem[] | undefined;
  user: ShellUser | undefined;
  /** The routed page. */
  children: ReactNode;
  /** The routed page asked for this layout itself (route handle), rather than the address. */
  askedByPage?: boolean;
}
