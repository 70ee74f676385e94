import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messages } from '@/contract';
import { BasicInfoScreen } from '@/screens/settings/BasicInfoScreen';
import { findUser } from '@mocks/db';
import { newcomerAt, serverError, slow, userUpdateRefused } from '@mocks/scenarios';
import { DEMO_USER_ID, NEWCOMER_ID, withHandlers, withMockDb } from '@stories/support/mocks';
import { signedIn, signedInIncomplete } from '@stories/support/session';

// The contact fields with their "Who can see" choices are BusinessContactBlock
// (src/screens/settings/basic/BusinessContactBlock.tsx), played by the stories below.

const meta = {
  title: 'Screens/Settings/BasicInfo',
  component: BasicInfoScreen,
  args: { routePath: '/settings/basic' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof BasicInfoScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

const PATCH_USER: ['patch', string] = ['patch', '/v1/user'];
/** The demo newcomer just after signing up: a name and nothing else. */
const newMember = { ...signedInIncomplete(), ...withMockDb(() => newcomerAt('newMember')) };

/** One block: its fields (the form is named by the block's title) and its own Save. */
async function block(canvasElement: HTMLElement, title: string) {
  const form = await within(canvasElement).findByRole('form', { name: title });
  const fields = within(form);
  return { form, fields, save: fields.getByRole('button', { name: `Save ${title}` }) };
}

async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

const saveButtons = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('button', { name: /^Save / });

/** A new member: every block empty but the name; nothing to save yet. */
export const Empty: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Basic info' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    const personal = await block(canvasElement, 'Personal info');
    await expect(personal.fields.getByLabelText(/^First name/)).toHaveValue('Nora');
    const email = personal.fields.getByLabelText(/^E-mail/);
    await expect(email).toHaveValue('newcomer@guildhall.local');
    await expect(email).toHaveAttribute('readonly');

    const location = await block(canvasElement, 'Location');
    await expect(location.fields.getByLabelText(/^City/)).toHaveValue('');
    await expect(location.fields.getByLabelText(/^State/)).toHaveValue('');
    const profession = await block(canvasElement, 'Profession');
    await expect(profession.fields.getByLabelText(/^Career stage/)).toHaveValue('');
    // No profession, no areas to choose from, and no Save for them.
    await expect(
      canvas.getByText('Save your profession first: its areas of expertise appear here.'),
    ).toBeVisible();
    const locations = await block(canvasElement, 'Locations');
    await expect(locations.fields.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    const bio = await block(canvasElement, 'Bio');
    await expect(bio.fields.getAllByText('0 / 500')).toHaveLength(2);
    await expect(bio.fields.getByText('0 / 2000')).toBeVisible();

    await expect(saveButtons(canvasElement)).toHaveLength(6);
    for (const save of saveButtons(canvasElement)) await expect(save).toBeDisabled();
  },
};

/** A complete member: every block shows what is saved; a change enables its block's Save only. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const location = await block(canvasElement, 'Location');
    await expect(location.fields.getByLabelText(/^City/)).toHaveValue('Boise');
    await expect(location.fields.getByLabelText(/^State/)).toHaveValue('ID');
    await expect(location.fields.getByLabelText(/^Postal code/)).toHaveValue('26079');

    const profession = await block(canvasElement, 'Profession');
    const stage = profession.fields.getByLabelText(/^Career stage/);
    await expect(stage).toHaveValue('independent-intermediate');
    await expect(stage).toHaveDisplayValue('Independent for 2-9 years');
    await expect(profession.fields.getByLabelText(/^Profession/)).toHaveDisplayValue('Accounting');
    await expect(profession.fields.getByLabelText(/^Years of experience/)).toHaveDisplayValue(
      '8-12 years',
    );

    const expertise = await block(canvasElement, 'Expertise');
    await expect(
      expertise.fields.getByRole('checkbox', { name: 'Forensic Accounting' }),
    ).toBeChecked();
    await expect(expertise.fields.getByRole('checkbox', { name: 'Controllership' })).toBeChecked();
    await expect(expertise.fields.getByRole('checkbox', { name: 'Audits' })).not.toBeChecked();

    const locations = await block(canvasElement, 'Locations');
    await expect(locations.fields.getByRole('checkbox', { name: 'Idaho' })).toBeChecked();
    await expect(locations.fields.getByRole('checkbox', { name: 'Virginia' })).toBeChecked();
    await expect(locations.fields.getByRole('checkbox', { name: 'All States' })).not.toBeChecked();

    const contact = await block(canvasElement, 'Business contact');
    await expect(contact.fields.getByLabelText(/^Phone/)).toHaveValue('+1 (879) 208-4924');
    await expect(contact.fields.getByLabelText(/^Website/)).toHaveValue(
      'https://whitaker-0.example.com',
    );

    for (const save of saveButtons(canvasElement)) await expect(save).toBeDisabled();
    await userEvent.type(location.fields.getByLabelText(/^City/), 'x');
    await expect(location.save).toBeEnabled();
    await expect(profession.save).toBeDisabled();
    await userEvent.keyboard('{Backspace}');
    await expect(location.save).toBeDisabled();
  },
};

/** Spec 5 "Personal info": both names required, at most 50. */
export const PersonalInfoInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Personal info');
    const first = fields.getByLabelText(/^First name/);
    await userEvent.clear(first);
    await userEvent.click(fields.getByLabelText(/^Last name/));
    await expect(await fields.findByText(messages.firstName)).toBeVisible();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(fields.getByLabelText(/^Last name/), 'x'.repeat(47));
    await userEvent.click(save);
    await expect(await fields.findByText(messages.maxLength(50))).toBeVisible();
    await expect(findUser(DEMO_USER_ID)?.firstName).toBe('Dana');
  },
};

