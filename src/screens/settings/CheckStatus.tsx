import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { serverMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { TextareaField } from '@/components/forms/TextareaField';
import {
  NOTICE_RESPONSE_MAX,
  noticeResponseBodySchema,
  reviewReasonLabels,
  type MyCheck,
  type NoticeResponseBody,
} from '@/contract';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { checkTexts as texts, formatDueDate } from './checkTexts';
import { SettingsBlock } from './components/SettingsBlock';

export interface CheckStatusProps {
  check: MyCheck;
  /** Whether the member's profile is listed now (a re-review waits unpublished). */
  published: boolean;
}

const reasonOf = (check: MyCheck): string =>
  check.reason ? reviewReasonLabels[check.reason] : reviewReasonLabels.other;

/**
 * The member's background check after submission, in plain words (docs/architecture.md
 * "Operators and vetting"): live while reviewers check it, a notice to answer once, cleared,
 * or unpublished after review with one re-review to ask for.
 */
export function CheckStatus({ check, published }: CheckStatusProps) {
  const title = texts.state[check.state];
  switch (check.state) {
    case 'submitted':
    case 'in_review':
      return (
        <SettingsBlock title={title}>
          <Text>{published ? texts.liveWhileChecked : texts.reReviewWaiting}</Text>
          {published && check.trigger === 'eligibility_changed' && (
            <Text color="fg.muted">{texts.eligibilityChanged}</Text>
          )}
        </SettingsBlock>
      );
    case 'notice':
      return (
        <SettingsBlock title={title}>
          <Stack gap="1">
            <Text>{texts.noticeReason}</Text>
            <Text fontWeight="semibold">{reasonOf(check)}</Text>
          </Stack>
          {check.noticeDueAt && <Text>{texts.noticeDue(formatDueDate(check.noticeDueAt))}</Text>}
          {check.canRespond ? <NoticeAnswerForm /> : <AnswerSent response={check.response} />}
        </SettingsBlock>
      );
    case 'cleared':
      return (
        <SettingsBlock title={title}>
          <Text>{texts.cleared}</Text>
        </SettingsBlock>
      );
    case 'adverse':
      return (
        <SettingsBlock title={title}>
          <Text>{texts.adverse(reasonOf(check))}</Text>
          {check.canRequestReReview ? (
            <ReReview />
          ) : (
            <Text color="fg.muted">
              {texts.reReviewDone}{' '}
              <Link href={`mailto:${config.contactEmail}`} color="brand.fg">
                {config.contactEmail}
              </Link>
            </Text>
          )}
        </SettingsBlock>
      );
    case 'withdrawn':
      return (
        <SettingsBlock title={title}>
          <Text>{texts.withdrawn}</Text>
        </SettingsBlock>
      );
  }
}

/**
 * The member's answer once sent: said so, and quoted. A send refused because an answer was
 * already there (another tab) keeps its message above it.
 */
const AnswerSent = observer(function AnswerSent({ response }: { response: string | null }) {
  const respond = useStores().check.ops.respond;
  return (
    <Stack gap="2">
      <FormAlert message={respond.isFailed ? serverMessage(respond.error) : undefined} />
      <Text role="status" fontWeight="semibold" color="green.fg">
        {texts.answerSent}
      </Text>
      <Text color="fg.muted">{texts.answerRead}</Text>
      {response && (
        <Box
          as="blockquote"
          borderStartWidth="3px"
          borderColor="border"
          ps="4"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
        >
          {response}
        </Box>
      )}
    </Stack>
  );
});

/** The answer to a notice: once, up to NOTICE_RESPONSE_MAX characters. */
const NoticeAnswerForm = observer(function NoticeAnswerForm() {
  const { check } = useStores();
  const respond = check.ops.respond;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoticeResponseBody>({
    resolver: zodResolver(noticeResponseBodySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { response: '' },
  });

  const submit = handleSubmit(async ({ response }) => {
    if (respond.isPending) return;
    try {
      await check.respond(response);
    } catch (error) {
      // The failure shows from the operation; a 409 (answered in another tab) re-reads the
      // check, which then shows that answer.
      if (toApiError(error).code === 'ResourceConflict') void check.load().catch(() => undefined);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.answer}>
      <Stack gap="4">
        <FormAlert message={respond.isFailed ? serverMessage(respond.error) : undefined} />
        <TextareaField
          label={texts.answer}
          maxChars={NOTICE_RESPONSE_MAX}
          rows={5}
          required
          helperText={texts.answerHelp}
          error={errors.response?.message}
          {...register('response')}
        />
        <Button
          type="submit"
          alignSelf="flex-end"
          loading={respond.isPending}
          loadingText={texts.sending}
        >
          {texts.send}
        </Button>
      </Stack>
    </form>
  );
});

/** "Ask for a re-review", once: the new review's state replaces this block. */
const ReReview = observer(function ReReview() {
  const { check } = useStores();
  const ask = check.ops.requestReReview;
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">{texts.reReviewOffer}</Text>
      <FormAlert message={ask.isFailed ? serverMessage(ask.error) : undefined} />
      <Button
        loading={ask.isPending}
        loadingText={texts.reReviewAsking}
        onClick={() => void check.requestReReview().catch(() => undefined)}
      >
        {texts.reReview}
      </Button>
    </Stack>
  );
});
