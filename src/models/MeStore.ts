import { applySnapshot, type Instance, toGenerator, types } from 'mobx-state-tree';
import type { UploadFile } from '@/api';
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
  }))
  .actions((self) => ({
    setUser(user: User) {
      if (self.user?.id === user.id) applySnapshot(self.user, toUserSnapshot(user));
      else self.user = UserModel.create(toUserSnapshot(user));
    },
    clear() {
      self.user = undefined;
      resetOperations(self.ops);
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
