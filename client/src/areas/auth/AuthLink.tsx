import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/**
 * How a link of the sign-in page moves on inside the application: the router's navigate once
 * the application has loaded, the start-up's own before (client/src/Startup.tsx). Without
 * either, a full page load.
 */
export const AuthNavigation = createContext<(to: string) => void>((to) =>
  window.location.assign(to),
);

/** A link to another page of the application, opened in place (new tabs and windows as usual). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useContext(AuthNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={follow}>
      {children}
    </a>
  );
}