/** Spec 5 "Location": the state is a select, the city text, the postal code at most 5. */
export const LocationInvalid: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Location');
    await userEvent.type(fields.getByLabelText(/^City/), 'M');
    await userEvent.type(fields.getByLabelText(/^Postal code/), '537030');
    await userEvent.click(save);
    await expect(await fields.findByText(messages.text)).toBeVisible();
    await expect(fields.getByText(messages.select)).toBeVisible();
    await expect(fields.getByText(messages.maxLength(5))).toBeVisible();
    await expect(fields.getByLabelText(/^City/)).toHaveFocus();
  },
};

/** Spec 5 "Profession": career stage, profession and years are required selects. */
export const ProfessionInvalid: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Profession');
    await userEvent.selectOptions(fields.getByLabelText(/^Profession/), 'legal');
    await userEvent.click(save);
    await waitFor(() => expect(fields.getAllByText(messages.select)).toHaveLength(2));
    await expect(fields.getByLabelText(/^Career stage/)).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.getByLabelText(/^Years of experience/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * Spec 5: changing the profession clears the expertise. The member reads so as soon as the
 * select changes, before saving; after the save the block offers the new profession's areas.
 */
export const ProfessionChangeClearsExpertise: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { fields, save } = await block(canvasElement, 'Profession');
    const warning = 'Changing your profession clears your areas of expertise.';
    await userEvent.selectOptions(fields.getByLabelText(/^Profession/), 'finance');
    await expect(await fields.findByText(warning)).toBeVisible();
    await userEvent.selectOptions(fields.getByLabelText(/^Profession/), 'accounting');
    await expect(fields.queryByText(warning)).toBeNull();
    await expect(save).toBeDisabled();

    await userEvent.selectOptions(fields.getByLabelText(/^Profession/), 'finance');
    await userEvent.click(save);
    await expectToast('Profession saved');
    const expertise = await block(canvasElement, 'Expertise');
    await expect(
      await expertise.fields.findByRole('checkbox', { name: 'Financial Planning & Analysis' }),
    ).not.toBeChecked();
    await expect(expertise.fields.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    await expect(canvas.queryByRole('checkbox', { name: 'Forensic Accounting' })).toBeNull();
    await expect(fields.queryByText(warning)).toBeNull();
    await expect(findUser(DEMO_USER_ID)?.expertises).toEqual([]);
  },
};

