import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toast } from '@/components/feedback/Toast';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import type { RootStore } from '@/models/RootStore';
import { TOAST_STATUSES } from '@/contract';
import type { ToastInput } from '@/models/ToastStore';

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastViewport,
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (...toasts: ToastInput[]) => ({
  store: (root: RootStore) => toasts.forEach((toast) => root.toasts.show(toast)),
});

/** Every status side by side for visual review. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="3" p="6" align="flex-start">
      {TOAST_STATUSES.map((status) => (
        <Toast key={status} status={status} text={`A ${status} alert`} duration={5000} paused />
      ))}
      <Toast status="info" text="Closing (exit animation)" duration={5000} closing />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Dismiss alert' })).toHaveLength(5);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A danger alert');
    await expect(canvas.getAllByTestId('toast-ring')).toHaveLength(5);
  },
};

function statusStory(status: ToastInput['status'], text: string): Story {
  return {
    parameters: showing({ text, status }),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const toast = await canvas.findByText(text);
      await expect(toast.closest('[data-status]')).toHaveAttribute('data-status', status);
      const dismiss = canvas.getByRole('button', { name: 'Dismiss alert' });
      await waitFor(() => expect(dismiss).toBeVisible());
    },
  };
}

export const Danger = statusStory('danger', 'Something went wrong');
export const Info = statusStory('info', 'Your post should appear within 24 hours.');
export const Success = statusStory('success', 'Added to watch list.');
export const Warning = statusStory('warning', "You have declined Dana's invitation.");

/** Queued: only the first shows; the next appears once it is dismissed. */
export const QueueOfThree: Story = {
  parameters: showing(
    { text: 'Added to watch list.', status: 'success' },
    { text: 'Request sent!', status: 'info' },
    { text: 'No connection', status: 'danger' },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Added to watch list.');
    await expect(canvas.queryByText('Request sent!')).toBeNull();
    await expect(canvas.queryByText('No connection')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await canvas.findByText('Request sent!');
    await expect(canvas.queryByText('Added to watch list.')).toBeNull();
    await expect(canvas.queryByText('No connection')).toBeNull();
  },
};

/** A toast leaves by itself when its duration has run out. */
export const AutoDismiss: Story = {
  parameters: showing({ text: 'Password updated', status: 'success', duration: 1200 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Password updated');
    await waitFor(() => expect(canvas.queryByText('Password updated')).toBeNull(), {
      timeout: 4000,
    });
  },
};

/** Hovering holds the countdown (the ring stops) so the text can be read. */
export const PausedOnHover: Story = {
  parameters: showing({ text: 'Request sent!', status: 'info' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText('Request sent!');
    await userEvent.hover(text);
    const ring = canvas.getByTestId('toast-ring').querySelector('[data-essential-motion]');
    await waitFor(() => expect(ring).toHaveAttribute('data-paused'));
  },
};
