import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useProviderEmbed } from '@/components/embeds/useProviderEmbed';
import { analytics } from '@/lib/analytics';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { OnboardingPage } from './OnboardingPage';
import { onboardingCallTexts as texts } from './texts';

/** Spec 2: a confirmed booking goes to /settings, where the member completes their profile. */
const NEXT = '/settings';

const loadScheduler = async () => (await import('./SchedulingEmbed')).SchedulingEmbed;

export interface OnboardingCallScreenProps {
  /** Overrides `config.schedulingUrl` (stories point it at a stand-in provider). */
  schedulingUrl?: string;
  /** Overrides how long the provider has to come up (stories of the offline fallback). */
  embedTimeoutMs?: number;
}

/**
 * Spec 2 /onboarding/call: the embedded scheduling widget, its booking form filled in with the
 * member's name and e-mail. A confirmed booking goes to /settings; without configuration, or
 * offline, a fallback offers the same next step.
 */
export const OnboardingCallScreen = observer(function OnboardingCallScreen({
  schedulingUrl = config.schedulingUrl,
  embedTimeoutMs,
}: OnboardingCallScreenProps) {
  const { me } = useStores();
  const navigate = useNavigate();
  const { status, Embed, ready } = useProviderEmbed(loadScheduler, {
    configured: schedulingUrl !== '',
    timeoutMs: embedTimeoutMs,
  });

  const name = me.user?.fullName;
  const email = me.user?.email;
  const prefill = useMemo(() => ({ name, email }), [name, email]);
  const scheduled = useCallback(() => {
    analytics.track('Onboarding Call Scheduled');
    void navigate(NEXT, { replace: true });
  }, [navigate]);

  return (
    <OnboardingPage texts={texts} status={status} next={NEXT}>
      {Embed && (
        <Embed
          url={schedulingUrl}
          prefill={prefill}
          title={texts.embedTitle}
          onReady={ready}
          onScheduled={scheduled}
        />
      )}
    </OnboardingPage>
  );
});
