import { http } from 'msw'
import { api, bySort, MockHttpError, ok, route, searchParam } from '../lib'
import { db } from '../store'
import { organizationCounts } from './categories'

/** Categories as the static data gives them: visible ones, sorted, with visible sub-categories. */
export function visibleCategoriesWithSubs() {
  const data = db()
  const counts = organizationCounts()
  return data.categories
    .filter((c) => !c.is_hidden)
    .sort(bySort)
    .map(({ is_hidden: _hidden, ...category }) => ({
      ...category,
      sub_categories: data.subCategories
        .filter((s) => s.category_id === category._id && !s.is_hidden)
        .sort(bySort)
        .map(({ is_hidden: _h, ...sub }) => ({ ...sub, organizations_count: counts.get(sub._id) ?? 0 })),
    }))
}

export const staticDataHandlers = [
  http.get(
    api('/static-data/countries'),
    route(() => ok({ countries: db().countries })),
  ),
  http.get(
    api('/static-data/languages'),
    route(() => ok({ languages: db().languages })),
  ),
  http.get(
    api('/static-data/categories/online-working-id/'),
    route(() => ok({ category_id: db().onlineWorkingCategoryId })),
  ),
  http.get(
    api('/static-data/categories-all'),
    route(() => ok({ categories: visibleCategoriesWithSubs() })),
  ),
  http.get(
    api('/static-data/cities'),
    route(({ request }) => {
      const countryId = searchParam(request, 'country_id')
      if (!countryId) throw new MockHttpError(400, 'country_id is required')
      const cities = db()
        .cities.filter((city) => city.country_id === countryId)
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.name.localeCompare(b.name, 'ru'))
      return ok({ cities })
    }),
  ),
]
