import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from './render-app.tsx';
import { installFakeApi } from './questionnaire-fake-api.ts';
import { chooseProduct, chooseQuantity, chooseState, nextButton, stepHeading } from './questionnaire-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The browser's Back or Forward: jsdom moves through the history entries and fires popstate. */
async function traverse(delta: -1 | 1) {
  await act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('questionnaire: Next that explains itself', () => {
  it('keeps Next reachable by keyboard; pressed too early it shows the error summary, whose links move focus to the field', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    const next = nextButton();
    expect(next).not.toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Tab reaches the button; pressing it sends nothing, shows the summary and moves focus to it.
    next.focus();
    await user.keyboard('{Enter}');
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(api.posted).toEqual([]);
    const link = within(summary).getByRole('link', { name: /Which state should we mail your free naloxone to\? This field is required\./ });
    expect(screen.getByRole('combobox', { name: /Which state/ })).toHaveAccessibleDescription(/This field is required\./);
    await user.click(link);
    expect(screen.getByRole('combobox', { name: /Which state/ })).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: /Which state/ }), 'Colorado');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the required-fields note only on steps with fields to fill', async () => {
    installFakeApi({ portalEnv: 'qa' });
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    expect(screen.getByText(/Fields marked with asterisk are required/)).toBeInTheDocument();
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
    expect(screen.getByText(/Fields marked with asterisk are required/)).toBeInTheDocument();
  });
});

describe('questionnaire: going back', () => {
  it('has a Back link after the first step that moves the run back on the server, keeping the answers', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    expect(screen.queryByRole('link', { name: /Back/ })).not.toBeInTheDocument();
    await chooseState(user, 'Colorado');
    await chooseProduct(user, 'Lost');
    await stepHeading('Number of kits');
    expect(window.location.search).toBe('?step=3');
    await user.click(screen.getByRole('link', { name: /Back/ }));
    await stepHeading('Your NARCAN'); // the drug word becomes the brand chosen
    expect(api.backs).toEqual([2]);
    expect(screen.getByRole('radio', { name: 'Lost' })).toBeChecked();
    expect(screen.getByRole('button', { name: /NARCAN Nasal Spray/ })).toHaveAttribute('aria-pressed', 'true');
    expect(window.location.search).toBe('?step=2');
  });

  it("moves between steps with the browser's Back and Forward, the server deciding each move", async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await chooseProduct(user);
    await stepHeading('Number of kits');
    await traverse(-1);
    await stepHeading('Your NARCAN');
    expect(api.backs).toEqual([2]);
    await traverse(-1);
    await stepHeading('Your state');
    expect(screen.getByRole('combobox', { name: /Which state/ })).toHaveDisplayValue('Colorado');
    expect(api.backs).toEqual([2, 1]);
    // Forward submits the step shown, with the answers kept, as Next does.
    await traverse(1);
    // Step 2 comes round again: its answers are drafts until submitted, so the brand is not named yet.
    await stepHeading('Your naloxone');
    expect(screen.getByRole('button', { name: /NARCAN Nasal Spray/ })).toHaveAttribute('aria-pressed', 'true');
    expect(api.posted.at(-1)).toMatchObject({ step: 1 });
    await traverse(1);
    await stepHeading('Number of kits');
    expect(api.posted.at(-1)).toMatchObject({ step: 2 });
    await chooseQuantity(user);
    await stepHeading('Reason for requesting');
  });

  it("offers 'Choose a different state' when the state is not served, which goes back to step 1 on the server", async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Texas');
    await stepHeading('We cannot send you a free kit by mail');
    await user.click(screen.getByRole('button', { name: 'Choose a different state' }));
    await stepHeading('Your state');
    expect(api.backs).toEqual([1]);
    expect(sessionStorage.getItem('questionnaire.runId')).toBe('run-1');
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
  });
});

describe('membership form: Register that explains itself', () => {
  it('lists what is missing once Register is pressed, each a link to its field', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    const register = await screen.findByRole('button', { name: 'Register' }, { timeout: 10_000 });
    await user.click(register);
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await user.click(within(summary).getByRole('link', { name: /Zip/ }));
    expect(screen.getByRole('textbox', { name: /^Zip/ })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /^State\b/ }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveFocus());
  });
});
