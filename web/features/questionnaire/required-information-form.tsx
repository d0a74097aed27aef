import { Heading, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import type { ViewForm, ViewQuestion } from '#schemas/generated/flow-api.ts';
import { QuestionSlot, type StepContext } from './question-slot.tsx';

/** Questions that read better across the whole width than in a column. */
const fullWidth = (q: ViewQuestion) => q.type === 'CHECKBOX' || q.type === 'RECAPTCHA' || q.type === 'INFO';

/**
 * A step holding demographic and shipping questions (spec §2): one form, 'Required Information', with its
 * sections ('Shipping Information', 'Personal Information') as fieldsets; the questions outside them (the
 * captcha) follow.
 */
export function RequiredInformationForm({ form, questions, ctx }: { form: ViewForm; questions: ViewQuestion[]; ctx: StepContext }) {
  const inSection = new Set<string>();
  const sections = form.sections.map((section) => {
    const own = questions.filter((q) => q.demoForm && q.category === section.category);
    own.forEach((q) => inSection.add(q.id));
    return { section, own };
  });
  const rest = questions.filter((q) => !inSection.has(q.id));
  return (
    <Stack gap="8">
      {sections.map(({ section, own }) =>
        own.length === 0 ? null : (
          <chakra.fieldset key={section.category} borderTopWidth="1px" borderColor="border" pt="5" minW="0">
            <chakra.legend float="left" width="full" mb="4">
              <Heading as="h2" size="xl">
                {section.title}
              </Heading>
            </chakra.legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" clear="both">
              {own.map((q) => (
                <chakra.div key={q.id} gridColumn={fullWidth(q) ? '1 / -1' : undefined}>
                  <QuestionSlot question={q} ctx={ctx} />
                </chakra.div>
              ))}
            </SimpleGrid>
          </chakra.fieldset>
        ),
      )}
      {rest.map((q) => (
        <QuestionSlot key={q.id} question={q} ctx={ctx} />
      ))}
    </Stack>
  );
}

