import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };
import { schemaCompletion, schemasAt, type JsonSchema } from '#web/features/studio/editor/schema-completion.ts';

const schema = flowSchema as JsonSchema;

/** Completions at the '|' of `doc`, as CodeMirror asks for them. */
function completeAt(doc: string, explicit = true): CompletionResult | null {
  const pos = doc.indexOf('|');
  const state = EditorState.create({ doc: doc.replace('|', ''), extensions: [json()] });
  ensureSyntaxTree(state, state.doc.length, 5000);
  return schemaCompletion(schema)(new CompletionContext(state, pos, explicit));
}
const labels = (result: CompletionResult | null) => result?.options.map((o) => o.label) ?? [];

describe('completion in the JSON editor, from the flow grammar', () => {
  it('walks the grammar along a path through references, arrays and maps', () => {
    expect(schemasAt(schema, ['steps', 0, 'questions', 0]).some((s) => s.properties?.mandatory)).toBe(true);
    expect(schemasAt(schema, ['steps', 0, 'questions', 0, 'media']).some((s) => s.properties?.durationSeconds)).toBe(true);
    expect(schemasAt(schema, ['nowhere'])).toEqual([]);
  });

  it('offers the properties an object may still take, with their descriptions', () => {
    const top = completeAt('{ "id": "consumer", | }');
    expect(labels(top)).toContain('"steps"');
    expect(labels(top)).toContain('"constants"');
    expect(labels(top)).not.toContain('"id"');
    const question = completeAt('{ "steps": [ { "questions": [ { "id": "q-x", "m| } ] } ] }');
    expect(labels(question)).toContain('"mandatory"');
    expect(question?.options.find((o) => o.label === '"mandatory"')?.apply).toBe('"mandatory": ');
    const media = completeAt('{ "steps": [ { "questions": [ { "media": { | } } ] } ] }');
    const duration = media?.options.find((o) => o.label === '"durationSeconds"');
    expect(String(duration?.info)).toMatch(/length in seconds/);
  });

  it('replaces the quote the editor closed by itself, and a whole value being typed', () => {
    const key = completeAt('{ "id": "c", "co|" }', false);
    expect(labels(key)).toEqual(expect.arrayContaining(['"constants"', '"computed"']));
    expect({ from: key?.from, to: key?.to }).toEqual({ from: 13, to: 17 });
    const value = completeAt('{ "steps": [ { "questions": [ { "media": { "kind": "v|" } } ] } ] }');
    expect(value?.to).toBe(value!.from + 3);
  });

  it('offers the values a property allows', () => {
    expect(labels(completeAt('{ "steps": [ { "questions": [ { "media": { "kind": | } } ] } ] }'))).toEqual(['"video"', '"pdf"']);
    expect(labels(completeAt('{ "steps": [ { "questions": [ { "mandatory": | } ] } ] }'))).toEqual(['true', 'false']);
  });

  it('offers nothing where the grammar says nothing', () => {
    expect(completeAt('{ "title": { "en": | } }')).toBeNull();
  });
});
