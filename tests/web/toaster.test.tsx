import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChakraScope as Scope } from '#web/components/design-system/chakra-scope.tsx';
import type { toaster as queue } from '#web/components/toaster.tsx';

// The toast queue outlives a render, and a page that asked for the toast region keeps it: each test starts with modules
// of its own, on a page that has not asked for it.
let ChakraScope: typeof Scope;
let toaster: typeof queue;
beforeEach(async () => {
  vi.resetModules();
  ({ ChakraScope } = await import('#web/components/design-system/chakra-scope.tsx'));
  ({ toaster } = await import('#web/components/toaster.tsx'));
});
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region()).toBeNull();
    act(() => {
      toaster.create({ type: 'error', title: 'The list could not be loaded' });
    });
    expect(await screen.findByText('The list could not be loaded')).toBeInTheDocument();
    expect(region()).not.toBeNull();
  });
});

describe('the toasts of a page that loads the toast code at the first interaction (the questionnaire)', () => {
  // A page that has not loaded the toast code yet.
  beforeEach(() => vi.resetModules());
  const publicPage = async () => {
    const [{ PublicLayout }, deferred] = await Promise.all([
      import('#web/components/layouts/public-layout.tsx'),
      import('#web/components/deferred-toaster.ts'),
    ]);
    function Page() {
      deferred.useToasterFromFirstInteraction();
      return <p>step</p>;
    }
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/form" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    return deferred;
  };

  it('has no toast code before the first interaction, and the region in place after it, before any toast', async () => {
    await publicPage();
    const host = await import('#web/components/toaster-host.ts');
    const { result } = renderHook(() => host.useHostedToaster());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
    expect(region()).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByRole('region', { name: /notifications/i })).toHaveAttribute('aria-live', 'polite');
    expect(result.current).not.toBeNull();
  });

  it('shows a toast raised before any interaction, its code and region loading with it', async () => {
    const { toastLater } = await publicPage();
    toastLater({ type: 'error', title: 'The database is not answering.' });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    expect(region()).not.toBeNull();
  });
});

describe('the toasts', () => {
  const toasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]');

  it('sit at the bottom, at the end of a wide screen, where they cover no page title', async () => {
    render(<ChakraScope><p>page</p></ChakraScope>);
    act(() => {
      toaster.create({ type: 'success', title: 'Saved.' });
    });
    await screen.findByText('Saved.');
    expect(document.querySelector('[data-scope="toast"][data-part="group"]')).toHaveAttribute('data-placement', 'bottom-end');
  });

  it('say a message once: the same words again replace the toast on screen, other words stack', async () => {
    render(<ChakraScope><p>page</p></ChakraScope>);
    act(() => {
      toaster.create({ type: 'success', title: "Colorado's quota is 1,200 units a month from November 2026." });
    });
    await screen.findByText("Colorado's quota is 1,200 units a month from November 2026.");
    act(() => {
      toaster.create({ type: 'success', title: "Colorado's quota is 1,200 units a month from November 2026." });
      toaster.success({ title: "Colorado's quota is 1,200 units a month from November 2026." });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText("Colorado's quota is 1,200 units a month from November 2026.")).toHaveLength(1);
    expect(toasts()).toHaveLength(1);
    act(() => {
      toaster.create({ type: 'error', title: 'Failed to update, please try again.' });
    });
    await screen.findByText('Failed to update, please try again.');
    expect(toasts()).toHaveLength(2);
  });

  it('start their time again when the message is said again', async () => {
    render(<ChakraScope><p>page</p></ChakraScope>);
    const id = toaster.create({ type: 'info', title: 'Moved on.' });
    await screen.findByText('Moved on.');
    const again = toaster.create({ type: 'info', title: 'Moved on.' });
    expect(again).toBe(id);
    expect(toaster.getVisibleToasts().find((t) => t.id === id)?.duration).not.toBe(toaster.attrs.duration);
    const third = toaster.create({ type: 'info', title: 'Moved on.' });
    expect(third).toBe(id);
    expect(toaster.getVisibleToasts().find((t) => t.id === id)?.duration).toBe(toaster.attrs.duration);
  });

  it('keep an id they are given, and a toast drawn from elements is its own', () => {
    expect(toaster.create({ id: 'mine', title: 'A' })).toBe('mine');
    expect(toaster.create({ id: 'mine', title: 'A' })).toBe('mine');
    const a = toaster.create({ title: <b>B</b> });
    const b = toaster.create({ title: <b>B</b> });
    expect(a).not.toBe(b);
  });
});
