import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';

export interface BasicLayoutProps {
  /** Below the page; the site layout puts its footer here. */
  footer?: ReactNode;
}

/** The default/basic layout: top navigation and the page, no footer (focused tasks). */
export function BasicLayout({ footer }: BasicLayoutProps) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteNavigation />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      {footer}
    </Flex>
  );
}
