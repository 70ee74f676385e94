import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEventHandler, type ReactNode, useId } from 'react';

export interface SettingsBlockProps {
  /** The block's h2, e.g. 'Personal info'; also the form's accessible name. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The fields, stacked with the form spacing. */
  children: ReactNode;
  /** The block's own actions, right-aligned at the bottom: usually its Save button. */
  footer?: ReactNode;
  /**
   * With it, the body and footer are one `<form noValidate>` named by the title, so a Save of
   * `type="submit"` in the footer submits this block only (e.g. react-hook-form's handleSubmit).
   */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}

/** A card of settings that saves on its own (spec 2 "Settings"): title, fields, Save. */
export function SettingsBlock({
  title,
  description,
  children,
  footer,
  onSubmit,
}: SettingsBlockProps) {
  const titleId = useId();
  const content = (
    <>
      <Card.Body pt="0">
        <Stack gap="5">{children}</Stack>
      </Card.Body>
      {footer && <Card.Footer justifyContent="flex-end">{footer}</Card.Footer>}
    </>
  );
  return (
    <Card.Root as="section" aria-labelledby={titleId} bg="page.panel">
      <Card.Header gap="1" pb="5">
        <Heading as="h2" id={titleId} fontSize="xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Card.Header>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {content}
        </form>
      ) : (
        content
      )}
    </Card.Root>
  );
}
