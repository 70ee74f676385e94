import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { RootStore } from '@/models/RootStore';
import { StoresProvider } from '@/models/StoresProvider';
import { appSystem } from '@/theme';

export interface AppProvidersProps {
  store: RootStore;
  children: ReactNode;
}

/** Every provider a screen needs; the app, each story and each component test use this one. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={appSystem()}>
      <StoresProvider store={store}>{children}</StoresProvider>
    </ChakraProvider>
  );
}
