import {
  Box,
  Card,
  HStack,
  Icon,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ResendVerification } from '@/components/account/ResendVerification';
import { StatusBadge } from '@/components/member/StatusBadge';
import { settingsPath } from '../sections';
import { hubTexts } from '../hubTexts';
import { settingsTexts } from '../texts';
import type { CheckEntryStatus, HubEntry } from './hubModel';

export interface SectionListProps {
  entries: HubEntry[];
}

/** The hub's sections, each a card that opens it, with its status when it has one. */
export function SectionList({ entries }: SectionListProps) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" aria-label={hubTexts.sections}>
      {entries.map((entry) => (
        <li key={entry.section}>
          <SectionCard entry={entry} />
        </li>
      ))}
    </Stack>
  );
}

// The background check's badge after submission, as a status of the theme's badge recipe.
const CHECK_BADGES = {
  answerNeeded: 'notice',
  answerSent: 'review',
  inReview: 'review',
  unpublished: 'adverse',
} as const satisfies Record<CheckEntryStatus, string>;

function SectionCard({ entry }: { entry: HubEntry }) {
  const { section, status, disabled, check, waitsFor } = entry;
  const name = settingsTexts.sections[section];
  const description = disabled
    ? waitsFor === 'email'
      ? hubTexts.checkNeedsEmail
      : hubTexts.checkDisabled
    : check
      ? hubTexts.checkDescriptions[check]
      : hubTexts.descriptions[section];
  const body = (
    <HStack gap="4" alignItems="center">
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="3" flexWrap="wrap">
          {disabled ? (
            <Text fontWeight="semibold" fontSize="lg">
              {name}
            </Text>
          ) : (
            <LinkOverlay asChild fontWeight="semibold" fontSize="lg" color="brand.fg">
              <RouterLink to={settingsPath(section)}>{name}</RouterLink>
            </LinkOverlay>
          )}
          {status && (
            <StatusBadge status={status}>{hubTexts.status(status === 'complete')}</StatusBadge>
          )}
          {check && (
            <StatusBadge status={CHECK_BADGES[check]}>{hubTexts.checkStatus[check]}</StatusBadge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {description}
        </Text>
        {waitsFor === 'email' && (
          <Box fontSize="sm">
            <ResendVerification appearance="link" />
          </Box>
        )}
      </Stack>
      {!disabled && (
        <Icon asChild boxSize="5" color="fg.muted">
          <ChevronRight aria-hidden="true" />
        </Icon>
      )}
    </HStack>
  );
  if (disabled) {
    return (
      <Card.Root bg="bg.muted" aria-disabled="true">
        <Card.Body py="4">{body}</Card.Body>
      </Card.Root>
    );
  }
  return (
    <LinkBox asChild>
      <Card.Root
        bg="page.panel"
        transition="border-color 0.15s"
        _hover={{ borderColor: 'brand.border' }}
        _focusWithin={{ borderColor: 'brand.focusRing' }}
      >
        <Card.Body py="4">{body}</Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

/** The list's place while the career records load. */
export function SectionListSkeleton({ count }: { count: number }) {
  return (
    <Stack gap="3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height="20" borderRadius="l3" />
      ))}
    </Stack>
  );
}
