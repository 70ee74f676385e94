import {
  Button,
  Card,
  Heading,
  HStack,
  Link,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { professionLabels, type ProfileCard } from '@/contract';
import { listingTexts } from './listingTexts';
import { fullName, MemberAvatar } from './MemberAvatar';
import { StatusBadge } from './StatusBadge';
import { widgetTexts as texts } from './widgetTexts';

/** Spec 9: a widget shows at most 3 entries. */
export const WIDGET_MAX = 3;
const AVATAR_SIZE = 40;

export interface WidgetRow {
  key: number;
  member: ProfileCard;
  /** Shown after the name, e.g. a PENDING badge. */
  badge?: ReactNode;
}

export interface MemberWidgetProps {
  title: string;
  /** Undefined while loading. */
  rows: WidgetRow[] | undefined;
  failure?: string;
  /** Where 'View more' leads. */
  moreTo: string;
  empty: ReactNode;
}

/**
 * A dashboard card listing the first three members of a list, with 'View more'. A member no
 * longer listed shows without a link, muted, with a badge saying so.
 */
export function MemberWidget({ title, rows, failure, moreTo, empty }: MemberWidgetProps) {
  const headingId = `widget-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} bg="page.panel">
      <Card.Header>
        <Heading as="h2" id={headingId} fontSize="xl">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        {failure ? (
          <Text role="alert">{failure}</Text>
        ) : !rows ? (
          <Stack gap="3" aria-busy="true">
            <Text srOnly>{texts.loading}</Text>
            {Array.from({ length: WIDGET_MAX }, (_, index) => (
              <HStack key={index} gap="3" aria-hidden="true">
                <SkeletonCircle size={`${AVATAR_SIZE}px`} />
                <Stack gap="1" flex="1">
                  <Skeleton height="4" width="60%" />
                  <Skeleton height="3" width="40%" />
                </Stack>
              </HStack>
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          empty
        ) : (
          <>
            <Stack as="ul" gap="3" listStyleType="none">
              {rows.slice(0, WIDGET_MAX).map(({ key, member, badge }) => (
                <HStack as="li" key={key} gap="3">
                  <MemberAvatar member={member} size={AVATAR_SIZE} />
                  <Stack gap="0" flex="1" minW="0">
                    <HStack gap="2" flexWrap="wrap">
                      {member.listed ? (
                        <Link asChild fontWeight="semibold">
                          <RouterLink to={`/profile/${member.id}`}>{fullName(member)}</RouterLink>
                        </Link>
                      ) : (
                        // Unpublished since: no link to a profile that answers not found.
                        <Text fontWeight="semibold" color="fg.muted">
                          {fullName(member)}
                        </Text>
                      )}
                      {badge}
                      {!member.listed && (
                        <StatusBadge status="unlisted">{listingTexts.noLongerListed}</StatusBadge>
                      )}
                    </HStack>
                    {member.profession && (
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {professionLabels[member.profession]}
                      </Text>
                    )}
                  </Stack>
                </HStack>
              ))}
            </Stack>
            <Link asChild alignSelf="flex-start" fontWeight="semibold" color="brand.fg">
              <RouterLink to={moreTo}>{texts.viewMore}</RouterLink>
            </Link>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export interface WidgetEmptyProps {
  text: string;
  /** A Search button to /community. */
  search?: boolean;
}

export function WidgetEmpty({ text, search }: WidgetEmptyProps) {
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">{text}</Text>
      {search && (
        <Button asChild size="sm">
          <RouterLink to="/community">{texts.search}</RouterLink>
        </Button>
      )}
    </Stack>
  );
}
