import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '@/components/forms/TextField';

export interface CodeFormProps {
  label: string;
  submitLabel: string;
  /** The refusal to show under the field (the server's sentence). */
  error?: string;
  pending: boolean;
  /** 'numeric' for a TOTP code; 'text' where a recovery code may be typed. */
  inputMode: 'numeric' | 'text';
  onSubmit(code: string): void;
}

/** One code and its button: the enrolment's confirmation and the challenge share it. */
export function CodeForm({
  label,
  submitLabel,
  error,
  pending,
  inputMode,
  onSubmit,
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
      <Stack gap="4" maxW="sm">
        <TextField
          label={label}
          name="code"
          autoComplete="one-time-code"
          inputMode={inputMode}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
        <Button
          type="submit"
          size="lg"
          alignSelf="flex-start"
          loading={pending}
          loadingText={submitLabel}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
