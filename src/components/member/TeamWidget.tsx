import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { MemberWidget, WidgetEmpty } from './MemberWidget';
import { StatusBadge } from './StatusBadge';
import { widgetTexts as texts } from './widgetTexts';

/** The dashboard's Professional team widget: my team's first 3, 'View more' to /team/{myId}. */
export const TeamWidget = observer(function TeamWidget() {
  const { me, team } = useStores();
  const teamId = me.user?.id;

  useEffect(() => {
    void team.load().catch(() => undefined);
  }, [team]);

  const { load } = team.ops;
  return (
    <MemberWidget
      title={texts.team}
      rows={
        team.loaded
          ? team.members.map((entry) => ({
              key: entry.id,
              member: entry.profile,
              badge: entry.status === 'PENDING' && (
                <StatusBadge status="pending">{texts.pending}</StatusBadge>
              ),
            }))
          : undefined
      }
      failure={load.isFailed ? errorMessage(load.error, 'load') : undefined}
      moreTo={`/team/${teamId ?? ''}`}
      empty={<WidgetEmpty text={texts.teamEmpty} search />}
    />
  );
});
