import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AuthTransitionProvider, useAuthTransition } from '@/components/routing/AuthTransition';
import { PublicOnly } from '@/components/routing/guards';
import { useStores } from '@/models/StoresProvider';
import { signedIn, signedOut } from '@stories/support/session';
import type { PageArgs } from '@stories/support/page';

export interface SignUpStandInProps {
  /** Where the finished sign-up goes; undefined lets the guards decide. */
  destination?: string;
  /** Signs in outside a transition, as a screen that forgot to use one would. */
  bypass?: boolean;
}

/** Stands in for the sign-up screen: its button signs the store in and names the next page. */
function SignUpStandIn({ destination, bypass = false }: SignUpStandInProps) {
  const root = useStores();
  const { run } = useAuthTransition();
  const finish = () => {
    if (bypass) {
      signedIn().store(root);
      return;
    }
    void run(async () => {
      signedIn().store(root);
      await Promise.resolve();
      return destination;
    });
  };
  return (
    <Stack p="6" gap="3" align="flex-start">
      <Text>Sign-up form</Text>
      <Button onClick={finish}>Create account</Button>
    </Stack>
  );
}

/** The provider over a public-only page, as in the app shell. */
function TransitionOverGuard(props: SignUpStandInProps) {
  return (
    <AuthTransitionProvider>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="*" element={<SignUpStandIn {...props} />} />
        </Route>
      </Routes>
    </AuthTransitionProvider>
  );
}

const meta = {
  title: 'Components/Routing/AuthTransition',
  component: TransitionOverGuard,
  args: { routePath: '/signup/*', destination: '/onboarding/call' },
  parameters: signedOut(),
} satisfies Meta<SignUpStandInProps & PageArgs>;

export default meta;
type Story = StoryObj<SignUpStandInProps & PageArgs>;

/** While the sign-up runs the guard holds still, so the screen's destination wins. */
export const ScreenDecides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /onboarding/call')).toBeVisible();
  },
};

/** Without a transition the guard reacts first and sends the new member to /dashboard. */
export const WithoutTransition: Story = {
  args: { bypass: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

/** An action that names no destination releases the guards, which then decide. */
export const NoDestination: Story = {
  args: { destination: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /dashboard')).toBeVisible();
  },
};

/** Outside the app shell (no provider) `run` still navigates where the action says. */
export const WithoutProvider: Story = {
  render: (args) => <SignUpStandIn destination={args.destination} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Navigated to /onboarding/call')).toBeVisible();
  },
};
