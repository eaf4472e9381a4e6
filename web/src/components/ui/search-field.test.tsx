import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SearchFieldProps } from './search-field.tsx';
import { SearchField } from './search-field.tsx';

type Look = { look?: 'field' } | { look: 'search'; placeholder: string; clearLabel: string };

function Search(look: Look) {
  const [value, setValue] = useState('');
  const props: SearchFieldProps = { label: 'Search', value, onChange: setValue, ...look };
  return <SearchField {...props} />;
}

describe('SearchField', () => {
  it('is a search box named by its label, which Escape clears', async () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search' });

    await userEvent.type(box, 'Civic');
    expect((box as HTMLInputElement).value).toBe('Civic');
    await userEvent.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("with the search look shows its placeholder, and a clear button while there's text", async () => {
    render(<Search look="search" placeholder="Name, phone or RO" clearLabel="Clear search" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box.getAttribute('placeholder')).toBe('Name, phone or RO');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await userEvent.type(box, 'Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));

    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
