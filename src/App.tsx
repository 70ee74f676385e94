import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import { routes } from '@/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <ToastViewport />
    </>
  );
}
