import { observer } from 'mobx-react-lite';
import { useWatch } from 'react-hook-form';
import { FormAlert } from '@/components/feedback/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import {
  CAREER_STAGES,
  careerStageLabels,
  EXPERIENCE_BUCKETS,
  experienceBucketLabels,
  joinCareerStage,
  PROFESSIONS,
  professionFormSchema,
  professionLabels,
  toProfessionPatch,
  type ProfessionFormInput,
  type User,
} from '@/contract';
import { basicTexts } from '../basicTexts';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';

const texts = basicTexts.profession;

const careerStageOptions = CAREER_STAGES.map((stage) => ({
  value: stage,
  label: careerStageLabels[stage],
}));
const professionOptions = PROFESSIONS.map((profession) => ({
  value: profession,
  label: professionLabels[profession],
}));
const experienceOptions = EXPERIENCE_BUCKETS.map((bucket) => ({
  value: String(bucket),
  label: texts.experienceOption(experienceBucketLabels[bucket]),
}));

// The selects hold strings, '' while nothing is chosen; the schema reads them back.
const valuesOf = (user: User) =>
  ({
    careerStage: joinCareerStage(user.employmentStatus, user.independentStatus) ?? '',
    profession: user.profession ?? '',
    experienceYears: user.experienceYears === null ? '' : String(user.experienceYears),
  }) as ProfessionFormInput;

/**
 * Spec 5 "Profession": the career stage is one select of the six stages, sent as employment and
 * independent status (split on the dash); profession and years of experience. Changing the
 * profession clears the expertise, and the member reads so before saving.
 */
export const ProfessionBlock = observer(function ProfessionBlock({ user }: BasicBlockProps) {
  const { form, frame } = useBlockForm({
    block: 'profession',
    texts,
    schema: professionFormSchema,
    user,
    valuesOf,
    toPatch: (values) => toProfessionPatch(values, user.profession),
  });
  const { register, formState, control } = form;
  const chosen = useWatch({ control, name: 'profession' });
  const clearsExpertise =
    user.profession !== null && chosen !== user.profession && user.expertises.length > 0;

  return (
    <BlockForm {...frame}>
      <SelectField
        label={texts.careerStage}
        placeholder={texts.careerStagePlaceholder}
        options={careerStageOptions}
        required
        error={formState.errors.careerStage?.message}
        {...register('careerStage')}
      />
      <SelectField
        label={texts.profession}
        placeholder={texts.professionPlaceholder}
        options={professionOptions}
        required
        error={formState.errors.profession?.message}
        {...register('profession')}
      />
      <FormAlert status="warning" message={clearsExpertise ? texts.clearsExpertise : undefined} />
      <SelectField
        label={texts.experienceYears}
        placeholder={texts.experiencePlaceholder}
        options={experienceOptions}
        required
        error={formState.errors.experienceYears?.message}
        {...register('experienceYears')}
      />
    </BlockForm>
  );
});
