import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { UnsubscribeResult } from '@/contract';
import { UnsubscribeScreen } from '@/screens/notifications/UnsubscribeScreen';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api } from '@mocks/http';
import { scenarioState } from '@mocks/scenarios';
import type { PageArgs } from '@stories/support/page';
import { signedIn, signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

/** The unsubscribe endpoint (the mocks' own), behind the story's scenario handlers. */
const handlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

/** A link of an e-mail answered as the server answers a valid one. */
const answers = (result: UnsubscribeResult) =>
  handlers(http.post(api('/v1/unsubscribe/:token'), () => HttpResponse.json(result)));

const meta = {
  title: 'Screens/Notifications/Unsubscribe',
  component: UnsubscribeScreen,
  args: {
    routePath: '/unsubscribe/:token',
    routeParams: { token: 'link-token' },
  } satisfies PageArgs,
  parameters: {
    ...signedOut(),
    ...answers({
      kind: 'watched_testimonial',
      digest: null,
      kinds: ['watched_testimonial'],
      mode: 'off',
    }),
  },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A kind's link, signed out: that kind is off, and the preferences are one link away. */
export const KindOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'You will no longer get e-mails about: new testimonials of members you watch.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Change your e-mail preferences' }),
    ).toHaveAttribute('href', '/notifications');
  },
};

/** A digest's link: the digest is off, and the kinds it carried are listed. */
export const DigestOff: Story = {
  parameters: {
    ...signedIn(),
    ...answers({
      kind: null,
      digest: 'daily',
      kinds: ['watched_testimonial', 'saved_search_match'],
      mode: 'off',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You will no longer get the daily digest.')).toBeVisible();
    await expect(canvas.getByText('New members matching your saved searches')).toBeVisible();
  },
};

/** A link that is not (or no longer) valid: the server's sentence. */
export const Invalid: Story = {
  args: { routeParams: { token: 'not-a-valid-token' } },
  parameters: { ...signedOut(), ...handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This link did not work',
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
      http.post(api('/v1/unsubscribe/:token'), () => {
        if (offline.failing) return HttpResponse.error();
        return HttpResponse.json({
          kind: 'saved_search_match',
          digest: null,
          kinds: ['saved_search_match'],
          mode: 'off',
        } satisfies UnsubscribeResult);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No connection');
    offline.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
  },
};
