import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IdentifyMember } from '@/components/routing/IdentifyMember';
import { type AnalyticsEvent, setAnalyticsRecorder } from '@/lib/analytics';
import { useStores } from '@/models/StoresProvider';
import { NEWCOMER_ID } from '@mocks/data/members';
import { signedIn, signedOut } from '@stories/support/session';

/** IdentifyMember (it renders nothing) with buttons that change who is signed in. */
const IdentifyWithSession = observer(function IdentifyWithSession() {
  const root = useStores();
  return (
    <Stack p="6" gap="3" align="flex-start">
      <IdentifyMember />
      <p>Signed in as: {root.me.user?.id ?? 'nobody'}</p>
      <Button onClick={() => signedIn().store(root)}>Sign in as the demo member</Button>
      <Button onClick={() => signedIn({ id: NEWCOMER_ID }).store(root)}>
        Sign in as the newcomer
      </Button>
      <Button onClick={() => root.session.clearLocal()}>Sign out</Button>
    </Stack>
  );
});

const events: AnalyticsEvent[] = [];
const identified = () =>
  events.flatMap((event) => (event.type === 'identify' ? [event.userId] : []));

const meta = {
  title: 'Components/Routing/IdentifyMember',
  component: IdentifyWithSession,
  beforeEach: () => {
    events.length = 0;
    setAnalyticsRecorder((event) => events.push(event));
    return () => setAnalyticsRecorder(undefined);
  },
} satisfies Meta<typeof IdentifyWithSession>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: analytics learns who the member is, once. */
export const SignedIn: Story = {
  parameters: signedIn(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Signed in as: 1')).toBeVisible();
    await waitFor(() => expect(identified()).toEqual(['1']));
    await expect(events).toContainEqual({ type: 'identify', userId: '1', traits: {} });
  },
};

/** Signed out: no identify call until someone signs in; the same member is not sent twice. */
export const SignedOut: Story = {
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Signed in as: nobody')).toBeVisible();
    // Nobody was identified: nothing to forget either.
    await expect(events).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as the demo member' }));
    await waitFor(() => expect(identified()).toEqual(['1']));

    // Signed in again as the same member (a fresh user object): no second call.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as the demo member' }));
    await expect(await canvas.findByText('Signed in as: 1')).toBeVisible();
    await expect(identified()).toEqual(['1']);

    // Another member is identified in turn; signing out forgets who it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in as the newcomer' }));
    await waitFor(() => expect(identified()).toEqual(['1', String(NEWCOMER_ID)]));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('Signed in as: nobody')).toBeVisible();
    await waitFor(() => expect(events.at(-1)).toEqual({ type: 'reset' }));
    await expect(identified()).toEqual(['1', String(NEWCOMER_ID)]);
  },
};
