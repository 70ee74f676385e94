import { Box, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DateTime } from '@/components/admin/DateTime';
import { ReviewStateBadge } from '@/components/admin/ReviewStateBadge';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  CAREER_MONTHS_MIN,
  compareCertifications,
  compareEducations,
  ELIGIBILITY_FIELDS,
  eligibilityFieldLabels,
  experienceBucketLabels,
  isCertificationExpired,
  isExperienceBucket,
  monthYearLabel,
  reviewReasonLabels,
  reviewTriggerLabels,
  type EligibilityField,
  type ReviewDetail,
  type ReviewSummary,
} from '@/contract';
import { employmentLabels, independentLabels, reviewTexts as texts } from './texts';

export interface EvidenceSectionProps {
  title: string;
  /** Beside the heading: a total, a count. */
  aside?: ReactNode;
  /** Marks the section as the one this review is about (an eligibility change). */
  highlighted?: boolean;
  children: ReactNode;
}

/** One part of the evidence: a titled panel. */
export function EvidenceSection({ title, aside, highlighted, children }: EvidenceSectionProps) {
  const id = useId();
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="page.panel"
      borderWidth="1px"
      borderColor={highlighted ? 'brass.solid' : 'border'}
      borderRadius="lg"
    >
      <Flex justify="space-between" align="baseline" gap="4" wrap="wrap">
        <Heading as="h2" id={id} fontSize="lg" color="brand.fg">
          {title}
        </Heading>
        {aside}
      </Flex>
      {children}
    </Stack>
  );
}

const List = ({ children }: { children: ReactNode }) => (
  <Stack as="ul" listStyleType="none" gap="0">
    {children}
  </Stack>
);

const Item = ({ children }: { children: ReactNode }) => (
  <Box
    as="li"
    py="3"
    borderTopWidth="1px"
    borderColor="border"
    _first={{ borderTopWidth: '0', pt: '0' }}
    _last={{ pb: '0' }}
  >
    {children}
  </Box>
);

/** An answer as the member chose it ("Independent", "25+ years"). */
export function answerLabel(field: EligibilityField, value: string | number | null): string {
  if (value === null || value === '') return '–';
  if (field === 'employmentStatus') return employmentLabels[value as 'employed'] ?? String(value);
  if (field === 'independentStatus') return independentLabels[value as 'none'] ?? String(value);
  return isExperienceBucket(value) ? `${experienceBucketLabels[value]} years` : String(value);
}

