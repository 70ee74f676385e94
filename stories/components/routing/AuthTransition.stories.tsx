import { Button, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthTransitionProvider, useAuthTransition } from '@/components/routing/AuthTransition';
import { PublicOnly } from '@/components/routing/guards';
import { useStores } from '@/models/StoresProvider';
import { AroundPage } from '@stories/support/layouts';
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
      <AroundPage element={<PublicOnly />}>
        <SignUpStandIn {...props} />
      </AroundPage>
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

/** A play function: Create account, and the finished sign-up lands on `path`. */
const createAccountLandsOn =
  (path: string): NonNullable<Story['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText(`Navigated to ${path}`)).toBeVisible();
  };

/** While the sign-up runs the guard holds still, so the screen's destination wins. */
export const ScreenDecides: Story = {
  play: createAccountLandsOn('/onboarding/call'),
};

/** Without a transition the guard reacts first and sends the new member to /dashboard. */
export const WithoutTransition: Story = {
  args: { bypass: true },
  play: createAccountLandsOn('/dashboard'),
};

/** An action that names no destination releases the guards, which then decide. */
export const NoDestination: Story = {
  args: { destination: undefined },
  play: createAccountLandsOn('/dashboard'),
};

/** Outside the app shell (no provider) `run` still navigates where the action says. */
export const WithoutProvider: Story = {
  render: (args) => <SignUpStandIn destination={args.destination} />,
  play: createAccountLandsOn('/onboarding/call'),
};
