import { observer } from 'mobx-react-lite';
import { useWatch } from 'react-hook-form';
import { chosenYear } from '@/components/forms/choices';
import { MonthYearField } from '@/components/forms/MonthYearField';
import { TextareaField } from '@/components/forms/TextareaField';
import { TextField } from '@/components/forms/TextField';
import {
  POSITION_DESCRIPTION_MAX,
  positionFormSchema,
  positionToForm,
  toPositionBody,
  type Position,
  type PositionFormInput,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { experienceTexts as texts } from '../careerTexts';
import { OpenEndDate } from '../components/OpenEndDate';
import {
  fieldInput,
  inputValues,
  monthYearInputs,
  type RecordFormProps,
  RecordFormShell,
  useRecordForm,
} from '../components/RecordForm';

/** The add form's values: nothing filled in, not current. */
export const EMPTY_POSITION: PositionFormInput = {
  title: '',
  company: '',
  location: '',
  startMonth: '',
  startYear: '',
  current: false,
  endMonth: '',
  endYear: '',
  description: '',
};

/** Spec 5 "Position"; the end date is not asked while 'I currently work here' is checked. */
export const PositionForm = observer(function PositionForm({
  record,
  onClose,
}: RecordFormProps<Position>) {
  const { career } = useStores();
  const { form, shell } = useRecordForm({
    schema: positionFormSchema,
    defaultValues: record ? inputValues<PositionFormInput>(positionToForm(record)) : EMPTY_POSITION,
    firstField: 'title',
    editing: record !== undefined,
    save: career.ops.savePosition.get(record?.id ?? 'new'),
    texts: texts.records,
    onClose,
    submit: (values) => career.savePosition(toPositionBody(values), record?.id),
  });
  const startYear = chosenYear(useWatch({ control: form.control, name: 'startYear' }));

  return (
    <RecordFormShell {...shell}>
      <TextField
        label={texts.title}
        required
        autoComplete="organization-title"
        {...fieldInput(form, 'title')}
      />
      <TextField
        label={texts.company}
        required
        autoComplete="organization"
        {...fieldInput(form, 'company')}
      />
      <TextField label={texts.location} {...fieldInput(form, 'location')} />
      <MonthYearField
        label={texts.start}
        required
        {...monthYearInputs(form, 'startMonth', 'startYear')}
      />
      <OpenEndDate
        form={form}
        open={{ name: 'current', label: texts.current }}
        label={texts.end}
        month="endMonth"
        year="endYear"
        openHelperText={texts.endHint}
        minYear={startYear}
      />
      <TextareaField
        label={texts.description}
        maxChars={POSITION_DESCRIPTION_MAX}
        {...fieldInput(form, 'description')}
      />
    </RecordFormShell>
  );
});
