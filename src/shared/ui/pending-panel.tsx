import { ru } from '@/shared/i18n/ru'
import controls from './plain-controls.module.css'
import { PlainLoader } from './plain-loader'

export function PendingPanel() {
  return (
    <div className={controls.centered} role="status" aria-label={ru.common.loading}>
      <PlainLoader />
    </div>
  )
}
