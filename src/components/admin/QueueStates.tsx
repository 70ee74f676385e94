import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';

export interface QueueSkeletonProps {
  /** Said to screen readers while the list loads. */
  label: string;
  rows?: number;
}

/** Rows of the height of a queue item, while the list loads. */
export function QueueSkeleton({ label, rows = 3 }: QueueSkeletonProps) {
  return (
    <Stack gap="3" aria-busy="true">
      <Text srOnly>{label}</Text>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height="7.5rem" borderRadius="lg" />
      ))}
    </Stack>
  );
}

export interface QueueEmptyProps {
  title: string;
  hint?: string;
}

/** A queue with nothing in the selected state. */
export function QueueEmpty({ title, hint }: QueueEmptyProps) {
  return (
    <Stack
      gap="1"
      py="12"
      px="4"
      align="center"
      textAlign="center"
      bg="page.panel"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      {hint && <Text color="fg.muted">{hint}</Text>}
    </Stack>
  );
}

export interface QueueFailureProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The list could not be read: the catalogue's message and a way to ask again. */
export function QueueFailure({ message, retryLabel, onRetry }: QueueFailureProps) {
  return (
    <Stack gap="3" align="flex-start">
      <Text role="alert">{message}</Text>
      <Button variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}

export interface QueueMoreProps {
  /** "12 of 40" */
  count: string;
  hasMore: boolean;
  label: string;
  pending: boolean;
  onMore: () => void;
}

/** Under a list: how much of it shows, and the next page. */
export function QueueMore({ count, hasMore, label, pending, onMore }: QueueMoreProps) {
  return (
    <Box display="flex" alignItems="center" justifyContent="space-between" gap="4">
      <Text fontSize="sm" color="fg.muted">
        {count}
      </Text>
      {hasMore && (
        <Button variant="outline" loading={pending} loadingText={label} onClick={onMore}>
          {label}
        </Button>
      )}
    </Box>
  );
}
