import { Button, CloseButton, type ButtonProps } from '@mantine/core'
import { useMergedRef } from '@mantine/hooks'
import { createLink } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, ComponentPropsWithRef, ReactNode } from 'react'
import { useFocusBackAfterBusy } from '@/shared/a11y/busy-focus'

/**
 * The control kit's buttons (docs/ui.md): Mantine's Button, one component per role, each fixing the
 * role's variant, size and colour from the theme, so that a screen says what an action is for and
 * never how it looks.
 */
export type ActionLook = 'main' | 'secondary' | 'danger' | 'row' | 'rowDanger'

/**
 * White on Mantine's filled red is below 4.5:1, so the destructive fill is the console's deeper
 * red role; the quiet destructive look keeps the bordered button and names the theme's error colour.
 */
const LOOKS: Record<ActionLook, Pick<ButtonProps, 'variant' | 'size' | 'color' | 'c'>> = {
  main: { variant: 'filled' },
  secondary: { variant: 'default' },
  danger: { variant: 'filled', color: 'var(--console-danger-fill)' },
  row: { variant: 'default', size: 'xs' },
  rowDanger: { variant: 'default', size: 'xs', c: 'var(--mantine-color-error)' },
}

type ActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'color'> & {
  /** Shows Mantine's spinner in the button and refuses clicks while the action's call is under way. */
  loading?: boolean
  /** A decorative icon before the text. */
  icon?: ReactNode
  ref?: ComponentPropsWithRef<'button'>['ref']
}

function ActionButton({ look, loading = false, icon, type = 'button', ref, ...button }: ActionProps & { look: ActionLook }) {
  const keepsFocus = useFocusBackAfterBusy<HTMLButtonElement>(loading)
  const merged = useMergedRef(keepsFocus, ref)
  return (
    <Button ref={merged} type={type} {...LOOKS[look]} loading={loading} aria-busy={loading || undefined} leftSection={icon} {...button} />
  )
}

/** The screen's (or a dialog's) main action: add, create, save, sign in. One per screen or dialog. */
export function MainAction(props: ActionProps) {
  return <ActionButton look="main" {...props} />
}

/** Every other action beside the main one: cancel, back, edit, open, retry. */
export function SecondaryAction(props: ActionProps) {
  return <ActionButton look="secondary" {...props} />
}

/** Confirms what cannot be undone (delete, ban): the red button of a confirmation or a panel. */
export function DangerAction(props: ActionProps) {
  return <ActionButton look="danger" {...props} />
}

type RowActionProps = ActionProps & {
  /** Deletes or bans: the text in the theme's error colour. */
  danger?: boolean
  /** One choice of a few shown as buttons (a day's schedule type): the chosen one is filled and pressed. */
  chosen?: boolean
}

/** An action on one row, card or photo of a list. */
export function RowAction({ danger = false, chosen, ...props }: RowActionProps) {
  if (chosen === undefined) return <ActionButton look={danger ? 'rowDanger' : 'row'} {...props} />
  return <ActionButton look="row" {...props} {...(chosen ? { variant: 'filled' } : {})} aria-pressed={chosen} />
}

type RemovePhotoProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'children' | 'aria-label' | 'color'> & {
  /** What the × removes: its accessible name and its tooltip. */
  label: string
}

/** The round × over a photo's corner that removes it from a grid, a picker or a photo page. */
export function RemovePhotoButton({ label, ...button }: RemovePhotoProps) {
  return (
    <CloseButton
      variant="default"
      radius="xl"
      c="var(--mantine-color-error)"
      pos="absolute"
      top={6}
      right={6}
      aria-label={label}
      title={label}
      {...button}
    />
  )
}

type ActionAnchorProps = Omit<ComponentPropsWithRef<'a'>, 'className' | 'style' | 'color'> & { look?: ActionLook }

function ActionAnchor({ look = 'secondary', ...anchor }: ActionAnchorProps) {
  return <Button component="a" {...LOOKS[look]} {...anchor} />
}

/** An action that goes to a screen: the router's Link drawn as the button of `look` (secondary by default). */
export const ActionLink = createLink(ActionAnchor)
