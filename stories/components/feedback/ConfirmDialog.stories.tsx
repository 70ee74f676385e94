import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog';
import { teamTexts as texts } from '@/screens/team/texts';

interface DialogProps {
  kind: 'remove' | 'leave';
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The team screen's two confirmations; closing hides the dialog as the screen does. */
function Dialog({ kind, pending, onConfirm, onClose }: DialogProps) {
  const [open, setOpen] = useState(true);
  const words =
    kind === 'remove'
      ? {
          title: texts.removeTitle,
          body: texts.removeBody('Jordan Duarte'),
          confirmLabel: texts.removeConfirm,
        }
      : {
          title: texts.leaveTitle,
          body: texts.leaveBody('Grace Ramirez'),
          confirmLabel: texts.leaveConfirm,
        };
  return (
    <ConfirmDialog
      open={open}
      {...words}
      cancelLabel={texts.cancel}
      pending={pending}
      onConfirm={onConfirm}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Team/ConfirmDialog',
  component: Dialog,
  args: { kind: 'remove', pending: false, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is portalled out of the canvas. */
const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('alertdialog');

/** Remove a member: an alert dialog named by its question, focus inside it. */
export const Remove: Story = {
  play: async ({ canvasElement }) => {
    const open = await dialog(canvasElement);
    await expect(open).toHaveAccessibleName('Remove from team?');
    await expect(open).toHaveTextContent(
      'Jordan Duarte will no longer be on your professional team.',
    );
    await waitFor(() => expect(open).toContainElement(document.activeElement as HTMLElement));
    await expect(within(open).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(open).getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** Leave a team: the same dialog in the member's words. */
export const Leave: Story = {
  args: { kind: 'leave' },
  play: async ({ canvasElement }) => {
    const open = await dialog(canvasElement);
    await expect(open).toHaveAccessibleName('Leave this team?');
    await expect(open).toHaveTextContent(
      "You will no longer be on Grace Ramirez's professional team.",
    );
    await expect(within(open).getByRole('button', { name: 'Leave' })).toBeEnabled();
  },
};

/** The confirm button asks once. */
export const Confirm: Story = {
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await userEvent.click(within(open).getByRole('button', { name: 'Remove' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the change runs, the confirm button shows so, keeps its name, and cannot be pressed. */
export const ConfirmPending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    const confirm = within(open).getByRole('button', { name: 'Remove' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('data-loading');
    await userEvent.click(confirm, { pointerEventsCheck: 0 });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Cancel closes it and changes nothing. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const open = await dialog(canvasElement);
    await userEvent.click(within(open).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull(),
    );
  },
};

/** Escape closes it as Cancel does. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    await dialog(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
