import { expect, within } from 'storybook/test';
import { demoCommunity } from '@demo/community';
import { demoFeaturedIds, demoLiveEvents } from '@mocks/scenarios';

// What the dashboard's column stories share: the demo's featured members and live events, and
// how long to wait for the content service.

const { members } = demoCommunity();

/** A demo member's full name, as the cards show it. */
export const nameOf = (id: number) => `${members[id - 1]!.firstName} ${members[id - 1]!.lastName}`;

export const FEATURED = demoFeaturedIds();
export const EVENTS = demoLiveEvents();

/** The content service's client loads on first use: content may take a while on a busy CI. */
export const CONTENT = { timeout: 15000 };

/** The 375 px viewport of .storybook/preview.tsx. */
export const MOBILE = { viewport: { value: 'mobile', isRotated: false } };

type Canvas = ReturnType<typeof within>;

export const featuredList = (canvas: Canvas) =>
  canvas.findByRole('list', { name: 'Featured members' }, CONTENT);

/** Every demo live event is listed with its own button, named by the event, to its URL. */
export async function expectLiveEvents(events: HTMLElement) {
  for (const event of EVENTS) {
    await expect(await within(events).findByText(event.name!, {}, CONTENT)).toBeVisible();
    const link = within(events).getByRole('link', {
      name: new RegExp(`^${event.buttontext}: ${event.name}`),
    });
    await expect(link).toHaveAttribute('href', event.url!);
    await expect(link).toHaveAttribute('target', '_blank');
  }
}
