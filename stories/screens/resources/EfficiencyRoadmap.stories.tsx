import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EfficiencyRoadmapScreen } from '@/screens/resources/EfficiencyRoadmapScreen';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { mobile } from '@stories/support/viewports';
import { contentStateStories, demoData, demoSections, expectWidthSrcSet } from './resourceStories';

const TIPS = demoSections('efficiency');
const cardsOf = (tip: string) => demoData('efficiency').filter((item) => item.section === tip);

const meta = {
  title: 'Screens/Resources/EfficiencyRoadmap',
  component: EfficiencyRoadmapScreen,
  args: { routePath: '/efficiency-roadmap' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof EfficiencyRoadmapScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tips' list and the selected tip's heading and cards. */
async function expectTip(canvasElement: HTMLElement, number: number) {
  const canvas = within(canvasElement);
  const tip = TIPS[number - 1]!;
  const heading = await canvas.findByRole('heading', {
    level: 2,
    name: `Tip ${number}: ${tip}`,
  });
  const links = within(canvas.getByRole('navigation', { name: 'Roadmap tips' })).getAllByRole(
    'link',
  );
  await expect(links).toHaveLength(8);
  for (const [index, link] of links.entries()) {
    if (index === number - 1) await expect(link).toHaveAttribute('aria-current', 'step');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
  const section = heading.closest('section')!;
  const titles = within(section)
    .getAllByRole('heading', { level: 3 })
    .map((card) => card.textContent);
  await expect(titles).toEqual(cardsOf(tip).map((card) => card.title));
  return heading;
}

/** Eight numbered tips; the first is selected; each card links out in a new tab. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Efficiency roadmap' }),
    ).toBeVisible();
    await expectTip(canvasElement, 1);
    const nav = within(canvas.getByRole('navigation', { name: 'Roadmap tips' }));
    await expect(nav.getByRole('link', { name: `3 ${TIPS[2]}` })).toHaveAttribute(
      'href',
      '/efficiency-roadmap?tip=3',
    );
    const [first] = cardsOf(TIPS[0]!);
    const button = canvas.getByRole('link', { name: `${first!.button_text} (opens in a new tab)` });
    await expect(button).toHaveAttribute('href', first!.url);
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('list', { name: 'Tags' }).length).toBeGreaterThan(0);
  },
};

/** Choosing a tip shows its cards and takes focus to its heading. */
export const ChooseATip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTip(canvasElement, 1);
    await userEvent.click(canvas.getByRole('link', { name: `5 ${TIPS[4]}` }));
    const heading = await expectTip(canvasElement, 5);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** A shared link to the third tip (?tip=3) opens on it. */
export const SelectedTip: Story = {
  args: { routeSearch: '?tip=3' },
  play: async ({ canvasElement }) => {
    await expectTip(canvasElement, 3);
  },
};

/** An unknown tip number shows the first tip. */
export const UnknownTip: Story = {
  args: { routeSearch: '?tip=12' },
  play: async ({ canvasElement }) => {
    await expectTip(canvasElement, 1);
  },
};

/** Content images: the image service's widths as srcset, with their alt text. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTip(canvasElement, 1);
    const images = await canvas.findAllByRole('img');
    await expect(images).toHaveLength(cardsOf(TIPS[0]!).length);
    for (const image of images) {
      await expectWidthSrcSet(image as HTMLImageElement);
      await expect(image).toHaveAccessibleName();
    }
  },
};

/** At 375 px the tips list sits above the selected tip's cards. */
export const Mobile: Story = {
  globals: mobile,
  args: { routeSearch: '?tip=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTip(canvasElement, 2);
    await userEvent.click(canvas.getByRole('link', { name: `8 ${TIPS[7]}` }));
    const heading = await expectTip(canvasElement, 8);
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

const states = contentStateStories('efficiency', 'Loading the efficiency roadmap', (canvas) =>
  canvas.queryByRole('navigation', { name: 'Roadmap tips' }),
);

/** Spec 8: no efficiency items, 'No data found.' */
export const Empty: Story = states.Empty;
/** The content service fails: spec 8's failure text, and Try again. */
export const Failure: Story = states.Failure;
/** Kept last (its request never answers): the tips' and cards' skeletons. */
export const Loading: Story = states.Loading;
