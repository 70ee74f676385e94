import { applySnapshot, type Instance, toGenerator, types } from 'mobx-state-tree';
import type { StorageLike, UploadFile } from '@/api';
import type {
  PasswordChangeForm,
  ProfileSubmitBody,
  UploadKind,
  User,
  UserPatch,
} from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';
import { toUserSnapshot, UserModel } from './UserModel';

/**
 * The blocks of /settings/basic, each saving its part of the member on its own (PATCH /v1/user),
 * with its own pending and failed state.
 */
export type UserBlock =
  'personal' | 'location' | 'profession' | 'expertise' | 'locations' | 'contact' | 'bio';

// Spec 2 /onboarding: the questionnaire's new-user flag comes from `?newUser`. Whether a member
// has answered it is known only in the browser they answered in (the embed's submit message): the
// provider keeps the answers and our server has no record of them. The key must not begin with
// 'persist', which the app removes on every start.
const QUESTIONNAIRE_KEY_PREFIX = 'guildhall.onboarding.questionnaireAnswered.v1.';
const questionnaireKey = (memberId: number) => `${QUESTIONNAIRE_KEY_PREFIX}${memberId}`;

function readQuestionnaireAnswered(storage: StorageLike, memberId: number): boolean {
  try {
    return storage.getItem(questionnaireKey(memberId)) !== null;
  } catch {
    return false;
  }
}

/**
 * What /v1/user is: the signed-in member's record, and everything that edits it (the settings
 * blocks, the images, the background check, the password). The session (./SessionStore.ts)
 * fills it when the member signs in and the root empties it on logout; each edit stores the
 * server's answer, whose `complete` flag the server computed.
 */
export const MeStoreModel = types
  .compose(
    'MeStore',
    WithEnv,
    types.model({
      user: types.maybe(UserModel),
    }),
  )
  .volatile(() => ({
    ops: {
      refreshUser: new Operation(),
      submitProfile: new Operation(),
      /** By kind: the avatar's and the cover's uploads are two buttons. */
      uploadImage: new OperationMap<UploadKind>(),
      /** By block (`ops.updateUser.get('bio')`): each settings block has its own Save. */
      updateUser: new OperationMap<UserBlock>(),
      /** The security screen's own Save, apart from the other settings blocks. */
      changePassword: new Operation(),
    },
    /** The member answered the onboarding questionnaire, in this browser. */
    questionnaireAnswered: false,
  }))
  .actions((self) => ({
    setUser(user: User) {
      if (self.user?.id === user.id) applySnapshot(self.user, toUserSnapshot(user));
      else self.user = UserModel.create(toUserSnapshot(user));
      self.questionnaireAnswered = readQuestionnaireAnswered(self.env.storage, user.id);
    },
    clear() {
      self.user = undefined;
      self.questionnaireAnswered = false;
      resetOperations(self.ops);
    },
    /**
     * The questionnaire's submit message arrived: from now on the dashboard links it without
     * the new-user flag. Kept per member in this browser's storage (the answers themselves stay
     * with the questionnaire's provider).
     */
    recordQuestionnaireAnswered() {
      if (!self.user) return;
      self.questionnaireAnswered = true;
      try {
        self.env.storage.setItem(questionnaireKey(self.user.id), new Date().toISOString());
      } catch {
        // Storage full or blocked: a later visit may ask again as for a new member, harmlessly.
      }
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api;
    // Calls that carry a form run every time: the latest one's state shows.
    const latest = { duplicates: 'latest' } as const;

    return {
      refreshUser: operation(ops.refreshUser, function* () {
        const user = yield* toGenerator(api().users.me());
        self.setUser(user);
        return user;
      }),

      /**
       * The background check (POST /v1/profiles {ssn}) submits the profile; the user is then
       * retrieved again (spec 7) and is published.
       */
      submitProfile: operation(
        ops.submitProfile,
        function* (body: ProfileSubmitBody) {
          yield* toGenerator(api().profiles.submit(body));
          const user = yield* toGenerator(api().users.me());
          self.setUser(user);
          return user;
        },
        latest,
      ),

      /** Uploads an avatar or cover, then stores its key on the user (spec 7 "Uploads"). */
      uploadImage: keyedOperation(
        ops.uploadImage,
        function* (kind: UploadKind, file: UploadFile) {
          const key = yield* toGenerator(api().uploads.upload(kind, file));
          const patch = kind === 'avatars' ? { avatar: key } : { cover: key };
          const user = yield* toGenerator(api().users.update(patch));
          self.setUser(user);
          return user;
        },
        latest,
      ),

      /** PATCH /v1/user from one settings block, under that block's operation. */
      updateUser: keyedOperation(
        ops.updateUser,
        function* (_block: UserBlock, patch: UserPatch) {
          const user = yield* toGenerator(api().users.update(patch));
          self.setUser(user);
          return user;
        },
        latest,
      ),

      /**
       * PATCH /v1/user with the current and new password. The server ends the member's other
       * sessions and keeps this one; a wrong current password is an InvalidRequest.
       */
      changePassword: operation(
        ops.changePassword,
        function* (form: PasswordChangeForm) {
          const user = yield* toGenerator(api().users.update(form));
          self.setUser(user);
          return user;
        },
        latest,
      ),
    };
  });

export type MeStore = Instance<typeof MeStoreModel>;
