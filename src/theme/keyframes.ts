import { defineKeyframes } from '@chakra-ui/react';

export const keyframes = defineKeyframes({
  // The ring is drawn full and empties as the toast's time runs out.
  toastCountdown: {
    from: { strokeDashoffset: '0' },
    to: { strokeDashoffset: 'var(--ring-circumference)' },
  },
  toastEnter: {
    from: { opacity: '0', transform: 'translateY(0.75rem)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  toastExit: {
    from: { opacity: '1', transform: 'translateY(0)' },
    to: { opacity: '0', transform: 'translateY(0.75rem)' },
  },
});
