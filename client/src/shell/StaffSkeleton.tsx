import './staff-skeleton.css';

const CARDS = 4;

/**
 * What shows while the staff application's code arrives, drawn with plain elements so it paints
 * at once (no antd, no texts to wait for): the shell's frame with placeholder blocks when the
 * next page is a shell page, else the sign-in family's background. `label`, when the
 * dictionaries are at hand, is what screen readers hear.
 */
export function StaffSkeleton({ shell, label }: { shell: boolean; label?: string }) {
  const status = { role: 'status', 'aria-busy': true, 'aria-label': label } as const;
  if (!shell) return <div className="staff-skeleton-page" {...status} />;
  return (
    <div className="staff-skeleton" data-testid="staff-skeleton" {...status}>
      <div className="staff-skeleton-sider" />
      <div className="staff-skeleton-main">
        <div className="staff-skeleton-header" />
        <div className="staff-skeleton-content">
          <div className="staff-skeleton-block staff-skeleton-title" />
          <div className="staff-skeleton-block staff-skeleton-panel" />
          <div className="staff-skeleton-cards">
            {Array.from({ length: CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
              <div key={index} className="staff-skeleton-block staff-skeleton-card" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Whether the page a visitor is heading for is inside the shell (/admin/…). */
export function headsToShell(pathname: string, signedIn: boolean): boolean {
  return signedIn || pathname === '/admin' || pathname.startsWith('/admin/');
}
