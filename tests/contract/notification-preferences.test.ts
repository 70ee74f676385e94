import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  DEFAULT_EMAIL_MODES,
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
  type NotificationKind,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// Issue 23's e-mail preferences: a member's choice per kind and time zone, and the one-click
// endpoints' refusal of a link that is not theirs (a valid link is followed in
// tests/server/notification-email.test.ts, where the server's key signs it).

const oneClickForm = () => {
  const form = new FormData();
  form.set('List-Unsubscribe', 'One-Click');
  return form;
};

describeParity('notification preferences', ({ api, signUp }) => {
  describe('preferences', () => {
    it('GET: every kind with its default, the transactional ones locked; 401 signed out', async () => {
      const member = await signUp('prefs-get@example.com', 'Pia');
      const prefs = expectShape(
        await api('GET', '/v1/notifications/preferences', { token: member.token }),
        200,
        notificationPreferencesSchema,
      );
      expect(prefs).toEqual({
        // Never given yet: the SPA offers the browser's zone at sign-in.
        timeZone: null,
        kinds: NOTIFICATION_KINDS.map((kind) => ({
          kind,
          mode: DEFAULT_EMAIL_MODES[kind],
          locked: kind === 'check_decided',
        })),
      });
      expectError(
        await api('GET', '/v1/notifications/preferences'),
        'Unauthorized',
        apiMessages.signInRequired,
      );
    });

    it('PUT: some kinds and the time zone change, the rest stays; bad input is a 400', async () => {
      const member = await signUp('prefs-put@example.com', 'Pat');
      const changed = expectShape(
        await api('PUT', '/v1/notifications/preferences', {
          token: member.token,
          body: {
            timeZone: 'Europe/Berlin',
            kinds: { team_removed: 'weekly', saved_search_match: 'off' },
          },
        }),
        200,
        notificationPreferencesSchema,
      );
      const mode = (kind: NotificationKind) => changed.kinds.find((e) => e.kind === kind)?.mode;
      expect(changed.timeZone).toBe('Europe/Berlin');
      expect(mode('team_removed')).toBe('weekly');
      expect(mode('saved_search_match')).toBe('off');
      expect(mode('team_invitation')).toBe('immediate');

      const refused: Array<[unknown, string]> = [
        [{ kinds: { team_removed: 'hourly' } }, apiMessages.unknownEmailMode],
        [{ kinds: { check_decided: 'off' } }, apiMessages.kindAlwaysEmailed],
        [{ kinds: { nope: 'off' } }, apiMessages.unknownNotificationKind],
        [{ timeZone: 'Mars/Olympus_Mons' }, apiMessages.unknownTimeZone],
        [{ browserTimeZone: 'Mars/Olympus_Mons' }, apiMessages.unknownTimeZone],
      ];
      for (const [body, message] of refused) {
        expectError(
          await api('PUT', '/v1/notifications/preferences', { token: member.token, body }),
          'InvalidRequest',
          message,
        );
      }
      expectShape(
        await api('GET', '/v1/notifications/preferences', { token: member.token }),
        200,
        notificationPreferencesSchema.refine((prefs) => prefs.timeZone === 'Europe/Berlin'),
      );
    });
  });

  describe('one-click links', () => {
    const forged = [
      'not-a-token',
      // Well formed, signed with no key either side has.
      `${Buffer.from('unsubscribe\n1:team_removed').toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAA`,
    ];

    it('unsubscribe: a link that is not valid is a 400, with or without the RFC 8058 form', async () => {
      for (const token of forged) {
        expectError(
          await api('POST', `/v1/unsubscribe/${token}`, { form: oneClickForm() }),
          'InvalidRequest',
          apiMessages.unsubscribeLinkInvalid,
        );
        expectError(
          await api('POST', `/v1/unsubscribe/${token}`),
          'InvalidRequest',
          apiMessages.unsubscribeLinkInvalid,
        );
      }
    });

    it('reading a link that is not valid (the pages’ GET) is a 400 too', async () => {
      for (const token of forged) {
        for (const path of [`/v1/unsubscribe/${token}`, `/v1/opt-out/${token}`]) {
          expectError(await api('GET', path), 'InvalidRequest', apiMessages.unsubscribeLinkInvalid);
        }
      }
    });

    it('opt-out: a link that is not valid is a 400', async () => {
      for (const token of forged) {
        expectError(
          await api('POST', `/v1/opt-out/${token}`, { form: oneClickForm() }),
          'InvalidRequest',
          apiMessages.unsubscribeLinkInvalid,
        );
      }
    });
  });
});
