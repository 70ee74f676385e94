import type { ComponentType } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { PublicOnly, RequireAuth, RequireOperator } from '@/components/routing/guards';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { NOT_FOUND_TITLE, NotFoundScreen } from '@/components/routing/NotFoundScreen';
import { RedirectKeepingQuery } from '@/components/routing/RedirectKeepingQuery';
import { RootShell } from '@/components/routing/RootShell';
import { BasicLayout } from '@/layouts/BasicLayout';
import { SiteLayout } from '@/layouts/SiteLayout';

/** What loads each lazy element's code, so the matched screens can start loading at once. */
const loaders = new Map<unknown, () => Promise<void>>();

/**
 * Each screen is its own lazy chunk, so the landing page loads only what it shows; one that has
 * not arrived in spec 9's 120 s fails as a chunk-load error (lazyChunk), for the route's error
 * boundary to handle.
 */
const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> => {
  const Screen = lazyChunk(load);
  const element = <Screen />;
  loaders.set(element, Screen.preload);
  return { element };
};

/** The settings sections (spec 2 "Settings"), each its own lazy screen. */
const settingsSections: RouteObject[] = [
  {
    path: 'basic',
    handle: { title: 'Basic info · Settings' },
    ...screen(async () => (await import('@/screens/settings/BasicInfoScreen')).BasicInfoScreen),
  },
  {
    path: 'security',
    handle: { title: 'Security · Settings' },
    ...screen(async () => (await import('@/screens/settings/SecurityScreen')).SecurityScreen),
  },
  {
    path: 'experience',
    handle: { title: 'Experience · Settings' },
    ...screen(async () => (await import('@/screens/settings/ExperienceScreen')).ExperienceScreen),
  },
  {
    path: 'education',
    handle: { title: 'Education · Settings' },
    ...screen(async () => (await import('@/screens/settings/EducationScreen')).EducationScreen),
  },
  {
    path: 'certifications',
    handle: { title: 'Licenses · Settings' },
    ...screen(async () => (await import('@/screens/settings/LicensesScreen')).LicensesScreen),
  },
  {
    path: 'testimonials',
    handle: { title: 'Testimonials · Settings' },
    ...screen(
      async () =>
        (await import('@/screens/settings/TestimonialRequestsScreen')).TestimonialRequestsScreen,
    ),
  },
  {
    path: 'check',
    handle: { title: 'Background check · Settings' },
    ...screen(
      async () => (await import('@/screens/settings/BackgroundCheckScreen')).BackgroundCheckScreen,
    ),
  },
];

/** An operator screen: its own lazy chunk inside the admin layout, titled "… · Operator". */
const adminScreen = (
  path: string,
  title: string,
  load: () => Promise<ComponentType>,
): RouteObject => ({ path, handle: { title: `${title} · Operator` }, ...screen(load) });

/** The operator screens under /admin. */
const adminScreens: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/reviews" replace /> },
  adminScreen(
    'reviews',
    'Reviews',
    async () => (await import('@/screens/admin/reviews/ReviewQueueScreen')).ReviewQueueScreen,
  ),
  adminScreen(
    'reviews/:id',
    'Review',
    async () => (await import('@/screens/admin/reviews/ReviewScreen')).ReviewScreen,
  ),
  adminScreen(
    'members',
    'Members',
    async () => (await import('@/screens/admin/members/MemberSearchScreen')).MemberSearchScreen,
  ),
  adminScreen(
    'members/:id',
    'Member',
    async () => (await import('@/screens/admin/members/MemberScreen')).MemberScreen,
  ),
  adminScreen(
    'posts',
    'Posts',
    async () => (await import('@/screens/admin/posts/PostQueueScreen')).PostQueueScreen,
  ),
  adminScreen(
    'reports',
    'Reports',
    async () => (await import('@/screens/admin/reports/ReportQueueScreen')).ReportQueueScreen,
  ),
  adminScreen(
    'licences',
    'Licenses',
    async () => (await import('@/screens/admin/licences/LicenceQueueScreen')).LicenceQueueScreen,
  ),
  adminScreen(
    'audit',
    'Audit log',
    async () => (await import('@/screens/admin/audit/AuditLogScreen')).AuditLogScreen,
  ),
];

