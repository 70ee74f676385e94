import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { apiMessages, passwordChangeFormSchema, type PasswordChangeForm } from '@/contract';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { useStores } from '@/models/StoresProvider';
import { SettingsBlock } from './components/SettingsBlock';
import { SettingsPage } from './components/SettingsPage';
import { securityTexts as texts } from './securityTexts';

// The account's blocks (change of address, export, deletion) load as their own chunk.
const AccountBlocks = lazyChunk(
  async () => (await import('./account/AccountBlocks')).AccountBlocks,
);
import { settingsTexts } from './texts';

const EMPTY: PasswordChangeForm = { password: '', newPassword: '', confirm: '' };

/** The server refuses a wrong current password with its own sentence (PATCH /v1/user). */
const isWrongCurrentPassword = (error: unknown): boolean => {
  const apiError = toApiError(error);
  return apiError.status === 400 && apiError.message === apiMessages.currentPasswordIncorrect;
};

/**
 * /settings/security (spec 5 "Password change"): current, new (the password rule) and its
 * confirmation. Save waits until the form is valid; success toasts 'Password updated' and
 * clears the form, and the server ends the member's other sessions. Below it, the account's
 * own controls (issue 23): change the e-mail address, export my data, delete my account.
 */
export const SecurityScreen = observer(function SecurityScreen() {
  const { me, toasts } = useStores();
  const change = me.ops.changePassword;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(passwordChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (form) => {
    if (change.isPending) return;
    try {
      await me.changePassword(form);
      reset(EMPTY);
      toasts.show({ text: texts.updated, status: 'success' });
    } catch (error) {
      // Said at the field it is about; any other failure shows above the fields.
      if (isWrongCurrentPassword(error)) {
        setError(
          'password',
          { message: apiMessages.currentPasswordIncorrect },
          { shouldFocus: true },
        );
      }
    }
  });

  const failure =
    change.isFailed && !isWrongCurrentPassword(change.error)
      ? errorMessage(change.error)
      : undefined;

  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      <SettingsBlock
        title={texts.form}
        onSubmit={onSubmit}
        footer={
          <Button
            type="submit"
            disabled={!isValid}
            loading={change.isPending}
            loadingText={settingsTexts.saving}
          >
            {texts.submit}
          </Button>
        }
      >
        <FormAlert message={failure} />
        <PasswordField
          label={texts.current}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={texts.next}
          autoComplete="new-password"
          required
          helperText={texts.nextHint}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={texts.confirm}
          autoComplete="new-password"
          required
          error={errors.confirm?.message}
          {...register('confirm')}
        />
      </SettingsBlock>
      {/* The account is the member's (issue 23): its address, its data, its deletion. */}
      <Suspense fallback={null}>
        <AccountBlocks />
      </Suspense>
    </SettingsPage>
  );
});
