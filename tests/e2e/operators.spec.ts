import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { listingTexts } from '../../src/components/member/listingTexts';
import { auditTexts } from '../../src/components/admin/texts';
import {
  apiMessages,
  auditActionLabels,
  careerStageLabels,
  experienceBucketLabels,
  professionLabels,
  regionNames,
  reviewReasonLabels,
  type ReviewReason,
} from '../../src/contract/index';
import { auditLogTexts } from '../../src/screens/admin/audit/texts';
import {
  employmentLabels,
  independentLabels,
  queueTexts,
  reviewTexts,
} from '../../src/screens/admin/reviews/texts';
import { signupTexts } from '../../src/screens/auth/signupTexts';
import { communityTexts } from '../../src/screens/community/texts';
import { profileTexts } from '../../src/screens/profile/texts';
import { basicTexts } from '../../src/screens/settings/basicTexts';
import {
  educationTexts,
  experienceTexts,
  recordTexts,
} from '../../src/screens/settings/careerTexts';
import { checkTexts } from '../../src/screens/settings/checkTexts';
import { watchListTexts } from '../../src/screens/watch/texts';
import { expect, test } from './fixtures';
import { passSecondFactor } from './secondFactor';
import {
  expectToast,
  logIn,
  newcomer,
  pickMonthYear,
  runSurname,
  saveBlock,
  settingsBlock,
  signUpOverApi,
  tick,
  type ApiAccount,
  verifyEmailOverApi,
} from './support';

// Operators and vetting (docs/architecture.md) on the real server: a member signs up and
// submits the background check in the browser; a reviewer made with `npm run operator` clears
// it from the evidence; a second member, on the first one's watch list, gets an adverse notice,
// answers it, and the confirmed decision unpublishes them everywhere the first member looks;
// the audit log holds both decisions with their reasons.
//
// The members' professions are ones no other journey uses: the review queue filtered by
// profession holds this run's review and at most a few others (oldest first, 25 a page), however
// often the journeys ran against the same data folder.

const FIRST = { profession: 'it', expertise: 'Data & Analytics' } as const;
const SECOND = { profession: 'executive', expertise: 'cfo' } as const;
// No demo member lives here: a search for residents finds only the journeys' members.
const STATE = { code: 'VT', city: 'Rutland', postalCode: '05701' } as const;
const CAREER_STAGE = 'independent-advanced' as const;
const EXPERIENCE = 13 as const;
const YEAR = new Date().getFullYear();
const POSITION = { title: 'Data Architect', company: 'Otter Creek Analytics' };
const EDUCATION = { school: 'Middlebury College', degree: 'BA' };
const ANSWER = 'The record belongs to another person of the same name; my counsel can confirm.';
/** The not-found page (src/components/routing/NotFoundScreen.tsx keeps its texts private). */
const NOT_FOUND = "Oops. We can't seem to find the page you are looking for.";
const SEARCH = `/community?profession=${SECOND.profession}&region=${STATE.code}&searchByRegion=true`;

const run = promisify(execFile);

