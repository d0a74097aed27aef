import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, renderAt } from './render-app.tsx';
import { installFakeApi } from './questionnaire-fake-api.ts';
import {
  answerQuiz, chooseProduct, chooseQuantity, chooseState, chooseWhy, expectHeldBack, fillDetails, nextButton, pressNext, section, stepHeading,
} from './questionnaire-steps.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUIRED = "Fields marked with asterisk are required. Please provide all required values to enable the 'Next' button.";

describe('questionnaire page: the first steps', () => {
  it('starts a run at the state question with progress and the required note; Next with no answer says what is missing', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 11');
    expect(screen.getByText(REQUIRED)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectHeldBack(user, [/^Which state should we mail your free naloxone to\? This field is required\./]);
    const state = screen.getByRole('combobox', { name: /Which state/ });
    expect(state).toHaveAccessibleDescription(/Colorado and Kentucky/);
    await user.selectOptions(state, 'Colorado');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(nextButton());
    await stepHeading('Your naloxone');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 11');
    expect(sessionStorage.getItem('questionnaire.runId')).toBe('run-1');
  });

  it('moves focus to the new step heading after a step change', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    const heading = await stepHeading('Your naloxone');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('shows the ineligible view with the exact message for an unsupported state', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Alabama');
    await stepHeading('We cannot send you a free kit by mail');
    expect(
      screen.getByText(
        'Sorry we are unable to provide this drug in your state. Please reach out to your local health department for additional resources to obtain this life saving drug.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
    expect(sessionStorage.getItem('questionnaire.runId')).toBeNull();
  });

  it('deselects the drug when it is chosen again, and Next then says it is missing', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
    const narcan = screen.getByRole('button', { name: /NARCAN Nasal Spray/ });
    await user.click(screen.getByRole('radio', { name: 'New Request' }));
    await user.click(narcan);
    expect(narcan).toHaveAttribute('aria-pressed', 'true');
    await user.click(narcan);
    expect(narcan).toHaveAttribute('aria-pressed', 'false');
    await expectHeldBack(user, [/^Which naloxone nasal spray/]);
  });

  it('names the chosen brand instead of "naloxone" in later questions and caps a refill at 2 kits', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await chooseProduct(user, 'Expired');
    await stepHeading('Number of kits');
    const quantity = screen.getByRole('combobox', { name: /How many NARCAN kits/ });
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', '1 kit', '2 kits']);
  });

  it('caps the quantity by a low quota', async () => {
    installFakeApi({ remainingUnits: 5 });
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await chooseProduct(user);
    await stepHeading('Number of kits');
    const quantity = screen.getByRole('combobox', { name: /How many/ });
    expect(within(quantity).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select…', '1 kit', '2 kits']);
  });

  it('resumes the run after a reload', async () => {
    installFakeApi();
    const user = userEvent.setup({ delay: null });
    const first = renderAt('/form');
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
    first.unmount();
    renderAt('/form');
    await stepHeading('Your naloxone');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 11');
  });
});

describe('questionnaire page: Required Information', () => {
  async function openDetails(state = 'Colorado') {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, state);
    await chooseProduct(user);
    await chooseQuantity(user);
    await chooseWhy(user);
    await stepHeading('Required Information');
    // The one-form layout's code loads with its step (decision 080): its sections show once it has.
    await screen.findByRole('group', { name: 'Shipping Information' }, { timeout: 10_000 });
    return { user, api };
  }

  it('is one form with shipping and personal sections, and no county outside Kentucky', async () => {
    await openDetails();
    expect(section('Shipping Information')).toBeInTheDocument();
    expect(section('Personal Information')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /County/ })).not.toBeInTheDocument();
    expect(within(section('Shipping Information')).getByRole('textbox', { name: /^State/ })).toHaveValue('Colorado');
  });

  it('asks for the county in Kentucky', async () => {
    await openDetails('Kentucky');
    const county = within(section('Shipping Information')).getByRole('combobox', { name: /County/ });
    expect(within(county).getAllByRole('option')).toHaveLength(34);
  });

  it('formats phone and zip as typed and validates on blur, then on change', async () => {
    const { user } = await openDetails();
    const personal = section('Personal Information');
    const phone = within(personal).getByRole('textbox', { name: /^Phone/ });
    await user.click(phone);
    await user.paste('(303) 555 0142');
    expect(phone).toHaveValue('303-555-0142');
    const zip = within(section('Shipping Information')).getByRole('textbox', { name: /^Zip code/ });
    await user.click(zip);
    await user.paste('80202-1234');
    expect(zip).toHaveValue('80202');

    const email = within(personal).getByRole('textbox', { name: /^Email/ });
    await user.click(email);
    await user.paste('alex@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    // The flow's example is a hint tied to the field; the error keeps the flow's text and says what to do.
    expect(email).toHaveAccessibleDescription('name@example.com Invalid Email — Enter an email address, like name@example.com.');
    expect(email).not.toHaveAttribute('placeholder');
    await user.type(email, 'example.org');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('takes an address that shows nothing as empty, and refuses one whose order a hidden character changes', async () => {
    const { user } = await openDetails();
    const address = within(section('Shipping Information')).getByRole('textbox', { name: /^Address\b(?! 2)/ });
    await user.click(address);
    await user.paste('\u202E');
    await user.tab();
    expect(address).toHaveAccessibleDescription(/This field is required\.$/);
    await user.clear(address);
    await user.paste('\u202E1437 Bannock St');
    await user.tab();
    expect(address).toHaveAccessibleDescription(/This contains hidden characters that change the order of the text\. Please type it in again instead of pasting it\.$/);
    await user.clear(address);
    await user.paste('1437\u200B Bannock St');
    await user.tab();
    expect(address).not.toHaveAttribute('aria-invalid');
  });

  it('copies the shipping address into the personal fields, checking each against its own limit', async () => {
    const { user } = await openDetails();
    const shipping = section('Shipping Information');
    const address = within(shipping).getByRole('textbox', { name: /^Address\b(?! 2)/ });
    await user.click(address);
    await user.paste('1600 Broadway Street, Building 12');
    await user.click(within(shipping).getByRole('textbox', { name: /^City/ }));
    await user.paste('Denver');
    await user.click(within(shipping).getByRole('textbox', { name: /^Zip code/ }));
    await user.paste('80202');
    const personal = section('Personal Information');
    await user.click(within(personal).getByRole('checkbox', { name: /same as my shipping address/ }));
    expect(within(personal).getByRole('textbox', { name: /^City/ })).toHaveValue('Denver');
    expect(within(personal).getByRole('textbox', { name: /^Zip code/ })).toHaveValue('80202');
    expect(within(personal).getByRole('combobox', { name: /^State/ })).toHaveDisplayValue('Colorado');
    const home = within(personal).getByRole('textbox', { name: /^Address/ });
    expect(home).toHaveValue('1600 Broadway Street, Building 12');
    expect(home).toHaveAccessibleDescription(/Maximum 30 characters/);
  });

  it('sends the step only when every required answer is valid, and shows server refusals at the field', async () => {
    const { user, api } = await openDetails();
    await fillDetails(user);
    const sent = api.posted.length;
    await expectHeldBack(user, [/confirm you are a person/]); // the captcha is not solved yet
    expect(api.posted).toHaveLength(sent);
    const captcha = screen.getByRole('group', { name: /confirm you are a person/ });
    expect(captcha).toBeInTheDocument();
    api.nextStepReply = { status: 422, body: { code: 'ANSWERS_INVALID', message: 'x', fields: [{ questionId: 'q-email', message: 'Invalid Email' }] } };
    // A solved challenge, as the widget reports it.
    const widget = await waitFor(() => {
      const el = captcha.querySelector('altcha-widget');
      if (!el) throw new Error('no widget yet');
      return el;
    }, lazyPage);
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }));
    });
    await user.click(nextButton());
    const email = within(section('Personal Information')).getByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Invalid Email$/));
    expect(api.posted.at(-1)?.body.answers.find((a) => a.questionId === 'q-captcha')?.value).toBe('cGF5bG9hZA==');
  });

  it("says 'Recaptcha expired. Please verify again.' when the solution expires", async () => {
    await openDetails();
    const captcha = screen.getByRole('group', { name: /confirm you are a person/ });
    const widget = await waitFor(() => {
      const el = captcha.querySelector('altcha-widget');
      if (!el) throw new Error('no widget yet');
      return el;
    }, lazyPage);
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }));
    });
    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired', payload: null } }));
    });
    expect(captcha).toHaveAccessibleDescription(/Recaptcha expired\. Please verify again\./);
  });
});

