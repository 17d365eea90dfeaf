import controls from './plain-controls.module.css'

/** A decorative spinner; the element around it carries the status for readers. */
export function PlainLoader({ size = 'md' }: { size?: 'xs' | 'md' }) {
  return <span className={controls.loader} data-size={size} aria-hidden="true" />
}

/** A one-line loading note: a small spinner and what is loading, announced as a status. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div className={controls.inline} role="status" aria-label={text}>
      <PlainLoader size="xs" />
      <span className={controls.dimmed}>{text}</span>
    </div>
  )
}
