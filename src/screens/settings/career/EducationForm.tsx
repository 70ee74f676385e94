import { observer } from 'mobx-react-lite';
import { pickerYears } from '@/components/forms/choices';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import {
  educationFormSchema,
  educationToForm,
  toEducationBody,
  type Education,
  type EducationFormInput,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { educationTexts as texts } from '../careerTexts';
import {
  fieldInput,
  inputValues,
  type RecordFormProps,
  RecordFormShell,
  useRecordForm,
} from '../components/RecordForm';

const EMPTY: EducationFormInput = {
  organization: '',
  degree: '',
  fieldOfStudy: '',
  issuedYear: '',
};

/** Spec 5 "Education": school, degree and year required; field of study optional. */
export const EducationForm = observer(function EducationForm({
  record,
  onClose,
}: RecordFormProps<Education>) {
  const { career } = useStores();
  const { form, shell } = useRecordForm({
    schema: educationFormSchema,
    defaultValues: record ? inputValues<EducationFormInput>(educationToForm(record)) : EMPTY,
    firstField: 'organization',
    editing: record !== undefined,
    save: career.ops.saveEducation.get(record?.id ?? 'new'),
    texts: texts.records,
    onClose,
    submit: (values) => career.saveEducation(toEducationBody(values), record?.id),
  });
  // Spec 9: the current year back 70.
  const years = pickerYears({ now: new Date() }).map((year) => ({
    value: String(year),
    label: String(year),
  }));

  return (
    <RecordFormShell {...shell}>
      <TextField label={texts.school} required {...fieldInput(form, 'organization')} />
      <TextField label={texts.degree} required {...fieldInput(form, 'degree')} />
      <TextField label={texts.fieldOfStudy} {...fieldInput(form, 'fieldOfStudy')} />
      <SelectField
        label={texts.year}
        required
        placeholder={texts.yearPlaceholder}
        options={years}
        {...fieldInput(form, 'issuedYear')}
      />
    </RecordFormShell>
  );
});
