import '@mantine/core/styles/Affix.css'
import { Affix, Group, Paper, Text } from '@mantine/core'
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { photosText } from '@/shared/i18n/ru'

/**
 * Drop and paste for every photo picker, one path with the file dialog: a picker draws PhotoIntake (through
 * its PhotoIntake) with the function its file
 * dialog calls. Files dragged over the page show the drop layer (a drop zone per target); a
 * drop anywhere goes to the zone it lands on, else to the page's only target.
 * An image pasted (Ctrl+V / Cmd+V) outside a text field goes to the target holding the focus, else to the only one.
 */

export type PhotoTarget = { id: number; label: string; take: (files: File[]) => void; element: () => HTMLElement | null }

let targets: PhotoTarget[] = []
let dragging = false
/** dragenter and dragleave come in pairs per element crossed: the drag has left the window when they even out. */
let depth = 0
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const carriesFiles = (event: DragEvent) => event.dataTransfer?.types.includes('Files') ?? false

function setDragging(value: boolean) {
  if (!value) depth = 0
  if (dragging === value) return
  dragging = value
  emit()
}

/** The target a drop or a paste goes to: the zone or picker it is in, else the page's only target. */
function targetFor(node: EventTarget | null): PhotoTarget | undefined {
  const zone = node instanceof Element ? node.closest<HTMLElement>('[data-photo-target]') : null
  const inZone = zone && targets.find((target) => String(target.id) === zone.dataset.photoTarget)
  if (inZone) return inZone
  const inPicker = node instanceof Node && targets.find((target) => target.element()?.contains(node))
  return inPicker || (targets.length === 1 ? targets[0] : undefined)
}

const isTextField = (element: Element | null) =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'file', 'submit', 'reset'].includes(element.type)) ||
  (element instanceof HTMLElement && element.isContentEditable)

const onDragEnter = (event: DragEvent) => {
  if (!carriesFiles(event)) return
  depth += 1
  setDragging(true)
}
const onDragLeave = (event: DragEvent) => {
  if (!dragging || !carriesFiles(event)) return
  depth -= 1
  if (depth <= 0) setDragging(false)
}
const onDragOver = (event: DragEvent) => {
  if (!carriesFiles(event)) return
  // Without this the browser would open the file in place of the console.
  event.preventDefault()
  if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
}
const onDrop = (event: DragEvent) => {
  if (!carriesFiles(event)) return
  event.preventDefault()
  setDragging(false)
  const files = [...(event.dataTransfer?.files ?? [])]
  if (files.length > 0) targetFor(event.target)?.take(files)
}
const onPaste = (event: ClipboardEvent) => {
  const files = [...(event.clipboardData?.files ?? [])]
  if (files.length === 0 || isTextField(document.activeElement)) return
  const target = targetFor(document.activeElement === document.body ? null : document.activeElement)
  if (!target) return
  event.preventDefault()
  target.take(files)
}

const EVENTS = [
  ['dragenter', onDragEnter],
  ['dragleave', onDragLeave],
  ['dragover', onDragOver],
  ['drop', onDrop],
  ['paste', onPaste],
] as const

function register(target: PhotoTarget): () => void {
  if (targets.length === 0) for (const [name, listener] of EVENTS) document.addEventListener(name, listener as EventListener)
  targets = [...targets, target]
  emit()
  return () => {
    targets = targets.filter((other) => other !== target)
    if (targets.length === 0) {
      for (const [name, listener] of EVENTS) document.removeEventListener(name, listener as EventListener)
      setDragging(false)
    }
    emit()
  }
}

let snapshot: { dragging: boolean; targets: PhotoTarget[] } = { dragging, targets }
const read = () => (snapshot.dragging === dragging && snapshot.targets === targets ? snapshot : (snapshot = { dragging, targets }))

type PhotoIntakeProps = {
  /** The picker's element: a paste while the focus is inside goes to it. */
  area: RefObject<HTMLElement | null>
  /** The picker's name, shown on its drop zone. */
  label: string
  /** What the picker's file dialog calls with the chosen files. */
  take: (files: File[]) => void
  disabled?: boolean | undefined
}

/**
 * Makes the picker drawn in `area` a drop and paste target named `label`: dropped or pasted files go to `take`, the
 * function its file dialog calls. The page's first target draws the drop layer while files are dragged.
 */
export function PhotoIntake({ area, label, take, disabled = false }: PhotoIntakeProps): ReactNode {
  const latest = useRef({ label, take, disabled })
  useEffect(() => {
    latest.current = { label, take, disabled }
  })
  const [id] = useState(() => nextId++)
  // Registered even while disabled (an upload under way): a drop then does nothing, rather than the browser opening
  // the file in place of the console.
  useEffect(
    () =>
      register({
        id,
        get label() {
          return latest.current.label
        },
        take: (files) => {
          if (!latest.current.disabled) latest.current.take(files)
        },
        element: () => area.current,
      }),
    [area, id],
  )
  const state = useSyncExternalStore(subscribe, read, read)
  if (!state.dragging || state.targets[0]?.id !== id) return null
  return <PhotoDropLayer targets={state.targets} />
}

/**
 * What shows while files are dragged over a page with a photo picker: over the whole page, one drop zone
 * per picker, named after it. A drop on a zone goes to its picker, a drop beside them to the page's only picker
 * (PhotoIntake above).
 */
function PhotoDropLayer({ targets }: { targets: readonly PhotoTarget[] }) {
  return (
    <Affix
      position={{ top: 0, left: 0, right: 0, bottom: 0 }}
      zIndex={400}
      p="xl"
      bg="var(--console-surface-subtle)"
      display="flex"
      role="region"
      aria-label={photosText.dropHere(targets.map((target) => target.label).join(', '))}
    >
      <Group grow w="100%" align="stretch" gap="md">
        {targets.map((target) => (
          <Paper
            key={target.id}
            data-photo-target={target.id}
            withBorder
            shadow="md"
            radius="md"
            p="xl"
            display="flex"
            style={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <Text size="xl" ta="center">
              {photosText.dropHere(target.label)}
            </Text>
          </Paper>
        ))}
      </Group>
    </Affix>
  )
}
