import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { serverMessage } from '@/api/errors';
import { actorLabel } from '@/components/admin/auditLabels';
import { DateTime } from '@/components/admin/DateTime';
import { DecisionDialog, type DecisionInput } from '@/components/admin/DecisionDialog';
import { ReviewStateBadge } from '@/components/admin/ReviewStateBadge';
import { FormAlert } from '@/components/feedback/FormAlert';
import {
  reasonsFor,
  reviewReasonLabels,
  reviewStateLabels,
  type ReviewDecision as Decision,
  type ReviewDetail,
  type ReviewReason,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { isConflict } from '@/models/admin/ReviewsStore';
import { useStores } from '@/models/StoresProvider';
import { reviewTexts as texts } from './texts';

const reasonOptions = (decision: Decision) =>
  reasonsFor(decision).map((reason) => ({ value: reason, label: reviewReasonLabels[reason] }));

const DIALOGS: Record<Decision, { label: string; hint: string; danger: boolean }> = {
  clear: { label: texts.clear, hint: texts.clearHint, danger: false },
  notice: { label: texts.notice, hint: texts.noticeHint, danger: true },
  confirm: { label: texts.confirm, hint: texts.confirmHint, danger: true },
  withdraw: { label: texts.withdraw, hint: texts.withdrawHint, danger: false },
};

export interface ReviewDecisionProps {
  detail: ReviewDetail;
  /** The page's clock: whether a notice's time to answer is over. */
  now: Date;
}

/**
 * The decision panel: the review's state and, as the state allows, its actions (start; clear or
 * send a notice; confirm or withdraw the notice). A refusal because someone else moved the
 * review first (409) shows the server's sentence over the reloaded review.
 */
export const ReviewDecision = observer(function ReviewDecision({
  detail,
  now,
}: ReviewDecisionProps) {
  const { reviews } = useAdminStores();
  const { me, toasts } = useStores();
  const { review } = detail;
  const id = review.id;
  const headingId = useId();
  const [dialog, setDialog] = useState<Decision>();
  const [dialogError, setDialogError] = useState<string>();
  const [conflict, setConflict] = useState<string>();
  const own = me.user?.id === review.member.id;
  const busy = reviews.isDeciding(id);

  const open = (decision: Decision) => {
    setDialogError(undefined);
    setDialog(decision);
  };

  /** Runs an action; a 409 closes the dialog and shows above the (reloaded) review. */
  const run = async (name: Decision | 'start', action: () => Promise<unknown>) => {
    setConflict(undefined);
    try {
      await action();
      setDialog(undefined);
      toasts.show({ text: texts.done[name], status: 'success' });
    } catch (error) {
      if (isConflict(error) || !dialog) {
        setDialog(undefined);
        setConflict(serverMessage(error));
      } else {
        setDialogError(serverMessage(error));
      }
    }
  };

  const decide = (decision: Decision, { reason, note }: DecisionInput<ReviewReason>) => {
    const input = { reason: reason ?? 'verified', note: note || undefined };
    void run(decision, () =>
      decision === 'clear'
        ? reviews.clear(id, input.note)
        : decision === 'notice'
          ? reviews.notice(id, input)
          : decision === 'confirm'
            ? reviews.confirm(id, input)
            : reviews.withdraw(id, input),
    );
  };

  const action = (decision: Decision, variant: 'solid' | 'outline') => (
    <Stack gap="1">
      <Button
        variant={variant}
        // The brand palette otherwise: white on Chakra's green.solid is 3.3:1, under WCAG's 4.5.
        colorPalette={DIALOGS[decision].danger ? 'red' : undefined}
        disabled={busy}
        loading={reviews.ops[decision].get(id).isPending}
        loadingText={DIALOGS[decision].label}
        onClick={() => open(decision)}
      >
        {DIALOGS[decision].label}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {DIALOGS[decision].hint}
      </Text>
    </Stack>
  );

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap="4"
      p={{ base: '4', md: '5' }}
      bg="page.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      boxShadow="sm"
    >
      <Heading as="h2" id={headingId} fontSize="lg" color="brand.fg">
        {texts.decision}
      </Heading>
      <FormAlert message={conflict} />
      <Box>
        <ReviewStateBadge state={review.state} />
      </Box>

      {review.decidedAt && (review.state === 'cleared' || review.state === 'adverse') && (
        <Stack gap="1" fontSize="sm">
          <Text>
            {texts.decidedOn(reviewStateLabels[review.state])}
            <DateTime value={review.decidedAt} />
            {review.decidedBy && ` ${texts.decidedBy(actorLabel(review.decidedBy))}`}
          </Text>
          {review.reason && <Text>{texts.decidedReason(reviewReasonLabels[review.reason])}</Text>}
          {review.note && <Text color="fg.muted">{review.note}</Text>}
        </Stack>
      )}

      {review.state === 'notice' && <NoticeFacts detail={detail} now={now} />}

      {review.state === 'submitted' && !review.reviewer && (
        <Text fontSize="sm" color="fg.muted">
          {texts.notStarted}
        </Text>
      )}

      {own && review.state !== 'cleared' && review.state !== 'adverse' ? (
        <Text fontSize="sm">{texts.ownReview}</Text>
      ) : (
        <>
          {review.state === 'submitted' && (
            <Stack gap="1">
              <Button
                colorPalette="brand"
                disabled={busy}
                loading={reviews.ops.start.get(id).isPending}
                loadingText={texts.start}
                onClick={() => void run('start', () => reviews.start(id))}
              >
                {texts.start}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {texts.startHint}
              </Text>
            </Stack>
          )}
          {review.state === 'in_review' && (
            <Stack gap="4">
              {action('clear', 'solid')}
              {action('notice', 'outline')}
            </Stack>
          )}
          {review.state === 'notice' && (
            <Stack gap="4">
              {action('confirm', 'solid')}
              {action('withdraw', 'outline')}
            </Stack>
          )}
        </>
      )}

      {dialog && (
        <DecisionDialog<ReviewReason>
          open
          title={texts.dialogTitle[dialog]}
          description={DIALOGS[dialog].hint}
          reasons={dialog === 'clear' ? undefined : reasonOptions(dialog)}
          confirmLabel={DIALOGS[dialog].label}
          tone={DIALOGS[dialog].danger ? 'danger' : 'neutral'}
          pending={reviews.ops[dialog].get(id).isPending}
          error={dialogError}
          onConfirm={(input) => decide(dialog, input)}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Stack>
  );
});

/** A notice: when it went out and why, until when the member may answer, and their answer. */
function NoticeFacts({ detail, now }: ReviewDecisionProps) {
  const { review } = detail;
  const due = review.noticeDueAt;
  const over = due !== null && Date.parse(due) <= now.getTime();
  return (
    <Stack gap="3" fontSize="sm">
      <Stack gap="1">
        {review.noticeSentAt && (
          <Text>
            {texts.noticeSent}
            <DateTime value={review.noticeSentAt} />
          </Text>
        )}
        {review.noticeReason && (
          <Text>{texts.noticeReason(reviewReasonLabels[review.noticeReason])}</Text>
        )}
        {review.noticeNote && <Text color="fg.muted">{review.noticeNote}</Text>}
        {due && (
          <Text fontWeight="semibold">
            {over ? texts.noticeOver : texts.noticeDue}
            <DateTime value={due} />
          </Text>
        )}
      </Stack>
      <Box
        p="3"
        borderRadius="md"
        bg={review.response ? 'brand.subtle' : 'bg.muted'}
        borderWidth="1px"
        borderColor={review.response ? 'brand.muted' : 'border'}
      >
        <Text fontWeight="semibold">{texts.response}</Text>
        {review.response ? (
          <>
            <Text as="blockquote" whiteSpace="pre-line" mt="1">
              {review.response}
            </Text>
            {review.respondedAt && (
              <Text color="fg.muted" mt="1">
                {texts.respondedAt}
                <DateTime value={review.respondedAt} />
              </Text>
            )}
          </>
        ) : (
          <Text color="fg.muted">{texts.noResponse}</Text>
        )}
      </Box>
    </Stack>
  );
}
