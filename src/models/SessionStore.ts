import {
  applySnapshot,
  flow,
  getParent,
  hasParent,
  type Instance,
  toGenerator,
  types,
} from 'mobx-state-tree';
import { removePersistedEntries, type UploadFile } from '@/api';
import type {
  CreateUserBody,
  LoginForm,
  ProfileSubmitBody,
  UploadKind,
  User,
  UserPatch,
} from '@/contract';
import { Tracked, trackedFlow } from './tracking';
import { toUserSnapshot, UserModel } from './UserModel';

export const SESSION_STATUSES = ['pending', 'loggedIn', 'loggedOut'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

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
 * Flows throw an ApiError on failure and keep it in `error`.
 */
export const SessionStoreModel = types
  .compose(
    'SessionStore',
    Tracked,
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
    /** Forgets the session here: stored auth, the user, and the member's data in other stores. */
    clearLocal() {
      self.env.api.client.signOut();
      self.user = undefined;
      self.status = 'loggedOut';
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

    const tracked = trackedFlow(self);

    return {
      afterCreate() {
        // A refresh that proves the session gone (spec 8) logs out here too.
        self.stopListening = self.env.api.client.onSessionEnd(() => self.clearLocal());
      },
      beforeDestroy() {
        self.stopListening?.();
      },

      /**
       * App start: sweeps 'persist*' keys, then, if a session is stored, is pending while the
       * user is retrieved. A 401 (or a refresh that ended the session) logs out; any other
       * failure (offline, 5xx) keeps the stored session for the next start. Never throws.
       */
      init: flow(function* () {
        const { api, storage } = self.env;
        removePersistedEntries(storage);
        if (!api.client.auth.read()) {
          self.status = 'loggedOut';
          return;
        }
        self.status = 'pending';
        self.begin();
        try {
          self.setUser(yield* toGenerator(api.users.me()));
          self.status = 'loggedIn';
          self.done();
        } catch (error) {
          const apiError = self.fail(error);
          if (!api.client.auth.read() || apiError.status === 401) self.clearLocal();
          else self.status = 'loggedOut';
        }
      }),

      login: tracked(function* (form: LoginForm) {
        yield* signIn(form);
      }),

      /** Creates the user, then logs in (spec 4). */
      register: tracked(function* (body: CreateUserBody) {
        yield* toGenerator(self.env.api.users.create(body));
        yield* signIn({ email: body.email, password: body.password });
      }),

      requestPasswordReset: tracked(function* (email: string) {
        yield* toGenerator(self.env.api.auth.requestPasswordReset(email));
      }),

      /** Sets the new password, then logs in with it (spec 4). */
      resetPassword: tracked(function* ({ token, username, password }: ResetPasswordArgs) {
        yield* toGenerator(self.env.api.auth.resetPassword({ token, password }));
        yield* signIn({ email: username, password });
      }),

      /** Deletes the server session unless told not to; always forgets it here. */
      logout: flow(function* (options: LogoutOptions = {}) {
        const { api } = self.env;
        self.begin();
        if (!options.skipServer && api.client.auth.read()) {
          try {
            yield* toGenerator(api.auth.logout());
          } catch {
            // The member asked to leave: a server that cannot be told must not keep them in.
          }
        }
        self.clearLocal();
        self.done();
      }),

      refreshUser: tracked(function* () {
        const user = yield* toGenerator(self.env.api.users.me());
        self.setUser(user);
        return user;
      }),

      /**
       * The background check (POST /v1/profiles {ssn}) submits the profile; the user is then
       * retrieved again (spec 7) and is published.
       */
      submitProfile: tracked(function* (body: ProfileSubmitBody) {
        yield* toGenerator(self.env.api.profiles.submit(body));
        const user = yield* toGenerator(self.env.api.users.me());
        self.setUser(user);
        return user;
      }),

      /** Uploads an avatar or cover, then stores its key on the user (spec 7 "Uploads"). */
      uploadImage: tracked(function* (kind: UploadKind, file: UploadFile) {
        const key = yield* toGenerator(self.env.api.uploads.upload(kind, file));
        const patch = kind === 'avatars' ? { avatar: key } : { cover: key };
        const user = yield* toGenerator(self.env.api.users.update(patch));
        self.setUser(user);
        return user;
      }),

      /** PATCH /v1/user, e.g. settings forms, an uploaded avatar key, a password change. */
      updateUser: tracked(function* (patch: UserPatch) {
        const user = yield* toGenerator(self.env.api.users.update(patch));
        self.setUser(user);
        return user;
      }),
    };
  });

export type SessionStore = Instance<typeof SessionStoreModel>;
