import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validApplication } from '#tests/server/membership-fixtures.ts';
import { lazyPage, renderAt } from './render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openForm() {
  const user = userEvent.setup({ delay: null });
  renderAt('/register');
  await screen.findByRole('heading', { level: 1, name: 'GPO Membership Application' }, lazyPage);
  return user;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Types a whole value at once (a paste), as fast as a test can and still through the field's onChange. */
async function enter(user: UserEvent, name: RegExp, value: string) {
  await user.click(field(name));
  await user.paste(value);
}

async function fillValid(user: UserEvent) {
  await enter(user, /^Legal Business Name/, 'Mile High Harm Reduction Inc.');
  await enter(user, /^Name/, 'Mile High Harm Reduction');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Facility Type/ }), 'Community Based Organization');
  await enter(user, /^Street/, '1600 Broadway');
  await enter(user, /^City/, 'Denver');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'CO');
  await enter(user, /^Zip/, '80202');
  await enter(user, /^County/, 'Denver');
  await enter(user, /^Attention/, 'Purchasing');
  await enter(user, /^Phone/, '3035550100');
  await enter(user, /^Contact Name/, 'Alex Rivera');
  await enter(user, /^Contact Phone/, '13035550101');
  await enter(user, /^Contact Email/, 'alex@milehigh.example.org');
  await user.click(screen.getByRole('checkbox', { name: 'Send Order Confirmation Emails' }));
  const group = screen.getByRole('group', { name: /part of a purchasing group/ });
  await user.click(within(group).getByRole('radio', { name: 'No' }));
  const other = screen.getByRole('group', { name: /another group purchasing organization/ });
  await user.click(within(other).getByRole('radio', { name: 'No' }));
}

describe('membership application form', () => {
  it('keeps Register disabled until every required field is valid', async () => {
    const user = await openForm();
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toHaveAttribute('aria-disabled', 'true');
    expect(register).toHaveAccessibleDescription(/^To continue, please complete: Legal Business Name: /);
    await fillValid(user);
    expect(register).not.toHaveAttribute('aria-disabled');
    await user.clear(field(/^Zip/));
    expect(register).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows an error on blur, tied to the field and announced', async () => {
    const user = await openForm();
    const name = field(/^Legal Business Name/);
    expect(screen.queryByText('Legal Business Name is required')).toBeNull();
    await user.click(name);
    await user.tab();
    const message = screen.getByText('Legal Business Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(name).toHaveAccessibleDescription('Legal Business Name is required');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(name).toBeRequired();

    await user.type(name, 'Acme');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Legal Business Name is required')).toBeNull();
  });

  it('formats and checks zip, phones and email', async () => {
    const user = await openForm();
    const zip = field(/^Zip/);
    await user.type(zip, '80202-1234');
    expect(zip).toHaveValue('80202');
    await user.clear(zip);
    await user.type(zip, '802');
    await user.tab();
    expect(zip).toHaveAccessibleDescription('5 digits Invalid Zip');

    const phone = field(/^Phone/);
    await user.type(phone, '3035550100');
    expect(phone).toHaveValue('303-555-0100');
    await user.clear(phone);
    await user.type(phone, '303555');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/Invalid Phone Format/);

    const fax = field(/^Fax/);
    await user.type(fax, '555');
    await user.tab();
    expect(fax).toHaveAccessibleDescription(/Invalid Phone Format/);
    expect(fax).not.toBeRequired();

    const email = field(/^Contact Email/);
    await user.type(email, 'alex@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Invalid Email');
  });

  it('asks for the affiliation only when the facility is part of a purchasing group', async () => {
    const user = await openForm();
    await fillValid(user);
    const register = screen.getByRole('button', { name: 'Register' });
    const group = screen.getByRole('group', { name: /part of a purchasing group/ });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    const affiliation = field(/^Affiliation/);
    expect(affiliation).toBeRequired();
    expect(register).toHaveAttribute('aria-disabled', 'true');
    await user.type(affiliation, 'Front Range Co-op');
    expect(register).not.toHaveAttribute('aria-disabled');
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /^Affiliation/ })).toBeNull();
  });

  it('asks for the current GPO and products unless the other-group answer is No', async () => {
    const user = await openForm();
    await fillValid(user);
    const register = screen.getByRole('button', { name: 'Register' });
    const other = screen.getByRole('group', { name: /another group purchasing organization/ });
    await user.click(within(other).getByRole('radio', { name: 'Not sure' }));
    expect(register).toHaveAttribute('aria-disabled', 'true');
    await user.type(field(/^Current GPO Name/), 'Vizient');
    expect(register).toHaveAttribute('aria-disabled', 'true');
    await user.type(field(/^Products currently purchased/), 'Nasal naloxone 4 mg');
    expect(register).not.toHaveAttribute('aria-disabled');
    await user.click(within(other).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /^Current GPO Name/ })).toBeNull();
    expect(register).not.toHaveAttribute('aria-disabled');
  });

  it('submits, confirms, clears the form and returns home after 2.5 seconds', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'app-1', status: 'pending' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Your application has been submitted!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/register');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ ...validApplication, language: 'en' });
    expect(field(/^Legal Business Name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 4000 });
  });

  it('keeps what was typed and says the application was not submitted when the server refuses it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Invalid request body: zip is required.' }), { status: 400 })));
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('An error occurred. Your application was not submitted.')).toBeInTheDocument();
    expect(screen.getByText('Invalid request body: zip is required.')).toBeInTheDocument();
    expect(field(/^Legal Business Name/)).toHaveValue('Mile High Harm Reduction Inc.');
    expect(screen.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-disabled');
  });
});
