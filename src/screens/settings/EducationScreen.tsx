import { observer } from 'mobx-react-lite';
import type { Education } from '@/contract';
import { educationTexts as texts } from './careerTexts';
import { lazyRecordForm } from './components/lazyRecordForm';
import { RecordList, RecordSummary } from './components/RecordList';
import { SettingsPage } from './components/SettingsPage';
import { useCareerRecords } from './components/useCareerRecords';

const educationForm = lazyRecordForm<Education>(() =>
  import('./career/EducationForm').then((module) => module.EducationForm),
);

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
        form={educationForm}
        remove={(id) => career.deleteEducation(id)}
        removal={(id) => career.ops.deleteEducation.get(id)}
      />
    </SettingsPage>
  );
});
