import { Box, chakra, CloseButton, useSlotRecipe } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import type { ToastStatus } from '@/contract';
import { toastCardRecipe } from '@/theme';

const RING_RADIUS = 12;
const RING_CIRCUMFERENCE = 2 * Math.PI * RING_RADIUS;

export interface ToastProps {
  text: string;
  status: ToastStatus;
  /** Full countdown length in ms; the ring empties over it. */
  duration: number;
  closing?: boolean;
  paused?: boolean;
  onDismiss?: () => void;
  onPause?: () => void;
  onResume?: () => void;
}

/** One alert card: status colour, text, a ring showing the time left, and 'Dismiss alert'. */
export function Toast({
  text,
  status,
  duration,
  closing = false,
  paused = false,
  onDismiss,
  onPause,
  onResume,
}: ToastProps) {
  const recipe = useSlotRecipe({ recipe: toastCardRecipe });
  const styles = recipe({ status });
  const ringStyle = {
    '--ring-circumference': `${RING_CIRCUMFERENCE}px`,
    strokeDasharray: `${RING_CIRCUMFERENCE}px`,
    animationDuration: `${duration}ms`,
  } as CSSProperties;

  return (
    <Box
      css={styles.root}
      role={status === 'danger' ? 'alert' : 'status'}
      data-status={status}
      data-state={closing ? 'closing' : 'open'}
      onMouseEnter={onPause}
      onMouseLeave={onResume}
      onFocus={onPause}
      onBlur={onResume}
    >
      <chakra.svg css={styles.ring} viewBox="0 0 28 28" aria-hidden="true" data-testid="toast-ring">
        <chakra.circle css={styles.track} cx="14" cy="14" r={RING_RADIUS} strokeWidth="3" />
        <chakra.circle
          css={styles.progress}
          cx="14"
          cy="14"
          r={RING_RADIUS}
          strokeWidth="3"
          style={ringStyle}
          data-paused={paused || closing ? '' : undefined}
          data-essential-motion=""
        />
      </chakra.svg>
      <Box css={styles.text}>{text}</Box>
      <CloseButton css={styles.dismiss} size="sm" aria-label="Dismiss alert" onClick={onDismiss} />
    </Box>
  );
}
