import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiError } from '@/api/errors';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import type { OperationState } from '@/models/operations';

// The page an e-mailed link opens (unsubscribe, opt-out, verify or change an address), in each
// state of its one call. The screens' own stories (Screens/Notifications/Unsubscribe and
// OptOut, Screens/Account/VerifyEmail and ConfirmEmail) run it against the mocks.

const state = (status: OperationState['status'], error?: ApiError): OperationState => ({
  status,
  error,
  isIdle: status === 'idle',
  isPending: status === 'pending',
  isDone: status === 'done',
  isFailed: status === 'failed',
});

const texts = {
  title: 'Unsubscribe',
  pending: 'Turning these e-mails off…',
  failedTitle: 'This link did not work',
  retry: 'Try again',
};

const meta = {
  title: 'Components/Feedback/LinkOutcome',
  component: LinkOutcome,
  args: {
    operation: state('pending'),
    done: false,
    texts,
    doneTitle: 'You are unsubscribed',
    children: <Text fontSize="lg">You will no longer get these e-mails.</Text>,
    refused: <Button variant="outline">Go to the home page</Button>,
    onRetry: fn(),
  },
} satisfies Meta<typeof LinkOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the call runs: the page's title and a spinner with what is happening. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    await expect(canvas.getByText('Turning these e-mails off…')).toBeVisible();
  },
};

/** Done: what changed, under its own heading. */
export const Done: Story = {
  args: { operation: state('done'), done: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You are unsubscribed',
    );
    await expect(canvas.getByText('You will no longer get these e-mails.')).toBeVisible();
  },
};

/** Refused (a 4xx): the server's sentence and the way on, no retry. */
export const Refused: Story = {
  args: {
    operation: state(
      'failed',
      new ApiError({
        kind: 'CLIENT',
        status: 400,
        code: 'InvalidRequest',
        message: 'This unsubscribe link is not valid',
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    await expect(canvas.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/** No connection: Try again sends the call again. */
export const Offline: Story = {
  args: {
    operation: state('failed', new ApiError({ kind: 'NETWORK', message: 'Failed to fetch' })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No connection');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
