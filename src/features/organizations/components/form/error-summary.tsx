import { Alert, List } from '@mantine/core'
import type { FieldErrors } from 'react-hook-form'
import { ru } from '../../../../shared/i18n/ru'
import { fieldsWithErrors, type OrganizationFormValues } from '../../form-schema'

/** The fields with errors under 'There are errors in the following fields' (spec section 5). */
export function ErrorSummary({ errors }: { errors: FieldErrors<OrganizationFormValues> }) {
  const fields = fieldsWithErrors(errors)
  if (fields.length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" title={ru.organizationForm.errorsHeading} styles={{ title: { color: '#9b1c1c' } }}>
      <List size="sm">
        {fields.map((field) => (
          <List.Item key={field}>{ru.organizationForm.fields[field]}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
