import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { OptOutResult } from '@/contract';
import { OptOutScreen } from '@/screens/notifications/OptOutScreen';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api } from '@mocks/http';
import { scenarioState } from '@mocks/scenarios';
import type { PageArgs } from '@stories/support/page';
import { signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// /opt-out/{token}: the link in a testimonial request or a peer's invitation, for an address
// that is not a member's (issue 23).

const handlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

/** The endpoint answers a valid link as the server does. */
const valid = handlers(
  http.post(api('/v1/opt-out/:token'), () =>
    HttpResponse.json({ optedOut: true } satisfies OptOutResult),
  ),
);

const meta = {
  title: 'Screens/Notifications/OptOut',
  component: OptOutScreen,
  args: {
    routePath: '/opt-out/:token',
    routeParams: { token: 'link-token' },
  } satisfies PageArgs,
  parameters: { ...signedOut(), ...valid },
} satisfies Meta<typeof OptOutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address is off the list: what it means, in one sentence. */
export const OptedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This address is off our list' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Guildhall will not write to it again/)).toBeVisible();
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

/** No connection: Try again sends it again. */
export const Offline: Story = {
  parameters: {
    ...signedOut(),
    ...handlers(
      http.post(api('/v1/opt-out/:token'), () =>
        offline.failing
          ? HttpResponse.error()
          : HttpResponse.json({ optedOut: true } satisfies OptOutResult),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This address is off our list' }),
    ).toBeVisible();
  },
};
