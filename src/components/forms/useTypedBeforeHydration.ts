import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface TypedBeforeHydrationOptions {
  /** Validate what was typed, as the form's own mode would once the field is touched. */
  validate: boolean;
}

/**
 * A prerendered form can be typed into before the SPA hydrates it. react-hook-form reads such a
 * field's value when it registers it, and counts it dirty, but does not render again, so a submit
 * gated on isDirty or isValid stays disabled while the fields show what was typed (and typing the
 * same again is no change to it). Once mounted, a form with such fields is reset to what they
 * hold (its defaults kept), which renders its state, and validated where its mode would have.
 * A form rendered from scratch has nothing typed, and nothing happens.
 */
export function useTypedBeforeHydration<T extends FieldValues>(
  form: UseFormReturn<T>,
  { validate }: TypedBeforeHydrationOptions,
): void {
  const { getValues, reset, trigger, formState } = form;
  const defaults = formState.defaultValues;
  useEffect(() => {
    if (!defaults) return;
    const values = getValues();
    const typed = (Object.keys(defaults) as Array<Path<T>>).filter(
      (name) => values[name] !== defaults[name],
    );
    if (typed.length === 0) return;
    reset(values, { keepDefaultValues: true });
    if (validate) void trigger(typed);
    // Once, after the first commit: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
