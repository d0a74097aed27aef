/** Answering the questionnaire page's steps as a person would, for the page tests. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { lazyPage } from './render-app.tsx';

export const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** The step's heading, once the step has taken focus to it (20 ms after it is shown). */
export async function stepHeading(name: string | RegExp) {
  const heading = await screen.findByRole('heading', { level: 1, name }, lazyPage);
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

export async function pressNext(user: UserEvent) {
  await waitFor(() => expect(nextButton()).not.toHaveAttribute('aria-disabled'));
  await user.click(nextButton());
}

/**
 * Next pressed with an answer missing or wrong: GOV.UK's error summary ('There is a problem') appears at the top and
 * takes focus, a link per field; the step stays. Returns the summary.
 */
export async function expectHeldBack(user: UserEvent, links: RegExp[] = []): Promise<HTMLElement> {
  const heading = screen.getByRole('heading', { level: 1 }).textContent;
  await user.click(nextButton());
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  for (const link of links) expect(within(summary).getByRole('link', { name: link })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading ?? '');
  return summary;
}

export async function chooseState(user: UserEvent, state: string) {
  await stepHeading('Your state');
  await user.selectOptions(screen.getByRole('combobox', { name: /Which state/ }), state);
  await pressNext(user);
}

export async function chooseProduct(user: UserEvent, reason = 'New Request') {
  await stepHeading('Your naloxone');
  await user.click(screen.getByRole('button', { name: /NARCAN Nasal Spray/ }));
  await user.click(screen.getByRole('radio', { name: reason }));
  await pressNext(user);
}

export async function chooseQuantity(user: UserEvent, kits = '2 kits') {
  await stepHeading('Number of kits');
  await user.selectOptions(screen.getByRole('combobox', { name: /How many/ }), kits);
  await pressNext(user);
}

export async function chooseWhy(user: UserEvent) {
  await stepHeading('Reason for requesting');
  await user.click(screen.getByRole('radio', { name: /anyone in my community/ }));
  await pressNext(user);
}

async function type(user: UserEvent, label: RegExp, value: string, scope: HTMLElement) {
  const field = within(scope).getByRole('textbox', { name: label });
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

/** The memorable date of birth: Month, Day and Year boxes in the 'Date of birth' group. */
export async function fillDate(user: UserEvent, scope: HTMLElement, date: { month: string; day: string; year: string }) {
  const group = within(scope).getByRole('group', { name: /^Date of birth/ });
  for (const [label, value] of [['Month', date.month], ['Day', date.day], ['Year', date.year]] as const) {
    const box = within(group).getByRole('textbox', { name: label });
    await user.clear(box);
    await user.type(box, value);
  }
}

export function section(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

/** The Required Information form with valid details; ticks the same-address box to fill the personal address. */
export async function fillDetails(user: UserEvent, county?: string) {
  await stepHeading('Required Information');
  const shipping = section('Shipping Information');
  await user.selectOptions(within(shipping).getByRole('combobox', { name: /Shipping address type/ }), 'Home');
  await type(user, /^Address\b(?! 2)/, '1600 Broadway', shipping);
  await type(user, /^City/, 'Denver', shipping);
  await type(user, /^Zip code/, '80202', shipping);
  if (county) await user.selectOptions(within(shipping).getByRole('combobox', { name: /County/ }), county);
  const personal = section('Personal Information');
  await user.click(within(personal).getByRole('checkbox', { name: /same as my shipping address/ }));
  await type(user, /^First name/, 'Alex', personal);
  await type(user, /^Last name/, 'Rivera', personal);
  await fillDate(user, personal, { month: '5', day: '17', year: '1990' });
  await user.selectOptions(within(personal).getByRole('combobox', { name: /Gender/ }), 'Female');
  await type(user, /^Phone/, '3035550142', personal);
  await type(user, /^Email/, 'alex@example.org', personal);
}

export const QUIZ_ANSWERS = [
  /very slow, shallow/,
  /Call 911 and give/,
  /nozzle in one nostril/,
  /second dose in the other nostril/,
];

export async function answerQuiz(user: UserEvent) {
  for (const [i, answer] of QUIZ_ANSWERS.entries()) {
    await stepHeading(`Quiz: question ${i + 1} of 4`);
    // The quiz's question is a lazy chunk of its own: it may come a moment after the step's heading.
    await user.click(await screen.findByRole('button', { name: answer }, lazyPage));
    await pressNext(user);
  }
}
