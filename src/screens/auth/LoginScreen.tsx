import { Button, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { FormStack } from '@/components/forms/FormStack';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { PasswordField } from '@/components/forms/PasswordField';
import { TextField } from '@/components/forms/TextField';
import { useAuthTransition } from '@/components/routing/AuthTransition';
import { useAfterLogin } from '@/components/routing/guards';
import { loginFormSchema, type LoginForm } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { AuthHeader } from './AuthHeader';
import { TextLink } from '@/components/navigation/TextLink';

export const loginTexts = {
  heading: 'Log In',
  lead: 'Welcome back to the community.',
  email: 'Email',
  password: 'Password',
  submit: 'Log In',
  submitting: 'Logging in',
  forgot: 'Forgot your password?',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
} as const;

/**
 * A suspended account is refused after the password check (403 Forbidden) with the server's
 * own sentence (apiMessages.accountSuspended), not 'Invalid username or password'.
 */
const loginFailure = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.code === 'Forbidden' ? apiError.message : errorMessage(apiError, 'login');
};

/** Spec 2 /login: validates only on submit; the button waits until something was typed. */
export const LoginScreen = observer(function LoginScreen() {
  const { session } = useStores();
  const { run } = useAuthTransition();
  const afterLogin = useAfterLogin();
  const [failure, setFailure] = useState<string>();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onSubmit',
    defaultValues: { email: '', password: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  // Validates only on submit, also what was typed before the prerendered page hydrated.
  useTypedBeforeHydration(form, { validate: false });

  const onSubmit = handleSubmit((form) =>
    run(async () => {
      setFailure(undefined);
      try {
        await session.login(form);
        return afterLogin;
      } catch (error) {
        setFailure(loginFailure(error));
        return undefined;
      }
    }),
  );

  return (
    <>
      <AuthHeader title={loginTexts.heading} lead={loginTexts.lead} />
      <FormStack label={loginTexts.heading} onSubmit={onSubmit}>
        <FormAlert message={failure} />
        <TextField
          label={loginTexts.email}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={loginTexts.password}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Text textAlign="end" fontSize="sm">
          <TextLink to="/forgot-password">{loginTexts.forgot}</TextLink>
        </Text>
        <Button
          type="submit"
          size="lg"
          disabled={!isDirty}
          loading={session.ops.login.isPending}
          loadingText={loginTexts.submitting}
        >
          {loginTexts.submit}
        </Button>
        <Text textAlign="center" color="fg.muted">
          {loginTexts.noAccount} <TextLink to="/signup">{loginTexts.signUp}</TextLink>
        </Text>
      </FormStack>
    </>
  );
});