/** The answers eligibility rests on, when each last changed, and what changed in this review. */
export function Eligibility({ detail }: { detail: ReviewDetail }) {
  const { profile, eligibility, review } = detail;
  const changedHere = new Set(review.changes.map((change) => change.field));
  return (
    <EvidenceSection
      title={texts.eligibility}
      highlighted={review.changes.length > 0}
      aside={
        // On a phone the two badges do not fit side by side, nor the first on one line.
        <HStack gap="2" wrap="wrap">
          <StatusBadge status={eligibility.eligible ? 'complete' : 'expired'} whiteSpace="normal">
            {eligibility.eligible ? texts.eligible : texts.notEligible}
          </StatusBadge>
          <StatusBadge status={eligibility.complete ? 'complete' : 'incomplete'}>
            {eligibility.complete ? texts.complete : texts.incomplete}
          </StatusBadge>
        </HStack>
      }
    >
      {review.changes.length > 0 && (
        <Box bg="brass.subtle" borderRadius="md" p="3" borderWidth="1px" borderColor="brass.muted">
          <Text fontWeight="semibold">{texts.changes}</Text>
          <Text fontSize="sm" color="fg.muted" mb="2">
            {texts.changesIntro}
          </Text>
          <Stack as="ul" listStyleType="none" gap="1">
            {review.changes.map((change, index) => (
              <Text as="li" key={`${change.field}-${index}`} fontSize="sm">
                <Text as="span" fontWeight="semibold">
                  {texts.change(
                    eligibilityFieldLabels[change.field],
                    answerLabel(change.field, change.from),
                    answerLabel(change.field, change.to),
                  )}
                </Text>{' '}
                (<DateTime value={change.changedAt} />)
              </Text>
            ))}
          </Stack>
        </Box>
      )}
      <Box as="dl">
        {ELIGIBILITY_FIELDS.map((field) => {
          const changed = eligibility.changedAt[field];
          const highlighted = changedHere.has(field);
          return (
            <Box
              key={field}
              display="grid"
              gridTemplateColumns={{ base: '1fr', sm: '12rem minmax(0, 1fr)' }}
              columnGap="4"
              px="3"
              py="2"
              borderTopWidth="1px"
              borderColor="border"
              bg={highlighted ? 'brass.subtle' : undefined}
              _first={{ borderTopWidth: '0' }}
            >
              <Text as="dt" fontWeight="medium">
                {eligibilityFieldLabels[field]}
              </Text>
              <Box as="dd">
                <Text>
                  {answerLabel(field, profile[field])}
                  {highlighted && (
                    <Text
                      as="span"
                      ms="2"
                      fontSize="xs"
                      fontWeight="bold"
                      letterSpacing="wider"
                      textTransform="uppercase"
                      color="brass.fg"
                    >
                      {texts.changedInThisReview}
                    </Text>
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {texts.changed}: {changed ? <DateTime value={changed} /> : texts.neverChanged}
                </Text>
              </Box>
            </Box>
          );
        })}
      </Box>
    </EvidenceSection>
  );
}

/** Every position with the months it counts, and the total against the 96 the rule asks. */
export function Positions({ detail }: { detail: ReviewDetail }) {
  const total = detail.positionMonths;
  const enough = total >= CAREER_MONTHS_MIN;
  return (
    <EvidenceSection
      title={texts.positions}
      aside={
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{texts.totalMonths(total)}</Text>
          <StatusBadge status={enough ? 'complete' : 'incomplete'}>
            {enough ? texts.enoughMonths : texts.shortMonths(CAREER_MONTHS_MIN - total)}
          </StatusBadge>
        </HStack>
      }
    >
      <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden="true">
        <Box
          h="full"
          w={`${Math.min(100, (total / CAREER_MONTHS_MIN) * 100)}%`}
          bg={enough ? 'green.solid' : 'orange.solid'}
        />
      </Box>
      {detail.positions.length === 0 ? (
        <Text color="fg.muted">{texts.noPositions}</Text>
      ) : (
        <List>
          {detail.positions.map((position) => (
            <Item key={position.id}>
              <Flex justify="space-between" gap="4" align="flex-start">
                <Box minW="0">
                  <Text fontWeight="semibold">{position.title}</Text>
                  <Text fontSize="sm">{position.company}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {monthYearLabel(position.startDate)} –{' '}
                    {position.endDate ? monthYearLabel(position.endDate) : texts.present}
                    {position.location ? ` · ${position.location}` : ''}
                  </Text>
                </Box>
                <Text fontWeight="semibold" whiteSpace="nowrap">
                  {texts.months(position.months)}
                </Text>
              </Flex>
            </Item>
          ))}
        </List>
      )}
    </EvidenceSection>
  );
}

export function Educations({ detail }: { detail: ReviewDetail }) {
  return (
    <EvidenceSection title={texts.education}>
      {detail.educations.length === 0 ? (
        <Text color="fg.muted">{texts.noEducation}</Text>
      ) : (
        <List>
          {[...detail.educations].sort(compareEducations).map((education) => (
            <Item key={education.id}>
              <Text fontWeight="semibold">{education.organization}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[education.degree, education.fieldOfStudy, String(education.issuedYear)]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Item>
          ))}
        </List>
      )}
    </EvidenceSection>
  );
}

export function Licenses({ detail, now }: { detail: ReviewDetail; now: Date }) {
  return (
    <EvidenceSection title={texts.licenses}>
      {detail.certifications.length === 0 ? (
        <Text color="fg.muted">{texts.noLicenses}</Text>
      ) : (
        <List>
          {[...detail.certifications].sort(compareCertifications).map((license) => (
            <Item key={license.id}>
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{license.name}</Text>
                {isCertificationExpired(license, now) && (
                  <StatusBadge status="expired">{texts.expired}</StatusBadge>
                )}
              </HStack>
              <Text fontSize="sm">{license.organization}</Text>
              <Text fontSize="sm" color="fg.muted">
                {[
                  texts.issued(monthYearLabel(license.issuedDate)),
                  license.expirationDate && texts.expires(monthYearLabel(license.expirationDate)),
                  license.identifier && texts.credentialId(license.identifier),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {license.url && (
                <Link
                  href={license.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fontSize="sm"
                  color="brand.fg"
                  textDecoration="underline"
                  wordBreak="break-all"
                >
                  {license.url}
                </Link>
              )}
            </Item>
          ))}
        </List>
      )}
    </EvidenceSection>
  );
}

/** Every testimonial the member asked for, whatever its status. */
export function Testimonials({ detail }: { detail: ReviewDetail }) {
  return (
    <EvidenceSection title={texts.testimonials}>
      {detail.testimonials.length === 0 ? (
        <Text color="fg.muted">{texts.noTestimonials}</Text>
      ) : (
        <List>
          {detail.testimonials.map((testimonial) => (
            <Item key={testimonial.id}>
              <HStack justify="space-between" align="flex-start" gap="3">
                <Text fontWeight="semibold">
                  {[testimonial.name, testimonial.position, testimonial.company]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
                <StatusBadge status={testimonial.status}>
                  {texts.testimonialStatus[testimonial.status]}
                </StatusBadge>
              </HStack>
              <Text fontSize="sm" color={testimonial.content ? 'fg' : 'fg.muted'} mt="1">
                {testimonial.content ?? texts.notWritten}
              </Text>
            </Item>
          ))}
        </List>
      )}
    </EvidenceSection>
  );
}

/** The member's other reviews, latest first. */
export function History({ reviews }: { reviews: readonly ReviewSummary[] }) {
  return (
    <EvidenceSection title={texts.history}>
      {reviews.length === 0 ? (
        <Text color="fg.muted">{texts.noHistory}</Text>
      ) : (
        <List>
          {reviews.map((review) => (
            <Item key={review.id}>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to={`/admin/reviews/${review.id}`}>
                    {reviewTriggerLabels[review.trigger]}
                  </RouterLink>
                </Link>
                <ReviewStateBadge state={review.state} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <DateTime value={review.openedAt} dateOnly />
                {review.decidedAt && (
                  <>
                    {' – '}
                    <DateTime value={review.decidedAt} dateOnly />
                  </>
                )}
                {review.reason && ` · ${reviewReasonLabels[review.reason]}`}
              </Text>
            </Item>
          ))}
        </List>
      )}
    </EvidenceSection>
  );
}
