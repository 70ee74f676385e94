import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serverMessage, toApiError } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { SelectField } from '@/components/forms/SelectField';
import { TextareaField } from '@/components/forms/TextareaField';
import { fullName } from '@/components/member/MemberAvatar';
import { REPORT_NOTE_MAX, reportFormSchema, type Profile, type ReportForm } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { reportTexts as texts } from './reportTexts';

export interface ReportProfileDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog of 'Report this profile' (ReportProfile), loaded on its first opening. */
export const ReportProfileDialog = observer(function ReportProfileDialog({
  profile,
  open,
  onOpenChange,
}: ReportProfileDialogProps) {
  const { reports } = useStores();
  const pending = reports.ops.send.get(profile.id).isPending;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!pending) onOpenChange(details.open);
      }}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <ReportDialogForm profile={profile} onSent={() => onOpenChange(false)} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/** A refusal as the member reads it: the catalogue's throttle text, else the server's sentence. */
const failureText = (error: unknown): string => {
  const apiError = toApiError(error);
  return apiError.code === 'RequestThrottled' ? texts.throttled : serverMessage(apiError);
};

interface ReportDialogFormProps {
  profile: Profile;
  onSent: () => void;
}

/** The dialog's form, made anew each time it opens. */
const ReportDialogForm = observer(function ReportDialogForm({
  profile,
  onSent,
}: ReportDialogFormProps) {
  const { reports, toasts } = useStores();
  const send = reports.ops.send.get(profile.id);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportForm>({
    resolver: zodResolver(reportFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // No reason is chosen at first; the schema accepts only one of the list.
    defaultValues: { reason: '' as ReportForm['reason'], note: '' },
  });
  const title = texts.title(fullName(profile));

  const submit = handleSubmit(async ({ reason, note }) => {
    if (send.isPending) return;
    setFailure(undefined);
    try {
      await reports.send(profile.id, { reason, ...(note ? { note } : {}) });
      onSent();
      toasts.show({ text: texts.sent, status: 'success' });
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text>{texts.description}</Text>
          <FormAlert message={failure} />
          <SelectField
            label={texts.reason}
            placeholder={texts.choose}
            options={texts.reasons}
            required
            error={errors.reason?.message}
            {...register('reason')}
          />
          <TextareaField
            label={texts.note}
            maxChars={REPORT_NOTE_MAX}
            rows={3}
            helperText={texts.noteHelp}
            error={errors.note?.message}
            {...register('note')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" disabled={send.isPending}>
            {texts.cancel}
          </Button>
        </Dialog.ActionTrigger>
        {/* The label stays while it runs: without it the button would have no name. */}
        <Button type="submit" loading={send.isPending} loadingText={texts.send}>
          {texts.send}
        </Button>
      </Dialog.Footer>
    </form>
  );
});
