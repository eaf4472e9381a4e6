import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as styles from './tabs.css.ts';
import { Tab, TabList, TabPanel, Tabs } from './tabs.tsx';

function Folder({ look, onSelectionChange }: { look?: 'strip' | 'page'; onSelectionChange?: (id: string) => void }) {
  return (
    <Tabs look={look} onSelectionChange={onSelectionChange}>
      <TabList aria-label="Folder">
        <Tab id="information">Information</Tab>
        <Tab id="history">History</Tab>
      </TabList>
      <TabPanel id="information">Customer and vehicle</TabPanel>
      <TabPanel id="history">Every change</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the first panel, then the panel of the tab the user picks, and tells its id', async () => {
    const onSelectionChange = vi.fn();
    render(<Folder onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Customer and vehicle');

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));

    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Every change');
    expect(onSelectionChange).toHaveBeenLastCalledWith('history');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<Folder />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Information' }));

    await userEvent.keyboard('{ArrowRight}');

    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Every change');
  });

  it("draws the list and its tabs in the look it is given, a dialog's strip unless told", () => {
    const { unmount } = render(<Folder />);
    expect(screen.getByRole('tablist').className).toBe(styles.tabList.strip);
    expect(screen.getByRole('tab', { name: 'History' }).className).toBe(styles.tab.strip);
    unmount();

    render(<Folder look="page" />);
    expect(screen.getByRole('tablist').className).toBe(styles.tabList.page);
    expect(screen.getByRole('tab', { name: 'History' }).className).toBe(styles.tab.page);
  });
});
