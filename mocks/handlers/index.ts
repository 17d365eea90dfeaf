import { adminHandlers } from './admins'
import { articleHandlers } from './articles'
import { authHandlers } from './auth'
import { categoryHandlers } from './categories'
import { cityHandlers } from './cities'
import { complaintHandlers } from './complaints'
import { controlHandlers } from './control'
import { eventHandlers } from './events'
import { galleryHandlers } from './gallery'
import { geocodingHandlers } from './geocoding'
import { organizationHandlers } from './organizations'
import { staticDataHandlers } from './static-data'
import { templatePhotoHandlers } from './template-photos'
import { uploadHandlers } from './uploads'
import { userHandlers } from './users'

/** The mock API's routes; they answer through the control's dispatcher (network, faults, calls log). */
export const apiHandlers = [
  ...authHandlers,
  ...staticDataHandlers,
  ...complaintHandlers,
  ...userHandlers,
  ...organizationHandlers,
  ...eventHandlers,
  ...geocodingHandlers,
  ...cityHandlers,
  ...templatePhotoHandlers,
  ...categoryHandlers,
  ...articleHandlers,
  ...galleryHandlers,
  ...uploadHandlers,
  ...adminHandlers,
]

/** Every handler of the mock backend: the control endpoints, then every API and upload call through the dispatcher. */
export const handlers = controlHandlers(apiHandlers)
