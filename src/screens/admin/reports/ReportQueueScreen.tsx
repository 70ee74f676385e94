import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionDialog, type DecisionInput } from '@/components/admin/DecisionDialog';
import { DecisionButtons, QueueItem } from '@/components/admin/QueueItem';
import { QueueList } from '@/components/admin/QueueList';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { StatusBadge } from '@/components/member/StatusBadge';
import {
  DELETED_MEMBER_LABEL,
  REPORT_NOTE_MAX,
  REPORT_STATES,
  reportReasonLabels,
  reportResolutionReasonLabels,
  reportResolutionReasonsFor,
  reportStateLabels,
  type ReportDecision,
  type ReportItem,
  type ReportResolutionReason,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { useStores } from '@/models/StoresProvider';
import { reportQueueTexts as texts } from './texts';

interface Deciding {
  report: ReportItem;
  action: ReportDecision;
}

/** Each decision's reason codes, as its dialog offers them. */
const reasonsOf = (action: ReportDecision) =>
  reportResolutionReasonsFor(action).map((value) => ({
    value,
    label: reportResolutionReasonLabels[value],
  }));

/** The reported member's name; a member who deleted the account is named so (issue 38). */
const subjectNameOf = (report: ReportItem) =>
  report.subject ? fullName(report.subject) : DELETED_MEMBER_LABEL;

/** /admin/reports: reported profiles, one state at a time, oldest first (?state=). */
export const ReportQueueScreen = observer(function ReportQueueScreen() {
  const admin = useAdminStores();
  const { reports } = admin;
  const { toasts } = useStores();
  const [deciding, setDeciding] = useState<Deciding>();
  const [refusal, setRefusal] = useState<string>();

  const decide = async (
    { report, action }: Deciding,
    input: DecisionInput<ReportResolutionReason>,
  ) => {
    if (!input.reason) return;
    setRefusal(undefined);
    try {
      await reports[action](report.id, { reason: input.reason, note: input.note });
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

  const subjectName = deciding ? subjectNameOf(deciding.report) : '';

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack gap="2">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.heading}
        </Heading>
        <Text color="fg.muted">{texts.lead}</Text>
      </Stack>
      <QueueList store={reports} states={REPORT_STATES} labels={reportStateLabels} texts={texts}>
        {(report) => (
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
        )}
      </QueueList>

      <DecisionDialog<ReportResolutionReason>
        open={deciding !== undefined}
        title={
          deciding?.action === 'dismiss'
            ? texts.dismissTitle(subjectName)
            : texts.resolveTitle(subjectName)
        }
        description={deciding?.action === 'dismiss' ? texts.dismissBody : texts.resolveBody}
        reasons={reasonsOf(deciding?.action ?? 'resolve')}
        noteRequired
        noteMax={REPORT_NOTE_MAX}
        confirmLabel={deciding?.action === 'dismiss' ? texts.dismiss : texts.resolve}
        tone="neutral"
        pending={
          deciding !== undefined && reports.ops[deciding.action].get(deciding.report.id).isPending
        }
        error={refusal}
        onConfirm={(input) => deciding && void decide(deciding, input)}
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
  const subject = subjectNameOf(report);
  const reporter = fullName(report.reporter);
  const memberPage = report.subject ? `/admin/members/${report.subject.id}` : null;
  return (
    <QueueItem>
      <Stack gap="2.5" minW="0" flex="1">
        {report.subject && memberPage ? (
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
        ) : (
          // The member deleted the account: the report stays until an operator decides it.
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" color="fg.muted">
              {DELETED_MEMBER_LABEL}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {texts.deletedHint}
            </Text>
          </Stack>
        )}
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
            {report.resolutionReason && (
              <> — {reportResolutionReasonLabels[report.resolutionReason]}</>
            )}
            {report.resolutionNote && <> — {report.resolutionNote}</>}
          </Text>
        )}
      </Stack>
      <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
        {report.state === 'open' && (
          <DecisionButtons
            busy={busy}
            decisions={[
              {
                text: texts.resolve,
                label: texts.resolveLabel(subject),
                pending: pending('resolve'),
                onDecide: () => onDecide('resolve'),
              },
              {
                text: texts.dismiss,
                label: texts.dismissLabel(subject),
                pending: pending('dismiss'),
                onDecide: () => onDecide('dismiss'),
              },
            ]}
          />
        )}
        {memberPage && (
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="semibold">
            <RouterLink to={memberPage} aria-label={texts.actOnLabel(subject)}>
              {texts.actOn}
            </RouterLink>
          </Link>
        )}
      </Stack>
    </QueueItem>
  );
}
