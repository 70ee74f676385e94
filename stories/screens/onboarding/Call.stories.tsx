import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnalyticsEvent } from '@/lib/analytics';
import {
  OnboardingCallScreen,
  type OnboardingCallScreenProps,
} from '@/screens/onboarding/OnboardingCallScreen';
import { onboardingCallTexts as texts } from '@/screens/onboarding/texts';
import { demoCommunity } from '@demo/community';
import type { PageArgs } from '@stories/support/page';
import { signedInIncomplete } from '@stories/support/session';
import { readyProvider, recordAnalytics, standInUrl } from './standInProvider';

const { newcomer } = demoCommunity();

const meta = {
  title: 'Screens/Onboarding/Call',
  component: OnboardingCallScreen,
  args: { routePath: '/onboarding/call' },
  parameters: signedInIncomplete(),
} satisfies Meta<OnboardingCallScreenProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scheduling widget embedded (a stand-in Calendly page), its form filled in for the member. */
export const Embedded: Story = {
  args: { schedulingUrl: standInUrl('calendly') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    const { frame } = await readyProvider(canvasElement, texts.embedTitle);
    const query = new URL(frame.src).searchParams;
    await expect(query.get('name')).toBe(`${newcomer.firstName} ${newcomer.lastName}`);
    await expect(query.get('email')).toBe(newcomer.email);
    await expect(canvas.getByRole('link', { name: texts.skip })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};

const booked: AnalyticsEvent[] = [];

/** Calendly's `calendly.event_scheduled` message: tracked, and the member goes to /settings. */
export const Booked: Story = {
  args: { schedulingUrl: standInUrl('calendly') },
  beforeEach: recordAnalytics(booked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { provider } = await readyProvider(canvasElement, texts.embedTitle);
    provider().schedule?.();
    await expect(await canvas.findByText('Navigated to /settings')).toBeVisible();
    await expect(booked).toContainEqual({
      type: 'track',
      event: 'Onboarding Call Scheduled',
      properties: {},
    });
  },
};

/** A scheduling message from another origin is not Calendly's: nothing happens. */
export const ForeignMessage: Story = {
  args: { schedulingUrl: standInUrl('calendly') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readyProvider(canvasElement, texts.embedTitle);
    // The stand-in is served from the story's own origin, so another origin's message is
    // dispatched directly (listeners run synchronously).
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://elsewhere.example',
        data: { event: 'calendly.event_scheduled', payload: {} },
      }),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
    await expect(canvas.queryByText('Navigated to /settings')).toBeNull();
  },
};

/** No scheduling widget configured: the fallback keeps the next step, Continue to /settings. */
export const NotConfigured: Story = {
  args: { schedulingUrl: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.fallback);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: texts.continue }));
    await expect(await canvas.findByText('Navigated to /settings')).toBeVisible();
  },
};

/** The browser goes offline while the widget loads: the fallback replaces it. */
export const Offline: Story = {
  args: { schedulingUrl: standInUrl('unreachable') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(texts.loading);
    // The widget's page is on its way (its chunk has loaded, so the screen listens for offline).
    await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.fallback));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: texts.continue })).toHaveAttribute(
      'href',
      '/settings',
    );
  },
};
