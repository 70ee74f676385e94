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
  logOut: 'Log Out',
  navLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: (name: string) => `Account menu for ${name}`,
  newTab: '(opens in a new tab)',
} as const;

export interface NavUser {
  id: number | string;
  fullName: string;
  /** Absolute or root-relative URL of the avatar image, when the member has one. */
  avatarUrl?: string;
  /** The avatar menu lists Profile only when the member's profile is published. */
  published: boolean;
}

export interface MemberLink {
  key: 'profile' | 'team' | 'watchList' | 'settings';
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
  return links;
}