/** Spec 5 "Expertise": at least one to save. */
export const ExpertiseInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Expertise');
    await expect(save).toBeDisabled();
    await userEvent.click(fields.getByRole('checkbox', { name: 'Forensic Accounting' }));
    await userEvent.click(fields.getByRole('checkbox', { name: 'Controllership' }));
    await userEvent.click(save);
    await expect(await fields.findByText(messages.pickOne)).toBeVisible();
    await expect(findUser(DEMO_USER_ID)?.expertises).toHaveLength(2);
  },
};

/** Spec 5 "Locations": 'Pick at least one option'. */
export const LocationsInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Locations');
    await userEvent.click(fields.getByRole('checkbox', { name: 'Idaho' }));
    await userEvent.click(fields.getByRole('checkbox', { name: 'Virginia' }));
    await userEvent.click(save);
    await expect(await fields.findByText(messages.pickOne)).toBeVisible();
    await expect(
      fields.getByRole('group', { name: /^States you practice in/ }),
    ).toHaveAccessibleDescription(messages.pickOne);
  },
};

/** 'All States' excludes the others, any state excludes 'All States'; what is saved is that. */
export const LocationsAllStates: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Locations');
    const box = (name: string) => fields.getByRole('checkbox', { name });
    await userEvent.click(box('All States'));
    await expect(box('All States')).toBeChecked();
    await expect(box('Idaho')).not.toBeChecked();
    await expect(box('Virginia')).not.toBeChecked();
    await userEvent.click(save);
    await expectToast('Locations saved');
    await waitFor(() => expect(findUser(DEMO_USER_ID)?.locations).toEqual(['ALL']));
    await expect(save).toBeDisabled();

    await userEvent.click(box('Texas'));
    await expect(box('All States')).not.toBeChecked();
    await expect(box('Texas')).toBeChecked();
  },
};

/** Spec 5 "Business contact": a valid website, e-mail and +1 phone, each in spec 5's words. */
export const BusinessContactInvalid: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Business contact');
    await userEvent.type(fields.getByLabelText(/^Website/), 'not a website');
    await userEvent.type(fields.getByLabelText(/^Contact e-mail/), 'nora@');
    await userEvent.type(fields.getByLabelText(/^Phone/), '555123');
    await expect(fields.getByLabelText(/^Phone/)).toHaveValue('+1 (555) 123');
    await userEvent.click(save);
    await expect(await fields.findByText(messages.website)).toBeVisible();
    await expect(fields.getByText(messages.contactEmail)).toBeVisible();
    await expect(fields.getByText(messages.phone)).toBeVisible();
    await expect(findUser(NEWCOMER_ID)?.website).toBeNull();
  },
};

/** The phone is formatted while typed and sent as digits; a bare domain gets https://. */
export const BusinessContactSaved: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Business contact');
    const phone = fields.getByLabelText(/^Phone/);
    await userEvent.type(phone, '5551234567');
    await expect(phone).toHaveValue('+1 (555) 123-4567');
    await userEvent.type(fields.getByLabelText(/^Website/), 'fields-hr.example.com');
    await userEvent.type(fields.getByLabelText(/^Contact e-mail/), 'nora@fields-hr.example.com');
    await userEvent.click(save);
    await expectToast('Business contact saved');
    await waitFor(() => expect(findUser(NEWCOMER_ID)?.contactPhone).toBe('15551234567'));
    await expect(findUser(NEWCOMER_ID)?.website).toBe('https://fields-hr.example.com');
    await expect(fields.getByLabelText(/^Website/)).toHaveValue('https://fields-hr.example.com');
    await expect(phone).toHaveValue('+1 (555) 123-4567');
    await expect(save).toBeDisabled();
  },
};

/**
 * Issue 24 §4: beside each detail, who can see it (Members by default). Choosing Only me for
 * the phone and My team for the e-mail saves both with the block.
 */
