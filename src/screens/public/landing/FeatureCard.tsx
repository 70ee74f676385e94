import { Card, Circle, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** One of the three 'Save Time!' cards. */
export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <Card.Root as="li" variant="elevated" bg="page.panel" h="full">
      <Card.Body gap="3">
        <Circle size="12" bg="brass.muted" color="brass.fg" aria-hidden="true">
          {icon}
        </Circle>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{children}</Text>
      </Card.Body>
    </Card.Root>
  );
}
