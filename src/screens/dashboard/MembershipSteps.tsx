import { Box, Circle, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { config } from '@/lib/config';
import { mailto, OutLink } from './Panel';
import { dashboardTexts as texts } from './texts';

export interface MembershipStepsProps {
  /** The member's full name, signed under the onboarding-call e-mail. */
  memberName: string;
  /** The profile-complete flag of the user (spec 3), as the server computed it. */
  profileComplete: boolean;
  /** The member answered the onboarding questionnaire (in this browser: MeStore). */
  questionnaireAnswered: boolean;
}

interface StepProps {
  number: number;
  done?: boolean;
  children: ReactNode;
  note?: string;
  /** A line under the step's note. */
  extra?: ReactNode;
}

function Step({ number, done = false, children, note, extra }: StepProps) {
  return (
    <HStack as="li" gap="3" align="center" flex="1" minW="0">
      <Circle
        size="9"
        flexShrink={0}
        fontWeight="bold"
        borderWidth="2px"
        borderColor="brand.solid"
        bg={done ? 'brand.solid' : 'page.panel'}
        color={done ? 'brand.contrast' : 'brand.fg'}
        aria-hidden="true"
      >
        {done ? <Check size={18} strokeWidth={3} /> : number}
      </Circle>
      <Stack gap="0" minW="0">
        <Box display="flex" alignItems="center" gap="1" flexWrap="wrap">
          {children}
        </Box>
        {done ? (
          <Text fontSize="sm" color="fg.muted">
            {texts.steps.done}
          </Text>
        ) : (
          note && (
            <Text fontSize="sm" color="fg.muted">
              {note}
            </Text>
          )
        )}
        {extra}
      </Stack>
    </HStack>
  );
}

/**
 * The top bar (spec 2 "Dashboard"): 'Get the most out of your membership' and its three steps.
 *
 * Only step 1 can show as done: it reads the profile-complete flag the server keeps. Joining
 * Slack and having the onboarding call leave no record on our server (Slack's membership is in
 * Slack; the call is arranged by e-mail with the concierge), so marking them done, say after a
 * click, would claim something nobody checked. They stay as plain next steps.
 *
 * Step 3 also leads to the onboarding questionnaire (spec 2 /onboarding), whose answers prepare
 * the call: as a new member (`?newUser=true`) until the member has answered it, then to update
 * the answers. Sign-up itself still goes to /onboarding/call (spec 2).
 */
export function MembershipSteps({
  memberName,
  profileComplete,
  questionnaireAnswered,
}: MembershipStepsProps) {
  return (
    <Box as="section" aria-labelledby="dashboard-heading" bg="brand.subtle" borderBottomWidth="1px">
      <Container maxW="6xl" py={{ base: '5', md: '6' }}>
        <Stack gap="4">
          <Heading
            as="h1"
            id="dashboard-heading"
            fontSize={{ base: '2xl', md: '3xl' }}
            color="brand.fg"
          >
            {texts.heading}
          </Heading>
          <Stack
            as="ol"
            aria-label={texts.steps.label}
            listStyleType="none"
            direction={{ base: 'column', md: 'row' }}
            gap={{ base: '3', md: '6' }}
          >
            <Step number={1} done={profileComplete}>
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/settings/">{texts.steps.profile}</RouterLink>
              </Link>
            </Step>
            <Step number={2}>
              <OutLink href={config.slackUrl}>{texts.steps.slack}</OutLink>
            </Step>
            <Step
              number={3}
              note={texts.steps.callVia}
              extra={
                <Text fontSize="sm">
                  {questionnaireAnswered ? null : `${texts.steps.questionnaireLead} `}
                  <Link asChild color="brand.fg" fontWeight="semibold">
                    <RouterLink
                      to={questionnaireAnswered ? '/onboarding' : '/onboarding?newUser=true'}
                    >
                      {questionnaireAnswered
                        ? texts.steps.questionnaireAgain
                        : texts.steps.questionnaire}
                    </RouterLink>
                  </Link>
                </Text>
              }
            >
              <OutLink
                newTab={false}
                href={mailto(
                  config.contactEmail,
                  texts.callEmail.subject,
                  texts.callEmail.body(memberName),
                )}
              >
                {texts.steps.call}
              </OutLink>
            </Step>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
