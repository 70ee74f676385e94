import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface TextLinkProps {
  to: string;
  children: ReactNode;
}

/** An in-app link inside running text (auth screens, the settings hub). */
export function TextLink({ to, children }: TextLinkProps) {
  return (
    <Link
      asChild
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
