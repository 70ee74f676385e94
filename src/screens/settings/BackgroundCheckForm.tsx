import { Box, Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { PasswordField } from '@/components/forms/PasswordField';
import {
  backgroundCheckFormSchema,
  SSN_DIGITS,
  toProfileSubmitBody,
  type BackgroundCheckForm as CheckForm,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { checkTexts as texts } from './checkTexts';
import { SettingsBlock } from './components/SettingsBlock';

// The acknowledgements start unticked; the schema accepts only `true`.
const EMPTY = { ssn: '', experienceAcknowledged: false, noGuaranteeAcknowledged: false } as const;

/**
 * The check's form (spec 5): the SSN's last 4 digits, masked and kept out of autofill, and both
 * acknowledgements. The digits go to the store's submitProfile only: nothing logs or tracks them.
 */
export const BackgroundCheckForm = observer(function BackgroundCheckForm() {
  const { me, check } = useStores();
  const submit = me.ops.submitProfile;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CheckForm>({
    resolver: zodResolver(backgroundCheckFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY as unknown as CheckForm,
  });

  const onSubmit = handleSubmit(async (form) => {
    if (submit.isPending) return;
    try {
      await me.submitProfile(toProfileSubmitBody(form));
      // The review it opened: the screen shows its state under 'Congratulations!'.
      void check.load().catch(() => undefined);
    } catch (error) {
      // Already submitted (another tab): the user and the check are re-read, and the screen
      // says where the check stands.
      if (toApiError(error).code === 'ResourceConflict') {
        void me.refreshUser().catch(() => undefined);
        void check.load().catch(() => undefined);
      }
    }
  });

  const acknowledgement = (name: 'experienceAcknowledged' | 'noGuaranteeAcknowledged') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxField
          label={name === 'experienceAcknowledged' ? texts.experience : texts.noGuarantee}
          required
          error={fieldState.error?.message}
          {...field}
        />
      )}
    />
  );

  return (
    <SettingsBlock
      title={texts.form}
      description={texts.formHint}
      onSubmit={onSubmit}
      footer={
        <Button type="submit" loading={submit.isPending} loadingText={texts.submitting}>
          {texts.submit}
        </Button>
      }
    >
      <FormAlert
        message={submit.isFailed ? errorMessage(submit.error, 'backgroundCheck') : undefined}
      />
      {/* Four digits need no full-width field. */}
      <Box maxW="64">
        <PasswordField
          label={texts.ssn}
          toggleLabels={{ show: texts.showSsn, hide: texts.hideSsn }}
          inputMode="numeric"
          autoComplete="off"
          maxLength={SSN_DIGITS}
          spellCheck={false}
          required
          error={errors.ssn?.message}
          {...register('ssn')}
        />
      </Box>
      {acknowledgement('experienceAcknowledged')}
      {acknowledgement('noGuaranteeAcknowledged')}
    </SettingsBlock>
  );
});
