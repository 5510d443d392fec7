import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { staffPageAt } from '../../../../shared/staff-pages';

/** The id of every layout's main region: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

// A page's heading may come after its code and first data: look for it a few seconds, no more.
const HEADING_WAIT_FRAMES = 300;

/** "Saltar al contenido principal": the first stop of Tab, shown when it has the focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="shell-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('shell.layout.skipToContent')}
    </a>
  );
}

/**
 * Names the open page in the window's title (its title in the staff pages' manifest) and, after
 * a move to another page, puts the focus on its heading: a screen reader then reads where it
 * arrived, and Tab goes on from the page, not from the menu entry left behind.
 */
export function usePageFocus(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = staffPageAt(pathname);
  const title = page ? t(page.titleKey) : null;
  const appName = t('common.appName');

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  const arrived = useRef(pathname);
  useEffect(() => {
    // The first page is where the browser put the person: its focus is the browser's.
    if (arrived.current === pathname) return;
    arrived.current = pathname;
    let frames = 0;
    let frame = requestAnimationFrame(function look() {
      const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      } else if (++frames < HEADING_WAIT_FRAMES) {
        frame = requestAnimationFrame(look);
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
