import { Box, Field, HStack, Textarea, type TextareaProps, VisuallyHidden } from '@chakra-ui/react';
import { type Ref, type RefCallback, useEffect, useId, useRef, useState } from 'react';
import { assignRef } from './refs';

export interface TextareaFieldProps extends Omit<TextareaProps, 'size' | 'maxLength'> {
  label: string;
  /**
   * The counter's limit (the schema's maximum); typing past it is allowed and shown in red.
   * Not `max`: register() hands over a `max` of its own.
   */
  maxChars: number;
  /** The validation message; marks the field invalid and is announced with it. */
  error?: string;
  helperText?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

const texts = {
  counter: (length: number, max: number) => `${length} / ${max}`,
  counterSpoken: (length: number, max: number) => `${length} of ${max} characters`,
  left: (count: number) => `${count} ${count === 1 ? 'character' : 'characters'} left`,
  over: (count: number) => `${count} ${count === 1 ? 'character' : 'characters'} over the limit`,
} as const;

// A screen reader hears the count once typing pauses, and only near or over the limit.
const ANNOUNCE_PAUSE_MS = 1000;
const nearLimit = (max: number) => Math.max(10, Math.ceil(max / 10));

/**
 * A labelled textarea with a live "n / max" counter, wired for react-hook-form's `register`.
 * The counter describes the textarea; a polite status speaks the characters left after a pause
 * in typing, only once they are few, so a screen reader is not told the count at every key.
 */
export function TextareaField({
  label,
  maxChars: max,
  error,
  helperText,
  required,
  disabled,
  ref,
  onChange,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  const counterId = `${id}-counter`;
  // Registered fields are uncontrolled: the form writes defaults into the element as it is
  // attached (react-hook-form's ref), so the length is read there as well as on input.
  const [length, setLength] = useState(0);
  const setElement: RefCallback<HTMLTextAreaElement> = (node) => {
    assignRef(ref, node);
    if (node) setLength(node.value.length);
  };

  const [announcement, setAnnouncement] = useState('');
  const edited = useRef(false);
  const remaining = max - length;
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => {
      setAnnouncement(
        remaining < 0
          ? texts.over(-remaining)
          : remaining <= nearLimit(max)
            ? texts.left(remaining)
            : '',
      );
    }, ANNOUNCE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [remaining, max]);

  const describedBy = [helperText && !error ? ids.helperText : undefined, counterId]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        ref={setElement}
        size="lg"
        bg="page.panel"
        rows={rows}
        aria-describedby={describedBy}
        onChange={(event) => {
          edited.current = true;
          setLength(event.target.value.length);
          onChange?.(event);
        }}
        {...textarea}
      />
      <HStack w="full" justifyContent="space-between" alignItems="baseline" gap="4">
        <Box>
          {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Box>
        <Box
          id={counterId}
          flexShrink={0}
          textStyle="xs"
          color={remaining < 0 ? 'red.700' : 'fg.muted'}
          fontWeight={remaining < 0 ? 'semibold' : undefined}
        >
          <span aria-hidden="true">{texts.counter(length, max)}</span>
          <VisuallyHidden>{texts.counterSpoken(length, max)}</VisuallyHidden>
        </Box>
      </HStack>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Field.Root>
  );
}
