import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { PageArgs } from './page';

// Layouts (src/layouts/) and guards render an <Outlet />: their stories nest a stand-in page
// under them as src/routes.tsx nests the screens, at every path below the story's routePath.
//
//   const meta = {
//     title: 'Components/Layout/SiteLayout',
//     ...layoutMeta(SiteLayout, <Heading as="h1">Search the Community</Heading>, '/community/*'),
//   } satisfies Meta<PageArgs>;

export interface AroundPageProps {
  /** The route element with an <Outlet />: a layout or a guard. */
  element: ReactElement;
  /** The stand-in page it renders at every path. */
  children: ReactNode;
}

/** `element` as a route with `children` as its one child route, at every path. */
export function AroundPage({ element, children }: AroundPageProps) {
  return (
    <Routes>
      <Route element={element}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/** The meta of a layout's stories (spread in beside its `title`): `Layout` around `page`. */
export function layoutMeta(Layout: ComponentType, page: ReactNode, routePath: string) {
  function LayoutWithPage() {
    return <AroundPage element={<Layout />}>{page}</AroundPage>;
  }
  LayoutWithPage.displayName = `${Layout.displayName ?? Layout.name}WithPage`;
  return { component: LayoutWithPage, args: { routePath } satisfies PageArgs };
}

/** What every layout keeps: the page's heading in the main landmark, the skip link's target. */
export async function expectPageInMain(canvasElement: HTMLElement, heading: string) {
  const canvas = within(canvasElement);
  const main = await canvas.findByRole('main');
  await expect(main).toHaveAttribute('id', 'main-content');
  await expect(within(main).getByRole('heading', { name: heading })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
    'href',
    '#main-content',
  );
  return main;
}
