import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PARTNERS } from '#web/config/site.ts';
import { lazyPage, renderAt } from './render-app.tsx';

describe('welcome page', () => {
  it('shows the partnership banner', () => {
    renderAt('/welcome');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(`run in partnership by ${PARTNERS[0]} and ${PARTNERS[1]}`);
  });

  it("offers the single option 'I'm a Consumer', which leads to /form", async () => {
    const user = userEvent.setup();
    renderAt('/welcome');
    const options = screen.getAllByRole('link', { name: /I'm a Consumer/ });
    expect(options).toHaveLength(1);
    await user.click(options[0]!);
    // /form is a lazy page: the router shows it once its code has loaded.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/form$/), lazyPage);
  });
});
