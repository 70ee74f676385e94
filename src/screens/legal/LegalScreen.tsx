import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { texts as errorTexts } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { type LegalBlock, type LegalKind, legalDefaults } from './defaults';
import { loadLegalDocument } from './legalContent';

export const legalTexts = {
  failure: errorTexts.loadFailure,
  loading: 'Loading',
} as const;

type LegalState =
  | { status: 'loading' }
  | { status: 'loaded'; title: string; blocks: LegalBlock[] }
  | { status: 'failed' };

export interface LegalScreenProps {
  kind: LegalKind;
}

/**
 * Spec 2 legal pages: a spinner while loading, the document from the content service (or the
 * bundled default when the service has none), and the failure text when loading fails.
 */
export function LegalScreen({ kind }: LegalScreenProps) {
  const [state, setState] = useState<LegalState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadLegalDocument(kind).then(
      (document) => {
        if (!current) return;
        const fallback = legalDefaults[kind];
        setState({
          status: 'loaded',
          title: document?.title || fallback.title,
          blocks: document?.blocks.length ? document.blocks : fallback.blocks,
        });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [kind]);

  if (state.status === 'loading') return <PageSpinner label={legalTexts.loading} />;

  if (state.status === 'failed') {
    return (
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg" mb="4">
          {legalDefaults[kind].title}
        </Heading>
        <Text role="alert" fontSize="lg">
          {legalTexts.failure}
        </Text>
      </Container>
    );
  }

  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} color="brand.fg" mb="8">
        {state.title}
      </Heading>
      <Stack gap="4" fontSize="md" lineHeight="tall">
        {state.blocks.map((block, index) => (
          <LegalBlockView key={index} block={block} />
        ))}
      </Stack>
    </Container>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  if (block.type === 'heading') {
    return (
      <Heading as="h2" fontSize="xl" color="brand.fg" mt="4">
        {block.text}
      </Heading>
    );
  }
  if (block.type === 'list') {
    return (
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    );
  }
  return <Text>{block.text}</Text>;
}

export function PrivacyScreen() {
  return <LegalScreen kind="privacy" />;
}

export function TermsScreen() {
  return <LegalScreen kind="terms" />;
}
