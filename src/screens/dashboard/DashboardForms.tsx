import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormStack } from '@/components/forms/FormStack';
import { TextField } from '@/components/forms/TextField';
import {
  invitationFormSchema,
  postLinkFormSchema,
  type InvitationBody,
  type PostLinkBody,
  type PostLinkForm as PostLinkValues,
} from '@/contract';
import { inviteTexts, postTexts } from './formTexts';

// The dashboard's two forms, in one chunk of their own: zod and react-hook-form load with it,
// in the background once the dashboard shows, not with the dashboard's screen
// (./PostComposer.tsx and ./InvitePeerForm.tsx import it on demand).

export interface PostLinkFormProps {
  /** The store's submitPost operation is pending: the button shows it and cannot be pressed. */
  pending: boolean;
  onSubmit: (body: PostLinkBody) => Promise<void>;
}

/** 'Add Linkedin Post' (spec 5 "Post link"): a valid http(s) URL, at most 200, not empty. */
export function PostLinkForm({ pending, onSubmit }: PostLinkFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors },
  } = useForm<PostLinkValues>({
    resolver: zodResolver(postLinkFormSchema),
    mode: 'onTouched',
    defaultValues: { link: '' },
  });
  const link = useWatch({ control, name: 'link' });

  // The member opened the form to paste a link.
  useEffect(() => setFocus('link'), [setFocus]);

  return (
    <FormStack label={postTexts.form} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={postTexts.link}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={postTexts.placeholder}
        helperText={postTexts.linkHint}
        required
        error={errors.link?.message}
        {...register('link')}
      />
      <Button
        type="submit"
        alignSelf="flex-start"
        loading={pending}
        loadingText={postTexts.submitting}
        disabled={link.trim() === ''}
      >
        {postTexts.submit}
      </Button>
    </FormStack>
  );
}

type InvitationValues = z.input<typeof invitationFormSchema>;
const NO_INVITATION: InvitationValues = { email: '', name: '' };

export interface InvitePeerFieldsProps {
  /** The store's invitePeer operation is pending. */
  pending: boolean;
  /** Answers whether the invitation went out; the fields clear when it did. */
  onSubmit: (body: InvitationBody) => Promise<boolean>;
}

/** 'Invite a peer': an e-mail (required) and a name (optional, it personalises the e-mail). */
export function InvitePeerFields({ pending, onSubmit }: InvitePeerFieldsProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InvitationValues, unknown, z.output<typeof invitationFormSchema>>({
    resolver: zodResolver(invitationFormSchema),
    mode: 'onTouched',
    defaultValues: NO_INVITATION,
  });

  const send = handleSubmit(async (body) => {
    if (await onSubmit(body)) reset(NO_INVITATION);
  });

  return (
    <FormStack label={inviteTexts.form} onSubmit={send}>
      <TextField
        label={inviteTexts.email}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={inviteTexts.name}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Button
        type="submit"
        alignSelf="flex-start"
        loading={pending}
        loadingText={inviteTexts.sending}
      >
        {inviteTexts.send}
      </Button>
    </FormStack>
  );
}
