import { defineSlotRecipe } from '@chakra-ui/react';

/** The queued alert of spec section 2 ("Toasts"): one card, a countdown ring, a dismiss button. */
export const toastCardRecipe = defineSlotRecipe({
  className: 'toast-card',
  slots: ['root', 'ring', 'track', 'progress', 'text', 'dismiss'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      width: { base: 'calc(100vw - 2rem)', md: 'md' },
      maxWidth: 'md',
      px: '4',
      py: '3',
      borderRadius: 'lg',
      boxShadow: 'lg',
      borderWidth: '1px',
      borderColor: 'colorPalette.muted',
      bg: 'page.panel',
      color: 'fg',
      pointerEvents: 'auto',
      animation: 'toastEnter 200ms ease-out',
      '&[data-state=closing]': {
        animation: 'toastExit {durations.toastExit} ease-in forwards',
      },
    },
    ring: { flexShrink: '0', width: '7', height: '7', transform: 'rotate(-90deg)' },
    track: { stroke: 'colorPalette.muted', fill: 'none' },
    progress: {
      stroke: 'colorPalette.solid',
      fill: 'none',
      strokeLinecap: 'round',
      animationName: 'toastCountdown',
      animationTimingFunction: 'linear',
      animationFillMode: 'forwards',
      '&[data-paused]': { animationPlayState: 'paused' },
    },
    text: { flex: '1', fontSize: 'sm', fontWeight: 'medium' },
    dismiss: { flexShrink: '0' },
  },
  variants: {
    status: {
      danger: { root: { colorPalette: 'red' } },
      info: { root: { colorPalette: 'blue' } },
      success: { root: { colorPalette: 'green' } },
      warning: { root: { colorPalette: 'orange' } },
    },
  },
  defaultVariants: { status: 'info' },
});
