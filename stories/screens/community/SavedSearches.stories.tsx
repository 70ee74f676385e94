import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CommunityScreen, type CommunityScreenProps } from '@/screens/community/CommunityScreen';
import { db } from '@mocks/db';
import { someSavedSearches } from '@mocks/scenarios';
import { DEMO_USER_ID, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedOut } from '@stories/support/session';

// Issue 23: the community screen's saved searches, for a signed-in member.
// The community screen's SavedSearchesBar (src/components/savedSearches/SavedSearchesBar.tsx): Save
// search and the Saved searches list, as a signed-in member uses them.
const meta = {
  title: 'Screens/Community/SavedSearches',
  component: CommunityScreen,
  args: { routePath: '/community' },
  parameters: { ...signedIn(), ...withMockDb(someSavedSearches) },
} satisfies Meta<CommunityScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<CommunityScreenProps & PageArgs>;

/** One click on a saved search runs it: its filters fill the form and its members show. */
export const RunASavedSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing searched yet: nothing to save, but the saved ones are a click away.
    const toggle = await canvas.findByRole('button', { name: 'Saved searches' });
    await expect(canvas.queryByRole('button', { name: 'Save search' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await canvas.findByRole('button', { name: 'Run Accountants' }));
    const list = await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.getByLabelText('Profession')).toHaveDisplayValue('Accounting');
    await expect(within(list).getAllByText('Accounting').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('10 members found');
  },
};

/** After a search: Save search names it and keeps it, first on the list. */
export const SaveTheSearch: Story = {
  args: { routeSearch: '?profession=legal&region=ALL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Members' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Save search' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Save this search' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'All lawyers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    // The toast's viewport sits outside the canvas; it shows once it has faded in.
    const toast = await body.findByText('Saved "All lawyers"');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(
      db.savedSearches.filter((row) => row.userId === DEMO_USER_ID).map((row) => row.name),
    ).toContain('All lawyers');
    await userEvent.click(await canvas.findByRole('button', { name: 'Saved searches' }));
    const saved = await canvas.findByRole('list', { name: 'Your saved searches' });
    await expect(within(saved).getAllByRole('listitem')[0]).toHaveTextContent('All lawyers');
  },
};

/** Signed out: no saved searches at all. */
export const SignedOut: Story = {
  args: { routeSearch: '?profession=legal&region=ALL' },
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Members' });
    await expect(canvas.queryByRole('button', { name: 'Save search' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Saved searches' })).toBeNull();
  },
};
