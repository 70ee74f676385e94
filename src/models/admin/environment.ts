import { getEnv, types } from 'mobx-state-tree';
import type { AdminApi } from '@/api/admin';

/**
 * What an AdminStore gets from whoever creates it (the admin layout, a story, a test): the
 * operators' api over the member api's client, and the clock of waiting times.
 */
export interface AdminStoreEnv {
  readonly api: AdminApi;
  readonly now?: () => Date;
}

/** Gives an operator store `self.env` (composed first, as WithEnv in the member stores). */
export const WithAdminEnv = types.model('WithAdminEnv', {}).views((self) => ({
  get env(): AdminStoreEnv {
    return getEnv<AdminStoreEnv>(self);
  },
}));
