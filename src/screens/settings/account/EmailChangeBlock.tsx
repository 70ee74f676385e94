import { Button, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { errorMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { PasswordField } from '@/components/forms/PasswordField';
import { TextField } from '@/components/forms/TextField';
import { apiMessages, emailChangeFormSchema, type EmailChangeForm } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { accountTexts } from '../accountTexts';
import { SettingsBlock } from '../components/SettingsBlock';

const texts = accountTexts.email;
const EMPTY: EmailChangeForm = { email: '', password: '' };

/** The server's refusals said at the field they are about. */
const fieldOf = (error: unknown): keyof EmailChangeForm | undefined => {
  const { status, message } = toApiError(error);
  if (status === 400 && message === apiMessages.passwordIncorrect) return 'password';
  if (message === apiMessages.emailTaken || message === apiMessages.emailUnchanged) return 'email';
  return undefined;
};

/**
 * Changes the account's address (issue 23): the new address and the password; the change holds
 * once the link e-mailed to the new address is followed (the old one is told). The session
 * stays.
 */
export const EmailChangeBlock = observer(function EmailChangeBlock() {
  const { me, account } = useStores();
  const change = account.ops.startEmailChange;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid },
  } = useForm<EmailChangeForm>({
    resolver: zodResolver(emailChangeFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (form) => {
    if (change.isPending) return;
    try {
      await account.startEmailChange(form);
      reset(EMPTY);
    } catch (error) {
      const field = fieldOf(error);
      if (field) setError(field, { message: toApiError(error).message }, { shouldFocus: true });
    }
  });

  const user = me.user;
  const failure =
    change.isFailed && !fieldOf(change.error) ? errorMessage(change.error) : undefined;

  return (
    <SettingsBlock
      title={texts.title}
      description={user ? texts.description(user.email) : undefined}
      onSubmit={onSubmit}
      footer={
        <Button
          type="submit"
          disabled={!isValid}
          loading={change.isPending}
          loadingText={texts.submit}
        >
          {texts.submit}
        </Button>
      }
    >
      {user && !user.emailVerified && <Text color="fg.muted">{texts.unverified}</Text>}
      <FormAlert message={failure} />
      {account.pendingEmail && (
        <FormAlert status="info" message={texts.pending(account.pendingEmail)} />
      )}
      <TextField
        label={texts.newEmail}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={texts.password}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
    </SettingsBlock>
  );
});
