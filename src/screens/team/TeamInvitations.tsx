import { Button, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { InvitationButtons } from '@/components/notifications/InvitationButtons';
import type { ProfileCard } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import type { TeamEntry } from '@/models/TeamStore';
import { teamTexts as texts } from './texts';

interface PersonProps {
  member: ProfileCard;
  children: React.ReactNode;
}

/** One invitation's row: the other member (linked while listed) and its buttons. */
function InvitationRow({ member, children }: PersonProps) {
  const name = fullName(member);
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'flex-start', sm: 'center' }}
      justify="space-between"
      gap="3"
      px="4"
      py="3"
      _notLast={{ borderBottomWidth: '1px' }}
    >
      <HStack gap="3" minW="0">
        <MemberAvatar member={member} size={40} />
        {member.listed ? (
          <Link asChild fontWeight="semibold" color="fg">
            <RouterLink to={`/profile/${member.id}`}>{name}</RouterLink>
          </Link>
        ) : (
          <Text fontWeight="semibold">{name}</Text>
        )}
      </HStack>
      {children}
    </Stack>
  );
}

interface SectionProps {
  id: string;
  title: string;
  children: React.ReactNode;
}

function Section({ id, title, children }: SectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} fontSize="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const listStyle = { listStyleType: 'none', borderWidth: '1px', borderRadius: 'md', gap: '0' };

/**
 * My team page's invitations (issue 23 "Invitations have a home"): those I received and have
 * not answered, with Accept and Decline, and those I sent that wait for an answer, each with
 * Cancel (the owner's remove, after confirming).
 */
export const TeamInvitations = observer(function TeamInvitations() {
  const { team, toasts } = useStores();
  const [cancelling, setCancelling] = useState<TeamEntry>();
  const received = team.invitations;
  const sent = team.loaded ? team.members.filter((entry) => entry.status === 'PENDING') : undefined;

  useEffect(() => {
    void team.loadInvitations().catch(() => undefined);
  }, [team]);

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await team.remove(cancelling.memberId);
      setCancelling(undefined);
    } catch (error) {
      toasts.show({ text: errorMessage(error), status: 'danger' });
    }
  };

  return (
    <Stack gap="8">
      <Section id="invitations-received" title={texts.received}>
        {team.ops.loadInvitations.isFailed && !received ? (
          <HStack gap="3">
            <Text role="alert">{errorMessage(team.ops.loadInvitations.error, 'load')}</Text>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void team.loadInvitations().catch(() => undefined)}
            >
              {texts.retry}
            </Button>
          </HStack>
        ) : !received ? (
          <Skeleton height="16" aria-busy="true" />
        ) : received.length === 0 ? (
          <Text color="fg.muted">{texts.noneReceived}</Text>
        ) : (
          <Stack as="ul" aria-label={texts.received} {...listStyle}>
            {received.map((invitation) => (
              <InvitationRow key={invitation.id} member={invitation.owner}>
                <InvitationButtons
                  ownerId={invitation.ownerUserId}
                  ownerName={fullName(invitation.owner)}
                />
              </InvitationRow>
            ))}
          </Stack>
        )}
      </Section>

      <Section id="invitations-sent" title={texts.sent}>
        {!sent ? (
          <Skeleton height="16" aria-busy="true" />
        ) : sent.length === 0 ? (
          <Text color="fg.muted">{texts.noneSent}</Text>
        ) : (
          <Stack as="ul" aria-label={texts.sent} {...listStyle}>
            {sent.map((entry) => (
              <InvitationRow key={entry.id} member={entry.profile}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={texts.cancelInvitationOf(fullName(entry.profile))}
                  loading={team.ops.remove.get(entry.memberId).isPending}
                  loadingText={texts.cancelInvitation}
                  onClick={() => setCancelling(entry)}
                >
                  {texts.cancelInvitation}
                </Button>
              </InvitationRow>
            ))}
          </Stack>
        )}
      </Section>

      <ConfirmDialog
        open={cancelling !== undefined}
        title={texts.cancelTitle}
        body={cancelling ? texts.cancelBody(fullName(cancelling.profile)) : ''}
        confirmLabel={texts.cancelConfirm}
        cancelLabel={texts.keepInvitation}
        pending={cancelling !== undefined && team.ops.remove.get(cancelling.memberId).isPending}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(undefined)}
      />
    </Stack>
  );
});
