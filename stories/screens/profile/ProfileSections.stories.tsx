import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ALL } from '@/contract';
import { ProfileSections } from '@/components/member/ProfileSections';
import { db, findUser } from '@mocks/db';
import {
  createCertification,
  createEducation,
  createPosition,
  createTestimonial,
} from '@mocks/factories';
import { toProfile } from '@mocks/serialize';
import { withMockDb } from '@stories/support/mocks';

/** A published demo member (demo/community.ts); its career is replaced per story. */
const MEMBER_ID = 20;

/** Everything below a profile's header, for the member as the mock db has them. */
function Sections({ memberId }: { memberId: number }) {
  const [profile] = useState(() => toProfile(findUser(memberId)!));
  return (
    <Box p={{ base: '4', md: '6' }} maxW="3xl">
      <ProfileSections profile={profile} />
    </Box>
  );
}

const meta = {
  title: 'Screens/Profile/ProfileSections',
  component: Sections,
  args: { memberId: MEMBER_ID },
} satisfies Meta<typeof Sections>;

export default meta;
type Story = StoryObj<typeof meta>;

const notMine = <T extends { userId: number }>(rows: T[]) =>
  rows.filter((row) => row.userId !== MEMBER_ID);

/** The member keeps no career records, testimonials or texts. */
function clearMember() {
  db.positions = notMine(db.positions);
  db.educations = notMine(db.educations);
  db.certifications = notMine(db.certifications);
  db.testimonials = notMine(db.testimonials);
  Object.assign(findUser(MEMBER_ID)!, {
    bio: null,
    summary: null,
    heroMoment: null,
    expertises: [],
    locations: [],
  });
}

/** One of each record; the stories' clock is November 2026 (.storybook/clock.ts). */
function career() {
  createPosition(MEMBER_ID, {
    title: 'Fractional CFO',
    company: 'Harbor Advisory',
    startDate: '2019-04-01',
    endDate: null,
    location: 'Seattle, WA',
    description: 'Advises owner-led companies on the decisions that matter most.',
  });
  createPosition(MEMBER_ID, {
    title: 'Finance Director',
    company: 'Summit Ledger',
    startDate: '2011-09-01',
    endDate: '2019-03-01',
    location: 'Portland, OR',
  });
  createEducation(MEMBER_ID, {
    organization: 'University of Washington',
    degree: 'MBA',
    fieldOfStudy: 'Finance',
    issuedYear: 2011,
  });
  createCertification(MEMBER_ID, {
    name: 'Chartered Financial Analyst',
    organization: 'CFA Institute',
    issuedDate: '2021-03-01',
    expirationDate: '2026-11-01',
    identifier: 'CFA-2021-0042',
  });
  createCertification(MEMBER_ID, {
    name: 'Certified Treasury Professional',
    organization: 'Association for Financial Professionals',
    issuedDate: '2014-06-01',
    expirationDate: '2020-06-01',
  });
  createTestimonial(MEMBER_ID, {
    name: 'Ada Brooks',
    company: 'Brooks Carter LLP',
    position: 'Partner',
    content: 'Sharp, calm under pressure and always two steps ahead.',
    status: 'published',
    sentAt: '2026-03-01T15:00:00.000Z',
  });
  createTestimonial(MEMBER_ID, {
    name: 'Ben Carter',
    content: 'Not yet published: the member has not chosen to show it.',
    status: 'unpublished',
  });
}

