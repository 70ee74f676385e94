import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useProviderEmbed } from '@/components/embeds/useProviderEmbed';
import { analytics } from '@/lib/analytics';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { OnboardingPage } from './OnboardingPage';
import { onboardingTexts as texts } from './texts';

/**
 * After the questionnaire the member books the onboarding call: the answers prepare that call,
 * and /onboarding/call leads on to /settings, as sign-up does (spec 2: sign-up goes to
 * /onboarding/call; a confirmed booking goes to /settings).
 */
const NEXT = '/onboarding/call';

const loadQuestionnaire = async () => (await import('./QuestionnaireEmbed')).QuestionnaireEmbed;

/** `?newUser=true` (or 1, yes) as the yes/no flag the questionnaire receives. */
export function newUserFlag(value: string | null): 'yes' | 'no' {
  return ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase()) ? 'yes' : 'no';
}

export interface OnboardingScreenProps {
  /** Overrides `config.questionnaireFormId` (stories point it at a stand-in provider). */
  formId?: string;
  /** Overrides how long the provider has to come up (stories of the offline fallback). */
  embedTimeoutMs?: number;
}

/**
 * Spec 2 /onboarding: the embedded questionnaire, rendered only once the user is loaded, with the
 * member's e-mail, full name and id and the new-user flag of `?newUser=` as hidden fields
 * (Typeform puts them in the form URL's fragment, which never reaches a server log). Submitting
 * goes on to the call; without configuration, or offline, a fallback offers the same step.
 */
export const OnboardingScreen = observer(function OnboardingScreen({
  formId = config.questionnaireFormId,
  embedTimeoutMs,
}: OnboardingScreenProps) {
  const { me } = useStores();
  const user = me.user;
  const newUser = newUserFlag(useSearchParams()[0].get('newUser'));
  const navigate = useNavigate();
  const { status, Embed, ready } = useProviderEmbed(loadQuestionnaire, {
    configured: formId !== '',
    timeoutMs: embedTimeoutMs,
  });

  const email = user?.email ?? '';
  const fullName = user?.fullName ?? '';
  const id = user ? String(user.id) : '';
  const hidden = useMemo(
    () => ({ email, full_name: fullName, user_id: id, new_user: newUser }),
    [email, fullName, id, newUser],
  );
  const submitted = useCallback(() => {
    analytics.track('Onboarding Questionnaire Submitted', { newUser: newUser === 'yes' });
    // The dashboard then links the questionnaire without the new-user flag.
    me.recordQuestionnaireAnswered();
    void navigate(NEXT, { replace: true });
  }, [me, navigate, newUser]);

  if (!user) return null;
  return (
    <OnboardingPage texts={texts} status={status} next={NEXT}>
      {Embed && (
        <Embed
          formId={formId}
          hidden={hidden}
          title={texts.embedTitle}
          onReady={ready}
          onSubmit={submitted}
        />
      )}
    </OnboardingPage>
  );
});
