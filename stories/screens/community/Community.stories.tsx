import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { config } from '@/lib/config';
import { CommunityScreen, type CommunityScreenProps } from '@/screens/community/CommunityScreen';
import { api, errorResponse } from '@mocks/http';
import { emptyLists, slow, verifiedLicence } from '@mocks/scenarios';
import { demoCommunity } from '@demo/community';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

const meta = {
  title: 'Screens/Community/Community',
  component: CommunityScreen,
  args: { routePath: '/community' },
  parameters: signedOut(),
} satisfies Meta<CommunityScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<CommunityScreenProps & PageArgs>;

const SEARCH = ['get', '/v1/profiles'] as const;
const found = /^\d+ members? found$/;

/** Before a search: the prompt, the note about completed profiles, dependent fields disabled. */
export const BeforeSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Search the Community' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Choose your filters and press Search to find members.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Area of expertise')).toBeDisabled();
    await expect(canvas.getByLabelText('Practices in')).toHaveDisplayValue('All States');
    await expect(
      canvas.getByRole('checkbox', { name: 'Only show people residing in the state' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expect(canvas.queryByRole('list', { name: 'Members' })).toBeNull();
  },
};

/** Expertise opens with a profession, lists its areas, and is cleared when it changes. */
export const ExpertiseFollowsProfession: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expertise = canvas.getByLabelText('Area of expertise');
    await expect(expertise).toBeDisabled();
    await expect(expertise).toHaveDisplayValue('Choose a profession first');
    await userEvent.selectOptions(canvas.getByLabelText('Profession'), 'Accounting');
    await expect(expertise).toBeEnabled();
    await userEvent.selectOptions(expertise, 'Bookkeeping');
    await expect(expertise).toHaveDisplayValue('Bookkeeping');
    await userEvent.selectOptions(canvas.getByLabelText('Profession'), 'Legal');
    await expect(expertise).toHaveDisplayValue('Any area of expertise');
    await expect(within(expertise).queryByRole('option', { name: 'Bookkeeping' })).toBeNull();
    // The residence checkbox needs a state.
    const residing = canvas.getByRole('checkbox', {
      name: 'Only show people residing in the state',
    });
    await userEvent.selectOptions(canvas.getByLabelText('Practices in'), 'Texas');
    await expect(residing).toBeEnabled();
    await expect(
      within(canvas.getByLabelText('Years of experience')).getByRole('option', {
        name: '25+ years',
      }),
    ).toBeInTheDocument();
  },
};

/** A search from the form: results in a grid of cards linking to profiles, the count announced. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Profession'), 'Legal');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const list = await canvas.findByRole('list', { name: 'Members' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(found);
    const links = within(list).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    await expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/profile\/\d+$/));
    await expect(within(list).getAllByText('Legal')).toHaveLength(links.length);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A shared link: the URL's filters fill the form and run the search. */
export const SharedLink: Story = {
  args: {
    routeSearch: '?profession=accounting&expertise=controllership&region=WI&searchByRegion=true',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('status')).toHaveTextContent(found);
    await expect(canvas.getByLabelText('Profession')).toHaveDisplayValue('Accounting');
    await expect(canvas.getByLabelText('Area of expertise')).toHaveDisplayValue('Controllership');
    await expect(canvas.getByLabelText('Practices in')).toHaveDisplayValue('Wisconsin');
    await expect(
      canvas.getByRole('checkbox', { name: 'Only show people residing in the state' }),
    ).toBeChecked();
  },
};

/**
 * A shared link with values the API would refuse (another profession's expertise, no such
 * state): they are ignored, and the rest of the link is searched.
 */
export const SharedLinkWithUnknownValues: Story = {
  args: {
    routeSearch: '?profession=accounting&expertise=ip&region=ZZ&searchByRegion=true',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('status')).toHaveTextContent(found);
    const links = within(list).getAllByRole('link');
    await expect(within(list).getAllByText('Accounting')).toHaveLength(links.length);
    await expect(canvas.getByLabelText('Profession')).toHaveDisplayValue('Accounting');
    await expect(canvas.getByLabelText('Area of expertise')).toHaveDisplayValue(
      'Any area of expertise',
    );
    await expect(canvas.getByLabelText('Practices in')).toHaveDisplayValue('All States');
    const residing = canvas.getByRole('checkbox', {
      name: 'Only show people residing in the state',
    });
    await expect(residing).not.toBeChecked();
    await expect(residing).toBeDisabled();
  },
};

/** More than a page: Show more fetches the next page (limit/offset) below the first. */
export const MoreResults: Story = {
  args: { routeSearch: '?region=ALL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(24));
    await expect(canvas.getByRole('status')).toHaveTextContent(found);
  },
};

/** Nobody matches: the concierge prompt with an e-mail button. */
export const NoResults: Story = {
  args: { routeSearch: '?profession=legal&region=ALL' },
  parameters: withHandlers(...emptyLists()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Email the concierge' })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('No members match these filters.');
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
  },
};

/** The search fails (a refusal, not retried): the spec's message. */
export const Failure: Story = {
  args: { routeSearch: '?region=ALL' },
  parameters: withHandlers(
    http.get(api('/v1/profiles'), () =>
      errorResponse('InvalidRequest', apiMessages.invalidRequest),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
  },
};

/** While searching: card skeletons in the results grid. */
export const Loading: Story = {
  args: { routeSearch: '?region=ALL' },
  parameters: withHandlers(...slow('infinite', [...SEARCH])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Searching…')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The button shows its pending state once the request is on its way (the results say
    // "Searching…" from the moment the search is asked for).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled());
  },
};

/** Reused with a cap: at most that many cards, no Show more past it. */
export const CappedAtMaxCards: Story = {
  args: { routeSearch: '?region=ALL', maxCards: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A phone: the filters stack, one card per row. */
export const Mobile: Story = {
  args: { routeSearch: '?profession=finance&region=ALL' },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    // Two cards a row on a phone: the second sits beside the first, the third below them.
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.right - 1);
    await expect(third!.top).toBeGreaterThan(first!.bottom - 1);
    // Nothing overflows sideways.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

const { members } = demoCommunity();

/**
 * "Licensed in" (issue 24): only members with a verified license of that state, whatever
 * states they practise in.
 */
export const LicensedIn: Story = {
  args: { routeSearch: '?licensedIn=OH' },
  parameters: { ...signedOut(), ...withMockDb(() => verifiedLicence(3, 'OH')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByRole('status')).toHaveTextContent('1 member found');
    await expect(
      within(list).getByText(`${members[2]!.firstName} ${members[2]!.lastName}`),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Licensed in')).toHaveDisplayValue('Ohio');
    await expect(canvas.getByLabelText('Practices in')).toHaveDisplayValue('All States');
  },
};
