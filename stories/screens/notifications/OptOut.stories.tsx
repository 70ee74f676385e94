import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { OptOutPreview, OptOutResult } from '@/contract';
import { OptOutScreen } from '@/screens/notifications/OptOutScreen';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api } from '@mocks/http';
import { scenarioState } from '@mocks/scenarios';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// /opt-out/{token}: the link in a testimonial request or a peer's invitation, for an address
// that is not a member's (issue 23). The page reads the address and asks; only its button's
// POST takes the address off the list (issue 38).

const handlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

const ADDRESS = 'writer@example.com';
const sent = scenarioState(() => ({ posts: 0 }));

/** The endpoints answer a valid link as the server does. */
const valid = (preview: OptOutPreview, ...first: HttpHandler[]) =>
  handlers(
    ...first,
    http.get(api('/v1/opt-out/:token'), () => HttpResponse.json(preview)),
    http.post(api('/v1/opt-out/:token'), () => {
      sent.posts += 1;
      return HttpResponse.json({ optedOut: true } satisfies OptOutResult);
    }),
  );

const meta = {
  title: 'Screens/Notifications/OptOut',
  component: OptOutScreen,
  args: {
    routePath: '/opt-out/:token',
    routeParams: { token: 'link-token' },
  } satisfies PageArgs,
  parameters: { ...signedOut(), ...valid({ email: ADDRESS, optedOut: false }) },
} satisfies Meta<typeof OptOutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: the address and what stopping means, and a button; nothing sent yet. */
export const Ask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Stop all e-mails from Guildhall to ${ADDRESS}?`),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Stop e-mails' })).toBeEnabled();
    await expect(sent.posts).toBe(0);
  },
};

/** After the button, the address is off the list: what it means, in one sentence. */
export const OptedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop e-mails' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This address is off our list' }),
    ).toBeVisible();
    await expect(sent.posts).toBe(1);
    await expect(canvas.getByText(/Guildhall will not write to it again/)).toBeVisible();
  },
};

/** An address off the list already: shown as done, without a button. */
export const AlreadyOff: Story = {
  parameters: valid({ email: ADDRESS, optedOut: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This address is off our list' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Stop e-mails' })).toBeNull();
  },
};

const held = heldRequests('post', '/v1/opt-out/:token');

/** The button's own pending state: pressed twice, one request. */
export const Sending: Story = {
  parameters: valid({ email: ADDRESS, optedOut: false }, ...held.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Stop e-mails' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(held.count()).toBe(1);
  },
};

/** A link that is not valid: the server's sentence and a way home. */
export const Invalid: Story = {
  args: { routeParams: { token: 'not-a-valid-token' } },
  parameters: { ...signedOut(), ...handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

const offline = scenarioState(() => ({ failing: true }));

/** The connection drops as the button is pressed: Try again sends it again. */
export const Offline: Story = {
  parameters: {
    ...signedOut(),
    ...valid(
      { email: ADDRESS, optedOut: false },
      http.post(api('/v1/opt-out/:token'), () =>
        offline.failing
          ? HttpResponse.error()
          : HttpResponse.json({ optedOut: true } satisfies OptOutResult),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop e-mails' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No connection');
    offline.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This address is off our list' }),
    ).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Stop e-mails' })).toBeVisible();
  },
};
