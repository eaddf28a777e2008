import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { Generation } from '@/entities/generation/api/generation-schemas';
import { GenerationThumbnail } from '@/entities/generation/components/generation-thumbnail';
import { designLabel } from '@/entities/generation/model/design-label';
import { KeyboardDragSensor } from '@/features/presentation/plan/keyboard-drag-sensor';
import { cn } from '@/lib/utils';

type Direction = 'up' | 'down';

const INSTRUCTIONS = msg`To move this design, press Space or Enter, move it with the up and down arrow keys, then press Space or Enter again to drop it there, or Escape to leave it where it was.`;

function SortableDesign({
  design,
  position,
  count,
  onMove,
  registerButton,
  children,
}: {
  design: Generation;
  position: number;
  count: number;
  onMove: (direction: Direction) => void;
  registerButton: (direction: Direction, button: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const label = designLabel(design, i18n);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: design.ref });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative grid gap-3 rounded-lg border bg-card p-3',
        isDragging && 'z-10 shadow-lg ring-2 ring-ring/60',
      )}
    >
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="w-6 shrink-0 text-right font-semibold tabular-nums">
          {position}.
        </span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t`Drag to reorder: ${label}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border text-muted-foreground outline-none hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/60 active:cursor-grabbing"
        >
          <GripVerticalIcon aria-hidden="true" className="size-4" />
        </button>
        <GenerationThumbnail src={design.finalImageUrl} alt="" />
        <span className="min-w-0 flex-1 text-sm font-medium break-words">{label}</span>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-9">
        <Button
          type="button"
          size="sm"
          variant="outline"
          ref={(button) => registerButton('up', button)}
          disabled={position === 1}
          aria-label={t`Move up: ${label}`}
          onClick={() => onMove('up')}
        >
          <ArrowUpIcon aria-hidden="true" />
          <Trans>Move up</Trans>
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          ref={(button) => registerButton('down', button)}
          disabled={position === count}
          aria-label={t`Move down: ${label}`}
          onClick={() => onMove('down')}
        >
          <ArrowDownIcon aria-hidden="true" />
          <Trans>Move down</Trans>
        </Button>
      </div>
      <div className="sm:pl-9">{children}</div>
    </li>
  );
}

/**
 * The chosen designs in the order they are shown, numbered, each with its note (`renderNote`).
 * A design moves by its handle (pointer, touch, or keyboard: Space, arrows, Space) or by its
 * 'Move up' / 'Move down' buttons, after which the focus stays on the design's button. Every
 * move is told in words to screen readers.
 */
export function PresentationOrder({
  designs,
  onMove,
  renderNote,
}: {
  /** The chosen designs, in order. */
  designs: readonly Generation[];
  /** Moves the design `ref` to where the design `overRef` is now. */
  onMove: (ref: string, overRef: string) => void;
  renderNote: (design: Generation) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardDragSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ ref: string; direction: Direction } | undefined>(undefined);
  const [moved, setMoved] = useState('');
  const order = designs.map((design) => design.ref).join(',');

  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = undefined;
    const other: Direction = pending.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${pending.ref}:${pending.direction}`);
    // At the top (or bottom) the button that moved it is disabled: the other one takes the focus.
    const target = same && !same.disabled ? same : buttons.current.get(`${pending.ref}:${other}`);
    target?.focus();
  }, [order]);

  const count = designs.length;
  const refs = designs.map((design) => design.ref);
  const labelOf = (id: UniqueIdentifier) => {
    const design = designs.find((candidate) => candidate.ref === id);
    return design ? designLabel(design, i18n) : t`The design`;
  };
  const positionOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : refs.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const label = labelOf(active.id);
      const position = positionOf(active.id);
      return t`Picked up ${label}, number ${position} of ${count}.`;
    },
    onDragOver: ({ active, over }) => {
      const label = labelOf(active.id);
      if (!over) return t`${label} is outside the list.`;
      const position = positionOf(over.id);
      return t`${label} would go to number ${position} of ${count}.`;
    },
    onDragEnd: ({ active, over }) => {
      const label = labelOf(active.id);
      if (!over) return t`${label} dropped where it was.`;
      const position = positionOf(over.id);
      return t`${label} dropped at number ${position} of ${count}.`;
    },
    onDragCancel: ({ active }) => {
      const label = labelOf(active.id);
      const position = positionOf(active.id);
      return t`Moving ${label} cancelled: it stays number ${position}.`;
    },
  };
  const instructions: ScreenReaderInstructions = { draggable: i18n._(INSTRUCTIONS) };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  const moveBy = (design: Generation, direction: Direction) => {
    const index = refs.indexOf(design.ref);
    const targetIndex = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || targetIndex < 0 || targetIndex >= refs.length) return;
    const target = refs[targetIndex];
    focusAfterMove.current = { ref: design.ref, direction };
    onMove(design.ref, target);
    const position = direction === 'up' ? index : index + 2;
    const label = designLabel(design, i18n);
    setMoved(t`${label} moved to number ${position} of ${count}.`);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{ announcements, screenReaderInstructions: instructions }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={refs} strategy={verticalListSortingStrategy}>
          <ol aria-label={t`Order of the presentation`} className="grid gap-3">
            {designs.map((design, index) => (
              <SortableDesign
                key={design.ref}
                design={design}
                position={index + 1}
                count={count}
                onMove={(direction) => moveBy(design, direction)}
                registerButton={(direction, button) => {
                  const key = `${design.ref}:${direction}`;
                  if (button) buttons.current.set(key, button);
                  else buttons.current.delete(key);
                }}
              >
                {renderNote(design)}
              </SortableDesign>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p role="status" className="sr-only">
        {moved}
      </p>
    </>
  );
}
