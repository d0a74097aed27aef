import { Container, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { protectedSectionFor } from '#web/lib/paths.ts';

// Stands in for an admin section until its feature folder provides the page.
export default function SectionPlaceholderPage() {
  const section = protectedSectionFor(useLocation().pathname);
  return (
    <Container maxW="7xl" py="6">
      <title>{`${section?.title ?? 'Administration'} | Naloxone Access Portal`}</title>
      <Text>The {section?.title ?? 'requested'} section is not available yet.</Text>
    </Container>
  );
}
