import { Button, Card, Heading, Link, type LinkProps, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardTexts as texts } from './texts';

export interface PanelProps {
  /** Names the section (its h2) and, slugged, its heading's id. */
  title: string;
  children: ReactNode;
}

const slug = (title: string) => title.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase();

/** One card of the dashboard's side columns: a section named by its heading. */
export function Panel({ title, children }: PanelProps) {
  const headingId = `dashboard-${slug(title)}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} bg="page.panel">
      <Card.Header pb="0">
        <Heading as="h2" id={headingId} fontSize="lg" color="brand.fg">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3" pt="3">
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export interface PanelLinkProps {
  to: string;
  children: ReactNode;
  /** The quieter look, for a panel's secondary action. */
  outline?: boolean;
}

/** A panel's call to action: a small button-styled link to a page of the app. */
export function PanelLink({ to, children, outline = false }: PanelLinkProps) {
  return (
    <Button asChild alignSelf="flex-start" size="sm" variant={outline ? 'outline' : 'solid'}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

export interface OutLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Opens in a new tab, announced as such (another site); mailto links open the mail app. */
  newTab?: boolean;
}

/** A link that leaves the app: another site (a new tab) or the member's e-mail (mailto). */
export function OutLink({ href, children, newTab = true, ...props }: OutLinkProps) {
  return (
    <Link
      href={href}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      color="brand.fg"
      fontWeight="semibold"
      {...props}
    >
      {children}
      {newTab && (
        <>
          <ExternalLink size={14} aria-hidden="true" />
          <VisuallyHidden>{texts.newTab}</VisuallyHidden>
        </>
      )}
    </Link>
  );
}

/** A mailto: address with a subject and body, encoded. */
export const mailto = (address: string, subject?: string, body?: string): string => {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  // URLSearchParams writes spaces as '+', which mail apps show literally.
  const encoded = query.toString().replace(/\+/g, '%20');
  return `mailto:${address}${encoded ? `?${encoded}` : ''}`;
};
