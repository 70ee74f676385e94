// The bell's few words, apart from the centre's (texts.ts, which spreads them): the bell is in
// every signed-in page's first load, so it carries only these.
export const bellTexts = {
  /** The bell's name says the count, so a screen reader hears it without the badge. */
  bell: (unread: number) =>
    unread === 0
      ? 'Notifications'
      : `Notifications, ${unread > 99 ? 'more than 99' : unread} unread`,
  /** The badge: up to 99, then 99+. */
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
} as const;
