import { type Instance, toGenerator, types } from 'mobx-state-tree';
import type { Profile, ProfileContact, ProfileViewer } from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, OperationMap } from './operations';

/** The viewers who may reveal contact details: a visitor is signed out. */
export type RevealingViewer = Exclude<ProfileViewer, 'visitor'>;

/**
 * "View my profile as" (issue 39 §8): the member's own profile as each viewer gets it from the
 * API, and the contact details each would find. Made by the preview's screen when it opens (a
 * chunk of its own), over the member's api, and dropped with it; nothing here is the member's
 * own view (ProfilesStore keeps that).
 */
export const ProfilePreviewStoreModel = types
  .compose(
    'ProfilePreviewStore',
    WithEnv,
    types.model({
      memberId: types.number,
      profiles: types.map(types.frozen<Profile>()),
      contacts: types.map(types.frozen<ProfileContact>()),
    }),
  )
  .volatile(() => ({
    ops: {
      /** By viewer: the profile as that viewer gets it. */
      load: new OperationMap<ProfileViewer>(),
      /** By viewer: Contact Info pressed as that viewer. */
      revealContact: new OperationMap<RevealingViewer>(),
    },
  }))
  .views((self) => ({
    profile(viewer: ProfileViewer): Profile | undefined {
      return self.profiles.get(viewer);
    },
    contact(viewer: RevealingViewer): ProfileContact | undefined {
      return self.contacts.get(viewer);
    },
  }))
  .actions((self) => ({
    putProfile(viewer: ProfileViewer, profile: Profile) {
      self.profiles.set(viewer, profile);
    },
    putContact(viewer: RevealingViewer, contact: ProfileContact) {
      self.contacts.set(viewer, contact);
    },
  }))
  .actions((self) => ({
    /** GET /v1/profiles/{id}?viewAs=: the page that viewer gets. */
    load: keyedOperation(self.ops.load, function* (viewer: ProfileViewer) {
      const profile = yield* toGenerator(self.env.api.profiles.preview(self.memberId, viewer));
      self.putProfile(viewer, profile);
      return profile;
    }),
    /** GET /v1/profiles/{id}/contact?viewAs=: what that viewer's Contact Info would show. */
    revealContact: keyedOperation(self.ops.revealContact, function* (viewer: RevealingViewer) {
      const contact = yield* toGenerator(
        self.env.api.profiles.previewContact(self.memberId, viewer),
      );
      self.putContact(viewer, contact);
      return contact;
    }),
  }));

export type ProfilePreviewStore = Instance<typeof ProfilePreviewStoreModel>;
