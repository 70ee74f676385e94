import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '@/models/StoresProvider';
import { showContentAlerts } from './seenAlerts';

/**
 * The content service's alerts for the signed-in member, as toasts with their status, once
 * each (./seenAlerts). Renders nothing itself; when the alerts cannot be loaded the page goes
 * on without them (their load operation keeps the failure).
 */
export const ContentAlerts = observer(function ContentAlerts() {
  const { content, toasts, me } = useStores();
  const memberId = me.user?.id;

  useEffect(() => {
    if (memberId === undefined) return;
    let active = true;
    content.load('alerts').then(
      (alerts) => {
        if (active) showContentAlerts({ toasts, storage: content.env.storage, memberId, alerts });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [content, toasts, memberId]);

  return null;
});

// The layout imports it lazily (members only): a default export keeps that import short.
export default ContentAlerts;
