import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { verificationTexts } from '@/components/account/verificationTexts';
import { apiMessages } from '@/contract';
import { inviteTexts as texts } from '@/screens/dashboard/formTexts';
import { InvitePeerForm } from '@/screens/dashboard/InvitePeerForm';
import { db } from '@mocks/db';
import { api, errorResponse } from '@mocks/http';
import { serverError } from '@mocks/scenarios';
import { recipientCapped } from '@mocks/scenarios/sending';
import { DEMO_EMAIL, withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedIn } from '@stories/support/session';
import { inColumn } from './formsSupport';

const meta = {
  title: 'Screens/Dashboard/InvitePeerForm',
  component: InvitePeerForm,
  // The dashboard's left column.
  decorators: [inColumn('22rem')],
  args: { routePath: '/dashboard' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

const INVITATIONS = '/v1/user/invitations';
const PEER = 'pat.peer@example.com';
const THROTTLED = 'Too many requests. Please try again in a few minutes.';

type Canvas = ReturnType<typeof within>;

/** The form, once its code has arrived. */
async function fields(canvas: Canvas) {
  const form = within(await canvas.findByRole('form', { name: texts.form }));
  return {
    email: form.getByLabelText(new RegExp(`^${texts.email}`)),
    name: form.getByLabelText(texts.name),
    send: form.getByRole('button', { name: new RegExp(`${texts.send}|${texts.sending}`) }),
  };
}

async function fillAndSend(canvas: Canvas, email = PEER, name = 'Pat') {
  const form = await fields(canvas);
  await userEvent.type(form.email, email);
  await userEvent.type(form.name, name);
  await userEvent.click(form.send);
  return form;
}

/** An e-mail (required) and an optional name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
    const form = await fields(canvas);
    await expect(form.email).toBeRequired();
    await expect(form.name).not.toBeRequired();
    await expect(form.send).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Spec 5: no e-mail, a malformed one, a one-letter name: their messages; nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fields(canvas);
    await userEvent.click(form.send);
    await expect(await canvas.findByText('Enter a valid email address.')).toBeVisible();
    await userEvent.type(form.email, 'pat@');
    await userEvent.type(form.name, 'P');
    await userEvent.click(form.send);
    await expect(await canvas.findByText('Enter a valid value.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(db.outbox).toHaveLength(0);
  },
};

const held = heldRequests('post', INVITATIONS);

/** Sending: the button's own pending state; pressing again sends nothing. */
export const Pending: Story = {
  parameters: { ...signedIn(), ...withHandlers(...held.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    await waitFor(() => expect(form.send).toHaveAttribute('data-loading'));
    await expect(form.send).toBeDisabled();
    await expect(canvas.getByText(texts.sending)).toBeVisible();
    await userEvent.click(form.send);
    await userEvent.type(form.name, '{Enter}');
    await expect(held.count()).toBe(1);
  },
};

/** The invitation goes out (the mock's outbox has it): says to whom, and the form clears. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent(texts.sent(PEER));
    await expect(form.email).toHaveValue('');
    await expect(form.name).toHaveValue('');
    await expect(db.outbox).toContainEqual({ to: PEER, kind: 'invitation', link: '/signup' });
  },
};

/** Spec 8: over the rate limit, the throttle message; the fields keep what was typed. */
export const Throttled: Story = {
  parameters: {
    ...signedIn(),
    ...withHandlers(
      http.post(api(INVITATIONS), () =>
        errorResponse('RequestThrottled', apiMessages.requestThrottled),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(THROTTLED);
    await expect(form.email).toHaveValue(PEER);
    await expect(form.name).toHaveValue('Pat');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The server fails: the catalogue's message; the fields stay; a second try can succeed. */
export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(['post', INVITATIONS])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(form.email).toHaveValue(PEER);
    await expect(form.send).toBeEnabled();
  },
};

/**
 * Issue 38: a member whose address is not verified is refused, with the verification banner's
 * Resend beside the reason; nothing goes to the peer, and Resend mails the member a new link.
 */
export const Unverified: Story = {
  parameters: signedIn({ emailVerified: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(apiMessages.verifyBeforeSending);
    await expect(form.email).toHaveValue(PEER);
    await expect(db.outbox.filter((mail) => mail.to === PEER)).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: verificationTexts.resend }));
    await expect(await within(alert).findByRole('status')).toHaveTextContent(
      verificationTexts.resent(DEMO_EMAIL),
    );
    await expect(db.outbox.map((mail) => [mail.to, mail.kind])).toContainEqual([
      DEMO_EMAIL,
      'verifyEmail',
    ]);
  },
};

/** Issue 38: the peer's address had its e-mails today: its own sentence, not the throttle's. */
export const RecipientCapped: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => recipientCapped(PEER)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await fillAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      apiMessages.recipientDailyLimit,
    );
    await expect(canvas.queryByRole('button', { name: verificationTexts.resend })).toBeNull();
    await expect(form.email).toHaveValue(PEER);
    await expect(db.outbox.filter((mail) => mail.to === PEER)).toEqual([]);
  },
};
