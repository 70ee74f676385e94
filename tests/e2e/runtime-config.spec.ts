import { expect, test } from './fixtures';
import { startBuiltServer, type BuiltServer } from './support';

// One build for every environment: the production build that `npm start` serves, started twice
// more with different run-time settings. Each instance's pages carry its own values, and the
// SPA uses them.

test.describe('run-time configuration', () => {
  test.setTimeout(240_000);
  const instances: BuiltServer[] = [];
  test.afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
  });

  test('one build, two configurations: each page carries its own values and the SPA uses them', async ({
    page,
  }) => {
    const settings = [
      { CONTACT_EMAIL: 'north@example.com', FOUNDER_NAME: 'Nora North' },
      { CONTACT_EMAIL: 'south@example.com', FOUNDER_NAME: 'Sam South' },
    ];
    const [north, south] = await Promise.all(
      settings.map((env) => startBuiltServer({ ...env, SEED_DEMO: 'false' })),
    );
    instances.push(north!, south!);

    for (const [index, instance] of [north!, south!].entries()) {
      const own = settings[index]!;
      await page.goto(`${instance.origin}/`);
      await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        `mailto:${own.CONTACT_EMAIL}`,
      );
      await expect(page.getByText(own.FOUNDER_NAME)).toBeVisible();
      // The block itself, as the server wrote it.
      const block = await page.locator('#app-config').textContent();
      expect(JSON.parse(block ?? '{}')).toMatchObject(own);
      // A page the SPA reaches by a client-side route keeps the same settings.
      await page.goto(`${instance.origin}/community`);
      await expect(page.getByRole('link', { name: 'Contact' })).toHaveAttribute(
        'href',
        `mailto:${own.CONTACT_EMAIL}`,
      );
    }
  });
});
