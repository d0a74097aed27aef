import { describe, expect, it } from 'vitest';
import type { Choice, Flow } from '#schemas/generated/flow.ts';
import { checkFlow, loadFlow } from '#engine/flow-check.ts';
import type { Scenario } from '#schemas/generated/flow-scenarios.ts';
import { consumerScenarios, loadV1 } from './fixtures.ts';

/** The problems of v1 after `breakIt` changed it (or its scenarios, which are run when `scenarios`). */
function problemsOf(breakIt: (flow: Flow & Record<string, unknown>, scenarios: Scenario[]) => void, scenarios = false) {
  const flow = loadV1() as Flow & Record<string, unknown>;
  const set = consumerScenarios();
  breakIt(flow, set.scenarios);
  return checkFlow(flow, scenarios ? { scenarios: set } : {}).problems;
}

const q = (flow: Flow, step: number, id: string) => flow.steps[step - 1]!.questions.find((x) => x.id === id)!;

describe('checkFlow on v1', () => {
  it('finds no problem, scenarios included', () => {
    const { flow, problems } = checkFlow(loadV1(), { scenarios: consumerScenarios() });
    expect(problems).toEqual([]);
    expect(flow?.id).toBe('consumer');
  });
});

describe('the schema (ajv)', () => {
  it('points at unknown properties, bad enums and missing properties', () => {
    const problems = problemsOf((f) => {
      (f.steps[0] as unknown as Record<string, unknown>).colour = 'red';
      (f.steps[0]!.questions[0] as { type: string }).type = 'SELECT';
      delete (f.steps[1]!.questions[0] as Partial<Flow['steps'][0]['questions'][0]>).text;
    });
    expect(problems).toContainEqual({ pointer: '/steps/0/colour', message: "unknown property 'colour'" });
    expect(problems).toContainEqual(expect.objectContaining({ pointer: '/steps/0/questions/0/type', message: expect.stringContaining('must be one of') }));
    expect(problems).toContainEqual({ pointer: '/steps/1/questions/0', message: "missing required property 'text'" });
  });

  it('names an unknown expression operator and an object with two operators', () => {
    const problems = problemsOf((f) => {
      f.computed!.x = { javascript: 'alert(1)' } as never;
      f.computed!.y = { not: true, and: [true] } as never;
    });
    expect(problems).toContainEqual({ pointer: '/computed/x/javascript', message: "unknown expression operator 'javascript'" });
    expect(problems).toContainEqual({ pointer: '/computed/y', message: 'an expression object must hold exactly one operator' });
  });

  it('requires English', () => {
    expect(problemsOf((f) => { f.locales = ['es']; })).toContainEqual({ pointer: '/locales', message: 'must include "en" (English is required)' });
  });
});

