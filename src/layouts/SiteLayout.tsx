import { Footer } from '@/components/layout/Footer';
import { config } from '@/lib/config';
import { BasicLayout } from './BasicLayout';

/** The site layout of spec 2: top navigation, the page, and the footer. */
export function SiteLayout() {
  return (
    <BasicLayout
      footer={
        <Footer
          contactEmail={config.contactEmail}
          socialLinks={config.socialLinks}
          year={new Date().getFullYear()}
        />
      }
    />
  );
}