const headings = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** Every section, in the spec's order; positions say 'Present', an expired license says so. */
export const Full: Story = {
  parameters: withMockDb(() => {
    clearMember();
    Object.assign(findUser(MEMBER_ID)!, {
      bio: 'Twenty years of finance leadership for growing companies.',
      summary: 'Big-firm rigour at the pace of a small company.',
      heroMoment: 'Refinanced a family business through a hard winter.',
      profession: 'finance',
      expertises: ['fpa', 'treasury'],
      locations: ['WA', 'OR'],
    });
    career();
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headings(canvasElement)).toEqual([
      'About',
      'What differentiates me',
      'Hero moment',
      'Expertise',
      'Locations',
      'Experience',
      'Education',
      'Licenses',
      'Testimonials',
    ]);
    const expertise = canvas.getByRole('region', { name: 'Expertise' });
    await expect(within(expertise).getAllByRole('listitem')).toHaveLength(2);

    const positions = within(canvas.getByRole('region', { name: 'Experience' })).getAllByRole(
      'listitem',
    );
    await expect(positions[0]).toHaveTextContent('Fractional CFO');
    await expect(positions[0]).toHaveTextContent('April 2019 – Present');
    await expect(positions[1]).toHaveTextContent('September 2011 – March 2019');

    const education = canvas.getByRole('region', { name: 'Education' });
    await expect(education).toHaveTextContent('MBA, Finance');

    const licenses = within(canvas.getByRole('region', { name: 'Licenses' })).getAllByRole(
      'listitem',
    );
    // Newest first; one expiring this month is still valid.
    await expect(licenses[0]).toHaveTextContent('Expires November 2026');
    await expect(licenses[0]).toHaveTextContent('Credential ID CFA-2021-0042');
    await expect(within(licenses[0]!).queryByText('Expired')).toBeNull();
    await expect(licenses[1]).toHaveTextContent('Expires June 2020');
    await expect(within(licenses[1]!).getByText('Expired')).toBeVisible();

    const testimonials = canvas.getByRole('region', { name: 'Testimonials' });
    await expect(within(testimonials).getAllByRole('listitem')).toHaveLength(1);
    await expect(testimonials).toHaveTextContent('Ada Brooks, Partner, Brooks Carter LLP');
    await expect(testimonials).not.toHaveTextContent('Ben Carter');
  },
};

/** Only some filled: the empty sections are left out, not shown with empty headings. */
export const Partial: Story = {
  parameters: withMockDb(() => {
    clearMember();
    findUser(MEMBER_ID)!.locations = [ALL];
    createPosition(MEMBER_ID, { title: 'Principal', startDate: '2014-01-01' });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(headings(canvasElement)).toEqual(['Locations', 'Experience']);
    await expect(canvas.getByText('All States')).toBeVisible();
    await expect(canvas.getByText('January 2014 – Present')).toBeVisible();
  },
};

/** Nothing to show: no section at all. */
export const Empty: Story = {
  parameters: withMockDb(clearMember),
  play: async ({ canvasElement }) => {
    await expect(headings(canvasElement)).toEqual([]);
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
  },
};

/**
 * Issue 24: the writer's disclosures show inline under the words, at the body's size (the SEC
 * Marketing Rule: clear and prominent); a testimonial written before them shows none.
 */
export const TestimonialProvenance: Story = {
  parameters: withMockDb(() => {
    clearMember();
    createTestimonial(MEMBER_ID, {
      name: 'Ada Brooks',
      company: 'Brooks Carter LLP',
      position: 'Partner',
      content: 'Sharp, calm under pressure and always two steps ahead.',
      status: 'published',
      createdAt: '2026-03-01T15:00:00.000Z',
      provenance: {
        relationship: 'client',
        periodFrom: 2019,
        periodTo: 2023,
        paid: false,
        conflict: '',
        confirmedAt: '2026-03-02T15:00:00.000Z',
      },
    });
    createTestimonial(MEMBER_ID, {
      name: 'Cleo Dunn',
      company: 'Dunn Freight',
      position: 'Founder',
      content: 'Still my first call for every hard decision.',
      status: 'published',
      createdAt: '2026-02-01T15:00:00.000Z',
      provenance: {
        relationship: 'colleague',
        periodFrom: 2021,
        periodTo: null,
        paid: true,
        conflict: 'We share an office lease.',
        confirmedAt: '2026-02-02T15:00:00.000Z',
      },
    });
    createTestimonial(MEMBER_ID, {
      name: 'Eli Fox',
      company: 'Fox & Co',
      position: 'Owner',
      content: 'Written before disclosures existed.',
      status: 'published',
      createdAt: '2025-01-01T15:00:00.000Z',
    });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('region', { name: 'Testimonials' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(3);
    const line = within(items[0]!).getByText('Client, 2019–2023 · not paid · no conflict');
    await expect(line).toBeVisible();
    // Not the small print: the same size as the words and the page's body.
    const size = (element: Element) => getComputedStyle(element).fontSize;
    const words = within(items[0]!).getByText(/^Sharp, calm/);
    await expect(size(line)).toBe(size(words));
    await expect(size(line)).toBe(size(document.body));
    await expect(
      within(items[1]!).getByText(
        'Colleague, 2021–present · paid or compensated · conflict: We share an office lease.',
      ),
    ).toBeVisible();
    await expect(items[2]).toHaveTextContent('Written before disclosures existed.');
    await expect(items[2]).not.toHaveTextContent(/paid|conflict/);
  },
};
