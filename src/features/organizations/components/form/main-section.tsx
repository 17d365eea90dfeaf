import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import { MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import type { Category } from '@/features/categories/schemas'
import type { OrganizationFormValues } from '@/features/organizations/schemas'
import { OwnerAndNameFields } from '@/shared/entries/form/common-fields'
import { organizationFormText } from '@/shared/i18n/organizations'

const t = organizationFormText

/** Owner id, name, category, sub-categories (only when the category has any) and specialization. */
export function MainSection({ categories }: { categories: Category[] }) {
  const { register, control, watch, setValue, formState } = useFormContext<OrganizationFormValues>()
  const { errors } = formState
  const categoryId = watch('category_id')
  const subCategories = categories.find((c) => c._id === categoryId)?.sub_categories ?? []
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <OwnerAndNameFields />
      <Controller
        control={control}
        name="category_id"
        render={({ field, fieldState }) => (
          <Select
            label={t.fields.category_id}
            placeholder={t.categoryPlaceholder}
            withAsterisk
            searchable
            data={categories.map((c) => ({ value: c._id, label: c.name }))}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '')
              // Picking a category clears the chosen sub-categories (spec section 4 "Forms").
              setValue('sub_category_ids', [], { shouldDirty: true })
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {subCategories.length > 0 && (
        <Controller
          control={control}
          name="sub_category_ids"
          render={({ field, fieldState }) => (
            <MultiSelect
              label={t.fields.sub_category_ids}
              placeholder={t.subCategoriesPlaceholder}
              withAsterisk
              searchable
              data={subCategories.map((s) => ({ value: s._id, label: s.name }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      <TextInput label={t.fields.specialization} withAsterisk error={errors.specialization?.message} {...register('specialization')} />
    </SimpleGrid>
  )
}
