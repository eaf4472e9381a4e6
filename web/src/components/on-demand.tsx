import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './loading.tsx';
import * as styles from './on-demand.css.ts';

/** A component whose module loads the first time it is shown, or earlier through `preload()`. */
export type OnDemandComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component of a module loaded the first time it is shown: `lazyNamed(() => import('./x.tsx'), 'X')`. Dialogs
 * and panels not on screen at first paint come this way, so the board's first load carries none of their code.
 * Once the module is in (shown before, or `preload()`ed while the browser was idle), it renders at once without
 * suspending: a suspended dialog shows its fallback and then waits out React's reveal throttle (300 ms).
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): OnDemandComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
      return loaded;
    });
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Shown(props: P) {
    // Chosen once per mount, so a mounted dialog never swaps its component (and loses its state).
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Shown, { preload });
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
