import { describe, expect, it } from 'vitest';
import {
  digestMail,
  groupByActor,
  notificationMail,
  notificationSentence,
  type NotificationLine,
} from '@server/mail/notificationTemplates';
import { peerInvitationMail } from '@server/mail/templates';
import { signMailLink, verifyMailLink } from '@server/notifications/unsubscribe';
import { NOTIFICATION_KINDS } from '@/contract';

// The notification e-mails are rendered from one data object each (docs/architecture.md
// "Notifications and background jobs"): these snapshots show what a member reads.

const links = {
  page: 'https://guildhall.example/unsubscribe/TOKEN',
  oneClick: 'https://guildhall.example/api/v1/unsubscribe/TOKEN',
};
const line = (overrides: Partial<NotificationLine> = {}): NotificationLine => ({
  kind: 'watched_testimonial',
  actorId: 7,
  actorName: 'Ann Lee',
  text: 'Ann Lee, whom you watch, published a testimonial.',
  fragment: 'published a testimonial',
  link: 'https://guildhall.example/profile/7',
  ...overrides,
});

describe('notification e-mails', () => {
  it('every kind has a sentence', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(notificationSentence(kind, 'Ann Lee', {}), kind).toMatch(/\.$/);
    }
    expect(
      notificationSentence('watched_profile_changed', 'Ann Lee', {
        fields: ['profession', 'locations'],
      }),
    ).toBe('Ann Lee, whom you watch, changed their profession and practice states.');
  });

  it('at once: text, escaped HTML and the RFC 8058 headers', () => {
    const mail = notificationMail({
      to: 'ivy@example.com',
      firstName: 'Ivy <i>',
      line: line({
        actorName: 'Ann & Lee',
        text: 'Ann & Lee, whom you watch, published a testimonial.',
      }),
      data: {},
      preferencesLink: 'https://guildhall.example/notifications',
      unsubscribe: links,
    });
    expect(mail.subject).toBe('Ann & Lee published a testimonial');
    expect(mail.text).toMatchInlineSnapshot(`
      "Hello Ivy <i>,

      Ann & Lee, whom you watch, published a testimonial.
      https://guildhall.example/profile/7

      The Guildhall team

      --
      You get this e-mail at once because of your Guildhall e-mail preferences.
      Your e-mail preferences: https://guildhall.example/notifications
      Stop these e-mails: https://guildhall.example/unsubscribe/TOKEN"
    `);
    expect(mail.html).toContain('Hello Ivy &lt;i&gt;,');
    expect(mail.html).toContain('Ann &amp; Lee, whom you watch');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://guildhall.example/api/v1/unsubscribe/TOKEN>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the digest groups by the member each line is about', () => {
    const lines = [
      line(),
      line({
        kind: 'watched_unpublished',
        actorId: 9,
        actorName: 'Bo Park',
        text: 'Bo Park, whom you watch, is no longer listed.',
        fragment: 'is no longer listed',
        link: 'https://guildhall.example/watch-list',
      }),
      line({
        kind: 'saved_search_match',
        text: 'Ann Lee matches your saved search "CPAs".',
        fragment: 'matches your saved search "CPAs"',
      }),
      line({
        kind: 'testimonial_waiting',
        actorId: null,
        actorName: null,
        text: 'Wendy wrote you a testimonial: it waits for you to publish it.',
        fragment: null,
        link: 'https://guildhall.example/settings/testimonials',
      }),
    ];
    expect(groupByActor(lines).map((group) => [group.actorName, group.lines.length])).toEqual([
      ['Ann Lee', 2],
      ['Bo Park', 1],
      [null, 1],
    ]);
    const mail = digestMail({
      to: 'ivy@example.com',
      firstName: 'Ivy',
      period: 'daily',
      lines,
      preferencesLink: 'https://guildhall.example/notifications',
      notificationsLink: 'https://guildhall.example/notifications',
      unsubscribe: links,
    });
    expect(mail.subject).toBe('Your daily Guildhall digest: 4 things you have not seen');
    expect(mail.text).toMatchInlineSnapshot(`
      "Hello Ivy,

      Here is what happened on Guildhall that you have not seen yet:

      - Ann Lee:
        - published a testimonial
          https://guildhall.example/profile/7
        - matches your saved search "CPAs"
          https://guildhall.example/profile/7
      - Bo Park, whom you watch, is no longer listed.
        https://guildhall.example/watch-list
      - Wendy wrote you a testimonial: it waits for you to publish it.
        https://guildhall.example/settings/testimonials

      All your notifications: https://guildhall.example/notifications

      The Guildhall team

      --
      You get this daily digest because of your Guildhall e-mail preferences.
      Your e-mail preferences: https://guildhall.example/notifications
      Stop the daily digest: https://guildhall.example/unsubscribe/TOKEN"
    `);
    expect(mail.text.match(/Ann Lee/g)).toHaveLength(1);
  });

  it('an invitation to someone who is not a member carries the opt-out', () => {
    const mail = peerInvitationMail({
      to: 'peer@example.com',
      name: null,
      memberName: 'Ann Lee',
      link: 'https://guildhall.example/signup',
      optOut: {
        page: 'https://guildhall.example/opt-out/TOKEN',
        oneClick: 'https://guildhall.example/api/v1/opt-out/TOKEN',
      },
    });
    expect(mail.links).toEqual([
      'https://guildhall.example/signup',
      'https://guildhall.example/opt-out/TOKEN',
    ]);
    expect(mail.html).toContain('href="https://guildhall.example/opt-out/TOKEN"');
    expect(mail.headers!['List-Unsubscribe']).toBe(
      '<https://guildhall.example/api/v1/opt-out/TOKEN>',
    );
  });
});

describe('mail link tokens', () => {
  const key = Buffer.alloc(32, 1);

  it('round-trip and are bound to their purpose and key', () => {
    const token = signMailLink(key, {
      purpose: 'unsubscribe',
      userId: 42,
      target: 'digest:weekly',
    });
    expect(verifyMailLink(key, token, 'unsubscribe')).toEqual({
      purpose: 'unsubscribe',
      userId: 42,
      target: 'digest:weekly',
    });
    expect(verifyMailLink(key, token, 'opt-out')).toBeNull();
    expect(verifyMailLink(Buffer.alloc(32, 2), token, 'unsubscribe')).toBeNull();
    const optOut = signMailLink(key, { purpose: 'opt-out', email: 'Wendy@Example.com' });
    expect(verifyMailLink(key, optOut, 'opt-out')).toEqual({
      purpose: 'opt-out',
      email: 'wendy@example.com',
    });
  });
});
