import { Box, Container, Link, Text } from '@chakra-ui/react';
import { PARTNERSHIP_STATEMENT, footerLinks } from '#web/config/site.ts';

/** The public footer (spec §2): the legal links and the partnership statement. */
export function SiteFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" py="6">
        <Box as="nav" aria-label="Legal">
          <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" columnGap="6" rowGap="2">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link href={link.href} color="fg" textDecoration="underline" textUnderlineOffset="3px">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Text mt="4" color="fg.muted" fontSize="sm">
          {PARTNERSHIP_STATEMENT}
        </Text>
      </Container>
    </Box>
  );
}
