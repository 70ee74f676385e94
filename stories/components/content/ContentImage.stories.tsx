import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ContentImage } from '@/components/content/ContentImage';
import type { ContentImageField } from '@/components/content/contentImageSources';
import { demoImage, demoImageFiles } from '@demo/content/images';
import { CONTENT_IMAGES_PATH } from '@mocks/handlers/content';
import { expectWidthSrcSet } from '@stories/screens/resources/resourceStories';

// A demo image as the content service serves it (the MSW image handler answers its path).
const SLUG = 'marketing-positioning';
const ALT = demoImageFiles[SLUG].alt;
const served = (url: string): ContentImageField => ({
  url: `${CONTENT_IMAGES_PATH}/${url}`,
  alt: ALT,
});
const image = served(demoImage(SLUG).url);
/** A name the image service does not know: it answers 404. */
const missing = served('missing.0123456789.webp?auto=format,compress');
const FLUID = '(min-width: 40em) 50vw, 100vw';

const meta = {
  title: 'Components/Content/ContentImage',
  component: ContentImage,
  args: { image, width: 1600, height: 900, sizes: FLUID },
  decorators: [
    (Story) => (
      <Stack p="6" maxW="xl">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ContentImage>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('img', { name: ALT });

/** The image has arrived and decoded: nothing broken on screen. */
const expectLoaded = (image: HTMLImageElement) =>
  waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));

/** Fluid (`sizes`): one srcset candidate per width of the image service, lazy by default. */
export const WidthSrcSet: Story = {
  play: async ({ canvasElement }) => {
    const img = imageOf(canvasElement) as HTMLImageElement;
    await expectWidthSrcSet(img);
    await expect(img).toHaveAttribute('sizes', FLUID);
    await expect(img).toHaveAttribute('width', '1600');
    await expect(img).toHaveAttribute('height', '900');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    for (const candidate of img.getAttribute('srcset')!.split(', ')) {
      await expect(candidate).toMatch(/[?&]width=\d+ \d+w$/);
    }
  },
};

/** Fixed width (no `sizes`): one candidate per pixel density, at that width. */
export const DensitySrcSet: Story = {
  args: { width: 320, height: 180, sizes: undefined },
  play: async ({ canvasElement }) => {
    const img = imageOf(canvasElement) as HTMLImageElement;
    const candidates = img.getAttribute('srcset')!.split(', ');
    await expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual([
      '1x',
      '2x',
      '3x',
    ]);
    for (const [index, candidate] of candidates.entries()) {
      const url = new URL(candidate.split(' ')[0]!);
      await expect(url.pathname).toBe(new URL(image.url!, url).pathname);
      await expect(url.searchParams.get('dpr')).toBe(String(index + 1));
    }
    await expect(img).not.toHaveAttribute('sizes');
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '180');
    // At most its fixed width (a 375 px screen's padded column is narrower), never stretched,
    // and kept at its aspect ratio.
    const box = img.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(320);
    await expect(box.height / box.width).toBeCloseTo(180 / 320, 1);
    await expectLoaded(img);
  },
};

/** Above the fold: no `loading` attribute, so the browser fetches it at once. */
export const Eager: Story = {
  args: { eager: true },
  play: async ({ canvasElement }) => {
    const img = imageOf(canvasElement) as HTMLImageElement;
    await expect(img).not.toHaveAttribute('loading');
    await expectWidthSrcSet(img);
    await expectLoaded(img);
  },
};

/** Below the fold (the default): `loading="lazy"`. */
export const Lazy: Story = {
  args: { eager: false },
  play: async ({ canvasElement }) => {
    await expect(imageOf(canvasElement)).toHaveAttribute('loading', 'lazy');
  },
};

/** The editor gave no alt text (or the image is decorative): an empty alt, not a missing one. */
export const MissingAlt: Story = {
  args: { image: { url: image.url, alt: null }, width: 320, height: 180, sizes: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('srcset');
  },
};

/** Decorative: an empty alt whatever the field holds. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** No image, an empty url or one that is no URL: nothing at all, not a broken image. */
export const NoImage: Story = {
  render: (args) => (
    <>
      <ContentImage {...args} image={null} />
      <ContentImage {...args} image={undefined} />
      <ContentImage {...args} image={{ url: null, alt: ALT }} />
      <ContentImage {...args} image={{ url: '   ', alt: ALT }} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The image service answers 404: the image goes away instead of showing broken. */
export const FailsToLoad: Story = {
  args: { image: missing, eager: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
};
