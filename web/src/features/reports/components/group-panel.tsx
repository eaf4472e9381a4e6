import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon, DragHandleIcon } from '../../../components/icons.tsx';
import { Menu, MenuItem } from '../../../components/ui/menu.tsx';
import { PlainButton } from '../../../components/ui/plain-button.tsx';
import * as styles from './report-grid.css.ts';

/**
 * The grid's group panel (spec 3 section 2.8): a column header dragged into it groups the rows by that column, a
 * column dragged out of it (or its × pressed) stops grouping by it. By keyboard: space or enter on a header's
 * handle, an arrow key into the panel (or out of it), space or enter to drop; the Group by menu does the same.
 */

const panelId = 'group-panel';
/** Draggables: a header's handle (`column:` its id) or a chip of the panel (`grouped:` its id). */
const columnOf = (id: UniqueIdentifier) => String(id).replace(/^(column|grouped):/, '');
const isChip = (id: UniqueIdentifier) => String(id).startsWith('grouped:');

const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/** By keyboard an arrow key moves what is dragged into the panel, or out of it (below) when it is there. */
const intoOrOutOfPanel: KeyboardCoordinateGetter = (event, { context }) => {
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();
  // Measured once the drag has begun; a key pressed before that reads the panel itself.
  const panel =
    context.droppableRects.get(panelId) ??
    context.droppableContainers.get(panelId)?.node.current?.getBoundingClientRect();
  const dragged = context.collisionRect;
  if (!panel || !dragged) return undefined;
  const inside = context.over?.id === panelId;
  return inside ? { x: dragged.left, y: panel.bottom + 24 } : { x: panel.left + 8, y: panel.top + 4 };
};

export interface GroupingProps {
  /** The columns grouped by, in order. */
  grouping: readonly string[];
  /** The columns that can be grouped by (shown ones), for the menu. */
  columns: readonly string[];
  headerOf: (id: string) => string;
  onGroup: (id: string) => void;
  onUngroup: (id: string) => void;
  children: ReactNode;
}

/** The drag context of the grid: the panel and the headers' handles (`GroupHandle`) inside `children`. */
export function Grouping({ grouping, columns, headerOf, onGroup, onUngroup, children }: GroupingProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const [dragged, setDragged] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: intoOrOutOfPanel }),
  );
  const name = (id: UniqueIdentifier) => headerOf(columnOf(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => tc('table.drag.start', { name: name(active.id) }),
    onDragOver: ({ active, over }) => t(over ? 'grid.drag.over' : 'grid.drag.notOver', { name: name(active.id) }),
    onDragEnd: ({ active, over }) => {
      if (!over && isChip(active.id)) return t('grid.drag.ungrouped', { name: name(active.id) });
      if (over && !isChip(active.id)) return t('grid.drag.grouped', { name: name(active.id) });
      return tc('table.drag.dropped', { name: name(active.id) });
    },
    onDragCancel: ({ active }) => tc('table.drag.cancelled', { name: name(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const id = columnOf(active.id);
    if (isChip(active.id) && !over) onUngroup(id);
    else if (!isChip(active.id) && over && !grouping.includes(id)) onGroup(id);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      onDragStart={({ active }) => setDragged(active.id)}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('grid.drag.instructions') } }}
    >
      <Panel grouping={grouping} columns={columns} headerOf={headerOf} onGroup={onGroup} onUngroup={onUngroup} />
      {children}
      <DragOverlay dropAnimation={null}>
        {dragged !== null && <span className={styles.chip}>{name(dragged)}</span>}
      </DragOverlay>
    </DndContext>
  );
}

/** The panel: a chip per column grouped by (dragged out or × to stop), the hint, and the Group by menu. */
function Panel({ grouping, columns, headerOf, onGroup, onUngroup }: Omit<GroupingProps, 'children'>) {
  const { t } = useTranslation('reports');
  const { setNodeRef, isOver } = useDroppable({ id: panelId });
  const free = columns.filter((c) => !grouping.includes(c));
  return (
    <fieldset
      ref={setNodeRef}
      className={styles.groupPanel}
      data-over={isOver || undefined}
      aria-label={t('grid.groupPanel')}
      data-testid="group-panel"
    >
      {grouping.length === 0 && <span>{t('grid.groupHint')}</span>}
      {grouping.map((id) => (
        <GroupedChip key={id} id={id} title={headerOf(id)} onUngroup={() => onUngroup(id)} />
      ))}
      <Menu
        trigger={
          <PlainButton className={styles.sortButton}>
            {t('grid.groupBy')}
            <ChevronDownIcon />
          </PlainButton>
        }
        aria-label={t('grid.groupBy')}
        onAction={(id) => onGroup(String(id))}
        items={free.map((id) => ({ id }))}
      >
        {(item) => <MenuItem id={item.id}>{headerOf(item.id)}</MenuItem>}
      </Menu>
    </fieldset>
  );
}

/** A column grouped by: dragged out of the panel by its handle, or removed with ×. */
function GroupedChip({ id, title, onUngroup }: { id: string; title: string; onUngroup: () => void }) {
  const { t } = useTranslation('reports');
  const drag = useDraggable({ id: `grouped:${id}` });
  return (
    <span ref={drag.setNodeRef} className={styles.chip} data-dragging={drag.isDragging || undefined}>
      <button
        type="button"
        ref={drag.setActivatorNodeRef}
        className={styles.chipHandle}
        {...drag.attributes}
        {...drag.listeners}
        aria-label={t('grid.dragOut', { column: title })}
      >
        <DragHandleIcon width={14} height={14} />
      </button>
      {title}
      <PlainButton className={styles.chipButton} aria-label={t('grid.ungroup', { column: title })} onPress={onUngroup}>
        <CloseIcon width={14} height={14} />
      </PlainButton>
    </span>
  );
}

/** A header's handle: dragged into the group panel, it groups the rows by the column. */
export function GroupHandle({ id, title, isGrouped }: { id: string; title: string; isGrouped: boolean }) {
  const { t } = useTranslation('reports');
  const drag = useDraggable({ id: `column:${id}`, disabled: isGrouped });
  return (
    <button
      type="button"
      ref={(node) => {
        drag.setNodeRef(node);
        drag.setActivatorNodeRef(node);
      }}
      className={styles.headerHandle}
      {...drag.attributes}
      {...drag.listeners}
      aria-label={t('grid.dragColumn', { column: title })}
      disabled={isGrouped}
    >
      <DragHandleIcon width={14} height={14} />
    </button>
  );
}
