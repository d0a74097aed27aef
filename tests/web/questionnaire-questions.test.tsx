import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { stepView } from '#engine/step-view.ts';
import type { Flow } from '#schemas/generated/flow.ts';
import type { StepView } from '#schemas/generated/flow-api.ts';
import type { QuestionType } from '#schemas/generated/flow.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { questionRegistry } from '#web/features/questionnaire/question-registry.ts';
import { StepScreen } from '#web/features/questionnaire/step-screen.tsx';
import { ENV, loadV1, runAt } from '#tests/engine/fixtures.ts';

/** The view of step `step` of a (possibly edited) v1 flow, as the engine builds it for a Colorado run. */
function viewAt(step: number, edit?: (flow: Flow) => void): StepView {
  const flow = loadV1();
  edit?.(flow);
  const view = stepView(flow, runAt(flow, step), 'en', ENV);
  if (!view) throw new Error(`no view for step ${step}`);
  return view;
}

async function renderStep(view: StepView, onSubmit = vi.fn()) {
  render(
    <ChakraScope>
      <MemoryRouter>
        <StepScreen view={view} portalEnv="dev" today="2025-03-14" submitting={false} fieldErrors={[]} onSubmit={onSubmit} onBack={vi.fn()} onChange={vi.fn()} />
      </MemoryRouter>
    </ChakraScope>,
  );
  // The step moves focus to its heading 20 ms after it is shown; type only once it has.
  const heading = screen.getByRole('heading', { level: 1 });
  await waitFor(() => expect(heading).toHaveFocus());
  return onSubmit;
}

describe('question registry', () => {
  it('has a component for each of the 15 question types', () => {
    const types: QuestionType[] = [
      'US_STATES_DROPDOWN', 'CLICKABLE', 'DROPDOWN', 'FREETEXT', 'US_STATE_FREETEXT', 'CHECKBOX', 'RECAPTCHA', 'LOCAL_DATE',
      'VIDEO', 'CLICKABLE_ANSWER', 'END', 'RADIO_BUTTON', 'FORM', 'PDF', 'INFO',
    ];
    for (const type of types) expect(questionRegistry[type], type).toBeTruthy();
  });
});

describe('step screen', () => {
  it('posts the answers of the step as answer items, with their field names', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = await renderStep(viewAt(3));
    await user.selectOptions(screen.getByRole('combobox', { name: /How many/ }), '3 kits');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith([{ questionId: 'q-qty', field: 'qty', choiceIds: ['qty-3'] }]);
  });

  it('shows a state-selection question first on a step that has one', async () => {
    const view = viewAt(1, (flow) => {
      const step = flow.steps[0]!;
      step.questions.unshift({
        id: 'q-info', type: 'INFO', category: 'QUESTION', position: 0, mandatory: false, important: false,
        text: { en: 'Kits are free and shipped in plain packaging.' },
      });
    });
    await renderStep(view);
    const state = screen.getByRole('combobox', { name: /Which state/ });
    const info = screen.getByText('Kits are free and shipped in plain packaging.');
    expect(state.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('rejects a date of birth in the future or before 1800 with Invalid date', async () => {
    const user = userEvent.setup({ delay: null });
    await renderStep(viewAt(5));
    const group = await screen.findByRole('group', { name: /^Date of birth/ }); // its code loads with the step
    // Asked the American way: Month, Day, Year, with a hint (not a placeholder) tied to the group.
    expect(group).toHaveAccessibleDescription('For example, 7 2 1986');
    const box = (name: string) => within(group).getByRole('textbox', { name });
    const fill = async (month: string, day: string, year: string) => {
      for (const [name, value] of [['Month', month], ['Day', day], ['Year', year]] as const) {
        await user.clear(box(name));
        if (value) await user.type(box(name), value);
      }
    };
    await fill('1', '1', '2099');
    await user.tab();
    // The rule's text, then what to do.
    expect(group).toHaveAccessibleDescription(/Invalid date — Enter a real date in the past as Month, Day and Year/);
    await fill('12', '31', '1799');
    expect(group).toHaveAccessibleDescription(/Invalid date/);
    await fill('2', '30', '1990');
    expect(group).toHaveAccessibleDescription(/Invalid date/);
    await fill('5', '17', '1990');
    expect(group).not.toHaveAccessibleDescription(/Invalid date/);
    expect(box('Month')).toHaveValue('5');
    expect(box('Year')).toHaveAttribute('inputmode', 'numeric');
  });

  it('marks required fields with an asterisk hidden from screen readers, which hear "required" instead', async () => {
    await renderStep(viewAt(5));
    const first = screen.getByRole('textbox', { name: /^First name/ });
    expect(first).toBeRequired();
    expect(document.querySelector('label[for="q-first-name"] [aria-hidden="true"]')).toHaveTextContent('*');
    expect(screen.getByRole('textbox', { name: /^Address 2/ })).not.toBeRequired();
  });
});

describe('PDF question', () => {
  const pdfView = () =>
    viewAt(6, (flow) => {
      const question = flow.steps[5]!.questions[0]!;
      question.type = 'PDF';
      question.text = { en: 'Read the naloxone fact sheet.' };
      question.media = { kind: 'pdf', src: '/media/consumer/naloxone-fact-sheet.pdf', mimeType: 'application/pdf', title: { en: 'Naloxone fact sheet' } };
    });

  it('holds Next back until the document has been scrolled to the bottom', async () => {
    const onSubmit = await renderStep(pdfView());
    const panel = await screen.findByRole('region', { name: /NARCAN fact sheet/ });
    expect(screen.getByTitle('NARCAN fact sheet')).toHaveAttribute('src', '/media/consumer/naloxone-fact-sheet.pdf');
    Object.defineProperty(panel, 'scrollHeight', { value: 2000 });
    Object.defineProperty(panel, 'clientHeight', { value: 500 });
    const next = screen.getByRole('button', { name: 'Next' });
    panel.scrollTop = 800;
    fireEvent.scroll(panel);
    fireEvent.click(next);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    panel.scrollTop = 1500;
    fireEvent.scroll(panel);
    expect(await screen.findByText('Thank you for reading. You can continue.')).toBeInTheDocument();
    fireEvent.click(next);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
