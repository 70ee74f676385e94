import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@/contract';
import type { SocialLink } from '@/lib/config';
import { SocialIcon } from './SocialIcon';

export const footerTexts = {
  label: 'Footer',
  contact: 'Contact',
  terms: 'Terms',
  privacy: 'Privacy',
  social: 'Follow us',
  socialLink: (network: string) => `${PRODUCT_NAME} on ${network}`,
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
} as const;

export interface FooterProps {
  contactEmail: string;
  socialLinks: SocialLink[];
  /** The copyright year; the caller passes the current one. */
  year: number;
}

const linkStyle = { color: 'brand.100', _hover: { color: 'white' } } as const;

/** Spec 2: Contact (mailto), Terms, Privacy, social links and the copyright. */
export function Footer({ contactEmail, socialLinks, year }: FooterProps) {
  return (
    <Box as="footer" bg="brand.900" color="white" mt="auto">
      <Container
        maxW="6xl"
        display="flex"
        py="8"
        gap="6"
        flexDirection={{ base: 'column', md: 'row' }}
        alignItems={{ base: 'flex-start', md: 'center' }}
        justifyContent="space-between"
      >
        <Stack gap="3">
          <HStack as="nav" aria-label={footerTexts.label} gap="6" wrap="wrap">
            <Link href={`mailto:${contactEmail}`} {...linkStyle}>
              {footerTexts.contact}
            </Link>
            <Link asChild {...linkStyle}>
              <RouterLink to="/terms">{footerTexts.terms}</RouterLink>
            </Link>
            <Link asChild {...linkStyle}>
              <RouterLink to="/privacy">{footerTexts.privacy}</RouterLink>
            </Link>
          </HStack>
          <Text fontSize="sm" color="brand.100">
            {footerTexts.copyright(year)}
          </Text>
        </Stack>
        <HStack as="ul" gap="2" listStyleType="none" aria-label={footerTexts.social}>
          {socialLinks.map((social) => (
            <li key={social.network}>
              <Link
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={footerTexts.socialLink(social.network)}
                display="inline-flex"
                p="2"
                borderRadius="md"
                {...linkStyle}
              >
                <SocialIcon network={social.network} />
              </Link>
            </li>
          ))}
        </HStack>
      </Container>
    </Box>
  );
}
