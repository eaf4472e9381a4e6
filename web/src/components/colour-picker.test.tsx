import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColourPicker, colourPalette } from './colour-picker.tsx';

describe('ColourPicker', () => {
  it('opens the palette from its swatch, the current colour pressed, and closes on the colour chosen', async () => {
    const onChange = vi.fn();
    render(<ColourPicker label="Color of Body" value="#FFFFFF" onChange={onChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Color of Body: #FFFFFF' }));
    const palette = screen.getByRole('dialog', { name: 'Color of Body' });
    expect(palette.querySelectorAll('button')).toHaveLength(colourPalette.length);
    expect(screen.getByRole('button', { name: '#ffffff' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: '#701010' }));

    expect(onChange).toHaveBeenCalledWith('#701010');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
