import { observer } from 'mobx-react-lite';
import { TextareaField } from '@/components/forms/TextareaField';
import {
  BIO_MAX,
  bioFormSchema,
  HERO_MOMENT_MAX,
  SUMMARY_MAX,
  type BioFormInput,
  type User,
} from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';

const texts = basicTexts.bio;

const valuesOf = (user: User): BioFormInput => ({
  summary: user.summary ?? '',
  heroMoment: user.heroMoment ?? '',
  bio: user.bio ?? '',
});

/** Spec 5 "Bio": summary and hero moment at most 500, bio at most 2000, each with a counter. */
export const BioBlock = observer(function BioBlock({ user }: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'bio',
    texts,
    schema: bioFormSchema,
    user,
    valuesOf,
  });
  const { register, formState } = form;
  return (
    <BlockForm {...frame}>
      <TextareaField
        label={texts.summary}
        maxChars={SUMMARY_MAX}
        rows={3}
        error={formState.errors.summary?.message}
        {...register('summary')}
      />
      <TextareaField
        label={texts.heroMoment}
        maxChars={HERO_MOMENT_MAX}
        rows={3}
        helperText={texts.heroMomentHint}
        error={formState.errors.heroMoment?.message}
        {...register('heroMoment')}
      />
      <TextareaField
        label={texts.bio}
        maxChars={BIO_MAX}
        rows={8}
        error={formState.errors.bio?.message}
        {...register('bio')}
      />
    </BlockForm>
  );
});
