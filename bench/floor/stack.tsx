/**
 * The stack's floor for a form screen: the libraries the event edit screen runs (the design card's
 * router, React Query, ky, zod/mini, react-hook-form, and Mantine's providers and the controls the
 * spec's form needs), drawn once with none of the console's code, in one file (no chunk pays its own
 * gzip dictionary). `npm run bench` prints its JS beside the screens': what is left of a screen's
 * budget for the console's own code.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  Badge,
  Button,
  Checkbox,
  Combobox,
  FileButton,
  Loader,
  MantineProvider,
  Modal,
  MultiSelect,
  NativeSelect,
  NavLink,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core'
import { DatePickerInput, DatesProvider } from '@mantine/dates'
import { Notifications, notifications } from '@mantine/notifications'
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router'
import dayjs from 'dayjs'
import 'dayjs/locale/ru'
import ky from 'ky'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { Controller, useForm } from 'react-hook-form'
import * as z from 'zod/mini'

dayjs.locale('ru')
const api = ky.create({ prefix: '/api' })
const schema = z.object({
  name: z.string().check(z.minLength(1)),
  date: z.nullable(z.string()),
  tags: z.array(z.string()),
  languages: z.array(z.string()),
  city: z.nullable(z.string()),
  about: z.string(),
  online: z.boolean(),
})

function Form() {
  const event = useQuery({ queryKey: ['event'], queryFn: () => api.get('event').json<{ name: string }>() })
  const save = useMutation({
    mutationFn: (values: unknown) => api.post('event', { json: values }).json(),
    onError: () => notifications.show({ message: 'failed' }),
  })
  const { control, register, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', date: null, tags: [], languages: [], city: null, about: '', online: false },
  })
  const address = useCombobox()
  const [result, setResult] = useState(false)
  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))}>
      <Stack>
        <Title>{event.data?.name}</Title>
        <SimpleGrid cols={2}>
          <TextInput label="name" {...register('name')} />
          <NativeSelect label="country" data={['a']} />
        </SimpleGrid>
        <Controller control={control} name="city" render={({ field }) => <Select label="city" data={['a', 'b']} {...field} />} />
        <Controller
          control={control}
          name="languages"
          render={({ field }) => <MultiSelect label="languages" data={['a', 'b']} {...field} />}
        />
        <Controller control={control} name="tags" render={({ field }) => <TagsInput label="tags" {...field} />} />
        <Controller
          control={control}
          name="date"
          render={({ field }) => <DatePickerInput label="date" value={field.value} onChange={field.onChange} />}
        />
        <Textarea autosize label="about" {...register('about')} />
        <Checkbox label="online" {...register('online')} />
        <Combobox store={address}>
          <Combobox.Target>
            <TextInput label="address" />
          </Combobox.Target>
          <Combobox.Dropdown>
            <Combobox.Options>
              <Combobox.Option value="a">a</Combobox.Option>
              <Combobox.Empty>none</Combobox.Empty>
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <FileButton onChange={() => setResult(true)}>{(props) => <Button {...props}>photos</Button>}</FileButton>
        <Badge>badge</Badge>
        <Progress value={30} />
        <Loader />
        <Button type="submit">save</Button>
        <Modal opened={result} onClose={() => setResult(false)} title="result">
          done
        </Modal>
      </Stack>
    </form>
  )
}

const root = createRootRoute({
  component: () => (
    <>
      <NavLink component={Link} to="/" label="home" />
      <Outlet />
    </>
  ),
})
const router = createRouter({ routeTree: root.addChildren([createRoute({ getParentRoute: () => root, path: '/', component: Form })]) })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <DatesProvider settings={{ locale: 'ru' }}>
          <Notifications />
          <RouterProvider router={router} />
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
)
