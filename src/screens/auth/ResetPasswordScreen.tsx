import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { FormStack } from '@/components/forms/FormStack';
import { PasswordField } from '@/components/forms/PasswordField';
import { useAuthTransition } from '@/components/routing/AuthTransition';
import {
  resetPasswordFormSchema,
  resetPasswordQuerySchema,
  type ResetPasswordForm,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { AuthHeader } from './AuthHeader';
import { TextLink } from '@/components/navigation/TextLink';

export const resetTexts = {
  heading: 'Choose a new password',
  lead: 'for',
  password: 'New password',
  passwordHint: 'At least 8 characters.',
  confirm: 'Confirm new password',
  submit: 'Save password and log in',
  submitting: 'Saving',
  newLink: 'Request a new reset link',
} as const;

/** Spec 2 reset screen: token and username come from the e-mailed link's query. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const query = resetPasswordQuerySchema.safeParse({
    token: params.get('token') ?? undefined,
    username: params.get('username') ?? undefined,
  });
  if (!query.success) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordFields token={query.data.token} username={query.data.username} />;
}

interface ResetPasswordFieldsProps {
  token: string;
  username: string;
}

const ResetPasswordFields = observer(function ResetPasswordFields({
  token,
  username,
}: ResetPasswordFieldsProps) {
  const { session } = useStores();
  const { run } = useAuthTransition();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ password }) =>
    run(async () => {
      setFailure(undefined);
      try {
        // Spec 4: the new password is set, then the member is logged in.
        await session.resetPassword({ token, username, password });
        return '/dashboard';
      } catch (error) {
        setFailure(errorMessage(error));
        return undefined;
      }
    }),
  );

  return (
    <>
      <AuthHeader
        title={resetTexts.heading}
        lead={
          <>
            {resetTexts.lead}{' '}
            <Text as="strong" fontWeight="semibold" overflowWrap="anywhere">
              {username}
            </Text>
          </>
        }
      />
      <FormStack label={resetTexts.heading} onSubmit={onSubmit}>
        {failure && (
          <Stack gap="2">
            <FormAlert message={failure} />
            <Text fontSize="sm">
              <TextLink to="/forgot-password">{resetTexts.newLink}</TextLink>
            </Text>
          </Stack>
        )}
        <PasswordField
          label={resetTexts.password}
          autoComplete="new-password"
          helperText={resetTexts.passwordHint}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={resetTexts.confirm}
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <Button
          type="submit"
          size="lg"
          disabled={!isValid}
          loading={session.ops.resetPassword.isPending}
          loadingText={resetTexts.submitting}
        >
          {resetTexts.submit}
        </Button>
      </FormStack>
    </>
  );
});
