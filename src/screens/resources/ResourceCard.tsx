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
import { useId, type ReactNode } from 'react';
import { ContentImage } from '@/components/content/ContentImage';
import type { ContentImageField } from '@/components/content/contentImageSources';
import { isHttpUrl } from '@/contract/urls';
import { resourceTexts as texts } from './texts';

// A card's image box is 2:1, a little wider than the content's 16:9 images, which it crops top
// and bottom (their subject is centred) so the text shows more of the card.
export const CARD_IMAGE = { width: 1600, height: 800 } as const;

/**
 * Where a card grid sits: across the page, or beside the roadmap's list of tips. Either way two
 * cards a row from the md breakpoint (one on a phone): sections of a few cards fill their rows.
 */
export type CardGridPlace = 'page' | 'besideTips';
/** On a wide screen; the first row's images load at once. */
export const CARDS_PER_ROW = 2;
const GRID_COLUMNS = { base: 1, md: CARDS_PER_ROW };
/**
 * How wide a card's image shows (the `sizes` attribute). The container is 72rem with up to 4rem
 * of padding, so from 76rem two cards a row are 33rem, or 23rem beside the roadmap's 18rem list
 * (which sits beside them from 62em, the lg breakpoint); two a row from 40em (md), one below.
 */
const IMAGE_SIZES: Record<CardGridPlace, string> = {
  page: '(min-width: 76rem) 33rem, (min-width: 40em) 50vw, 100vw',
  besideTips:
    '(min-width: 76rem) 23rem, (min-width: 62em) calc(50vw - 13rem), (min-width: 40em) 50vw, 100vw',
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
  place: CardGridPlace;
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
  place,
  aboveFold = false,
}: ResourceCardProps) {
  const titleId = useId();
  return (
    <Card.Root as="article" h="full" overflow="hidden" bg="page.panel">
      <ContentImage image={image} {...CARD_IMAGE} sizes={IMAGE_SIZES[place]} eager={aboveFold} />
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        {title && (
          <Heading as={headingLevel} id={titleId} fontSize="lg" lineHeight="short">
            {title}
          </Heading>
        )}
        {text && <Text color="fg.muted">{text}</Text>}
        <TagList tags={tags} />
      </Card.Body>
      <CardButton url={url} text={buttonText} describedBy={title ? titleId : undefined} />
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
interface CardButtonProps {
  url?: string | null;
  text?: string | null;
  /** The card's title: several cards' buttons read alike ('Learn more'), their titles do not. */
  describedBy?: string;
}

function CardButton({ url, text, describedBy }: CardButtonProps) {
  if (!url || !isHttpUrl(url)) return null;
  return (
    <Card.Footer px={{ base: '4', md: '5' }} pb={{ base: '4', md: '5' }}>
      <Button asChild size="sm">
        <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
          {text?.trim() || texts.visit}
          <ExternalLink aria-hidden="true" />
          <VisuallyHidden>{texts.newTab}</VisuallyHidden>
        </a>
      </Button>
    </Card.Footer>
  );
}

export interface CardGridProps {
  /** Names the list for screen readers when no heading does. */
  label?: string;
  children: ReactNode;
}

/** Cards as a list, one card per item. */
export function CardGrid({ label, children }: CardGridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={GRID_COLUMNS}
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
export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap={{ base: '4', md: '6' }}>
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
