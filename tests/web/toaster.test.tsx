import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { toaster } from '#web/components/toaster.tsx';

afterEach(() => toaster.remove());

const region = () => screen.queryByRole('region', { name: /notifications/i });

describe('the toast region', () => {
  it('is not loaded with the page, and is in place after the first interaction, before any toast', async () => {
    render(<ChakraScope><p>page</p></ChakraScope>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region()).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findByRole('region', { name: /notifications/i })).toHaveAttribute('aria-live', 'polite');
  });

  it('is loaded at once by a toast that comes before any interaction, and shows it', async () => {
    render(<ChakraScope><p>page</p></ChakraScope>);
    act(() => {
      toaster.create({ type: 'error', title: 'The list could not be loaded' });
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(region()).not.toBeNull();
  });
});
