import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { texts as errorTexts } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { useStores } from '@/models/StoresProvider';
import { type LegalBlock, type LegalKind, legalDefaults } from './defaults';
import { toLegalBlocks } from './legalBlocks';

export const legalTexts = {
  failure: errorTexts.loadFailure,
  loading: 'Loading',
} as const;

export interface LegalScreenProps {
  kind: LegalKind;
}

/**
 * Spec 2 legal pages: a spinner while loading, the document from the content service (or the
 * bundled default when the service has none), and the failure text when loading fails.
 */
export const LegalScreen = observer(function LegalScreen({ kind }: LegalScreenProps) {
  const { content } = useStores();

  useEffect(() => {
    // The failure is shown from the store's operation; nothing more to do with it here.
    content.loadLegal(kind).catch(() => undefined);
  }, [content, kind]);

  const fallback = legalDefaults[kind];
  // null: the service holds no such document, and the bundled default shows.
  const page = content.legal(kind);
  const failed = content.ops.loadLegal.get(kind).isFailed;

  if (page === null) return <LegalArticle title={fallback.title} blocks={fallback.blocks} />;
  if (page) {
    const blocks = toLegalBlocks(page.body);
    return (
      <LegalArticle
        title={page.title || fallback.title}
        blocks={blocks.length ? blocks : fallback.blocks}
      />
    );
  }
  if (failed) {
    return (
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg" mb="4">
          {fallback.title}
        </Heading>
        <Text role="alert" fontSize="lg">
          {legalTexts.failure}
        </Text>
      </Container>
    );
  }
  return <PageSpinner label={legalTexts.loading} />;
});

interface LegalArticleProps {
  title: string;
  blocks: LegalBlock[];
}

function LegalArticle({ title, blocks }: LegalArticleProps) {
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} color="brand.fg" mb="8">
        {title}
      </Heading>
      <Stack gap="4" fontSize="md" lineHeight="tall">
        {blocks.map((block, index) => (
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
