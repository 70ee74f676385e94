import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { texts as errorTexts } from '@/api/errors';
import { adminTexts, auditTexts, roleLabels } from '@/components/admin/texts';
import { apiMessages, auditActionLabels, reviewReasonLabels } from '@/contract';
import { AuditLogScreen } from '@/screens/admin/audit/AuditLogScreen';
import { auditLogTexts as texts } from '@/screens/admin/audit/texts';
import { DEMO_OPERATOR, DEMO_OPERATOR_ID } from '@demo/community';
import { db, findUser } from '@mocks/db';
import { DEMO_REVIEW_MEMBERS } from '@mocks/data/reviews';
import { api, errorResponse } from '@mocks/http';
import {
  emptyAuditLog,
  OTHER_OPERATOR,
  reviewerGrantedFromCli,
  scenarioState,
  serverError,
  slow,
} from '@mocks/scenarios';
import { inAdminLayout, signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { mobile } from '@stories/support/viewports';

const PAGE = 25;
const OPERATOR = `${DEMO_OPERATOR.firstName} ${DEMO_OPERATOR.lastName}`;
const BY_OPERATOR = auditTexts.actorWithRole(OPERATOR, roleLabels[DEMO_OPERATOR.role]);
const nameOf = (id: number) => `${findUser(id)!.firstName} ${findUser(id)!.lastName}`;

const meta = {
  title: 'Screens/Admin/Audit/AuditLog',
  component: inAdminLayout(AuditLogScreen),
  args: { routePath: '/admin/audit/*' } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const list = (canvas: Canvas) => canvas.findByRole('list', { name: texts.list });
const rows = async (canvas: Canvas) => within(await list(canvas)).getAllByRole('listitem');
const select = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name });
/** Every entry shown, newest first, once the list holds `count` of them. */
const rowsOf = (canvas: Canvas, count: number) =>
  waitFor(() => {
    const items = within(canvas.getByRole('list', { name: texts.list })).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    return items;
  });

/** The log, newest first: when, what, who (with their role), about whom, why. */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(canvas.getByText(texts.intro)).toBeVisible();
    const items = await rows(canvas);
    await expect(items).toHaveLength(PAGE);
    const newest = [...db.audit].sort((a, b) => b.id - a.id);
    for (const [index, entry] of newest.slice(0, 3).entries()) {
      const row = within(items[index]!);
      await expect(row.getByText(auditActionLabels[entry.action])).toBeVisible();
      await expect(items[index]).toHaveTextContent(BY_OPERATOR);
      await expect(row.getByRole('link', { name: nameOf(entry.memberId!) })).toHaveAttribute(
        'href',
        `/admin/members/${entry.memberId}`,
      );
    }
    // The server's own decisions (the demo community's cleared checks) name it as their actor.
    await expect(items[PAGE - 1]).toHaveTextContent(auditTexts.system);
    await expect(canvas.getByText(texts.shown(PAGE, db.audit.length))).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.showMore })).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: adminTexts.navLabel }));
    await expect(nav.getByRole('link', { name: adminTexts.audit })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** By action: only the adverse notices, with their reason. */
export const FilterByAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    await userEvent.selectOptions(select(canvas, texts.action), 'review.notice');
    const [notice] = await rowsOf(canvas, 1);
    await expect(within(notice!).getByText(auditActionLabels['review.notice'])).toBeVisible();
    await expect(notice).toHaveTextContent(
      `${auditTexts.reason}: ${reviewReasonLabels.experience_short}`,
    );
    await expect(canvas.getByText(texts.shown(1, 1))).toBeVisible();
  },
};

/** By who did it: the operator's own entries. */
export const FilterByActor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    await userEvent.selectOptions(select(canvas, texts.actor), String(DEMO_OPERATOR_ID));
    const mine = db.audit.filter((entry) => entry.actorId === DEMO_OPERATOR_ID);
    const items = await rowsOf(canvas, mine.length);
    for (const item of items) await expect(item).toHaveTextContent(BY_OPERATOR);
    await expect(select(canvas, texts.actor)).toHaveDisplayValue(texts.me(OPERATOR));
  },
};

