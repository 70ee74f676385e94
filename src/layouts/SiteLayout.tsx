import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from '@/components/layout/Footer';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';
import { config } from '@/lib/config';

/** The site layout of spec 2: top navigation, the page, and the footer. */
export function SiteLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteNavigation />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      <Footer
        contactEmail={config.contactEmail}
        socialLinks={config.socialLinks}
        year={new Date().getFullYear()}
      />
    </Flex>
  );
}
