import { Box, Card, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  CAREER_MONTHS_MIN,
  monthYearLabel,
  positionMonths,
  totalPositionMonths,
  type Position,
} from '@/contract';
import { experienceTexts as texts, recordTexts } from './careerTexts';
import { lazyRecordForm } from './components/lazyRecordForm';
import { RecordList, RecordSummary } from './components/RecordList';
import { SettingsPage } from './components/SettingsPage';
import { useCareerRecords } from './components/useCareerRecords';

const positionForm = lazyRecordForm<Position>(() =>
  import('./career/PositionForm').then((module) => module.PositionForm),
);

/**
 * /settings/experience (spec 5 "Position"): the member's positions, newest start first, the
 * progress toward the 96 months of the completion rule, and one form to add and edit.
 */
export const ExperienceScreen = observer(function ExperienceScreen() {
  const { career, loaded, load, retry } = useCareerRecords();
  const now = new Date();
  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      {loaded && <CareerProgress months={totalPositionMonths(career.positions, now)} />}
      <RecordList
        records={career.positions}
        loaded={loaded}
        load={load}
        onRetry={retry}
        texts={texts.records}
        nameOf={(position) => texts.name(position.title, position.company)}
        renderRecord={(position) => <PositionSummary position={position} now={now} />}
        form={positionForm}
        remove={(id) => career.deletePosition(id)}
        removal={(id) => career.ops.deletePosition.get(id)}
      />
    </SettingsPage>
  );
});

/** "N of 96 months": a progress bar a screen reader reads as the same words. */
function CareerProgress({ months }: { months: number }) {
  const labelId = useId();
  const done = months >= CAREER_MONTHS_MIN;
  const value = texts.progressValue(months);
  return (
    <Card.Root bg="page.panel">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" gap="4" flexWrap="wrap">
          <Text id={labelId} fontWeight="semibold">
            {texts.progress}
          </Text>
          <Text fontWeight="semibold" color={done ? 'green.fg' : 'brand.fg'}>
            {value}
          </Text>
        </HStack>
        <Box
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={CAREER_MONTHS_MIN}
          aria-valuenow={Math.min(months, CAREER_MONTHS_MIN)}
          aria-valuetext={value}
          h="2.5"
          borderRadius="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box
            h="full"
            w={`${(Math.min(months, CAREER_MONTHS_MIN) / CAREER_MONTHS_MIN) * 100}%`}
            borderRadius="full"
            bg={done ? 'green.solid' : 'brand.solid'}
          />
        </Box>
        <Text color="fg.muted" fontSize="sm">
          {done ? texts.progressDone : texts.progressMissing(CAREER_MONTHS_MIN - months)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function PositionSummary({ position, now }: { position: Position; now: Date }) {
  const end = position.endDate ? monthYearLabel(position.endDate) : recordTexts.present;
  return (
    <RecordSummary
      title={position.title}
      lines={[
        position.company,
        `${recordTexts.range(monthYearLabel(position.startDate), end)} · ${texts.months(
          positionMonths(position, now),
        )}`,
        position.location,
        position.description,
      ]}
    />
  );
}
