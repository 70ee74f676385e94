import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import { ErrorBoundary } from '@/components/routing/ErrorBoundary';
import { routes } from '@/routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <ErrorBoundary>
      <RouterProvider router={router} />
      <ToastViewport />
    </ErrorBoundary>
  );
}
