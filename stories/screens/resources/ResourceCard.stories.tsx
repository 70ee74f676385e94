import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ResourceItem } from '@/contract';
import { ResourceCard } from '@/screens/resources/ResourceCard';
import { resourceCardProps } from '@/screens/resources/ResourceSections';
import { withAbsoluteImage } from '@demo/content/images';
import { CONTENT_IMAGES_PATH } from '@mocks/handlers/content';
import { demoData, demoVendors, expectCard, expectWidthSrcSet } from './resourceStories';

// Demo marketing cards, their images at the path the MSW image handler serves.
const cards = demoData('marketing_help').map(
  (item) => withAbsoluteImage(item, CONTENT_IMAGES_PATH) as ResourceItem,
);
/** 'Find your positioning': image, tag and its own button text. */
const tagged = cards[0]!;
/** 'Logo and visual identity': no tags. */
const plain = cards[1]!;

const meta = {
  title: 'Screens/Resources/ResourceCard',
  component: ResourceCard,
  args: { ...resourceCardProps(tagged), place: 'page' },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByRole('heading', { level: 3, name: title }).closest('article')!;

/** Image (the service's widths, lazy), title, text, tags and its button to a new tab. */
export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, tagged.title!);
    const image = within(card).getByRole('img', { name: tagged.image!.alt! }) as HTMLImageElement;
    await expectWidthSrcSet(image);
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '800');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(within(card).getByText(tagged.text!)).toBeVisible();
    await expectCard(card, tagged);
    // Several cards' buttons read alike: each is described by its own card's title.
    const button = within(card).getByRole('link', { name: /^Get worksheet/ });
    await expect(button).toHaveAccessibleDescription(tagged.title!);
  },
};

/** In the page's first row: its image loads at once. */
export const AboveFold: Story = {
  args: { aboveFold: true },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, tagged.title!);
    await expect(within(card).getByRole('img', { name: tagged.image!.alt! })).not.toHaveAttribute(
      'loading',
    );
  },
};

/** No image: the card starts with its title, and nothing broken shows. */
export const WithoutImage: Story = {
  args: { ...resourceCardProps({ ...plain, image: undefined }) },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, plain.title!);
    await expect(within(card).queryByRole('img')).toBeNull();
    await expect(card.querySelector('img')).toBeNull();
    await expect(within(card).queryByRole('list', { name: 'Tags' })).toBeNull();
    await expectCard(card, plain);
  },
};

/** Tags as a list: blank ones left out, each shown once, trimmed. */
export const WithTags: Story = {
  args: {
    tags: [
      { tag: 'Worksheet' },
      { tag: ' Guide ' },
      { tag: 'Worksheet' },
      { tag: '  ' },
      { tag: null },
      { tag: 'Template' },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = cardOf(canvasElement, tagged.title!);
    const list = within(card).getByRole('list', { name: 'Tags' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Worksheet', 'Guide', 'Template']);
  },
};

/** No url, or one that is not a web address: no button. */
export const WithoutButton: Story = {
  render: (args) => (
    <>
      <ResourceCard {...args} url={null} />
      <ResourceCard {...args} title={plain.title} url="ftp://files.example.com/identity.pdf" />
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const title of [tagged.title!, plain.title!]) {
      const card = cardOf(canvasElement, title);
      await expect(within(card).getByText(tagged.text!)).toBeVisible();
      await expect(within(card).queryByRole('link')).toBeNull();
    }
  },
};

/** A vendor: an h2 on its page, and 'Visit website' without its own button text. */
export const Vendor: Story = {
  args: {
    ...resourceCardProps(withAbsoluteImage(demoVendors()[0], CONTENT_IMAGES_PATH) as ResourceItem),
    headingLevel: 'h2',
  },
  play: async ({ canvasElement }) => {
    const vendor = demoVendors()[0]!;
    const card = within(canvasElement)
      .getByRole('heading', { level: 2, name: vendor.title! })
      .closest('article')!;
    await expectCard(card, vendor);
  },
};
