import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ChoiceButtonProps {
  pressed: boolean;
  onPress: () => void;
  /** 'correct' / 'incorrect' colour a chosen quiz answer */
  tone?: 'correct' | 'incorrect';
  describedBy?: string;
  children: ReactNode;
}

const toneColor = { correct: 'green.700', incorrect: 'red.700' } as const;

/** A large choice card that is a toggle button (aria-pressed), reachable with Tab and pressed with Enter or Space. */
export function ChoiceButton({ pressed, onPress, tone, describedBy, children }: ChoiceButtonProps) {
  const accent = pressed ? (tone ? toneColor[tone] : 'blue.700') : 'border.emphasized';
  return (
    <chakra.button
      type="button"
      aria-pressed={pressed}
      aria-describedby={describedBy}
      onClick={onPress}
      display="flex"
      alignItems="center"
      gap="3"
      width="full"
      textAlign="start"
      px="4"
      py="3"
      borderWidth="2px"
      borderRadius="lg"
      borderColor={accent}
      bg={pressed ? 'bg.subtle' : 'bg'}
      color="fg"
      fontSize="md"
      cursor="pointer"
      _hover={{ borderColor: pressed ? accent : 'blue.600' }}
    >
      <chakra.span
        aria-hidden="true"
        flexShrink="0"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        width="6"
        height="6"
        borderRadius="full"
        borderWidth="2px"
        borderColor={pressed ? accent : 'border.emphasized'}
        bg={pressed ? accent : 'transparent'}
        color="white"
        fontSize="sm"
        fontWeight="bold"
      >
        {pressed ? (tone === 'incorrect' ? '✕' : '✓') : ''}
      </chakra.span>
      <chakra.span fontWeight={pressed ? 'semibold' : 'normal'}>{children}</chakra.span>
    </chakra.button>
  );
}