/** `npm run operator -- …` against the e2e server's data folder, as an operator types it. */
async function operatorCommand(args: string[]) {
  // The folder playwright.config.ts gives the web server, from the same working directory.
  const cwd = dirname(test.info().config.configFile ?? `${process.cwd()}/playwright.config.ts`);
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? './data-e2e' };
  try {
    const { stdout } = await run('npm', ['run', 'operator', '--', ...args], {
      cwd,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    // A non-zero exit (its number), or a command that did not run or finish (its reason).
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return {
      code: failed.code ?? 1,
      stdout: failed.stdout ?? '',
      stderr: failed.stderr || String(error),
    };
  }
}

/** The second member: a complete, eligible profile, published by submitting the check. */
async function publishedOverApi(request: APIRequestContext, account: ApiAccount) {
  const headers = account.auth;
  const writes = [
    request.patch('/api/v1/user', {
      headers,
      data: {
        employmentStatus: 'independent',
        independentStatus: 'expert',
        profession: SECOND.profession,
        experienceYears: 25,
        city: 'Burlington',
        region: STATE.code,
        postalCode: '05401',
        expertises: [SECOND.expertise],
        locations: [STATE.code],
      },
    }),
    request.post('/api/v1/educations', {
      headers,
      data: { organization: 'University of Vermont', degree: 'MBA', issuedYear: 1998 },
    }),
    request.post('/api/v1/positions', {
      headers,
      data: {
        title: 'Chief Financial Officer',
        company: 'Lake Champlain Co',
        startDate: '2000-01-01',
      },
    }),
  ];
  for (const write of writes) expect((await write).ok()).toBe(true);
  const submitted = await request.post('/api/v1/profiles', { headers, data: { ssn: '5150' } });
  expect(submitted.status()).toBe(200);
  expect(await submitted.json()).toMatchObject({ published: true });
}

/** The community search's count, once the search has answered. */
const searchStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^(\\d+ members? found|${communityTexts.noResults})$`) });

/** Opens a member's review from the queue, filtered by their profession. */
async function openReview(page: Page, profession: string, fullName: string) {
  await page.goto(`/admin/reviews?profession=${profession}`);
  await expect(page.getByRole('heading', { level: 1, name: queueTexts.title })).toBeVisible();
  await page
    .getByRole('list', { name: queueTexts.list })
    .getByRole('link', { name: fullName, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/reviews\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: reviewTexts.title(fullName) }),
  ).toBeVisible();
  return page.getByRole('region', { name: reviewTexts.decision, exact: true });
}

/** Opens a decision's dialog, picks its reason when it asks for one, and confirms it. */
async function decide(page: Page, decision: 'clear' | 'notice' | 'confirm', reason?: ReviewReason) {
  const panel = page.getByRole('region', { name: reviewTexts.decision, exact: true });
  const label = {
    clear: reviewTexts.clear,
    notice: reviewTexts.notice,
    confirm: reviewTexts.confirm,
  };
  await panel.getByRole('button', { name: label[decision], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: reviewTexts.dialogTitle[decision] });
  if (reason) {
    await dialog
      .getByRole('combobox', { name: new RegExp(`^${reviewTexts.reason}`) })
      .selectOption({ label: reviewReasonLabels[reason] });
  }
  await dialog.getByRole('button', { name: label[decision], exact: true }).click();
  return dialog;
}

test('a reviewer made on the command line clears one check and unpublishes another member', async ({
  page,
  newPage,
  request,
  allowConsoleError,
}) => {
  // Three accounts' password hashes, a command line and some twenty screens in two browsers:
  // longer than one page when the machine is shared with a build.
  test.slow();
  // The unpublished member's profile answers 404, and confirming a notice too early 409.
  allowConsoleError(/Failed to load resource: the server responded with a status of 40[49]/);
  const lastName = runSurname();
  const ada = { ...newcomer('operators-member'), lastName };
  const adaName = `${ada.firstName} ${lastName}`;
  const reviewer = { ...newcomer('operators-reviewer'), firstName: 'Rita', lastName };

  await test.step('a new member signs up in the browser; /admin is not found for her', async () => {
    await page.goto('/signup');
    await page.getByLabel(signupTexts.email).fill(ada.email);
    await page.getByLabel(signupTexts.password, { exact: true }).fill(ada.password);
    await page.getByRole('button', { name: signupTexts.next }).click();
    await page.getByLabel(signupTexts.firstName).fill(ada.firstName);
    await page.getByLabel(signupTexts.lastName).fill(lastName);
    await page.getByRole('button', { name: signupTexts.submit }).click();
    await expect(page).toHaveURL(/\/onboarding\/call$/);
    // The background check needs a verified address (issue 23): she follows the e-mailed link.
    await verifyEmailOverApi(request, ada.email);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  // Made over the API while Ada fills her profile in (after her sign-up, so that her password
  // hash waits behind none of theirs): the reviewer's account and role (the command asks the
  // running server through its data folder), and the listed member.
  const made = Promise.all([
    signUpOverApi(request, reviewer).then(async (account) => ({
      account,
      granted: await operatorCommand(['add', reviewer.email, '--role', 'reviewer']),
    })),
    signUpOverApi(request, { ...newcomer('operators-listed'), firstName: 'Bea', lastName }).then(
      async (account) => {
        await publishedOverApi(request, account);
        return account;
      },
    ),
  ]);
  // Awaited below; meanwhile a failure must not count as unhandled.
  made.catch(() => undefined);

  await test.step('she completes basic info with her eligibility answers', async () => {
    await page.goto('/settings/basic');
    const location = settingsBlock(page, basicTexts.location.title);
    await location.getByLabel(new RegExp(`^${basicTexts.location.city}`)).fill(STATE.city);
    await location
      .getByRole('combobox', { name: new RegExp(`^${basicTexts.location.region}`) })
      .selectOption({ label: regionNames[STATE.code] });
    await location
      .getByLabel(new RegExp(`^${basicTexts.location.postalCode}`))
      .fill(STATE.postalCode);
    await saveBlock(page, location, basicTexts.location.title, basicTexts.location.saved);

    const profession = settingsBlock(page, basicTexts.profession.title);
    const texts = basicTexts.profession;
    await profession
      .getByRole('combobox', { name: new RegExp(`^${texts.careerStage}`) })
      .selectOption({ label: careerStageLabels[CAREER_STAGE] });
    await profession
      .getByRole('combobox', { name: new RegExp(`^${texts.profession}`) })
      .selectOption({ label: professionLabels[FIRST.profession] });
    await profession
      .getByRole('combobox', { name: new RegExp(`^${texts.experienceYears}`) })
      .selectOption({ label: texts.experienceOption(experienceBucketLabels[EXPERIENCE]) });
    await saveBlock(page, profession, texts.title, texts.saved);

    const expertise = settingsBlock(page, basicTexts.expertise.title);
    await tick(expertise, FIRST.expertise);
    await saveBlock(page, expertise, basicTexts.expertise.title, basicTexts.expertise.saved);

    const locations = settingsBlock(page, basicTexts.locations.title);
    await locations
      .getByRole('searchbox', { name: `Filter ${basicTexts.locations.label}` })
      .fill(regionNames[STATE.code]);
    await tick(locations, regionNames[STATE.code]);
    await saveBlock(page, locations, basicTexts.locations.title, basicTexts.locations.saved);
  });

  await test.step('she adds a position of ten years and an education', async () => {
    await page.goto('/settings/experience');
    await page.getByRole('button', { name: experienceTexts.records.add }).click();
    const position = page.getByRole('form', { name: experienceTexts.records.addTitle });
    await position.getByLabel(new RegExp(`^${experienceTexts.title}`)).fill(POSITION.title);
    await position.getByLabel(new RegExp(`^${experienceTexts.company}`)).fill(POSITION.company);
    await pickMonthYear(position, experienceTexts.start, 'January', YEAR - 10);
    await tick(position, experienceTexts.current);
    await position.getByRole('button', { name: recordTexts.save, exact: true }).click();
    await expectToast(page, experienceTexts.records.saved);
    await expect(page.getByText(experienceTexts.progressDone)).toBeVisible();

    await page.goto('/settings/education');
    await page.getByRole('button', { name: educationTexts.records.add }).click();
    const education = page.getByRole('form', { name: educationTexts.records.addTitle });
    await education.getByLabel(new RegExp(`^${educationTexts.school}`)).fill(EDUCATION.school);
    await education.getByLabel(new RegExp(`^${educationTexts.degree}`)).fill(EDUCATION.degree);
    await education
      .getByRole('combobox', { name: new RegExp(`^${educationTexts.year}`) })
      .selectOption(String(YEAR - 15));
    await education.getByRole('button', { name: recordTexts.save, exact: true }).click();
    await expectToast(page, educationTexts.records.saved);
  });

  await test.step('she submits the background check and sees it submitted', async () => {
    await page.goto('/settings/check');
    const form = page.getByRole('form', { name: checkTexts.form });
    await form.getByLabel(new RegExp(`^${checkTexts.ssn}`)).fill('4821');
    await tick(form, checkTexts.experience);
    await tick(form, checkTexts.noGuarantee);
    await form.getByRole('button', { name: checkTexts.submit }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: checkTexts.congratulations }),
    ).toBeVisible();
    const status = page.getByRole('region', { name: checkTexts.state.submitted, exact: true });
    await expect(status).toContainText(checkTexts.liveWhileChecked);
  });

  const [{ account: rita, granted }, bea] = await made;
  await test.step('she finds the second member and watches her', async () => {
    await page.goto(SEARCH);
    await page
      .getByRole('list', { name: communityTexts.results })
      .getByRole('link', { name: bea.fullName })
      .click();
    await expect(page).toHaveURL(`/profile/${bea.id}`);
    await page.getByRole('button', { name: profileTexts.watch, exact: true }).click();
    await expectToast(page, profileTexts.watchAdded);
  });

  const reviewerPage = await newPage();
  await test.step('`npm run operator -- add` makes the reviewer; she signs in', async () => {
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${reviewer.email} is now a reviewer (was a member).`);
    await reviewerPage.goto('/login');
    await logIn(reviewerPage, reviewer.email, reviewer.password);
    await expect(reviewerPage).toHaveURL(/\/dashboard$/);
    // Her first visit to /admin sets up the second factor (tests/e2e/operators-2fa.spec.ts).
    await passSecondFactor(reviewerPage, reviewer.email);
  });

  await test.step('the reviewer opens the member’s review and reads the evidence', async () => {
    await openReview(reviewerPage, FIRST.profession, adaName);
    const eligibility = reviewerPage.getByRole('region', {
      name: reviewTexts.eligibility,
      exact: true,
    });
    await expect(eligibility).toContainText(employmentLabels.independent);
    await expect(eligibility).toContainText(independentLabels.advanced);
    await expect(eligibility).toContainText(`${experienceBucketLabels[EXPERIENCE]} years`);
    await expect(eligibility).toContainText(reviewTexts.eligible);
    const positions = reviewerPage.getByRole('region', {
      name: reviewTexts.positions,
      exact: true,
    });
    await expect(positions).toContainText(POSITION.title);
    await expect(positions).toContainText(POSITION.company);
    await expect(positions).toContainText(reviewTexts.enoughMonths);
    const education = reviewerPage.getByRole('region', {
      name: reviewTexts.education,
      exact: true,
    });
    await expect(education).toContainText(EDUCATION.school);
    await expect(education).toContainText(EDUCATION.degree);
  });

  await test.step('the reviewer starts the review and clears it as verified', async () => {
    const panel = reviewerPage.getByRole('region', { name: reviewTexts.decision, exact: true });
    await panel.getByRole('button', { name: reviewTexts.start }).click();
    await expectToast(reviewerPage, reviewTexts.done.start);
    const dialog = await decide(reviewerPage, 'clear');
    await expect(dialog).toBeHidden();
    await expectToast(reviewerPage, reviewTexts.done.clear);
    await expect(panel).toContainText(reviewTexts.decidedReason(reviewReasonLabels.verified));

    await page.goto('/settings/check');
    await expect(
      page.getByRole('region', { name: checkTexts.state.cleared, exact: true }),
    ).toContainText(checkTexts.cleared);
  });

  await test.step('an adverse notice cannot be confirmed before the member answers it', async () => {
    const panel = await openReview(reviewerPage, SECOND.profession, bea.fullName);
    await panel.getByRole('button', { name: reviewTexts.start }).click();
    await expectToast(reviewerPage, reviewTexts.done.start);
    await decide(reviewerPage, 'notice', 'adverse_record');
    await expectToast(reviewerPage, reviewTexts.done.notice);
    await expect(panel).toContainText(reviewTexts.noticeReason(reviewReasonLabels.adverse_record));
    await expect(panel).toContainText(reviewTexts.noResponse);

    // The member has 5 business days to answer (server/routes/admin/reviews.ts): refused, with
    // the day the answer is due.
    await decide(reviewerPage, 'confirm', 'adverse_record');
    await expect(panel.getByRole('alert')).toHaveText(new RegExp(apiMessages.noticeRunning('.+')));
  });

  await test.step('once she answered, the reviewer confirms the adverse decision', async () => {
    const answered = await request.post('/api/v1/user/check/response', {
      headers: bea.auth,
      data: { response: ANSWER },
    });
    expect(answered.status()).toBe(200);

    await reviewerPage.reload();
    const panel = reviewerPage.getByRole('region', { name: reviewTexts.decision, exact: true });
    await expect(panel).toContainText(ANSWER);
    const dialog = await decide(reviewerPage, 'confirm', 'adverse_record');
    await expect(dialog).toBeHidden();
    await expectToast(reviewerPage, reviewTexts.done.confirm);
    await expect(panel).toContainText(reviewTexts.decidedReason(reviewReasonLabels.adverse_record));
  });

  await test.step('the unpublished member is gone from search and profile, kept unlisted', async () => {
    await page.goto(SEARCH);
    await expect(searchStatus(page)).toBeVisible();
    await expect(page.getByText(bea.fullName)).toHaveCount(0);

    await page.goto(`/profile/${bea.id}`);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText(NOT_FOUND)).toBeVisible();

    await page.goto('/watch-list');
    await expect(
      page.getByRole('heading', { level: 1, name: watchListTexts.heading }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: bea.fullName });
    await expect(card).toContainText(listingTexts.noLongerListed);
    await expect(card.getByRole('link')).toHaveCount(0);
  });

  await test.step('the audit log holds both decisions with their reasons', async () => {
    await reviewerPage.goto('/admin/audit');
    await expect(
      reviewerPage.getByRole('heading', { level: 1, name: auditLogTexts.title }),
    ).toBeVisible();
    await reviewerPage
      .getByRole('combobox', { name: auditLogTexts.actor })
      .selectOption({ label: auditLogTexts.me(rita.fullName) });
    await expect(reviewerPage).toHaveURL(`/admin/audit?actor=${rita.id}`);
    const entries = reviewerPage
      .getByRole('list', { name: auditLogTexts.list })
      .getByRole('listitem');
    const cleared = entries
      .filter({ hasText: auditActionLabels['review.clear'] })
      .filter({ hasText: adaName });
    await expect(cleared).toContainText(`${auditTexts.reason}: ${reviewReasonLabels.verified}`);
    const confirmed = entries
      .filter({ hasText: auditActionLabels['review.confirm'] })
      .filter({ hasText: bea.fullName });
    await expect(confirmed).toContainText(
      `${auditTexts.reason}: ${reviewReasonLabels.adverse_record}`,
    );

    // And the role the command gave her, by the command line.
    await reviewerPage
      .getByRole('combobox', { name: auditLogTexts.actor })
      .selectOption({ label: auditLogTexts.commandLine });
    await expect(reviewerPage).toHaveURL('/admin/audit?actor=cli');
    await expect(
      entries
        .filter({ hasText: auditActionLabels['role.grant'] })
        .filter({ hasText: rita.fullName }),
    ).toHaveCount(1);
  });
});
