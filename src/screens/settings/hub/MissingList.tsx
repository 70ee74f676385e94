import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '@/components/navigation/TextLink';
import { settingsPath } from '../sections';
import { hubTexts as texts } from '../hubTexts';
import type { Ineligibility, MissingItem } from './hubModel';

export interface MissingListProps {
  items: MissingItem[];
  ineligibility?: Ineligibility;
}

/**
 * Beyond the spec: what the completion rule still asks for, item by item, each linked to the
 * section that fixes it; and, for a member who is not eligible, why sections are hidden.
 */
export function MissingList({ items, ineligibility }: MissingListProps) {
  return (
    <Card.Root as="section" aria-labelledby="settings-missing" bg="page.panel">
      <Card.Header pb="3">
        <Heading as="h2" id="settings-missing" fontSize="xl">
          {texts.missingHeading}
        </Heading>
      </Card.Header>
      <Card.Body pt="0" gap="5">
        {items.length === 0 ? (
          <Text color="fg.muted">{texts.nothingMissing}</Text>
        ) : (
          <Stack as="ul" gap="2" ps="5" listStyleType="disc">
            {items.map((item) => (
              <li key={item.key}>
                {item.linked ? (
                  <TextLink to={settingsPath(item.section)}>{item.text}</TextLink>
                ) : (
                  <Text as="span" color="fg.muted">
                    {item.text}
                  </Text>
                )}
              </li>
            ))}
          </Stack>
        )}
        {!ineligibility && items.some((item) => !item.linked) && (
          <Text fontSize="sm" color="fg.muted">
            {texts.afterBasicInfo}
          </Text>
        )}
        {ineligibility && (
          <Stack gap="1" role="note" aria-labelledby="settings-ineligible">
            <Text id="settings-ineligible" fontWeight="semibold">
              {texts.ineligible.heading}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {texts.ineligible[ineligibility]}
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
