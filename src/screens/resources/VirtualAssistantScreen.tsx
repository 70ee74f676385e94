import { Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { ResourcePage } from './ResourcePage';
import { virtualAssistantTexts as texts } from './texts';
import {
  type ChecklistItem,
  type VirtualAssistantPlan,
  virtualAssistantPlans,
} from './virtualAssistantPlans';

/** A checklist line: a tick or a cross that screen readers hear as words, not as a picture. */
function ChecklistLine({ text, checked }: ChecklistItem) {
  const Icon = checked ? Check : X;
  return (
    <HStack as="li" gap="2" align="start" color={checked ? 'fg' : 'fg.muted'}>
      <Box as="span" color={checked ? 'green.fg' : 'fg.muted'} pt="0.5" flexShrink={0}>
        <Icon size={18} aria-hidden="true" strokeWidth={checked ? 2.5 : 2} />
      </Box>
      <Text as="span">
        <Box as="span" srOnly>
          {checked ? texts.included : texts.notIncluded}{' '}
        </Box>
        {text}
      </Text>
    </HStack>
  );
}

function PlanCard({ plan }: { plan: VirtualAssistantPlan }) {
  const titleId = useId();
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      h="full"
      bg="page.panel"
      borderWidth={plan.best ? '2px' : '1px'}
      borderColor={plan.best ? 'brand.solid' : 'border'}
      shadow={plan.best ? 'md' : undefined}
    >
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <HStack justify="space-between" align="center" gap="2">
          <Heading as="h2" id={titleId} fontSize="2xl" color="brand.fg">
            {plan.title}
          </Heading>
          {plan.best && (
            <Box
              as="span"
              flexShrink={0}
              px="2.5"
              py="0.5"
              borderRadius="full"
              bg="brass.solid"
              color="brass.contrast"
              fontSize="xs"
              fontWeight="bold"
            >
              {texts.best}
            </Box>
          )}
        </HStack>
        <Stack gap="1">
          <Text>
            <Text as="span" fontSize="4xl" fontWeight="bold" lineHeight="1">
              ${plan.pricePerHour}
            </Text>
            <Text as="span" fontSize="lg" color="fg.muted" aria-hidden="true">
              {texts.perHour}
            </Text>
            <Box as="span" srOnly>
              {' '}
              {texts.perHourSpoken}
            </Box>
          </Text>
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {plan.note}
          </Text>
        </Stack>
        <Text color="fg.muted">{plan.description}</Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {plan.checklist.map((item) => (
            <ChecklistLine key={item.text} {...item} />
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer p={{ base: '5', md: '6' }} pt="0">
        <Button asChild w="full" variant={plan.best ? 'solid' : 'outline'}>
          {/* Four buttons read alike: each names its plan for screen readers. */}
          <a href={plan.link} aria-label={texts.button(plan.buttonText, plan.title)}>
            {plan.buttonText}
          </a>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Spec 2 /virtual-assistant: the four plans of spec 9 as pricing cards, the best one marked. */
export function VirtualAssistantScreen() {
  return (
    <ResourcePage heading={texts.heading} lead={texts.lead}>
      <SimpleGrid
        as="ul"
        aria-label={texts.plans}
        listStyleType="none"
        columns={{ base: 1, md: 2, xl: 4 }}
        gap={{ base: '4', md: '6' }}
      >
        {virtualAssistantPlans.map((plan) => (
          <li key={plan.title}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </SimpleGrid>
    </ResourcePage>
  );
}
