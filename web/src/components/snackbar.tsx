import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import * as styles from './snackbar.css.ts';

/** Snackbars hide by themselves after 6 seconds (spec 3 section 9). */
export const snackbarHideMs = 6_000;

export type SnackbarVariant = 'default' | 'alert';

interface SnackbarItem {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

type Show = (message: string, variant?: SnackbarVariant) => void;

const SnackbarContext = createContext<Show | null>(null);

export function useSnackbar(): Show {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('context must be used inside provider');
  return show;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<SnackbarItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((i) => i.id !== id)), []);
  const show = useCallback<Show>((message, variant = 'default') => {
    setItems((current) => [...current, { id: Date.now() + Math.random(), message, variant }]);
  }, []);
  return (
    <SnackbarContext.Provider value={show}>
      {children}
      <div className={styles.region}>
        {items.map((item) => (
          <Snackbar key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </SnackbarContext.Provider>
  );
}

function Snackbar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), snackbarHideMs);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  return (
    <div className={styles.snackbar[item.variant]} role={item.variant === 'alert' ? 'alert' : 'status'}>
      <span className={styles.message}>{item.message}</span>
      <button type="button" className={styles.close} onClick={() => onDismiss(item.id)}>
        CLOSE
      </button>
    </div>
  );
}