/** Role changes come from the command line only; its entries name it, with the role. */
export const CommandLine: Story = {
  parameters: { ...signedInOperator(), ...withMockDb(() => reviewerGrantedFromCli()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    await userEvent.selectOptions(select(canvas, texts.actor), 'cli');
    const [grant] = await rowsOf(canvas, 1);
    await expect(within(grant!).getByText(auditActionLabels['role.grant'])).toBeVisible();
    await expect(grant).toHaveTextContent(auditTexts.commandLine);
    await expect(
      within(grant!).getByRole('link', {
        name: `${OTHER_OPERATOR.firstName} ${OTHER_OPERATOR.lastName}`,
      }),
    ).toHaveAttribute('href', `/admin/members/${OTHER_OPERATOR.id}`);
    await expect(grant).toHaveTextContent(`${auditTexts.note}: role: ${OTHER_OPERATOR.role}`);
  },
};

/** About one member (reached from their page, ?member=): their entries, and a way to all. */
export const FilterByMember: Story = {
  args: { routeSearch: `?member=${DEMO_REVIEW_MEMBERS.notice}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = db.audit.filter((entry) => entry.memberId === DEMO_REVIEW_MEMBERS.notice);
    const items = await rowsOf(canvas, about.length);
    const name = nameOf(DEMO_REVIEW_MEMBERS.notice);
    for (const item of items) await expect(within(item).getByRole('link', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.clearMember(name) }));
    await rowsOf(canvas, PAGE);
    await expect(canvas.queryByRole('button', { name: texts.clearMember(name) })).toBeNull();
  },
};

/** More than a page: "Show more" appends the older entries until there are none. */
export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await rowsOf(canvas, 2 * PAGE);
    await expect(canvas.getByText(texts.shown(2 * PAGE, db.audit.length))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await rowsOf(canvas, db.audit.length);
    await expect(canvas.queryByRole('button', { name: texts.showMore })).toBeNull();
  },
};

const secondPage = (request: Request) =>
  new URL(request.url).searchParams.get('offset') === String(PAGE);
const heldMore = scenarioState(() => ({ sent: 0 }));
const holdSecondPage = http.get(api('/v1/admin/audit'), async ({ request }) => {
  if (!secondPage(request)) return;
  heldMore.sent += 1;
  await delay('infinite');
});

/** "Show more" shows its own pending state and is one request however often it is pressed. */
export const ShowMorePending: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(holdSecondPage) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    const more = canvas.getByRole('button', { name: texts.showMore });
    await userEvent.click(more);
    await waitFor(() => expect(more).toHaveAttribute('data-loading'));
    await expect(more).toBeDisabled();
    await userEvent.click(more);
    await expect(heldMore.sent).toBe(1);
    await expect(await rows(canvas)).toHaveLength(PAGE);
  },
};

const failSecondPage = http.get(api('/v1/admin/audit'), ({ request }) =>
  secondPage(request) ? errorResponse('InternalError', apiMessages.internalError) : undefined,
);

/** The next page cannot be read: the entries shown stay, the message below them. */
export const ShowMoreFailed: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(failSecondPage) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, PAGE);
    await userEvent.click(canvas.getByRole('button', { name: texts.showMore }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorTexts.loadFailure);
    await expect(await rows(canvas)).toHaveLength(PAGE);
    await expect(canvas.getByRole('button', { name: texts.showMore })).toBeEnabled();
  },
};

/** While the log loads: skeleton rows, announced as busy. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/audit'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: texts.list })).toBeNull();
  },
};

/** Nothing has been recorded yet. */
export const Empty: Story = {
  parameters: { ...signedInOperator(), ...withHandlers(...emptyAuditLog()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: texts.showAll })).toBeNull();
  },
};

/** Filters that match nothing (no role was ever removed): a way back to every entry. */
export const NoMatch: Story = {
  args: { routeSearch: '?action=role.revoke' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.noMatch)).toBeVisible();
    await expect(select(canvas, texts.action)).toHaveDisplayValue(auditActionLabels['role.revoke']);
    await userEvent.click(canvas.getByRole('button', { name: texts.showAll }));
    await rowsOf(canvas, PAGE);
    await expect(select(canvas, texts.action)).toHaveValue('');
  },
};

/** The log cannot be read: the catalogue's message and a retry. */
export const Failed: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/audit'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(errorTexts.loadFailure);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
  },
};

/** On a phone: the filters stack, each entry's time above it. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvas)).toHaveLength(PAGE);
    await expect(select(canvas, texts.action)).toBeVisible();
    await expect(select(canvas, texts.actor)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: adminTexts.navLabel })).toBeVisible();
  },
};
