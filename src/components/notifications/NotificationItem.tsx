import { Box, Circle, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Check, FileText, Megaphone, ShieldCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import type { Notification } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { describeNotification, timeAgo } from './describe';
import { InvitationButtons } from './InvitationButtons';
import { notificationTexts as texts } from './texts';

export interface NotificationItemProps {
  notification: Notification;
  /** The panel's smaller rows. */
  compact?: boolean;
  /** After its link was followed (the panel closes). */
  onOpen?: () => void;
}

const KIND_ICONS = {
  testimonial_waiting: FileText,
  post_decided: Megaphone,
  check_decided: ShieldCheck,
} as const;

function KindIcon({ notification, size }: { notification: Notification; size: number }) {
  if (notification.actor) return <MemberAvatar member={notification.actor} size={size} />;
  const Icon = KIND_ICONS[notification.kind as keyof typeof KIND_ICONS] ?? FileText;
  return (
    <Circle size={`${size}px`} flexShrink={0} bg="brand.muted" color="brand.fg" aria-hidden="true">
      <Icon size={size / 2} />
    </Circle>
  );
}

/** What an answered (or withdrawn) invitation says in place of its buttons. */
const invitationOutcome = (status: unknown) =>
  status === 'accepted' ? texts.accepted : status === 'declined' ? texts.declined : texts.closed;

/**
 * One notification: who, what and when, linked to its subject; opening it marks it read. An
 * unread one is tinted and says so, with its own Mark as read. A team invitation still pending
 * carries Accept and Decline; once answered it says so.
 */
export const NotificationItem = observer(function NotificationItem({
  notification,
  compact = false,
  onOpen,
}: NotificationItemProps) {
  const { notifications, me, team, toasts } = useStores();
  const { id, kind, actor, readAt, data } = notification;
  const view = describeNotification(notification, me.user?.id);
  const unread = readAt === null;
  const marking = notifications.ops.markRead.get(id);

  const markRead = () =>
    notifications.markRead(id).catch((error: unknown) => {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    });

  const invitation = kind === 'team_invitation' && actor;
  // Answered elsewhere since the list loaded (the team page, the profile): the line follows.
  const known = invitation ? team.invitationFrom(actor.id)?.status : undefined;
  const status =
    data.status === 'pending' && known && known !== 'PENDING' ? known.toLowerCase() : data.status;
  const avatarSize = compact ? 36 : 44;

  return (
    <HStack
      align="flex-start"
      gap="3"
      px={compact ? '3' : '4'}
      py="3"
      bg={unread ? 'brand.subtle' : undefined}
      borderRadius={compact ? undefined : 'md'}
    >
      <KindIcon notification={notification} size={avatarSize} />
      <Stack gap="1" flex="1" minW="0">
        <Text fontSize={compact ? 'sm' : 'md'} fontWeight={unread ? 'semibold' : 'normal'}>
          {view.to ? (
            <Link asChild color="fg" textDecoration="none" _hover={{ textDecoration: 'underline' }}>
              <RouterLink
                to={view.to}
                onClick={() => {
                  if (unread) void markRead();
                  onOpen?.();
                }}
              >
                {view.text}
              </RouterLink>
            </Link>
          ) : (
            view.text
          )}
        </Text>
        <HStack gap="2" fontSize="xs" color="fg.muted">
          {unread && (
            <>
              <Box as="span" w="2" h="2" borderRadius="full" bg="brand.solid" aria-hidden="true" />
              <Text as="span" srOnly>
                {texts.unread}
              </Text>
            </>
          )}
          <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt)}</time>
        </HStack>
        {invitation &&
          (status === 'pending' ? (
            <Box pt="1">
              <InvitationButtons
                ownerId={actor.id}
                ownerName={`${actor.firstName} ${actor.lastName}`.trim()}
                size="xs"
                onAnswered={(status) => {
                  notifications.setInvitationStatus(id, status);
                  if (unread) void markRead();
                }}
              />
            </Box>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {invitationOutcome(status)}
            </Text>
          ))}
      </Stack>
      {unread && (
        <IconButton
          aria-label={texts.markReadOf(view.text)}
          title={texts.markRead}
          variant="ghost"
          size="xs"
          loading={marking.isPending}
          onClick={() => void markRead()}
        >
          <Check />
        </IconButton>
      )}
    </HStack>
  );
});
