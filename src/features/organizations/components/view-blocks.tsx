import { Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Organization } from '@/features/organizations/schemas'
import { parseWorkTimeValue } from '@/features/organizations/schemas'
import { LocationMap } from '@/shared/entries/location-map/location-map'
import { Block, Field } from '@/shared/entries/view/view-blocks'
import { organizationFormText, organizationViewText, scheduleText } from '@/shared/i18n/organizations'
import { WEEKDAYS } from '@/shared/limits'
import { Flag } from '@/shared/ui/flag'
import { TagChip } from '@/shared/ui/tag-input'

const t = organizationViewText

export function CategoryBlock({ organization }: { organization: Organization }) {
  return (
    <Block title={t.category}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t.category} value={organization.category.name} />
        <Field label={t.specialization} value={organization.specialization} />
        <Field label={t.subCategories} value={organization.sub_categories.map((sub) => sub.name).join(', ')} />
      </SimpleGrid>
    </Block>
  )
}

export function LocationBlock({ organization, online }: { organization: Organization; online: boolean }) {
  const { city } = organization
  return (
    <Block title={organizationFormText.sections.location}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Field label={t.country} value={organization.country.name} />
          <Field label={t.city} value={city?.name ?? ''} />
          <Field label={t.additionalCities} value={organization.additional_cities.map((c) => c.name).join(', ')} />
        </SimpleGrid>
        {!online && (
          <>
            <Field label={t.address} value={organization.address} />
            <LocationMap
              lat={organization.coordinates.lat}
              lon={organization.coordinates.lon}
              fallbackCenter={city ? { lat: city.coordinates.lat, lon: city.coordinates.lon } : null}
            />
          </>
        )}
      </Stack>
    </Block>
  )
}

function hoursText(value: string): string {
  const day = parseWorkTimeValue(value)
  if (day.type === 'hours') return `${day.start} – ${day.end}`
  if (day.type === '') return ''
  return scheduleText.scheduleTypes[day.type]
}

export function HoursBlock({ organization }: { organization: Organization }) {
  return (
    <Block title={t.hours}>
      <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }}>
        {WEEKDAYS.map((day) => (
          <Field key={day} label={scheduleText.weekdays[day]} value={hoursText(organization.work_time[day])} />
        ))}
      </SimpleGrid>
    </Block>
  )
}

export function TagsAndLanguagesBlock({ organization }: { organization: Organization }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Block title={t.tags}>
        <Group gap={6} component="ul">
          {organization.tags.map((tag) => (
            <li key={tag}>
              <TagChip>{tag}</TagChip>
            </li>
          ))}
        </Group>
      </Block>
      <Block title={t.languages}>
        <Group gap="md" component="ul">
          {organization.languages.map((language) => (
            <Group key={language._id} gap={6} component="li" wrap="nowrap">
              <Flag url={language.flag_url} />
              <Text>{language.name}</Text>
            </Group>
          ))}
        </Group>
      </Block>
    </SimpleGrid>
  )
}
