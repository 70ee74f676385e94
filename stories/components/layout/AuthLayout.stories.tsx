import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthLayout } from '@/layouts/AuthLayout';
import { expectPageInMain, layoutMeta } from '@stories/support/layouts';
import type { PageArgs } from '@stories/support/page';
import { signedOut } from '@stories/support/session';
import { desktop, mobile } from '@stories/support/viewports';

/** A stand-in form as the layout's page. */
const form = (
  <>
    <Heading as="h1">Log In</Heading>
    <Text>Form</Text>
  </>
);

const meta = {
  title: 'Components/Layout/AuthLayout',
  ...layoutMeta(AuthLayout, form, '/login/*'),
  parameters: signedOut(),
} satisfies Meta<PageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form in the main landmark, beside the panel 'Fuel your professional independence'. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await expectPageInMain(canvasElement, 'Log In');
    await expect(within(main).getByText('Form')).toBeVisible();

    const panel = canvas.getByRole('complementary', {
      name: 'Fuel your professional independence',
    });
    await expect(within(panel).getByText('Fuel your professional independence')).toBeVisible();
    await expect(
      within(panel).getByText(
        'A vetted community of accounting, coaching, board, finance, HR, IT and legal independents.',
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Guildhall home' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** On a phone the panel follows the form, without its body text. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = await canvas.findByRole('main');
    const panel = canvas.getByRole('complementary', {
      name: 'Fuel your professional independence',
    });
    await expect(within(panel).getByText('Fuel your professional independence')).toBeVisible();
    await expect(within(panel).getByText(/^A vetted community of accounting/)).not.toBeVisible();
    await expect(panel.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      main.getBoundingClientRect().bottom,
    );
  },
};
