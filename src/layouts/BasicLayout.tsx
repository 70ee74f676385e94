import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteNavigation } from '@/components/navigation/SiteNavigation';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/navigation/SkipLink';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { useStores } from '@/models/StoresProvider';

// Only a member whose address is not verified yet sees the banner: its code is fetched then.
const VerificationBanner = lazyChunk(
  async () => (await import('@/components/account/VerificationBanner')).VerificationBanner,
);

/** The banner's place above every page, for a signed-in member with an unverified address. */
const VerificationNotice = observer(function VerificationNotice() {
  const { session, me } = useStores();
  if (!session.isLoggedIn || !me.user || me.user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerificationBanner />
    </Suspense>
  );
});

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
      <VerificationNotice />
      <Box as="main" id={MAIN_CONTENT_ID} flex="1" tabIndex={-1} outline="none">
        <Outlet />
      </Box>
      {footer}
    </Flex>
  );
}
