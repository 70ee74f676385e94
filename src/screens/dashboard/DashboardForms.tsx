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
import type { inviteTexts, postTexts } from './formTexts';

// The dashboard's two forms, in one chunk of their own: zod and react-hook-form load with it,
// in the background once the dashboard shows, not with the dashboard's screen
// (./PostComposer.tsx and ./InvitePeerForm.tsx import it on demand). Their words come in as a
// prop, so this chunk imports nothing back from the screen's.

export interface PostLinkFormProps {
  texts: typeof postTexts;
  /** The store's submitPost operation is pending: the button shows it and cannot be pressed. */
  pending: boolean;
  onSubmit: (body: PostLinkBody) => Promise<void>;
}

/** 'Add Linkedin Post' (spec 5 "Post link"): a valid http(s) URL, at most 200, not empty. */
export function PostLinkForm({ texts, pending, onSubmit }: PostLinkFormProps) {
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
    <FormStack label={texts.form} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        label={texts.link}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={texts.placeholder}
        helperText={texts.linkHint}
        required
        error={errors.link?.message}
        {...register('link')}
      />
      <Button
        type="submit"
        alignSelf="flex-start"
        loading={pending}
        loadingText={texts.submitting}
        disabled={link.trim() === ''}
      >
        {texts.submit}
      </Button>
    </FormStack>
  );
}

type InvitationValues = z.input<typeof invitationFormSchema>;
const NO_INVITATION: InvitationValues = { email: '', name: '' };

export interface InvitePeerFieldsProps {
  texts: typeof inviteTexts;
  /** The store's invitePeer operation is pending. */
  pending: boolean;
  /** Answers whether the invitation went out; the fields clear when it did. */
  onSubmit: (body: InvitationBody) => Promise<boolean>;
}

/** 'Invite a peer': an e-mail (required) and a name (optional, it personalises the e-mail). */
export function InvitePeerFields({ texts, pending, onSubmit }: InvitePeerFieldsProps) {
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
    <FormStack label={texts.form} onSubmit={send}>
      <TextField
        label={texts.email}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={texts.name}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Button type="submit" alignSelf="flex-start" loading={pending} loadingText={texts.sending}>
        {texts.send}
      </Button>
    </FormStack>
  );
}
