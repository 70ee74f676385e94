import { getEnv } from 'mobx-state-tree';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createAdminApi } from '@/api/admin';
import type { RootStoreEnv } from '../environment';
import type { RootStore } from '../RootStore';
import { useStores } from '../StoresProvider';
import { type AdminStore, createAdminStore } from './AdminStore';
import type { AdminStoreEnv } from './environment';

const AdminStoreContext = createContext<AdminStore | null>(null);

/** The operators' env over the member store's own api client: same session, same refresh. */
export function adminEnvOf(root: RootStore): AdminStoreEnv {
  const env = getEnv<RootStoreEnv>(root);
  return { api: createAdminApi(env.api.client), now: env.now };
}

export interface AdminStoreProviderProps {
  /** A store made elsewhere (a test); otherwise one is made over the RootStore's api. */
  store?: AdminStore;
  children: ReactNode;
}

/** Makes the operator stores when the admin layout mounts; they live as long as it does. */
export function AdminStoreProvider({ store, children }: AdminStoreProviderProps) {
  const root = useStores();
  const [admin] = useState(() => store ?? createAdminStore(adminEnvOf(root)));
  return <AdminStoreContext.Provider value={admin}>{children}</AdminStoreContext.Provider>;
}

/** The operator stores: `const { reviews, audit } = useAdminStores()`. */
export function useAdminStores(): AdminStore {
  const store = useContext(AdminStoreContext);
  if (!store) throw new Error('useAdminStores() needs an <AdminStoreProvider> above it.');
  return store;
}
