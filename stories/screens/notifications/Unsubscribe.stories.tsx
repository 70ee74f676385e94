import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { UnsubscribeResult } from '@/contract';
import { UnsubscribeScreen } from '@/screens/notifications/UnsubscribeScreen';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api } from '@mocks/http';
import { scenarioState } from '@mocks/scenarios';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedIn, signedOut } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// /unsubscribe/{token}: the page reads what the link would turn off and asks; only its button's
// POST changes anything, so a link scanner that opens the page changes nothing (issue 38).

/** The unsubscribe endpoints (the mocks' own), behind the story's scenario handlers. */
const handlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

/** A link of an e-mail answered as the server answers a valid one, counting the POSTs. */
const sent = scenarioState(() => ({ posts: 0 }));
const answers = (result: UnsubscribeResult, ...first: HttpHandler[]) =>
  handlers(
    ...first,
    http.get(api('/v1/unsubscribe/:token'), () => HttpResponse.json(result)),
    http.post(api('/v1/unsubscribe/:token'), () => {
      sent.posts += 1;
      return HttpResponse.json(result);
    }),
  );

const KIND: UnsubscribeResult = {
  kind: 'watched_testimonial',
  digest: null,
  kinds: ['watched_testimonial'],
  mode: 'off',
};
const DIGEST: UnsubscribeResult = {
  kind: null,
  digest: 'daily',
  kinds: ['watched_testimonial', 'saved_search_match'],
  mode: 'off',
};

const meta = {
  title: 'Screens/Notifications/Unsubscribe',
  component: UnsubscribeScreen,
  args: {
    routePath: '/unsubscribe/:token',
    routeParams: { token: 'link-token' },
  } satisfies PageArgs,
  parameters: { ...signedOut(), ...answers(KIND) },
} satisfies Meta<typeof UnsubscribeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: what the link will turn off, and a button; nothing is sent until it is pressed. */
export const Ask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Turn off e-mails about: new testimonials of members you watch?'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    await expect(sent.posts).toBe(0);
  },
};

/** A kind's link, signed out, after the button: that kind is off, the preferences a link away. */
export const KindOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'You are unsubscribed' }),
    ).toBeVisible();
    await expect(sent.posts).toBe(1);
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

/** A digest's link: it asks with the kinds the digest carries, then lists what is off. */
export const DigestOff: Story = {
  parameters: { ...signedIn(), ...answers(DIGEST) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Turn off the daily digest?')).toBeVisible();
    await expect(canvas.getByText('It carries:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByText('You will no longer get the daily digest.')).toBeVisible();
    await expect(canvas.getByText('New members matching your saved searches')).toBeVisible();
  },
};

/** A digest whose kinds are all off already: said, and the button still there. */
export const DigestEmpty: Story = {
  parameters: { ...signedIn(), ...answers({ ...DIGEST, kinds: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'It carries nothing at the moment: every kind it held is off already.',
      ),
    ).toBeVisible();
  },
};

const held = heldRequests('post', '/v1/unsubscribe/:token');

/** The button's own pending state: pressed twice, one request. */
export const Sending: Story = {
  parameters: answers(KIND, ...held.handlers),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Unsubscribe' });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(held.count()).toBe(1);
  },
};

/** A link that is not (or no longer) valid: the server's sentence, before any button. */
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

/** The connection drops as the button is pressed: Try again sends it again. */
export const Offline: Story = {
  parameters: {
    ...signedOut(),
    ...answers(
      KIND,
      http.post(api('/v1/unsubscribe/:token'), () => {
        if (offline.failing) return HttpResponse.error();
        return HttpResponse.json(KIND);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unsubscribe' }));
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
    await expect(await canvas.findByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  },
};
