import { HStack } from '@chakra-ui/react';
import { roleLabels } from '@/components/admin/texts';
import { StatusBadge } from '@/components/member/StatusBadge';
import type { MemberRef } from '@/contract';
import { standingTexts as texts } from './texts';

export interface MemberBadgesProps {
  member: Pick<MemberRef, 'role' | 'published' | 'suspended' | 'complete'>;
}

/** A member's standing at a glance: operator role, listed or not, suspended, incomplete. */
export function MemberBadges({ member }: MemberBadgesProps) {
  return (
    <HStack gap="1.5" wrap="wrap">
      {member.role !== 'member' && (
        <StatusBadge status="operator">{roleLabels[member.role]}</StatusBadge>
      )}
      {member.suspended ? (
        <StatusBadge status="suspended">{texts.suspended}</StatusBadge>
      ) : member.published ? (
        <StatusBadge status="published">{texts.published}</StatusBadge>
      ) : (
        <StatusBadge status="unpublished">{texts.unpublished}</StatusBadge>
      )}
      {!member.complete && <StatusBadge status="incomplete">{texts.incomplete}</StatusBadge>}
    </HStack>
  );
}
