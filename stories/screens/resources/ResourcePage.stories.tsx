import { Heading, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { observer } from 'mobx-react-lite';
import { expect, userEvent, within } from 'storybook/test';
import { VendorsPrompt } from '@/screens/resources/MarketingHelpScreen';
import { CardGridSkeleton } from '@/screens/resources/ResourceCard';
import { ContentStates, ResourcePage } from '@/screens/resources/ResourcePage';
import { ResourceCardList } from '@/screens/resources/ResourceSections';
import { marketingHelpTexts as texts } from '@/screens/resources/texts';
import { useContent } from '@/screens/resources/useContent';
import { contentFailure, contentSlow } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { contentStateStories, demoData, expectCard, expectCardImages } from './resourceStories';

/** A story-only section heading (h1 → h2 → the cards' h3, as on the screens). */
const STORY_SECTION = 'All marketing resources';

/** The frame (heading, lead, actions) around the marketing cards in each state of their query. */
const MarketingPage = observer(function MarketingPage() {
  const query = useContent('marketingHelp');
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead} actions={<VendorsPrompt />}>
      <ContentStates
        query={query}
        loadingLabel={texts.loading}
        skeleton={<CardGridSkeleton count={4} />}
      >
        {(items) => (
          // The screens put the cards under a section's h2; the frame's story keeps one list.
          <Stack gap="4">
            <Heading as="h2" fontSize="xl">
              {STORY_SECTION}
            </Heading>
            <ResourceCardList items={items} place="page" first />
          </Stack>
        )}
      </ContentStates>
    </ResourcePage>
  );
});

const meta = {
  title: 'Screens/Resources/ResourcePage',
  component: MarketingPage,
  args: { routePath: '/marketing-help' } satisfies PageArgs,
} satisfies Meta<typeof MarketingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, lead and actions show in every state of the content. */
async function expectFrame({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await expect(canvas.getByText(texts.lead)).toBeVisible();
  await expect(canvas.getByText(texts.vendorsPrompt)).toBeVisible();
  await expect(canvas.getByRole('link', { name: texts.vendorsLink })).toHaveAttribute(
    'href',
    '/marketing-help/vendors',
  );
}

/** The cards, in the order the service answers them; the first row's images load at once. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFrame({ canvasElement });
    const cards = await canvas.findAllByRole('article');
    const items = demoData('marketing_help');
    await expect(cards).toHaveLength(items.length);
    for (const [index, item] of items.entries()) {
      await expect(
        within(cards[index]!).getByRole('heading', { level: 3, name: item.title! }),
      ).toBeVisible();
      await expectCard(cards[index]!, item);
    }
    await expectCardImages(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const states = contentStateStories(
  'marketing_help',
  texts.loading,
  (canvas) => canvas.queryByRole('article'),
  expectFrame,
);

/** No documents: 'No data found.' under the frame. */
export const Empty: Story = states.Empty;
/** The service fails: spec 8's text and Try again. */
export const Failure: Story = states.Failure;

/**
 * Try again runs the query again: skeletons replace the failure (so it cannot be pressed twice)
 * until the service answers, here failing again.
 */
export const TryAgain: Story = {
  parameters: withHandlers(
    ...contentSlow('marketing_help', 500),
    ...contentFailure('marketing_help'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectFrame({ canvasElement });
  },
};

/** Kept last (its request never answers): the cards' skeletons and what loads, for screen readers. */
export const Loading: Story = {
  ...states.Loading,
  play: async (context) => {
    await states.Loading.play(context);
    await expect(
      within(context.canvasElement).getByText(texts.loading).parentElement,
    ).toHaveAttribute('aria-busy', 'true');
  },
};
