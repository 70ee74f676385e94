import {
  applySnapshot,
  getParent,
  hasParent,
  type Instance,
  toGenerator,
  types,
} from 'mobx-state-tree';
import { removePersistedEntries, toApiError, type UploadFile } from '@/api';
import type {
  CreateUserBody,
  LoginForm,
  PasswordChangeForm,
  ProfileSubmitBody,
  UploadKind,
  User,
  UserPatch,
} from '@/contract';
import { WithEnv } from './environment';
import { keyedOperation, operation, Operation, OperationMap, resetOperations } from './operations';
import { toUserSnapshot, UserModel } from './UserModel';

export const SESSION_STATUSES = ['pending', 'loggedIn', 'loggedOut'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * The blocks of /settings/basic, each saving its part of the member on its own (PATCH /v1/user),
 * with its own pending and failed state.
 */
export type UserBlock =
  'personal' | 'location' | 'profession' | 'expertise' | 'locations' | 'contact' | 'bio';

export interface ResetPasswordArgs {
  token: string;
  /** The account e-mail, from the reset link's `username` query parameter. */
  username: string;
  password: string;
}

export interface LogoutOptions {
  /** Only forget the session here (the server already ended it, or cannot be reached). */
  skipServer?: boolean;
}

/** The root clears what belongs to the member on logout; the session only asks it to. */
interface UserDataOwner {
  clearUserData(): void;
}

/**
 * Spec 4 "Session": logged out or logged in, pending while a stored session is checked.
 * Each flow runs under the operation of its name in `ops` (./operations.ts): a failure is
 * kept there as an ApiError and thrown.
 */
export const SessionStoreModel = types
  .compose(
    'SessionStore',
    WithEnv,
    types.model({
      status: types.optional(
        types.enumeration<SessionStatus>('SessionStatus', [...SESSION_STATUSES]),
        'loggedOut',
      ),
      user: types.maybe(UserModel),
    }),
  )
  .volatile(() => ({
    stopListening: undefined as (() => void) | undefined,
    ops: {
      init: new Operation(),
      login: new Operation(),
      register: new Operation(),
      requestPasswordReset: new Operation(),
      resetPassword: new Operation(),
      logout: new Operation(),
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
  .views((self) => ({
    get isPending(): boolean {
      return self.status === 'pending';
    },
    get isLoggedIn(): boolean {
      return self.status === 'loggedIn';
    },
  }))
  .actions((self) => ({
    setUser(user: User) {
      if (self.user?.id === user.id) applySnapshot(self.user, toUserSnapshot(user));
      else self.user = UserModel.create(toUserSnapshot(user));
    },
    /**
     * Adopts a user whose tokens are already stored, without a round trip: for stories and
     * tests that start signed in (stories/support/session.ts). The app uses init() and login().
     */
    adoptSignedIn(user: User) {
      const snapshot = toUserSnapshot(user);
      self.user = UserModel.create(snapshot);
      self.status = 'loggedIn';
    },
    /**
     * Forgets the session here: stored auth, the user, the member's data in other stores, and
     * the state of every operation but init and logout (which call this and finish after it).
     */
    clearLocal() {
      self.env.api.client.signOut();
      self.user = undefined;
      self.status = 'loggedOut';
      resetOperations(self.ops, ['init', 'logout']);
      if (hasParent(self)) (getParent(self) as Partial<UserDataOwner>).clearUserData?.();
    },
  }))
  .actions((self) => {
    /** Stores tokens (password grant), then retrieves the user; delegated to with yield*. */
    function* signIn(form: LoginForm) {
      const { api } = self.env;
      yield* toGenerator(api.auth.login(form));
      try {
        self.setUser(yield* toGenerator(api.users.me()));
      } catch (error) {
        // Without a user the session is useless: do not leave tokens behind.
        api.client.signOut();
        throw error;
      }
      self.status = 'loggedIn';
    }

    const { ops } = self;
    // Calls that carry a form run every time (the latest one's state shows); the others join.
    const latest = { duplicates: 'latest' } as const;

    /**
     * App start: sweeps 'persist*' keys, then, if a session is stored, is pending while the
     * user is retrieved. A 401 (or a refresh that ended the session) logs out; any other
     * failure (offline, 5xx) keeps the stored session for the next start.
     */
    const start = operation(ops.init, function* () {
      const { api, storage } = self.env;
      removePersistedEntries(storage);
      if (!api.client.auth.read()) {
        self.status = 'loggedOut';
        return;
      }
      self.status = 'pending';
      try {
        self.setUser(yield* toGenerator(api.users.me()));
        self.status = 'loggedIn';
      } catch (error) {
        if (!api.client.auth.read() || toApiError(error).status === 401) self.clearLocal();
        else self.status = 'loggedOut';
        throw error;
      }
    });

    return {
      afterCreate() {
        // A refresh that proves the session gone (spec 8) logs out here too.
        self.stopListening = self.env.api.client.onSessionEnd(() => self.clearLocal());
      },
      beforeDestroy() {
        self.stopListening?.();
      },

      /** App start (see `start`); never throws: a failure stays in ops.init. */
      init(): Promise<void> {
        return start().catch(() => undefined);
      },

      login: operation(
        ops.login,
        function* (form: LoginForm) {
          yield* signIn(form);
        },
        latest,
      ),

      /** Creates the user, then logs in (spec 4). */
      register: operation(
        ops.register,
        function* (body: CreateUserBody) {
          yield* toGenerator(self.env.api.users.create(body));
          yield* signIn({ email: body.email, password: body.password });
        },
        latest,
      ),

      requestPasswordReset: operation(
        ops.requestPasswordReset,
        function* (email: string) {
          yield* toGenerator(self.env.api.auth.requestPasswordReset(email));
        },
        latest,
      ),

      /** Sets the new password, then logs in with it (spec 4). */
      resetPassword: operation(
        ops.resetPassword,
        function* ({ token, username, password }: ResetPasswordArgs) {
          yield* toGenerator(self.env.api.auth.resetPassword({ token, password }));
          yield* signIn({ email: username, password });
        },
        latest,
      ),

      /** Deletes the server session unless told not to; always forgets it here. Never throws. */
      logout: operation(ops.logout, function* (options: LogoutOptions = {}) {
        const { api } = self.env;
        if (!options.skipServer && api.client.auth.read()) {
          try {
            yield* toGenerator(api.auth.logout());
          } catch {
            // The member asked to leave: a server that cannot be told must not keep them in.
          }
        }
        self.clearLocal();
      }),

      refreshUser: operation(ops.refreshUser, function* () {
        const user = yield* toGenerator(self.env.api.users.me());
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
          yield* toGenerator(self.env.api.profiles.submit(body));
          const user = yield* toGenerator(self.env.api.users.me());
          self.setUser(user);
          return user;
        },
        latest,
      ),

      /** Uploads an avatar or cover, then stores its key on the user (spec 7 "Uploads"). */
      uploadImage: keyedOperation(
        ops.uploadImage,
        function* (kind: UploadKind, file: UploadFile) {
          const key = yield* toGenerator(self.env.api.uploads.upload(kind, file));
          const patch = kind === 'avatars' ? { avatar: key } : { cover: key };
          const user = yield* toGenerator(self.env.api.users.update(patch));
          self.setUser(user);
          return user;
        },
        latest,
      ),

      /** PATCH /v1/user from one settings block, under that block's operation. */
      updateUser: keyedOperation(
        ops.updateUser,
        function* (_block: UserBlock, patch: UserPatch) {
          const user = yield* toGenerator(self.env.api.users.update(patch));
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
          const user = yield* toGenerator(self.env.api.users.update(form));
          self.setUser(user);
          return user;
        },
        latest,
      ),
    };
  });

export type SessionStore = Instance<typeof SessionStoreModel>;