export const BusinessContactVisibility: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Business contact');
    const phone = fields.getByLabelText('Who can see your phone');
    const email = fields.getByLabelText('Who can see your contact e-mail');
    const website = fields.getByLabelText('Who can see your website');
    for (const select of [phone, email, website]) {
      await expect(select).toHaveDisplayValue('Members');
    }
    await expect(save).toBeDisabled();
    await userEvent.selectOptions(phone, 'Only me');
    await userEvent.selectOptions(email, 'My team');
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expectToast('Business contact saved');
    await waitFor(() =>
      expect(findUser(DEMO_USER_ID)?.contactVisibility).toEqual({
        contactEmail: 'team',
        contactPhone: 'nobody',
        website: 'members',
      }),
    );
    await expect(phone).toHaveDisplayValue('Only me');
    await expect(email).toHaveDisplayValue('My team');
    await expect(save).toBeDisabled();
  },
};

/** Spec 5 "Bio": summary and hero moment at most 500, bio at most 2000, counted as typed. */
export const BioInvalid: Story = {
  parameters: newMember,
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Bio');
    await userEvent.click(fields.getByLabelText(/^What differentiates me/));
    await userEvent.paste('x'.repeat(501));
    await expect(fields.getByText('501 / 500')).toBeVisible();
    await userEvent.click(fields.getByLabelText(/^Bio/));
    await userEvent.paste('y'.repeat(2001));
    await expect(fields.getByText('2001 / 2000')).toBeVisible();
    await userEvent.click(save);
    await expect(await fields.findByText(messages.maxLength(500))).toBeVisible();
    await expect(fields.getByText(messages.maxLength(2000))).toBeVisible();
  },
};

/** While a block saves, its own Save shows the pending state; the others stay as they are. */
export const Saving: Story = {
  parameters: { ...signedIn(), ...withHandlers(...slow('infinite', PATCH_USER)) },
  play: async ({ canvasElement }) => {
    const location = await block(canvasElement, 'Location');
    await userEvent.type(location.fields.getByLabelText(/^City/), ' City');
    await userEvent.click(location.save);
    await waitFor(() => expect(location.save).toHaveAttribute('data-loading'));
    await expect(location.save).toBeDisabled();
    await expect(location.fields.getByText('Saving…')).toBeVisible();

    const bio = await block(canvasElement, 'Bio');
    await userEvent.type(bio.fields.getByLabelText(/^Hero moment/), '!');
    await expect(bio.save).toBeEnabled();
    await expect(bio.save).not.toHaveAttribute('data-loading');
  },
};

/** A block's save: the toast, what the server answered in the fields, Save disabled again. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Location');
    const city = fields.getByLabelText(/^City/);
    await userEvent.clear(city);
    await userEvent.type(city, '  Meridian ');
    await userEvent.selectOptions(fields.getByLabelText(/^State/), 'ID');
    await userEvent.click(save);
    await expectToast('Location saved');
    await waitFor(() => expect(findUser(DEMO_USER_ID)?.city).toBe('Meridian'));
    await expect(city).toHaveValue('Meridian');
    await expect(save).toBeDisabled();
  },
};

/**
 * The server refuses what the form let through (here: the profession was changed in another
 * tab, so these areas are no longer its own): its message shows in the block that tried.
 */
export const ServerRefusal: Story = {
  parameters: { ...signedIn(), ...withHandlers(...userUpdateRefused(messages.select)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { fields, save } = await block(canvasElement, 'Expertise');
    await userEvent.click(fields.getByRole('checkbox', { name: 'Audits' }));
    await userEvent.click(save);
    await expect(await fields.findByRole('alert')).toHaveTextContent(messages.select);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(fields.getByRole('checkbox', { name: 'Audits' })).toBeChecked();
    await expect(save).toBeEnabled();
  },
};

/** A server fault: the catalogue's 'Something went wrong' in the block; the text stays. */
export const ServerFailure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...serverError(PATCH_USER)) },
  play: async ({ canvasElement }) => {
    const { fields, save } = await block(canvasElement, 'Bio');
    const hero = fields.getByLabelText(/^Hero moment/);
    await userEvent.type(hero, ' Twice.');
    await userEvent.click(save);
    await expect(await fields.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(hero).toHaveValue(`${findUser(DEMO_USER_ID)?.heroMoment ?? ''} Twice.`);
  },
};

/** On a phone the blocks stack in the width; the long lists scroll in their own box. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await block(canvasElement, 'Bio');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A new member on a phone. */
export const MobileEmpty: Story = {
  parameters: newMember,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await block(canvasElement, 'Personal info');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
