import { Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { expertiseFormSchemaFor, expertiseOptions, type Profession, type User } from '@/contract';
import { basicTexts } from '../basicTexts';
import { SettingsBlock } from '../components/SettingsBlock';
import type { BasicBlockProps } from './blockProps';
import { BlockForm, useBlockForm } from './BlockForm';
import { ChoicesField, inOptionOrder } from './ChoicesField';

const texts = basicTexts.expertise;

interface ExpertiseFormProps extends BasicBlockProps {
  profession: Profession;
}

const ExpertiseForm = observer(function ExpertiseForm({ user, profession }: ExpertiseFormProps) {
  const [options, schema] = useMemo(
    () => [
      expertiseOptions(profession).map(({ key, label }) => ({ value: key, label })),
      expertiseFormSchemaFor(profession),
    ],
    [profession],
  );
  const { form, frame } = useBlockForm({
    block: 'expertise',
    texts,
    schema,
    user,
    valuesOf: (member: User) => ({ expertises: inOptionOrder(member.expertises, options) }),
  });
  return (
    <BlockForm {...frame}>
      <ChoicesField
        control={form.control}
        name="expertises"
        label={texts.label}
        options={options}
        error={form.formState.errors.expertises?.message}
      />
    </BlockForm>
  );
});

/**
 * Spec 5 "Expertise": the areas of the member's saved profession; at least one to save, and
 * Save disabled until a change (spec 2). Without a profession there is nothing to choose from.
 */
export const ExpertiseBlock = observer(function ExpertiseBlock({ user }: BasicBlockProps) {
  if (!user.profession) {
    return (
      <SettingsBlock title={texts.title} description={texts.description}>
        <Text color="fg.muted">{texts.needsProfession}</Text>
      </SettingsBlock>
    );
  }
  return <ExpertiseForm user={user} profession={user.profession} />;
});
