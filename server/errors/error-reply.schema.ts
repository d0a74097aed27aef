/**
 * The shape of every error reply, registered once with `app.addSchema` so routes list it in their
 * response schemas: `response: { 200: ..., 404: errorReplyRef }`.
 */
export const errorReplySchema = {
  $id: 'ErrorReply',
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'stable machine-readable code, see server/errors/catalogue.ts' },
    message: { type: 'string', description: 'a sentence a person can read' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['questionId', 'message'],
        properties: {
          questionId: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string', description: 'what is wrong (questionnaire: required, invalidPhone, quizIncorrect...)' },
        },
      },
    },
    reasons: { type: 'array', items: { type: 'string' }, description: 'rule failures, shown to the person' },
    problems: {
      type: 'array',
      description: 'what is wrong with a questionnaire version, each at a JSON pointer into it (studio)',
      items: { type: 'object', required: ['pointer', 'message'], properties: { pointer: { type: 'string' }, message: { type: 'string' } } },
    },
  },
} as const;

export const errorReplyRef = { $ref: 'ErrorReply#' } as const;
