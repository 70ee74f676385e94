import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { NotificationList, NotificationSkeletons } from './NotificationList';
import { notificationTexts as texts } from './texts';

/** The panel shows the latest few; the page (/notifications) all of them. */
export const PANEL_SIZE = 8;

export interface NotificationsPanelProps {
  /** The bell's aria-controls. */
  id: string;
  /** Closes the panel (a link followed, See all). */
  onClose: () => void;
}

/**
 * The bell's panel: the latest notifications with Mark all read, and See all to the centre.
 * It reads the first page each time it opens (the count may have changed since); what was
 * loaded before stays on screen meanwhile. Focus moves into it on open (its heading).
 */
export const NotificationsPanel = observer(function NotificationsPanel({
  id,
  onClose,
}: NotificationsPanelProps) {
  const { notifications, toasts } = useStores();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { load, markAllRead } = notifications.ops;

  useEffect(() => {
    headingRef.current?.focus();
    void notifications.load().catch(() => undefined);
  }, [notifications]);

  const markAll = () =>
    notifications.markAllRead().catch((error: unknown) => {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    });

  const items = notifications.items.slice(0, PANEL_SIZE);

  return (
    <Box
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      position={{ base: 'fixed', md: 'absolute' }}
      top={{ base: '16', md: 'calc(100% + 0.5rem)' }}
      insetStart={{ base: '2', md: 'auto' }}
      insetEnd={{ base: '2', md: '0' }}
      w={{ md: '26rem' }}
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="lg"
      overflow="hidden"
      zIndex="popover"
    >
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} fontSize="md" outline="none">
          {texts.title}
        </Heading>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          loading={markAllRead.isPending}
          loadingText={texts.markAllRead}
          disabled={notifications.unread === 0}
          onClick={() => void markAll()}
        >
          {texts.markAllRead}
        </Button>
      </HStack>
      <Box maxH={{ base: 'calc(100dvh - 10rem)', md: '28rem' }} overflowY="auto">
        {load.isFailed ? (
          <Stack align="flex-start" gap="3" p="4">
            <Text role="alert">{texts.loadFailure}</Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void notifications.load().catch(() => undefined)}
            >
              {texts.retry}
            </Button>
          </Stack>
        ) : !notifications.loaded ? (
          <NotificationSkeletons count={3} compact />
        ) : items.length === 0 ? (
          <Stack gap="1" p="6" textAlign="center">
            <Text fontWeight="semibold">{texts.empty}</Text>
            <Text fontSize="sm" color="fg.muted">
              {texts.emptyHint}
            </Text>
          </Stack>
        ) : (
          <NotificationList items={items} compact onOpen={onClose} />
        )}
      </Box>
      <Box borderTopWidth="1px" px="4" py="3" textAlign="center">
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to="/notifications" onClick={onClose}>
            {texts.seeAll}
          </RouterLink>
        </Link>
      </Box>
    </Box>
  );
});
