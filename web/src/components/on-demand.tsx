import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './loading.tsx';
import * as styles from './on-demand.css.ts';

/**
 * A component of a module loaded the first time it is shown: `lazyNamed(() => import('./x.tsx'), 'X')`. Dialogs
 * and panels not on screen at first paint come this way, so the board's first load carries none of their code.
 */
export function lazyNamed<K extends string, P>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * Shows `children` (a lazily loaded dialog or panel) from the first time `isOpen` is true, and keeps it mounted
 * after, so it keeps its state between openings as it would if it had always been there. While its code loads,
 * the page is dimmed with a spinner where the dialog will be.
 */
export function OnDemand({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  if (!opened && !isOpen) return null;
  return <Suspense fallback={isOpen ? <LoadingVeil /> : null}>{children}</Suspense>;
}

/** The fallback of a dialog whose code is on its way. */
export function LoadingVeil() {
  const { t } = useTranslation();
  return (
    <div className={styles.veil}>
      <div className={styles.box}>
        <Loading label={t('opening')} />
      </div>
    </div>
  );
}
