import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFilterCount } from '#web/components/active-filters.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { EmailAddress, emailPieces } from '#web/components/email-address.tsx';
import { FilterInput, FilterPanel } from '#web/components/filter-panel.tsx';

const wide = window.matchMedia;
/** A phone: only the smallest width query matches. */
function narrowScreen() {
  window.matchMedia = ((query: string) => ({
    matches: query === '(min-width: 0px)', media: query, onchange: null,
    addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  window.matchMedia = wide;
});

function panel(applied: object, onSearch = vi.fn()) {
  render(
    <ChakraScope>
      <FilterPanel label="Filter membership applications" columns={3} applied={applied} onSearch={onSearch} onReset={() => {}}>
        <FilterInput id="f-state" label="State" value="" onChange={() => {}} />
      </FilterPanel>
      <table aria-label="results" />
    </ChakraScope>,
  );
  return onSearch;
}

describe('the filter panel of the staff lists', () => {
  it('is open on a wide screen, with no Filters button', () => {
    panel({ status: 'pending' });
    expect(screen.getByRole('search', { name: 'Filter membership applications' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
  });

  it('folds behind a Filters button that counts the applied filters on a narrow screen, and folds again after Search', async () => {
    narrowScreen();
    const onSearch = panel({ status: 'pending', state: '', from: '2026-11-01', to: ' ' });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Filters, 2 applied' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('search', { name: 'Filter membership applications' });
    expect(button).toHaveAttribute('aria-controls', form.id);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('names no count when nothing is applied', () => {
    narrowScreen();
    panel({ status: '', state: '' });
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('counts the filled-in fields of a filter', () => {
    expect(activeFilterCount({ a: '', b: 'x', c: '  ', d: 'true', e: undefined })).toBe(2);
  });
});

describe('an email address in a list', () => {
  it('wraps only before its @ and its dots', () => {
    expect(emailPieces('jane.doe@recovery-centre.example.org')).toEqual(['jane', '.doe', '@recovery-centre', '.example', '.org']);
    expect(emailPieces('a@b')).toEqual(['a', '@b']);
    const { container } = render(<ChakraScope><EmailAddress address="jane.doe@example.org" /></ChakraScope>);
    expect(container).toHaveTextContent('jane.doe@example.org');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
