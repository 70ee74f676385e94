import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEventHandler, type ReactNode, useEffect, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { serverMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import { useStores } from '@/models/StoresProvider';
import type { OperationState } from '@/models/operations';
import { type RecordListTexts, recordTexts as texts } from '../careerTexts';
import { SettingsBlock } from './SettingsBlock';

/** What RecordList hands the add or edit form of a record. */
export interface RecordFormProps<T> {
  /** The record to edit; none to add one. */
  record?: T;
  /** Closes the form (after a save, or on Cancel). */
  onClose: () => void;
}

/**
 * A record's values as the inputs hold them: numbers as the selects' strings, a missing value
 * as an empty input. The schemas read them back (`selectedNumber`, optional text '' → null).
 */
export function inputValues<Input>(form: object): Input {
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [
      name,
      typeof value === 'number' ? String(value) : (value ?? ''),
    ]),
  ) as Input;
}

export interface RecordFormOptions<Input extends FieldValues, Output> {
  /** The contract's form schema (`positionFormSchema`). */
  schema: ZodType<Output, Input>;
  /** The empty form, or the record's values (`inputValues(positionToForm(record))`). */
  defaultValues: DefaultValues<Input>;
  /** Takes the focus when the form opens. */
  firstField: Path<Input>;
  /** An existing record: Save waits for a change. */
  editing: boolean;
  /** The record's save operation (`career.ops.savePosition.get(id ?? 'new')`). */
  save: OperationState;
  /** The titles and the success toast. */
  texts: Pick<RecordListTexts, 'addTitle' | 'editTitle' | 'saved'>;
  onClose: () => void;
  /** Sends the valid form (`career.savePosition(toPositionBody(form), id)`). */
  submit: (form: Output) => Promise<unknown>;
}

/**
 * The add and edit form of a record: react-hook-form over the contract's schema, the focus on
 * the first field, Save once at a time, then a success toast and the form closed. A failure
 * stays in the store's operation and shows in the form that tried, not in a later one.
 * Answers the form and the props of its RecordFormShell.
 */
export function useRecordForm<Input extends FieldValues, Output>({
  schema,
  defaultValues,
  firstField,
  editing,
  save,
  texts: recordListTexts,
  onClose,
  submit,
}: RecordFormOptions<Input, Output>) {
  const { toasts } = useStores();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const [tried, setTried] = useState(false);
  const { setFocus, handleSubmit } = form;
  useEffect(() => setFocus(firstField), [setFocus, firstField]);

  const onSubmit = handleSubmit(async (values) => {
    if (save.isPending) return;
    setTried(true);
    try {
      await submit(values);
    } catch {
      return; // Shown from the operation.
    }
    toasts.show({ text: recordListTexts.saved, status: 'success' });
    onClose();
  });

  const shell: Omit<RecordFormShellProps, 'children'> = {
    title: editing ? recordListTexts.editTitle : recordListTexts.addTitle,
    onSubmit,
    saving: save.isPending,
    failure: tried && save.isFailed ? serverMessage(save.error) : undefined,
    canSave: !editing || form.formState.isDirty,
    onCancel: onClose,
  };
  return { form, shell };
}

/** A field of a record form, registered, with its message (TextField, SelectField props). */
export function fieldInput<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  name: Path<Input>,
) {
  const errors = form.formState.errors as Partial<Record<string, FieldError>>;
  return { ...form.register(name), error: errors[name]?.message };
}

/** A month-year pair of a record form, registered, with its messages (MonthYearField props). */
export function monthYearInputs<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  month: Path<Input>,
  year: Path<Input>,
) {
  const { error: monthError, ...monthSelect } = fieldInput(form, month);
  const { error: yearError, ...yearSelect } = fieldInput(form, year);
  return { month: monthSelect, year: yearSelect, monthError, yearError };
}

export interface RecordFormShellProps {
  /** 'Add a position', 'Edit position': the block's heading and the form's name. */
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** The server's message when the save failed. */
  failure?: string;
  /** False keeps Save disabled (an unchanged record). */
  canSave?: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** The add and edit form of a record: a settings block with Cancel and Save. */
export function RecordFormShell({
  title,
  onSubmit,
  saving,
  failure,
  canSave = true,
  onCancel,
  children,
}: RecordFormShellProps) {
  return (
    <SettingsBlock
      title={title}
      onSubmit={onSubmit}
      footer={
        <Stack direction="row" gap="3" w={{ base: 'full', md: 'auto' }}>
          <Button variant="outline" flex={{ base: '1', md: 'none' }} onClick={onCancel}>
            {texts.cancel}
          </Button>
          <Button
            type="submit"
            flex={{ base: '1', md: 'none' }}
            minW="28"
            disabled={!canSave}
            loading={saving}
            loadingText={texts.saving}
          >
            {texts.save}
          </Button>
        </Stack>
      }
    >
      <FormAlert message={failure} />
      {children}
    </SettingsBlock>
  );
}
