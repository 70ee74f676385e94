import { toAuthRecord } from '@/api';
import type { RootStore } from '@/models/RootStore';
import { demoCommunity } from '@demo/community';
import { DEMO_USER_ID, NEWCOMER_ID } from '@mocks/data/members';
import { findUser, type MockUser } from '@mocks/db';
import { createUser, toUser } from '@mocks/factories';
import { issueTokens } from '@mocks/tokens';

const demoMember = demoCommunity().members[DEMO_USER_ID - 1]!;
/** The demo member's full name, as the navigation shows it when signedIn() without overrides. */
export const DEMO_FULL_NAME = `${demoMember.firstName} ${demoMember.lastName}`;
/** The initials the avatar menu shows for the demo member without a photo (`avatar: null`). */
export const DEMO_INITIALS = `${demoMember.firstName.charAt(0)}${demoMember.lastName.charAt(0)}`;
/**
 * The avatar menu's accessible name for the demo member, who has a photo (the drawn face every
 * demo member has, demo/faces/): no visible text, so the member's name alone.
 */
export const DEMO_ACCOUNT_MENU = `Account menu for ${DEMO_FULL_NAME}`;
/**
 * The avatar menu's accessible name for the demo member without a photo: the visible initials
 * first, so a speech-input user can say what they see (WCAG 2.5.3 "Label in Name").
 */
export const DEMO_ACCOUNT_MENU_INITIALS = `${DEMO_INITIALS}: ${DEMO_ACCOUNT_MENU}`;

/** Story parameters that prepare the story's fresh RootStore (read by .storybook/decorators). */
export interface SessionParameters {
  store: (root: RootStore) => void;
}

/**
 * Signs the story's store in as a member of the mock db, with real tokens the mock handlers
 * accept, so the screen's own requests (GET /v1/user, team, watch…) answer as for that member.
 * Without arguments: the demo member (complete, published). `overrides` patch that member, or,
 * with a new `id`, create one.
 */
export function signedIn(overrides: Partial<MockUser> = {}): SessionParameters {
  return {
    store(root) {
      const id = overrides.id ?? DEMO_USER_ID;
      const existing = findUser(id);
      const user = existing ? Object.assign(existing, overrides) : createUser(overrides);
      root.session.env.api.client.signIn(toAuthRecord(issueTokens(user.id)));
      root.session.adoptSignedIn(toUser(user));
    },
  };
}

/** Signed in as the newcomer whose profile is incomplete and unpublished. */
export const signedInIncomplete = (overrides: Partial<MockUser> = {}): SessionParameters =>
  signedIn({ id: NEWCOMER_ID, ...overrides });

/** The default: no stored session; says so explicitly in a story's parameters. */
export function signedOut(): SessionParameters {
  return {
    store(root) {
      root.session.clearLocal();
    },
  };
}
