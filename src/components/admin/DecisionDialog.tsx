import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/feedback/FormAlert';
import { SelectField, type SelectOption } from '@/components/forms/SelectField';
import { TextareaField } from '@/components/forms/TextareaField';
import { apiMessages, DECISION_NOTE_MAX, messages, TEXT_MIN } from '@/contract';

export const decisionDialogTexts = {
  reason: 'Reason',
  choose: 'Select one',
  note: 'Note',
  noteHelp: 'Required with “Other”. Operators see it in the audit log; the member never does.',
  noteRequiredHelp: 'Operators see it in the audit log; the member never does.',
  cancel: 'Cancel',
} as const;

/** What the dialog hands over: the reason chosen (when it asks for one) and the note. */
export interface DecisionInput<R extends string = string> {
  reason?: R;
  note: string;
}

export interface DecisionDialogProps<R extends string> {
  open: boolean;
  title: string;
  /** What the decision does, above the fields (a suspension says that every session ends). */
  description?: ReactNode;
  /** The reason codes to choose from; without them the dialog asks for a note alone. */
  reasons?: readonly SelectOption[];
  /** The note is required whatever the reason (a report's decision); else only with `other`. */
  noteRequired?: boolean;
  noteMax?: number;
  confirmLabel: string;
  /** 'danger' for a decision against the member (unpublish, suspend, reject). */
  tone?: 'danger' | 'neutral';
  /** The operation behind the confirm button runs: it shows so and cannot be pressed. */
  pending: boolean;
  /** The server's refusal (a 409's own sentence), shown above the fields. */
  error?: string;
  onConfirm: (input: DecisionInput<R>) => void;
  onClose: () => void;
}

const noteText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .refine((value) => value === '' || value.length >= TEXT_MIN, messages.text);

const formSchema = (withReason: boolean, noteRequired: boolean, max: number) =>
  z
    .object({
      reason: withReason ? z.string().min(1, apiMessages.chooseReason) : z.string().optional(),
      note: noteText(max),
    })
    .superRefine((form, ctx) => {
      if (form.note) return;
      if (noteRequired)
        ctx.addIssue({ code: 'custom', message: messages.required, path: ['note'] });
      else if (form.reason === 'other') {
        ctx.addIssue({ code: 'custom', message: apiMessages.noteRequired, path: ['note'] });
      }
    });

type FormValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * An operator's decision with its reason and note (docs/architecture.md "Operators and
 * vetting": every decision carries a reason code, `other` with a note). The form is made anew
 * each time the dialog opens.
 */
export function DecisionDialog<R extends string>({
  open,
  onClose,
  ...props
}: DecisionDialogProps<R>) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <DecisionForm {...props} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DecisionForm<R extends string>({
  title,
  description,
  reasons,
  noteRequired = false,
  noteMax = DECISION_NOTE_MAX,
  confirmLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
}: Omit<DecisionDialogProps<R>, 'open' | 'onClose'>) {
  const withReason = reasons !== undefined;
  const schema = useMemo(
    () => formSchema(withReason, noteRequired, noteMax),
    [withReason, noteRequired, noteMax],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reason: '', note: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const needsNote = noteRequired || reason === 'other';

  const submit = handleSubmit((form) => {
    if (pending) return;
    onConfirm({ reason: (form.reason || undefined) as R | undefined, note: form.note });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {description &&
            (typeof description === 'string' ? <Text>{description}</Text> : description)}
          <FormAlert message={error} />
          {reasons && (
            <SelectField
              label={decisionDialogTexts.reason}
              placeholder={decisionDialogTexts.choose}
              options={reasons}
              required
              error={errors.reason?.message}
              {...register('reason')}
            />
          )}
          <TextareaField
            label={decisionDialogTexts.note}
            maxChars={noteMax}
            rows={3}
            required={needsNote}
            helperText={
              noteRequired ? decisionDialogTexts.noteRequiredHelp : decisionDialogTexts.noteHelp
            }
            error={errors.note?.message}
            {...register('note')}
          />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{decisionDialogTexts.cancel}</Button>
        </Dialog.ActionTrigger>
        {/* The label stays while it runs: without it the button would have no name. */}
        <Button
          type="submit"
          colorPalette={tone === 'danger' ? 'red' : undefined}
          loading={pending}
          loadingText={confirmLabel}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
