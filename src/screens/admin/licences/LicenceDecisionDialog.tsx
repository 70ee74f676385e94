import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/feedback/FormAlert';
import { TextareaField } from '@/components/forms/TextareaField';
import { TextField } from '@/components/forms/TextField';
import {
  DECISION_NOTE_MAX,
  licenceDecisionFormSchema,
  type LicenceDecision,
  type LicenceDecisionForm,
  type LicenceDecisionFormInput,
} from '@/contract';
import { licenceQueueTexts as texts } from './texts';

export interface LicenceDecisionDialogProps {
  /** The decision asked for; the dialog is closed without one. */
  decision?: LicenceDecision;
  /** The member's name, for the title. */
  memberName: string;
  pending: boolean;
  /** The server's refusal (the licence changed since it was listed), above the fields. */
  error?: string;
  onConfirm: (form: LicenceDecisionForm) => void;
  onClose: () => void;
}

/**
 * A reviewer's decision on one licence (issue 24): the source checked (required to verify) and
 * a note. The form is made anew each time the dialog opens.
 */
export function LicenceDecisionDialog({ decision, onClose, ...props }: LicenceDecisionDialogProps) {
  return (
    <Dialog.Root
      open={decision !== undefined}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {decision && <DecisionForm decision={decision} {...props} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DecisionForm({
  decision,
  memberName,
  pending,
  error,
  onConfirm,
}: Omit<LicenceDecisionDialogProps, 'onClose'> & { decision: LicenceDecision }) {
  const verifying = decision === 'verified';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LicenceDecisionFormInput, unknown, LicenceDecisionForm>({
    resolver: zodResolver(licenceDecisionFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { decision, source: '', note: '' },
  });
  const title = verifying ? texts.verifyTitle(memberName) : texts.revokeTitle(memberName);
  const confirmLabel = verifying ? texts.verify : texts.revoke;

  const submit = handleSubmit((form) => {
    if (!pending) onConfirm(form);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text>{verifying ? texts.verifyBody : texts.revokeBody}</Text>
          <FormAlert message={error} />
          <TextField
            label={texts.sourceLabel}
            required={verifying}
            helperText={texts.sourceHelp}
            error={errors.source?.message}
            {...register('source')}
          />
          <TextareaField
            label={texts.noteLabel}
            maxChars={DECISION_NOTE_MAX}
            rows={3}
            helperText={texts.noteHelp}
            error={errors.note?.message}
            {...register('note')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{texts.cancel}</Button>
        </Dialog.ActionTrigger>
        {/* The label stays while it runs: without it the button would have no name. */}
        <Button
          type="submit"
          colorPalette={verifying ? undefined : 'red'}
          loading={pending}
          loadingText={confirmLabel}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
