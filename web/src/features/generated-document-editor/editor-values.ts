/** What the editor saves: the spec's unsaved-changes flag compares these with the loaded values. */
export interface EditorValues {
  title: string;
  content: string;
  notes: string;
}

export function hasUnsavedChanges(loaded: EditorValues, current: EditorValues): boolean {
  return loaded.title !== current.title || loaded.content !== current.content || loaded.notes !== current.notes;
}
