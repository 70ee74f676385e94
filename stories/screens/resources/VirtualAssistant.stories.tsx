import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VirtualAssistantScreen } from '@/screens/resources/VirtualAssistantScreen';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// The plans are the product's own (spec 9), not content: the page has no loading, empty or
// failure state.

/** Spec 9: price per hour, the best flag, and what each plan's checklist ticks. */
const PLANS = [
  { price: 50, best: true, ticks: [true, true, true] },
  { price: 37, best: false, ticks: [true, true, false] },
  { price: 27, best: false, ticks: [false, true, false] },
  { price: 9, best: false, ticks: [false, false, true] },
];

const meta = {
  title: 'Screens/Resources/VirtualAssistant',
  component: VirtualAssistantScreen,
  args: { routePath: '/virtual-assistant' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof VirtualAssistantScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectPlans(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Virtual Assistant' })).toBeVisible();
  const cards = within(canvas.getByRole('list', { name: 'Plans' })).getAllByRole('article');
  await expect(cards).toHaveLength(4);
  for (const [index, plan] of PLANS.entries()) {
    const card = within(cards[index]!);
    // '/hr' shows; screen readers hear 'per hour' instead.
    await expect(cards[index]).toHaveTextContent(`$${plan.price}/hr per hour`);
    if (plan.best) await expect(card.getByText('Best value')).toBeVisible();
    else await expect(card.queryByText('Best value')).toBeNull();
    const lines = within(card.getAllByRole('list').at(-1)!).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent?.startsWith('Included:'))).toEqual(
      plan.ticks,
    );
    const title = card.getByRole('heading', { level: 2 }).textContent!;
    const button = card.getByRole('link', { name: `Get started: ${title} plan` });
    const href = button.getAttribute('href')!;
    await expect(href).toMatch(/^mailto:concierge@guildhall\.community\?subject=/);
    await expect(decodeURIComponent(href)).toContain(`${title} plan ($${plan.price}/hr)`);
  }
}

/** The four plans with their notes, checklists, the best flag and their buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('12 hours/month minimum · 1-month contract')).toBeVisible();
    await expect(canvas.getByText('10 hours/month minimum · 1-month contract')).toBeVisible();
    await expect(canvas.getAllByText('No minimum')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectPlans(canvasElement);
  },
};
