import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isSafeUrl } from '../../../../shared/links';

export interface AppLinkProps {
  /** An in-app route (/admin/…) or an address; null, empty or unsafe gives plain content. */
  link: string | null | undefined;
  /** true: navigate inside the application (react-router); false: a normal link. */
  useRouter: boolean;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

/** A link to where a shortcut, message or notification points, by its `useRouter` flag. */
export function AppLink({ link, useRouter, children, className, onClick, ...aria }: AppLinkProps) {
  // Links are data (the server's, or typed in by the user): javascript: and the like never reach
  // an href.
  if (!isSafeUrl(link)) return <span className={className}>{children}</span>;
  if (useRouter) {
    return (
      <Link to={link} className={className} onClick={onClick} {...aria}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(link);
  return (
    <a
      href={link}
      className={className}
      onClick={onClick}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      {...aria}
    >
      {children}
    </a>
  );
}
