import { chakra } from '@chakra-ui/react';

/** Text for screen readers only. */
export const VisuallyHidden = chakra('span', { base: { srOnly: true } });
