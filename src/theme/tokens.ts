import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';
import { BODY_FONT, HEADING_FONT } from './fonts';

/** Guildhall's palette: a deep ink blue for trust, a warm brass accent for distinction. */
export const tokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eef3fb' },
      100: { value: '#d5e1f4' },
      200: { value: '#aac2e8' },
      300: { value: '#7a9dd8' },
      400: { value: '#4f78c4' },
      500: { value: '#335ca8' },
      600: { value: '#264887' },
      700: { value: '#1f3a6b' },
      800: { value: '#1a2f55' },
      900: { value: '#142340' },
      950: { value: '#0c1628' },
    },
    brass: {
      50: { value: '#fbf6ea' },
      100: { value: '#f4e8c6' },
      200: { value: '#e9d08e' },
      300: { value: '#dbb453' },
      400: { value: '#c99a2e' },
      500: { value: '#a97d1f' },
      600: { value: '#86611a' },
      700: { value: '#654918' },
      800: { value: '#4a3615' },
      900: { value: '#33250f' },
      950: { value: '#1e1608' },
    },
  },
  fonts: {
    heading: { value: HEADING_FONT },
    body: { value: BODY_FONT },
  },
  durations: {
    toastExit: { value: '300ms' },
  },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    // The colorPalette contract Chakra's recipes read (solid, contrast, fg, muted, subtle, …).
    brand: {
      solid: { value: '{colors.brand.700}' },
      contrast: { value: 'white' },
      fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
      focusRing: { value: '{colors.brand.500}' },
      border: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
    },
    brass: {
      solid: { value: '{colors.brass.400}' },
      contrast: { value: '{colors.brand.950}' },
      fg: { value: { _light: '{colors.brass.700}', _dark: '{colors.brass.200}' } },
      muted: { value: { _light: '{colors.brass.100}', _dark: '{colors.brass.800}' } },
      subtle: { value: { _light: '{colors.brass.50}', _dark: '{colors.brass.900}' } },
      emphasized: { value: { _light: '{colors.brass.200}', _dark: '{colors.brass.700}' } },
      focusRing: { value: '{colors.brass.400}' },
      border: { value: { _light: '{colors.brass.200}', _dark: '{colors.brass.700}' } },
    },
    page: {
      bg: { value: { _light: '#f7f8fb', _dark: '{colors.brand.950}' } },
      panel: { value: { _light: 'white', _dark: '{colors.brand.900}' } },
    },
  },
});
