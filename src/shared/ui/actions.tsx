import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react'
import { PlainLoader } from './plain-loader'
import controls from './plain-controls.module.css'

/**
 * The control kit's buttons, one component per role (docs/ui.md): screens compose these and never
 * style a button of their own. Plain elements in Mantine's look (its CSS variables and sizes): the
 * list screens hold hundreds of them, where Mantine's Button would run its style engine for each.
 */
export type ActionLook = 'main' | 'secondary' | 'danger' | 'row' | 'rowDanger'

const LOOKS: Record<ActionLook, string> = {
  main: `${controls.button} ${controls.filled}`,
  secondary: `${controls.button} ${controls.default}`,
  danger: `${controls.button} ${controls.danger}`,
  row: `${controls.button} ${controls.default} ${controls.small}`,
  rowDanger: `${controls.button} ${controls.dangerQuiet} ${controls.small}`,
}

type ActionProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & {
  /** Shows a spinner and refuses clicks while the action's call is under way. */
  loading?: boolean
  /** A decorative icon before the text. */
  icon?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

function ActionButton({ look, loading = false, icon, disabled, type = 'button', children, ...button }: ActionProps & { look: ActionLook }) {
  return (
    <button
      type={type}
      className={LOOKS[look]}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-look={look}
      {...button}
    >
      {loading ? <PlainLoader size="xs" /> : icon}
      {children}
    </button>
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

/** An action on one row, card or photo of a list; `danger` for one that deletes or bans. */
export function RowAction({ danger = false, ...props }: ActionProps & { danger?: boolean }) {
  return <ActionButton look={danger ? 'rowDanger' : 'row'} {...props} />
}

/** The × that removes a photo from a grid or a picker; `label` names the photo's action. */
export function RemovePhotoButton({ label, ...button }: Omit<ActionProps, 'children' | 'icon' | 'aria-label'> & { label: string }) {
  return (
    <button
      type="button"
      className={`${controls.button} ${controls.dangerQuiet} ${controls.removePhoto}`}
      aria-label={label}
      title={label}
      {...button}
    >
      <span aria-hidden="true">×</span>
    </button>
  )
}

type ActionAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'style'> & { look?: ActionLook }

const ActionAnchor = forwardRef<HTMLAnchorElement, ActionAnchorProps>(function ActionAnchor({ look = 'secondary', ...anchor }, ref) {
  return <a ref={ref} className={LOOKS[look]} data-look={look} {...anchor} />
})

/** An action that goes to a screen (a router link in the look of `look`, secondary by default). */
export const ActionLink = createLink(ActionAnchor)
