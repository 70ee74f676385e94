import { Box, Button, Text } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { FormStack } from '@/components/forms/FormStack';

export interface StoryFormProps {
  /** The form's accessible name. */
  label: string;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** What the last valid submit saved, shown as 'Saved …' for the play function to find. */
  saved?: string;
  children: ReactNode;
}

/** The frame of a field story's form: the fields, a Save button and what was saved. */
export function StoryForm({ label, onSubmit, saved, children }: StoryFormProps) {
  return (
    <Box p="6" maxW="2xl">
      <FormStack label={label} onSubmit={onSubmit}>
        {children}
        <Button type="submit" alignSelf="start">
          Save
        </Button>
      </FormStack>
      {saved && <Text mt="4">Saved {saved}</Text>}
    </Box>
  );
}
