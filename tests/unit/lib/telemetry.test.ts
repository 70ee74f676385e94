import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsRecorder, type AnalyticsEvent } from '@/lib/analytics';
import { createChannel, PENDING_LIMIT } from '@/lib/telemetry/channel';
import { posthogOptions, redactEvent } from '@/lib/telemetry/posthog';
import { redactUrl } from '@/lib/telemetry/redact';
import { DEMO_EMAIL } from '@mocks/data/members';
import { DEMO_PASSWORD } from '@mocks/factories';
import { demoWatchedIds, strangerIds } from '../demo';
import { createTestStore } from '../helpers';

// The deferred SDK channel behind src/lib/analytics.ts and src/lib/errorReporting.ts, the
// PostHog client's options, and the track events the stores send.

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('createChannel', () => {
  it('unconfigured: logs in development, loads nothing, and the recorder sees every item', () => {
    const log = vi.fn();
    const recorder = vi.fn();
    const channel = createChannel<number>(undefined, log);
    channel.setRecorder(recorder);
    channel.send(1);
    expect(log).toHaveBeenCalledWith(1);
    expect(recorder).toHaveBeenCalledWith(1);
    expect(channel.start()).toBeUndefined();
    // Production without configuration: nowhere.
    expect(() => createChannel<number>(undefined).send(2)).not.toThrow();
  });

  it('configured: loads the SDK once, on first use, and sends what waited in order', async () => {
    const sent: number[] = [];
    let ready: (client: (item: number) => void) => void = () => undefined;
    const load = vi.fn(() => new Promise<(item: number) => void>((resolve) => (ready = resolve)));
    const channel = createChannel<number>(load);
    expect(load).not.toHaveBeenCalled();
    for (let item = 1; item <= PENDING_LIMIT + 5; item += 1) channel.send(item);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    ready((item) => {
      if (item === 2) throw new Error('an SDK that throws on one item');
      sent.push(item);
    });
    await channel.start();
    // The first PENDING_LIMIT waited (item 2 threw, the rest went on); later ones go at once.
    expect(sent).toHaveLength(PENDING_LIMIT - 1);
    expect(sent.slice(0, 3)).toEqual([1, 3, 4]);
    channel.send(100);
    expect(sent.at(-1)).toBe(100);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load the SDK before `ready` settles, and sends what waited once it has', async () => {
    const sent: number[] = [];
    let settle: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (settle = resolve));
    const load = vi.fn(() => Promise.resolve((item: number) => void sent.push(item)));
    const channel = createChannel<number>(load, undefined, () => ready);
    channel.send(1);
    const started = channel.start();
    channel.send(2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
    settle();
    await started;
    expect(load).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([1, 2]);
  });

  it('an SDK that fails to load drops what waited and everything after', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const recorder = vi.fn();
    const channel = createChannel<number>(load);
    channel.setRecorder(recorder);
    channel.send(1);
    await channel.start();
    channel.send(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect(recorder.mock.calls).toEqual([[1], [2]]);
  });
});

describe('URL redaction', () => {
  it('cuts query strings and fragments, and names a path by its route', () => {
    expect(redactUrl('https://g.example/reset-password?token=abc#x')).toBe(
      'https://g.example/reset-password',
    );
    expect(redactUrl(`/testimonial/${UUID}`)).toBe('/testimonial/:uuid');
    expect(redactUrl('/community')).toBe('/community');
  });

  it("applies to PostHog's URL properties, person properties included", () => {
    const event = redactEvent({
      uuid: 'e',
      event: '$pageview',
      properties: {
        $current_url: `https://g.example/testimonial/${UUID}?from=mail`,
        $pathname: `/testimonial/${UUID}`,
        $referrer: 'https://mail.example/open?id=1',
        title: 'Write a testimonial?',
      },
      $set_once: { $initial_current_url: 'https://g.example/reset-password?token=abc' },
    });
    expect(event?.properties).toEqual({
      $current_url: 'https://g.example/testimonial/:uuid',
      $pathname: '/testimonial/:uuid',
      // Another site's path is none of our routes (tests/unit/lib/telemetryRedact.test.ts).
      $referrer: 'https://mail.example/:unknown',
      title: 'Write a testimonial?',
    });
    expect(event?.$set_once).toEqual({ $initial_current_url: 'https://g.example/reset-password' });
  });
});

describe('posthogOptions', () => {
  it('send only what the app sends, to the configured host or PostHog Cloud US', () => {
    expect(posthogOptions('https://eu.i.posthog.com')).toMatchObject({
      api_host: 'https://eu.i.posthog.com',
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      capture_exceptions: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
      save_campaign_params: false,
      persistence: 'localStorage',
      before_send: redactEvent,
    });
    expect(posthogOptions('').api_host).toBe('https://us.i.posthog.com');
  });
});

describe('track events from the stores (one place each)', () => {
  const events: AnalyticsEvent[] = [];
  afterEach(() => {
    setAnalyticsRecorder(undefined);
    events.length = 0;
  });
  const tracked = () =>
    events.flatMap((event) =>
      event.type === 'track' ? [{ event: event.event, ...event.properties }] : [],
    );

  async function signedIn() {
    const root = createTestStore();
    await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
    setAnalyticsRecorder((event) => events.push(event));
    return root;
  }

  it('watch, team invite, contact revealed and search', async () => {
    const root = await signedIn();
    const [stranger, other] = strangerIds;
    await root.watch.load();
    await root.watch.watch(stranger!);
    await root.watch.unwatch(stranger!);
    // Stop watching, as a toggle of a watched member: not a watch.
    await root.watch.toggle(demoWatchedIds[0]!);
    await root.team.invite(other!);
    await root.profiles.revealContact(other!);
    await root.profiles.search({ region: 'IL', searchByRegion: true, expertise: '', limit: 5 });
    expect(tracked()).toEqual([
      { event: 'Member Watched', memberId: stranger },
      { event: 'Team Invite Sent', memberId: other },
      { event: 'Contact Info Revealed', memberId: other },
      { event: 'Community Searched', region: 'IL', searchByRegion: true },
    ]);
  });

  it('post, peer invitation and testimonial request, with nothing a member typed', async () => {
    const root = await signedIn();
    await root.dashboard.submitPost({ link: 'https://www.linkedin.com/posts/alex-1' });
    await root.dashboard.invitePeer({ email: 'peer@example.com', name: 'Peer' });
    await root.testimonials.request({ name: 'Sam Writer', email: 'sam@example.com' });
    expect(tracked()).toEqual([
      { event: 'Linkedin Post Submitted' },
      { event: 'Peer Invited' },
      { event: 'Testimonial Requested' },
    ]);
  });

  it('a failed operation tracks nothing', async () => {
    const root = await signedIn();
    await expect(root.dashboard.submitPost({ link: 'not a url' })).rejects.toBeDefined();
    expect(tracked()).toEqual([]);
  });
});
