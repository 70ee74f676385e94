import { chakra, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@/contract';

export interface LogoProps {
  /** Where the logo leads: /dashboard when signed in, otherwise / (spec 2). */
  to: string;
  /** 'light' on dark panels. */
  tone?: 'dark' | 'light';
}

/** The Guildhall mark (a pediment over columns) and word mark, as one home link. */
export function Logo({ to, tone = 'dark' }: LogoProps) {
  return (
    <Link
      asChild
      color={tone === 'dark' ? 'brand.fg' : 'white'}
      fontFamily="heading"
      fontWeight="bold"
      fontSize="xl"
      textDecoration="none"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={to} aria-label={`${PRODUCT_NAME} home`}>
        <HStack gap="2">
          <chakra.svg viewBox="0 0 32 32" boxSize="8" aria-hidden="true" flexShrink={0}>
            <chakra.path d="M16 3 3 10h26L16 3Z" fill="currentColor" />
            <chakra.rect x="6" y="12" width="3" height="12" rx="0.5" fill="currentColor" />
            <chakra.rect x="12.5" y="12" width="3" height="12" rx="0.5" fill="currentColor" />
            <chakra.rect x="19" y="12" width="3" height="12" rx="0.5" fill="currentColor" />
            <chakra.rect x="25" y="12" width="3" height="12" rx="0.5" fill="currentColor" />
            <chakra.rect x="3" y="26" width="26" height="3" rx="0.5" fill="currentColor" />
          </chakra.svg>
          <Text as="span">{PRODUCT_NAME}</Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
