/** The studio's two editors of a version: the form for staff, the JSON for the rest. */
export { JsonEditor, type JsonEditorProps } from './json-editor.tsx';
export { StructuredEditor, type StructuredEditorProps } from './structured-editor.tsx';
