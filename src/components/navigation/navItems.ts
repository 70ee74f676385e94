/** Spec 2 "Layouts and navigation": the links of the top navigation, in one place. */

export const navTexts = {
  communitySearch: 'Community Search',
  community: 'Community',
  logIn: 'Log In',
  signUp: 'Sign Up',
  content: 'Content',
  profile: 'Profile',
  team: 'Team',
  watchList: 'Watch List',
  settings: 'Settings',
  operator: 'Operator',
  logOut: 'Log Out',
  navLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  /**
   * The avatar menu's name. With the initials showing (no photo), it starts with them: a
   * speech-input user says what they see (WCAG 2.5.3 "Label in Name").
   */
  accountMenu: (name: string, initials?: string) =>
    initials ? `${initials}: Account menu for ${name}` : `Account menu for ${name}`,
  newTab: '(opens in a new tab)',
} as const;

/** The initials an avatar without a photo shows: the first letters of the first two names. */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

export interface NavUser {
  id: number | string;
  fullName: string;
  /** Absolute or root-relative URL of the avatar image, when the member has one. */
  avatarUrl?: string;
  /** The avatar menu lists Profile only when the member's profile is published. */
  published: boolean;
  /** A reviewer or an admin: the menu also leads to the operator screens (/admin). */
  operator?: boolean;
}

export interface MemberLink {
  key: 'profile' | 'team' | 'watchList' | 'settings' | 'operator';
  label: string;
  to: string;
}

/** The avatar menu's links for a member (Log Out is an action, added by the menus). */
export function memberLinks(user: NavUser): MemberLink[] {
  const links: MemberLink[] = [];
  if (user.published) {
    links.push({ key: 'profile', label: navTexts.profile, to: `/profile/${user.id}` });
  }
  links.push(
    { key: 'team', label: navTexts.team, to: `/team/${user.id}` },
    { key: 'watchList', label: navTexts.watchList, to: '/watch-list' },
    { key: 'settings', label: navTexts.settings, to: '/settings' },
  );
  if (user.operator) links.push({ key: 'operator', label: navTexts.operator, to: '/admin' });
  return links;
}
