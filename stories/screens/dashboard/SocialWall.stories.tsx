import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/lib/config';
import { postTexts, wallTexts as texts } from '@/screens/dashboard/formTexts';
import { PostComposer } from '@/screens/dashboard/PostComposer';
import { SocialWall, type SocialWallProps } from '@/screens/dashboard/SocialWall';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { inColumn } from './formsSupport';

/**
 * A stand-in for a Walls.io wall: a page of posts as a data: URL, so the story is offline and
 * the same on every run (the real provider is framed the same way, ./WallsioEmbed.tsx).
 */
const STAND_IN_WALL = `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html>
<html lang="en"><head><title>Stand-in wall</title><style>
body{margin:0;padding:16px;font:15px/1.45 system-ui,sans-serif;background:#eef1f6;color:#1c2233}
article{background:#fff;border-radius:8px;padding:14px 16px;margin:0 0 12px;box-shadow:0 1px 2px #0002}
b{display:block;margin-bottom:4px}
</style></head><body>
<article><b>Dana Whitfield · Linkedin</b>Three lessons from my first year as an independent CFO.</article>
<article><b>Marcus Webb · Linkedin</b>We are hiring a fractional controller for a Denver client.</article>
<article><b>Priya Raman · Linkedin</b>Slides from last week's live event on pricing your practice.</article>
</body></html>`)}`;

const meta = {
  title: 'Screens/Dashboard/SocialWall',
  component: SocialWall,
  decorators: [inColumn('40rem')],
  args: { routePath: '/dashboard', url: STAND_IN_WALL },
  parameters: signedIn(),
} satisfies Meta<SocialWallProps & PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The fallback: its text, and the same next step as the wall's (a post, via the form or Slack). */
async function expectFallback(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(texts.fallback));
  await expect(canvasElement.querySelector('iframe')).toBeNull();
  await expect(canvas.getByRole('link', { name: texts.addPost })).toHaveAttribute(
    'href',
    '/dashboard#add-linkedin-post',
  );
  await expect(
    canvas.getByRole('link', { name: `${texts.slack} ${texts.newTab}` }),
  ).toHaveAttribute('href', config.slackUrl);
}

const wallFrame = (canvas: Canvas) => canvas.findByTitle(texts.embedTitle);

/** A configured wall: its frame, titled, replaces the spinner once its page has loaded. */
export const Configured: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
    const frame = await wallFrame(canvas);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 10_000 });
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', STAND_IN_WALL);
    await expect(canvas.queryByText(texts.fallback)).toBeNull();
  },
};

/** No wall configured (VITE_SOCIAL_WALL_URL unset): the fallback, and no provider code loads. */
export const NotConfigured: Story = {
  args: { url: '' },
  play: ({ canvasElement }) => expectFallback(canvasElement),
};

/** The browser is offline: the fallback at once, no frame. */
export const Offline: Story = {
  beforeEach: () => {
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    return () => Object.defineProperty(Navigator.prototype, 'onLine', onLine);
  },
  play: ({ canvasElement }) => expectFallback(canvasElement),
};

/** The provider does not come up in time (a host that never answers): the fallback replaces it. */
export const ProviderFailing: Story = {
  args: { timeoutMs: 0 },
  play: ({ canvasElement }) => expectFallback(canvasElement),
};

/** On the dashboard the fallback's 'Add Linkedin Post' opens the composer's form above it. */
export const FallbackOpensThePostForm: Story = {
  args: { url: '' },
  render: (args) => (
    <Stack gap="6">
      <PostComposer />
      <SocialWall {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: texts.addPost }));
    const form = within(await canvas.findByRole('form', { name: postTexts.form }));
    await waitFor(() =>
      expect(form.getByLabelText(new RegExp(`^${postTexts.link}`))).toHaveFocus(),
    );
    await expect(canvas.getByRole('button', { name: postTexts.toggle })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** On a phone: the wall's frame fills the card's width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await wallFrame(canvas);
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 10_000 });
    const box = frame.parentElement!.getBoundingClientRect();
    await expect(frame.getBoundingClientRect().width).toBeGreaterThanOrEqual(box.width - 2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
