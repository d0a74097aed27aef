import { readFileSync } from 'node:fs';
import { jsonLanguage } from '@codemirror/lang-json';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Flow } from '#schemas/generated/flow.ts';
import { ChakraScope } from '#web/components/design-system/chakra-scope.tsx';
import { StructuredEditor } from '#web/features/studio/editor/index.ts';
import { parseProblem } from '#web/features/studio/editor/json-editor.tsx';
import { addChoicePatch, idsOf, newChoiceId, swapChoicesPatch, textPatch, valuePatch } from '#web/features/studio/editor/flow-patches.ts';
import { pointerRange } from '#web/features/studio/editor/pointer-range.ts';
import { withSpanishVideo } from '../engine/fixtures.ts';

const text = readFileSync('flows/consumer/v2.json', 'utf8');
const flow = JSON.parse(text) as Flow;

describe('the form editor\'s patches', () => {
  it('replaces, adds or leaves a text of one language', () => {
    expect(textPatch('/title', { en: 'A' }, 'en', 'B')).toEqual([{ op: 'replace', path: '/title/en', value: 'B' }]);
    expect(textPatch('/title', { en: 'A' }, 'es', 'B')).toEqual([{ op: 'add', path: '/title/es', value: 'B' }]);
    expect(textPatch('/title', { en: 'A' }, 'en', 'A')).toEqual([]);
    expect(valuePatch('/constants/refillCap', 2, 3)).toEqual([{ op: 'replace', path: '/constants/refillCap', value: 3 }]);
  });

  it('swaps two choices by their positions, guarded by their ids', () => {
    const choices = [{ id: 'a', position: 0 }, { id: 'b', position: 1 }];
    expect(swapChoicesPatch('/steps/0/questions/0/choices', choices, 0, 1)).toEqual([
      { op: 'test', path: '/steps/0/questions/0/choices/0/id', value: 'a' },
      { op: 'test', path: '/steps/0/questions/0/choices/1/id', value: 'b' },
      { op: 'replace', path: '/steps/0/questions/0/choices/0/position', value: 1 },
      { op: 'replace', path: '/steps/0/questions/0/choices/1/position', value: 0 },
    ]);
  });

  it('adds a choice with an id no part of the flow uses', () => {
    const taken = idsOf(flow);
    expect(taken.has('ship-type-office')).toBe(true);
    const id = newChoiceId('q-ship-type', new Set([...taken, 'ship-type-new']));
    expect(id).toBe('ship-type-new-2');
    expect(addChoicePatch('/c', [{ id: 'x', position: 4 }], id, ['en'], 'New choice')).toEqual([
      { op: 'add', path: '/c/-', value: { id, position: 5, text: { en: 'New choice' } } },
    ]);
  });
});

describe('the JSON editor\'s helpers', () => {
  it('finds a JSON pointer in the text, or the deepest part of it that exists', () => {
    const tree = jsonLanguage.parser.parse(text);
    const range = pointerRange(tree, text, '/steps/4/questions/0/text/en');
    expect(text.slice(range.from, range.to)).toBe('"Shipping address type"');
    const missing = pointerRange(tree, text, '/constants/noSuchNumber');
    expect(text.slice(missing.from, missing.to)).toBe('{');
    expect(pointerRange(tree, text, '')).toMatchObject({ from: 0 });
  });

  it('saves only a JSON object', () => {
    expect(parseProblem('{"a": 1}')).toBeNull();
    expect(parseProblem('{"a": ')).toMatch(/^Not valid JSON/);
    expect(parseProblem('[1]')).toBe('A questionnaire is a JSON object ({ … }).');
  });
});

