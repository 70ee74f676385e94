import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { Footer } from '@/components/layout/Footer';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { BasicLayout } from './BasicLayout';

// The content service's alerts, as toasts: a chunk of its own, fetched for members only.
const ContentAlerts = lazyChunk(
  async () => (await import('@/components/feedback/ContentAlerts')).ContentAlerts,
);

/** The site layout of spec 2: top navigation, the page, and the footer. */
export const SiteLayout = observer(function SiteLayout() {
  const { session } = useStores();
  return (
    <>
      <BasicLayout
        footer={
          <Footer
            contactEmail={config.contactEmail}
            socialLinks={config.socialLinks}
            year={new Date().getFullYear()}
          />
        }
      />
      {session.isLoggedIn && (
        <Suspense>
          <ContentAlerts />
        </Suspense>
      )}
    </>
  );
});
