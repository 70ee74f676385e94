import { createContext, type ReactNode, useContext } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export interface StoresProviderProps {
  store: RootStore;
  children: ReactNode;
}

export function StoresProvider({ store, children }: StoresProviderProps) {
  return <StoresContext.Provider value={store}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoresContext);
  if (!store) throw new Error('useStores() needs a <StoresProvider> above it.');
  return store;
}
