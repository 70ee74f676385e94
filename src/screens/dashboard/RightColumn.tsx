import {
  Button,
  HStack,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { professionLabels, type LiveEvent, type ProfileCard } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { Panel, PanelLink } from './Panel';
import { dashboardTexts as texts } from './texts';

const AVATAR = 48;
const SKELETONS = 3;

/** A featured member, compact enough for three to fit the sticky column. */
function FeaturedCard({ member }: { member: ProfileCard }) {
  const place = [member.city, member.region].filter(Boolean).join(', ');
  return (
    <LinkBox asChild>
      <HStack
        as="li"
        gap="3"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        bg="page.panel"
        _hover={{ borderColor: 'brand.border' }}
        _focusWithin={{ borderColor: 'brand.border' }}
      >
        <MemberAvatar member={member} size={AVATAR} />
        <Stack gap="0" minW="0">
          <LinkOverlay
            asChild
            fontWeight="semibold"
            color="brand.fg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <RouterLink to={`/profile/${member.id}`}>{fullName(member)}</RouterLink>
          </LinkOverlay>
          {member.profession && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {professionLabels[member.profession]}
            </Text>
          )}
          {place && (
            <Text fontSize="sm" color="fg.muted" truncate>
              {place}
            </Text>
          )}
        </Stack>
      </HStack>
    </LinkBox>
  );
}

function RowsSkeleton({ label, avatar }: { label: string; avatar?: boolean }) {
  return (
    <Stack gap="3" aria-busy="true">
      <Text srOnly>{label}</Text>
      {Array.from({ length: SKELETONS }, (_, index) => (
        <HStack key={index} gap="3" aria-hidden="true">
          {avatar && <SkeletonCircle size={`${AVATAR}px`} />}
          <Stack gap="2" flex="1">
            <Skeleton height="4" width="70%" />
            <Skeleton height="3" width="45%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function Failure({ error }: { error: unknown }) {
  return <Text role="alert">{errorMessage(error, 'load')}</Text>;
}

/** Featured members: ids from the content service, each member fetched by id (spec 2). */
const FeaturedMembers = observer(function FeaturedMembers() {
  const { profiles } = useStores();
  const { loadFeatured } = profiles.ops;
  const cards = profiles.featured;

  useEffect(() => {
    void profiles.loadFeatured().catch(() => undefined);
  }, [profiles]);

  // Cards already shown stay while a later visit refreshes them.
  if (cards.length === 0 && loadFeatured.isFailed) return <Failure error={loadFeatured.error} />;
  if (cards.length === 0 && !loadFeatured.isDone) {
    return <RowsSkeleton label={texts.featured.loading} avatar />;
  }
  if (cards.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={texts.featured.title}>
      {cards.map((member) => (
        <FeaturedCard key={member.id} member={member} />
      ))}
    </Stack>
  );
});

function EventRow({ event }: { event: LiveEvent }) {
  const action = event.buttontext ?? texts.events.action;
  return (
    <HStack as="li" gap="3" justify="space-between">
      <Text fontWeight="medium">{event.name}</Text>
      {event.url && (
        <Button asChild size="sm" variant="outline" flexShrink={0}>
          <a
            href={event.url}
            target="_blank"
            rel="noopener noreferrer"
            // Starts with the visible text; the event's name tells three Registers apart.
            aria-label={texts.events.link(action, event.name ?? '')}
          >
            {action}
          </a>
        </Button>
      )}
    </HStack>
  );
}

/** 'Join live events!' with each event's link (content liveEvents). */
const LiveEvents = observer(function LiveEvents() {
  const { content } = useStores();
  const load = content.ops.load.get('liveEvents');
  const events = content.get('liveEvents');

  useEffect(() => {
    void content.load('liveEvents').catch(() => undefined);
  }, [content]);

  if (!events && load.isFailed) return <Failure error={load.error} />;
  if (!events) return <RowsSkeleton label={texts.events.loading} />;
  if (events.length === 0) return <Text color="fg.muted">{texts.events.empty}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {events.map((doc) => (
        <EventRow key={doc.id} event={doc.data} />
      ))}
    </Stack>
  );
});

/**
 * The dashboard's right column (spec 2): 'Search the Community' with Find people and the
 * featured members, then 'Join live events!'.
 */
export function RightColumn() {
  return (
    <Stack gap="5">
      <Panel title={texts.search.title}>
        <Text color="fg.muted">{texts.search.body}</Text>
        <PanelLink to="/community">{texts.search.action}</PanelLink>
        <FeaturedMembers />
      </Panel>
      <Panel title={texts.events.title}>
        <LiveEvents />
      </Panel>
    </Stack>
  );
}
