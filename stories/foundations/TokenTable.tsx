import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { TokenInterface as Token } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MOBILE_MAX_WIDTH } from '@/theme';
import {
  breakpoints,
  byPixels,
  lightReference,
  lightValue,
  paletteGroups,
  semanticGroups,
  shortName,
  tokensOf,
  toPixels,
} from './tokens';

// The Foundations pages: every value below comes from ./tokens (the running Chakra system).

const cssVar = (token: Token) => token.extensions.cssVar?.ref ?? String(token.value);

const Cell = chakra('td', {
  base: {
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'middle',
  },
});
const HeadCell = chakra('th', {
  base: { px: '3', py: '2', textAlign: 'start', fontWeight: 'semibold', borderBottomWidth: '2px' },
});
const Code = chakra('code', {
  base: { fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' },
});
// Token names stay whole; long values (font stacks, media queries) may wrap anywhere.
const Name = chakra('code', {
  base: { fontFamily: 'mono', fontSize: 'sm', whiteSpace: 'nowrap' },
});

export interface TokenRow {
  /** The token's name, also the row's test id suffix. */
  name: string;
  cells: ReactNode[];
}

/** A captioned table of tokens, scrollable by keyboard on narrow screens. */
export function TokenTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: TokenRow[];
}) {
  return (
    <Box as="section" role="region" aria-label={caption} overflowX="auto" tabIndex={0}>
      <chakra.table width="full" borderCollapse="collapse" fontSize="sm">
        <chakra.caption textAlign="start" fontWeight="semibold" pb="2" srOnly>
          {caption}
        </chakra.caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeadCell key={column} scope="col">
                {column}
              </HeadCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-testid={`token-${row.name}`}>
              {row.cells.map((cell, index) => (
                <Cell key={columns[index]}>{cell}</Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

function Page({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6" p={{ base: '4', md: '8' }} maxW="6xl" bg="page.panel" color="fg">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
      {children}
    </Stack>
  );
}

function Swatch({ token }: { token: Token }) {
  return (
    <Box
      data-testid={`swatch-${shortName(token)}`}
      aria-hidden
      w="10"
      h="10"
      flexShrink={0}
      borderRadius="md"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{ background: cssVar(token) }}
    />
  );
}

/** A group of colours under its h3, which says where the group comes from. */
function Group({ name, ours, children }: { name: string; ours: boolean; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        {name}
        <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
          {ours ? ' — Guildhall (src/theme/tokens.ts)' : ' — Chakra default'}
        </Text>
      </Heading>
      {children}
    </Stack>
  );
}

export function ColorsPage() {
  return (
    <Page
      title="Colours"
      intro="Palettes and semantic colours as the app's Chakra system defines them (each of Chakra's palettes also has the roles brand has: gray.solid, red.fg …). Screens use the semantic names (fg.muted, brand.solid, page.bg …), never raw hex values."
    >
      <Heading as="h2" size="xl">
        Semantic colours (light mode)
      </Heading>
      {semanticGroups().map((group) => (
        <Group key={group.name} name={group.name} ours={group.ours}>
          <TokenTable
            caption={`Semantic colours: ${group.name}`}
            columns={['Swatch', 'Token', 'Light value', 'Refers to']}
            rows={group.tokens.map((token) => ({
              name: shortName(token),
              cells: [
                <Swatch key="swatch" token={token} />,
                <Name key="name">{shortName(token)}</Name>,
                <Code key="value" data-testid="value">
                  {lightValue(token)}
                </Code>,
                <Code key="reference">
                  {lightReference(token)?.replace(/^colors\./, '') ?? '—'}
                </Code>,
              ],
            }))}
          />
        </Group>
      ))}
      <Heading as="h2" size="xl">
        Palettes
      </Heading>
      {paletteGroups().map((group) => (
        <Group key={group.name} name={group.name} ours={group.ours}>
          <chakra.ul
            listStyleType="none"
            display="grid"
            gridTemplateColumns="repeat(auto-fill, minmax(7rem, 1fr))"
            gap="3"
            aria-label={`${group.name} palette`}
          >
            {group.tokens.map((token) => (
              <chakra.li key={token.name} data-testid={`token-${shortName(token)}`}>
                <Stack gap="1">
                  <Swatch token={token} />
                  <Code>{shortName(token)}</Code>
                  <Code data-testid="value" color="fg.muted">
                    {String(token.value)}
                  </Code>
                </Stack>
              </chakra.li>
            ))}
          </chakra.ul>
        </Group>
      ))}
    </Page>
  );
}

/**
 * A row per token: its name and its value (the `value` test id), then the cells `more` draws of
 * it (a sample, its pixels …).
 */
function tokenRows(tokens: Token[], more: (token: Token) => ReactNode[]): TokenRow[] {
  return tokens.map((token) => ({
    name: shortName(token),
    cells: [
      <Name key="name">{shortName(token)}</Name>,
      <Code key="value" data-testid="value">
        {String(token.value)}
      </Code>,
      ...more(token),
    ],
  }));
}

/** A token table under its own h2; the heading is also the table's caption. */
function TokenSection({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: TokenRow[];
}) {
  return (
    <>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <TokenTable caption={title} columns={columns} rows={rows} />
    </>
  );
}

/** A page of one token table, captioned with the page's title. */
function TablePage({
  title,
  intro,
  columns,
  rows,
}: {
  title: string;
  intro: ReactNode;
  columns: string[];
  rows: TokenRow[];
}) {
  return (
    <Page title={title} intro={intro}>
      <TokenTable caption={title} columns={columns} rows={rows} />
    </Page>
  );
}

const SAMPLE = 'Vetted independent professionals, one community.';

export function TypographyPage() {
  return (
    <Page
      title="Typography"
      intro="Font families, sizes, weights, line heights and letter spacings of the theme."
    >
      <TokenSection
        title="Font families"
        columns={['Token', 'Stack', 'Sample']}
        rows={tokenRows(tokensOf('fonts'), (token) => [
          <Text key="sample" fontSize="lg" style={{ fontFamily: cssVar(token) }}>
            {SAMPLE}
          </Text>,
        ])}
      />
      <TokenSection
        title="Font sizes"
        columns={['Token', 'Value', 'Pixels', 'Sample']}
        rows={tokenRows(tokensOf('fontSizes').sort(byPixels), (token) => [
          <Code key="px">{token.extensions.pixelValue ?? '—'}</Code>,
          <Text
            key="sample"
            data-testid="sample"
            lineHeight="shorter"
            whiteSpace="nowrap"
            style={{ fontSize: cssVar(token) }}
          >
            Guildhall
          </Text>,
        ])}
      />
      <TokenSection
        title="Font weights"
        columns={['Token', 'Value', 'Sample']}
        rows={tokenRows(tokensOf('fontWeights'), (token) => [
          <Text key="sample" data-testid="sample" style={{ fontWeight: cssVar(token) }}>
            {SAMPLE}
          </Text>,
        ])}
      />
      <TokenSection
        title="Line heights"
        columns={['Token', 'Value', 'Sample']}
        rows={tokenRows(tokensOf('lineHeights'), (token) => [
          <Text key="sample" maxW="18rem" style={{ lineHeight: cssVar(token) }}>
            {SAMPLE} {SAMPLE}
          </Text>,
        ])}
      />
      <TokenSection
        title="Letter spacings"
        columns={['Token', 'Value', 'Sample']}
        rows={tokenRows(tokensOf('letterSpacings'), (token) => [
          <Text key="sample" style={{ letterSpacing: cssVar(token) }}>
            Guildhall
          </Text>,
        ])}
      />
    </Page>
  );
}

export function SpacingPage() {
  return (
    <TablePage
      title="Spacing"
      intro="The spacing scale of padding, margin and gap props (p='4' is 1rem)."
      columns={['Token', 'Value', 'Pixels', 'Size']}
      rows={tokenRows(tokensOf('spacing').sort(byPixels), (token) => [
        <Code key="px">{toPixels(String(token.value))}px</Code>,
        <Box
          key="bar"
          data-testid="bar"
          h="3"
          bg="brand.solid"
          borderRadius="xs"
          style={{ width: cssVar(token) }}
        />,
      ])}
    />
  );
}

export function RadiiPage() {
  return (
    <TablePage
      title="Radii"
      intro="Corner radii (borderRadius='md'); l1–l3 are the layered radii Chakra's recipes use."
      columns={['Token', 'Value', 'Shape']}
      rows={tokenRows(tokensOf('radii'), (token) => [
        <Box
          key="shape"
          data-testid="shape"
          w="16"
          h="10"
          bg="brand.muted"
          borderWidth="2px"
          borderColor="brand.solid"
          style={{ borderRadius: cssVar(token) }}
        />,
      ])}
    />
  );
}

export function BreakpointsPage() {
  return (
    <TablePage
      title="Breakpoints"
      intro={`Min-width breakpoints of responsive props ({ base, md, … }). Below ${MOBILE_MAX_WIDTH} (md) is the mobile layout of the spec; Storybook's Mobile viewport is 375 px.`}
      columns={['Name', 'Min width', 'Pixels', 'Media query', 'Layout']}
      rows={[
        {
          name: 'base',
          cells: [
            <Name key="name">base</Name>,
            <Code key="value">0</Code>,
            <Code key="px">0px</Code>,
            <Code key="query">—</Code>,
            <Text key="layout">mobile</Text>,
          ],
        },
        ...breakpoints().map((point) => ({
          name: point.name,
          cells: [
            <Name key="name">{point.name}</Name>,
            <Code key="value" data-testid="value">
              {point.value}
            </Code>,
            <Code key="px">{point.pixels}px</Code>,
            <Code key="query" data-testid="query">
              {String(point.query)}
            </Code>,
            <Text key="layout" data-testid="layout">
              {point.pixels !== undefined && point.pixels < (toPixels(MOBILE_MAX_WIDTH) ?? 0)
                ? 'mobile'
                : point.value === MOBILE_MAX_WIDTH
                  ? 'desktop starts here'
                  : 'desktop'}
            </Text>,
          ],
        })),
      ]}
    />
  );
}
