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
  it('marks nothing wrong until Register; then the error summary at the top, focused, links each problem to its field', async () => {
    const user = await openForm();
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('To continue, please complete:')).toBeNull();
    const name = field(/^Legal Business Name/);
    await user.click(name);
    await user.tab();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Legal Business Name is required')).toBeNull();

    await user.click(register);
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    expect(summary).toHaveFocus();
    // The summary comes before the page's heading: it is the first thing read and seen.
    expect(summary.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Legal Business Name is required', 'Name is required', 'Facility Type is required', 'Street is required', 'City is required',
      'State is required', 'Zip is required', 'County is required', 'Attention is required', 'Phone is required', 'Contact Name is required',
      'Contact Phone is required', 'Contact Email is required', 'Is your facility part of a purchasing group? Select Yes or No',
      'Is your facility affiliated with another group purchasing organization (GPO)? Select Yes, No or Not sure',
    ]);
    expect(document.title).toMatch(/^Error: GPO Membership Application/);
    // Beside the field too, tied to it and announced.
    const message = screen.getAllByText('Legal Business Name is required').find((e) => e.tagName === 'P')!;
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(name).toBeRequired();
    await user.click(links[0]!);
    expect(name).toHaveFocus();

    // Fixed as the person types: the message goes, and so does its entry in the summary.
    await user.type(name, 'Acme');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(summary).queryByRole('link', { name: 'Legal Business Name is required' })).toBeNull();
    expect(within(summary).getAllByRole('link')).toHaveLength(14);
  });

  it('formats zip and phones as they are typed, and checks zip, phones and email on Register', async () => {
    const user = await openForm();
    const zip = field(/^Zip/);
    await user.type(zip, '80202-1234');
    expect(zip).toHaveValue('80202');
    await user.clear(zip);
    await user.type(zip, '802');
    const phone = field(/^Phone/);
    await user.type(phone, '3035550100');
    expect(phone).toHaveValue('303-555-0100');
    await user.clear(phone);
    await user.type(phone, '303555');
    const fax = field(/^Fax/);
    await user.type(fax, '555');
    const email = field(/^Contact Email/);
    await user.type(email, 'alex@');
    await user.tab();
    expect(zip).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(zip).toHaveAccessibleDescription('5 digits Invalid Zip');
    expect(phone).toHaveAccessibleDescription(/Invalid Phone Format/);
    expect(fax).toHaveAccessibleDescription(/Invalid Phone Format/);
    expect(fax).not.toBeRequired();
    expect(email).toHaveAccessibleDescription('Invalid Email');
    const summary = screen.getByRole('alert');
    // A message that does not name its field is given the field's name in the summary.
    expect(within(summary).getByRole('link', { name: 'Fax: Invalid Phone Format' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Invalid Zip' })).toBeInTheDocument();
  });

  it('asks for the affiliation only when the facility is part of a purchasing group', async () => {
    const user = await openForm();
    await fillValid(user);
    const group = screen.getByRole('group', { name: /part of a purchasing group/ });
    await user.click(within(group).getByRole('radio', { name: 'Yes' }));
    const affiliation = field(/^Affiliation/);
    expect(affiliation).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('link', { name: 'Affiliation is required' })).toBeInTheDocument();
    await user.type(affiliation, 'Front Range Co-op');
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).toBeNull();
    await user.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('textbox', { name: /^Affiliation/ })).toBeNull();
  });

  it('asks for the current GPO and products when the other-group answer is Yes, and offers them when it is Not sure', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'app-1', reference: 'MA-7KQ2M9', status: 'pending' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await openForm();
    await fillValid(user);
    const other = screen.getByRole('group', { name: /another group purchasing organization/ });
    await user.click(within(other).getByRole('radio', { name: 'Yes' }));
    expect(field(/^Current GPO Name/)).toBeRequired();
    expect(field(/^Products currently purchased/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('link', { name: 'Current GPO Name is required' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(within(other).getByRole('radio', { name: 'Not sure' }));
    expect(field(/^Current GPO Name/)).not.toBeRequired();
    expect(field(/^Current GPO Name/)).toHaveAccessibleDescription('Optional: if you know it');
    expect(screen.queryByRole('link', { name: 'Current GPO Name is required' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ ...validApplication, otherGpoAffiliation: 'unsure', language: 'en' });
  });

  it('sends the application and moves to its own page, with the reference and what happens next', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'app-1', reference: 'MA-7KQ2M9', status: 'pending' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Application received' }, lazyPage)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/user/register');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ ...validApplication, language: 'en' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register\/received\/MA-7KQ2M9$/);
    expect(screen.getByText('MA-7KQ2M9')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByText(/usually within 5 working days/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed and says, at the top, that the application was not sent when the server refuses it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Invalid request body: zip is required.' }), { status: 400 })));
    const user = await openForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('heading', { level: 2, name: 'There is a problem' });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('Your application was not sent. Invalid request body: zip is required.')).toBeInTheDocument();
    expect(field(/^Legal Business Name/)).toHaveValue('Mile High Harm Reduction Inc.');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/);
  });
});
