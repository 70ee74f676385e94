import { Box, HStack, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@/contract';
import { NotificationItem } from './NotificationItem';
import { notificationTexts as texts } from './texts';

export interface NotificationListProps {
  items: readonly Notification[];
  compact?: boolean;
  onOpen?: () => void;
}

/** The notifications as a list, newest first, a line between each. */
export function NotificationList({ items, compact = false, onOpen }: NotificationListProps) {
  return (
    <Stack as="ul" aria-label={texts.list} listStyleType="none" gap={compact ? '0' : '1'}>
      {items.map((notification) => (
        <Box as="li" key={notification.id} _notLast={compact ? { borderBottomWidth: '1px' } : {}}>
          <NotificationItem notification={notification} compact={compact} onOpen={onOpen} />
        </Box>
      ))}
    </Stack>
  );
}

export interface NotificationSkeletonsProps {
  count: number;
  compact?: boolean;
}

/** Rows in the shape of notifications while they load; the label tells a screen reader. */
export function NotificationSkeletons({ count, compact = false }: NotificationSkeletonsProps) {
  return (
    <Stack gap="1" aria-busy="true" px={compact ? '3' : '4'} py="3">
      <Text srOnly>{texts.loading}</Text>
      {Array.from({ length: count }, (_, index) => (
        <HStack key={index} align="flex-start" gap="3" py="2">
          <SkeletonCircle size={compact ? '9' : '11'} />
          <Stack flex="1" gap="2">
            <Skeleton height="4" width={index % 2 === 0 ? '90%' : '70%'} />
            <Skeleton height="3" width="20" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
