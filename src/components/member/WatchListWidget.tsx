import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { MemberWidget, WidgetEmpty } from './MemberWidget';
import { widgetTexts as texts } from './widgetTexts';

/** The dashboard's Watch list widget: the first 3 watched members, 'View more' to /watch-list. */
export const WatchListWidget = observer(function WatchListWidget() {
  const { watch } = useStores();

  useEffect(() => {
    void watch.load().catch(() => undefined);
  }, [watch]);

  const { load } = watch.ops;
  return (
    <MemberWidget
      title={texts.watch}
      rows={
        watch.loaded
          ? watch.list.map((item) => ({ key: item.id, member: item.profile }))
          : undefined
      }
      failure={load.isFailed ? errorMessage(load.error, 'load') : undefined}
      moreTo="/watch-list"
      empty={<WidgetEmpty text={texts.watchEmpty} search />}
    />
  );
});
