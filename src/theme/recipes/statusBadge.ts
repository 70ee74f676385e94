import { defineRecipe } from '@chakra-ui/react';

/**
 * A status as a small upper-case label (the PENDING badge of a team list, an EXPIRED license).
 * Statuses are variants, so screens pick one and never colour a badge themselves. Imported by
 * the member screens only, so the landing page's bundle does not carry it.
 */
export const statusBadgeRecipe = defineRecipe({
  className: 'status-badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    px: '2',
    py: '0.5',
    borderRadius: 'sm',
    borderWidth: '1px',
    fontSize: 'xs',
    fontWeight: 'bold',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    lineHeight: '1.25',
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      pending: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      accepted: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      declined: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
      // A settings section's state on the hub.
      complete: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      incomplete: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      // A license past its expiry month (profile, settings).
      expired: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      // Operators' screens: a member's standing and role, a post's or a report's state.
      published: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      unpublished: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
      suspended: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      operator: { bg: 'brand.subtle', color: 'brand.fg', borderColor: 'brand.muted' },
      approved: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      rejected: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      open: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      resolved: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      dismissed: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
      // A saved search's members new since the member last ran it ("2 new").
      news: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      // A card of a team or watch list whose member was unpublished since ("No longer listed").
      unlisted: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
      // The member's own background check on the settings hub: an answer waits, a review runs,
      // the profile was unpublished after review.
      notice: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      review: { bg: 'blue.subtle', color: 'blue.fg', borderColor: 'blue.muted' },
      adverse: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      // A profile's verification badges (issue 24): checked and good, a licence about to end,
      // one withdrawn by its board (an ended one reads `expired`).
      verified: { bg: 'green.subtle', color: 'green.fg', borderColor: 'green.muted' },
      expiring: { bg: 'orange.subtle', color: 'orange.fg', borderColor: 'orange.muted' },
      revoked: { bg: 'red.subtle', color: 'red.fg', borderColor: 'red.muted' },
      // A licence no reviewer has checked yet (the member's own list, the reviewers' ledger).
      unverified: { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' },
    },
  },
  defaultVariants: { status: 'pending' },
});
