import type { MediaCategory } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../../components/select.tsx';

const none = 'none';

/** A choice of the category to file media under, 'No Category' first (null). */
export function CategorySelect({
  label,
  categories,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  categories: readonly MediaCategory[];
  value: string | null | undefined;
  onChange: (mediaCategoryId: string | null) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('jobs');
  return (
    <Select
      label={label}
      options={[
        { id: none, label: t('media.noCategory') },
        ...categories.map((c) => ({ id: c.mediaCategoryId, label: c.description })),
      ]}
      value={value === undefined ? null : (value ?? none)}
      placeholder={t('media.chooseCategory')}
      onChange={(id) => onChange(id === none ? null : id)}
      isDisabled={isDisabled}
    />
  );
}
