import { Box, Container, Link, Text } from '@chakra-ui/react';
import { footerLinks, partnershipValues } from '#web/config/site.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The public footer (spec §2): the legal links and the partnership statement. */
export function SiteFooter() {
  const { t } = useT();
  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" py="6">
        <Box as="nav" aria-label={t('footer.legalNav')}>
          <Box as="ul" listStyleType="none" display="flex" flexWrap="wrap" columnGap="6" rowGap="2">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link href={link.href} color="fg" textDecoration="underline" textUnderlineOffset="3px">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
        <Text mt="4" color="fg.muted" fontSize="sm">
          {t('site.partnership', partnershipValues)}
        </Text>
      </Container>
    </Box>
  );
}
