import { Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AuthLayout } from '@/layouts/AuthLayout';
import { signedOut } from '@stories/support/session';

/** The layout as a route element with a stand-in form as its child, as in the app's routes. */
function AuthLayoutWithForm() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route
          path="*"
          element={
            <>
              <Heading as="h1">Log In</Heading>
              <Text>Form</Text>
            </>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Components/Layout/AuthLayout',
  component: AuthLayoutWithForm,
  args: { routePath: '/login/*' },
  parameters: signedOut(),
} satisfies Meta<typeof AuthLayoutWithForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form in the main landmark, beside the panel 'Fuel your professional independence'. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await expect(main.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(main.getByText('Form')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');

    const panel = canvas.getByRole('complementary', {
      name: 'Fuel your professional independence',
    });
    await expect(within(panel).getByText('Fuel your professional independence')).toBeVisible();
    await expect(
      within(panel).getByText(
        'A vetted community of accounting, coaching, board, finance, HR, IT and legal independents.',
      ),
    ).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Guildhall home' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};

/** On a phone the panel follows the form, without its body text. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
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
