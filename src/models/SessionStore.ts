import { getParent, type Instance, toGenerator, types } from 'mobx-state-tree';
import { removePersistedEntries, toApiError } from '@/api';
import type { CreateUserBody, LoginForm, User } from '@/contract';
import { browserTimeZone } from '@/lib/timeZone';
import { WithEnv } from './environment';
import type { MeStore } from './MeStore';
import { operation, Operation, resetOperations } from './operations';

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

/** The root, as the session sees it. */
interface SessionOwner {
  /** Holds the signed-in member's record: the session says whether there is one. */
  readonly me: MeStore;
  /** Clears what belongs to the member on logout (spec 4); the session only asks for it. */
  clearUserData(): void;
}

/**
 * Spec 4 "Session": logged out or logged in, pending while a stored session is checked. Signing
 * in retrieves the member into the root's `me` (./MeStore.ts), which owns the record; the
 * session is logged in only once it is there. Each flow runs under the operation of its name
 * in `ops` (./operations.ts): a failure is kept there as an ApiError and thrown.
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
  .actions((self) => {
    const owner = () => getParent<SessionOwner>(self);
    return {
      /**
       * The member is known: their record goes to `me` and the session is logged in. Login and
       * init call it with the retrieved user; stories and tests that start signed in, with
       * tokens already stored, call it without a round trip (stories/support/session.ts).
       */
      adoptSignedIn(user: User) {
        owner().me.setUser(user);
        self.status = 'loggedIn';
      },
      /**
       * Forgets the session here: stored auth, the member's record and data in other stores,
       * and the state of every operation but init and logout (which call this and finish
       * after it).
       */
      clearLocal() {
        self.env.api.client.signOut();
        self.status = 'loggedOut';
        resetOperations(self.ops, ['init', 'logout']);
        owner().clearUserData();
      },
    };
  })
  .actions((self) => {
    /** Stores tokens (password grant), then retrieves the user; delegated to with yield*. */
    function* signIn(form: LoginForm) {
      const { api } = self.env;
      yield* toGenerator(api.auth.login(form));
      try {
        self.adoptSignedIn(yield* toGenerator(api.users.me()));
      } catch (error) {
        // Without a user the session is useless: do not leave tokens behind.
        api.client.signOut();
        throw error;
      }
      // Digests go out in the member's morning: offer the browser's zone, which the server keeps
      // only when the member never gave one. Nothing waits for it, and a failure costs nothing.
      const zone = browserTimeZone();
      if (zone) {
        api.notifications.savePreferences({ browserTimeZone: zone }).catch(() => undefined);
      }
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
        self.adoptSignedIn(yield* toGenerator(api.users.me()));
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
    };
  });

export type SessionStore = Instance<typeof SessionStoreModel>;
