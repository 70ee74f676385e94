import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContentAlerts } from '@/components/feedback/ContentAlerts';
import { rememberSeenAlert } from '@/components/feedback/seenAlerts';
import type { ContentAlert } from '@/contract';
import type { RootStore } from '@/models/RootStore';
import { useStores } from '@/models/StoresProvider';
import { demoDocuments, type DemoDocument } from '@demo/content';
import { CONTENT_PATH, contentHandlersFor } from '@mocks/handlers/content';
import { DEMO_USER_ID, withHandlers } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

/** The page under the alerts: it shows how their load ended, and that it is still there. */
const PageBelow = observer(function PageBelow() {
  const { content } = useStores();
  return <Text p="6">{`The page (alerts: ${content.ops.load.get('alerts').status})`}</Text>;
});

const meta = {
  title: 'Components/Feedback/ContentAlerts',
  component: ContentAlerts,
  render: () => (
    <>
      <ContentAlerts />
      <PageBelow />
    </>
  ),
  parameters: signedIn(),
} satisfies Meta<typeof ContentAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertDocument = (
  id: string,
  text: string,
  status: ContentAlert['status'],
): DemoDocument<ContentAlert> => ({ type: 'alerts', id, data: { text, status } });

const [demoAlert] = demoDocuments.filter(
  (doc): doc is DemoDocument<ContentAlert> => doc.type === 'alerts',
);
const DEMO_ALERT_TEXT = demoAlert?.data.text ?? '';

const loaded = async (canvasElement: HTMLElement, status = 'done') =>
  within(canvasElement).findByText(`The page (alerts: ${status})`);

const toastOf = (element: HTMLElement) => element.closest('[data-status]');

/** The demo content's alert, as an info toast; dismissed, it is gone. */
export const OneAlert: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByText(DEMO_ALERT_TEXT);
    await expect(toastOf(text)).toHaveAttribute('data-status', 'info');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() => expect(canvas.queryByText(DEMO_ALERT_TEXT)).toBeNull());
  },
};

const queued = [
  alertDocument('launch', 'The member directory has a new search.', 'success'),
  alertDocument('maintenance', 'Maintenance on Sunday from 02:00 to 03:00 UTC.', 'warning'),
  alertDocument('billing', 'Card payments failed for some members yesterday.', 'danger'),
];

/** Several alerts: one toast at a time, each with its status, the next after a dismissal. */
export const SeveralQueued: Story = {
  parameters: withHandlers(...contentHandlersFor(queued)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const { data } of queued) {
      const text = await canvas.findByText(data.text ?? '');
      await expect(toastOf(text)).toHaveAttribute('data-status', data.status);
      // Only the first of the queue shows.
      await expect(canvas.getAllByRole('button', { name: 'Dismiss alert' })).toHaveLength(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    }
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Dismiss alert' })).toBeNull());
  },
};

const news = alertDocument('webinar', 'Register now for the pricing webinar.', 'info');

/**
 * The member dismissed the demo alert on an earlier visit (its id is in local storage): only
 * the newer alert shows.
 */
export const AlreadySeenNotShownAgain: Story = {
  parameters: {
    ...withHandlers(...contentHandlersFor([...(demoAlert ? [demoAlert] : []), news])),
    store: (root: RootStore) => {
      signedIn().store(root);
      if (demoAlert?.id) rememberSeenAlert(root.content.env.storage, DEMO_USER_ID, demoAlert.id);
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await canvas.findByText(news.data.text ?? '');
    await expect(canvas.queryByText(DEMO_ALERT_TEXT)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss alert' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Dismiss alert' })).toBeNull());
    await expect(canvas.queryByText(DEMO_ALERT_TEXT)).toBeNull();
  },
};

/** The content service fails: no toast, no error, and the page goes on. */
export const LoadFailureShowsNothing: Story = {
  parameters: withHandlers(
    http.get(`*${CONTENT_PATH}/documents/search`, () =>
      HttpResponse.json({ message: 'Service unavailable' }, { status: 503 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'failed');
    await expect(canvas.queryByRole('button', { name: 'Dismiss alert' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
