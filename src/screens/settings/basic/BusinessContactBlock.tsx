import { SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import {
  businessContactFormSchema,
  CONTACT_VISIBILITIES,
  type BusinessContactForm,
  type ContactField,
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
  contactVisibility: { ...user.contactVisibility },
});

const visibilityOptions = CONTACT_VISIBILITIES.map((value) => ({
  value,
  label: texts.visibilityOptions[value],
}));

interface ContactRowProps {
  field: ContactField;
  form: UseFormReturn<BusinessContactFormInput, unknown, BusinessContactForm>;
  /** The detail's own input. */
  children: ReactNode;
}

/** One contact detail beside the choice of who sees it (issue 24 §4). */
function ContactRow({ field, form, children }: ContactRowProps) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
      {children}
      <SelectField
        label={texts.visibility[field]}
        options={visibilityOptions}
        error={form.formState.errors.contactVisibility?.[field]?.message}
        {...form.register(`contactVisibility.${field}`)}
      />
    </SimpleGrid>
  );
}

/**
 * Spec 5 "Business contact": website ('Enter a valid website.', at most 200), e-mail ('Enter a
 * valid email.', at most 100) and phone (+1 and 10 digits, 'Enter a valid phone number.'),
 * formatted while typed and sent as digits only. Each may be left empty. Beside each, who may
 * see it: members, the member's team, or only the member (issue 24 §4).
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
      <ContactRow field="website" form={form}>
        <TextField
          label={texts.website}
          type="url"
          inputMode="url"
          autoComplete="url"
          helperText={texts.websiteHint}
          error={formState.errors.website?.message}
          {...register('website')}
        />
      </ContactRow>
      <ContactRow field="contactEmail" form={form}>
        <TextField
          label={texts.contactEmail}
          type="email"
          autoComplete="email"
          error={formState.errors.contactEmail?.message}
          {...register('contactEmail')}
        />
      </ContactRow>
      <ContactRow field="contactPhone" form={form}>
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
      </ContactRow>
    </BlockForm>
  );
});
