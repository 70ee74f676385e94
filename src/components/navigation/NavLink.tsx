import { Link, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink } from 'react-router-dom';
import { navTexts } from './navItems';

// One look for every navigation link, so the bar and the mobile panel cannot drift apart.
const linkStyle = {
  color: 'fg',
  fontWeight: 'medium',
  px: '3',
  py: '2',
  borderRadius: 'md',
  textDecoration: 'none',
  _hover: { bg: 'brand.subtle', color: 'brand.fg', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

export interface NavLinkProps {
  to: string;
  children: ReactNode;
  /** Takes the full width (the mobile panel's list). */
  block?: boolean;
}

/** An in-app navigation link; the current page is marked with aria-current. */
export function NavLink({ to, children, block = false }: NavLinkProps) {
  return (
    <Link
      asChild
      {...linkStyle}
      display={block ? 'flex' : undefined}
      w={block ? 'full' : undefined}
    >
      <RouterNavLink to={to}>{children}</RouterNavLink>
    </Link>
  );
}

export interface ExternalNavLinkProps {
  href: string;
  children: ReactNode;
  block?: boolean;
}

/** A link to another site, opened in a new tab and announced as such. */
export function ExternalNavLink({ href, children, block = false }: ExternalNavLinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      {...linkStyle}
      gap="1"
      display={block ? 'flex' : undefined}
      w={block ? 'full' : undefined}
    >
      {children}
      <ExternalLink size={14} aria-hidden="true" />
      <VisuallyHidden>{navTexts.newTab}</VisuallyHidden>
    </Link>
  );
}
