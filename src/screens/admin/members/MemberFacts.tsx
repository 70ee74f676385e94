import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';
import { DateTime } from '@/components/admin/DateTime';
import { roleLabels } from '@/components/admin/texts';
import { professionLabels, type AdminMember } from '@/contract';
import { memberTexts as texts } from './texts';

export interface MemberFactsProps {
  member: AdminMember['member'];
}

const yesNo = (value: boolean) => (value ? texts.yes : texts.no);

/** The account and the profile's state, as a list of terms (published, complete, eligible …). */
export function MemberFacts({ member }: MemberFactsProps) {
  const place = [member.city, member.region].filter(Boolean).join(', ');
  const facts: Array<[string, ReactNode]> = [
    [texts.email, member.email],
    [texts.role, roleLabels[member.role]],
    [texts.joined, <DateTime key="joined" value={member.createdAt} dateOnly />],
    [texts.profession, member.profession ? professionLabels[member.profession] : texts.none],
    [texts.place, place || texts.none],
    [texts.published, yesNo(member.published)],
    [texts.complete, yesNo(member.complete)],
    [texts.eligible, yesNo(member.eligible)],
    [
      texts.suspendedSince,
      member.suspendedAt ? (
        <DateTime key="suspended" value={member.suspendedAt} wrap />
      ) : (
        texts.notSuspended
      ),
    ],
  ];
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={{ base: '7rem', md: '8.5rem' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
