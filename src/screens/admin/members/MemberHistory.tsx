import type { ReactNode } from 'react';
import { Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from '@/components/admin/DateTime';
import { ReviewStateBadge } from '@/components/admin/ReviewStateBadge';
import { fullName } from '@/components/member/MemberAvatar';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  DELETED_MEMBER_LABEL,
  reportReasonLabels,
  reportResolutionReasonLabels,
  reportStateLabels,
  reviewReasonLabels,
  reviewTriggerLabels,
  type ReportItem,
  type ReviewSummary,
} from '@/contract';
import { memberTexts as texts } from './texts';

const itemProps = {
  as: 'li',
  py: '3',
  borderTopWidth: '1px',
  _first: { borderTopWidth: 0, pt: 0 },
  _last: { pb: 0 },
} as const;

const InAppLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link asChild color="brand.fg" fontWeight="semibold">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

export interface ReviewListProps {
  reviews: readonly ReviewSummary[];
}

/** The member's reviews, each linking to its page in the queue. */
export function ReviewList({ reviews }: ReviewListProps) {
  if (reviews.length === 0) return <Text color="fg.muted">{texts.noReviews}</Text>;
  return (
    <Box as="ul" listStyleType="none" aria-label={texts.reviews}>
      {reviews.map((review) => (
        <Box key={review.id} {...itemProps}>
          <Stack gap="1">
            <HStack gap="3" wrap="wrap">
              <InAppLink to={`/admin/reviews/${review.id}`}>
                {reviewTriggerLabels[review.trigger]}
              </InAppLink>
              <ReviewStateBadge state={review.state} />
              {review.reason && <Text fontSize="sm">{reviewReasonLabels[review.reason]}</Text>}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {texts.review(review.id)} · {texts.opened} <DateTime value={review.openedAt} />
              {' · '}
              {review.decidedAt ? (
                <>
                  {texts.decided} <DateTime value={review.decidedAt} />
                </>
              ) : (
                texts.waiting
              )}
            </Text>
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

export interface ReportListProps {
  reports: readonly ReportItem[];
  /** 'about': the member was reported (the reporter is named); 'by': the member reported. */
  side: 'about' | 'by';
  label: string;
  empty: string;
}

/** Reports about the member or filed by them, with the other party linking to their page. */
export function ReportList({ reports, side, label, empty }: ReportListProps) {
  if (reports.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box as="ul" listStyleType="none" aria-label={label}>
      {reports.map((report) => {
        // The reported member may have deleted the account since (issue 38).
        const other = side === 'about' ? report.reporter : report.subject;
        const otherName = other ? fullName(other) : DELETED_MEMBER_LABEL;
        return (
          <Box key={report.id} {...itemProps}>
            <Stack gap="1">
              <HStack gap="3" wrap="wrap">
                <Text fontWeight="semibold">{reportReasonLabels[report.reason]}</Text>
                <StatusBadge status={report.state}>{reportStateLabels[report.state]}</StatusBadge>
              </HStack>
              {report.note && <Text>“{report.note}”</Text>}
              <Text fontSize="sm" color="fg.muted">
                {other ? (
                  <InAppLink to={`/admin/members/${other.id}`}>
                    {side === 'about' ? texts.reportedBy(otherName) : texts.reported(otherName)}
                  </InAppLink>
                ) : (
                  texts.reported(otherName)
                )}
                {' · '}
                <DateTime value={report.createdAt} />
              </Text>
              {(report.resolutionReason || report.resolutionNote) && (
                <Text fontSize="sm" color="fg.muted">
                  {reportStateLabels[report.state]}:{' '}
                  {[
                    report.resolutionReason &&
                      reportResolutionReasonLabels[report.resolutionReason],
                    report.resolutionNote,
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                </Text>
              )}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
