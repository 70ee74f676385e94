import { Link } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LicenceBadge } from '@/components/member/LicenceBadge';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  isCertificationExpired,
  isHttpUrl,
  monthYearLabel,
  regionNames,
  type Certification,
} from '@/contract';
import { licensesTexts as texts } from './careerTexts';
import { lazyRecordForm } from './components/lazyRecordForm';
import { RecordList, RecordSummary } from './components/RecordList';
import { SettingsPage } from './components/SettingsPage';
import { useCareerRecords } from './components/useCareerRecords';

const licenseForm = lazyRecordForm<Certification>(() =>
  import('./career/LicenseForm').then((module) => module.LicenseForm),
);

/**
 * /settings/certifications (spec 5 "Certification"): the member's licenses, newest issue date
 * first, an expired one marked; a license shows its state and its verification (issue 24).
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
        form={licenseForm}
        remove={(id) => career.deleteCertification(id)}
        removal={(id) => career.ops.deleteCertification.get(id)}
      />
    </SettingsPage>
  );
});

function LicenseSummary({ certification, now }: { certification: Certification; now: Date }) {
  const expired = isCertificationExpired(certification, now);
  const { expirationDate, url, jurisdiction, verificationState } = certification;
  const expiry = expirationDate
    ? (expired ? texts.expiredOn : texts.expiresOn)(monthYearLabel(expirationDate))
    : texts.noExpiry;
  return (
    <RecordSummary
      title={certification.name}
      badge={
        // A license's badge is the ledger's (Expired included); a certification's only ends.
        verificationState ? (
          <LicenceBadge state={verificationState} />
        ) : (
          expired && <StatusBadge status="expired">{texts.expired}</StatusBadge>
        )
      }
      lines={[
        certification.organization,
        jurisdiction && texts.issuedIn(regionNames[jurisdiction]),
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
