import { Box, Button, HStack, type StackProps, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface QueueItemProps {
  /** What the item is, then (on wide screens beside it) what can be done with it. */
  children: ReactNode;
}

/** One item of a queue's list (QueueList): a panel, its details and its actions side by side. */
export function QueueItem({ children }: QueueItemProps) {
  return (
    <Box
      as="li"
      bg="page.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={{ base: '4', md: '5' }}
      py="4"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
        {children}
      </Stack>
    </Box>
  );
}

export interface Decision {
  /** The button's text ("Approve"). */
  text: string;
  /** Its accessible name, which names the item ("Approve the post of Ada Park"). */
  label: string;
  /** This decision's request runs. */
  pending: boolean;
  onDecide: () => void;
  /** A decision against the member (Reject) is red. */
  danger?: boolean;
}

export interface DecisionButtonsProps extends StackProps {
  /** The first is the primary button, the others are outlined. */
  decisions: readonly Decision[];
  /** A decision on the item runs: every button waits for it. */
  busy: boolean;
}

/** An open item's decisions, one button each. */
export function DecisionButtons({ decisions, busy, ...stack }: DecisionButtonsProps) {
  return (
    <HStack gap="2" {...stack}>
      {decisions.map(({ text, label, pending, onDecide, danger }, index) => (
        <Button
          key={text}
          variant={index === 0 ? undefined : 'outline'}
          colorPalette={danger ? 'red' : undefined}
          aria-label={label}
          loading={pending}
          loadingText={text}
          disabled={busy}
          onClick={onDecide}
        >
          {text}
        </Button>
      ))}
    </HStack>
  );
}
