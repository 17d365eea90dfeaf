import { COMPLAINT_KINDS, type ComplaintKind } from '@/features/complaints/schemas'
import type { Photo } from '@/shared/api/common-schemas'
import type { ComplaintRecord, Db, ReviewRecord } from './db'
import { createRandom, makeId, type Random } from './random'
import { COMPLAINT_TEXTS } from './seed-data'
import { seedDate } from './seed-dates'

/** Id prefixes of the collections this step seeds. */
export const MODERATION_ID_PREFIX = {
  complaint: 0xc00,
  complaintPhoto: 0xc01,
  review: 0x4e0,
  reviewPhoto: 0x4e1,
} as const

const REVIEW_TEXTS = [
  'Отличное место, всем советую',
  'Долго ждали заказ',
  'Персонал грубит посетителям',
  'Цены завышены, качество среднее',
  'Хорошее обслуживание',
  'Было грязно, больше не приду',
]

function photosOf(prefix: number, first: number, count: number, folder: string): Photo[] {
  return Array.from({ length: count }, (_, i) => {
    const _id = makeId(prefix, first + i)
    return { _id, url: `/uploads/${folder}/${_id}.jpg`, preview_url: `/uploads/${folder}/${_id}-preview.jpg` }
  })
}

function seedReviews(random: Random, db: Db): ReviewRecord[] {
  const reviews: ReviewRecord[] = []
  let photoIndex = 0
  for (const organization of db.organizations) {
    const count = random.int(0, 2)
    for (let i = 0; i < count; i += 1) {
      const photoCount = random.chance(0.4) ? random.int(1, 2) : 0
      reviews.push({
        _id: makeId(MODERATION_ID_PREFIX.review, reviews.length + 1),
        rating: random.int(1, 5),
        text: random.pick(REVIEW_TEXTS),
        photos: photosOf(MODERATION_ID_PREFIX.reviewPhoto, photoIndex + 1, photoCount, 'reviews'),
        organization_id: organization._id,
        from_user_id: random.pick(db.users)._id,
        createdAt: seedDate(random, 90),
      })
      photoIndex += photoCount
    }
  }
  return reviews
}

/** Fisher–Yates: linear, also for the large seed's 10 000 organizations. */
function shuffled<T>(random: Random, items: T[]): T[] {
  const out = items.slice()
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i)
    const item = out[i]!
    out[i] = out[j]!
    out[j] = item
  }
  return out
}

/**
 * The subjects a country's complaints may point at, per kind. Organizations are split between the
 * kinds so that approving one complaint never removes the subject of another open complaint.
 */
function subjectPools(random: Random, db: Db, countryId: string): Record<ComplaintKind, string[]> {
  const organizations = shuffled(
    random,
    db.organizations.filter((organization) => organization.country_id === countryId),
  )
  const quarter = Math.ceil(organizations.length / 4)
  const [forReviews, forPhotos, forOwners, forOrganizations] = [0, 1, 2, 3].map((i) => organizations.slice(i * quarter, (i + 1) * quarter))
  const reviewOrgIds = new Set(forReviews!.map((organization) => organization._id))
  return {
    review: db.reviews.filter((review) => reviewOrgIds.has(review.organization_id)).map((review) => review._id),
    photo: forPhotos!.flatMap((organization) => organization.carousel_photos.slice(0, 1).map((photo) => photo._id)),
    article: db.articles.filter((article) => article.country_id === countryId).map((article) => article._id),
    itIsMyOrganization: forOwners!.map((organization) => organization._id),
    organization: forOrganizations!.map((organization) => organization._id),
    event: db.events.filter((event) => event.country_id === countryId).map((event) => event._id),
  }
}

function seedComplaints(random: Random, db: Db): ComplaintRecord[] {
  const complaints: ComplaintRecord[] = []
  let photoIndex = 0
  for (const country of db.countries) {
    const pools = subjectPools(random, db, country._id)
    for (const kind of COMPLAINT_KINDS) {
      const subjects = random.sample(pools[kind], random.int(2, 4))
      for (const subjectId of subjects) {
        const type = random.chance(0.5) ? 'wrong' : 'offensive'
        const createdAt = seedDate(random, 60)
        const photoCount = random.chance(0.3) ? random.int(1, 2) : 0
        complaints.push({
          _id: makeId(MODERATION_ID_PREFIX.complaint, complaints.length + 1),
          kind,
          type,
          text: random.pick(COMPLAINT_TEXTS[type]),
          photos: photosOf(MODERATION_ID_PREFIX.complaintPhoto, photoIndex + 1, photoCount, 'complaints').map(({ url, preview_url }) => ({
            url,
            preview_url,
          })),
          country_id: country._id,
          from_user_id: random.pick(db.users)._id,
          subject_id: subjectId,
          is_answered: false,
          createdAt,
          updatedAt: createdAt,
        })
        photoIndex += photoCount
      }
    }
  }
  return complaints.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

/**
 * Reviews and complaints of every kind in every country, pointing at real records (the
 * organizations, events and articles must be seeded before this step).
 */
export function seedModeration(db: Db): void {
  const random = createRandom(4304)
  db.reviews = seedReviews(random, db)
  db.complaints = seedComplaints(random, db)
}
