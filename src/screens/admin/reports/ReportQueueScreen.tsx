import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage, serverMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionDialog } from '@/components/admin/DecisionDialog';
import { QueueEmpty, QueueFailure, QueueMore, QueueSkeleton } from '@/components/admin/QueueStates';
import { QueueTabs } from '@/components/admin/QueueTabs';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  REPORT_NOTE_MAX,
  REPORT_STATES,
  reportReasonLabels,
  reportStateLabels,
  type ReportDecision,
  type ReportItem,
  type ReportState,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { reportQueueTexts as texts } from './texts';

const stateOf = (value: string | null): ReportState =>
  (REPORT_STATES as readonly string[]).includes(value ?? '') ? (value as ReportState) : 'open';

interface Deciding {
  report: ReportItem;
  action: ReportDecision;
}

/** /admin/reports: reported profiles, one state at a time, oldest first (?state=). */
export const ReportQueueScreen = observer(function ReportQueueScreen() {
  const admin = useAdminStores();
  const { reports } = admin;
  const { toasts } = useStores();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));
  const [deciding, setDeciding] = useState<Deciding>();
  const [refusal, setRefusal] = useState<string>();

  useEffect(() => {
    void reports.load(state).catch(() => undefined);
  }, [reports, state]);

  const reload = () => void reports.load(state).catch(() => undefined);
  const decide = async ({ report, action }: Deciding, note: string) => {
    setRefusal(undefined);
    try {
      await reports[action](report.id, note);
      setDeciding(undefined);
      toasts.show({
        text: action === 'resolve' ? texts.resolved : texts.dismissed,
        status: 'success',
      });
    } catch (error) {
      setRefusal(serverMessage(error));
    }
    void admin.loadWaiting().catch(() => undefined);
  };

  const current = reports.loaded && reports.state === state && !reports.ops.load.isPending;
  const subjectName = deciding ? fullName(deciding.report.subject) : '';

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text color="fg.muted">{texts.lead}</Text>
      </Stack>
      <QueueTabs
        label={texts.tabs}
        states={REPORT_STATES}
        labels={reportStateLabels}
        value={state}
        onChange={(next) => setParams(next === 'open' ? {} : { state: next })}
      >
        {reports.ops.load.isFailed ? (
          <QueueFailure
            message={errorMessage(reports.ops.load.error, 'load')}
            retryLabel={texts.retry}
            onRetry={reload}
          />
        ) : !current ? (
          <QueueSkeleton label={texts.loading} />
        ) : reports.items.length === 0 ? (
          <QueueEmpty title={texts.empty[state]} />
        ) : (
          <Stack gap="4">
            <Stack
              as="ul"
              aria-label={texts.list(reportStateLabels[state])}
              listStyleType="none"
              gap="3"
            >
              {reports.items.map((report) => (
                <ReportRow
                  key={report.id}
                  report={report}
                  busy={reports.isDeciding(report.id)}
                  pending={(action) => reports.ops[action].get(report.id).isPending}
                  onDecide={(action) => {
                    setRefusal(undefined);
                    setDeciding({ report, action });
                  }}
                />
              ))}
            </Stack>
            <QueueMore
              count={texts.count(reports.items.length, reports.total)}
              hasMore={reports.hasMore}
              label={texts.more}
              pending={reports.ops.more.isPending}
              onMore={() => void reports.loadMore().catch(() => undefined)}
            />
          </Stack>
        )}
      </QueueTabs>

      <DecisionDialog
        open={deciding !== undefined}
        title={
          deciding?.action === 'dismiss'
            ? texts.dismissTitle(subjectName)
            : texts.resolveTitle(subjectName)
        }
        description={deciding?.action === 'dismiss' ? texts.dismissBody : texts.resolveBody}
        noteRequired
        noteMax={REPORT_NOTE_MAX}
        confirmLabel={deciding?.action === 'dismiss' ? texts.dismiss : texts.resolve}
        tone="neutral"
        pending={
          deciding !== undefined && reports.ops[deciding.action].get(deciding.report.id).isPending
        }
        error={refusal}
        onConfirm={({ note }) => deciding && void decide(deciding, note)}
        onClose={() => setDeciding(undefined)}
      />
    </Stack>
  );
});

interface ReportRowProps {
  report: ReportItem;
  busy: boolean;
  pending: (action: ReportDecision) => boolean;
  onDecide: (action: ReportDecision) => void;
}

function ReportRow({ report, busy, pending, onDecide }: ReportRowProps) {
  const subject = fullName(report.subject);
  const reporter = fullName(report.reporter);
  const memberPage = `/admin/members/${report.subject.id}`;
  return (
    <Box
      as="li"
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
        <Stack gap="2.5" minW="0" flex="1">
          <HStack gap="3" align="center">
            <MemberAvatar member={report.subject} size={40} />
            <Stack gap="0" minW="0">
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={memberPage}>{subject}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                {report.subject.email}
              </Text>
            </Stack>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{reportReasonLabels[report.reason]}</Text>
            {report.state !== 'open' && (
              <StatusBadge status={report.state}>{reportStateLabels[report.state]}</StatusBadge>
            )}
          </HStack>
          {report.note ? (
            <Text borderStartWidth="3px" borderColor="border.emphasized" ps="3">
              {report.note}
            </Text>
          ) : (
            <Text color="fg.muted">{texts.noNote}</Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {texts.reportedBy}{' '}
            <Link asChild color="brand.fg">
              <RouterLink to={`/admin/members/${report.reporter.id}`}>{reporter}</RouterLink>
            </Link>{' '}
            · <DateTime value={report.createdAt} />
          </Text>
          {report.resolvedAt && (
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                <span>
                  {texts.decidedBy(
                    reportStateLabels[report.state],
                    report.resolvedBy?.name ?? texts.someone,
                  )}
                </span>{' '}
                · <DateTime value={report.resolvedAt} />
              </Text>
              {report.resolutionNote && <> — {report.resolutionNote}</>}
            </Text>
          )}
        </Stack>
        <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
          {report.state === 'open' && (
            <HStack gap="2">
              <Button
                aria-label={texts.resolveLabel(subject)}
                loading={pending('resolve')}
                loadingText={texts.resolve}
                disabled={busy}
                onClick={() => onDecide('resolve')}
              >
                {texts.resolve}
              </Button>
              <Button
                variant="outline"
                aria-label={texts.dismissLabel(subject)}
                loading={pending('dismiss')}
                loadingText={texts.dismiss}
                disabled={busy}
                onClick={() => onDecide('dismiss')}
              >
                {texts.dismiss}
              </Button>
            </HStack>
          )}
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="semibold">
            <RouterLink to={memberPage} aria-label={texts.actOnLabel(subject)}>
              {texts.actOn}
            </RouterLink>
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
