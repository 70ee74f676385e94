import { SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { TextField } from '@/components/forms/TextField';
import { personalInfoFormSchema, type PersonalInfoForm, type User } from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';

const texts = basicTexts.personal;

const valuesOf = (user: User): PersonalInfoForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
});

/**
 * Spec 5 "Personal info": first and last name (at most 50). The e-mail is the login and is not
 * writable through PATCH /v1/user (docs/api.md), so it is shown, not edited.
 */
export const PersonalInfoBlock = observer(function PersonalInfoBlock({ user }: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'personal',
    texts,
    schema: personalInfoFormSchema,
    user,
    valuesOf,
  });
  const { register, formState } = form;
  return (
    <BlockForm {...frame}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField
          label={texts.firstName}
          autoComplete="given-name"
          required
          error={formState.errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={texts.lastName}
          autoComplete="family-name"
          required
          error={formState.errors.lastName?.message}
          {...register('lastName')}
        />
      </SimpleGrid>
      <TextField
        label={texts.email}
        type="email"
        value={user.email}
        readOnly
        bg="bg.muted"
        helperText={texts.emailHint}
      />
    </BlockForm>
  );
});
