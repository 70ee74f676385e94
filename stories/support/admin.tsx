import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_OPERATOR, DEMO_OPERATOR_ID } from '@demo/community';
import { AdminLayout } from '@/layouts/AdminLayout';
import { AroundPage } from './layouts';
import { signedIn, type SessionParameters } from './session';

// Operator screens render inside the admin layout, as src/routes.tsx nests them: it makes the
// operator stores (AdminStoreProvider) and shows the operator navigation beside the screen.
// Their story's routePath ends in /* so the layout's routes nest under it.
//
//   const meta = {
//     title: 'Screens/Admin/Posts/PostQueue',
//     component: inAdminLayout(PostQueueScreen),
//     args: { routePath: '/admin/posts/*' },
//     parameters: signedInOperator(),
//   }

/** `Screen` inside the admin layout. */
export function inAdminLayout(Screen: ComponentType): ComponentType {
  function InAdminLayout() {
    return (
      <AroundPage element={<AdminLayout />}>
        <Screen />
      </AroundPage>
    );
  }
  InAdminLayout.displayName = `InAdminLayout(${Screen.displayName ?? Screen.name})`;
  return InAdminLayout;
}

/** Signed in as the demo operator (an admin of the mock db). */
export const signedInOperator = (): SessionParameters =>
  signedIn({ id: DEMO_OPERATOR_ID, ...DEMO_OPERATOR });

/** A toast with `text` is shown (the viewport sits outside the canvas). */
export async function expectToast(text: string) {
  const toast = await within(document.body).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/** The dialog on screen once it has faded in (it renders in a portal, outside the canvas). */
export async function findDialog(): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** No dialog is open any more. */
export const dialogClosed = () =>
  waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
