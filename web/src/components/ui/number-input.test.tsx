import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumberInput } from './number-input.tsx';

function Percent() {
  const [value, setValue] = useState(40);
  const parse = (text: string) => Math.min(100, Number(text.replace(/\D/g, '') || 0));
  return <NumberInput label="Labor % of Body" value={value} onChange={setValue} parse={parse} maxLength={3} />;
}

describe('NumberInput', () => {
  it('selects its text on focus, ignores the minus and decimal keys and holds the number parsed', async () => {
    render(<Percent />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Labor % of Body' });

    await userEvent.click(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
    await userEvent.keyboard('-8.5');

    expect(input.value).toBe('85');
    await userEvent.type(input, '9');
    expect(input.value).toBe('100');
  });
});
