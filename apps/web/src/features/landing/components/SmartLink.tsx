import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isAppRoute } from '../content/nav-links.ts';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** App routes go through the router (no page reload); in-page anchors stay plain links. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isAppRoute(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
