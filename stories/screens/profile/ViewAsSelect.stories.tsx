import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSearchParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { parseViewer, ViewAsSelect } from '@/screens/profile/preview/ViewAsSelect';
import { viewAsTexts as texts } from '@/screens/profile/texts';
import type { PageArgs } from '@stories/support/page';
import { mobile } from '@stories/support/viewports';

// ViewAsSelect: "View as" on my own profile. The choice is the URL's ?viewAs= (read back here
// as ProfileScreen reads it); Yourself removes it.

function ViewAsSelectInPage() {
  const [params] = useSearchParams();
  const viewer = parseViewer(params.get('viewAs'));
  return (
    <Box p="6">
      <ViewAsSelect viewer={viewer} />
      <Text mt="4" fontSize="sm" color="fg.muted" data-testid="search">
        {params.toString() || '(no query)'}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Screens/Profile/ViewAsSelect',
  component: ViewAsSelectInPage,
  args: { routePath: '/profile/:id', routeParams: { id: '1' } } satisfies PageArgs,
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

/** My own view: Yourself, then each viewer in turn, written to the URL; Yourself clears it. */
export const Yourself: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText(texts.label);
    await expect(select).toHaveDisplayValue(texts.yourself);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([texts.yourself, texts.viewers.visitor, texts.viewers.member, texts.viewers.team]);
    await userEvent.selectOptions(select, texts.viewers.member);
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('viewAs=member'));
    await expect(select).toHaveDisplayValue(texts.viewers.member);
    await userEvent.selectOptions(select, texts.yourself);
    await waitFor(() => expect(canvas.getByTestId('search')).toHaveTextContent('(no query)'));
  },
};

/** A viewer from the URL is the one shown; an unknown one is Yourself. */
export const FromTheUrl: Story = {
  args: { routeSearch: '?viewAs=team' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(texts.label)).toHaveDisplayValue(
      texts.viewers.team,
    );
  },
};

export const UnknownViewer: Story = {
  args: { routeSearch: '?viewAs=everyone' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(texts.label)).toHaveDisplayValue(
      texts.yourself,
    );
  },
};

export const Mobile: Story = { ...FromTheUrl, globals: mobile };
