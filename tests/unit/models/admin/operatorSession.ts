import { DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_ID } from '@demo/community';
import { createAdminStore } from '@/models/admin/AdminStore';
import { adminEnvOf } from '@/models/admin/AdminStoreProvider';
import { DEMO_PASSWORD } from '@mocks/factories';
import { createTestStore } from '../../helpers';

export const OPERATOR_ID = DEMO_OPERATOR_ID;

/** A RootStore signed in as `email` and the AdminStore over its api client. */
export async function memberAdminStore(email: string, { signedIn = true } = {}) {
  const root = createTestStore();
  if (signedIn) await root.session.login({ email, password: DEMO_PASSWORD });
  const admin = createAdminStore(adminEnvOf(root));
  return { root, admin };
}

/** The demo operator's AdminStore (or an anonymous one). */
export async function operatorStore({ signedIn = true } = {}) {
  const { admin } = await memberAdminStore(DEMO_OPERATOR_EMAIL, { signedIn });
  return admin;
}
