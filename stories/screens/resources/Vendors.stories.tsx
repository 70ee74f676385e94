import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VendorsScreen } from '@/screens/resources/VendorsScreen';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';
import { contentStateStories, demoVendors, expectCard, expectCardImages } from './resourceStories';

const CONCIERGE = 'concierge@guildhall.community';

const meta = {
  title: 'Screens/Resources/Vendors',
  component: VendorsScreen,
  args: { routePath: '/marketing-help/vendors' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof VendorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Suggest a Vendor, Contact Us and the way back are there whatever the content does. */
async function expectActions(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Marketing vendors' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to Marketing help' })).toHaveAttribute(
    'href',
    '/marketing-help',
  );
  const suggest = canvas.getByRole('link', { name: 'Suggest a Vendor' });
  const contact = canvas.getByRole('link', { name: 'Contact Us' });
  await expect(suggest).toHaveAttribute(
    'href',
    `mailto:${CONCIERGE}?subject=${encodeURIComponent('Suggest a Vendor')}`,
  );
  await expect(contact.getAttribute('href')).toMatch(new RegExp(`^mailto:${CONCIERGE}\\?subject=`));
  await expect(contact.getAttribute('href')).not.toBe(suggest.getAttribute('href'));
}

/** Every vendor's card with its tags and its website. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectActions(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Vendors' });
    const vendors = demoVendors();
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(vendors.length);
    for (const [index, vendor] of vendors.entries()) {
      await expect(
        within(cards[index]!).getByRole('heading', { level: 2, name: vendor.title! }),
      ).toBeVisible();
      await expectCard(cards[index]!, vendor);
    }
  },
};

/** Content images: the image service's widths as srcset, lazy below the first row. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Vendors' });
    await expect(within(list).getAllByRole('img')).toHaveLength(demoVendors().length);
    await expectCardImages(list);
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement);
    await expect(await within(canvasElement).findByRole('list', { name: 'Vendors' })).toBeVisible();
  },
};

const states = contentStateStories(
  'vendors',
  'Loading vendors',
  (canvas) => canvas.queryByRole('list', { name: 'Vendors' }),
  // Suggest a Vendor and Contact Us whatever the content does.
  ({ canvasElement }) => expectActions(canvasElement),
);

/** No vendors: 'No data found.', and still a way to suggest one. */
export const Empty: Story = states.Empty;
export const Failure: Story = states.Failure;
/** Kept last (its request never answers): the cards' skeletons. */
export const Loading: Story = states.Loading;
