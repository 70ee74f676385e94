import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VendorsScreen } from '@/screens/resources/VendorsScreen';
import { contentEmpty, contentFailure, contentSlow } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { demoVendors, expectCard, expectWidthSrcSet, mobile } from './resourceStories';

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

export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Vendors' });
    const images = within(list).getAllByRole('img') as HTMLImageElement[];
    await expect(images).toHaveLength(demoVendors().length);
    for (const image of images) {
      await expectWidthSrcSet(image);
      await expect(image).toHaveAccessibleName();
    }
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectActions(canvasElement);
    await expect(await within(canvasElement).findByRole('list', { name: 'Vendors' })).toBeVisible();
  },
};

/** No vendors: 'No data found.', and still a way to suggest one. */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentEmpty('vendors')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expectActions(canvasElement);
  },
};

export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentFailure('vendors')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expectActions(canvasElement);
  },
};

/** Kept last (its request never answers): the cards' skeletons. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentSlow('vendors')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading vendors')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Vendors' })).toBeNull();
  },
};
