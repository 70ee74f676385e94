import { describe, expect, it } from 'vitest';
import type { MailMessage } from '@server/mail/mailer';
import * as account from '@server/mail/accountTemplates';
import * as notification from '@server/mail/notificationTemplates';
import * as transactional from '@server/mail/templates';

// Issue 38 §8: every e-mail has a text and an HTML part (docs/architecture.md "Notifications and
// background jobs"). Every template the mail modules export is rendered here with values that
// need escaping; a new template fails the first test until it has a sample below.

const HOSTILE = 'Ann <b>"Lee"</b> & Co\'s';
const ESCAPED = 'Ann &lt;b&gt;&quot;Lee&quot;&lt;/b&gt; &amp; Co&#39;s';
const link = (path: string) => `https://guildhall.example/${path}?a=1&b=2`;
const optOut = {
  page: 'https://guildhall.example/opt-out/TOKEN',
  oneClick: 'https://guildhall.example/api/v1/opt-out/TOKEN',
};
const line: notification.NotificationLine = {
  kind: 'watched_testimonial',
  actorId: 7,
  actorName: HOSTILE,
  text: `${HOSTILE}, whom you watch, published a testimonial.`,
  fragment: 'published a testimonial',
  link: link('profile/7'),
};

/** One or more renderings of each exported template, by its name. */
const samples: Record<string, () => MailMessage[]> = {
  verificationMail: () => [
    account.verificationMail({ to: 'a@x.test', firstName: HOSTILE, link: link('v'), hours: 24 }),
  ],
  emailChangeMail: () => [
    account.emailChangeMail({ to: 'a@x.test', firstName: HOSTILE, link: link('c'), hours: 24 }),
  ],
  emailChangedNoticeMail: () => [
    account.emailChangedNoticeMail({
      to: 'a@x.test',
      firstName: HOSTILE,
      newEmail: 'new<@x.test',
      restoreLink: link('restore-email/T'),
      days: 7,
    }),
  ],
  accountDeletedMail: () => [account.accountDeletedMail({ to: 'a@x.test', firstName: HOSTILE })],
  testimonialRequestMail: () => [
    transactional.testimonialRequestMail({
      to: 'w@x.test',
      writerName: HOSTILE,
      memberName: HOSTILE,
      link: link('testimonial/u'),
    }),
    transactional.testimonialRequestMail({
      to: 'w@x.test',
      writerName: HOSTILE,
      memberName: HOSTILE,
      link: link('testimonial/u'),
      optOut,
    }),
  ],
  testimonialReceivedMail: () => [
    transactional.testimonialReceivedMail({
      to: 'a@x.test',
      memberFirstName: HOSTILE,
      writerName: HOSTILE,
      link: link('settings/testimonials'),
    }),
  ],
  passwordResetMail: () => [
    transactional.passwordResetMail({ to: 'a@x.test', link: link('reset-password'), hours: 1 }),
    transactional.passwordResetMail({
      to: 'a@x.test',
      link: link('reset-password'),
      hours: 1,
      restored: true,
    }),
  ],
  peerInvitationMail: () => [
    transactional.peerInvitationMail({
      to: 'p@x.test',
      name: HOSTILE,
      memberName: HOSTILE,
      link: link('signup'),
    }),
    transactional.peerInvitationMail({
      to: 'p@x.test',
      name: null,
      memberName: HOSTILE,
      link: link('signup'),
      optOut,
    }),
  ],
  checkClearedMail: () => [
    transactional.checkClearedMail({ to: 'a@x.test', firstName: HOSTILE, link: link('check') }),
  ],
  checkNoticeMail: () => [
    transactional.checkNoticeMail({
      to: 'a@x.test',
      firstName: HOSTILE,
      reason: HOSTILE,
      due: new Date('2027-03-01T12:00:00Z'),
      link: link('settings/check'),
    }),
  ],
  checkAdverseMail: () => [
    transactional.checkAdverseMail({
      to: 'a@x.test',
      firstName: HOSTILE,
      reason: HOSTILE,
      link: link('settings/check'),
    }),
  ],
  reviewReminderMail: () => [
    transactional.reviewReminderMail({
      to: 'r@x.test',
      firstName: HOSTILE,
      role: 'reviewer',
      afterHours: 48,
      reviews: [
        { memberName: HOSTILE, profession: 'Finance', waitingHours: 80, link: link('r/1') },
        { memberName: 'Bo Chen', profession: null, waitingHours: 50, link: link('r/2') },
      ],
      total: 5,
      queueLink: link('admin/reviews'),
    }),
  ],
  notificationMail: () => [
    notification.notificationMail({
      to: 'a@x.test',
      firstName: HOSTILE,
      line,
      data: {},
      preferencesLink: link('notifications'),
      unsubscribe: { page: link('unsubscribe/T'), oneClick: link('api/v1/unsubscribe/T') },
    }),
  ],
  digestMail: () => [
    notification.digestMail({
      to: 'a@x.test',
      firstName: HOSTILE,
      period: 'daily',
      lines: [line, { ...line, link: link('profile/8') }],
      preferencesLink: link('notifications'),
      notificationsLink: link('notifications'),
      unsubscribe: { page: link('unsubscribe/T'), oneClick: link('api/v1/unsubscribe/T') },
    }),
  ],
};

