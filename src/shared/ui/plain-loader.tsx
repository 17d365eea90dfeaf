import controls from './plain-controls.module.css'

/** A decorative spinner; the element around it carries the status for readers. */
export function PlainLoader({ size = 'md' }: { size?: 'xs' | 'md' }) {
  return <span className={controls.loader} data-size={size} aria-hidden="true" />
}