/** Spec 2 "Route access", every route with its access rule and layout. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            // Public only: signed-in members go to /dashboard.
            element: <PublicOnly />,
            children: [
              {
                index: true,
                handle: { title: 'Independence without tradeoffs' },
                ...screen(
                  async () => (await import('@/screens/public/LandingScreen')).LandingScreen,
                ),
              },
              {
                path: 'terms',
                handle: { title: 'Terms of Service' },
                ...screen(async () => (await import('@/screens/legal/LegalScreen')).TermsScreen),
              },
            ],
          },
          {
            path: 'privacy',
            handle: { title: 'Privacy Policy' },
            ...screen(async () => (await import('@/screens/legal/LegalScreen')).PrivacyScreen),
          },
          // Open to all.
          {
            path: 'community',
            handle: { title: 'Community' },
            ...screen(
              async () => (await import('@/screens/community/CommunityScreen')).CommunityScreen,
            ),
          },
          {
            path: 'team/:id',
            handle: { title: 'Professional team' },
            ...screen(async () => (await import('@/screens/team/TeamScreen')).TeamScreen),
          },
          {
            path: 'profile/:id',
            handle: { title: 'Profile' },
            ...screen(async () => (await import('@/screens/profile/ProfileScreen')).ProfileScreen),
          },
          {
            // Login required, else /login.
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                handle: { title: 'Dashboard' },
                ...screen(
                  async () => (await import('@/screens/dashboard/DashboardScreen')).DashboardScreen,
                ),
              },
              {
                path: 'marketing-help',
                handle: { title: 'Marketing help' },
                ...screen(
                  async () =>
                    (await import('@/screens/resources/MarketingHelpScreen')).MarketingHelpScreen,
                ),
              },
              {
                path: 'marketing-help/vendors',
                handle: { title: 'Marketing vendors' },
                ...screen(
                  async () => (await import('@/screens/resources/VendorsScreen')).VendorsScreen,
                ),
              },
              {
                path: 'technology-help',
                handle: { title: 'Technology help' },
                ...screen(
                  async () =>
                    (await import('@/screens/resources/TechnologyHelpScreen')).TechnologyHelpScreen,
                ),
              },
              {
                path: 'efficiency-roadmap',
                handle: { title: 'Efficiency roadmap' },
                ...screen(
                  async () =>
                    (await import('@/screens/resources/EfficiencyRoadmapScreen'))
                      .EfficiencyRoadmapScreen,
                ),
              },
              {
                path: 'virtual-assistant',
                handle: { title: 'Virtual Assistant' },
                ...screen(
                  async () =>
                    (await import('@/screens/resources/VirtualAssistantScreen'))
                      .VirtualAssistantScreen,
                ),
              },
              {
                path: 'notifications',
                handle: { title: 'Notifications' },
                ...screen(
                  async () =>
                    (await import('@/screens/notifications/NotificationsScreen'))
                      .NotificationsScreen,
                ),
              },
              {
                path: 'watch-list',
                handle: { title: 'Watch List' },
                ...screen(
                  async () => (await import('@/screens/watch/WatchListScreen')).WatchListScreen,
                ),
              },
              {
                path: 'settings',
                children: [
                  {
                    index: true,
                    handle: { title: 'Settings' },
                    ...screen(
                      async () =>
                        (await import('@/screens/settings/SettingsHubScreen')).SettingsHubScreen,
                    ),
                  },
                  ...settingsSections,
                  // Spec 2: any other sub-path goes to the hub.
                  { path: '*', element: <Navigate to="/settings" replace /> },
                ],
              },
            ],
          },
          {
            path: '*',
            handle: { title: NOT_FOUND_TITLE },
            // In the first load already (the guards and the profile and team screens show it).
            element: <NotFoundScreen />,
          },
        ],
      },
      {
        element: <BasicLayout />,
        children: [
          {
            // The e-mails' unsubscribe link: signed in or not (issue 23).
            path: 'unsubscribe/:token',
            handle: { title: 'Unsubscribe' },
            ...screen(
              async () =>
                (await import('@/screens/notifications/UnsubscribeScreen')).UnsubscribeScreen,
            ),
          },
          {
            // The opt-out link of e-mails to people who are not members (issue 23).
            path: 'opt-out/:token',
            handle: { title: 'Stop e-mails from Guildhall' },
            ...screen(
              async () => (await import('@/screens/notifications/OptOutScreen')).OptOutScreen,
            ),
          },
          {
            // The account's e-mailed links (issue 23): signed in or not, the token is the proof.
            path: 'verify-email/:token',
            handle: { title: 'Confirm your e-mail address' },
            ...screen(
              async () => (await import('@/screens/account/EmailLinkScreen')).VerifyEmailScreen,
            ),
          },
          {
            path: 'confirm-email/:token',
            handle: { title: 'Confirm your new e-mail address' },
            ...screen(
              async () => (await import('@/screens/account/EmailLinkScreen')).ConfirmEmailScreen,
            ),
          },
          {
            // The notice's "This wasn't me" (issue 38 §4): only its button changes anything.
            path: 'restore-email/:token',
            handle: { title: 'Take your account back' },
            ...screen(
              async () => (await import('@/screens/account/RestoreEmailScreen')).RestoreEmailScreen,
            ),
          },
          {
            path: 'testimonial/:uuid',
            handle: { title: 'Testimonial' },
            ...screen(
              async () =>
                (await import('@/screens/testimonial/TestimonialScreen')).TestimonialScreen,
            ),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'onboarding',
                handle: { title: 'Onboarding' },
                ...screen(
                  async () =>
                    (await import('@/screens/onboarding/OnboardingScreen')).OnboardingScreen,
                ),
              },
              {
                path: 'onboarding/call',
                handle: { title: 'Onboarding call' },
                ...screen(
                  async () =>
                    (await import('@/screens/onboarding/OnboardingCallScreen'))
                      .OnboardingCallScreen,
                ),
              },
              {
                // Operators only (docs/architecture.md "Operators and vetting"): a member gets
                // the not-found page and never loads the layout or the screens.
                path: 'admin',
                element: <RequireOperator />,
                children: [
                  {
                    ...screen(async () => (await import('@/layouts/AdminLayout')).AdminLayout),
                    children: adminScreens,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        ...screen(async () => (await import('@/layouts/AuthLayout')).AuthLayout),
        children: [
          {
            element: <PublicOnly />,
            children: [
              {
                path: 'signup',
                handle: { title: 'Sign Up' },
                ...screen(async () => (await import('@/screens/auth/SignupScreen')).SignupScreen),
              },
              {
                path: 'login',
                handle: { title: 'Log In' },
                ...screen(async () => (await import('@/screens/auth/LoginScreen')).LoginScreen),
              },
              {
                path: 'forgot-password',
                handle: { title: 'Forgot password' },
                ...screen(
                  async () =>
                    (await import('@/screens/auth/ForgotPasswordScreen')).ForgotPasswordScreen,
                ),
              },
              {
                path: 'reset-password',
                handle: { title: 'Reset password' },
                ...screen(
                  async () =>
                    (await import('@/screens/auth/ResetPasswordScreen')).ResetPasswordScreen,
                ),
              },
              { path: 'reset', element: <RedirectKeepingQuery to="/reset-password" /> },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * Starts loading the code of the screens (and lazy layouts) that `pathname` shows, without
 * rendering them: the app calls it at start, while the session is being resolved. Settles once
 * each has arrived or failed (a failure is the route's error boundary's, at render).
 */
export async function preloadScreens(pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) => loaders.get(match.route.element)?.()),
  );
}
