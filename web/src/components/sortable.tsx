import {
  type Announcements,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, type useSortable } from '@dnd-kit/sortable';
import { DragHandleIcon } from './icons.tsx';

/** What happens to a dragged item, as the screen reader is told. */
export type DragMoment = 'start' | 'over' | 'notOver' | 'moved' | 'dropped' | 'cancelled';

/**
 * Dragging by pointer (after 4 pixels, so a click stays a click) or by keyboard (space or enter on the handle, the
 * arrow keys, then space or enter), as the lists and tables that reorder do.
 */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/**
 * The DndContext's `accessibility`: each moment said in the user's language (`say`), items named by `nameOf`, and
 * the instructions read on a handle.
 */
export function dragAccessibility(
  say: (moment: DragMoment, name: string, other?: string) => string,
  nameOf: (id: UniqueIdentifier) => string,
  instructions: string,
): { announcements: Announcements; screenReaderInstructions: { draggable: string } } {
  return {
    announcements: {
      onDragStart: ({ active }) => say('start', nameOf(active.id)),
      onDragOver: ({ active, over }) =>
        over ? say('over', nameOf(active.id), nameOf(over.id)) : say('notOver', nameOf(active.id)),
      onDragEnd: ({ active, over }) =>
        over ? say('moved', nameOf(active.id), nameOf(over.id)) : say('dropped', nameOf(active.id)),
      onDragCancel: ({ active }) => say('cancelled', nameOf(active.id)),
    },
    screenReaderInstructions: { draggable: instructions },
  };
}

/** The handle an item is dragged by: `sortable` is its useSortable(); `label` names the move. */
export function DragHandle({
  sortable,
  label,
  className,
  isDisabled,
  title,
}: {
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
  label: string;
  className: string;
  isDisabled?: boolean;
  title?: string;
}) {
  return (
    <button
      type="button"
      ref={sortable.setActivatorNodeRef}
      className={className}
      {...sortable.attributes}
      {...sortable.listeners}
      aria-label={label}
      title={title}
      disabled={isDisabled}
    >
      <DragHandleIcon />
    </button>
  );
}
