import { observer } from 'mobx-react-lite';
import { Controller } from 'react-hook-form';
import { TextField } from '@/components/forms/TextField';
import {
  businessContactFormSchema,
  formatPhone,
  formatPhoneInput,
  type BusinessContactFormInput,
  type User,
} from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';

const texts = basicTexts.contact;

const valuesOf = (user: User): BusinessContactFormInput => ({
  website: user.website ?? '',
  contactEmail: user.contactEmail ?? '',
  contactPhone: user.contactPhone ? formatPhone(user.contactPhone) : '',
});

/**
 * Spec 5 "Business contact": website ('Enter a valid website.', at most 200), e-mail ('Enter a
 * valid email.', at most 100) and phone (+1 and 10 digits, 'Enter a valid phone number.'),
 * formatted while typed and sent as digits only. Each may be left empty.
 */
export const BusinessContactBlock = observer(function BusinessContactBlock({
  user,
}: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'contact',
    texts,
    schema: businessContactFormSchema,
    user,
    valuesOf,
  });
  const { register, formState, control } = form;
  return (
    <BlockForm {...frame}>
      <TextField
        label={texts.website}
        type="url"
        inputMode="url"
        autoComplete="url"
        helperText={texts.websiteHint}
        error={formState.errors.website?.message}
        {...register('website')}
      />
      <TextField
        label={texts.contactEmail}
        type="email"
        autoComplete="email"
        error={formState.errors.contactEmail?.message}
        {...register('contactEmail')}
      />
      <Controller
        control={control}
        name="contactPhone"
        render={({ field }) => (
          <TextField
            label={texts.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            helperText={texts.phoneHint}
            error={formState.errors.contactPhone?.message}
            {...field}
            onChange={(event) => field.onChange(formatPhoneInput(event.target.value))}
          />
        )}
      />
    </BlockForm>
  );
});
