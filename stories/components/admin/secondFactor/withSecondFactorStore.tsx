import { Box } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { createAdminStore } from '@/models/admin/AdminStore';
import { adminEnvOf } from '@/models/admin/AdminStoreProvider';
import type { SecondFactorStore } from '@/models/admin/SecondFactorStore';
import { useStores } from '@/models/StoresProvider';

// The second factor's components (src/components/admin/secondFactor) on their own: a store made
// over the story's member api, as the admin layout makes it, against the mock db's factor.

export function WithSecondFactorStore({
  children,
}: {
  children: (store: SecondFactorStore) => ReactNode;
}) {
  const root = useStores();
  const [store] = useState(() => createAdminStore(adminEnvOf(root)).secondFactor);
  return (
    <Box maxW="3xl" mx="auto" w="full" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {children(store)}
    </Box>
  );
}
