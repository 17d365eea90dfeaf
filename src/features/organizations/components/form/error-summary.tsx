import { Alert, List } from '@mantine/core'
import type { FieldErrors } from 'react-hook-form'
import { organizationFormText } from '../../../../shared/i18n/organizations'
import { fieldsWithErrors, type OrganizationFormValues } from '../../form-schema'

/** The fields with errors under 'There are errors in the following fields' (spec section 5). */
export function ErrorSummary({ errors }: { errors: FieldErrors<OrganizationFormValues> }) {
  const fields = fieldsWithErrors(errors)
  if (fields.length === 0) return null
  return (
    <Alert color="red" variant="light" role="alert" title={organizationFormText.errorsHeading} styles={{ title: { color: '#9b1c1c' } }}>
      <List size="sm">
        {fields.map((field) => (
          <List.Item key={field}>{organizationFormText.fields[field]}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
