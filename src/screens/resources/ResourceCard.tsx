import {
  Box,
  Button,
  Card,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentImage } from '@/components/content/ContentImage';
import type { ContentImageField } from '@/components/content/contentImageSources';
import { isHttpUrl } from '@/contract/wire';
import { resourceTexts as texts } from './texts';

// A card's image box is 16:9, the shape of the content's images; another shape is cropped to it.
export const CARD_IMAGE = { width: 1600, height: 900 } as const;

/** Cards per row: one on a phone, two on a tablet, three on a wide screen (or two beside a menu). */
export type CardColumns = 2 | 3;
const GRID_COLUMNS: Record<CardColumns, { base: number; md: number; lg: number }> = {
  2: { base: 1, md: 2, lg: 2 },
  3: { base: 1, md: 2, lg: 3 },
};
/**
 * How wide a card's image shows (the `sizes` attribute). From 64em the container is 72rem less
 * 4rem of padding: three cards a row are 22rem; two beside the roadmap's 18rem list are 23rem.
 */
const IMAGE_SIZES: Record<CardColumns, string> = {
  2: '(min-width: 64em) 23rem, (min-width: 48em) 50vw, 100vw',
  3: '(min-width: 64em) 22rem, (min-width: 48em) 50vw, 100vw',
};

export interface ResourceCardProps {
  title: string | null;
  text?: string | null;
  image?: ContentImageField;
  tags?: Array<{ tag: string | null }>;
  url?: string | null;
  buttonText?: string | null;
  /** h3 under a section's or tip's h2; h2 on a page without sections (vendors). */
  headingLevel?: 'h2' | 'h3';
  columns: CardColumns;
  /** In the first row of the page: the image loads at once. */
  aboveFold?: boolean;
}

/** A resource or a vendor (spec 3 "Content items"): image, title, text, tags and its button. */
export function ResourceCard({
  title,
  text,
  image,
  tags,
  url,
  buttonText,
  headingLevel = 'h3',
  columns,
  aboveFold = false,
}: ResourceCardProps) {
  return (
    <Card.Root as="article" h="full" overflow="hidden" bg="page.panel">
      <ContentImage image={image} {...CARD_IMAGE} sizes={IMAGE_SIZES[columns]} eager={aboveFold} />
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        {title && (
          <Heading as={headingLevel} fontSize="lg" lineHeight="short">
            {title}
          </Heading>
        )}
        {text && <Text color="fg.muted">{text}</Text>}
        <TagList tags={tags} />
      </Card.Body>
      <CardButton url={url} text={buttonText} />
    </Card.Root>
  );
}

/** A card's tags (spec 3: tags[{tag}]), as a list; nothing when it has none. */
function TagList({ tags = [] }: { tags?: Array<{ tag: string | null }> }) {
  const labels = [...new Set(tags.flatMap(({ tag }) => (tag?.trim() ? [tag.trim()] : [])))];
  if (labels.length === 0) return null;
  return (
    <Wrap as="ul" aria-label={texts.tags} gap="2" listStyleType="none">
      {labels.map((label) => (
        <Box
          as="li"
          key={label}
          px="2.5"
          py="0.5"
          borderRadius="full"
          bg="brand.muted"
          color="brand.fg"
          fontSize="xs"
          fontWeight="semibold"
        >
          {label}
        </Box>
      ))}
    </Wrap>
  );
}

/**
 * The card's button (button_text to url): another site, so it opens in a new tab, says so to
 * screen readers, and gives that site no handle on this page. Nothing without a web address.
 */
function CardButton({ url, text }: { url?: string | null; text?: string | null }) {
  if (!url || !isHttpUrl(url)) return null;
  return (
    <Card.Footer px={{ base: '4', md: '5' }} pb={{ base: '4', md: '5' }}>
      <Button asChild size="sm">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {text?.trim() || texts.visit}
          <ExternalLink aria-hidden="true" />
          <VisuallyHidden>{texts.newTab}</VisuallyHidden>
        </a>
      </Button>
    </Card.Footer>
  );
}

export interface CardGridProps {
  columns: CardColumns;
  /** Names the list for screen readers when no heading does. */
  label?: string;
  children: ReactNode;
}

/** Cards as a list, one card per item. */
export function CardGrid({ columns, label, children }: CardGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={GRID_COLUMNS[columns]}
      gap={{ base: '4', md: '6' }}
    >
      {children}
    </SimpleGrid>
  );
}

/** A card's shape while its content loads. */
function CardSkeleton() {
  return (
    <Card.Root overflow="hidden" bg="page.panel" aria-hidden="true">
      <Skeleton aspectRatio={`${CARD_IMAGE.width} / ${CARD_IMAGE.height}`} borderRadius="0" />
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Skeleton height="5" width="70%" />
        <Stack gap="2">
          <Skeleton height="4" />
          <Skeleton height="4" width="85%" />
        </Stack>
        <Skeleton height="8" width="32" mt="2" />
      </Card.Body>
    </Card.Root>
  );
}

/** A grid of card skeletons. */
export function CardGridSkeleton({ columns, count }: { columns: CardColumns; count: number }) {
  return (
    <SimpleGrid columns={GRID_COLUMNS[columns]} gap={{ base: '4', md: '6' }}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
