import { Box, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Search, Zap } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { PROFESSIONS, professionLabels } from '@/contract';
import { config } from '@/lib/config';
import { FeatureCard } from '@/screens/public/landing/FeatureCard';
import { FounderMessage } from '@/screens/public/landing/FounderMessage';
import { PracticeAreas } from '@/screens/public/landing/PracticeAreas';
import { landingTexts } from '@/screens/public/landing/texts';
import { VettingBlock } from '@/screens/public/landing/VettingBlock';

const meta = {
  title: 'Screens/Public/Landing sections',
  component: VettingBlock,
} satisfies Meta<typeof VettingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const icons = { search: <Search />, efficiency: <Zap />, events: <CalendarDays /> };

/** The three 'Save Time!' cards: each a list item with an h3 and its text; icons are decoration. */
export const FeatureCards: Story = {
  render: () => (
    <Box p="6">
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
        {landingTexts.saveTime.cards.map((card) => (
          <FeatureCard key={card.key} icon={icons[card.key]} title={card.title}>
            {card.body}
          </FeatureCard>
        ))}
      </SimpleGrid>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const [index, card] of landingTexts.saveTime.cards.entries()) {
      const element = items[index] as HTMLElement;
      const item = within(element);
      await expect(item.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      await expect(item.getByText(card.body)).toBeVisible();
      await expect(element.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

/** The founder's message from configuration: every paragraph quoted, name and role credited. */
export const Founder: Story = {
  render: () => <FounderMessage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'A message from our founder' });
    const figure = within(within(section).getByRole('figure'));
    for (const paragraph of landingTexts.founder.paragraphs) {
      await expect(figure.getByText(paragraph)).toBeVisible();
    }
    await expect(figure.getByText(config.founder.name)).toBeVisible();
    await expect(figure.getByText(config.founder.role)).toBeVisible();
  },
};

/** The seven practice areas, in the contract's order and words. */
export const Practice: Story = {
  render: () => (
    <Box p="6" bg="brand.800">
      <PracticeAreas />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvas.getByRole('complementary', {
      name: 'Seven practice areas, one community',
    });
    await expect(
      within(aside).getByText('Independents who serve businesses; our reviewers check every one.'),
    ).toBeVisible();
    const items = within(aside).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(
      PROFESSIONS.map((profession) => professionLabels[profession]),
    );
    await expect(items).toHaveLength(7);
  },
};

/** Membership is vetted, as it happens (live while checked, kept if cleared): the criteria. */
export const Vetting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'A community you can vouch for' }));
    await expect(
      section.getByText(
        'A new profile goes live while our reviewers check it, and stays only if they clear it. We look for:',
      ),
    ).toBeVisible();
    const items = section.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Business-focused independents',
      'At least 8 years of experience in the practice area',
      'Industry expertise',
      'A professional and criminal background check',
    ]);
  },
};
