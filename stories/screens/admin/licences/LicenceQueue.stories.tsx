import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { LicenceQueueScreen } from '@/screens/admin/licences/LicenceQueueScreen';
import { licenceQueueTexts as texts } from '@/screens/admin/licences/texts';
import { demoCommunity } from '@demo/community';
import { db } from '@mocks/db';
import {
  emptyLicenceQueue,
  licenceChangedMeanwhile,
  licencesToVerify,
  serverError,
  slow,
} from '@mocks/scenarios';
import {
  dialogClosed,
  expectToast,
  findDialog,
  inAdminLayout,
  signedInOperator,
} from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { mobile } from '@stories/support/viewports';

// Verify, Revoke, Deciding and ChangedSinceOpened play LicenceDecisionDialog
// (src/screens/admin/licences/LicenceDecisionDialog.tsx): the source, the note, the pending
// decision and a licence changed since the review opened.

const { members } = demoCommunity();
/** A demo member's name by id (the demo community's ids start at 1). */
const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;
const DECISION = '/v1/admin/licences/:id/decision';
const withLicences = { ...signedInOperator(), ...withMockDb(licencesToVerify) };

const meta = {
  title: 'Screens/Admin/Licences/LicenceQueue',
  component: inAdminLayout(LicenceQueueScreen),
  args: { routePath: '/admin/licences/*' } satisfies PageArgs,
  parameters: withLicences,
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const unverifiedItems = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: texts.list('Unverified') })).getAllByRole(
    'listitem',
  );

/** Licences to verify, oldest change first: the member, the number, the state and the expiry. */
export const Unverified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading }),
    ).toBeVisible();
    const items = await unverifiedItems(canvas);
    await expect(items).toHaveLength(3);
    const first = within(items[0]!);
    await expect(first.getByRole('link', { name: nameOf(2) })).toHaveAttribute(
      'href',
      '/admin/members/2',
    );
    await expect(
      first.getByText(/License number IL-065-044120 · Issued in Illinois/),
    ).toBeVisible();
    await expect(first.getByText(/Expires at the end of December 2030/)).toBeVisible();
    await expect(first.getByText('Unverified')).toBeVisible();
    await expect(within(items[1]!).getByText(/Does not expire/)).toBeVisible();
    await expect(within(items[2]!).getByText(/No license number given/)).toBeVisible();
  },
};

/** Verifying needs the source checked; the licence then leaves the queue and the member is told. */
export const Verify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await unverifiedItems(canvas);
    await userEvent.click(
      within(first!).getByRole('button', {
        name: texts.verifyLabel('Certified Public Accountant', nameOf(2)),
      }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByRole('heading', { name: texts.verifyTitle(nameOf(2)) })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: texts.verify }));
    await expect(await dialog.findByText(apiMessages.licenceSourceRequired)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source checked/ }),
      'https://online-dfpr.micropact.com/lookup',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Note/ }), 'Active, no discipline.');
    await userEvent.click(dialog.getByRole('button', { name: texts.verify }));
    await dialogClosed();
    await expectToast(texts.verified);
    await waitFor(async () => expect(await unverifiedItems(canvas)).toHaveLength(2));
    await expect(
      db.certifications.find((row) => row.userId === 2 && row.kind === 'licence'),
    ).toMatchObject({
      verificationState: 'verified',
      verificationSource: 'https://online-dfpr.micropact.com/lookup',
    });
    await expect(
      db.notifications.find((row) => row.userId === 2 && row.kind === 'licence_decided'),
    ).toBeDefined();
  },
};

/** Revoking needs no source; a note says why. */
export const Revoke: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await unverifiedItems(canvas);
    await userEvent.click(
      within(items[1]!).getByRole('button', {
        name: texts.revokeLabel('Attorney at Law', nameOf(3)),
      }),
    );
    const dialog = within(await findDialog());
    await expect(dialog.getByText(texts.revokeBody)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Note/ }),
      'Not in the bar’s records.',
    );
    await userEvent.click(dialog.getByRole('button', { name: texts.revoke }));
    await dialogClosed();
    await expectToast(texts.revoked);
    await expect(
      db.certifications.find((row) => row.userId === 3 && row.kind === 'licence'),
    ).toMatchObject({
      verificationState: 'revoked',
    });
  },
};

const held = heldRequests('post', DECISION);

/** Deciding: the dialog's button waits; pressing again sends nothing. */
export const Deciding: Story = {
  parameters: { ...withLicences, ...withHandlers(...held.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await unverifiedItems(canvas);
    await userEvent.click(
      within(items[1]!).getByRole('button', {
        name: texts.revokeLabel('Attorney at Law', nameOf(3)),
      }),
    );
    const dialog = within(await findDialog());
    const confirm = dialog.getByRole('button', { name: texts.revoke });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading'));
    await userEvent.click(confirm);
    await expect(held.count()).toBe(1);
  },
};

/** The member changed the licence meanwhile: the server's message, and nothing is decided. */
export const ChangedSinceOpened: Story = {
  parameters: { ...withLicences, ...withHandlers(...licenceChangedMeanwhile()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await unverifiedItems(canvas);
    await userEvent.click(
      within(first!).getByRole('button', {
        name: texts.verifyLabel('Certified Public Accountant', nameOf(2)),
      }),
    );
    const dialog = within(await findDialog());
    await userEvent.type(dialog.getByRole('textbox', { name: /Source checked/ }), 'IDFPR lookup');
    await userEvent.click(dialog.getByRole('button', { name: texts.verify }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      apiMessages.licenceChangedSinceReview,
    );
    await expect(
      db.certifications.find((row) => row.userId === 2 && row.kind === 'licence'),
    ).toMatchObject({
      verificationState: 'unverified',
    });
  },
};

/** The Verified tab: who verified each licence, when, against what. */
export const Verified: Story = {
  args: { routeSearch: '?state=verified' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: texts.list('Verified') });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(
      within(items[0]!).getByText(/Source: NYSED Office of the Professions verification/),
    ).toBeVisible();
    await expect(within(items[0]!).queryByRole('button', { name: /^Verify/ })).toBeNull();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { ...withLicences, ...withHandlers(...emptyLicenceQueue()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty.unverified)).toBeVisible();
  },
};

/** The ledger is being read. */
export const Loading: Story = {
  parameters: {
    ...withLicences,
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/licences'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
  },
};

/** The ledger could not be read. */
export const Failure: Story = {
  parameters: {
    ...withLicences,
    ...withHandlers(...serverError(['get', '/v1/admin/licences'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failure);
  },
};

/** A phone: items stack, their buttons below. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await unverifiedItems(canvas)).toHaveLength(3);
  },
};
