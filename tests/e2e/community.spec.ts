import { expect, test } from './fixtures';

// Issue 9 section 1 on the real server and its demo community: a visitor searches by profession
// and state, opens a result's profile, and Back brings the same search back.

test('a visitor searches the demo community by profession and state and opens a profile', async ({
  page,
}) => {
  await page.goto('/community');
  await expect(page).toHaveTitle('Community | Guildhall');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Choose your filters and press Search to find members.',
  );
  await expect(page.getByLabel('Area of expertise')).toBeDisabled();

  await page.getByLabel('Profession').selectOption({ label: 'Finance' });
  await page.getByLabel('Practices in').selectOption({ label: 'Florida' });
  // The checkbox's input is visually hidden behind its drawn box: a visitor clicks the label.
  await page.getByText('Only show people residing in the state').click();
  await expect(
    page.getByRole('checkbox', { name: 'Only show people residing in the state' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(/\/community\?profession=finance&region=FL&searchByRegion=true$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ members? found$/);
  const results = page.getByRole('list', { name: 'Members' });
  const cards = results.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  // Every card is a finance member residing in Florida.
  for (const card of await cards.all()) {
    await expect(card.getByText('Finance')).toBeVisible();
    await expect(card.getByText(/, FL$/)).toBeVisible();
  }

  const first = results.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/profile\/\d+$/);
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back restores the search: the form and the same results.
  await page.goBack();
  await expect(page.getByLabel('Profession')).toHaveValue('finance');
  await expect(page.getByLabel('Practices in')).toHaveValue('FL');
  await expect(results.getByRole('link', { name })).toBeVisible();
});
