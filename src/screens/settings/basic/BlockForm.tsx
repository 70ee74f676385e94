import { Button, VisuallyHidden } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { serverMessage } from '@/api/errors';
import { FormAlert } from '@/components/feedback/FormAlert';
import type { User, UserPatch } from '@/contract';
import type { UserBlock } from '@/models/MeStore';
import { useStores } from '@/models/StoresProvider';
import { basicTexts } from '../basicTexts';
import { SettingsBlock } from '../components/SettingsBlock';

/** What a block says around its fields. */
export interface BlockTexts {
  title: string;
  description: string;
  /** The success toast, e.g. 'Location saved'. */
  saved: string;
}

export interface BlockFormOptions<Input extends FieldValues, Output> {
  /** The block's operation: `me.ops.updateUser.get(block)`. */
  block: UserBlock;
  texts: BlockTexts;
  /** The contract's form schema (spec 5's rules and messages). */
  schema: ZodType<Output, Input>;
  user: User;
  /** The member as the inputs hold it; read again after each save. */
  valuesOf: (user: User) => Input;
  /** The PATCH /v1/user body; by default the form's parsed values. */
  toPatch?: (form: Output) => UserPatch;
}

/**
 * One self-saving block of /settings/basic: the form (react-hook-form with the contract's
 * schema, validated once a field is left), and its save under its own operation
 * (`ops.updateUser.get(block)`): once at a time, a success toast, the fields reset to what the
 * server answered. A failure shows the server's message in the block that tried, not on a
 * later visit to the page.
 */
export function useBlockForm<Input extends FieldValues, Output>({
  block,
  texts,
  schema,
  user,
  valuesOf,
  toPatch = (form) => form as UserPatch,
}: BlockFormOptions<Input, Output>) {
  const { me, toasts } = useStores();
  const [tried, setTried] = useState(false);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: valuesOf(user) as DefaultValues<Input>,
  });
  const operation = me.ops.updateUser.get(block);

  const onSubmit = form.handleSubmit(async (values) => {
    if (me.ops.updateUser.get(block).isPending) return;
    setTried(true);
    try {
      const saved = await me.updateUser(block, toPatch(values));
      form.reset(valuesOf(saved));
      toasts.show({ text: texts.saved, status: 'success' });
    } catch {
      // Kept in the operation: the block shows the server's message.
    }
  });

  const frame: BlockFrame = {
    title: texts.title,
    description: texts.description,
    onSubmit,
    changed: form.formState.isDirty,
    saving: operation.isPending,
    failure: tried && operation.isFailed ? serverMessage(operation.error) : undefined,
  };
  return { form, frame };
}

/** The block around the fields, as useBlockForm hands it over. */
export interface BlockFrame {
  title: string;
  description?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** False until a field differs from what is saved: Save stays disabled (spec 2). */
  changed: boolean;
  saving: boolean;
  /** The server's message when the save failed. */
  failure?: string;
}

export interface BlockFormProps extends BlockFrame {
  children: ReactNode;
}

/** A self-saving block: its fields, the server's message on a failure, and its own Save. */
export function BlockForm({
  title,
  description,
  onSubmit,
  changed,
  saving,
  failure,
  children,
}: BlockFormProps) {
  return (
    <SettingsBlock
      title={title}
      description={description}
      onSubmit={onSubmit}
      footer={
        <Button
          type="submit"
          minW="28"
          w={{ base: 'full', md: 'auto' }}
          disabled={!changed}
          loading={saving}
          // The block's name is part of the button's name, hidden, so the visible "Save" or
          // "Saving…" starts it (WCAG 2.5.3 "Label in Name"): "Save Location".
          loadingText={
            <>
              {basicTexts.saving}
              <VisuallyHidden> {title}</VisuallyHidden>
            </>
          }
        >
          {basicTexts.save}
          <VisuallyHidden> {title}</VisuallyHidden>
        </Button>
      }
    >
      <FormAlert message={failure} />
      {children}
    </SettingsBlock>
  );
}
