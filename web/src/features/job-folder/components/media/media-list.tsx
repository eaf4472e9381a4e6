import type { Media } from '@bayline/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../../components/checkbox.tsx';
import { useLocationSettings } from '../../../../components/job-form/api/get-location-settings.ts';
import { GridList, GridListItem, type Selection } from '../../../../components/ui/list.tsx';
import { dateTimeText } from '../../format.ts';
import * as styles from './media.css.ts';

export interface MediaListProps {
  label: string;
  items: readonly Media[];
  /** Category names by id, shown under each item. */
  categoryNames: ReadonlyMap<string, string>;
  /** Tiles with pictures (Multimedia) or rows (Miscellaneous). */
  layout: 'grid' | 'list';
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Without it, nothing can be selected. */
  selectable: boolean;
  /** Opening an item (a click or Enter): the viewer, or the file itself. */
  onOpen?: (item: Media) => void;
  emptyText: string;
  className: string;
}

/** A picture of the item: its thumbnail once made, else the kind of file it is. */
function Picture({ item }: { item: Media }) {
  const { t } = useTranslation('jobs');
  if (item.thumbnailUri) return <img className={styles.picture} src={item.thumbnailUri} alt="" loading="lazy" />;
  const kind = item.contentType.startsWith('video/')
    ? t('media.kind.video')
    : item.contentType.startsWith('image/')
      ? t('media.kind.image')
      : t('media.kind.document');
  return (
    <span className={styles.picture} aria-hidden>
      {kind}
    </span>
  );
}

/**
 * The items of one pane (or of the picker) with a check box each: the list's own selection, so Space, Shift and
 * the pointer select as in any list, and pressing an item opens it.
 */
export function MediaList({
  label,
  items,
  categoryNames,
  layout,
  selected,
  onSelectedChange,
  selectable,
  onOpen,
  emptyText,
  className,
}: MediaListProps) {
  const { t } = useTranslation('jobs');
  const timeZone = useLocationSettings().data?.timeZone;
  const byId = new Map(items.map((item) => [item.mediaId, item]));
  return (
    <GridList
      aria-label={label}
      className={`${className} ${layout === 'grid' ? styles.grid : styles.list}`}
      layout={layout === 'grid' ? 'grid' : 'stack'}
      items={items}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={new Set([...selected].filter((id) => byId.has(id)))}
      onSelectionChange={(keys: Selection) =>
        onSelectedChange(new Set(keys === 'all' ? items.map((item) => item.mediaId) : [...keys].map(String)))
      }
      onAction={
        onOpen
          ? (key) => {
              const item = byId.get(String(key));
              if (item) onOpen(item);
            }
          : undefined
      }
      renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}
    >
      {(item) => {
        const category = item.mediaCategoryId ? categoryNames.get(item.mediaCategoryId) : undefined;
        const detail = [category, item.uploadedBy, dateTimeText(item.createdAt, timeZone)].filter(Boolean).join(' · ');
        return (
          <GridListItem
            id={item.mediaId}
            textValue={item.fileName}
            className={layout === 'grid' ? styles.tile : styles.row}
            data-testid={`media-${item.fileName}`}
          >
            {selectable && (
              <span className={layout === 'grid' ? styles.tileCheck : styles.rowCheck}>
                <Checkbox slot="selection" label={t('media.select', { name: item.fileName })} hideLabel />
              </span>
            )}
            {layout === 'grid' && <Picture item={item} />}
            <span className={styles.rowText}>
              <span className={styles.name} title={item.fileName}>
                {item.fileName}
              </span>
              <span className={styles.detail} title={detail}>
                {detail}
              </span>
            </span>
          </GridListItem>
        );
      }}
    </GridList>
  );
}