describe('the form editor', () => {
  const renderEditor = (props: Partial<Parameters<typeof StructuredEditor>[0]> = {}) => {
    const onPatch = vi.fn();
    render(<ChakraScope><StructuredEditor definition={flow} problems={[]} readOnly={false} onPatch={onPatch} {...props} /></ChakraScope>);
    return onPatch;
  };

  it('sends one small patch when a field is left changed, and none for an unchanged one', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor();
    await user.click(screen.getByRole('button', { name: /^5\. Required Information/ }));
    const question = screen.getByRole('region', { name: 'Question: Shipping address type' });
    const field = within(question).getByRole('textbox', { name: 'Question text' });
    await user.click(field);
    await user.tab();
    expect(onPatch).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'Where do we send it?');
    expect(onPatch).not.toHaveBeenCalled();
    await user.tab();
    expect(onPatch).toHaveBeenCalledWith([{ op: 'replace', path: '/steps/4/questions/0/text/en', value: 'Where do we send it?' }]);
    await user.click(within(question).getByRole('button', { name: "Remove 'Office'" }));
    expect(onPatch).toHaveBeenLastCalledWith([
      { op: 'test', path: '/steps/4/questions/0/choices/4/id', value: 'ship-type-office' },
      { op: 'remove', path: '/steps/4/questions/0/choices/4' },
    ]);
  });

  it('shows a problem at its field and marks its step', async () => {
    const user = userEvent.setup();
    renderEditor({ problems: [{ pointer: '/steps/4/questions/0/text/en', message: 'must not be empty' }] });
    expect(screen.getByRole('button', { name: /^5\. Required Information.*1 problem/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^5\. Required Information/ }));
    const field = within(screen.getByRole('region', { name: 'Question: Shipping address type' })).getByRole('textbox', { name: 'Question text' });
    expect(field).toHaveAccessibleDescription('must not be empty');
  });

  it('changes the programme numbers, and nothing at all when read-only', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Programme numbers' }));
    const cap = screen.getByRole('spinbutton', { name: 'Most kits on a refill.' });
    await user.clear(cap);
    await user.type(cap, '3{Enter}');
    expect(onPatch).toHaveBeenCalledWith([{ op: 'replace', path: '/constants/refillCap', value: 3 }]);
  });

  it('changes a quiz\'s right answer and the states served, each as one guarded patch', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor();
    await user.click(screen.getByRole('button', { name: /^7\. Quiz: question 1 of 4/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Right answer' }), 'Hiccups');
    expect(onPatch).toHaveBeenLastCalledWith([{ op: 'replace', path: '/steps/6/questions/0/quiz/rightChoiceId', value: 'quiz1-d' }]);

    await user.click(screen.getByRole('button', { name: /^1\. Your state/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Oregon' }));
    expect(onPatch).toHaveBeenLastCalledWith([
      { op: 'test', path: '/steps/0/eligibility/check/in/1', value: ['state-CO', 'state-KY'] },
      { op: 'replace', path: '/steps/0/eligibility/check/in/1', value: ['state-CO', 'state-KY', 'state-OR'] },
    ]);
  });

  it('makes a step the check-your-answers page, and shows where it may not stand', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor({ problems: [{ pointer: '/steps/9/review', message: 'a check-your-answers step comes before the last step' }] });
    await user.click(screen.getByRole('button', { name: /^10\. / }));
    const box = screen.getByRole('checkbox', { name: /^Check-your-answers page/ });
    expect(screen.getByText('a check-your-answers step comes before the last step')).toBeInTheDocument();
    await user.click(box);
    expect(onPatch).toHaveBeenLastCalledWith([{ op: 'add', path: '/steps/9/review', value: true }]);

  });

  it('makes the check-your-answers page an ordinary step again', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor({ definition: JSON.parse(readFileSync('flows/consumer/v5.json', 'utf8')) as Flow });
    await user.click(screen.getByRole('button', { name: /^14\. Check your answers/ }));
    const box = screen.getByRole('checkbox', { name: /^Check-your-answers page/ });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onPatch).toHaveBeenLastCalledWith([{ op: 'remove', path: '/steps/13/review' }]);
  });

  it('edits the value a choice keeps (a county served), and gives a new choice of such a question its label as value', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor();
    await user.click(screen.getByRole('button', { name: /^5\. Required Information/ }));
    const county = screen.getByRole('region', { name: 'Question: County' });
    const first = within(county).getByRole('textbox', { name: 'Value kept for choice 1' });
    expect(first).toHaveValue('Bath');
    await user.clear(first);
    await user.type(first, 'Bath County{Enter}');
    expect(onPatch).toHaveBeenLastCalledWith([
      { op: 'test', path: '/steps/4/questions/6/choices/0/id', value: 'county-bath' },
      { op: 'replace', path: '/steps/4/questions/6/choices/0/value', value: 'Bath County' },
    ]);
    await user.click(within(county).getByRole('button', { name: 'Add a choice' }));
    expect(onPatch.mock.lastCall?.[0]).toEqual([expect.objectContaining({ op: 'add', value: expect.objectContaining({ text: { en: 'New choice' }, value: 'New choice' }) })]);
    // Kits are numbers: they stay numbers.
    await user.click(screen.getByRole('button', { name: /^3\. Number of kits/ }));
    const kits = screen.getByRole('spinbutton', { name: 'Value kept for choice 2' });
    await user.clear(kits);
    await user.type(kits, '6{Enter}');
    expect(onPatch.mock.lastCall?.[0]).toContainEqual({ op: 'replace', path: '/steps/2/questions/0/choices/1/value', value: 6 });
  });

  it('edits the training video: its title, its files and its length', async () => {
    const user = userEvent.setup();
    const onPatch = renderEditor();
    await user.click(screen.getByRole('button', { name: /^6\. Training video/ }));
    const video = screen.getByRole('region', { name: 'Video' });
    expect(within(video).getByRole('textbox', { name: 'Title' })).toHaveValue('How to respond to an opioid overdose with naloxone nasal spray');
    expect(within(video).getByRole('textbox', { name: /Captions file, English/ })).toHaveValue('/media/consumer/training.vtt');
    const length = within(video).getByRole('spinbutton', { name: 'Length in seconds' });
    await user.clear(length);
    await user.type(length, '170{Enter}');
    expect(onPatch).toHaveBeenLastCalledWith([{ op: 'replace', path: '/steps/5/questions/0/media/durationSeconds', value: 170 }]);
  });

  it("edits a language's own video: its file, length and captions, under its locale (decision 057)", async () => {
    const user = userEvent.setup();
    const definition = withSpanishVideo();
    const problem = { pointer: '/steps/5/questions/0/media/localised/es', message: 'the default declares its length' };
    const onPatch = renderEditor({ definition, problems: [problem] });
    await user.click(screen.getByRole('button', { name: /^6\. Training video/ }));
    const spanish = screen.getByRole('region', { name: 'Video in Spanish' });
    expect(within(spanish).getByText('the default declares its length')).toBeInTheDocument();
    expect(within(spanish).getByRole('textbox', { name: 'File (under /media/)' })).toHaveValue('/media/consumer/training.es.webm');
    expect(within(spanish).getByRole('textbox', { name: 'Poster image (under /media/)' })).toHaveValue('/media/consumer/training-poster.es.jpg');
    expect(within(spanish).getByRole('textbox', { name: /Captions file, Spanish/ })).toHaveValue('/media/consumer/training.es.captions.vtt');
    const length = within(spanish).getByRole('spinbutton', { name: 'Length in seconds' });
    await user.clear(length);
    await user.type(length, '196{Enter}');
    expect(onPatch).toHaveBeenLastCalledWith([{ op: 'replace', path: '/steps/5/questions/0/media/localised/es/durationSeconds', value: 196 }]);
  });

  it('says a language shows the default video when the flow says so', async () => {
    const user = userEvent.setup();
    const definition = withSpanishVideo();
    definition.steps[5]!.questions[0]!.media!.localised = { es: { sameAsDefault: true } };
    renderEditor({ definition });
    await user.click(screen.getByRole('button', { name: /^6\. Training video/ }));
    expect(within(screen.getByRole('region', { name: 'Video in Spanish' })).getByText('Shows the default video above.')).toBeInTheDocument();
  });

  it('names questions by their text and their kind in words, lists in words, and shows no id of the flow outside the Advanced disclosures', async () => {
    const user = userEvent.setup();
    const definition = JSON.parse(readFileSync('flows/consumer/v5.json', 'utf8')) as Flow;
    const onPatch = renderEditor({ definition });
    // Every name the flow's rules use: steps, questions, choices (their own and the lists'), lists, programme numbers.
    const ids = new Set<string>([
      ...definition.steps.flatMap((st) => [st.id, ...st.questions.flatMap((q) => [q.id, ...(Array.isArray(q.choices) ? q.choices.map((c) => c.id) : [])])]),
      ...Object.keys(definition.choiceLists ?? {}),
      ...Object.values(definition.choiceLists ?? {}).flatMap((list) => list.map((c) => c.id)),
      ...Object.keys(definition.constants ?? {}),
    ]);
    const shown = () => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('details[data-advanced]').forEach((d) => d.remove());
      const words = [copy.textContent ?? '', ...[...document.body.querySelectorAll('input:not(details[data-advanced] input), textarea')].map((f) => (f as HTMLInputElement).value)];
      // A text's placeholders ('up to {refillCap} kits') are part of the text staff edit.
      return words.join(' ').replace(/\{[^}]*\}/g, '');
    };
    // An id that is a plain word ('state', the step) or a state's code ('CO', the value a choice keeps) reads as words;
    // the others ('q-why', 'why-new', 'usStates', 'refillCap') are code and must not be shown.
    const code = /[-_\d]|[a-z][A-Z]/;
    const idsIn = (words: string) => [...ids].filter((id) => code.test(id)).filter((id) => new RegExp(`(^|[^\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(words));
    const steps = screen.getByRole('navigation', { name: 'Steps of the questionnaire' });
    const buttons = within(steps).getAllByRole('button');
    for (const button of buttons) {
      await user.click(button);
      expect(idsIn(shown()), button.textContent ?? '').toEqual([]);
    }
    // The home state is chosen from the flow's list of states, said in words; the kinds of question in words too.
    await user.click(buttons[definition.steps.findIndex((st) => st.questions.some((q) => q.choices && !Array.isArray(q.choices)))]!);
    expect(screen.getByText(/The choices come from the list of US states/)).toBeInTheDocument();
    // (The same words name that kind in the 'Kind of question' list of Add a question.)
    expect(screen.getByText('A US state from a list', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getAllByText('Short text').length).toBeGreaterThan(0);
    await user.click(buttons[0]!);
    expect(screen.getByText('One choice', { selector: 'span' })).toBeInTheDocument();
    // The ids are in the Advanced disclosure, and one can be changed there, guarded by the id it replaces.
    const question = screen.getAllByRole('region', { name: /^Question: / })[0]!;
    const advanced = question.querySelector('details[data-advanced]')!;
    await user.click(within(advanced as HTMLElement).getByText('Advanced'));
    const id = within(advanced as HTMLElement).getByRole('textbox', { name: 'This question: name used by rules' });
    const was = (id as HTMLInputElement).value;
    await user.clear(id);
    await user.type(id, 'q-home{Enter}');
    expect(onPatch).toHaveBeenLastCalledWith([
      { op: 'test', path: '/steps/0/questions/0/id', value: was },
      { op: 'replace', path: '/steps/0/questions/0/id', value: 'q-home' },
    ]);
  });

  it('disables every field of a published version', async () => {
    renderEditor({ readOnly: true });
    expect(screen.getByRole('textbox', { name: 'Step title' })).toBeDisabled();
  });
});
