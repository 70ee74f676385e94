import { Container } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { expect, within } from 'storybook/test';
import type { ResourceItem } from '@/contract';
import { SectionedResources } from '@/screens/resources/ResourceSections';
import { marketingHelpTexts } from '@/screens/resources/texts';
import { useContent } from '@/screens/resources/useContent';
import { demoDocuments, type DemoDocument } from '@demo/content';
import { contentHandlersFor } from '@mocks/handlers/content';
import { withHandlers } from '@stories/support/mocks';
import { demoData, expectCard, expectCardImages, expectSections } from './resourceStories';

/** The marketing cards as the content service answers them, by section. */
const MarketingSections = observer(function MarketingSections() {
  const query = useContent('marketingHelp');
  return (
    <Container maxW="6xl" py="8">
      <SectionedResources query={query} loadingLabel={marketingHelpTexts.loading} />
    </Container>
  );
});

const meta = {
  title: 'Screens/Resources/ResourceSections',
  component: MarketingSections,
} satisfies Meta<typeof MarketingSections>;

export default meta;
type Story = StoryObj<typeof meta>;

const isMarketing = (doc: DemoDocument) => doc.type === 'marketing_help';
const sectionOf = (doc: DemoDocument) => (doc.data as ResourceItem).section;
const items = demoData('marketing_help');

/** The demo content with its marketing documents changed by `change` (the rest as they are). */
const marketingAs = (change: (docs: DemoDocument[]) => DemoDocument[]) =>
  withHandlers(
    ...contentHandlersFor([
      ...demoDocuments.filter((doc) => !isMarketing(doc)),
      ...change(demoDocuments.filter(isMarketing)),
    ]),
  );

/** Each card's title in each h2 section, in the order the service answers them. */
async function expectHeadings(canvasElement: HTMLElement, sections: Record<string, string[]>) {
  const canvas = within(canvasElement);
  const headings = await canvas.findAllByRole('heading', { level: 2 });
  await expect(headings.map((heading) => heading.textContent)).toEqual(Object.keys(sections));
  for (const heading of headings) {
    const section = heading.closest('section')!;
    await expect(section).toHaveAccessibleName(heading.textContent!);
    await expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(sections[heading.textContent!]);
  }
}

/** Sections in the order they first appear, each with its cards; the first row loads at once. */
export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await expectSections(canvasElement, 'marketing_help');
    await expectCardImages(canvasElement);
  },
};

const WEBSITE = 'Website';

/** Every document in one section: one h2 with all the cards. */
export const OneSection: Story = {
  parameters: marketingAs((docs) => docs.filter((doc) => sectionOf(doc) === WEBSITE)),
  play: async ({ canvasElement }) => {
    const website = items.filter((item) => item.section === WEBSITE);
    await expectHeadings(canvasElement, { [WEBSITE]: website.map((item) => item.title!) });
    for (const item of website) {
      const title = within(canvasElement).getByRole('heading', { level: 3, name: item.title! });
      await expectCard(title.closest('article')!, item);
    }
    await expectCardImages(canvasElement);
  },
};

/** Documents the editor left without a section (empty or blank): last, under 'More resources'. */
const UNSECTIONED: Record<number, string | null> = { 0: null, 3: '  ' };

export const WithoutSection: Story = {
  parameters: marketingAs((docs) =>
    docs.map((doc, index) =>
      index in UNSECTIONED
        ? { ...doc, data: { ...(doc.data as ResourceItem), section: UNSECTIONED[index] } }
        : doc,
    ),
  ),
  play: async ({ canvasElement }) => {
    const titles = (keep: (item: ResourceItem, index: number) => boolean) =>
      items.filter(keep).map((item) => item.title!);
    const named = (section: string) =>
      titles((item, index) => !(index in UNSECTIONED) && item.section === section);
    await expectHeadings(canvasElement, {
      Branding: named('Branding'),
      Website: named('Website'),
      'Social media': named('Social media'),
      'More resources': titles((_, index) => index in UNSECTIONED),
    });
  },
};
