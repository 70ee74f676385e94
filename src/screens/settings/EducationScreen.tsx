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
import { educationTexts as texts } from './careerTexts';
import {
  fieldInput,
  inputValues,
  type RecordFormProps,
  RecordFormShell,
  useRecordForm,
} from './components/RecordForm';
import { RecordList, RecordSummary } from './components/RecordList';
import { SettingsPage } from './components/SettingsPage';
import { useCareerRecords } from './components/useCareerRecords';

/** /settings/education (spec 5 "Education"): the member's schools, newest year first. */
export const EducationScreen = observer(function EducationScreen() {
  const { career, loaded, load, retry } = useCareerRecords();
  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      <RecordList
        records={career.educations}
        loaded={loaded}
        load={load}
        onRetry={retry}
        texts={texts.records}
        nameOf={(education) => texts.name(education.degree, education.organization)}
        renderRecord={(education) => (
          <RecordSummary
            title={education.organization}
            lines={[
              [education.degree, education.fieldOfStudy].filter(Boolean).join(', '),
              String(education.issuedYear),
            ]}
          />
        )}
        Form={EducationForm}
        remove={(id) => career.deleteEducation(id)}
        removal={(id) => career.ops.deleteEducation.get(id)}
      />
    </SettingsPage>
  );
});

const EMPTY: EducationFormInput = {
  organization: '',
  degree: '',
  fieldOfStudy: '',
  issuedYear: '',
};

const EducationForm = observer(function EducationForm({
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
