import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { PasswordField } from '@/components/forms/PasswordField';
import { accountDeletionFormSchema, apiMessages } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { accountTexts } from '../accountTexts';
import { SettingsBlock } from '../components/SettingsBlock';

const texts = accountTexts.deletion;

interface DeletionForm {
  password: string;
  confirm: boolean;
}
const EMPTY: DeletionForm = { password: '', confirm: false };

const isWrongPassword = (error: unknown) => {
  const { status, message } = toApiError(error);
  return status === 400 && message === apiMessages.passwordIncorrect;
};

/**
 * Delete my account (issue 23): a dialog asks for the password again and an explicit
 * confirmation; the server ends every session, so the member lands signed out on the home page
 * with a toast.
 */
export const DeleteAccountBlock = observer(function DeleteAccountBlock() {
  const { account, toasts } = useStores();
  const navigate = useNavigate();
  const run = account.ops.deleteAccount;
  const [open, setOpen] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm<DeletionForm>({
    // The contract's form: the password, and the box ticked.
    resolver: zodResolver(accountDeletionFormSchema) as never,
    mode: 'onChange',
    defaultValues: EMPTY,
  });

  const close = () => {
    if (run.isPending) return;
    setOpen(false);
    reset(EMPTY);
  };

  const onSubmit = handleSubmit(async (form) => {
    if (run.isPending) return;
    try {
      await account.deleteAccount(form.password);
      toasts.show({ text: texts.deleted, status: 'success' });
      void navigate('/', { replace: true });
    } catch (error) {
      if (isWrongPassword(error)) {
        setError('password', { message: apiMessages.passwordIncorrect }, { shouldFocus: true });
      }
    }
  });

  const failure = run.isFailed && !isWrongPassword(run.error) ? errorMessage(run.error) : undefined;

  return (
    <SettingsBlock
      title={texts.title}
      description={texts.description}
      footer={
        <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
          {texts.open}
        </Button>
      }
    >
      <Dialog.Root
        role="alertdialog"
        open={open}
        onOpenChange={(details) => !details.open && close()}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <form noValidate onSubmit={onSubmit} aria-label={texts.dialogTitle}>
                <Dialog.Header>
                  <Dialog.Title>{texts.dialogTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <Text>{texts.dialogBody}</Text>
                    <FormAlert message={failure} />
                    <PasswordField
                      label={texts.password}
                      autoComplete="current-password"
                      required
                      error={errors.password?.message}
                      {...register('password')}
                    />
                    <Controller
                      control={control}
                      name="confirm"
                      render={({ field }) => (
                        <CheckboxField
                          label={texts.confirm}
                          required
                          error={errors.confirm?.message}
                          {...field}
                        />
                      )}
                    />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={close} disabled={run.isPending}>
                    {texts.cancel}
                  </Button>
                  {/* The label stays while it runs: without it the button would have no name. */}
                  <Button
                    type="submit"
                    colorPalette="red"
                    disabled={!isValid}
                    loading={run.isPending}
                    loadingText={texts.submit}
                  >
                    {texts.submit}
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SettingsBlock>
  );
});
