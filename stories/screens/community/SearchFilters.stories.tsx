import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL, expertiseOptions } from '@/contract';
import { SearchFilters } from '@/screens/community/SearchFilters';
import { emptyDraft, type SearchDraft } from '@/screens/community/searchQuery';
import { communityTexts as texts } from '@/screens/community/texts';

interface FiltersProps {
  /** The draft as the URL gave it. */
  initial: SearchDraft;
  searching: boolean;
  onSearch: (draft: SearchDraft) => void;
}

/** The screen keeps the draft in state; here a harness does, and reports each search's draft. */
function Filters({ initial, searching, onSearch }: FiltersProps) {
  const [draft, setDraft] = useState(initial);
  return (
    <Box p={{ base: '4', md: '6' }}>
      <SearchFilters
        draft={draft}
        onChange={setDraft}
        onSearch={() => onSearch(draft)}
        searching={searching}
      />
    </Box>
  );
}

const FINANCE = expertiseOptions('finance');
const LEGAL = expertiseOptions('legal');

const meta = {
  title: 'Screens/Community/SearchFilters',
  component: Filters,
  args: { initial: emptyDraft, searching: false, onSearch: fn() },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    profession: canvas.getByLabelText('Profession'),
    expertise: canvas.getByLabelText('Area of expertise'),
    region: canvas.getByLabelText('Practices in'),
    experience: canvas.getByLabelText('Years of experience'),
    residing: canvas.getByRole('checkbox', { name: texts.residing }),
  };
};

/** Nothing chosen: expertise waits for a profession, the residing box for a state. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, profession, expertise, region, residing } = fields(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Search filters' })).toBeVisible();
    await expect(profession).toHaveValue('');
    await expect(expertise).toBeDisabled();
    await expect(expertise).toHaveDisplayValue('Choose a profession first');
    await expect(region).toHaveValue(ALL);
    await expect(residing).toBeDisabled();
    await expect(residing).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

/** A profession opens its expertise list; another profession clears the chosen expertise. */
export const ExpertiseFollowsProfession: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, profession, expertise } = fields(canvasElement);
    await userEvent.selectOptions(profession, 'Finance');
    await expect(expertise).toBeEnabled();
    await expect(expertise).toHaveDisplayValue('Any area of expertise');
    await expect(within(expertise).getAllByRole('option')).toHaveLength(FINANCE.length + 1);
    // By value: user-event compares an option's text as HTML, where '&' reads '&amp;'.
    await userEvent.selectOptions(expertise, FINANCE[0]!.key);
    await expect(expertise).toHaveValue(FINANCE[0]!.key);

    await userEvent.selectOptions(profession, 'Legal');
    await expect(expertise).toHaveValue('');
    await expect(within(expertise).getAllByRole('option')).toHaveLength(LEGAL.length + 1);
    await expect(
      within(expertise).getByRole('option', { name: LEGAL[0]!.label }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('option', { name: FINANCE[0]!.label })).toBeNull();

    // Back to any profession: expertise waits again.
    await userEvent.selectOptions(profession, 'Any profession');
    await expect(expertise).toBeDisabled();
    await expect(expertise).toHaveDisplayValue('Choose a profession first');
  },
};

/** 'Only show people residing in the state' needs a state; All states unticks it. */
export const ResidingNeedsAState: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, region, residing } = fields(canvasElement);
    await userEvent.selectOptions(region, 'Florida');
    await expect(residing).toBeEnabled();
    // The input is drawn over by its box: a member clicks the label.
    await userEvent.click(canvas.getByText(texts.residing));
    await expect(residing).toBeChecked();

    await userEvent.selectOptions(region, texts.allStates);
    await expect(residing).not.toBeChecked();
    await expect(residing).toBeDisabled();
  },
};

/** What Search hands over follows the contract's rule: All States is no state, and no residing. */
export const DraftFollowsTheRule: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, region } = fields(canvasElement);
    await userEvent.selectOptions(region, 'Florida');
    await userEvent.click(canvas.getByText(texts.residing));
    await userEvent.selectOptions(region, texts.allStates);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ region: undefined, searchByRegion: false }),
    );
  },
};

/** Every filter set (as a shared URL gives them); Search hands the draft over once. */
export const Filled: Story = {
  args: {
    initial: {
      profession: 'finance',
      expertise: FINANCE[1]!.key,
      region: 'FL',
      experienceYears: 13,
      searchByRegion: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const { canvas, profession, expertise, region, experience, residing } = fields(canvasElement);
    await expect(profession).toHaveDisplayValue('Finance');
    await expect(expertise).toHaveDisplayValue(FINANCE[1]!.label);
    await expect(region).toHaveDisplayValue('Florida');
    await expect(experience).toHaveValue('13');
    await expect(residing).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith(args.initial);
  },
};

/** While a search runs, its button shows so and cannot be pressed again. */
export const Searching: Story = {
  args: { initial: { ...emptyDraft, profession: 'it' }, searching: true },
  play: async ({ canvasElement, args }) => {
    const { canvas } = fields(canvasElement);
    const search = canvas.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await expect(search).toHaveAttribute('data-loading');
    await userEvent.click(search, { pointerEventsCheck: 0 });
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** "Licensed in" (issue 24) is its own filter: a state there leaves "Practices in" as it is. */
export const LicensedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, region } = fields(canvasElement);
    const licensedIn = canvas.getByLabelText(texts.licensedIn);
    await expect(licensedIn).toHaveDisplayValue(texts.anyLicence);
    await userEvent.selectOptions(licensedIn, 'Ohio');
    await expect(region).toHaveValue(ALL);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ licensedIn: 'OH', region: undefined }),
    );
  },
};
