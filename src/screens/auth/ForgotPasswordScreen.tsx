import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { FormStack } from '@/components/forms/FormStack';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { TextField } from '@/components/forms/TextField';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { AuthHeader } from './AuthHeader';
import { TextLink } from '@/components/navigation/TextLink';

export const forgotTexts = {
  heading: 'Forgot your password?',
  lead: 'Enter the email address of your account and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending',
  backToLogin: 'Back to Log In',
  sentHeading: 'Check Your Email',
  sentTo: 'We sent a link to reset your password to',
  junk: 'If it does not arrive within a few minutes, check your junk or social folders.',
  notReceived: "I didn't receive an email",
} as const;

export interface ForgotPasswordScreenProps {
  /** Opens on 'Check Your Email' for this address (stories of that state). */
  initialSentTo?: string;
}

/** Spec 2 /forgot-password: ask for a reset link, then 'Check Your Email'. */
export const ForgotPasswordScreen = observer(function ForgotPasswordScreen({
  initialSentTo,
}: ForgotPasswordScreenProps) {
  const { session } = useStores();
  const [sentTo, setSentTo] = useState<string | undefined>(initialSentTo);
  const [failure, setFailure] = useState<string>();
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: initialSentTo ?? '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = form;
  useTypedBeforeHydration(form, { validate: true });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      await session.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  if (sentTo) {
    return (
      <>
        <AuthHeader title={forgotTexts.sentHeading} />
        <Stack gap="4" aria-live="polite">
          <Text>
            {forgotTexts.sentTo}{' '}
            <Text as="strong" fontWeight="semibold" overflowWrap="anywhere">
              {sentTo}
            </Text>
            .
          </Text>
          <Text color="fg.muted">{forgotTexts.junk}</Text>
          <Button variant="outline" size="lg" onClick={() => setSentTo(undefined)}>
            {forgotTexts.notReceived}
          </Button>
          <Text textAlign="center">
            <TextLink to="/login">{forgotTexts.backToLogin}</TextLink>
          </Text>
        </Stack>
      </>
    );
  }

  return (
    <>
      <AuthHeader title={forgotTexts.heading} lead={forgotTexts.lead} />
      <FormStack label={forgotTexts.heading} onSubmit={onSubmit}>
        <FormAlert message={failure} />
        <TextField
          label={forgotTexts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          disabled={!isValid}
          loading={session.ops.requestPasswordReset.isPending}
          loadingText={forgotTexts.submitting}
        >
          {forgotTexts.submit}
        </Button>
        <Text textAlign="center">
          <TextLink to="/login">{forgotTexts.backToLogin}</TextLink>
        </Text>
      </FormStack>
    </>
  );
});
