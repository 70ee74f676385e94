import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberWidget, WidgetEmpty } from '@/components/member/MemberWidget';
import { StatusBadge } from '@/components/member/StatusBadge';
import { listingTexts } from '@/components/member/listingTexts';
import { widgetTexts } from '@/components/member/widgetTexts';
import type { ProfileCard } from '@/contract';

const card = (id: number, firstName: string, lastName: string, extra: Partial<ProfileCard> = {}) =>
  ({
    id,
    firstName,
    lastName,
    avatar: null,
    profession: 'finance',
    city: 'Austin',
    region: 'TX',
    status: null,
    listed: true,
    ...extra,
  }) satisfies ProfileCard;

const MEMBERS: ProfileCard[] = [
  card(7, 'Ada', 'Lovelace', { avatar: 'avatars/7-portrait.png' }),
  card(8, 'Grace', 'Hopper', { profession: 'it' }),
  card(9, 'Maximiliana Wilhelmina', 'Featherstonehaugh-Cholmondeley', {
    profession: 'executive',
  }),
  card(10, 'Alan', 'Turing', { profession: null }),
  card(11, 'Katherine', 'Johnson', { profession: 'accounting' }),
];
const rows = (count: number) =>
  MEMBERS.slice(0, count).map((member) => ({ key: member.id, member }));

const meta = {
  title: 'Components/Member/MemberWidget',
  component: MemberWidget,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <Box p="6" maxW="sm">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: widgetTexts.watch,
    moreTo: '/watch-list',
    rows: rows(2),
    empty: <WidgetEmpty text={widgetTexts.watchEmpty} search />,
  },
} satisfies Meta<typeof MemberWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its h2; each row links to the profile; 'View more' to the whole list. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Watch list' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Watch list' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile/7',
    );
    await expect(within(items[1]!).getByText('Information Technology')).toBeVisible();
    await expect(within(items[1]!).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent(
      'GH',
    );
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/watch-list',
    );
  },
};

/** 'View more' opens the whole list. */
export const ViewMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'View more' }));
    await expect(await canvas.findByText('Navigated to /watch-list')).toBeVisible();
  },
};

/** Spec 9: at most 3 rows, however many there are; a long name wraps, no profession is fine. */
export const MoreThanThree: Story = {
  args: { rows: rows(5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: 'Maximiliana Wilhelmina Featherstonehaugh-Cholmondeley' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Alan Turing' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View more' })).toBeVisible();
  },
};

/** A row's badge follows the name (the team widget's PENDING). */
export const WithBadge: Story = {
  args: {
    title: widgetTexts.team,
    moreTo: '/team/1',
    rows: [
      { key: 7, member: MEMBERS[0]! },
      {
        key: 8,
        member: MEMBERS[1]!,
        badge: <StatusBadge status="pending">{widgetTexts.pending}</StatusBadge>,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(within(items[1]!).getByText('PENDING')).toBeVisible();
    await expect(within(items[0]!).queryByText('PENDING')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View more' })).toHaveAttribute(
      'href',
      '/team/1',
    );
  },
};

/** Before the list answers: three skeleton rows, announced as loading, no links. */
export const Loading: Story = {
  args: { rows: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading')).toBeInTheDocument();
    await expect(canvas.getByText('Loading').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** An empty list: its own text and a Search button to the community; no 'View more'. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/community',
    );
    await expect(canvas.queryByRole('link', { name: 'View more' })).toBeNull();
  },
};

/** An empty text alone, without the Search button. */
export const EmptyWithoutSearch: Story = {
  args: { rows: [], empty: <WidgetEmpty text={widgetTexts.teamEmpty} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No one on your team yet.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The list could not load: spec 8's text as an alert, nothing else. */
export const Failure: Story = {
  args: { rows: undefined, failure: widgetTexts.failure },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.queryByText('Loading')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A member no longer listed: no link, muted, with the badge, beside a PENDING one. */
export const NoLongerListed: Story = {
  args: {
    rows: [
      { key: 7, member: MEMBERS[0]! },
      { key: 8, member: { ...MEMBERS[1]!, listed: false } },
      {
        key: 11,
        member: { ...MEMBERS[4]!, listed: false },
        badge: <StatusBadge status="pending">{widgetTexts.pending}</StatusBadge>,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Grace Hopper' })).toBeNull();
    await expect(canvas.getAllByText(listingTexts.noLongerListed)).toHaveLength(2);
    await expect(canvas.getByText(widgetTexts.pending)).toBeVisible();
  },
};
