import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountedTextField, MessageField } from './message-field.tsx';

function Message({ max }: { max: number }) {
  const [value, setValue] = useState('Hi ');
  return <MessageField label="Message" value={value} onChange={setValue} max={max} />;
}

describe('CountedTextField', () => {
  it('counts the characters typed against its limit, and shows its error', () => {
    render(
      <CountedTextField label="Message" value="Ready" onChange={() => {}} limit={160} rows={3} error="Too long" />,
    );
    const field = screen.getByRole('textbox', { name: 'Message' });

    expect(screen.getByText('5/160')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Too long')).toBeTruthy();
  });
});

describe('MessageField', () => {
  it('inserts the tag picked from Insert Tag at the caret, its count under it', async () => {
    render(<Message max={40} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.click(field);

    await userEvent.click(screen.getByRole('button', { name: 'Insert Tag' }));
    await userEvent.click(screen.getAllByRole('menuitem')[0] as HTMLElement);

    expect(field.value).toBe('Hi {CustomerName}');
    expect(screen.getByText('17/40')).toBeTruthy();
  });

  it('keeps no more than its most characters typed', async () => {
    render(<Message max={10} />);
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    await userEvent.type(field, 'there, friend');

    expect(field.value).toBe('Hi there, ');
    expect(screen.getByText('10/10')).toBeTruthy();
  });
});
