import { areas, EMPTY_ID, Level, type Permissions, type SessionUser } from '@bayline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/auth.ts';
import { SnackbarProvider } from '../snackbar.tsx';
import { requiredText } from './settings-list.ts';
import { activeColumn, deleteColumn, SettingsTableScreen, textColumn } from './settings-table-screen.tsx';
import { useSettingsList } from './use-settings-list.ts';

interface DelayReason {
  delayId: string;
  description: string;
  isActive: boolean;
}

/** A table screen as the Delay Reasons one is built: a required text column, Active and Delete. */
function DelayReasonsScreen() {
  const list = useSettingsList<DelayReason>({
    listKey: ['delay-reasons'],
    path: 'Delay',
    idField: 'delayId',
    newRow: (delayId) => ({ delayId, description: '', isActive: true }),
    validate: (reason) => requiredText(reason, 'description', 'Description is required'),
  });
  return (
    <SettingsTableScreen<DelayReason>
      title="Delay Reasons"
      addLabel="Add Delay Reason"
      deleteMessage="Are you sure you want to delete this reason?"
      list={list}
      rowName={(r) => r.description}
      columns={[textColumn<DelayReason>('description', 'Reason', { maxLength: 100 }), activeColumn(), deleteColumn()]}
    />
  );
}

const saved = [
  { delayId: 'd1', description: 'Parts on order', isActive: true },
  { delayId: 'd2', description: 'Waiting on insurer', isActive: false },
];

interface Sent {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

/** The server of the Delay reasons list: it answers the list with its tag, and a save with what was sent. */
function serve(sent: Sent[]) {
  return vi.fn(async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
    sent.push({ method: init.method ?? 'GET', url, ifMatch: headers.get('If-Match'), body });
    const rows = init.method === 'PUT' ? body : saved;
    return new Response(JSON.stringify(rows), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ETag: init.method === 'PUT' ? '"2"' : '"1"' },
    });
  });
}

function showScreen(admin: Level) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const permissions = Object.fromEntries(areas.map((area) => [area, Level.read])) as Permissions;
  const user = { userId: 'u1', roles: ['admin'], locations: [], permissions: { ...permissions, admin } };
  setSession(queryClient, user as unknown as SessionUser);
  const router = createMemoryRouter([{ path: '/', element: <DelayReasonsScreen /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

const reasonFields = () => screen.getAllByRole<HTMLInputElement>('textbox', { name: 'Reason' });

describe('A settings table screen (Delay Reasons)', () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = [];
    vi.stubGlobal('fetch', serve(sent));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the saved rows, one field and switch a row, Save off until something changes', async () => {
    showScreen(Level.write);

    await waitFor(() => expect(reasonFields().map((field) => field.value)).toEqual(saved.map((r) => r.description)));
    expect(screen.getByRole('heading', { name: 'Delay Reasons' })).toBeTruthy();
    expect(screen.getAllByRole<HTMLInputElement>('switch', { name: 'Active' }).map((active) => active.checked)).toEqual(
      [true, false],
    );
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('adds a blank row, holds Save back while its reason is missing, then saves the list with its tag', async () => {
    showScreen(Level.write);
    await waitFor(() => expect(reasonFields()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Add Delay Reason' }));
    const [, , added] = reasonFields();
    expect(added?.value).toBe('');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);

    await userEvent.type(added as HTMLInputElement, 'Sublet');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent.find((s) => s.method === 'PUT')).toBeDefined());
    const save = sent.find((s) => s.method === 'PUT');
    expect(save?.url).toBe('/api/production/v1/Delay');
    expect(save?.ifMatch).toBe('"1"');
    expect(save?.body).toEqual([...saved, { delayId: EMPTY_ID, description: 'Sublet', isActive: true }]);
  });

  it('asks before deleting a row: No keeps it, Yes removes it until the list is saved', async () => {
    showScreen(Level.write);
    await waitFor(() => expect(reasonFields()).toHaveLength(2));
    const deleteOf = (index: number) => screen.getAllByRole('button', { name: 'Delete' })[index] as HTMLElement;

    await userEvent.click(deleteOf(0));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure you want to delete this reason?' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    expect(reasonFields()).toHaveLength(2);

    await userEvent.click(deleteOf(0));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(reasonFields().map((field) => field.value)).toEqual(['Waiting on insurer']);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
  });

  it('is read only without admin write: every control and Add disabled', async () => {
    showScreen(Level.read);
    await waitFor(() => expect(reasonFields()).toHaveLength(2));

    expect(reasonFields().every((field) => field.disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Delay Reason' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Delete' }).every((button) => button.hasAttribute('disabled'))).toBe(
      true,
    );
  });
});
