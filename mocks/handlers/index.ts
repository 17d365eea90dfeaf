import { articleHandlers } from './articles'
import { authHandlers } from './auth'
import { categoryHandlers } from './categories'
import { complaintHandlers } from './complaints'
import { controlHandlers, faultHandler } from './control'
import { galleryHandlers } from './gallery'
import { eventHandlers } from './events'
import { geocodingHandlers } from './geocoding'
import { geoHandlers } from './geo'
import { organizationHandlers } from './organizations'
import { staticDataHandlers } from './static-data'
import { templatePhotoHandlers } from './template-photos'
import { uploadHandlers } from './uploads'
import { userHandlers } from './users'
import { adminHandlers } from './admins'

/** Every handler of the mock backend; the fault handler comes first so that it sees every call. */
export const handlers = [faultHandler, ...controlHandlers, ...authHandlers, ...staticDataHandlers, ...complaintHandlers, ...userHandlers, ...organizationHandlers, ...eventHandlers, ...geocodingHandlers, ...geoHandlers, ...templatePhotoHandlers, ...categoryHandlers, ...articleHandlers, ...galleryHandlers, ...uploadHandlers, ...adminHandlers]
