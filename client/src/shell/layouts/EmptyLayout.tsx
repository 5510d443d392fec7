import type { LayoutProps } from './types';

/** Empty: the routed page alone (AdminShell adds the loading bar above every layout). */
export function EmptyLayout({ children }: LayoutProps) {
  return <main className="shell-frame shell-frame--empty">{children}</main>;
}
