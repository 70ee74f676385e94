import {
  Button,
  Container,
  HStack,
  Heading,
  IconButton,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { X } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/errors';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { AvatarStack } from '@/components/member/AvatarStack';
import { fullName } from '@/components/member/MemberAvatar';
import { MemberCard, MemberCardSkeleton } from '@/components/member/MemberCard';
import { StatusBadge } from '@/components/member/StatusBadge';
import { NotFoundScreen } from '@/components/routing/NotFoundScreen';
import { useStores } from '@/models/StoresProvider';
import type { TeamEntry } from '@/models/TeamStore';
import { TeamInvitations } from './TeamInvitations';
import { teamTexts as texts } from './texts';

const SKELETONS = 3;

const parseId = (value: string | undefined): number | undefined =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/** A missing or hidden member, or an id the API refuses: the not-found view (spec 8). */
const isMissing = (error: unknown) =>
  isApiError(error) && (error.isNotFound || error.status === 400);

/** Spec 2 /team/{id}: a member's professional team; open to all. */
export function TeamScreen() {
  const ownerId = parseId(useParams().id);
  if (ownerId === undefined) return <NotFoundScreen />;
  return <Team key={ownerId} ownerId={ownerId} />;
}

interface TeamProps {
  ownerId: number;
}

const Team = observer(function Team({ ownerId }: TeamProps) {
  const { me, team, profiles, toasts } = useStores();
  const myId = me.user?.id;
  const mine = myId === ownerId;
  const [removing, setRemoving] = useState<TeamEntry>();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const ignore = () => undefined;
    if (mine) {
      void team.load().catch(ignore);
    } else {
      void team.loadTeamOf(ownerId).catch(ignore);
      void profiles.load(ownerId).catch(ignore);
    }
  }, [mine, ownerId, team, profiles]);

  const load = mine ? team.ops.load : team.ops.loadTeamOf.get(ownerId);
  const profileLoad = profiles.ops.load.get(ownerId);
  const owner = mine ? undefined : profiles.profile(ownerId);
  const entries = mine ? (team.loaded ? team.members : undefined) : team.teamOf(ownerId);

  if (!mine && (isMissing(load.error) || isMissing(profileLoad.error))) return <NotFoundScreen />;

  const title = mine ? texts.mine : owner && texts.theirs(owner.firstName);
  const failure = load.isFailed
    ? load.error
    : !mine && profileLoad.isFailed
      ? profileLoad.error
      : undefined;
  const isMember =
    !mine &&
    myId !== undefined &&
    (entries ?? []).some((entry) => entry.memberId === myId && entry.status === 'ACCEPTED');

  const report = (error: unknown) => toasts.show({ text: errorMessage(error), status: 'danger' });

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await team.remove(removing.memberId);
      setRemoving(undefined);
    } catch (error) {
      report(error);
    }
  };

  const confirmLeave = async () => {
    try {
      await team.leave(ownerId);
      setLeaving(false);
    } catch (error) {
      report(error);
    }
  };

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
          <Stack gap="4">
            {title ? (
              <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
                {title}
              </Heading>
            ) : (
              !failure && <Skeleton height="10" width="xs" />
            )}
            {entries && (
              <AvatarStack
                members={entries.map((entry) => entry.profile)}
                moreLabel={texts.moreLabel}
              />
            )}
          </Stack>
          {isMember && (
            <Button variant="outline" alignSelf="flex-start" onClick={() => setLeaving(true)}>
              {texts.leave}
            </Button>
          )}
        </Stack>

        {failure ? (
          <Text role="alert">{errorMessage(failure, 'load')}</Text>
        ) : !entries ? (
          <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4" aria-busy="true">
            <Text srOnly>{texts.loading}</Text>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <MemberCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : entries.length === 0 ? (
          <Stack align="center" gap="4" py="12" textAlign="center">
            <Text fontSize="lg">{mine ? texts.emptyMine : texts.emptyTheirs}</Text>
            {mine && (
              <Button asChild>
                <RouterLink to="/community">{texts.search}</RouterLink>
              </Button>
            )}
          </Stack>
        ) : (
          <SimpleGrid
            as="ul"
            aria-label={texts.members}
            listStyleType="none"
            columns={{ base: 2, lg: 3 }}
            gap="4"
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <MemberCard
                  member={entry.profile}
                  actions={
                    mine && (
                      <HStack gap="3">
                        {entry.status === 'PENDING' && (
                          <StatusBadge status="pending">{texts.pending}</StatusBadge>
                        )}
                        <IconButton
                          aria-label={texts.remove(fullName(entry.profile))}
                          variant="ghost"
                          size="sm"
                          loading={team.ops.remove.get(entry.memberId).isPending}
                          onClick={() => setRemoving(entry)}
                        >
                          <X />
                        </IconButton>
                      </HStack>
                    )
                  }
                />
              </li>
            ))}
          </SimpleGrid>
        )}

        {mine && <TeamInvitations />}
      </Stack>

      <ConfirmDialog
        open={removing !== undefined}
        title={texts.removeTitle}
        body={removing ? texts.removeBody(fullName(removing.profile)) : ''}
        confirmLabel={texts.removeConfirm}
        cancelLabel={texts.cancel}
        pending={removing !== undefined && team.ops.remove.get(removing.memberId).isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(undefined)}
      />
      <ConfirmDialog
        open={leaving}
        title={texts.leaveTitle}
        body={owner ? texts.leaveBody(fullName(owner)) : ''}
        confirmLabel={texts.leaveConfirm}
        cancelLabel={texts.cancel}
        pending={team.ops.leave.get(ownerId).isPending}
        onConfirm={() => void confirmLeave()}
        onClose={() => setLeaving(false)}
      />
    </Container>
  );
});
