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

function Origin({ ours }: { ours: boolean }) {
  return (
    <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
      {ours ? ' — Guildhall (src/theme/tokens.ts)' : ' — Chakra default'}
    </Text>
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
        <Stack key={group.name} gap="2">
          <Heading as="h3" size="md">
            {group.name}
            <Origin ours={group.ours} />
          </Heading>
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
        </Stack>
      ))}
      <Heading as="h2" size="xl">
        Palettes
      </Heading>
      {paletteGroups().map((group) => (
        <Stack key={group.name} gap="2">
          <Heading as="h3" size="md">
            {group.name}
            <Origin ours={group.ours} />
          </Heading>
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
        </Stack>
      ))}
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
      <Heading as="h2" size="xl">
        Font families
      </Heading>
      <TokenTable
        caption="Font families"
        columns={['Token', 'Stack', 'Sample']}
        rows={tokensOf('fonts').map((token) => ({
          name: shortName(token),
          cells: [
            <Name key="name">{shortName(token)}</Name>,
            <Code key="value" data-testid="value">
              {String(token.value)}
            </Code>,
            <Text key="sample" fontSize="lg" style={{ fontFamily: cssVar(token) }}>
              {SAMPLE}
            </Text>,
          ],
        }))}
      />
      <Heading as="h2" size="xl">
        Font sizes
      </Heading>
      <TokenTable
        caption="Font sizes"
        columns={['Token', 'Value', 'Pixels', 'Sample']}
        rows={tokensOf('fontSizes')
          .sort(byPixels)
          .map((token) => ({
            name: shortName(token),
            cells: [
              <Name key="name">{shortName(token)}</Name>,
              <Code key="value" data-testid="value">
                {String(token.value)}
              </Code>,
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
            ],
          }))}
      />
      <Heading as="h2" size="xl">
        Font weights
      </Heading>
      <TokenTable
        caption="Font weights"
        columns={['Token', 'Value', 'Sample']}
        rows={tokensOf('fontWeights').map((token) => ({
          name: shortName(token),
          cells: [
            <Name key="name">{shortName(token)}</Name>,
            <Code key="value" data-testid="value">
              {String(token.value)}
            </Code>,
            <Text key="sample" data-testid="sample" style={{ fontWeight: cssVar(token) }}>
              {SAMPLE}
            </Text>,
          ],
        }))}
      />
      <Heading as="h2" size="xl">
        Line heights
      </Heading>
      <TokenTable
        caption="Line heights"
        columns={['Token', 'Value', 'Sample']}
        rows={tokensOf('lineHeights').map((token) => ({
          name: shortName(token),
          cells: [
            <Name key="name">{shortName(token)}</Name>,
            <Code key="value" data-testid="value">
              {String(token.value)}
            </Code>,
            <Text key="sample" maxW="18rem" style={{ lineHeight: cssVar(token) }}>
              {SAMPLE} {SAMPLE}
            </Text>,
          ],
        }))}
      />
      <Heading as="h2" size="xl">
        Letter spacings
      </Heading>
      <TokenTable
        caption="Letter spacings"
        columns={['Token', 'Value', 'Sample']}
        rows={tokensOf('letterSpacings').map((token) => ({
          name: shortName(token),
          cells: [
            <Name key="name">{shortName(token)}</Name>,
            <Code key="value" data-testid="value">
              {String(token.value)}
            </Code>,
            <Text key="sample" style={{ letterSpacing: cssVar(token) }}>
              Guildhall
            </Text>,
          ],
        }))}
      />
    </Page>
  );
}

export function SpacingPage() {
  return (
    <Page
      title="Spacing"
      intro="The spacing scale of padding, margin and gap props (p='4' is 1rem)."
    >
      <TokenTable
        caption="Spacing"
        columns={['Token', 'Value', 'Pixels', 'Size']}
        rows={tokensOf('spacing')
          .sort(byPixels)
          .map((token) => ({
            name: shortName(token),
            cells: [
              <Name key="name">{shortName(token)}</Name>,
              <Code key="value" data-testid="value">
                {String(token.value)}
              </Code>,
              <Code key="px">{toPixels(String(token.value))}px</Code>,
              <Box
                key="bar"
                data-testid="bar"
                h="3"
                bg="brand.solid"
                borderRadius="xs"
                style={{ width: cssVar(token) }}
              />,
            ],
          }))}
      />
    </Page>
  );
}

export function RadiiPage() {
  return (
    <Page
      title="Radii"
      intro="Corner radii (borderRadius='md'); l1–l3 are the layered radii Chakra's recipes use."
    >
      <TokenTable
        caption="Radii"
        columns={['Token', 'Value', 'Shape']}
        rows={tokensOf('radii').map((token) => ({
          name: shortName(token),
          cells: [
            <Name key="name">{shortName(token)}</Name>,
            <Code key="value" data-testid="value">
              {String(token.value)}
            </Code>,
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
          ],
        }))}
      />
    </Page>
  );
}

export function BreakpointsPage() {
  return (
    <Page
      title="Breakpoints"
      intro={`Min-width breakpoints of responsive props ({ base, md, … }). Below ${MOBILE_MAX_WIDTH} (md) is the mobile layout of the spec; Storybook's Mobile viewport is 375 px.`}
    >
      <TokenTable
        caption="Breakpoints"
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
    </Page>
  );
}
