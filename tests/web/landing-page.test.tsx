import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageData } from '#web/config/site.ts';
import { renderAt } from './render-app.tsx';

describe('landing page', () => {
  it('shows the heading and keeps Next disabled until the privacy box is ticked', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Save a life! Carry Naloxone.' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    const box = screen.getByRole('checkbox', { name: /acknowledge the privacy statement/i });
    expect(next).toBeDisabled();
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(next).toBeEnabled();
    await user.click(box);
    expect(next).toBeDisabled();
  });

  it("links the checkbox label to the portal's own Privacy Statement until the programme sets its own", () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: /^Privacy Statement \(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('goes to /welcome when Next is pressed after ticking', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('checkbox', { name: /acknowledge/i }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/welcome$/);
    expect(screen.getByRole('link', { name: /I'm a Consumer/ })).toBeInTheDocument();
  });

  it('links the overdose-reversal report at the address the server gives, only while it is live', () => {
    renderAt('/');
    expect(screen.queryByRole('link', { name: 'Used naloxone? Tell us what happened' })).toBeNull();
    cleanup();
    pageData.questionnaires = { report: { flowId: 'reversal', title: { en: 'Report an overdose reversal' } } };
    try {
      renderAt('/');
      expect(screen.getByRole('link', { name: 'Used naloxone? Tell us what happened' })).toHaveAttribute('href', '/report');
    } finally {
      delete pageData.questionnaires;
    }
  });
});
