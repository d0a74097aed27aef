import { Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { codeView } from '#web/components/code-view.ts';
import { toastError, toastSuccess } from '#web/components/load-error.ts';
import { saveFile } from '#web/lib/save-file.ts';
import { recoveryCodesFile } from './factor-words.ts';

export const RECOVERY_CODES_FILE = 'naloxone-portal-recovery-codes.txt';

interface Props {
  codes: readonly string[];
  email: string | undefined;
  /** "I have saved these codes": the codes are not shown again */
  onDone: () => void;
}

/**
 * A new set of recovery codes, shown once (docs/product.md#second-factors): Copy, Download as a text file, and
 * "I have saved these codes" to close them. Focus moves to its heading, so a screen reader reads it first.
 */
export function RecoveryCodesPanel({ codes, email, onDone }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = recoveryCodesFile(codes, email);

  return (
    <Box as="section" aria-labelledby="recovery-codes-heading" borderWidth="1px" borderColor="border.emphasized" borderRadius="md" p={{ base: '4', md: '6' }} bg="bg.subtle">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="recovery-codes-heading" ref={heading} tabIndex={-1} outline="none">
          Save your recovery codes
        </Heading>
        <Text>
          Each code signs you in once, when you cannot use your passkey or authenticator app. Keep them somewhere safe, away from your
          devices: they are shown only now.
        </Text>
        <SimpleGrid {...codeView} as="ul" columns={2} gap="2" listStyleType="none" m="0" p="0" fontFamily="mono" fontSize="md" maxW="sm"
          aria-label="Recovery codes">
          {codes.map((code) => (
            <Box as="li" key={code}>{code}</Box>
          ))}
        </SimpleGrid>
        <Flex gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => {
            (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'))).then(() => toastSuccess('Recovery codes copied'), () => toastError('The codes could not be copied: download them instead.'));
          }}>
            Copy
          </Button>
          <Button variant="outline" onClick={() => saveFile({ blob: new Blob([text], { type: 'text/plain;charset=utf-8' }), name: RECOVERY_CODES_FILE })}>
            Download
          </Button>
          <Button onClick={onDone}>I have saved these codes</Button>
        </Flex>
      </Stack>
    </Box>
  );
}
