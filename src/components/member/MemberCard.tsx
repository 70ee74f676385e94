import {
  Card,
  LinkBox,
  LinkOverlay,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { professionLabels, regionNames } from '@/contract';
import type { ProfileCard } from '@/contract/schemas/card';
import { listingTexts } from './listingTexts';
import { fullName, MemberAvatar } from './MemberAvatar';
import { StatusBadge } from './StatusBadge';

// Two cards a row on a phone, so the avatar and the spacing are smaller there.
const AVATAR_SIZE = { base: 64, md: 96 };
// One height for the card and its skeleton, so results replace skeletons without a shift.
const CARD_MIN_HEIGHT = { base: '11rem', md: '15rem' };
const CARD_PADDING = { base: '3', md: '5' };

export interface MemberCardProps {
  member: ProfileCard;
  /** Buttons other screens add below the card's link (team, watch list …). */
  actions?: ReactNode;
  /** Where the card leads; the member's profile by default. */
  to?: string;
  /**
   * Whether a member who is not listed gets the "No longer listed" badge (a member the viewer
   * had listed: teams, watch lists). Off where the member may never have been listed yet (the
   * testimonial page's requester): the card then shows them without a link, and without it.
   */
  unlistedBadge?: boolean;
}

const placeOf = (member: ProfileCard) => [member.city, member.region].filter(Boolean).join(', ');

/**
 * A member's profile card: avatar, name, profession, city and state; the whole card links to
 * /profile/{id} (or `to`). Actions sit outside the link so they stay separate controls. A
 * member no longer listed (`listed: false`) has no link: their name is muted and a badge says
 * why, while the actions (Stop Watching, Remove) still work.
 */
export function MemberCard({
  member,
  actions,
  to = `/profile/${member.id}`,
  unlistedBadge = true,
}: MemberCardProps) {
  const place = placeOf(member);
  const card = (
    <Card.Root
      minH={CARD_MIN_HEIGHT}
      bg="page.panel"
      {...(member.listed && {
        _hover: { borderColor: 'brand.border' },
        _focusWithin: { borderColor: 'brand.border' },
      })}
    >
      <Card.Body alignItems="center" textAlign="center" gap="2" p={CARD_PADDING}>
        <MemberAvatar member={member} size={AVATAR_SIZE} />
        <Text
          fontWeight="semibold"
          fontSize={{ base: 'md', md: 'lg' }}
          lineClamp={2}
          wordBreak="break-word"
          color={member.listed ? undefined : 'fg.muted'}
        >
          {member.listed ? (
            <LinkOverlay
              asChild
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <RouterLink to={to}>{fullName(member)}</RouterLink>
            </LinkOverlay>
          ) : (
            fullName(member)
          )}
        </Text>
        {!member.listed && unlistedBadge && (
          <StatusBadge status="unlisted">{listingTexts.noLongerListed}</StatusBadge>
        )}
        {member.profession && (
          <Text color="fg.muted" fontSize="sm">
            {professionLabels[member.profession]}
          </Text>
        )}
        {place && (
          <Text
            color="fg.muted"
            fontSize="sm"
            title={member.region ? regionNames[member.region] : undefined}
          >
            {place}
          </Text>
        )}
      </Card.Body>
      {actions && (
        // Above the link overlay, so the actions stay their own controls.
        <Card.Footer
          justifyContent="center"
          gap="2"
          px={CARD_PADDING}
          pb={CARD_PADDING}
          position="relative"
          zIndex="1"
        >
          {actions}
        </Card.Footer>
      )}
    </Card.Root>
  );
  return member.listed ? <LinkBox asChild>{card}</LinkBox> : card;
}

/** The card's box while results load. */
export function MemberCardSkeleton() {
  return (
    <Card.Root minH={CARD_MIN_HEIGHT} bg="page.panel" aria-hidden="true">
      <Card.Body alignItems="center" gap="3" p={CARD_PADDING}>
        <SkeletonCircle size={{ base: `${AVATAR_SIZE.base}px`, md: `${AVATAR_SIZE.md}px` }} />
        <Stack gap="2" width="70%" alignItems="center">
          <Skeleton height="5" width="full" />
          <Skeleton height="4" width="80%" />
          <Skeleton height="4" width="60%" />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
