import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navigate, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { PublicOnly, RequireAuth } from '@/components/routing/guards';
import { useStores } from '@/models/StoresProvider';
import { AroundPage } from '@stories/support/layouts';
import { signedIn, signedOut } from '@stories/support/session';
import type { PageArgs } from '@stories/support/page';

/** Stands in for the login screen: its button signs the story's store in. */
function FakeLogin() {
  const root = useStores();
  return (
    <Stack p="6" gap="3" align="flex-start">
      <Text>Login form</Text>
      <Button onClick={() => signedIn().store(root)}>Log In</Button>
    </Stack>
  );
}

export interface GuardedRoutesProps {
  /** Where the story starts (the story's own route matches every path). */
  start: string;
}

/** The app's two guards over stand-in pages at the app's paths. */
function GuardedRoutes({ start }: GuardedRoutesProps) {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="dashboard" element={<Text>Member page: dashboard</Text>} />
        <Route path="watch-list" element={<Text>Member page: watch list</Text>} />
      </Route>
      <Route element={<PublicOnly />}>
        <Route path="login" element={<FakeLogin />} />
        <Route path="forgot-password" element={<Text>Public page: forgot password</Text>} />
      </Route>
      {/* A crafted return path to another site, as a link's state could carry it. */}
      <Route
        path="crafted"
        element={<Navigate to="/login" replace state={{ from: '//evil.example/phish' }} />}
      />
      <Route path="*" element={<Navigate to={start} replace />} />
    </Routes>
  );
}

const meta = {
  title: 'Components/Routing/Guards',
  component: GuardedRoutes,
  args: { start: '/watch-list' },
} satisfies Meta<GuardedRoutesProps & PageArgs>;

export default meta;
type Story = StoryObj<GuardedRoutesProps & PageArgs>;

/** A play function: the story lands on `text` (a stand-in page or 'Navigated to …'). */
const landsOn =
  (text: string): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };

/** RequireAuth alone at a member route, signed out: off to /login. */
export const RequireAuthSignedOut: Story = {
  render: () => <RequireAuth />,
  args: { routePath: '/dashboard' },
  parameters: signedOut(),
  play: landsOn('Navigated to /login'),
};

/** RequireAuth signed in: the member route renders. */
export const RequireAuthSignedIn: Story = {
  args: { routePath: '/*' },
  parameters: signedIn(),
  render: () => (
    <AroundPage element={<RequireAuth />}>
      <Text>Member page</Text>
    </AroundPage>
  ),
  play: landsOn('Member page'),
};

/** PublicOnly alone at a public-only route, signed in: off to /dashboard. */
export const PublicOnlySignedIn: Story = {
  render: () => <PublicOnly />,
  args: { routePath: '/login' },
  parameters: signedIn(),
  play: landsOn('Navigated to /dashboard'),
};

/** PublicOnly signed out: the public page renders. */
export const PublicOnlySignedOut: Story = {
  args: { routePath: '/*' },
  parameters: signedOut(),
  render: () => (
    <AroundPage element={<PublicOnly />}>
      <Text>Public page</Text>
    </AroundPage>
  ),
  play: landsOn('Public page'),
};

/**
 * Signed out at /watch-list: sent to /login, and logging in there leads back to /watch-list
 * (RequireAuth passes where the member came from; PublicOnly follows it).
 */
export const BackToWhereYouWere: Story = {
  args: { routePath: '/*' },
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Login form')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByText('Member page: watch list')).toBeVisible();
  },
};

/** A return path to another site is ignored: logging in goes to /dashboard. */
export const CraftedReturnPathIgnored: Story = {
  args: { routePath: '/*', start: '/crafted' },
  parameters: signedOut(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByText('Member page: dashboard')).toBeVisible();
  },
};
