import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SaveSearchDialog } from '@/components/savedSearches/SaveSearchDialog';
import { apiMessages } from '@/contract';
import { db } from '@mocks/db';
import { fullSavedSearches, serverError, slow } from '@mocks/scenarios';
import { DEMO_USER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

const SAVE = ['post', '/v1/user/searches'] as const;

const meta = {
  title: 'Components/SavedSearches/SaveSearchDialog',
  component: SaveSearchDialog,
  args: {
    open: true,
    query: { profession: 'accounting', expertise: 'tax', region: 'TX', searchByRegion: false },
    onClose: fn(),
    onSaved: fn(),
  },
  parameters: signedIn(),
} satisfies Meta<typeof SaveSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is portalled out of the canvas. */
async function dialog(canvasElement: HTMLElement) {
  const open = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Save this search',
  });
  await waitFor(() => expect(open).toBeVisible());
  return within(open);
}

const savedNames = () =>
  db.savedSearches.filter((row) => row.userId === DEMO_USER_ID).map((row) => row.name);

/** Named and saved: the search is stored and the dialog hands it over and closes. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await expect(open.getByText('Accounting · Tax · practising in Texas')).toBeVisible();
    await userEvent.type(open.getByRole('textbox', { name: 'Name' }), 'Texas tax');
    await userEvent.click(open.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(args.onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Texas tax' }));
    await expect(savedNames()).toEqual(['Texas tax']);
  },
};

/** Saving without a name: the field says what is missing and nothing is sent. */
export const NameMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await userEvent.type(open.getByRole('textbox', { name: 'Name' }), '   ');
    await userEvent.click(open.getByRole('button', { name: 'Save search' }));
    await expect(await open.findByText(apiMessages.nameThisSearch)).toBeVisible();
    await expect(open.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(savedNames()).toEqual([]);
  },
};

/** Twenty kept already: the dialog says to delete one first, and Save cannot be pressed. */
export const LimitReached: Story = {
  parameters: withMockDb(fullSavedSearches),
  play: async ({ canvasElement }) => {
    const open = await dialog(canvasElement);
    await expect(await open.findByText(apiMessages.savedSearchLimit)).toBeVisible();
    await expect(open.getByRole('button', { name: 'Save search' })).toBeDisabled();
    await expect(open.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

/** While it saves: Save shows it is busy and cannot be pressed again; Cancel waits too. */
export const Saving: Story = {
  parameters: withHandlers(...slow('infinite', [...SAVE])),
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await userEvent.type(open.getByRole('textbox', { name: 'Name' }), 'Texas tax');
    await userEvent.click(open.getByRole('button', { name: 'Save search' }));
    await waitFor(() => expect(open.getByRole('button', { name: 'Save search' })).toBeDisabled());
    await expect(open.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The server fails: the dialog stays open with the failure, the name kept for another try. */
export const Failed: Story = {
  parameters: withHandlers(...serverError([...SAVE])),
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await userEvent.type(open.getByRole('textbox', { name: 'Name' }), 'Texas tax');
    await userEvent.click(open.getByRole('button', { name: 'Save search' }));
    await expect(await open.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(open.getByRole('textbox', { name: 'Name' })).toHaveValue('Texas tax');
    await expect(open.getByRole('button', { name: 'Save search' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
