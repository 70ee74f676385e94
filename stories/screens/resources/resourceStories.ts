import { expect, within } from 'storybook/test';
import type { ResourceItem, Vendor } from '@/contract';
import { demoDocuments } from '@demo/content';

// What the resource stories share: the demo content they expect, and the image checks.

/** The demo documents' data of one content type, in the order the service answers them. */
export const demoData = <T = ResourceItem>(type: string): T[] =>
  demoDocuments.filter((doc) => doc.type === type).map((doc) => doc.data as T);

/** Vendors come newest first (src/api/contentService.ts), so the last listed shows first. */
export const demoVendors = () => demoData<Vendor>('vendors').reverse();

/** The sections (or tips) of a type's documents, in first-appearance order. */
export const demoSections = (type: string): string[] => [
  ...new Set(demoData(type).flatMap((item) => (item.section ? [item.section] : []))),
];

export const mobile = { viewport: { value: 'mobile', isRotated: false } };

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
