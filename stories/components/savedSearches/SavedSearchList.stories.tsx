import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedSearchList } from '@/components/savedSearches/SavedSearchList';
import { db } from '@mocks/db';
import { serverError, slow, someSavedSearches } from '@mocks/scenarios';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const LIST = ['get', '/v1/user/searches'] as const;

const meta = {
  title: 'Components/SavedSearches/SavedSearchList',
  component: SavedSearchList,
  args: { onRun: fn() },
  parameters: { ...signedIn(), layout: 'padded' },
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None saved yet: how to save one. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^No saved searches yet\./)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/**
 * Three searches, newest first, each with who matches now and who is new since it was last run;
 * one click runs one (and it is no longer new); Delete removes one.
 */
export const Some: Story = {
  parameters: withMockDb(someSavedSearches),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your saved searches' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('HR, 13+ years');
    await expect(items[0]).toHaveTextContent('No members match now');
    await expect(items[1]).toHaveTextContent('10 members match');
    await expect(within(items[1]!).getByText('2 new')).toBeVisible();
    await expect(items[2]).toHaveTextContent('Legal');

    await userEvent.click(canvas.getByRole('button', { name: 'Run Accountants' }));
    await expect(args.onRun).toHaveBeenCalledWith({
      profession: 'accounting',
      searchByRegion: false,
    });
    await waitFor(() => expect(within(items[1]!).queryByText('2 new')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Delete HR, 13+ years' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(db.savedSearches.map((row) => row.name)).not.toContain('HR, 13+ years');
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { ...withMockDb(someSavedSearches), ...withHandlers(...slow('infinite', [...LIST])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loading your saved searches…',
    );
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list could not be read: said so, with a way to try again. */
export const Failed: Story = {
  parameters: withHandlers(...serverError([...LIST])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your saved searches could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