/** Templates that name no one (the reset) or link nowhere (the deletion's confirmation). */
const NAMES_NO_ONE = new Set(['passwordResetMail']);
const LINKS_NOWHERE = new Set(['accountDeletedMail']);

const templateNames = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name, value]) => typeof value === 'function' && /Mail$/.test(name))
    .map(([name]) => name);

describe('every e-mail has a text and an HTML part', () => {
  it('every exported template has a sample here', () => {
    const exported = [account, transactional, notification].flatMap((module) =>
      templateNames(module as Record<string, unknown>),
    );
    expect(exported.sort()).toEqual(Object.keys(samples).sort());
  });

  for (const [name, render] of Object.entries(samples)) {
    it(`${name}: both parts, the values escaped in the HTML, every link in both`, () => {
      for (const mail of render()) {
        expect(mail.text.trim(), name).not.toBe('');
        expect(mail.html, name).toMatch(/^<!doctype html>/);
        expect(mail.html, name).toContain('</html>');
        // Plain in the text, escaped in the HTML: never raw markup from a value.
        if (!NAMES_NO_ONE.has(name)) {
          expect(mail.text, name).toContain(HOSTILE);
          expect(mail.html, name).toContain(ESCAPED);
        }
        expect(mail.html, name).not.toContain('<b>');
        expect(mail.links.length > 0, name).toBe(!LINKS_NOWHERE.has(name));
        for (const href of mail.links) {
          expect(mail.text, `${name}: ${href} in the text`).toContain(href);
          expect(mail.html, `${name}: ${href} in the HTML`).toContain(
            `href="${href.replace(/&/g, '&amp;')}"`,
          );
        }
      }
    });
  }

  it('the notice to the old address: its way back, in both parts', () => {
    const [mail] = samples.emailChangedNoticeMail!();
    expect(mail!.text).toMatchInlineSnapshot(`
      "Hello Ann <b>"Lee"</b> & Co's,

      The e-mail address of your Guildhall account is now new<@x.test.
      From now on you sign in with it, and e-mail goes there.

      If you did not make this change, the link below gives your account back to this
      address: it signs out every session and e-mails you a password reset here. It works
      once, for 7 days.
      This wasn't me: https://guildhall.example/restore-email/T?a=1&b=2

      The Guildhall team"
    `);
    expect(mail!.html).toContain('This wasn&#39;t me</a>');
    expect(mail!.html).toContain('new&lt;@x.test');
  });
});
