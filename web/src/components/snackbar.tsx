import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './snackbar.css.ts';

/** Snackbars hide by themselves after 6 seconds (spec 3 section 9). */
export const snackbarHideMs = 6_000;

/** default: a fact, with UNDO when the action can be undone; alert: something went wrong. */
/** default and alert, and the success and warning styles of spec 1 section 8's media messages. */
export type SnackbarVariant = 'default' | 'alert' | 'success' | 'warning';

export interface SnackbarOptions {
  /** Shows UNDO (default variant): pressing it calls this and hides the snackbar. */
  onUndo?: () => void;
}

interface SnackbarItem extends SnackbarOptions {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

type Show = (message: string, variant?: SnackbarVariant, options?: SnackbarOptions) => void;

const SnackbarContext = createContext<Show | null>(null);

export function useSnackbar(): Show {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('context must be used inside provider');
  return show;
}

let lastId = 0;

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<SnackbarItem[]>([]);
  const dismiss = useCallback((id: number) => setItems((current) => current.filter((i) => i.id !== id)), []);
  const show = useCallback<Show>((message, variant = 'default', options = {}) => {
    lastId += 1;
    setItems((current) => [...current, { id: lastId, message, variant, ...options }]);
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

/** One snackbar; its 6 seconds start again while the pointer or the focus is on it, so it is never lost mid-read. */
function Snackbar({ item, onDismiss }: { item: SnackbarItem; onDismiss: (id: number) => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(item.id), snackbarHideMs);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss, held]);
  const { onUndo } = item;
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing only holds the timer, it does nothing.
    <div
      className={styles.snackbar[item.variant]}
      role={item.variant === 'alert' ? 'alert' : 'status'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className={styles.message}>{item.message}</span>
      {item.variant === 'default' && onUndo && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            onUndo();
            onDismiss(item.id);
          }}
        >
          {t('snackbar.undo')}
        </button>
      )}
      <button type="button" className={styles.action} onClick={() => onDismiss(item.id)}>
        {t('snackbar.close')}
      </button>
    </div>
  );
}
