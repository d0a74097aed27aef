import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, renderAt } from './render-app.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fill(user: ReturnType<typeof userEvent.setup>, values: { code?: string; email?: string; password?: string; confirm?: string }) {
  if (values.code !== undefined) await user.type(screen.getByLabelText(/^Verification Code/), values.code);
  if (values.email !== undefined) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.password !== undefined) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.confirm !== undefined) await user.type(screen.getByLabelText(/^Confirm Password/), values.confirm);
}

describe('/user-setup', () => {
  it('shows the messages of docs/product.md#users and sends nothing while a field is wrong', async () => {
    const user = userEvent.setup();
    renderAt('/user-setup');
    await screen.findByRole('heading', { name: 'Account setup' }, lazyPage);
    await fill(user, { email: 'not-an-email', password: 'short', confirm: 'other' });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByText('Please enter a verification code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText(/^Password must be 8 to 255 characters/)).toBeInTheDocument();
    expect(screen.getByText("Password confirmation doesn't match")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification Code/)).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the passwords', async () => {
    const user = userEvent.setup();
    renderAt('/user-setup');
    const password = await screen.findByLabelText(/^Password/, {}, lazyPage);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('posts email, password and code, then goes to the root path', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    const user = userEvent.setup();
    renderAt('/user-setup?email=ivy%40example.org');
    expect(await screen.findByLabelText(/^Email/, {}, lazyPage)).toHaveValue('ivy@example.org');
    await fill(user, { code: 'ABCD234567', password: 'Bright-Meadow-58!', confirm: 'Bright-Meadow-58!' });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/setup');
    expect(JSON.parse(init.body)).toEqual({ email: 'ivy@example.org', password: 'Bright-Meadow-58!', code: 'ABCD234567' });
  });

  it.each([
    [{ code: 'SETUP_COMPLETE', message: 'x' }, 409, 'An account for this user has already been setup, please login'],
    [{ code: 'INVITE_CODE_INVALID', message: 'This verification code is not valid.' }, 400, 'User setup failed. Please contact support. This verification code is not valid.'],
  ])('shows the server outcome %#', async (body, status, text) => {
    fetchMock.mockResolvedValueOnce(json(status, body));
    const user = userEvent.setup();
    renderAt('/user-setup');
    await screen.findByRole('heading', { name: 'Account setup' }, lazyPage);
    await fill(user, { code: 'ABCD234567', email: 'ivy@example.org', password: 'Bright-Meadow-58!', confirm: 'Bright-Meadow-58!' });
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/user-setup$/);
  });
});
