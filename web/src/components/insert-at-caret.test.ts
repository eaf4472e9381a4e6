import { describe, expect, it } from 'vitest';
import { insertAtCaret } from './insert-at-caret.ts';

describe('inserting a tag into a message', () => {
  it('puts the tag at the caret, replacing a selection, and keeps the caret after it', () => {
    expect(insertAtCaret('Hi , ready', '{CustomerName}', 1500, 3)).toEqual({
      text: 'Hi {CustomerName}, ready',
      caret: 17,
    });
    expect(insertAtCaret('Hello you!', '{CustomerName}', 1500, 6, 9)).toEqual({
      text: 'Hello {CustomerName}!',
      caret: 20,
    });
    expect(insertAtCaret('', '{Make}', 1500, 40)).toEqual({ text: '{Make}', caret: 6 });
  });

  it('never lets the message pass its limit', () => {
    const { text, caret } = insertAtCaret('x'.repeat(1498), '{Model}', 1500, 1498);
    expect(text).toHaveLength(1500);
    expect(caret).toBe(1500);
  });
});
