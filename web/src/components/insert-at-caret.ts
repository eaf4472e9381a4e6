/** A tag put where the caret is (replacing any selection), the text cut at `max`; answers the text and the caret. */
export function insertAtCaret(
  text: string,
  insert: string,
  max: number,
  selectionStart: number,
  selectionEnd = selectionStart,
): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const next = (text.slice(0, start) + insert + text.slice(end)).slice(0, max);
  return { text: next, caret: Math.min(start + insert.length, next.length) };
}

/**
 * Puts `insert` where a text area's caret was (a text area keeps its selection while a menu has the focus), hands the
 * new text on, and puts the caret after the insert once React has put the text in.
 */
export function insertIntoTextArea(
  area: HTMLTextAreaElement | null,
  text: string,
  insert: string,
  max: number,
  onChange: (text: string) => void,
) {
  const start = area?.selectionStart ?? text.length;
  const next = insertAtCaret(text, insert, max, start, area?.selectionEnd ?? start);
  onChange(next.text);
  requestAnimationFrame(() => {
    area?.focus();
    area?.setSelectionRange(next.caret, next.caret);
  });
}
