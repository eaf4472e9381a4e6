import type { ApptCategory } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox.tsx';
import * as styles from './appointments.css.ts';

export interface TypeFilterProps {
  types: readonly ApptCategory[];
  /** The types unticked: their appointments are not drawn. */
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
}

/** The appointment types, each with its colour: unticking one hides its appointments (spec 3 section 2.12). */
export function TypeFilter({ types, hidden, onChange }: TypeFilterProps) {
  const { t } = useTranslation('appointments');
  const toggle = (apptCategoryId: string, shown: boolean) => {
    const next = new Set(hidden);
    if (shown) next.delete(apptCategoryId);
    else next.add(apptCategoryId);
    onChange(next);
  };
  return (
    <section aria-labelledby="appointment-types">
      <h2 id="appointment-types" className={styles.sideTitle}>
        {t('types')}
      </h2>
      {types.length === 0 ? (
        <p className={styles.muted}>{t('noTypes')}</p>
      ) : (
        <ul className={styles.typeList}>
          {types.map((type) => (
            <li key={type.apptCategoryId} className={styles.typeItem}>
              <span className={styles.swatch} style={{ background: type.displayColor }} aria-hidden />
              <Checkbox
                label={type.description}
                isSelected={!hidden.has(type.apptCategoryId)}
                onChange={(shown) => toggle(type.apptCategoryId, shown)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
