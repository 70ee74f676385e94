import { Box, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { bellTexts as texts } from '@/components/notifications/bellTexts';
import { useStores } from '@/models/StoresProvider';

// The list is fetched, and its code loaded, only when the panel first opens: the bell itself
// is a count from one small request (GET /v1/notifications/unread).
const NotificationsPanel = lazyChunk(
  async () => (await import('@/components/notifications/NotificationsPanel')).NotificationsPanel,
);

/**
 * The bell of the signed-in navigation: the unread count (kept fresh while it shows: on mount,
 * on focus, every minute while the tab is visible), and the panel it opens. The panel closes on
 * Escape (focus back on the bell), on a click outside it and on any route change.
 */
export const NotificationBell = observer(function NotificationBell() {
  const { notifications } = useStores();
  const location = useLocation();
  // Open at the location it was opened at, so a navigation closes it without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = notifications.unread;

  useEffect(() => notifications.watchUnread(), [notifications]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenedAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <Box
      ref={wrapper}
      position={{ md: 'relative' }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenedAt(null);
        button.current?.focus();
      }}
    >
      <IconButton
        ref={button}
        variant="ghost"
        position="relative"
        aria-label={texts.bell(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenedAt(open ? null : location.key)}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="0.5"
            insetEnd="0"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="red.solid"
            color="red.contrast"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1.25rem"
            textAlign="center"
          >
            {texts.badge(unread)}
          </Box>
        )}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel id={panelId} onClose={() => setOpenedAt(null)} />
        </Suspense>
      )}
    </Box>
  );
});
