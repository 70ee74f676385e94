import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Footer } from '@/components/layout/Footer';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { BasicLayout } from './BasicLayout';

// A chunk of its own, fetched only for a signed-in member: visitors' pages do not pay for it.
const ContentAlerts = lazy(async () => ({
  default: (await import('@/components/feedback/ContentAlerts')).ContentAlerts,
}));

/** The content service's alerts, as toasts, for the signed-in member. */
const MemberAlerts = observer(function MemberAlerts() {
  const { session } = useStores();
  return session.isLoggedIn ? (
    <Suspense fallback={null}>
      <ContentAlerts />
    </Suspense>
  ) : null;
});

/** The site layout of spec 2: top navigation, the page, and the footer. */
export function SiteLayout() {
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
      <MemberAlerts />
    </>
  );
}
