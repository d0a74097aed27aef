import { render } from '@testing-library/react';
import { Alert, Button, ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '#web/components/design-system/system.ts';
import { BusyButton } from '#web/components/busy-button.tsx';
import { Notice } from '#web/components/notice.tsx';

/*
 * Two statically styled components draw what Chakra draws (decisions 035, 049): a notice's icon and a button at work.
 * They copy Chakra's markup, so a Chakra release that changes it would leave them drawing the old one; these compare
 * them with the live components.
 */
const chakra = (element: React.ReactElement) => render(<ChakraProvider value={getSystem()}>{element}</ChakraProvider>).container;

describe('static components drawn as Chakra draws them', () => {
  it.each(['info', 'warning', 'error', 'success'] as const)("the %s notice's icon is Chakra's alert icon", (status) => {
    const live = chakra(
      <Alert.Root status={status}>
        <Alert.Indicator />
      </Alert.Root>,
    ).querySelector('path')!;
    const drawn = render(<Notice status={status}>Words</Notice>).container.querySelector('path')!;
    expect(drawn.getAttribute('d')).toBe(live.getAttribute('d'));
  });

  it.each([undefined, 'Sending'])("a busy button's content (busy text %s) is Chakra's loading button's", (busyText) => {
    const live = chakra(
      <Button loading loadingText={busyText}>
        Send
      </Button>,
    ).querySelector('button')!;
    const drawn = render(
      <BusyButton busy busyText={busyText} className="">
        Send
      </BusyButton>,
    ).container.querySelector('button')!;
    expect(drawn.innerHTML).toBe(live.innerHTML);
    expect(drawn.hasAttribute('data-loading') && drawn.disabled).toBe(live.hasAttribute('data-loading') && live.disabled);
  });
});
