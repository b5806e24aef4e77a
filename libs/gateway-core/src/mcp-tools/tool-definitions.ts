/**
 * The three tools exactly as spec a8-mcp.md gives them: input schemas with the shared `$defs`,
 * the judge output schema, and the descriptions word for word.
 */
/** The roles a message of a request may have (the shared `request` definition). */
export const REQUEST_ROLES = ['system', 'developer', 'user', 'assistant'] as const;

const DEFS = {
  request: {
    description: 'A string, or messages as in the Responses API.',
    oneOf: [
      { type: 'string' },
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { role: { enum: REQUEST_ROLES }, content: { type: 'string' } },
          required: ['role', 'content'],
        },
      },
    ],
  },
  format: { type: 'object', description: 'A JSON Schema for the verdict.' },
};

export const JUDGE_DESCRIPTION =
  'Judge a request with A8. Returns the verdict, or an abstention where the evidence falls below the minimum accuracy. To check what A8 has learned, test it. Write untaught variations of the request, edge cases included, each with the answer it should get. Judge each one, and report the misses and the abstentions separately: a miss lowers accuracy, and an abstention lowers coverage. A question about what was taught, such as "What have I taught you about refunds?", returns the taught examples.';

export const TEACH_DESCRIPTION =
  'Teach A8 the answer a request should get. Call it when the user says a verdict was wrong, or states something A8 should learn. With an answer, the example is recorded and the next version learns it. Teaching the same request again replaces its answer. With the input alone, it returns a proposal: show the proposal to the user, and teach it with a second call once they agree. Confirm the request and the answer with the user before you call it.';

export const RETRACT_DESCRIPTION =
  'Remove a taught example, so the next version is fitted from the examples that remain. Call it when the user says an example was taught by mistake. Find the exact request first: ask judge what was taught, and use the example word for word. Confirm the request with the user before you call it.';

export const JUDGE_OUTPUT_SCHEMA = {
  type: 'object',
  properties: {
    verdict: { description: 'The verdict, in the shape format gives.' },
    model: { type: 'string', description: 'The version that answered.' },
    min_accuracy: { type: 'integer' },
    abstention: { type: 'object' },
    precedents: { type: 'object' },
  },
  required: ['model'],
} as const;

export const TOOLS = [
  {
    name: 'judge',
    title: 'Judge with A8',
    description: JUDGE_DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: {
        input: { $ref: '#/$defs/request' },
        format: { $ref: '#/$defs/format' },
        model: { type: 'string', default: 'a8', description: 'The model, its minimum accuracy as a tag: a8:95.' },
      },
      required: ['input'],
      additionalProperties: false,
      $defs: DEFS,
    },
    outputSchema: JUDGE_OUTPUT_SCHEMA,
    annotations: { title: 'Judge with A8', readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'teach',
    title: 'Teach A8',
    description: TEACH_DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: {
        input: { $ref: '#/$defs/request' },
        format: { $ref: '#/$defs/format' },
        answer: { description: 'The verdict to record. Leave it out to get a proposal.' },
      },
      required: ['input'],
      additionalProperties: false,
      $defs: DEFS,
    },
    annotations: { title: 'Teach A8', readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  {
    name: 'retract',
    title: 'Retract a taught example',
    description: RETRACT_DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: { input: { $ref: '#/$defs/request' }, format: { $ref: '#/$defs/format' } },
      required: ['input'],
      additionalProperties: false,
      $defs: DEFS,
    },
    annotations: { title: 'Retract a taught example', readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
] as const;

export type ToolName = (typeof TOOLS)[number]['name'];
