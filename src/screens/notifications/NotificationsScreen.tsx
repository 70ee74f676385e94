import { Button, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import {
  NotificationList,
  NotificationSkeletons,
} from '@/components/notifications/NotificationList';
import { notificationTexts } from '@/components/notifications/texts';
import { useStores } from '@/models/StoresProvider';
import { PreferencesForm } from './PreferencesForm';
import { notificationsScreenTexts as texts } from './texts';

const SKELETONS = 5;

/**
 * /notifications (issue 23, docs/architecture.md "Notifications and background jobs"): every
 * notification, newest first, a page at a time (Show more), each opening its subject and
 * marked read as it opens; Mark all read; and the member's e-mail preferences below.
 */
export const NotificationsScreen = observer(function NotificationsScreen() {
  const { notifications, toasts } = useStores();
  const { load, loadMore, markAllRead } = notifications.ops;

  useEffect(() => {
    void notifications.load().catch(() => undefined);
  }, [notifications]);

  const report = (error: unknown) => toasts.show({ text: errorMessage(error), status: 'danger' });
  const retry = () => void notifications.load().catch(() => undefined);

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Stack gap="4">
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
              {texts.title}
            </Heading>
            {notifications.loaded && notifications.items.length > 0 && (
              <Button
                variant="outline"
                size="sm"
                loading={markAllRead.isPending}
                loadingText={texts.markAllRead}
                disabled={notifications.unread === 0}
                onClick={() => void notifications.markAllRead().catch(report)}
              >
                {texts.markAllRead}
              </Button>
            )}
          </HStack>

          {load.isFailed && !notifications.loaded ? (
            <Stack align="flex-start" gap="3">
              <Text role="alert">{errorMessage(load.error, 'load')}</Text>
              <Button variant="outline" size="sm" onClick={retry}>
                {texts.retry}
              </Button>
            </Stack>
          ) : !notifications.loaded ? (
            <NotificationSkeletons count={SKELETONS} />
          ) : notifications.items.length === 0 ? (
            <Stack gap="1" py="10" textAlign="center" borderWidth="1px" borderRadius="md">
              <Text fontWeight="semibold">{notificationTexts.empty}</Text>
              <Text color="fg.muted">{notificationTexts.emptyHint}</Text>
            </Stack>
          ) : (
            <Stack gap="4">
              <NotificationList items={notifications.items} />
              <Stack align="center" gap="2">
                <Text fontSize="sm" color="fg.muted">
                  {texts.count(notifications.items.length, notifications.total)}
                </Text>
                {loadMore.isFailed && <Text role="alert">{texts.failedMore}</Text>}
                {notifications.hasMore && (
                  <Button
                    variant="outline"
                    loading={loadMore.isPending}
                    loadingText={notificationTexts.showMore}
                    onClick={() => void notifications.loadMore().catch(() => undefined)}
                  >
                    {notificationTexts.showMore}
                  </Button>
                )}
              </Stack>
            </Stack>
          )}
        </Stack>

        <Separator />
        <PreferencesForm />
      </Stack>
    </Container>
  );
});
