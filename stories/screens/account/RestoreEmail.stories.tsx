import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { RestoreEmailScreen } from '@/screens/account/RestoreEmailScreen';
import { accountTexts } from '@/screens/account/texts';
import { DEMO_USER_ID } from '@mocks/data/members';
import { db, findUser } from '@mocks/db';
import { emailRestoreHandlers } from '@mocks/handlers/emailRestore';
import { api } from '@mocks/http';
import { RESTORED_EMAIL, RESTORE_LINK_TOKENS, restoreLink, scenarioState } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedIn, signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// /restore-email/{token}, the notice's "This wasn't me" (issue 38 §4): the page reads what the
// link would restore and asks; only its button's POST restores the address, ends every session
// and mails a password reset, so a link scanner that opens the page changes nothing.

const texts = accountTexts.restore;
const OTHER_MEMBER_ID = DEMO_USER_ID + 1;

const meta = {
  title: 'Screens/Account/RestoreEmail',
  component: RestoreEmailScreen,
  args: {
    routePath: '/restore-email/:token',
    routeParams: { token: RESTORE_LINK_TOKENS.ok },
  } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(() => restoreLink('ok')) },
} satisfies Meta<typeof RestoreEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const demoEmail = () => findUser(DEMO_USER_ID)?.email;

/** Opened: the address it restores, what that does, and a button; nothing has changed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.ask(RESTORED_EMAIL))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getByText(texts.explain)).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.confirm })).toBeEnabled();
    // Opening the page used nothing: the link is unused, the address unchanged.
    await expect(db.emailTokens.find((t) => t.token === RESTORE_LINK_TOKENS.ok)?.usedAt).toBe(null);
    await expect(demoEmail()).not.toBe(RESTORED_EMAIL);
  },
};

/** The button pressed: the address is back, every session ended, a reset on its way. */
export const Restored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.done })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.doneText(RESTORED_EMAIL));
    await expect(canvas.getByRole('link', { name: accountTexts.toLogin })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(demoEmail()).toBe(RESTORED_EMAIL);
    await expect(db.sessions.some((s) => s.userId === DEMO_USER_ID)).toBe(false);
    await expect(db.outbox.at(-1)).toMatchObject({ to: RESTORED_EMAIL, kind: 'passwordReset' });
  },
};

const held = heldRequests('post', '/v1/user/email/restore/:token');

/** The button's own pending state: pressed twice, one request. */
export const Pending: Story = {
  parameters: {
    ...signedOut(),
    ...withMockDb(() => restoreLink('ok')),
    msw: { handlers: [...held.handlers, ...emailRestoreHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: texts.confirm });
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: texts.confirm })).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(held.count()).toBe(1);
  },
};

/** Followed once already: the other links' sentence, before any button. */
export const AlreadyUsed: Story = {
  args: { routeParams: { token: RESTORE_LINK_TOKENS.used } },
  parameters: { ...signedOut(), ...withMockDb(() => restoreLink('used')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkUsed);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(texts.failedTitle);
    await expect(canvas.queryByRole('button', { name: texts.confirm })).toBeNull();
  },
};

/** Older than seven days. */
export const Expired: Story = {
  args: { routeParams: { token: RESTORE_LINK_TOKENS.expired } },
  parameters: { ...signedOut(), ...withMockDb(() => restoreLink('expired')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkExpired);
  },
};

/** Not a link of ours (or another kind of link). */
export const Invalid: Story = {
  args: { routeParams: { token: 'not-a-restore-link-000000' } },
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.emailLinkInvalid);
    await expect(canvas.getByRole('link', { name: accountTexts.toHome })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

/** The address is another account's now: the button answers 409 and nothing changes. */
export const AddressTaken: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(() => restoreLink('ok', { takenBy: OTHER_MEMBER_ID })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apiMessages.restoreEmailTaken);
    await expect(demoEmail()).not.toBe(RESTORED_EMAIL);
    await expect(db.sessions.some((s) => s.userId === DEMO_USER_ID)).toBe(true);
  },
};

const offline = scenarioState(() => ({ failing: true }));

/** The connection drops as the button is pressed: Try again sends it again. */
export const Failed: Story = {
  parameters: {
    ...signedOut(),
    ...withMockDb(() => restoreLink('ok')),
    msw: {
      handlers: [
        http.post(api('/v1/user/email/restore/:token'), () => {
          if (offline.failing) return HttpResponse.error();
          return undefined;
        }),
        ...emailRestoreHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: texts.confirm }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No connection');
    offline.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: accountTexts.retry }));
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.done })).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: texts.confirm })).toBeVisible();
  },
};