describe('the static analysis', () => {
  it('finds an unreachable step (xstate/graph)', () => {
    const problems = problemsOf((f) => { f.steps[1]!.next = [{ goto: 'why' }]; });
    expect(problems).toEqual([{ pointer: '/steps/2', message: "step 3 ('quantity') cannot be reached from step 1" }]);
  });

  it('finds a step reachable only through a conditional branch as reachable', () => {
    const problems = problemsOf((f) => {
      f.steps[1]!.next = [{ when: { chosen: ['q-request-reason', 'reason-new'] }, goto: 'quantity' }, { goto: 'why' }];
    });
    expect(problems).toEqual([]);
  });

  it('finds unknown ids in expressions, branches and copies', () => {
    const problems = problemsOf((f) => {
      q(f, 5, 'q-ship-county').visibleWhen = { chosen: ['q-state', 'state-XX'] };
      f.steps[0]!.eligibility!.check = { in: [{ answer: 'q-stat' }, ['state-CO']] };
      f.steps[2]!.next = [{ goto: 'nowhere' }];
      q(f, 5, 'q-same-address').copies![0]!.to = 'q-adress';
      f.computed!.kitsInQuota = { floor: { div: [{ effect: 'remainingUnits' }, { const: 'unitsPerBox' }] } };
      q(f, 3, 'q-qty').offer = { computed: 'kitOption' };
    });
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/steps/4/questions/6/visibleWhen/chosen', message: "'state-XX' is not a choice of question 'q-state'" },
      { pointer: '/steps/0/eligibility/check/in/0/answer', message: "unknown question 'q-stat'" },
      { pointer: '/steps/2/next/0/goto', message: "unknown step 'nowhere'" },
      { pointer: '/steps/4/questions/7/copies/0/to', message: "unknown question 'q-adress'" },
      { pointer: '/computed/kitsInQuota/floor/div/1/const', message: "unknown constant 'unitsPerBox'" },
      { pointer: '/steps/2/questions/0/offer/computed', message: "unknown computed value 'kitOption'" },
    ]));
  });

  it('finds choice ids listed against the wrong question', () => {
    const problems = problemsOf((f) => { f.steps[0]!.eligibility!.check = { in: [{ answer: 'q-state' }, ['state-CO', 'reason-new']] }; });
    expect(problems).toEqual([{ pointer: '/steps/0/eligibility/check/in/1/1', message: "'reason-new' is not a choice of question 'q-state'" }]);
  });

  it('finds references to answers not given yet', () => {
    const problems = problemsOf((f) => {
      q(f, 3, 'q-qty').visibleWhen = { answered: 'q-why' };
      f.steps[1]!.onEnter!.input.ndc = { choiceValue: 'q-product' };
    });
    expect(problems).toEqual([
      { pointer: '/steps/1/onEnter/input/ndc/choiceValue', message: "refers to question 'q-product' of step 2, which is not answered yet before step 2 is answered" },
      { pointer: '/steps/2/questions/0/visibleWhen/answered', message: "refers to question 'q-why' of step 4, which is not answered yet on step 3" },
    ]);
  });

  it('finds a quiz whose right answer is not one of its choices', () => {
    const problems = problemsOf((f) => { q(f, 7, 'q-quiz-1').quiz!.rightChoiceId = 'quiz2-b'; });
    expect(problems).toEqual([{ pointer: '/steps/6/questions/0/quiz/rightChoiceId', message: "the right answer 'quiz2-b' is not one of the question's choices" }]);
  });

  it('finds duplicate question ids, choice ids, step ids and field names', () => {
    const problems = problemsOf((f) => {
      q(f, 4, 'q-why').id = 'q-qty';
      (f.steps[7]!.questions[0]!.choices as Choice[])[0]!.id = 'quiz1-a';
      f.steps[9]!.id = 'quiz-how';
      q(f, 5, 'q-zip').field = 'shippingZip';
    });
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/steps/3/questions/0/id', message: "duplicate question id 'q-qty' (first at /steps/2/questions/0/id)" },
      { pointer: '/steps/7/questions/0/choices/0/id', message: "duplicate choice id 'quiz1-a' (first at /steps/6/questions/0/choices/0/id)" },
      { pointer: '/steps/9/id', message: "duplicate step id 'quiz-how' (first at /steps/8/id)" },
      { pointer: '/steps/4/questions/17/field', message: "duplicate field name 'shippingZip' (first at /steps/4/questions/5/field)" },
    ]));
  });

  it('finds missing and undeclared translations', () => {
    const problems = problemsOf((f) => {
      f.locales = ['en', 'es'];
      for (const text of [f.title, f.drug!.fallback]) text.es = 'texto';
    });
    expect(problems).toContainEqual({ pointer: '/steps/0/questions/0/text', message: "missing the 'es' translation" });
    expect(problems).not.toContainEqual({ pointer: '/title', message: "missing the 'es' translation" });
    const extra = problemsOf((f) => { f.steps[0]!.title!.fr = 'Votre état'; });
    expect(extra).toEqual([{ pointer: '/steps/0/title/fr', message: "'fr' is not one of the flow's locales (en)" }]);
  });

  it('finds what question types need: choices, quiz, captions, an END at the end', () => {
    const problems = problemsOf((f) => {
      delete q(f, 8, 'q-quiz-2').quiz;
      q(f, 6, 'q-video').media!.captions = [];
      f.steps[10]!.questions[0]!.type = 'INFO';
      delete q(f, 3, 'q-qty').choices;
    });
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/steps/7/questions/0', message: 'a CLICKABLE_ANSWER question needs a quiz (right answer, explanation, hint)' },
      { pointer: '/steps/5/questions/0/media/captions', message: 'a video needs at least one captions track' },
      { pointer: '/steps/10', message: 'the last step needs an END question' },
      { pointer: '/steps/2/questions/0', message: 'a DROPDOWN question needs choices' },
    ]));
  });

  it('finds a computed value that depends on itself', () => {
    const problems = problemsOf((f) => {
      f.computed!.a = { computed: 'b' };
      f.computed!.b = { add: [1, { computed: 'a' }] };
    });
    expect(problems.map((p) => p.message)).toContain("computed value 'a' depends on itself (a → b → a)");
  });

  it('finds misnumbered steps and a branch that never lets the run on', () => {
    const problems = problemsOf((f) => {
      f.steps[3]!.number = 7;
      f.steps[2]!.next = [{ when: true, goto: 'why' }];
    });
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/steps/3/number', message: 'step 4 in the list is numbered 7' },
      { pointer: '/steps/2/next/0/when', message: 'the last branch has no `when`, so the run always has a way on' },
    ]));
  });

  it('finds a reference to a choice list the flow does not define, and a question choice missing from it', () => {
    const problems = problemsOf((f) => {
      q(f, 1, 'q-state').choices = { list: 'usStatez', idPrefix: 'state-' };
    });
    expect(problems).toEqual(expect.arrayContaining([
      { pointer: '/steps/0/questions/0/choices/list', message: "unknown choice list 'usStatez'" },
      { pointer: '/steps/0/questions/0', message: 'a US_STATES_DROPDOWN question needs choices' },
      { pointer: '/steps/4/questions/6/visibleWhen/chosen', message: "'state-KY' is not a choice of question 'q-state'" },
    ]));
  });

  it('finds an order rule that refers to an answer an order does not state, or to an unknown computed value', () => {
    const problems = problemsOf((f) => {
      f.orderRules!.request[0]!.check = { and: [{ answered: 'q-zip' }, { computed: 'kitCapp' }] };
    });
    expect(problems).toEqual([
      { pointer: '/orderRules/request/0/check/and/1/computed', message: "unknown computed value 'kitCapp'" },
      { pointer: '/orderRules/request/0/check', message: "an order rule knows only the answers an order states (requestReason, qty, ndc), not question 'q-zip'" },
    ]);
  });

  it('reports a scenario whose expectation fails', () => {
    const problems = problemsOf((_f, scenarios) => { scenarios[0]!.expect.order = { qty: 3 }; }, true);
    expect(problems).toEqual([{ pointer: '/scenarios/0/expect', message: "scenario 'colorado-order': order.qty is 4, expected 3" }]);
  });

  it('loadFlow throws one error that lists every problem', () => {
    const flow = loadV1();
    flow.steps[1]!.next = [{ goto: 'why' }];
    expect(() => loadFlow(flow, 'flows/consumer/v1.json')).toThrow(/flows\/consumer\/v1\.json is not a valid flow:\n {2}\/steps\/2: step 3/);
  });
});
