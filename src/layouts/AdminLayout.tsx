import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminNavigation } from '@/components/admin/AdminNavigation';
import { adminTexts } from '@/components/admin/texts';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { AdminStoreProvider, useAdminStores } from '@/models/admin/AdminStoreProvider';
import { SecondFactorGate } from '@/components/admin/secondFactor/SecondFactorGate';

/**
 * The operator screens' layout (/admin/…, a lazy chunk of its own): the product's top navigation
 * stays above (the route sits in the basic layout), the operator navigation beside the page. It
 * makes the operator stores, so none of their code is in a member's first load.
 */
export function AdminLayout() {
  return (
    <AdminStoreProvider>
      <AdminFrame />
    </AdminStoreProvider>
  );
}

const AdminFrame = observer(function AdminFrame() {
  const admin = useAdminStores();
  const { pathname } = useLocation();

  const passed = admin.secondFactor.passed;

  // The queues' counts follow the operator's work: read again on every operator page.
  useEffect(() => {
    if (passed) void admin.loadWaiting().catch(() => undefined);
  }, [admin, pathname, passed]);

  return (
    <SecondFactorGate store={admin.secondFactor}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-start' }}
        gap={{ base: '0', md: '8' }}
        maxW="7xl"
        mx="auto"
        w="full"
        px={{ base: '0', md: '6' }}
        py={{ base: '0', md: '8' }}
      >
        <AdminNavigation counts={admin.waiting} />
        <Box flex="1" minW="0">
          <Suspense fallback={<PageSpinner label={adminTexts.loading} />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </SecondFactorGate>
  );
});
