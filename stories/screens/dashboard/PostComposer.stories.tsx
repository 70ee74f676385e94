import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { config } from '@/lib/config';
import { postTexts as texts } from '@/screens/dashboard/formTexts';
import { PostComposer } from '@/screens/dashboard/PostComposer';
import { DEMO_POSTS } from '@demo/moderation';
import { db } from '@mocks/db';
import { serverError } from '@mocks/scenarios';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { heldRequests } from '@stories/support/requests';
import { signedIn } from '@stories/support/session';
import { expectToast, inColumn } from './formsSupport';

const meta = {
  title: 'Screens/Dashboard/PostComposer',
  component: PostComposer,
  decorators: [inColumn('40rem')],
  args: { routePath: '/dashboard' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

const POSTS = '/v1/dashboard/posts';
const LINK = 'https://www.linkedin.com/posts/guildhall-member-activity-7263';
const INVALID = 'Enter a valid url.';
const TOO_LONG = 'Maximum length is 200 characters.';

type Canvas = ReturnType<typeof within>;

/** The posts this story sent, after the demo community's (the operators' queue). */
const submitted = () => db.posts.slice(DEMO_POSTS.length);

const toggle = (canvas: Canvas) => canvas.getByRole('button', { name: texts.toggle });

/** Opens the form; answers its link field and Submit button. */
async function open(canvas: Canvas) {
  await userEvent.click(toggle(canvas));
  const form = within(await canvas.findByRole('form', { name: texts.form }));
  return {
    link: form.getByLabelText(new RegExp(`^${texts.link}`)),
    submit: form.getByRole('button', { name: new RegExp(`${texts.submit}|${texts.submitting}`) }),
  };
}

/** The attempt is over: the form is closed, and opens again empty. */
async function closedAndCleared(canvas: Canvas) {
  await waitFor(() => expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false'));
  await expect(canvas.queryByRole('form', { name: texts.form })).toBeNull();
  const { link } = await open(canvas);
  await expect(link).toHaveValue('');
}

/** 'Start a post': the form closed, and Post via Slack to the community's Slack in a new tab. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: texts.heading })).toBeVisible();
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('form')).toBeNull();
    const slack = canvas.getByRole('link', { name: `${texts.slack} ${texts.newTab}` });
    await expect(slack).toHaveAttribute('href', config.slackUrl);
    await expect(slack).toHaveAttribute('target', '_blank');
    await expect(slack).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The toggle opens the form on its link field; Submit waits for a link; the toggle closes it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(link).toHaveFocus());
    await expect(canvas.getByText(texts.linkHint)).toBeVisible();
    await expect(submit).toBeDisabled();
    await userEvent.type(link, '   ');
    await expect(submit).toBeDisabled();
    await userEvent.type(link, LINK);
    await expect(submit).toBeEnabled();
    await userEvent.click(toggle(canvas));
    await expect(canvas.queryByRole('form', { name: texts.form })).toBeNull();
  },
};

/** Spec 5: not an http(s) URL, 'Enter a valid url.'; nothing is sent. */
export const InvalidUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await userEvent.type(link, 'linkedin.com/posts/mine');
    await userEvent.click(submit);
    await expect(await canvas.findByText(INVALID)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(submit);
    await expect(await canvas.findByText(INVALID)).toBeVisible();
    await expect(submitted()).toHaveLength(0);
    await expect(toggle(canvas)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Spec 5/9: a link over 200 characters is refused with the maximum-length message. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await userEvent.click(link);
    await userEvent.paste(`https://www.linkedin.com/posts/${'a'.repeat(170)}`);
    await expect((link as HTMLInputElement).value).toHaveLength(201);
    await userEvent.click(submit);
    await expect(await canvas.findByText(TOO_LONG)).toBeVisible();
    await expect(submitted()).toHaveLength(0);
  },
};

const held = heldRequests('post', POSTS);

/** Submitting: the button shows its own pending state; pressing again (or Enter) sends nothing. */
export const Pending: Story = {
  parameters: { ...signedIn(), ...withHandlers(...held.handlers) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await userEvent.type(link, LINK);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('data-loading'));
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(texts.submitting)).toBeVisible();
    await userEvent.click(submit);
    await userEvent.type(link, '{Enter}');
    await expect(held.count()).toBe(1);
  },
};

/** Spec 8: the success toast; the form closes and clears. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await userEvent.type(link, LINK);
    await userEvent.click(submit);
    await expectToast(texts.success);
    await expect(submitted().map((post) => post.link)).toEqual([LINK]);
    await closedAndCleared(canvas);
  },
};

/** Spec 8: the failure toast; the form closes and clears all the same. */
export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(['post', POSTS])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link, submit } = await open(canvas);
    await userEvent.type(link, LINK);
    await userEvent.click(submit);
    await expectToast(texts.failure);
    await closedAndCleared(canvas);
  },
};

/** On a phone: the two actions wrap, the form fits the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { link } = await open(canvas);
    await userEvent.type(link, 'not a link');
    await userEvent.tab();
    await expect(await canvas.findByText(INVALID)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
