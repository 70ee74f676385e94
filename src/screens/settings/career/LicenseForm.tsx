import { observer } from 'mobx-react-lite';
import { useWatch } from 'react-hook-form';
import { chosenYear } from '@/components/forms/choices';
import { MonthYearField } from '@/components/forms/MonthYearField';
import { SelectField } from '@/components/forms/SelectField';
import { TextField } from '@/components/forms/TextField';
import {
  CERTIFICATION_EXPIRY_SPAN_YEARS,
  CERTIFICATION_KINDS,
  certificationFormSchema,
  certificationKindLabels,
  certificationToForm,
  toCertificationBody,
  US_REGIONS,
  yearMonthOf,
  type Certification,
  type CertificationFormInput,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { licensesTexts as texts } from '../careerTexts';
import { OpenEndDate } from '../components/OpenEndDate';
import {
  fieldInput,
  inputValues,
  monthYearInputs,
  type RecordFormProps,
  RecordFormShell,
  useRecordForm,
} from '../components/RecordForm';

const EMPTY: CertificationFormInput = {
  name: '',
  organization: '',
  issuedMonth: '',
  issuedYear: '',
  doesNotExpire: false,
  expirationMonth: '',
  expirationYear: '',
  identifier: '',
  url: '',
  kind: 'certification',
  jurisdiction: '',
};

const KIND_OPTIONS = CERTIFICATION_KINDS.map((kind) => ({
  value: kind,
  label: certificationKindLabels[kind],
}));
const STATE_OPTIONS = US_REGIONS.map((region) => ({ value: region.code, label: region.name }));

/** Spec 5 "Certification"; expiry years run from the issue year to 20 years after it. */
export const LicenseForm = observer(function LicenseForm({
  record,
  onClose,
}: RecordFormProps<Certification>) {
  const { career } = useStores();
  const { form, shell } = useRecordForm({
    schema: certificationFormSchema,
    defaultValues: record
      ? inputValues<CertificationFormInput>(certificationToForm(record))
      : EMPTY,
    firstField: 'name',
    editing: record !== undefined,
    save: career.ops.saveCertification.get(record?.id ?? 'new'),
    texts: texts.records,
    onClose,
    submit: (values) => career.saveCertification(toCertificationBody(values), record?.id),
  });
  const issuedYear = chosenYear(useWatch({ control: form.control, name: 'issuedYear' }));
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <RecordFormShell {...shell}>
      <SelectField
        label={texts.kind}
        options={KIND_OPTIONS}
        helperText={texts.kindHint}
        {...fieldInput(form, 'kind')}
      />
      <TextField label={texts.name} required {...fieldInput(form, 'name')} />
      <TextField
        label={texts.organization}
        required
        autoComplete="organization"
        {...fieldInput(form, 'organization')}
      />
      {kind === 'licence' && (
        <SelectField
          label={texts.jurisdiction}
          required
          placeholder={texts.jurisdictionPlaceholder}
          options={STATE_OPTIONS}
          helperText={texts.jurisdictionHint}
          {...fieldInput(form, 'jurisdiction')}
        />
      )}
      <MonthYearField
        label={texts.issued}
        required
        {...monthYearInputs(form, 'issuedMonth', 'issuedYear')}
      />
      <OpenEndDate
        form={form}
        open={{ name: 'doesNotExpire', label: texts.doesNotExpire }}
        label={texts.expiration}
        month="expirationMonth"
        year="expirationYear"
        helperText={texts.expirationHint}
        minYear={issuedYear}
        maxYear={(issuedYear ?? yearMonthOf(new Date()).year) + CERTIFICATION_EXPIRY_SPAN_YEARS}
      />
      <TextField label={texts.identifier} {...fieldInput(form, 'identifier')} />
      <TextField label={texts.url} type="url" inputMode="url" {...fieldInput(form, 'url')} />
    </RecordFormShell>
  );
});
