import { Button, HStack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isSignupConflict, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { FormStack } from '@/components/forms/FormStack';
import { PasswordField } from '@/components/forms/PasswordField';
import { TextField } from '@/components/forms/TextField';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useAuthTransition } from '@/components/routing/AuthTransition';
import {
  signupStep1FormSchema,
  signupStep2FormSchema,
  toCreateUserBody,
  type SignupStep1Form,
  type SignupStep2Form,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { AuthHeader } from './AuthHeader';
import { signupTexts as texts } from './signupTexts';
import { TextLink } from '@/components/navigation/TextLink';

export interface SignupScreenProps {
  /** Opens at step 2 with these step-1 answers (stories of step 2). */
  initialStep1?: SignupStep1Form;
}

/**
 * Spec 2 /signup: a two-step wizard (account, then name). Registering logs the member in and
 * goes to /onboarding/call, replacing history; a taken e-mail returns to step 1 (spec 8).
 */
export const SignupScreen = observer(function SignupScreen({ initialStep1 }: SignupScreenProps) {
  const { session } = useStores();
  const { run } = useAuthTransition();
  const [step, setStep] = useState<1 | 2>(initialStep1 ? 2 : 1);
  const [failure, setFailure] = useState<string>();

  const account = useForm<SignupStep1Form>({
    resolver: zodResolver(signupStep1FormSchema),
    mode: 'onTouched',
    defaultValues: initialStep1 ?? { email: '', password: '' },
  });
  useTypedBeforeHydration(account, { validate: true });
  const name = useForm<SignupStep2Form>({
    resolver: zodResolver(signupStep2FormSchema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '' },
  });

  // Each step starts at its first field (or the field to fix), for keyboard and screen readers.
  const focusAccount = account.setFocus;
  const focusName = name.setFocus;
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    if (step === 2) focusName('firstName');
    else focusAccount('email');
  }, [step, moved, focusAccount, focusName]);

  const goToStep = (next: 1 | 2) => {
    setFailure(undefined);
    setMoved(true);
    setStep(next);
  };

  const submitAccount = account.handleSubmit(() => goToStep(2));

  const submitName = name.handleSubmit((names) =>
    run(async () => {
      setFailure(undefined);
      try {
        await session.register(toCreateUserBody(account.getValues(), names));
        return '/onboarding/call';
      } catch (error) {
        if (isSignupConflict(toApiError(error))) {
          account.setError('email', { message: texts.emailTaken });
          goToStep(1);
        } else {
          setFailure(errorMessage(error, 'signup'));
        }
        return undefined;
      }
    }),
  );

  const accountErrors = account.formState.errors;
  const nameErrors = name.formState.errors;
  const registering = session.ops.register.isPending;

  return (
    <>
      <AuthHeader
        title={texts.heading}
        eyebrow={texts.step(step)}
        lead={step === 1 ? texts.step1Lead : texts.step2Lead}
      />
      {step === 1 ? (
        <FormStack key="account" label={texts.step(1)} onSubmit={submitAccount}>
          <TextField
            label={texts.email}
            type="email"
            autoComplete="email"
            error={accountErrors.email?.message}
            {...account.register('email')}
          />
          <PasswordField
            label={texts.password}
            autoComplete="new-password"
            helperText={texts.passwordHint}
            error={accountErrors.password?.message}
            {...account.register('password')}
          />
          <Text fontSize="sm" color="fg.muted">
            {texts.termsBefore}
            <TextLink to="/terms">{texts.terms}</TextLink>
            {texts.termsBetween}
            <TextLink to="/privacy">{texts.privacy}</TextLink>
            {texts.termsAfter}
          </Text>
          <Button type="submit" size="lg">
            {texts.next}
          </Button>
          <Text textAlign="center" color="fg.muted">
            {texts.haveAccount} <TextLink to="/login">{texts.logIn}</TextLink>
          </Text>
        </FormStack>
      ) : (
        <FormStack key="name" label={texts.step(2)} onSubmit={submitName}>
          <FormAlert message={failure} />
          <TextField
            label={texts.firstName}
            autoComplete="given-name"
            error={nameErrors.firstName?.message}
            {...name.register('firstName')}
          />
          <TextField
            label={texts.lastName}
            autoComplete="family-name"
            error={nameErrors.lastName?.message}
            {...name.register('lastName')}
          />
          <HStack gap="3">
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => goToStep(1)}
              disabled={registering}
            >
              {texts.back}
            </Button>
            <Button
              type="submit"
              size="lg"
              flex="1"
              loading={registering}
              loadingText={texts.submitting}
            >
              {texts.submit}
            </Button>
          </HStack>
        </FormStack>
      )}
    </>
  );
});
