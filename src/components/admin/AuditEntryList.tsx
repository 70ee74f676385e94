import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { auditActionLabels, type AuditEntry } from '@/contract';
import { actorLabel, auditReasonLabel } from './auditLabels';
import { auditTexts as texts, formatDateTime } from './texts';

export interface AuditEntryListProps {
  entries: readonly AuditEntry[];
  /** The list's accessible name; several lists on one page need their own. */
  label?: string;
  /** Names the member each entry concerns (the log); a member's or a review's page need not. */
  showMember?: boolean;
}

/**
 * Audit entries, newest first, as the log, a member's page and a review's page show them: when,
 * who (an operator with their role, or the command line), what, about whom, why. An observer:
 * a store refreshes its entries in place (the same array), and only a reader of its items sees.
 */
export const AuditEntryList = observer(function AuditEntryList({
  entries,
  label = texts.entries,
  showMember = false,
}: AuditEntryListProps) {
  if (entries.length === 0) return <Text color="fg.muted">{texts.empty}</Text>;
  return (
    <Stack as="ul" aria-label={label} listStyleType="none" gap="0">
      {entries.map((entry) => (
        <Box
          as="li"
          key={entry.id}
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: '12rem minmax(0, 1fr)' }}
          columnGap="4"
          rowGap="1"
          py="3"
          borderTopWidth="1px"
          borderColor="border"
          _first={{ borderTopWidth: '0', pt: '0' }}
        >
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
          <Stack gap="1" minW="0">
            <Text>
              <Text as="span" fontWeight="semibold">
                {auditActionLabels[entry.action]}
              </Text>
              <Text as="span" color="fg.muted">
                {' · '}
                {actorLabel(entry.actor)}
              </Text>
            </Text>
            {showMember && (
              <Text fontSize="sm">
                {texts.member}:{' '}
                {entry.subject.memberId !== null && entry.subject.memberName !== null ? (
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={`/admin/members/${entry.subject.memberId}`}>
                      {entry.subject.memberName}
                    </RouterLink>
                  </Link>
                ) : (
                  texts.deletedMember
                )}
              </Text>
            )}
            {entry.reason && (
              <Text fontSize="sm">
                {texts.reason}: {auditReasonLabel(entry.action, entry.reason)}
              </Text>
            )}
            {entry.note && (
              <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
                {texts.note}: {entry.note}
              </Text>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
});
