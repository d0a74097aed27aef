import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting, syntaxTree, ensureSyntaxTree } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import { useEffect, useRef } from 'react';
import type { StudioProblem } from '#schemas/generated/flow-studio-api.ts';
import flowSchema from '#schemas/flow.schema.json' with { type: 'json' };
import { pointerRange } from './pointer-range.ts';
import { schemaCompletion, type JsonSchema } from './schema-completion.ts';

export interface JsonEditorViewProps {
  initial: string;
  problems: readonly StudioProblem[];
  readOnly: boolean;
  label: string;
  describedBy: string;
  onChange: (text: string) => void;
  onSaveKey: () => void;
}

/** The app's colours (Chakra's CSS variables), so the editor follows the light or dark theme by itself. */
const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--chakra-colors-bg)', color: 'var(--chakra-colors-fg)', fontSize: '0.875rem', border: '1px solid var(--chakra-colors-border)', borderRadius: '0.375rem' },
  '&.cm-focused': { outline: '2px solid var(--chakra-colors-blue-focus-ring, var(--chakra-colors-blue-500))', outlineOffset: '1px' },
  '.cm-content': { caretColor: 'var(--chakra-colors-fg)', fontFamily: 'var(--chakra-fonts-mono)' },
  '.cm-gutters': { backgroundColor: 'var(--chakra-colors-bg-subtle)', color: 'var(--chakra-colors-fg-muted)', borderRight: '1px solid var(--chakra-colors-border)' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: 'var(--chakra-colors-bg-muted)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--chakra-colors-bg-emphasized) !important' },
  '.cm-scroller': { maxHeight: '70vh', overflow: 'auto' },
  '.cm-tooltip': { backgroundColor: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)', border: '1px solid var(--chakra-colors-border)' },
});

const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--chakra-colors-blue-fg)' },
  { tag: tags.string, color: 'var(--chakra-colors-green-fg)' },
  { tag: tags.number, color: 'var(--chakra-colors-orange-fg)' },
  { tag: [tags.bool, tags.null], color: 'var(--chakra-colors-purple-fg)' },
]);

function problemLinter(problems: readonly StudioProblem[]) {
  const syntax = jsonParseLinter();
  return linter((view): Diagnostic[] => {
    const own = syntax(view);
    if (own.length) return own;
    const text = view.state.doc.toString();
    const tree = ensureSyntaxTree(view.state, view.state.doc.length, 200) ?? syntaxTree(view.state);
    return problems.map((p) => ({ ...pointerRange(tree, text, p.pointer), severity: 'error' as const, message: `${p.pointer || '/'}: ${p.message}` }));
  }, { delay: 300 });
}

/**
 * CodeMirror 6 on a flow's JSON (loaded only when the JSON tab opens): live syntax errors, the server's problems at
 * their place, and completion of properties and values from the flow grammar.
 */
export default function JsonEditorView({ initial, problems, readOnly, label, describedBy, onChange, onSaveKey }: JsonEditorViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const lint = useRef(new Compartment());
  const editable = useRef(new Compartment());
  const callbacks = useRef({ onChange, onSaveKey });
  callbacks.current = { onChange, onSaveKey };

  useEffect(() => {
    const state = EditorState.create({
      doc: initial,
      extensions: [
        keymap.of([{ key: 'Mod-s', preventDefault: true, run: () => { callbacks.current.onSaveKey(); return true; } }]),
        basicSetup,
        json(),
        // Ctrl-Space (or typing a key) offers what the flow grammar allows at the cursor.
        jsonLanguage.data.of({ autocomplete: schemaCompletion(flowSchema as JsonSchema) }),
        syntaxHighlighting(highlight),
        lintGutter(),
        lint.current.of(problemLinter(problems)),
        editable.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
        theme,
        // Long texts wrap, so the editor only scrolls up and down.
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
        }),
      ],
    });
    view.current = new EditorView({ state, parent: host.current! });
    // The editor scrolls inside the page: its scrolling box is a stop of its own, so a keyboard can scroll through the
    // JSON without editing it.
    view.current.scrollDOM.tabIndex = 0;
    view.current.scrollDOM.setAttribute('role', 'region');
    view.current.scrollDOM.setAttribute('aria-label', `${label}, scrolling area`);
    return () => view.current?.destroy();
    // The document is set once: later props reconfigure the editor below without losing the person's edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: lint.current.reconfigure(problemLinter(problems)) });
  }, [problems]);
  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]) });
  }, [readOnly]);

  return <div ref={host} />;
}
