import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { apiMessages } from '@/contract';
import { TestimonialRequestsScreen } from '@/screens/settings/TestimonialRequestsScreen';
import { testimonialsInEveryStatus, writerOptedOut } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';

// Issue 38 §8: a refused 'Send again' says why it was refused; spec 8's sentence is the answer
// to the seven days only (Testimonials.stories.tsx plays SendAgainRefused).

const meta = {
  title: 'Screens/Settings/Testimonials/Resend refusals',
  component: TestimonialRequestsScreen,
  args: { routePath: '/settings/testimonials' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof TestimonialRequestsScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const TOO_SOON = 'You can only send testimonial request once every seven days.';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function resend(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const heading = await canvas.findByRole('heading', { level: 3, name });
  const row = within(heading.closest('li') as HTMLElement);
  const button = row.getByRole('button', { name: 'Send again' });
  await userEvent.click(button);
  return { row, button };
}

async function expectToast(canvasElement: HTMLElement, text: string) {
  const toast = await page(canvasElement).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The writer (Cleo Diaz, asked two weeks ago) asked for no more e-mail: the toast says so. */
export const WriterOptedOut: Story = {
  parameters: withMockDb(() => writerOptedOut('Cleo Diaz')),
  play: async ({ canvasElement }) => {
    const { row, button } = await resend(canvasElement, 'Cleo Diaz');
    await expectToast(canvasElement, apiMessages.testimonialWriterOptedOut);
    await expect(page(canvasElement).queryByText(TOO_SOON)).toBeNull();
    await waitFor(() => expect(button).toBeEnabled());
    await expect(row.getByText('Pending')).toBeVisible();
  },
};

/** Inside the seven days (Hana Ito's went out two days ago): spec 8's sentence, as before. */
export const TooSoon: Story = {
  parameters: withMockDb(() => testimonialsInEveryStatus()),
  play: async ({ canvasElement }) => {
    await resend(canvasElement, 'Hana Ito');
    await expectToast(canvasElement, TOO_SOON);
    await expect(page(canvasElement).queryByText(apiMessages.testimonialWriterOptedOut)).toBeNull();
  },
};