describe('questionnaire page: video, quiz and the end', () => {
  async function toVideo(portalEnv: 'dev' | 'qa', videoAcceptedInSeconds?: number) {
    const api = installFakeApi({ portalEnv, videoAcceptedInSeconds });
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await chooseProduct(user);
    await chooseQuantity(user);
    await chooseWhy(user);
    await fillDetails(user);
    if (portalEnv === 'dev') {
      const widget = await waitFor(() => {
        const el = document.querySelector('altcha-widget');
        if (!el) throw new Error('no widget yet');
        return el;
      }, lazyPage);
      act(() => {
        widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }));
      });
    }
    await pressNext(user);
    await stepHeading('Training video');
    return { user, api };
  }

  it('holds Next back until the video has ended, with captions', async () => {
    const { user } = await toVideo('dev');
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const video = document.querySelector('video')!;
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    const summary = await expectHeldBack(user);
    fireEvent.ended(video);
    await waitFor(() => expect(within(summary).queryByRole('link')).not.toBeInTheDocument());
  });

  it('counts down the seconds the server still needs when the video ends early, then lets Next through: one message at a time', async () => {
    const { api } = await toVideo('dev', 3);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const video = document.querySelector('video')!;
      fireEvent.ended(video);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveTextContent('You can continue in 3 seconds.');
      expect(screen.queryByText(/Thank you for watching/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Please watch the video/)).not.toBeInTheDocument();
      // Next pressed now sends nothing.
      const sent = api.posted.length;
      fireEvent.click(nextButton());
      await act(async () => {});
      expect(api.posted).toHaveLength(sent);
      act(() => vi.advanceTimersByTime(1000));
      expect(timer).toHaveTextContent('You can continue in 2 seconds.');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer')).toHaveTextContent('You can continue in 1 second.');
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByText('Thank you for watching. You can continue.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens Next at once when the video ends after the time the server needs', async () => {
    await toVideo('dev', 2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      act(() => vi.advanceTimersByTime(2500));
      fireEvent.ended(document.querySelector('video')!);
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      expect(screen.getByText('Thank you for watching. You can continue.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts down again on a video step shown once more (Back) before the server would accept it, though it was watched', async () => {
    const { user } = await toVideo('dev', 2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      act(() => vi.advanceTimersByTime(2500));
      fireEvent.ended(document.querySelector('video')!);
      expect(screen.getByText('Thank you for watching. You can continue.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    await pressNext(user);
    await stepHeading('Quiz: question 1 of 4');
    // The clock stands still from here (the page's timers still run): the countdown shown again cannot run out while a
    // busy machine renders the step and presses Next.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await user.click(screen.getByRole('link', { name: /Back/ }));
      await stepHeading('Training video');
      expect(screen.getByRole('timer')).toHaveTextContent(/You can continue in 2 seconds\./);
      // Next now: the summary names the video and the seconds left in one sentence, and the video says the countdown once.
      await expectHeldBack(user, [/^Watch this short video on how to recognise an opioid overdose and give NARCAN nasal spray\. You can continue in 2 seconds\.$/]);
      expect(screen.getAllByText(/You can continue in/)).toHaveLength(2);
      expect(screen.queryByText(/Please watch the video/)).not.toBeInTheDocument();
      vi.setSystemTime(Date.now() + 1000);
      await waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent(/You can continue in 1 second\./), { timeout: 5_000 });
      vi.setSystemTime(Date.now() + 1000);
      await waitFor(() => expect(screen.getByText('Thank you for watching. You can continue.')).toBeInTheDocument(), { timeout: 5_000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Failed to load video' when no source plays", async () => {
    const { user } = await toVideo('dev');
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull());
    const sources = document.querySelectorAll('video source');
    fireEvent.error(sources[sources.length - 1]!);
    expect(screen.getByText('Failed to load video')).toBeInTheDocument();
    await expectHeldBack(user);
  });

  it('completes the video and the captcha by itself in the QA environment, then the quiz and the order', async () => {
    const { user, api } = await toVideo('qa');
    expect(api.posted.find((p) => p.step === 5)?.body.answers.find((a) => a.questionId === 'q-captcha')?.value).toBe('qa-auto-verified');
    await pressNext(user);
    await answerQuiz(user);
    // The confirmation has its own address; the run that placed it is kept for it alone, so /form starts afresh.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/order-placed$/), lazyPage);
    // GOV.UK's confirmation: one heading, in a panel with the order number; no second 'Thank you'.
    const heading = await stepHeading('Order placed');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).not.toHaveTextContent(/Thank you/);
    expect(heading.parentElement).toContainElement(screen.getByTestId('order-mrn'));
    expect(sessionStorage.getItem('questionnaire.runId')).toBeNull();
    expect(sessionStorage.getItem('questionnaire.placedRunId')).toBe('run-1');
    // The order number prominently, what was ordered, where it ships (city, state, ZIP only), what happens next.
    expect(screen.getByTestId('order-mrn')).toHaveTextContent('NX-TEST2345');
    expect(screen.getByText('Your order number (MRN)')).toBeInTheDocument();
    expect(screen.getByRole('main').textContent!.match(/MRN/g)).toHaveLength(1);
    expect(screen.getByText('We have sent you an email with your order number and these details.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', '/track?mrn=NX-TEST2345');
    expect(screen.getByText('2 kits: NARCAN Nasal Spray 4 mg')).toBeInTheDocument();
    expect(screen.getByText('Denver, CO 80202')).toBeInTheDocument();
    expect(screen.queryByText(/1600 Broadway/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Step 11 of 11/)).not.toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');

    // A reload reads the order back and places nothing.
    const posts = api.posted.length;
    cleanup();
    renderAt('/order-placed');
    await stepHeading('Order placed');
    expect(screen.getByTestId('order-mrn')).toHaveTextContent('NX-TEST2345');
    expect(api.posted).toHaveLength(posts);
  });

  it('shows no order at /order-placed in a tab that placed none, only the way to track one', async () => {
    installFakeApi();
    renderAt('/order-placed');
    await screen.findByRole('heading', { level: 1, name: 'There is no order to show here' }, lazyPage);
    expect(screen.queryByTestId('order-mrn')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my order' })).toHaveAttribute('href', '/track');
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it("marks a wrong quiz answer 'Incorrect !' with the hint, and Next holds back", async () => {
    const { user } = await toVideo('qa');
    await pressNext(user);
    await stepHeading('Quiz: question 1 of 4');
    await user.click(screen.getByRole('button', { name: /Fast, heavy breathing/ }));
    const feedback = document.getElementById('q-quiz-1-feedback')!;
    expect(feedback).toHaveAttribute('role', 'status');
    expect(screen.getByText('Incorrect !')).toBeInTheDocument();
    expect(screen.getAllByText(/what opioids do to breathing/)[0]).toBeInTheDocument();
    await expectHeldBack(user, [/sign of an opioid overdose/]);
    await user.click(screen.getByRole('button', { name: /very slow, shallow/ }));
    expect(screen.getByText('Correct !')).toBeInTheDocument();
    expect(feedback).toHaveTextContent(/Opioids slow breathing down/);
  });

  it("toasts 'An error occurred while submitting your order.' when the order fails", async () => {
    installFakeApi({ portalEnv: 'qa', orderFails: 500 });
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await chooseProduct(user);
    await chooseQuantity(user);
    await chooseWhy(user);
    await fillDetails(user);
    await pressNext(user);
    await stepHeading('Training video');
    await pressNext(user);
    await answerQuiz(user);
    expect(await screen.findByText('An error occurred while submitting your order.', undefined, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz: question 4 of 4' })).toBeInTheDocument();
  });
});

describe('questionnaire page: refusals', () => {
  it('shows every reason of a 406 as sanitized HTML with the way home', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    api.nextStepReply = {
      status: 406,
      body: {
        code: 'NOT_ACCEPTABLE',
        message: 'Your request cannot be accepted.',
        reasons: ['Refills are available no sooner than <b>2 months</b> apart.<img src=x onerror="alert(1)"><script>alert(2)</script>', 'Second reason.'],
      },
    };
    await user.selectOptions(screen.getByRole('combobox', { name: /Which state/ }), 'Colorado');
    await user.click(nextButton());
    await stepHeading('We cannot complete this request');
    const bold = screen.getByText('2 months');
    expect(bold.tagName).toBe('B');
    expect(screen.getByText('Second reason.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it('toasts the server message when a step fails, and keeps the answers for another try', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await stepHeading('Your state');
    api.nextStepReply = { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering.' } };
    await user.selectOptions(screen.getByRole('combobox', { name: /Which state/ }), 'Colorado');
    await user.click(nextButton());
    expect(await screen.findByText('The database is not answering.', undefined, lazyPage)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Which state/ })).toHaveDisplayValue('Colorado');
    await user.click(nextButton());
    await stepHeading('Your naloxone');
  });

  it('shows where the run stands when it moved on elsewhere (409)', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    await chooseState(user, 'Colorado');
    await stepHeading('Your naloxone');
    api.nextStepReply = { status: 409, body: { code: 'WRONG_STEP', message: 'The run is at step 3, not step 2.' } };
    await user.click(screen.getByRole('radio', { name: 'New Request' }));
    await user.click(screen.getByRole('button', { name: /NARCAN Nasal Spray/ }));
    await user.click(nextButton());
    expect(await screen.findByText(/moved on in another window/, undefined, lazyPage)).toBeInTheDocument();
    await stepHeading('Your naloxone');
    expect(api.posted).toHaveLength(2);
  });

  it('offers to try again when the questionnaire cannot be loaded', async () => {
    installFakeApi();
    const working = globalThis.fetch;
    let failures = 2; // the run and the environment
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => (failures-- > 0 ? Promise.reject(new TypeError('Failed to fetch')) : working(...args)));
    const user = userEvent.setup({ delay: null });
    renderAt('/form');
    expect(await screen.findByText('The questionnaire could not be loaded.', undefined, lazyPage)).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await stepHeading('Your state');
  });
});
