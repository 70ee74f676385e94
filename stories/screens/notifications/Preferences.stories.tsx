import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { browserTimeZone } from '@/lib/timeZone';
import { PreferencesForm } from '@/screens/notifications/PreferencesForm';
import { DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { notificationPreferenceHandlers } from '@mocks/handlers/notificationPreferences';
import { api, errorResponse } from '@mocks/http';
import { serverError } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

/** The member chose a zone already (so the story shows the same on every machine). */
const chicago = () =>
  db.notificationSettings.push({ userId: DEMO_USER_ID, timeZone: 'America/Chicago', modes: {} });

/** The preference endpoints, behind the story's own scenario handlers. */
const handlers = (...first: HttpHandler[]) => ({
  msw: { handlers: [...first, ...notificationPreferenceHandlers] },
});

const meta = {
  title: 'Screens/Notifications/Preferences',
  component: PreferencesForm,
  args: { routePath: '/notifications' } satisfies PageArgs,
  parameters: { ...signedIn(), ...withMockDb(chicago), ...handlers() },
} satisfies Meta<typeof PreferencesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = () => db.notificationSettings.find((entry) => entry.userId === DEMO_USER_ID);

/**
 * Every kind with its e-mail choice (the defaults: at once for what concerns the member, daily
 * for news); the background check's is always sent and cannot change. Save waits for a change.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: 'Invitations to a professional team' }),
    ).toHaveValue('immediate');
    await expect(
      canvas.getByRole('combobox', { name: 'New testimonials of members you watch' }),
    ).toHaveValue('daily');
    await expect(canvas.getByText('Decisions on your background check')).toBeVisible();
    await expect(
      canvas.queryByRole('combobox', { name: 'Decisions on your background check' }),
    ).toBeNull();
    await expect(canvas.getByText(/Always e-mailed/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Time zone for digests' })).toHaveValue(
      'America/Chicago',
    );
    await expect(canvas.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  },
};

/** A change saved: only what changed is sent, a toast says so, and Save waits again. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watched = await canvas.findByRole('combobox', {
      name: 'New testimonials of members you watch',
    });
    await userEvent.selectOptions(watched, 'Weekly digest');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Time zone for digests' }),
      'Europe/London',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    const toast = await within(document.body).findByText('E-mail preferences saved.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(settings()?.modes).toEqual({ watched_testimonial: 'weekly' });
    await expect(settings()?.timeZone).toBe('Europe/London');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save preferences' })).toBeDisabled(),
    );
    await expect(
      canvas.getByRole('combobox', { name: 'New testimonials of members you watch' }),
    ).toHaveValue('weekly');
  },
};

const saving = heldRequests('put', '/v1/notifications/preferences');

/** While saving: the button shows it and a second press sends nothing. */
export const Saving: Story = {
  parameters: { ...signedIn(), ...withMockDb(chicago), ...handlers(...saving.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'New members matching your saved searches' }),
      'Off',
    );
    const save = canvas.getByRole('button', { name: 'Save preferences' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(save).toHaveAttribute('data-loading');
    await userEvent.click(save);
    await expect(saving.count()).toBe(1);
  },
};

/** The server refuses: its sentence above the button, nothing saved. */
export const SaveFailed: Story = {
  parameters: {
    ...signedIn(),
    ...withMockDb(chicago),
    ...handlers(
      http.put(api('/v1/notifications/preferences'), () => {
        throw errorResponse('InvalidRequest', apiMessages.unknownTimeZone);
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Time zone for digests' }),
      'Asia/Tokyo',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown time zone');
    await expect(settings()?.timeZone).toBe('America/Chicago');
  },
};

/** The preferences do not load: the message and Try again. */
export const LoadFailed: Story = {
  parameters: {
    ...signedIn(),
    ...handlers(...serverError(['get', '/v1/notifications/preferences'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Something went wrong. Please refresh or try again later.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A member who never chose a zone: the browser's is offered, said so, and Save sends it (this
 * story shows the zone of the machine it runs on).
 */
export const TimeZoneFromBrowser: Story = {
  parameters: { ...signedIn(), ...withMockDb(() => undefined), ...handlers() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = browserTimeZone();
    const select = await canvas.findByRole('combobox', { name: 'Time zone for digests' });
    await expect(select).toHaveValue(zone);
    if (zone === 'America/New_York') return;
    await expect(
      canvas.getByText('Taken from your browser: save to use it for your digests.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(settings()?.timeZone).toBe(zone));
  },
};

/** On a phone: each label above its choice. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('combobox', { name: 'Invitations to a professional team' }),
    ).toBeVisible();
  },
};
