/**
 * The parameters of a model call that answers one JSON object under a strict schema (OpenAI
 * structured outputs), not streamed. The challenge's key and the groups' summaries ask this way and
 * differ only in the schema, the temperature and the length bound, so the shape is written once.
 */
export function jsonSchemaParams<S extends { name: string; strict: true; schema: object }>(
  schema: S,
  temperature: number,
  maxTokens: number,
) {
  return {
    temperature,
    max_tokens: maxTokens,
    stream: false,
    response_format: { type: 'json_schema', json_schema: schema },
  } as const;
}
