import { Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useWatch } from 'react-hook-form';
import { chosenYear } from '@/components/forms/choices';
import { MonthYearField } from '@/components/forms/MonthYearField';
import { TextField } from '@/components/forms/TextField';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  CERTIFICATION_EXPIRY_SPAN_YEARS,
  certificationFormSchema,
  certificationToForm,
  isCertificationExpired,
  isHttpUrl,
  monthYearLabel,
  toCertificationBody,
  yearMonthOf,
  type Certification,
  type CertificationFormInput,
} from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { licensesTexts as texts } from './careerTexts';
import { OpenEndDate } from './components/OpenEndDate';
import {
  fieldInput,
  inputValues,
  monthYearInputs,
  type RecordFormProps,
  RecordFormShell,
  useRecordForm,
} from './components/RecordForm';
import { RecordList, RecordSummary } from './components/RecordList';
import { SettingsPage } from './components/SettingsPage';
import { useCareerRecords } from './components/useCareerRecords';

/**
 * /settings/certifications (spec 5 "Certification"): the member's licenses, newest issue date
 * first, an expired one marked.
 */
export const LicensesScreen = observer(function LicensesScreen() {
  const { career, loaded, load, retry } = useCareerRecords();
  const now = new Date();
  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      <RecordList
        records={career.certifications}
        loaded={loaded}
        load={load}
        onRetry={retry}
        texts={texts.records}
        nameOf={(certification) => certification.name}
        renderRecord={(certification) => <LicenseSummary certification={certification} now={now} />}
        Form={LicenseForm}
        remove={(id) => career.deleteCertification(id)}
        removal={(id) => career.ops.deleteCertification.get(id)}
      />
    </SettingsPage>
  );
});

function LicenseSummary({ certification, now }: { certification: Certification; now: Date }) {
  const expired = isCertificationExpired(certification, now);
  const { expirationDate, url } = certification;
  const expiry = expirationDate
    ? (expired ? texts.expiredOn : texts.expiresOn)(monthYearLabel(expirationDate))
    : texts.noExpiry;
  return (
    <RecordSummary
      title={certification.name}
      badge={expired && <StatusBadge status="expired">{texts.expired}</StatusBadge>}
      lines={[
        certification.organization,
        `${texts.issuedOn(monthYearLabel(certification.issuedDate))} · ${expiry}`,
        certification.identifier && texts.credentialId(certification.identifier),
        // "URL free text" (spec 5): a link only when it is one.
        url &&
          (isHttpUrl(url) ? (
            <Link href={url} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {url}
            </Link>
          ) : (
            url
          )),
      ]}
    />
  );
}

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
};

/** Spec 5 "Certification"; expiry years run from the issue year to 20 years after it. */
const LicenseForm = observer(function LicenseForm({
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

  return (
    <RecordFormShell {...shell}>
      <TextField label={texts.name} required {...fieldInput(form, 'name')} />
      <TextField
        label={texts.organization}
        required
        autoComplete="organization"
        {...fieldInput(form, 'organization')}
      />
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
