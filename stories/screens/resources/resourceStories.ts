import { expect, within } from 'storybook/test';
import type { ContentType, ResourceItem, Vendor } from '@/contract';
import { CARDS_PER_ROW } from '@/screens/resources/ResourceCard';
import { demoDocuments } from '@demo/content';
import { contentEmpty, contentFailure, contentSlow } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';

// What the resource stories share: the demo content they expect, the image checks, and the
// stories every content page has (loaded, images, mobile, empty, failure, loading).

/** The demo documents' data of one content type, in the order the service answers them. */
export const demoData = <T = ResourceItem>(type: string): T[] =>
  demoDocuments.filter((doc) => doc.type === type).map((doc) => doc.data as T);

/** Vendors come newest first (src/api/contentService.ts), so the last listed shows first. */
export const demoVendors = () => demoData<Vendor>('vendors').reverse();

/** The sections (or tips) of a type's documents, in first-appearance order. */
export const demoSections = (type: string): string[] => [
  ...new Set(demoData(type).flatMap((item) => (item.section ? [item.section] : []))),
];

/** Spec 9: an image has one srcset candidate per width of the image service. */
export async function expectWidthSrcSet(image: HTMLImageElement) {
  const widths = image
    .getAttribute('srcset')
    ?.split(', ')
    .map((candidate) => candidate.split(' ')[1]);
  await expect(widths).toEqual(['640w', '828w', '1200w', '2048w', '3840w']);
  await expect(image.getAttribute('sizes')).toBeTruthy();
  await expect(image.getAttribute('width')).toBeTruthy();
  await expect(image.getAttribute('height')).toBeTruthy();
}

/**
 * The page shows a type's sections as h2s in order, each with its cards (h3) and each card's
 * button to its url in a new tab.
 */
export async function expectSections(canvasElement: HTMLElement, type: string) {
  const canvas = within(canvasElement);
  const items = demoData(type);
  const sections = demoSections(type);
  const headings = await canvas.findAllByRole('heading', { level: 2 });
  await expect(headings.map((heading) => heading.textContent)).toEqual(sections);
  for (const [index, heading] of headings.entries()) {
    const section = within(heading.closest('section')!);
    const titles = section.getAllByRole('heading', { level: 3 }).map((card) => card.textContent);
    await expect(titles).toEqual(
      items.filter((item) => item.section === sections[index]).map((item) => item.title),
    );
  }
  for (const item of items) {
    const card = canvas.getByRole('heading', { level: 3, name: item.title! }).closest('article')!;
    await expectCard(card, item);
  }
}

/** A card's tags, and its button to its url in a new tab (spec 3: button_text → url). */
export async function expectCard(card: HTMLElement, item: ResourceItem | Vendor) {
  const tags = (item.tags ?? []).map(({ tag }) => tag);
  if (tags.length) {
    const list = within(card).getByRole('list', { name: 'Tags' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(tags);
  }
  const buttonText = ('button_text' in item && item.button_text) || 'Visit website';
  const button = within(card).getByRole('link', { name: `${buttonText} (opens in a new tab)` });
  await expect(button).toHaveAttribute('href', item.url);
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
}

type Canvas = ReturnType<typeof within>;
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
interface PageStory {
  parameters?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  play: Play;
}

/**
 * Empty ('No data found.'), Failure (spec 8's text and Try again) and Loading (skeletons and
 * their label) of a page showing `type`. `content` finds what only the loaded page shows;
 * `always` checks what the page shows in every state. Export Loading last: its request never
 * answers.
 */
export function contentStateStories(
  type: ContentType,
  loadingLabel: string,
  content: (canvas: Canvas) => HTMLElement | null,
  always: Play = async () => undefined,
): Record<'Empty' | 'Failure' | 'Loading', PageStory> {
  return {
    Empty: {
      parameters: { ...signedIn(), ...withHandlers(...contentEmpty(type)) },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('No data found.')).toBeVisible();
        await expect(content(canvas)).toBeNull();
        await always({ canvasElement });
      },
    },
    Failure: {
      parameters: { ...signedIn(), ...withHandlers(...contentFailure(type)) },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('alert')).toHaveTextContent(
          'Something went wrong. Please refresh or try again later.',
        );
        await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
        await expect(content(canvas)).toBeNull();
        await always({ canvasElement });
      },
    },
    Loading: {
      parameters: { ...signedIn(), ...withHandlers(...contentSlow(type)) },
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByText(loadingLabel)).toBeInTheDocument();
        await expect(content(canvas)).toBeNull();
        await always({ canvasElement });
      },
    },
  };
}

/** Every card image: the image service's widths; the first row loads at once, the rest lazily. */
export async function expectCardImages(canvasElement: HTMLElement) {
  const images = within(canvasElement).getAllByRole('img') as HTMLImageElement[];
  for (const image of images) {
    await expectWidthSrcSet(image);
    await expect(image).toHaveAccessibleName();
  }
  for (const [index, image] of images.entries()) {
    if (index < CARDS_PER_ROW) await expect(image).not.toHaveAttribute('loading');
    else await expect(image).toHaveAttribute('loading', 'lazy');
  }
}

/** The stories of a page of cards grouped by section (/marketing-help, /technology-help). */
export function sectionPageStories(
  type: ContentType,
  heading: string,
  loadingLabel: string,
  more: Play = async () => undefined,
) {
  const expectPage: Play = async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectSections(canvasElement, type);
    await more({ canvasElement });
  };
  const stories: Record<'Default' | 'Images' | 'Mobile', PageStory> = {
    /** Cards grouped by section: each card's title, tags and button. */
    Default: { play: expectPage },
    /** Content images: the image service's widths as srcset, lazy below the first row. */
    Images: {
      play: async ({ canvasElement }) => {
        await expectSections(canvasElement, type);
        await expectCardImages(canvasElement);
      },
    },
    Mobile: { globals: mobile, play: expectPage },
  };
  return {
    ...stories,
    ...contentStateStories(type, loadingLabel, (canvas) =>
      canvas.queryByRole('heading', { level: 2 }),
    ),
  };
}
