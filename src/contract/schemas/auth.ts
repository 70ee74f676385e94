import { z } from 'zod';
import { ACCOUNT_EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { messages } from '../messages';
import { emailField, requiredText, text } from './common';

// Auth wire shapes (spec 7) and the auth forms. The password grant names the e-mail
// `username`, as the reset call does (spec 7 "POST /v1/users/password/token: ... username").

export const passwordField = text({ error: messages.password })
  .min(PASSWORD_MIN, messages.password)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));
export const accountEmailField = emailField(ACCOUNT_EMAIL_MAX);
export const firstNameField = requiredText(NAME_MAX, messages.firstName);
export const lastNameField = requiredText(NAME_MAX, messages.lastName);

const clientFields = {
  clientId: text().min(1).max(100),
  clientSecret: text().min(1).max(200),
};
export type ClientCredentials = { clientId: string; clientSecret: string };

// A wrong password of any length must answer InvalidCredentials, not a validation hint,
// so the login wire only bounds the password.
export const passwordGrantBodySchema = z.strictObject({
  grantType: z.literal('password'),
  ...clientFields,
  username: accountEmailField,
  password: text().min(1).max(PASSWORD_MAX),
});
export const refreshGrantBodySchema = z.strictObject({
  grantType: z.literal('refresh_token'),
  ...clientFields,
  refreshToken: text().min(1).max(512),
});
export const tokenRequestBodySchema = z.discriminatedUnion('grantType', [
  passwordGrantBodySchema,
  refreshGrantBodySchema,
]);
export type PasswordGrantBody = z.infer<typeof passwordGrantBodySchema>;
export type RefreshGrantBody = z.infer<typeof refreshGrantBodySchema>;
export type TokenRequestBody = z.infer<typeof tokenRequestBodySchema>;

// POST /v1/oauth/token answer. expiresIn is seconds, like the token's own `exp`.
export const tokenResponseSchema = z.object({
  accessToken: text().min(1).max(4096),
  refreshToken: text().min(1).max(512),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

// Claims of the access token (a JWT): `sub` is the user id as a string, times in seconds.
export const tokenClaimsSchema = z.object({
  sub: text().regex(/^[1-9]\d*$/),
  exp: z.number().int().positive(),
  iat: z.number().int().positive(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
// GET /v1/oauth/token answers the claims of a valid token.
export const tokenInfoSchema = tokenClaimsSchema;

// What the client keeps in local storage (spec 3 "Auth record").
export const authRecordSchema = z.object({
  accessToken: text().min(1).max(4096),
  refreshToken: text().min(1).max(512),
  claims: tokenClaimsSchema,
});
export type AuthRecord = z.infer<typeof authRecordSchema>;

// POST /v1/users
export const createUserBodySchema = z.strictObject({
  email: accountEmailField,
  password: passwordField,
  firstName: firstNameField,
  lastName: lastNameField,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

// POST /v1/users/password/token (always answers 204, whether or not the e-mail exists)
export const passwordResetTokenBodySchema = z.strictObject({
  ...clientFields,
  username: accountEmailField,
});
export type PasswordResetTokenBody = z.infer<typeof passwordResetTokenBodySchema>;

// POST /v1/users/password
export const passwordResetBodySchema = z.strictObject({
  ...clientFields,
  password: passwordField,
  token: text().min(1).max(512),
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

// Query of the reset screen; either missing sends the member to /forgot-password.
export const resetPasswordQuerySchema = z.object({
  token: text().min(1).max(512),
  username: text().min(1).max(ACCOUNT_EMAIL_MAX),
});

// ---- Forms ----

export const loginFormSchema = z.object({ email: accountEmailField, password: passwordField });
export type LoginForm = z.infer<typeof loginFormSchema>;
export const signupStep1FormSchema = z.object({
  email: accountEmailField,
  password: passwordField,
});
export const signupStep2FormSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
});
export type SignupStep1Form = z.infer<typeof signupStep1FormSchema>;
export type SignupStep2Form = z.infer<typeof signupStep2FormSchema>;
export const toCreateUserBody = (
  step1: SignupStep1Form,
  step2: SignupStep2Form,
): CreateUserBody => ({
  ...step1,
  ...step2,
});

export const forgotPasswordFormSchema = z.object({ email: accountEmailField });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirm: text({ error: messages.passwordsMismatch }) })
  .refine((form) => form.confirm === form.password, {
    message: messages.passwordsMismatch,
    path: ['confirm'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// Spec 5 (settings): the current password is plain text; the new one follows the password
// rule. Here, not in ./user, so the security screen's chunk carries no profile schemas.
export const passwordChangeFormSchema = z
  .object({
    password: text({ error: messages.required }).min(1, messages.required).max(PASSWORD_MAX),
    newPassword: passwordField,
    confirm: text({ error: messages.passwordsMismatch }),
  })
  .refine((form) => form.confirm === form.newPassword, {
    message: messages.passwordsMismatch,
    path: ['confirm'],
  });
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>;
