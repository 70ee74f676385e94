import { getParent, type Instance, toGenerator, types } from 'mobx-state-tree';
import type {
  AccountExport,
  EmailChangeForm,
  EmailConfirmed,
  EmailRestored,
  EmailRestorePreview,
  VerificationSent,
} from '@/contract';
import { WithEnv } from './environment';
import { operation, Operation, resetOperations } from './operations';

/** What the account needs of its root: the member's record and the session. */
interface AccountOwner {
  me: { user?: { email: string }; refreshUser(): Promise<unknown> };
  session: { isLoggedIn: boolean; clearLocal(): void };
}

/**
 * The account is the member's (issue 23): the verification banner's resend, the links that
 * confirm an address (/verify-email/:token, /confirm-email/:token), the change of address, the
 * data export and the deletion. Each runs under its own operation; a confirmation needs no
 * session, and refreshes the member's record when one is signed in.
 */
export const AccountStoreModel = types
  .compose(
    'AccountStore',
    WithEnv,
    types.model({
      /** The address a change waits to be confirmed at (this browser's latest request). */
      pendingEmail: types.maybeNull(types.string),
      /** Where the latest verification e-mail went, once resent from here. */
      resentTo: types.maybeNull(types.string),
      /** The address a followed link confirmed. */
      confirmedEmail: types.maybeNull(types.string),
      /** What the open "This wasn't me" link would restore (issue 38 §4), once read. */
      restorePreview: types.maybeNull(
        types.model('EmailRestorePreview', { email: types.string, expiresAt: types.string }),
      ),
      /** The address the link restored. */
      restoredEmail: types.maybeNull(types.string),
    }),
  )
  .volatile(() => ({
    ops: {
      resendVerification: new Operation(),
      confirmVerification: new Operation(),
      startEmailChange: new Operation(),
      confirmEmailChange: new Operation(),
      previewEmailRestore: new Operation(),
      restoreEmail: new Operation(),
      exportData: new Operation(),
      deleteAccount: new Operation(),
    },
  }))
  .actions((self) => ({
    /**
     * Logout. The open "This wasn't me" link's state stays: it is the link's, not the member's,
     * and the restore itself ends every session, so a request refused meanwhile logs out while
     * the page shows the outcome.
     */
    clear() {
      self.pendingEmail = null;
      self.resentTo = null;
      self.confirmedEmail = null;
      resetOperations(self.ops, ['previewEmailRestore', 'restoreEmail']);
    },
    /** A restore link opened: nothing of an earlier one is shown. */
    forgetRestore() {
      self.restorePreview = null;
      self.restoredEmail = null;
      self.ops.previewEmailRestore.reset();
      self.ops.restoreEmail.reset();
    },
    setPendingEmail(email: string | null) {
      self.pendingEmail = email;
    },
    setResentTo(email: string) {
      self.resentTo = email;
    },
    setConfirmedEmail(email: string) {
      self.confirmedEmail = email;
    },
    setRestorePreview(preview: EmailRestorePreview | null) {
      self.restorePreview = preview ? { ...preview } : null;
    },
    setRestoredEmail(email: string) {
      self.restoredEmail = email;
    },
  }))
  .actions((self) => {
    const { ops } = self;
    const api = () => self.env.api.account;
    const owner = () => getParent<AccountOwner>(self);
    // Calls that carry a form run every time: the latest one's state shows.
    const latest = { duplicates: 'latest' } as const;

    /** A signed-in member sees the confirmed address at once (GET /v1/user again). */
    function* refreshMe() {
      if (!owner().session.isLoggedIn) return;
      try {
        yield owner().me.refreshUser();
      } catch {
        // The link worked; the record catches up at the next load.
      }
    }

    return {
      resendVerification: operation(ops.resendVerification, function* () {
        const sent: VerificationSent = yield* toGenerator(api().resendVerification());
        self.setResentTo(sent.email);
        return sent;
      }),

      confirmVerification: operation(ops.confirmVerification, function* (token: string) {
        const confirmed: EmailConfirmed = yield* toGenerator(api().confirmVerification(token));
        self.setConfirmedEmail(confirmed.email);
        yield* refreshMe();
        return confirmed;
      }),

      startEmailChange: operation(
        ops.startEmailChange,
        function* (form: EmailChangeForm) {
          const started = yield* toGenerator(api().startEmailChange(form));
          self.setPendingEmail(started.pendingEmail);
          return started;
        },
        latest,
      ),

      confirmEmailChange: operation(ops.confirmEmailChange, function* (token: string) {
        const confirmed: EmailConfirmed = yield* toGenerator(api().confirmEmailChange(token));
        self.setConfirmedEmail(confirmed.email);
        self.setPendingEmail(null);
        yield* refreshMe();
        return confirmed;
      }),

      /** Reads what the link would restore: opening the page changes nothing (issue 38 §4). */
      previewEmailRestore: operation(ops.previewEmailRestore, function* (token: string) {
        self.setRestorePreview(null);
        const preview: EmailRestorePreview = yield* toGenerator(api().previewEmailRestore(token));
        self.setRestorePreview(preview);
        return preview;
      }),

      /**
       * Restores the address: the server ended every session, this one included, so it is
       * forgotten here without telling it. Forgetting it resets this store's operations, so
       * the outcome is `restoredEmail`, set after.
       */
      restoreEmail: operation(ops.restoreEmail, function* (token: string) {
        const restored: EmailRestored = yield* toGenerator(api().restoreEmail(token));
        if (owner().session.isLoggedIn) owner().session.clearLocal();
        self.setPendingEmail(null);
        self.setRestoredEmail(restored.email);
        return restored;
      }),

      /** The document; the screen saves it as a file. */
      exportData: operation(ops.exportData, function* () {
        const document: AccountExport = yield* toGenerator(api().exportData());
        return document;
      }),

      /**
       * Deletes the account (the password again): the server ended every session, so this one
       * is forgotten here without telling it.
       */
      deleteAccount: operation(
        ops.deleteAccount,
        function* (password: string) {
          yield* toGenerator(api().deleteAccount({ password }));
          owner().session.clearLocal();
        },
        latest,
      ),
    };
  });

export type AccountStore = Instance<typeof AccountStoreModel>;
