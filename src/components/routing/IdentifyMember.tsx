import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { analytics } from '@/lib/analytics';
import { useStores } from '@/models/StoresProvider';

/**
 * Tells analytics who the signed-in member is, once per member (spec 7: identify calls), and
 * forgets them when the session ends (logout, or a session the server ended), so that what the
 * next visitor of this browser does is not counted as theirs.
 */
export const IdentifyMember = observer(function IdentifyMember() {
  const { session, me } = useStores();
  const signedIn = session.isLoggedIn;
  const id = signedIn ? me.user?.id : undefined;
  const identified = useRef(false);
  useEffect(() => {
    if (id === undefined) return;
    analytics.identify(id);
    identified.current = true;
  }, [id]);
  useEffect(() => {
    if (signedIn || !identified.current) return;
    analytics.reset();
    identified.current = false;
  }, [signedIn]);
  return null;
});
