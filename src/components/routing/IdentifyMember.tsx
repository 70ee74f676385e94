import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { analytics } from '@/lib/analytics';
import { useStores } from '@/models/StoresProvider';

/** Tells analytics who the signed-in member is, once per member (spec 7: identify calls). */
export const IdentifyMember = observer(function IdentifyMember() {
  const { session } = useStores();
  const id = session.isLoggedIn ? session.user?.id : undefined;
  useEffect(() => {
    if (id !== undefined) analytics.identify(id);
  }, [id]);
  return null;
});
