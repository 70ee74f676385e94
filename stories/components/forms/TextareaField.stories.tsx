import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextareaField } from '@/components/forms/TextareaField';
import {
  bioFormSchema,
  type BioFormInput,
  HERO_MOMENT_MAX,
  messages,
  SUMMARY_MAX,
} from '@/contract';
import { expectInvalid, looksStory } from '@stories/support/forms';
import { StoryForm } from '@stories/support/StoryForm';

const summary =
  'Fractional CFO for growing professional-services firms: cash-flow forecasting, lender ' +
  'relations and board reporting.';
const letters = (count: number) => 'a'.repeat(count);

/** Every look: empty, filled, near the limit, over it with the message, disabled, autoresize. */
function Catalog() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" p="6" maxW="4xl">
      <TextareaField label="Empty" maxChars={SUMMARY_MAX} />
      <TextareaField label="Filled" maxChars={SUMMARY_MAX} defaultValue={summary} required />
      <TextareaField
        label="Near the limit"
        maxChars={SUMMARY_MAX}
        defaultValue={letters(SUMMARY_MAX - 12)}
        helperText="A few lines visitors read first."
      />
      <TextareaField
        label="Over the limit"
        maxChars={SUMMARY_MAX}
        defaultValue={letters(SUMMARY_MAX + 8)}
        error={messages.maxLength(SUMMARY_MAX)}
      />
      <TextareaField label="Disabled" maxChars={SUMMARY_MAX} defaultValue={summary} disabled />
      <TextareaField
        label="Autoresize"
        maxChars={HERO_MOMENT_MAX}
        rows={2}
        autoresize
        defaultValue={`${summary}\n\n${summary}\n\n${summary}`}
      />
    </SimpleGrid>
  );
}

/** The bio form's summary, registered with the contract's schema, as the Basic info screen does. */
function SummaryForm() {
  const [saved, setSaved] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BioFormInput>({
    resolver: zodResolver(bioFormSchema),
    defaultValues: { summary, heroMoment: '', bio: '' },
  });
  return (
    <StoryForm label="Bio" saved={saved} onSubmit={handleSubmit(() => setSaved('summary'))}>
      <TextareaField
        label="Summary"
        maxChars={SUMMARY_MAX}
        error={errors.summary?.message}
        {...register('summary')}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Components/Forms/TextareaField',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looks; the counter describes each textarea in words. */
export const Looks: Story = looksStory(async (canvas) => {
  await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveAccessibleDescription(
    '0 of 500 characters',
  );
  await expect(canvas.getByText('0 / 500')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: /^Filled/ })).toHaveAccessibleDescription(
    `${summary.length} of 500 characters`,
  );
  await expect(canvas.getByRole('textbox', { name: 'Near the limit' })).toHaveAccessibleDescription(
    'A few lines visitors read first. 488 of 500 characters',
  );
  const over = canvas.getByRole('textbox', { name: 'Over the limit' });
  await expectInvalid(over, 'Maximum length is 500 characters.');
  await expect(canvas.getByText('508 / 500')).toBeVisible();
  await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  // Nothing is announced until someone types.
  for (const status of canvas.getAllByRole('status')) await expect(status).toBeEmptyDOMElement();
});

/**
 * Registered in a form: the counter starts from the default, follows typing, and the status
 * speaks only near and over the limit, where the schema's message then stops the save.
 */
export const Counting: Story = {
  render: () => <SummaryForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Summary' });
    const status = canvas.getByRole('status');
    await expect(canvas.getByText(`${summary.length} / 500`)).toBeVisible();

    await userEvent.clear(textarea);
    await userEvent.type(textarea, 'Tax counsel');
    await expect(canvas.getByText('11 / 500')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('11 of 500 characters');
    // Far from the limit: still silent once typing pauses.
    await expect(status).toBeEmptyDOMElement();

    await userEvent.paste(letters(474));
    await expect(canvas.getByText('485 / 500')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('15 characters left'), { timeout: 3000 });

    await userEvent.paste(letters(20));
    await expect(canvas.getByText('505 / 500')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('5 characters over the limit'), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(textarea).toHaveAccessibleErrorMessage('Maximum length is 500 characters.'),
    );
    await expect(canvas.queryByText('Saved summary')).toBeNull();

    await userEvent.type(textarea, '{Backspace}'.repeat(5));
    await expect(canvas.getByText('500 / 500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved summary')).toBeVisible();
  },
};
